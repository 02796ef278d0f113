import { request, type Page } from '@playwright/test';
import { expect, expectNoAxeViolations, screenshot, test, VIEWPORTS } from './fixtures';
import { callApi, signUpThroughMail } from './outbox';

const REGISTRY_API = '/web-registry-api/v1';
const GIFT = 'Handmade walnut serving board';

/** Responsive: nothing on the page is wider than the viewport. */
async function expectNoHorizontalOverflow(page: Page) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scrollWidth, 'page width').toBeLessThanOrEqual(innerWidth);
}

/** A couple of their own (signed up through the mailed link, with a registry), so the demo data stays as seeded. */
async function newCouple(baseURL: string, label: string) {
  const user = {
    email: `outside-${label}-${Date.now()}@confetti.test`,
    password: 'outside-password-1',
    first_name: 'Quinn',
    last_name: 'Harper',
  };
  const api = await request.newContext({ baseURL });
  await signUpThroughMail(api, user, {
    wedding: {
      partner_first_name: 'Avery',
      partner_last_name: 'Stone',
      wedding_date: '2030-09-14',
      planning_stage: 'PLANNING_VENUE_BOOKED',
    },
  });
  const { registry_key: key } = await callApi<{ registry_key: string }>(api, 'POST', `${REGISTRY_API}/onboard/submit/default`, {
    started_at: new Date().toISOString(),
  });
  return { user, key, api };
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/account/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/wedding-planning\/dashboard$/);
}

const journeys = [
  { label: 'mobile', viewport: VIEWPORTS.mobile },
  { label: 'desktop', viewport: VIEWPORTS.desktop },
];

test.describe('gifts from other stores', () => {
  for (const { label, viewport } of journeys) {
    test(`a guest marks an outside gift as purchased and the couple sees it in the tracker (${label})`, async ({
      page,
      browser,
      baseURL,
      pageErrors,
    }) => {
      const { user, key, api } = await newCouple(baseURL!, label);
      try {
        await page.setViewportSize(viewport);
        await logIn(page, user.email, user.password);

        // The couple pastes a store's address. Reading it fails here (no public internet in the
        // test; the import itself is covered by the server tests against a fixture site), so the
        // form says so in words and they type the details in.
        pageErrors.allow(/^HTTP 422 \/web-registry-api\/v1\/registryCollection\/external-product\/import$/);
        await page.goto('/registry/add-gifts#another-store');
        const form = page.getByRole('form', { name: 'Add a gift from another store' });
        await form.getByLabel('Gift name').fill(GIFT);
        await form.getByLabel('Web address of the gift').fill('https://shop.invalid/walnut-serving-board');
        await form.getByRole('button', { name: 'Fetch details' }).click();
        await expect(form.getByRole('alert')).toHaveText("We couldn't read that page. Fill in the details yourself.");
        // What they typed is still there.
        await expect(form.getByLabel('Gift name')).toHaveValue(GIFT);
        await form.getByLabel('Price in dollars').fill('89');
        await form.getByLabel('Quantity').fill('2');
        await form.getByLabel('Store name (optional)').fill('Etsy');
        await expectNoAxeViolations(page, 'main');
        await expectNoHorizontalOverflow(page);
        await form.scrollIntoViewIfNeeded();
        await screenshot(page, 'outside-gift-import-form');
        await form.getByRole('button', { name: 'Add to registry' }).click();
        await expect(page.getByText(`${GIFT} was added to your registry.`)).toBeVisible();

        await callApi(api, 'POST', `${REGISTRY_API}/registry/publish`, { published: true });

        // A guest, signed out, in a browser of their own.
        const guestContext = await browser.newContext({ viewport, baseURL });
        try {
          const g = await guestContext.newPage();
          await g.goto(`/registry/${key}`);
          await expect(g.getByRole('heading', { level: 1, name: 'Quinn Harper & Avery Stone' })).toBeVisible();
          const card = g.getByRole('article', { name: GIFT });
          await expect(card.getByText('Requested: 2')).toBeVisible();
          const buy = card.getByRole('link', { name: 'Buy it at Etsy (opens in a new tab)' });
          await expect(buy).toHaveAttribute('href', 'https://shop.invalid/walnut-serving-board');
          await expect(buy).toHaveAttribute('target', '_blank');
          await expect(buy).toHaveAttribute('rel', /noopener/);

          const opener = card.getByRole('button', { name: `I bought this: ${GIFT}` });
          await opener.click();
          const dialog = g.getByRole('dialog', { name: 'I bought this' });
          await expect(dialog).toBeVisible();
          await expect(dialog.getByText('2 still needed.')).toBeVisible();
          await dialog.getByLabel('Your name').fill('Aunt Rosa');
          await dialog.getByLabel('Message to the couple (optional)').fill('For your first dinner party!');
          await dialog.getByLabel('Your email (optional)').fill('rosa@example.com');
          await expectNoAxeViolations(g, '[role="dialog"]');
          await screenshot(g, 'outside-gift-mark-dialog');
          await dialog.getByRole('button', { name: 'Mark as bought' }).click();

          const thanks = g.getByRole('dialog', { name: 'Thank you!' });
          await expect(thanks.getByText(/We told Quinn Harper & Avery Stone that Aunt Rosa bought this gift/)).toBeVisible();
          await expect(thanks.getByText('1 still needed.')).toBeVisible();
          await screenshot(g, 'outside-gift-mark-thanks');
          await thanks.getByRole('button', { name: 'Done' }).click();
          await expect(thanks).toBeHidden();
          await expect(opener).toBeFocused();
          // What is still needed moved for every guest: read again from the server.
          await expect(card.getByText('1 of 2 purchased · 1 still needed')).toBeVisible();
          const other = await guestContext.newPage();
          await other.goto(`/registry/${key}`);
          await expect(other.getByRole('article', { name: GIFT }).getByText('1 of 2 purchased · 1 still needed')).toBeVisible();
          await other.close();
        } finally {
          await guestContext.close();
        }

        // The couple's gift tracker: giver, quantity, message, date, bought elsewhere.
        await page.goto('/registry/gift-tracker');
        await expect(page.getByRole('heading', { level: 1, name: 'Gift tracker' })).toBeVisible();
        // A new couple: this is their one gift, whatever layout the tracker uses at this width.
        const main = page.getByRole('main');
        await expect(main.getByText(GIFT).first()).toBeVisible();
        await expect(main.getByText('Bought elsewhere').first()).toBeVisible();
        await expect(main.getByText(/^Aunt Rosa/).first()).toBeVisible();
        await expect(main.getByText('rosa@example.com')).toBeVisible();
        await expect(main.getByText('For your first dinner party!')).toBeVisible();
        await expect(main.getByText('$89', { exact: true }).first()).toBeVisible();
        await expectNoAxeViolations(page, 'main');
        await screenshot(page, 'outside-gift-tracker');
      } finally {
        await api.dispose();
      }
    });
  }
});
