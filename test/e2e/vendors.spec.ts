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
  // The explore page is a section inside the layout's one main (no nested main), and axe-clean.
  await expect(page.getByRole('main')).toHaveCount(1);
  await expectNoAxeViolations(page);
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

  const first = page.getByRole('listitem').getByRole('heading', { level: 2 }).first();
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
  // The footer's venues link uses the searched location's slug.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Venues and vendors' })).toHaveAttribute(
    'href',
    '/wedding-vendors/search/new-york-ny',
  );

  // Save the vendor, then find it on the favorites page.
  await page.getByRole('button', { name: /Save to favorites/ }).click();
  await expect(page.getByRole('button', { name: /Saved to favorites/ })).toHaveAttribute('aria-pressed', 'true');

  // Next page load: the booking status reminder (inquiry sent, nothing booked), once per session.
  await page.goto('/wedding-vendors/favorites');
  const reminder = page.getByRole('dialog', { name: 'Have you booked any vendors?' });
  await expect(reminder).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'vendors-booking-reminder');
  await reminder
    .getByRole('group', { name: `Did you book ${name}?` })
    .getByRole('button', { name: 'Still looking' })
    .click();
  await expect(reminder.getByRole('button', { name: 'Still looking', pressed: true })).toBeVisible();
  await reminder.getByRole('button', { name: 'Ask me later' }).click();
  await expect(reminder).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Your favorite vendors' })).toBeVisible();
  await expect(page.getByText('1 saved vendor')).toBeVisible();
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'vendors-favorites');
  await page.getByRole('button', { name: `Remove ${name} from favorites` }).click();
  await expect(page.getByText(/No favorites yet/)).toBeVisible();
  await page.reload();
  await expect(page.getByText(/No favorites yet/)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto('/wedding-vendors/search/new-york-ny--wedding-venues');
  await expect(page.getByRole('heading', { name: 'Reception Venues in New York, NY' })).toBeVisible();
  await screenshot(page, 'vendors-search');
  await page.goto('/wedding-vendors/favorites');
  await expect(page.getByRole('heading', { level: 1, name: 'Your favorite vendors' })).toBeVisible();
  await screenshot(page, 'vendors-favorites');
  await page.goto('/wedding-vendors');
  await expect(page.getByRole('heading', { name: 'Find your wedding vendors' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'vendors-explore');
  await page.goto('/wedding-vendors/states/washington-dc');
  await expect(page.getByRole('heading', { name: 'Wedding vendors in Washington DC' })).toBeVisible();
});
