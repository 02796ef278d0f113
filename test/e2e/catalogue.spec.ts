import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, screenshot, test, VIEWPORTS } from './fixtures';

/**
 * Issue 32, "The catalogue": a product page shows its type's picture (three drawn views), the
 * type's details and seeded reviews with ratings; a guest who bought the product reviews it.
 * The home, category, product and search pages are screenshotted at 375 and 1280 px.
 */

/** The first in-stock product of a subcategory, opened from its listing. */
async function openFirstProduct(page: Page, category: string) {
  await page.goto(`/shop/category/${category}?in_stock=true`);
  const grid = page
    .getByRole('main')
    .getByRole('list')
    .filter({ has: page.getByRole('article') })
    .first();
  const link = grid.getByRole('heading', { level: 3 }).first().getByRole('link');
  const name = (await link.textContent())!.trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return name;
}

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test(`a product page shows its type's picture, details and reviews; the shop's pages look right (${size})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // The logo strip names brands the shop sells.
    await expect(page.getByRole('region', { name: 'Brands couples love' }).getByText('Hearth & Co.').first()).toBeAttached();
    await screenshot(page, 'catalogue-home');

    await page.goto('/shop/category/cookware');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await screenshot(page, 'catalogue-category');

    const name = await openFirstProduct(page, 'cookware');
    const gallery = page.getByRole('region', { name: `${name} images` });
    const front = gallery.getByRole('img', { name: new RegExp(`^${name}, .+, front \\(1 of 3\\)$`) });
    await expect(front).toBeVisible();
    // The picture is the drawing of this product's type, named for it, and it has loaded.
    const src = (await front.getAttribute('src'))!;
    expect(src).toMatch(/^\/media\/p\/[a-z0-9-]+\/[a-z0-9-]+\/3x4-1\.svg$/);
    expect(await front.getAttribute('srcset')).toContain(src.replace('.svg', '-640.webp 640w'));
    const svg = await (await page.request.get(src)).text();
    expect(svg).toContain(`aria-label="${name}"`);
    await expect.poll(() => front.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.getByRole('button', { name: 'Show view 3' })).toBeVisible();

    // Its type's details: a cookware piece has a material, capacity, dimensions, care and box.
    const details = page.locator('dl').filter({ has: page.getByText('Material', { exact: true }) });
    for (const term of ['Material', 'Capacity', 'Dimensions', 'Care', 'In the box'])
      await expect(details.getByText(term, { exact: true })).toBeVisible();

    // Reviews with ratings, and the rows of other products.
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await expect(reviews.getByText(/^(Rated \d\.\d out of 5 from \d+ reviews?|No reviews yet)$/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'You may also like' }).getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Goes well with' }).getByRole('link').first()).toBeVisible();
    // The rows scroll within the page; the page itself never scrolls sideways.
    const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(scrollWidth, 'page width').toBeLessThanOrEqual(innerWidth);
    await expectNoAxeViolations(page);
    await screenshot(page, 'catalogue-product');

    await page.goto('/shop/search?q=dutch%20oven');
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “dutch oven”' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').first()).toContainText('Dutch Oven');
    await screenshot(page, 'catalogue-search');
  });
}

test('a guest who bought a product reviews it, once; it shows first with their rating', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  const name = await openFirstProduct(page, 'glassware');
  const productUrl = page.url();
  // Not bought yet: no form.
  await expect(page.getByRole('region', { name: 'Reviews' }).getByText(/^(Rated|No reviews yet)/)).toBeVisible();
  await expect(page.getByRole('form', { name: `Review your ${name}` })).toHaveCount(0);

  await page.getByRole('button', { name: 'Add to cart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Added to your cart' });
  await dialog.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByLabel(/^Email/).fill('robin.reviewer@example.com');
  await page.getByLabel(/Your name/).fill('Robin Reviewer');
  await page.getByLabel(/Full name/).fill('Robin Reviewer');
  await page.getByLabel(/Street address/).fill('1 Main St');
  await page.getByLabel(/^City/).fill('New York');
  await page.getByLabel(/^State/).selectOption('NY');
  await page.getByLabel(/ZIP code/).fill('10001');
  await page.getByRole('button', { name: 'Use this address' }).click();
  await expect(page.locator('address')).toContainText('New York, NY 10001');
  await page.getByLabel(/Card number/).fill('4111 1111 1111 1111');
  await page.getByLabel(/Expiry/).fill('11/31');
  await page.getByLabel(/Security code/).fill('123');
  await page.getByLabel(/Name on card/).fill('Robin Reviewer');
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();

  await page.goto(productUrl);
  const form = page.getByRole('form', { name: `Review your ${name}` });
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(form.getByText('Please choose a rating from 1 to 5 stars.')).toBeVisible();
  await form.getByRole('radio', { name: '4 stars' }).check();
  await form.getByLabel('Title').fill('Lovely glasses');
  await form.getByLabel('Your review').fill('Thin rims and sturdy stems; they survived our first dinner party.');
  await form.getByLabel('Name to show').fill('Robin R.');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Post review' }).click();

  await expect(page.getByRole('status').filter({ hasText: `Thank you! Your review of ${name} is posted.` })).toBeVisible();
  const first = page.getByRole('region', { name: 'Reviews' }).getByRole('article').first();
  await expect(first).toHaveAccessibleName('Lovely glasses, 4 out of 5 stars, by Robin R.');
  await expect(first).toContainText('Verified buyer');
  // One review per purchase: the form is gone.
  await expect(form).toHaveCount(0);
  await screenshot(page, 'catalogue-review-written');
});
