import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, screenshot, test, VIEWPORTS } from './fixtures';

/**
 * Issue 32, "Site-wide search": the header's search at every width suggests as one types, forgives
 * a misspelling ("blendr"), opens the suggestion picked, and its results page shows the corrected
 * spelling's products and the vendors a query matches. Demo data only (read, not changed).
 */

const LABEL = 'Search products, brands and vendors';

/** The header's field (the phone's opens from its button), once its combobox has taken over. */
async function headerSearch(page: Page, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'Find gifts, brands and vendors' }).click();
  await page
    .getByRole('searchbox', { name: LABEL })
    .or(page.getByRole('combobox', { name: LABEL }))
    .first()
    .click();
  const combobox = page.getByRole('combobox', { name: LABEL });
  await expect(combobox).toBeFocused();
  return combobox;
}

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  const phone = size === 'mobile';

  test(`a misspelt product name in the header suggests it; picking it opens the product (${size})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await screenshot(page, 'search-header-closed');

    const combobox = await headerSearch(page, phone);
    await combobox.pressSequentially('blendr');
    const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
    const products = listbox.getByRole('group', { name: 'Products' }).getByRole('option');
    await expect(products.first()).toContainText('Blender');
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await expect(listbox.getByRole('option', { name: 'See all results for “blendr”' })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, 'search-suggestions-open');

    const name = (await products.first().textContent())!;
    if (phone) {
      // Tapped, as a phone does.
      await products.first().click();
    } else {
      // The keyboard path: the first option, then Enter.
      await combobox.press('ArrowDown');
      await expect(combobox).toHaveAttribute('aria-activedescendant', (await products.first().getAttribute('id'))!);
      await combobox.press('Enter');
    }
    await expect(page).toHaveURL(/\/shop\/product\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test(`search with a typo shows the corrected spelling's results, with the shop's filters (${size})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const combobox = await headerSearch(page, phone);
    await combobox.fill('blendr');
    await expect(page.getByRole('option', { name: 'See all results for “blendr”' })).toBeVisible();
    await combobox.press('Enter');

    await expect(page).toHaveURL(/\/shop\/search\?q=blendr$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “blender”' })).toBeVisible();
    await expect(page.getByText('Nothing matched “blendr”, so these are the results for “blender”.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^\d+ items?$/ })).toBeVisible();
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toContainText('Blender');
    // The shop's filters work on search results too.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
    await expect(page).toHaveURL(/q=blendr/);
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(cards.first()).toContainText('Blender');
    await expectNoAxeViolations(page);
    await screenshot(page, 'search-results-typo');

    // A trade's word finds the marketplace's vendors (the synonyms: "dj" is a band).
    await page.goto('/shop/search?q=dj');
    const vendors = page.getByRole('region', { name: 'Vendors matching “dj”' });
    await expect(vendors.getByRole('link', { name: 'Bands & DJs' })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, 'search-results-vendors');
    await vendors.getByRole('link').filter({ hasNotText: 'Bands & DJs' }).first().click();
    await expect(page).toHaveURL(/\/wedding-vendors\/wedding-bands-djs\/[a-z0-9-]+$/);
  });
}

test('signed in at 1280 px: the header search is a button beside the primary items; Escape closes list, then panel', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/account/login');
  await page.getByLabel('Email').fill('alex@confetti.test');
  await page.getByLabel('Password').fill('confetti-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/wedding-planning\/dashboard$/);
  // The primary items keep the logo row (the field would push them under More).
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Your Wedding' })).toBeVisible();

  const toggle = page.getByRole('button', { name: 'Find gifts, brands and vendors' });
  const combobox = await headerSearch(page, true);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await combobox.pressSequentially('copper');
  const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(listbox.getByRole('group', { name: 'Products' }).getByRole('option').first()).toContainText('Copper');
  await combobox.press('ArrowDown');
  await combobox.press('ArrowDown');
  await expect(combobox).toHaveAttribute('aria-activedescendant', (await listbox.getByRole('option').nth(1).getAttribute('id'))!);
  await expectNoAxeViolations(page);
  await screenshot(page, 'search-signed-in-open');
  // Escape closes the list (the field keeps the focus and the text), a second empties the field,
  // a third closes the panel and returns the focus to its button.
  await combobox.press('Escape');
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  await expect(combobox).toBeFocused();
  await expect(combobox).toHaveValue('copper');
  await combobox.press('Escape');
  await expect(combobox).toHaveValue('');
  await combobox.press('Escape');
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(combobox).toBeHidden();
});
