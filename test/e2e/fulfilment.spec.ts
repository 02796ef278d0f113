import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, screenshot, test, VIEWPORTS } from './fixtures';
import { callApi } from './outbox';

/**
 * Issue 26, after the purchase: an order walks placed → processing → shipped → delivered (each
 * step taken at once through the development hook that runs the fulfilment job's own step), the
 * giver's "delivered" mail lands in the outbox, and the couple's tracker follows, with the giver's
 * address, a packing slip and the CSV; and a couple who hold gifts see the held gift, release it,
 * and it ships.
 */

async function checkPage(page: Page, name: string) {
  // After a resize the navigation lays itself out again once the resize settles (spec §9's debounce):
  // until then the header can still be the wider one. Wait for that, then nothing may overflow.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: 'page width' })
    .toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  await screenshot(page, name);
}

/** A guest buys the first gift still needed on a registry, through the registry page and checkout; answers the order number and gift. */
async function buyFirstGift(
  page: Page,
  slug: string,
  giver: string,
  email: string,
  address?: { street: string; city: string; state: string; zip: string },
) {
  await page.goto(`/registry/${slug}`);
  const addButton = page.getByRole('button', { name: /^Add to cart: / }).first();
  await expect(addButton).toBeVisible();
  const gift = (await addButton.getAttribute('aria-label'))!.replace('Add to cart: ', '');
  await addButton.click();
  const dialog = page.getByRole('dialog', { name: 'Added to your cart' });
  await expect(dialog.getByText(`${gift} is in your cart.`)).toBeVisible();
  await dialog.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/Your name/).fill(giver);
  await page.getByLabel('Gift message (optional)').fill('Love from us both!');
  if (address) {
    await page.getByLabel(/Share my mailing address with the couple/).check();
    await page.getByLabel(/Street address/).fill(address.street);
    await page.getByLabel(/^City/).fill(address.city);
    await page.getByLabel(/^State/).selectOption(address.state);
    await page.getByLabel(/ZIP/).fill(address.zip);
    await checkPage(page, 'fulfilment-checkout-giver-address');
  }
  await page.getByLabel(/Card number/).fill('4242 4242 4242 4242');
  await page.getByLabel(/Expiry/).fill('12/30');
  await page.getByLabel(/Security code/).fill('123');
  await page.getByLabel(/Name on card/).fill(giver);
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  return { orderNumber: page.url().split('/').pop()!, gift };
}

/** One fulfilment step for the order now (POST /dev/fulfilment/advance, development and test only). */
async function advance(api: APIRequestContext, orderNumber: string) {
  return callApi<{ statuses: string[] }>(api, 'POST', '/dev/fulfilment/advance', { orderNumber });
}

async function lookUp(page: Page, orderNumber: string, email: string) {
  await page.goto('/order-status');
  await page.getByLabel(/Order number/).fill(orderNumber);
  await page.getByLabel(/Email used/).fill(email);
  await page.getByRole('button', { name: 'Find order' }).click();
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
}

/** The timeline's current step (aria-current="step"). */
const currentStep = (page: Page) => page.locator('[aria-current="step"]').first();

async function coupleContext(browser: Browser, baseURL: string | undefined, viewport: { width: number; height: number }, email: string) {
  const context = await browser.newContext({ viewport, baseURL });
  const page = await context.newPage();
  await page.goto('/account/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('confetti-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/wedding-planning\/dashboard$/);
  return { context, page };
}

/** The newest outbox mail to `to` with `subject`, polled (mail leaves as a job after the answer). */
async function expectMail(api: APIRequestContext, to: string, subject: string, body: string) {
  await expect
    .poll(
      async () => {
        const html = await (await api.get('/dev/outbox')).text();
        return html.split('<article>').some((a) => a.includes(`To ${to} ·`) && a.includes(subject) && a.includes(body));
      },
      { message: `a mail to ${to}: ${subject}` },
    )
    .toBe(true);
}

