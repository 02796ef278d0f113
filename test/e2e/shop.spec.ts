import { expect, expectNoAxeViolations, screenshot, test, VIEWPORTS } from './fixtures';

test.describe('shop', () => {
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    test(`browse a category, filter by price, open a product, switch swatch, reload (${label})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/shop/category/kitchen');
      await expect(page.getByRole('heading', { level: 1, name: 'Kitchen' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: /\d+ items?/ })).toBeVisible();
      await expectNoAxeViolations(page);
      await screenshot(page, 'shop-category');

      await page.getByLabel('Min ($)').fill('20');
      await page.getByLabel('Max ($)').fill('60');
      await page.getByRole('button', { name: 'Apply price' }).click();
      await expect(page).toHaveURL(/min_price=2000&max_price=6000/);
      const grid = page.getByRole('list', { name: 'Kitchen' });
      await expect(grid.getByRole('article').first()).toBeVisible();

      await page.getByLabel('Sort by').selectOption('price_asc');
      await expect(page).toHaveURL(/sort=price_asc/);
      await page.reload();
      await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');
      await expect(page.getByLabel('Min ($)')).toHaveValue('20');

      // Open a product with more than one colour.
      const withSwatches = grid
        .getByRole('article')
        .filter({ has: page.getByRole('list', { name: /colours/ }) })
        .first();
      await withSwatches.getByRole('heading').getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add to registry' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Shipping' })).toBeVisible();
      await expectNoAxeViolations(page);

      const secondLabel = await page.getByRole('radio').nth(1).getAttribute('value');
      // The swatch image is the visible control; its radio is visually hidden.
      await page
        .locator('label')
        .filter({ has: page.locator('input[type=radio]') })
        .nth(1)
        .click();
      await expect(page.getByRole('radio').nth(1)).toBeChecked();
      await expect(page).toHaveURL(new RegExp(`look=${secondLabel}`));
      await page.reload();
      await expect(page.getByRole('radio').nth(1)).toBeChecked();
      await screenshot(page, 'shop-product');
    });
  }

  test('an unknown product says so', async ({ page, pageErrors }) => {
    pageErrors.allow(/^HTTP 404 \/web-registry-api\/v1\/shop\/product\/no-such-product$/);
    await page.goto('/shop/product/no-such-product');
    await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
  });
});
