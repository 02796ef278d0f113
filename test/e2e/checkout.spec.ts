import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, screenshot, test, VIEWPORTS } from './fixtures';

/** Responsive: nothing on the page is wider than the viewport. */
async function expectNoHorizontalOverflow(page: Page) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scrollWidth, 'page width').toBeLessThanOrEqual(innerWidth);
}

async function checkPage(page: Page, name: string) {
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await screenshot(page, name);
}

const journeys = [
  { label: 'mobile', viewport: VIEWPORTS.mobile, giver: 'Pat Mobile-Guest', email: 'pat.mobile@example.com' },
  { label: 'desktop', viewport: VIEWPORTS.desktop, giver: 'Robin Desktop-Guest', email: 'robin.desktop@example.com' },
];

test.describe('checkout', () => {
  for (const { label, viewport, giver, email } of journeys) {
    test(`a guest buys a gift for Alex & Jordan with a test card; the couple sees it in the gift tracker (${label})`, async ({ page, browser, baseURL }) => {
      await page.setViewportSize(viewport);

      // Find the couple.
      await page.goto('/search/wedding-registry');
      await page.getByLabel('First name').fill('Alex');
      await page.getByLabel('Last name').fill('Morgan');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('link', { name: 'Alex Morgan & Jordan Lee' }).click();
      await expect(page).toHaveURL(/\/registry\/alex-and-jordan$/);

      // A gift still needed: its 'Add to cart'.
      const addButton = page.getByRole('button', { name: /^Add to cart: / }).first();
      await expect(addButton).toBeVisible();
      const gift = (await addButton.getAttribute('aria-label'))!.replace('Add to cart: ', '');
      await addButton.click();

      // The cart modal lists it.
      const dialog = page.getByRole('dialog', { name: 'Added to your cart' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(`${gift} is in your cart.`)).toBeVisible();
      await expect(dialog.getByRole('link', { name: 'Checkout' })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Continue shopping' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
      await expectNoAxeViolations(page, '[role="dialog"]');
      await screenshot(page, 'checkout-cart-modal');
      await dialog.getByRole('link', { name: 'View cart' }).click();

      // /cart
      await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Alex & Jordan' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: gift })).toBeVisible();
      await expect(page.getByText('Estimated shipping')).toBeVisible();
      await checkPage(page, 'checkout-cart');
      await page.getByRole('complementary', { name: 'Cart summary' }).getByRole('link', { name: 'Checkout' }).click();

      // /checkout
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      await expect(page.getByText('Ships to Alex & Jordan', { exact: false })).toBeVisible();
      await expect(page.getByText('Test mode — no real charge').first()).toBeVisible();
      await expect(page.getByLabel(/Street address/)).toHaveCount(0);
      await page.getByLabel(/^Email/).fill(email);
      await page.getByLabel(/Your name/).fill(giver);
      await page.getByLabel('Gift message (optional)').fill('Congratulations, you two!');
      await page.getByLabel(/Card number/).fill('4242 4242 4242 4242');
      await page.getByLabel(/Expiry/).fill('12/30');
      await page.getByLabel(/Security code/).fill('123');
      await page.getByLabel(/Name on card/).fill(giver);
      await checkPage(page, 'checkout-form');
      await page.getByRole('button', { name: /^Place order/ }).click();

      // Confirmation
      const thanks = page.getByRole('heading', { level: 1, name: 'Thank you for your order' });
      await expect(thanks).toBeVisible();
      await expect(thanks).toBeFocused();
      await expect(page).toHaveURL(/\/checkout\/confirmation\/CF-\d+$/);
      const orderNumber = page.url().split('/').pop()!;
      await expect(page.getByText(`We emailed a confirmation to ${email}`)).toBeVisible();
      await expect(page.getByRole('list', { name: 'Items' }).getByText(gift)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
      await checkPage(page, 'checkout-confirmation');

      // Track order
      await page.goto('/order-status');
      await page.getByLabel(/Order number/).fill(orderNumber);
      await page.getByLabel(/Email used/).fill(email);
      await page.getByRole('button', { name: 'Find order' }).click();
      await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
      await expect(page.getByText('Order placed', { exact: true })).toBeVisible();
      await expect(page.getByRole('form', { name: 'Start a return' })).toBeVisible();
      await checkPage(page, 'checkout-order-status');

      // The couple sees the gift and who gave it.
      const couple = await browser.newContext({ viewport, baseURL });
      try {
        const c = await couple.newPage();
        await c.goto('/account/login');
        await c.getByLabel('Email').fill('alex@confetti.test');
        await c.getByLabel('Password').fill('confetti-demo');
        await c.getByRole('button', { name: 'Log in' }).click();
        await expect(c).toHaveURL(/\/$/);
        await c.goto('/registry/gift-tracker');
        const row = c.getByRole('row').filter({ hasText: giver });
        await expect(row).toBeVisible();
        await expect(row.getByRole('rowheader')).toContainText(gift);
        await expect(row).toContainText('Congratulations, you two!');
      } finally {
        await couple.close();
      }
    });
  }
});
