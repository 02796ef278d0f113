import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectNoAxeViolations, screenshot, test, VIEWPORTS } from './fixtures';
import { callApi, signUpThroughMail } from './outbox';

const REGISTRY_API = '/web-registry-api/v1';

/** Letters only (names are searched by prefix): a run's couple is found by its own last name. */
const runLetters = () =>
  Date.now()
    .toString(36)
    .replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!);

/**
 * A new couple signed in in this page's browser context (the context's request shares its cookies),
 * with a published registry. Returns the registry key and the couple's unique last name.
 */
async function signedInCouple(page: Page): Promise<{ key: string; lastName: string }> {
  const api: APIRequestContext = page.context().request;
  const lastName = `Harper${runLetters()}`;
  await signUpThroughMail(
    api,
    { email: `settings-${Date.now()}@confetti.test`, password: 'settings-password-1', first_name: 'Quinn', last_name: lastName },
    {
      wedding: {
        partner_first_name: 'Rowan',
        partner_last_name: 'Ellis',
        wedding_date: '2031-05-17',
        planning_stage: 'PLANNING_VENUE_BOOKED',
      },
    },
  );
  const { registry_key: key } = await callApi<{ registry_key: string }>(api, 'POST', `${REGISTRY_API}/onboard/submit/default`, {
    started_at: new Date().toISOString(),
  });
  await callApi(api, 'POST', `${REGISTRY_API}/registry/publish`, { published: true });
  return { key, lastName };
}

async function findCouple(page: Page, lastName: string, firstName = '') {
  await page.goto('/search/wedding-registry');
  await page.getByRole('textbox', { name: 'First name' }).fill(firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill(lastName);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: /couples? found/ })).toBeVisible();
}

test('registry settings: a new web address (the old link redirects), the welcome note, and a private registry', async ({
  page,
  browser,
  baseURL,
  pageErrors,
}) => {
  // A guest asking for a private registry is answered with the registry's not-found (expected below).
  pageErrors.allow(/HTTP 404 \/web-registry-api\/v1\/registryCollection\/search/);
  await page.setViewportSize(VIEWPORTS.desktop);
  const { key: oldKey, lastName } = await signedInCouple(page);

  // The registry menu's Settings leads here.
  await page.goto('/my-registry');
  await page.getByRole('navigation', { name: 'Your registry' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/registry\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Registry settings' })).toBeVisible();
  const address = page.getByRole('textbox', { name: /Web address/ });
  await expect(address).toHaveValue(oldKey);
  await expectNoAxeViolations(page);
  await screenshot(page, 'registry-settings');
  await page.setViewportSize(VIEWPORTS.mobile);
  await expect(page.getByRole('heading', { level: 1, name: 'Registry settings' })).toBeVisible();
  // The page's own content fits 375 px (the header's overflow is the navigation's own issue-25 work).
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
      .map((e) => `${e.tagName}.${e.className}`),
  );
  expect(wide, 'content wider than 375 px').toEqual([]);
  await screenshot(page, 'registry-settings');
  await page.setViewportSize(VIEWPORTS.desktop);

  // The welcome note.
  const note = 'We are so grateful you are part of our day. Thank you!';
  await page.getByRole('textbox', { name: 'A note for your guests' }).fill(note);
  await expect(page.getByText(`${note.length}/500`)).toBeVisible();
  await page.getByRole('button', { name: 'Save welcome note' }).click();
  await expect(page.getByText('Your welcome note is saved.')).toBeVisible();

  // The couple photo: a real JPEG through the file input, stored and shown from the server's sizes.
  const jpeg = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#b5838d' } })
    .jpeg()
    .toBuffer();
  await page.getByLabel('Upload a photo').setInputFiles({ name: 'us.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(page.getByRole('img', { name: 'Your couple photo' })).toHaveAttribute('src', /^\/media\/images\/[0-9a-f-]{36}\/640\.webp$/);

  // A new web address, checked while typed.
  const newKey = `quinn-and-rowan-${runLetters()}`;
  await address.fill('settings');
  await address.blur();
  await expect(page.getByText('That web address is reserved. Please choose another.')).toBeVisible();
  await address.fill(newKey);
  await expect(page.getByText('That web address is available.')).toBeVisible();
  await page.getByRole('button', { name: 'Save web address' }).click();
  await expect(page.getByText('Your registry’s web address is saved.')).toBeVisible();
  await expect(page.getByText(new RegExp(`/registry/${oldKey} leads to your registry until`))).toBeVisible();

  // A guest with the old link: a permanent redirect to the new one, and the welcome note.
  const guestContext = await browser.newContext({ viewport: VIEWPORTS.desktop, baseURL });
  const guest = await guestContext.newPage();
  const redirect = await guestContext.request.get(`/registry/${oldKey}`, { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers().location).toBe(`/registry/${newKey}`);
  await guest.goto(`/registry/${oldKey}`);
  await expect(guest).toHaveURL(new RegExp(`/registry/${newKey}$`));
  await expect(guest.getByRole('heading', { level: 1, name: `Quinn ${lastName} & Rowan Ellis` })).toBeVisible();
  await expect(guest.getByText(note)).toBeVisible();
  await expect(guest.getByRole('img', { name: `Quinn ${lastName} & Rowan Ellis` })).toHaveJSProperty('complete', true);
  await expectNoAxeViolations(guest);
  await screenshot(guest, 'registry-guest-with-note');

  // Find a couple finds them while they are public…
  await findCouple(guest, lastName);
  await expect(guest.getByRole('link', { name: `Quinn ${lastName} & Rowan Ellis` })).toHaveAttribute('href', `/registry/${newKey}`);

  // …and not once they make the registry private; its link then answers not found.
  await page.getByRole('radio', { name: /^Private/ }).check();
  await page.getByRole('button', { name: 'Save privacy settings' }).click();
  await expect(page.getByText('Your privacy settings are saved.')).toBeVisible();
  // (Find a couple's answers are never cached: the couple leave the results at once.)
  // The search tolerates typos, so it may list look-alikes made by other specs (outsideGift's Quinn
  // Harper for Quinn Harper<letters>): what matters is that this couple is not among them.
  await findCouple(guest, lastName, 'Quinn');
  await expect(guest.getByRole('link', { name: `Quinn ${lastName} & Rowan Ellis` })).toHaveCount(0);
  await guest.goto(`/registry/${newKey}`);
  await expect(guest.getByText('We could not find that registry.')).toBeVisible();
  await guestContext.close();

  // The couple still see their own registry.
  await page.goto(`/registry/${newKey}?preview=true`);
  await expect(page.getByText(note)).toBeVisible();
});
