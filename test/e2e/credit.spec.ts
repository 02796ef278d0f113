import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, screenshot, test, VIEWPORTS } from './fixtures';

/**
 * Issue 26's store credit, end to end: the completion discount after the wedding, a registry gift
 * exchanged for credit and that credit spent at checkout, and a free return with its label mailed.
 * Sam & Riley (married; no other spec uses them) get a wedding date ten days ago through the API;
 * the other journeys make their own orders.
 */
const V1 = '/web-registry-api/v1';

/** An API call as the SPA makes it (JSON, the CSRF cookie echoed); fails on a non-2xx answer. */
async function send<T>(
  api: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  data?: unknown,
  headers: Record<string, string> = {},
) {
  const csrf = async () => (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
  if (method !== 'GET' && !(await csrf())) await api.get('/website-nav/web-api/v1/user/context');
  const res = await api.fetch(url, { method, data, headers: { 'x-xsrf-token': (await csrf()) ?? '', ...headers } });
  expect(res.ok(), `${method} ${url} → ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

async function logIn(page: Page, email: string) {
  await page.goto('/account/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('confetti-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/account\/login/);
}

/** Axe and a screenshot at both widths, back at desktop afterwards. */
async function lookAt(page: Page, name: string, selector?: string) {
  for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    // The navigation lays itself out again once a resize settles (spec §9's debounce): wait for that.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
        message: `nothing wider than the page at ${viewport.width} px`,
      })
      .toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, selector);
    await screenshot(page, name);
  }
}

/** A guest (its own request context) buys one gift still needed on Alex & Jordan's registry, by card. */
async function guestBuysGift(api: APIRequestContext, giverName: string, email: string) {
  const found = await send<{
    groups: Array<{
      items: Array<{ id: number; kind: string; title: string; remaining: number | null; in_stock: boolean; is_available: boolean }>;
    }>;
  }>(api, 'POST', `${V1}/registryCollection/search`, { registry_key: 'alex-and-jordan', filters: [], grouped_by_collection: true });
  const gift = found.groups
    .flatMap((g) => g.items)
    .find((i) => i.kind === 'PRODUCT' && (i.remaining ?? 0) > 0 && i.in_stock && i.is_available)!;
  await send(api, 'POST', `${V1}/cart/item`, { registryItemId: gift.id, registryKey: 'alex-and-jordan', quantity: 1 });
  const { braintreeToken } = await send<{ braintreeToken: string }>(api, 'GET', `${V1}/checkout/braintree/token`);
  const { paymentIntentId } = await send<{ paymentIntentId: string }>(api, 'POST', `${V1}/checkout/create-payment-intent`, {
    braintreeToken,
    card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123', cardholderName: giverName },
  });
  const totals = await send<{ totalCents: number }>(api, 'PUT', `${V1}/checkout/totals`, {});
  const placed = await send<{ order: { orderNumber: string } }>(
    api,
    'POST',
    `${V1}/checkout`,
    { paymentIntentId, email, giverName, giftMessage: 'With love', expectedTotalCents: totals.totalCents },
    { 'idempotency-key': `credit-e2e-${giverName}-${Date.now()}` },
  );
  return { title: gift.title, orderNumber: placed.order.orderNumber };
}

async function fillOwnAddressAndCard(page: Page, name: string) {
  await page.getByLabel(/Full name/).fill(name);
  await page.getByLabel(/Street address/).fill('1 Main St');
  await page.getByLabel(/^City/).fill('New York');
  await page.getByLabel(/^State/).selectOption('NY');
  await page.getByLabel(/ZIP code/).fill('10001');
  await page.getByRole('button', { name: 'Use this address' }).click();
  await expect(page.locator('address')).toContainText('New York, NY 10001');
}

async function payByCardIfNeeded(page: Page, name: string) {
  const card = page.getByLabel(/Card number/);
  if (await card.isVisible()) {
    await card.fill('4242 4242 4242 4242');
    await page.getByLabel(/Expiry/).fill('12/30');
    await page.getByLabel(/Security code/).fill('123');
    await page.getByLabel(/Name on card/).fill(name);
  }
}

test.describe('store credit', () => {
  test('after the wedding the couple get 20% off what is left on their registry, shown and charged at checkout', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await logIn(page, 'sam@confetti.test');
    // The wedding was ten days ago (a married couple may correct their past date).
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    const { wedding } = await send<{ wedding: Record<string, unknown> }>(page.request, 'GET', '/web-api/v2/wedding');
    await send(page.request, 'PUT', '/web-api/v2/wedding', { ...wedding, wedding_date: tenDaysAgo });

    await page.goto('/registry/shop');
    await expect(page.getByRole('heading', { level: 2, name: 'Your 20% completion discount' })).toBeVisible();
    await expect(page.getByText(/^20% off what is left on your registry, through .+\. Applied at checkout\.$/)).toBeVisible();
    const left = page.getByRole('list', { name: 'Left on your registry' });
    const add = left.getByRole('button', { name: /^Add to cart: / }).first();
    await expect(add).toBeVisible();
    await lookAt(page, 'credit-completion-shop', 'main');

    await add.click();
    const dialog = page.getByRole('dialog', { name: 'Added to your cart' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('link', { name: 'Checkout' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByText('Completion discount (20%)')).toBeVisible();
    await page.getByLabel(/^Email/).fill('sam@confetti.test');
    await page.getByLabel(/Your name/).fill('Sam Patel');
    await fillOwnAddressAndCard(page, 'Sam Patel');
    await lookAt(page, 'credit-completion-checkout', 'main');
    await payByCardIfNeeded(page, 'Sam Patel');
    await page.getByRole('button', { name: /^Place order/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    await expect(page.getByText('Completion discount (20%)')).toBeVisible();
  });

  test('a gift is exchanged for credit before it ships, and the credit is spent at checkout', async ({ page, request }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    const gift = await guestBuysGift(request, 'Quinn Exchange-Giver', 'quinn.exchange@example.com');

    // Jordan (Alex's partner) turns it into credit from the gift tracker.
    await logIn(page, 'jordan@confetti.test');
    await page.goto('/registry/gift-tracker');
    const row = page.getByRole('row').filter({ hasText: 'Quinn Exchange-Giver' });
    await row.getByRole('button', { name: `Exchange for credit: ${gift.title}` }).click();
    const confirm = row.getByRole('group', { name: `Exchange for credit: ${gift.title}` });
    await expect(confirm).toContainText('The gift will not ship, and the giver is not told.');
    await lookAt(page, 'credit-exchange-confirm', 'main');
    await confirm.getByRole('button', { name: /^Exchange for \$/ }).click();
    await expect(row.getByText('Exchanged for credit')).toBeVisible();
    await lookAt(page, 'credit-exchange-done', 'main');

    // The account page shows the credit and where it came from.
    await page.goto('/account/settings/info');
    const credit = page.getByRole('region', { name: 'Store credit' });
    await expect(credit.getByRole('list', { name: 'Store credit history' }).getByText(`Exchanged ${gift.title} for credit`)).toBeVisible();
    await lookAt(page, 'credit-account', 'main');

    // Spent on something for themselves.
    await page.goto('/shop/category/kitchen');
    const grid = page
      .getByRole('main')
      .getByRole('list')
      .filter({ has: page.getByRole('article') })
      .first();
    await grid.getByRole('heading', { level: 3 }).first().getByRole('link').click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('dialog', { name: 'Added to your cart' }).getByRole('link', { name: 'Checkout' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await page.getByLabel(/^Email/).fill('jordan@confetti.test');
    await page.getByLabel(/Your name/).fill('Jordan Lee');
    await fillOwnAddressAndCard(page, 'Jordan Lee');
    // The box follows the cart's answer (the server applies the credit), so click and wait for it.
    const useCredit = page.getByRole('checkbox', { name: /^Use my store credit \(\$[\d,.]+ available\)$/ });
    await useCredit.click();
    await expect(useCredit).toBeChecked();
    await expect(page.getByText('Store credit', { exact: true }).first()).toBeVisible();
    await payByCardIfNeeded(page, 'Jordan Lee');
    await page.getByRole('button', { name: /^Place order/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    await expect(page.getByText('Store credit', { exact: true }).first()).toBeVisible();
    const orderNumber = page.url().split('/').pop()!;

    await page.goto('/account/settings/info');
    await expect(page.getByRole('list', { name: 'Store credit history' }).getByText(`Spent on order ${orderNumber}`)).toBeVisible();
  });

  test('a free return is started for an order, with its label mailed through the outbox', async ({ page, request }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    const email = 'river.return@example.com';
    const gift = await guestBuysGift(request, 'River Return', email);

    await page.goto('/returns');
    await page.getByLabel(/Order number/).fill(gift.orderNumber);
    await page.getByLabel(/Email used/).fill(email);
    await page.getByRole('button', { name: 'Find order' }).click();
    const form = page.getByRole('form', { name: 'Start a return' });
    await form.getByRole('checkbox', { name: gift.title }).check();
    await form.getByLabel(/Why are you returning it/).fill('It arrived twice');
    await expect(form.getByRole('radio', { name: 'Your Visa card ending 4242' })).toBeChecked();
    await lookAt(page, 'credit-return-form', 'main');
    await form.getByRole('button', { name: 'Start a return' }).click();
    await expect(page.getByText(`We emailed your free return label to ${email}.`, { exact: false })).toBeVisible();
    await lookAt(page, 'credit-return-started', 'main');

    // The label mail, and the PDF its link opens.
    let link: string | undefined;
    await expect
      .poll(
        async () => {
          const html = await (await request.get('/dev/outbox')).text();
          const article = html.split('<article>').find((a) => a.includes(`Your free return label for order ${gift.orderNumber}`));
          link = article ? /\/web-registry-api\/v1\/returns\/[^"\s<]+label\.pdf\?key=[\w-]+/.exec(article)?.[0] : undefined;
          return link;
        },
        { message: 'the return label mail in the outbox' },
      )
      .toBeTruthy();
    const pdf = await request.get(link!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
