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
    test(`a guest buys a gift for Alex & Jordan with a test card; the couple sees it in the gift tracker (${label})`, async ({
      page,
      browser,
      baseURL,
    }) => {
      await page.setViewportSize(viewport);

      // Find the couple.
      await page.goto('/search/wedding-registry');
      await page.getByLabel('First name').fill('Alex');
      await page.getByLabel('Last name').fill('Morgan');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('link', { name: 'Alex Morgan & Jordan Lee' }).click();
      await expect(page).toHaveURL(/\/registry\/alex-and-jordan$/);

      // A contribution to a cash fund first (the amount the guest types).
      const amount = page.getByLabel(/^Amount to give to /).first();
      const fund = (await amount.getAttribute('id'))!;
      await amount.fill('25');
      await page.locator(`form:has([id="${fund}"])`).getByRole('button', { name: 'Contribute' }).click();
      const fundDialog = page.getByRole('dialog', { name: 'Added to your cart' });
      await expect(fundDialog.getByText(/^Your \$25 gift to .+ is in your cart\.$/)).toBeVisible();
      await fundDialog.getByRole('button', { name: 'Continue shopping' }).click();
      await expect(fundDialog).toBeHidden();

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
      await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
      await expectNoAxeViolations(page, '[role="dialog"]');
      await screenshot(page, 'checkout-cart-modal');
      await dialog.getByRole('link', { name: 'View cart' }).click();

      // /cart
      await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Alex & Jordan' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: gift })).toBeVisible();
      await expect(page.getByText('Cash gift')).toBeVisible();
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
      await expect(page.getByRole('list', { name: 'Items' }).getByText('Cash gift')).toBeVisible();
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
        await expect(c).toHaveURL(/\/wedding-planning\/dashboard$/);
        await c.goto('/registry/gift-tracker');
        const row = c.getByRole('row').filter({ hasText: giver }).filter({ hasText: gift });
        await expect(row).toBeVisible();
        await expect(row.getByRole('rowheader')).toContainText(gift);
        await expect(row).toContainText('Congratulations, you two!');
      } finally {
        await couple.close();
      }
    });
  }

  test('buying for yourself: the address is checked (a doubtful one kept with Use this address anyway), edited in its modal, a promo applies, the order ships there', async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/shop/category/kitchen');
    const grid = page
      .getByRole('main')
      .getByRole('list')
      .filter({ has: page.getByRole('article') })
      .first();
    await grid.getByRole('heading', { level: 3 }).first().getByRole('link').click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const dialog = page.getByRole('dialog', { name: 'Added to your cart' });
    await expect(dialog).toBeVisible();
    await expect(page.getByText('Added to your cart.')).toBeVisible();
    await dialog.getByRole('link', { name: 'Checkout' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Contact' })).toBeVisible();
    await expect(page.getByLabel('Gift message (optional)')).toHaveCount(0);
    await page.getByLabel(/^Email/).fill('sky.self@example.com');
    await page.getByLabel(/Your name/).fill('Sky Self');

    // Tax waits for the address. ZIP 10001 is in New York: for New Jersey the server doubts it.
    await expect(page.getByText('Calculated with your address')).toBeVisible();
    await page.getByLabel(/Full name/).fill('Sky Self');
    await page.getByLabel(/Street address/).fill('1 Main St');
    await page.getByLabel(/^City/).fill('Newark');
    await page.getByLabel(/^State/).selectOption('NJ');
    await page.getByLabel(/ZIP code/).fill('10001');
    await page.getByRole('button', { name: 'Use this address' }).click();
    await expect(page.getByText('ZIP code 10001 is in New York, not New Jersey.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Use this address anyway' }).click();
    await expect(page.locator('address')).toContainText('Newark, NJ 10001');
    await expect(page.getByText('Calculated with your address')).toBeHidden();

    // Edit it in the set-shipping-address modal.
    await page.getByRole('button', { name: 'Edit address' }).click();
    const modal = page.getByRole('dialog', { name: 'Shipping address' });
    await modal.getByLabel(/^City/).fill('New York');
    await modal.getByLabel(/^State/).selectOption('NY');
    await expectNoAxeViolations(page, '[role="dialog"]');
    await modal.getByRole('button', { name: 'Save address' }).click();
    await expect(modal).toBeHidden();
    await expect(page.locator('address')).toContainText('New York, NY 10001');
    await expect(page.getByText('Tax (NY)')).toBeVisible();

    // A promo code.
    await page.getByLabel('Promo code').fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('WELCOME10', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Promo WELCOME10')).toBeVisible();

    await page.getByLabel(/Card number/).fill('5555 5555 5555 4444');
    await page.getByLabel(/Expiry/).fill('11/31');
    await page.getByLabel(/Security code/).fill('321');
    await page.getByLabel(/Name on card/).fill('Sky Self');
    await page.getByRole('button', { name: /^Place order/ }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    await expect(page.getByText('Sky Self, New York, NY')).toBeVisible();
    await expect(page.getByText('Mastercard ending 4444')).toBeVisible();
  });
});
