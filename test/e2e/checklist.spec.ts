import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoAxeViolations, screenshot, test, VIEWPORTS } from './fixtures';
import { callApi, mailedToken, signUpThroughMail } from './outbox';

/** PUT through the API as the SPA does (callApi covers GET and POST). */
async function putApi(api: APIRequestContext, url: string, data: unknown): Promise<void> {
  const token = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await api.fetch(url, { method: 'PUT', data, headers: { 'x-xsrf-token': token } });
  expect(res.ok(), `PUT ${url} → ${res.status()} ${await res.text()}`).toBe(true);
}

/** Today plus `days`, as 'YYYY-MM-DD' (UTC: a day either way does not change the buckets checked here). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('the checklist of a wedding 10 months out: the guide, a task done by one partner seen by the other', async ({
  page,
  browser,
  baseURL,
  pageErrors,
}) => {
  const stamp = Date.now();
  const ownerEmail = `checklist-${stamp}@confetti.test`;
  const partnerEmail = `checklist-partner-${stamp}@confetti.test`;
  await page.setViewportSize(VIEWPORTS.desktop);

  // A new couple; the date is set through the wedding API, 10 months (about 300 days) out.
  const owner = page.context().request;
  await signUpThroughMail(
    owner,
    { email: ownerEmail, password: 'checklist-password-1', first_name: 'Noor', last_name: 'Haddad' },
    { wedding: { partner_first_name: 'Eli', partner_last_name: 'Brandt', planning_stage: 'NEWLY_ENGAGED' } },
  );
  const { wedding } = await callApi<{ wedding: Record<string, unknown> }>(owner, 'GET', '/web-api/v2/wedding');
  const weddingDate = inDays(300);
  const fields = [
    'owner_first_name',
    'owner_last_name',
    'partner_first_name',
    'partner_last_name',
    'time_zone',
    'ceremony_venue',
    'reception_venue',
    'city',
    'state_province',
    'estimated_guest_count',
    'planning_stage',
  ];
  await putApi(owner, '/web-api/v2/wedding', {
    ...Object.fromEntries(fields.map((f) => [f, wedding[f]])),
    wedding_date: weddingDate,
    tentative_year: null,
    tentative_month: null,
    tentative_season: null,
  });

  // The partner joins through the owner's invitation, in a browser of their own (375 px).
  await callApi(owner, 'POST', '/web-api/v2/wedding/invitations', { email: partnerEmail });
  const partnerContext = await browser.newContext({ viewport: VIEWPORTS.mobile, baseURL });
  const partnerApi = partnerContext.request;
  await signUpThroughMail(partnerApi, { email: partnerEmail, password: 'checklist-password-2', first_name: 'Eli', last_name: 'Brandt' });
  await callApi(partnerApi, 'POST', '/web-api/v2/wedding/invitations/accept', {
    token: await mailedToken(partnerApi, partnerEmail, '/wedding/join'),
  });

  // The first visit after registry onboarding opens the guide (spec §3/§9's checklistOnboard cookie).
  await page.context().addCookies([{ name: 'checklistOnboard', value: '1', url: baseURL! }]);
  await page.goto('/wedding-planning/checklist');
  const guide = page.getByRole('dialog', { name: 'Your wedding checklist' });
  await expect(guide).toBeVisible();
  await expectNoAxeViolations(page);
  await guide.getByRole('button', { name: 'Start planning' }).click();
  await expect(guide).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Wedding checklist' })).toBeFocused();

  // Generated from the date: a year-out task is already overdue, a 9-month one is due 270 days before.
  const yearOut = page.getByRole('region', { name: '12 months or more before' });
  await expect(yearOut.getByRole('listitem').filter({ hasText: 'Book a venue' })).toContainText('Overdue');
  const nineMonths = page.getByRole('region', { name: '9 months before' });
  await expect(nineMonths.getByRole('listitem').first()).toContainText('Finish the guest list');
  await expect(page.getByText(/^0 of \d+$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'checklist');

  // Keyboard reorder: "Finish the guest list" moves down one place.
  await page.getByRole('button', { name: 'Move “Finish the guest list” down' }).focus();
  await page.keyboard.press('Enter');
  await expect(nineMonths.getByRole('listitem').nth(1)).toContainText('Finish the guest list');

  // Done, undo, done again.
  const officiant = page.getByRole('checkbox', { name: 'Choose your officiant' });
  await officiant.check();
  await expect(page.getByRole('status').filter({ hasText: '“Choose your officiant” is done.' })).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(officiant).not.toBeChecked();
  await officiant.check();
  await expect(page.getByText(/^1 of \d+$/)).toBeVisible();

  // The partner sees it done, and filters to what is done (the URL keeps the filter).
  const partner = await partnerContext.newPage();
  await partner.goto('/wedding-planning/checklist');
  await expect(partner.getByRole('checkbox', { name: 'Choose your officiant' })).toBeChecked();
  await partner.getByLabel('Status').selectOption('done');
  await expect(partner).toHaveURL(/status=done/);
  await expect(partner.getByRole('list').getByRole('checkbox')).toHaveCount(1);
  await expectNoAxeViolations(partner);
  await screenshot(partner, 'checklist-partner');
  await partner.getByLabel('Status').selectOption('all');
  await expect(partner).not.toHaveURL(/status=/);
  await screenshot(partner, 'checklist-all');

  // Both at once: the partner completes a task the owner then edits from an older version.
  await partner.getByRole('checkbox', { name: 'Book a band or DJ' }).check();
  await expect(partner.getByText(/^2 of \d+$/)).toBeVisible();
  pageErrors.allow(/^HTTP 409 \/web-api\/v2\/wedding\/checklist\/tasks\/\d+$/);
  await page.getByRole('button', { name: 'Hide “Book a band or DJ”' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your partner changed this task a moment ago.' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Book a band or DJ' })).toBeChecked();
  await screenshot(page, 'checklist-partner-changed');

  await partnerContext.close();
});