test.describe('after the purchase', () => {
  test('an order walks through to delivered, the giver is mailed, and the couple’s tracker follows', async ({ page, browser, baseURL }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    const email = `walk-${Date.now()}@example.com`;
    const { orderNumber, gift } = await buyFirstGift(page, 'alex-and-jordan', 'Morgan Walker', email, {
      street: '12 Orchard Lane',
      city: 'Albany',
      state: 'NY',
      zip: '12207',
    });

    // The confirmation page starts the timeline.
    await expect(page.getByRole('heading', { name: 'Where your order is' })).toBeVisible();
    await expect(currentStep(page)).toContainText('Placed');
    for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
      await page.setViewportSize(viewport);
      await checkPage(page, 'fulfilment-confirmation');
    }

    expect((await advance(page.request, orderNumber)).statuses).toEqual(['PROCESSING']);
    await lookUp(page, orderNumber, email);
    await expect(currentStep(page)).toContainText('Processing');

    expect((await advance(page.request, orderNumber)).statuses).toEqual(['SHIPPED']);
    await lookUp(page, orderNumber, email);
    await expect(currentStep(page)).toContainText('Shipped');
    await expect(currentStep(page)).toContainText(/(UPS|FedEx|USPS) · tracking number \S/);
    for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
      await page.setViewportSize(viewport);
      await checkPage(page, 'fulfilment-order-shipped');
    }

    expect((await advance(page.request, orderNumber)).statuses).toEqual(['DELIVERED']);
    await lookUp(page, orderNumber, email);
    await expect(currentStep(page)).toContainText('Delivered');
    await expect(page.getByRole('list').filter({ hasText: 'Delivered' }).locator('time')).toHaveCount(4);
    await checkPage(page, 'fulfilment-order-delivered');

    // The giver's mail.
    await expectMail(page.request, email, 'Your gift was delivered to Alex &amp; Jordan', orderNumber);

    // The couple: the status, the giver's address, the packing slip and the CSV.
    const couple = await coupleContext(browser, baseURL, VIEWPORTS.desktop, 'alex@confetti.test');
    try {
      const c = couple.page;
      await c.goto('/registry/gift-tracker');
      const row = c.getByRole('row').filter({ hasText: 'Morgan Walker' }).filter({ hasText: gift });
      await expect(row).toContainText('Delivered');
      await expect(row).toContainText('12 Orchard Lane, Albany, NY 12207');
      const slipHref = await row.getByRole('link', { name: /Packing slip/ }).getAttribute('href');
      const slip = await c.request.get(slipHref!);
      expect(slip.headers()['content-type']).toBe('application/pdf');
      expect((await slip.body()).subarray(0, 5).toString()).toBe('%PDF-');
      const download = c.waitForEvent('download');
      await c.getByRole('link', { name: 'Export to CSV' }).click();
      const csvPath = await (await download).path();
      const csv = (await import('node:fs')).readFileSync(csvPath, 'utf8');
      expect(csv).toContain('Gift,From,Email,Mailing address,Received,Quantity,Amount,Message,Status,Thank-you sent');
      expect(csv).toContain(email);
      for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
        await c.setViewportSize(viewport);
        await checkPage(c, 'fulfilment-gift-tracker');
      }
    } finally {
      await couple.context.close();
    }
  });

  test('a couple holds gifts; a held gift waits, ships on its release and is delivered', async ({ page, browser, baseURL }) => {
    await page.setViewportSize(VIEWPORTS.mobile);
    const couple = await coupleContext(browser, baseURL, VIEWPORTS.mobile, 'sam@confetti.test');
    const c = couple.page;
    try {
      // Registry settings: hold gifts until a date.
      await c.goto('/registry/settings');
      const section = c.getByRole('region', { name: 'When gifts ship' });
      await section.getByRole('radio', { name: /Hold gifts and ship them together/ }).check();
      const date = new Date(Date.now() + 14 * 24 * 3600 * 1000).toISOString().slice(0, 10);
      await section.getByLabel('Ship held gifts on').fill(date);
      await section.getByRole('button', { name: 'Save shipping choice' }).click();
      await expect(section.getByRole('status')).toContainText('Saved: gifts are held and ship together on');
      for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
        await c.setViewportSize(viewport);
        await checkPage(c, 'fulfilment-settings-hold');
      }
      await c.setViewportSize(VIEWPORTS.mobile);

      // A guest buys a gift: it is held for the couple.
      const email = `held-${Date.now()}@example.com`;
      const { orderNumber, gift } = await buyFirstGift(page, 'sam-and-riley', 'Jamie Held', email);
      await expect(currentStep(page)).toContainText('Held for the couple');
      await expect(page.getByText('Sam & Riley asked to hold their gifts and ship them together', { exact: false })).toBeVisible();
      // The schedule does not move it.
      expect((await advance(page.request, orderNumber)).statuses).toEqual(['HELD']);

      // The couple sees it held and ships it.
      await c.goto('/registry/gift-tracker');
      const held = c.getByRole('region', { name: 'Held gifts' });
      await expect(held.getByRole('list', { name: 'Held gifts' })).toContainText(gift);
      for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
        await c.setViewportSize(viewport);
        await checkPage(c, 'fulfilment-held-gifts');
      }
      await held.getByRole('button', { name: /^Ship (the held gift|all held gifts) now$/ }).click();
      await expect(held.getByRole('status')).toContainText('on the way, together in one shipment');
      const row = c.getByRole('row').filter({ hasText: 'Jamie Held' }).filter({ hasText: gift });
      await expect(row).toContainText('Processing');

      // It ships and is delivered.
      expect((await advance(page.request, orderNumber)).statuses).toEqual(['SHIPPED']);
      expect((await advance(page.request, orderNumber)).statuses).toEqual(['DELIVERED']);
      await lookUp(page, orderNumber, email);
      await expect(currentStep(page)).toContainText('Delivered');
      await expect(page.getByRole('list').filter({ hasText: 'Held for the couple' })).toBeVisible();
      await checkPage(page, 'fulfilment-held-delivered');
      await expectMail(page.request, email, 'Your gift was delivered to Sam &amp; Riley', orderNumber);
    } finally {
      // The demo couple ships as bought again, for the specs after this one.
      await c.goto('/registry/settings');
      const section = c.getByRole('region', { name: 'When gifts ship' });
      await section.getByRole('radio', { name: /Ship each gift as it is bought/ }).check();
      await section.getByRole('button', { name: 'Save shipping choice' }).click();
      await expect(section.getByRole('status')).toContainText('Saved: gifts ship as they are bought.');
      await couple.context.close();
    }
  });
});
