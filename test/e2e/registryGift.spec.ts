import { request, type Page } from '@playwright/test';
import { expect, expectNoAxeViolations, screenshot, test, VIEWPORTS } from './fixtures';
import { callApi, signUpThroughMail } from './outbox';

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

/**
 * Opens a gift still needed on Alex & Jordan's registry from its name (the `nth` such gift, so
 * that the journeys of other specs, which buy the first, leave it alone). Returns its name.
 */
async function openGiftFromRegistry(page: Page, nth: number): Promise<string> {
  await page.goto('/registry/alex-and-jordan');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: /^Add to cart: / }) })
    .nth(nth);
  const title = card.getByRole('heading').getByRole('link');
  const name = (await title.textContent())!.trim();
  await title.click();
  await expect(page).toHaveURL(/\/shop\/product\/[^?]+\?registry=alex-and-jordan&item=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return name;
}

const stillNeeded = async (page: Page) =>
  Number(await page.getByRole('complementary', { name: 'From Alex & Jordan’s registry' }).getByRole('definition').nth(1).textContent());

test.describe('a gift bought from a registry reaches the couple', () => {
  test('a guest opens a gift’s page from the registry, buys it for the couple, and it ships to them (desktop)', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    const gift = await openGiftFromRegistry(page, 2);

    // The page says whose registry it is and what is still needed, and keeps saying so on reload.
    const banner = page.getByRole('complementary', { name: 'From Alex & Jordan’s registry' });
    await expect(banner.getByRole('link', { name: 'Back to Alex & Jordan’s registry' })).toHaveAttribute(
      'href',
      '/registry/alex-and-jordan',
    );
    const needed = await stillNeeded(page);
    expect(needed).toBeGreaterThan(0);
    await page.reload();
    await expect(banner).toBeVisible();
    await expect(page.getByRole('button', { name: 'Buy for yourself instead' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to registry' })).toHaveCount(0);
    await checkPage(page, 'registry-gift-product');

    // Added as the couple's gift.
    await page.getByRole('button', { name: 'Add to cart for Alex & Jordan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Added to your cart' });
    await expect(dialog.getByText(`${gift} is in your cart.`)).toBeVisible();
    await expect(dialog.getByText('For Alex & Jordan', { exact: true })).toBeVisible();
    await dialog.getByRole('link', { name: 'View cart' }).click();

    // The cart line says who it is for.
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: gift }) });
    await expect(line.getByText('For Alex & Jordan', { exact: true })).toBeVisible();
    await checkPage(page, 'registry-gift-cart');
    await page.getByRole('complementary', { name: 'Cart summary' }).getByRole('link', { name: 'Checkout' }).click();

    // Checkout ships to the couple: no address asked of the guest.
    await expect(page.getByText('Ships to Alex & Jordan', { exact: false })).toBeVisible();
    await expect(page.getByLabel(/Street address/)).toHaveCount(0);
    await page.getByLabel(/^Email/).fill('quinn.giver@example.com');
    await page.getByLabel(/Your name/).fill('Quinn Giver');
    await page.getByLabel('Gift message (optional)').fill('From the registry page, with love.');
    await page.getByLabel(/Card number/).fill('4242 4242 4242 4242');
    await page.getByLabel(/Expiry/).fill('12/30');
    await page.getByLabel(/Security code/).fill('123');
    await page.getByLabel(/Name on card/).fill('Quinn Giver');
    await page.getByRole('button', { name: /^Place order/ }).click();

    // The confirmation names the couple as the recipient, never the guest.
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    await expect(page.getByText('Your gift for Alex & Jordan is on its way to them, from Quinn Giver.')).toBeVisible();
    const shipsTo = page.getByRole('term').filter({ hasText: 'Ships to' }).locator('xpath=following-sibling::dd');
    await expect(shipsTo).toHaveText('Alex & Jordan');
    await expect(page.getByRole('list', { name: 'Items' }).getByText(gift)).toBeVisible();

    // What is still needed went down by one.
    await openGiftFromRegistryByName(page, gift);
    await expect.poll(() => stillNeeded(page)).toBe(needed - 1);

    // The couple's tracker has it, from the guest.
    const couple = await browser.newContext({ viewport: VIEWPORTS.desktop, baseURL });
    try {
      const c = await couple.newPage();
      await c.goto('/account/login');
      await c.getByLabel('Email').fill('alex@confetti.test');
      await c.getByLabel('Password').fill('confetti-demo');
      await c.getByRole('button', { name: 'Log in' }).click();
      await expect(c).toHaveURL(/\/wedding-planning\/dashboard$/);
      await c.goto('/registry/gift-tracker');
      await expect(c.getByText('Quinn Giver').first()).toBeVisible();
      await expect(c.getByText('From the registry page, with love.').first()).toBeVisible();
    } finally {
      await couple.close();
    }
  });

  test('the gift’s page and the cart on a phone (375 px)', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.mobile);
    const gift = await openGiftFromRegistry(page, 3);
    await expect(page.getByRole('complementary', { name: 'From Alex & Jordan’s registry' })).toBeVisible();
    await checkPage(page, 'registry-gift-product');
    await page.getByRole('button', { name: 'Add to cart for Alex & Jordan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Added to your cart' });
    await expect(dialog.getByText(`${gift} is in your cart.`)).toBeVisible();
    await dialog.getByRole('link', { name: 'View cart' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    await expect(page.getByText('For Alex & Jordan', { exact: true })).toBeVisible();
    await checkPage(page, 'registry-gift-cart');
    // Buying one for yourself is a choice the cart explains (one couple's gifts at a time).
    await page.getByRole('link', { name: gift, exact: true }).click();
    await expect(page.getByRole('complementary', { name: 'From Alex & Jordan’s registry' })).toBeVisible();
  });

  test('a couple adding a product already on their registry is asked to raise its quantity', async ({ page, baseURL, pageErrors }) => {
    // The server's answer to a second add of the same product: 409 with the gift already there.
    pageErrors.allow(/^HTTP 409 \/web-registry-api\/v1\/registryCollection\/add$/);
    await page.setViewportSize(VIEWPORTS.desktop);
    // A couple of their own (the demo registries stay as they are for the other specs).
    const email = `dup-${Date.now()}@confetti.test`;
    const api = await request.newContext({ baseURL });
    try {
      await signUpThroughMail(
        api,
        { email, password: 'dup-password-1', first_name: 'Drew', last_name: 'Parker' },
        {
          wedding: {
            partner_first_name: 'Kai',
            partner_last_name: 'Ellis',
            wedding_date: '2030-05-04',
            planning_stage: 'PLANNING_VENUE_BOOKED',
          },
        },
      );
      await callApi(api, 'POST', '/web-registry-api/v1/onboard/submit/default', { started_at: new Date().toISOString() });
    } finally {
      await api.dispose();
    }
    await page.goto('/account/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('dup-password-1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).not.toHaveURL(/\/account\/login/);

    await page.goto('/shop/category/kitchen');
    const product = page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link');
    const name = (await product.textContent())!.trim();
    await product.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByLabel('Quantity').fill('1');

    const add = page.getByRole('button', { name: 'Add to registry' });
    await add.click();
    await expect(page.getByText('Saved on your registry.')).toBeVisible();

    // The same again: a question, not a second line.
    await add.click();
    const question = page.getByText('Already on your registry (requested 1). Raise the requested quantity to 2?');
    await expect(question).toBeVisible();
    await expect(question).toBeFocused();
    await expect(page.getByText('Adding to your registry…')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await screenshot(page, 'registry-duplicate-question');
    await page.getByRole('button', { name: 'Raise to 2' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your registry now asks for 2.' })).toBeVisible();

    // The registry holds one line, asking for 2.
    await page.goto('/my-registry');
    await expect(page.getByRole('heading', { level: 3, name, exact: true })).toHaveCount(1);
  });
});

/** Back on a gift's page from the registry page, found by its name. */
async function openGiftFromRegistryByName(page: Page, name: string) {
  await page.goto('/registry/alex-and-jordan');
  await page.getByRole('heading').getByRole('link', { name, exact: true }).first().click();
  await expect(page.getByRole('complementary', { name: 'From Alex & Jordan’s registry' })).toBeVisible();
}
