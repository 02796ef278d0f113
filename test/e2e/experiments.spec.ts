import type { Browser, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, screenshot, test, VIEWPORTS } from './fixtures';

const KEY = 'checkout-better-hierarchy-v2';
const SECTION_IDS = ['co-contact', 'co-shipping', 'co-delivery', 'co-items', 'co-promo', 'co-payment'];

/**
 * A guest in a browser of their own, whose assigned variation of the checkout experiment is
 * `variation`: each new browser gets a new anonymous id (and so a fresh 50/50 draw), so a few
 * tries find one. The production build ignores session overrides (spec §4), so the journey uses
 * the real assignment rather than an override.
 */
async function guestIn(browser: Browser, variation: string, key = KEY, prepare?: (page: Page) => Promise<void>): Promise<Page> {
  for (let attempt = 0; attempt < 30; attempt++) {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await prepare?.(page);
    await page.goto('/about-us');
    const assigned = await page.evaluate(async (k) => {
      const res = await fetch('/website-nav/web-api/v1/user/context', { credentials: 'same-origin' });
      return ((await res.json()) as { user_experiments: Record<string, string> }).user_experiments[k];
    }, key);
    if (assigned === variation) return page;
    await context.close();
  }
  throw new Error(`no guest drew ${variation} in 30 tries`);
}

async function toCheckoutWithAGift(page: Page) {
  await page.goto('/registry/alex-and-jordan');
  const addButton = page.getByRole('button', { name: /^Add to cart: / }).first();
  await addButton.click();
  const dialog = page.getByRole('dialog', { name: 'Added to your cart' });
  await expect(dialog).toBeVisible();
  const exposure = page.waitForResponse(
    (r) => r.url().endsWith('/api/v0/experiments/exposures') && r.request().postDataJSON()?.experiment === KEY,
  );
  await dialog.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: /^Your items/ })).toBeVisible();
  return (await exposure).json() as Promise<{ recorded: boolean; variation: string }>;
}

const sectionOrder = (page: Page) =>
  page
    .getByRole('form', { name: 'Checkout' })
    .locator('h2')
    .evaluateAll((hs, ids) => hs.map((h) => h.id).filter((id) => ids.includes(id)), SECTION_IDS);

test.describe('checkout-better-hierarchy-v2', () => {
  test('the checkout renders its sections in the control order for TEST-0 and items-first for TEST-1, each exposure recorded once', async ({
    browser,
  }) => {
    const control = await guestIn(browser, 'TEST-0');
    expect(await toCheckoutWithAGift(control)).toEqual({ recorded: true, variation: 'TEST-0' });
    expect(await sectionOrder(control)).toEqual(['co-contact', 'co-shipping', 'co-delivery', 'co-items', 'co-promo', 'co-payment']);
    await screenshot(control, 'checkout-order-control');

    const better = await guestIn(browser, 'TEST-1');
    expect(await toCheckoutWithAGift(better)).toEqual({ recorded: true, variation: 'TEST-1' });
    expect(await sectionOrder(better)).toEqual(['co-items', 'co-contact', 'co-shipping', 'co-delivery', 'co-payment', 'co-promo']);
    await expectNoAxeViolations(better);
    await screenshot(better, 'checkout-order-better-hierarchy');

    // Viewed once per session: opening the checkout again records nothing new.
    let again = 0;
    better.on('request', (r) => {
      if (r.url().endsWith('/api/v0/experiments/exposures') && r.postDataJSON()?.experiment === KEY) again++;
    });
    await better.reload();
    await expect(better.getByRole('heading', { name: /^Your items/ })).toBeVisible();
    await better.waitForTimeout(500);
    expect(again).toBe(0);
    await control.context().close();
    await better.context().close();
  });
});

test.describe('holiday-shops', () => {
  // The season is the visitor's local date: the browser's clock is set inside it, whatever today is.
  const inSeason = async (page: Page) => page.clock.setFixedTime(new Date('2026-12-01T10:00:00'));

  test('in season, TEST-1 sees the holiday shops on the shop index and the home page, and a collection opens', async ({ browser }) => {
    const page = await guestIn(browser, 'TEST-1', 'holiday-shops', inSeason);
    const exposure = page.waitForResponse(
      (r) => r.url().endsWith('/api/v0/experiments/exposures') && r.request().postDataJSON()?.experiment === 'holiday-shops',
    );
    await page.goto('/shop');
    const block = page.getByRole('region', { name: 'Holiday shops' });
    await expect(block.getByRole('link')).toHaveText(['Holiday Hosting', 'Winter Warmers', 'Gifts under $50']);
    expect(await (await exposure).json()).toEqual({ recorded: true, variation: 'TEST-1' });
    await expectNoAxeViolations(page);
    await screenshot(page, 'holiday-shops-shop-index');
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Holiday shops' })).toBeVisible();
    await page.getByRole('region', { name: 'Holiday shops' }).getByRole('link', { name: 'Winter Warmers' }).click();
    await expect(page).toHaveURL(/\/shop\/collection\/winter-warmers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Winter Warmers' })).toBeVisible();
    await page.context().close();
  });

  test('in season, TEST-0 sees no holiday shops', async ({ browser }) => {
    const page = await guestIn(browser, 'TEST-0', 'holiday-shops', inSeason);
    await page.goto('/shop');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Holiday shops' })).toHaveCount(0);
    await page.context().close();
  });
});
