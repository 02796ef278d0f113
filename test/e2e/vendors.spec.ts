import { test, expect, expectNoAxeViolations, screenshot, VIEWPORTS } from './fixtures';

test('search venues in a city, open a storefront, send an inquiry, reload the search URL', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/account/login');
  await page.getByLabel('Email').fill('alex@confetti.test');
  await page.getByLabel('Password').fill('confetti-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('link', { name: 'Alex Morgan' })).toBeVisible();

  await page.goto('/wedding-vendors');
  await expect(page.getByRole('heading', { name: 'Find your wedding vendors' })).toBeVisible();
  await page.getByRole('link', { name: 'Reception Venues in New York, NY' }).click();
  await expect(page).toHaveURL(/\/wedding-vendors\/search\/new-york-ny--wedding-venues$/);
  await expect(page.getByRole('heading', { name: 'Reception Venues in New York, NY' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'vendors-search');

  await page.getByRole('combobox', { name: /^Price/ }).selectOption('3,4');
  await expect(page).toHaveURL(/new-york-ny--wedding-venues--price-3-4$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Reception Venues in New York, NY' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Price/ })).toHaveValue('3,4');

  const first = page.getByRole('listitem').getByRole('heading', { level: 3 }).first();
  const name = (await first.textContent())!.trim();
  await first.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'vendors-storefront');

  await page.getByLabel('Wedding date').fill('2027-06-12');
  await page.getByLabel('Guest count', { exact: true }).fill('120');
  await page.getByLabel('Message', { exact: true }).fill('Hi! Is June 12 available for about 120 guests?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(`Your message was sent to ${name}.`);

  const cookie = (await page.context().cookies()).find((c) => c.name === 'confetti_search_location');
  expect(JSON.parse(decodeURIComponent(cookie!.value))).toMatchObject({ slug: 'new-york-ny', type: 'CITY' });

  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto('/wedding-vendors/search/new-york-ny--wedding-venues');
  await expect(page.getByRole('heading', { name: 'Reception Venues in New York, NY' })).toBeVisible();
  await screenshot(page, 'vendors-search');
  await page.goto('/wedding-vendors/states/washington-dc');
  await expect(page.getByRole('heading', { name: 'Wedding vendors in Washington DC' })).toBeVisible();
});
