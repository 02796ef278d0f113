import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { readPdf } from '../unit/guests/pdfText';
import { expect, expectNoAxeViolations, screenshot, test, VIEWPORTS } from './fixtures';
import { callApi, signUpThroughMail } from './outbox';

const REGISTRY_API = '/web-registry-api/v1';

/** A couple of their own (signed up through the mailed link, with a published registry), so the demo data stays as seeded. */
async function newCouple(api: APIRequestContext, stamp: number) {
  const user = { email: `papermail-${stamp}@confetti.test`, password: 'paper-mail-1', first_name: 'Noor', last_name: 'Haddad' };
  await signUpThroughMail(api, user, {
    wedding: {
      partner_first_name: 'Eli',
      partner_last_name: 'Brandt',
      wedding_date: '2030-06-08',
      planning_stage: 'PLANNING_VENUE_BOOKED',
    },
  });
  const { registry_key: key } = await callApi<{ registry_key: string }>(api, 'POST', `${REGISTRY_API}/onboard/submit/default`, {
    started_at: new Date().toISOString(),
  });
  return { user, key };
}

/** The newest outbox mail to `to` (mail leaves in the background: the outbox is read again until it is there). */
async function mailedTo(api: APIRequestContext, to: string, contains: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        const html = await (await api.get('/dev/outbox')).text();
        found = html.split('<article>').find((a) => a.includes(`To ${to} ·`) && a.includes(contains)) ?? '';
        return found !== '';
      },
      { message: `a mail to ${to} with “${contains}”` },
    )
    .toBe(true);
  return found;
}

test('a couple addresses envelopes from the guest list, and thanks a giver from the gift tracker by email', async ({ page, baseURL }) => {
  const stamp = Date.now();
  const couple = page.context().request;
  const { key } = await newCouple(couple, stamp);

  // The guest list: one household with an address, one without.
  await callApi(couple, 'POST', '/web-api/v2/wedding/guests/households', {
    display_name: 'The Okafor family',
    address1: '27 Willow Road',
    city: 'Portland',
    state_province: 'OR',
    postal_code: '97205',
    guests: [
      { first_name: 'Ada', last_name: 'Okafor' },
      { first_name: 'Ben', last_name: 'Okafor' },
    ],
  });
  await callApi(couple, 'POST', '/web-api/v2/wedding/guests/households', {
    display_name: 'The Lindqvists',
    guests: [{ first_name: 'Mia', last_name: 'Lindqvist' }],
  });

  // A gift: an outside store's, bought by a guest who leaves their email for the thank-you.
  const { item } = await callApi<{ item: { id: number } }>(couple, 'POST', `${REGISTRY_API}/registryCollection/external-product`, {
    url: 'https://shop.invalid/linen-throw',
    title: 'Linen throw blanket',
    price_cents: 8900,
    quantity: 1,
    store_name: 'Etsy',
  });
  await callApi(couple, 'POST', `${REGISTRY_API}/registry/publish`, { published: true });
  const giverEmail = `casey-${stamp}@givers.test`;
  const guestApi = await playwrightRequest.newContext({ baseURL });
  await callApi(guestApi, 'POST', `${REGISTRY_API}/registry/public/${key}/items/${item.id}/purchases`, {
    quantity: 1,
    giver_name: 'Casey Rivera',
    giver_email: giverEmail,
  });
  await guestApi.dispose();

  // Envelopes: the household with an address is previewed; the one without is listed with the way to ask.
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/wedding-planning/paper');
  await page.getByRole('link', { name: 'Address your envelopes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Address your envelopes' })).toBeVisible();
  await expect(page.getByText('1 envelope is ready to print.')).toBeVisible();
  const envelope = page.getByRole('group', { name: 'Envelope to The Okafor family' });
  await expect(envelope).toContainText('27 Willow Road');
  await expect(page.getByRole('heading', { name: '1 household has no mailing address yet' })).toBeVisible();
  await expect(page.getByText('The Lindqvists')).toBeVisible();
  await page.getByRole('radio', { name: /The guests’ names/ }).check();
  await expect(page.getByRole('group', { name: 'Envelope to Ada and Ben Okafor' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('Noor & Eli');
  await page.getByRole('textbox', { name: 'Street address' }).fill('5 Harbor Street');
  await page.getByRole('textbox', { name: 'City' }).fill('Boston');
  await page.getByRole('textbox', { name: 'State or province' }).fill('MA');
  await page.getByRole('textbox', { name: 'ZIP or postal code' }).fill('02110');
  await expectNoAxeViolations(page);
  await screenshot(page, 'paper-envelopes');
  await page.setViewportSize(VIEWPORTS.mobile);
  await screenshot(page, 'paper-envelopes');
  await page.setViewportSize(VIEWPORTS.desktop);

  // The PDF the link opens: one envelope, the guest's name and address and the return address as text.
  const href = await page.getByRole('link', { name: 'Open the envelope PDF' }).getAttribute('href');
  const pdf = await couple.get(href!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const { pages } = await readPdf(await pdf.body());
  expect(pages).toHaveLength(1);
  const texts = pages[0]!.texts.map((t) => t.text);
  expect(texts).toEqual(
    expect.arrayContaining(['Ada and Ben Okafor', '27 Willow Road', 'Portland, OR 97205', 'Noor & Eli', '5 Harbor Street']),
  );

  // Thank-you cards, from the gift tracker.
  await page.goto('/registry/gift-tracker');
  await page.getByRole('link', { name: 'Send thank-you cards' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Send thank-you cards' })).toBeVisible();
  await page.getByRole('checkbox', { name: /Casey Rivera.*Linen throw blanket/ }).check();
  await expect(page.getByRole('textbox', { name: /Heading for Casey Rivera/ })).toHaveValue('Thank you, Casey');
  await expect(page.getByRole('textbox', { name: /Line under it for Casey Rivera/ })).toHaveValue(
    'for the Linen throw blanket. With love, Noor & Eli',
  );
  await expectNoAxeViolations(page);
  await screenshot(page, 'thank-you-cards');
  await page.setViewportSize(VIEWPORTS.mobile);
  await screenshot(page, 'thank-you-cards');
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.getByRole('button', { name: 'Send 1 thank-you email' }).click();
  await expect(page.getByText('1 thank-you email is on the way.')).toBeVisible();
  // The page reads the card's state until its mail has gone.
  await expect(page.getByRole('row', { name: /Casey Rivera.*Linen throw blanket.*Sent/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'thank-you-cards-sent');

  // The outbox has the mail, with the card and one-click unsubscribe.
  const mail = await mailedTo(couple, giverEmail, 'Thank you, Casey');
  expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  expect(mail).toContain('Thank you so much for the Linen throw blanket.');

  // The tracker marks the gift thanked.
  await page.goto('/registry/gift-tracker');
  await expect(page.getByRole('checkbox', { name: 'Thank-you sent to Casey Rivera for Linen throw blanket' })).toBeChecked();
});
