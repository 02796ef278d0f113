import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import Papa from 'papaparse';
import { expect, expectNoAxeViolations, screenshot, test, VIEWPORTS } from './fixtures';
import { callApi, signUpThroughMail } from './outbox';

/** PUT through the API as the SPA does (callApi covers GET and POST). */
async function putApi(api: APIRequestContext, url: string, data: unknown): Promise<void> {
  const token = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await api.fetch(url, { method: 'PUT', data, headers: { 'x-xsrf-token': token } });
  expect(res.ok(), `PUT ${url} → ${res.status()} ${await res.text()}`).toBe(true);
}

/** Nothing on the page is wider than the window: a phone never scrolls it sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** Today plus `days`, as 'YYYY-MM-DD' (UTC: a day either way keeps a payment within the 14 "due soon" days). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('a budget from $30,000 for 120 guests in New York: an item, payments, the chart and the CSV', async ({ page }) => {
  const stamp = Date.now();
  await page.setViewportSize(VIEWPORTS.desktop);

  // A new couple whose wedding is in New York with 120 guests (the starting form is prefilled from it).
  const api = page.context().request;
  await signUpThroughMail(
    api,
    { email: `budget-${stamp}@confetti.test`, password: 'budget-password-1', first_name: 'Ines', last_name: 'Okafor' },
    { wedding: { partner_first_name: 'Theo', partner_last_name: 'Lund', planning_stage: 'NEWLY_ENGAGED' } },
  );
  const { wedding } = await callApi<{ wedding: Record<string, unknown> }>(api, 'GET', '/web-api/v2/wedding');
  const keep = [
    'owner_first_name',
    'owner_last_name',
    'partner_first_name',
    'partner_last_name',
    'time_zone',
    'ceremony_venue',
    'reception_venue',
  ];
  await putApi(api, '/web-api/v2/wedding', {
    ...Object.fromEntries(keep.map((f) => [f, wedding[f]])),
    wedding_date: inDays(300),
    tentative_year: null,
    tentative_month: null,
    tentative_season: null,
    city: 'New York',
    state_province: 'NY',
    estimated_guest_count: 120,
    planning_stage: 'PLANNING_NO_VENUE_BOOKED',
  });
  // A venue of the marketplace, to pick by name.
  const search = await callApi<{ vendors: Array<{ name: string }> }>(
    api,
    'GET',
    '/web-marketplace-api/v1/vendors/search?location=new-york-ny&category=wedding-venues',
  );
  const venueName = search.vendors[0]!.name;

  // The planning menus' old address leads to the tool; the starting form is prefilled.
  await page.goto('/wedding-planning/budget');
  await expect(page).toHaveURL(/\/wedding-budget$/);
  const start = page.getByRole('form', { name: 'Start your budget' });
  await expect(start.getByLabel('Guests')).toHaveValue('120');
  await expect(start.getByLabel('City')).toHaveValue('New York');
  await expect(start.getByLabel('State or province')).toHaveValue('NY');
  await expectNoAxeViolations(page);
  await screenshot(page, 'budget-start');
  // At 375 px, loaded there as a phone loads it.
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.reload();
  await expect(start.getByLabel('Guests')).toHaveValue('120');
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'budget-start');
  await page.setViewportSize(VIEWPORTS.desktop);
  await start.getByLabel('Total budget').fill('30,000');
  await start.getByRole('button', { name: 'Build my budget' }).click();

  // The allocation: every category with its typical share (venue 28 %).
  await expect(page.getByRole('heading', { level: 1, name: 'Wedding budget' })).toBeFocused();
  await expect(page.getByText('120 guests in New York, NY')).toBeVisible();
  const venue = page.getByRole('region', { name: 'Venue' });
  await expect(venue.getByText('Target $8,400')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Catering' }).getByText('Target $6,000')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Where the money goes: your targets, by category' })).toBeVisible();

  // An item with a marketplace vendor picked by name, and a due date.
  const add = page.getByRole('form', { name: 'Add an item' });
  await add.getByLabel('Item').fill('Reception hall');
  await add.getByLabel('Category').selectOption({ label: 'Venue' });
  await add.getByLabel('Estimated cost').fill('9000');
  await add.getByLabel('Due date').fill(inDays(60));
  await add.getByLabel('Find a vendor on Confetti').fill(venueName.slice(0, 6));
  await add
    .getByRole('list', { name: 'Vendors found' })
    .getByRole('button', { name: new RegExp(`^${venueName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .first()
    .click();
  await expect(add.getByText(venueName, { exact: true })).toBeVisible();
  await add.getByRole('button', { name: 'Add item' }).click();
  await expect(page.getByRole('status').filter({ hasText: '“Reception hall” is in your budget.' })).toBeVisible();
  await expect(venue.getByRole('heading', { level: 3, name: 'Reception hall' })).toBeVisible();
  await expect(venue.getByRole('link', { name: venueName })).toBeVisible();
  await expect(venue.getByText('$600 over')).toBeVisible();

  // Payments: a deposit paid today, the balance due within the week (it stands out as due soon).
  await venue.getByRole('button', { name: 'Payments for Reception hall (0)' }).click();
  const pay = venue.getByRole('form', { name: 'Add a payment for Reception hall' });
  await pay.getByLabel('Payment amount').fill('3000');
  await pay.getByLabel('Paid today').check();
  await pay.getByRole('button', { name: 'Add payment' }).click();
  await expect(venue.getByRole('heading', { level: 4, name: 'Payments for Reception hall' })).toBeVisible();
  await expect(venue.getByText('Paid $3,000').first()).toBeVisible();
  await pay.getByLabel('Payment amount').fill('6000');
  await pay.getByLabel('Payment due').fill(inDays(7));
  await pay.getByRole('button', { name: 'Add payment' }).click();
  await expect(venue.getByRole('button', { name: 'Payments for Reception hall (2)' })).toBeVisible();
  const due = page.getByRole('region', { name: 'To pay soon' });
  await expect(due.getByRole('listitem')).toContainText('Due soon');
  await expect(due.getByRole('listitem')).toContainText('$6,000 for Reception hall');

  // The chart now shows what the items cost; its table gives the numbers.
  await expect(page.getByRole('img', { name: 'Where the money goes: what your items cost, by category' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Budget by category' });
  await expect(table.getByRole('row', { name: /^Venue \$8,400 \$9,000 \$3,000 100% \$600 over$/ })).toBeAttached();
  await expectNoAxeViolations(page);
  await screenshot(page, 'budget');

  // The CSV: every category, the item in dollars with two decimals.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('wedding-budget.csv');
  const text = fs.readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
  const rows = Papa.parse<string[]>(text.trim(), { skipEmptyLines: true }).data;
  expect(rows[0]).toEqual(['Category', 'Category target', 'Item', 'Vendor', 'Estimated', 'Actual', 'Paid', 'Due date', 'Status', 'Notes']);
  expect(rows).toContainEqual(['Venue', '8400.00', 'Reception hall', venueName, '9000.00', '', '3000.00', inDays(60), 'Upcoming', '']);
  expect(rows).toContainEqual(['Catering', '6000.00', '', '', '', '', '', '', '', '']);
  expect(rows).toHaveLength(17);

  // At 375 px, then the dashboard's card.
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.reload();
  await expect(venue.getByRole('heading', { level: 3, name: 'Reception hall' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Budget by category' })).toBeAttached();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'budget');
  await page.goto('/wedding-planning/dashboard');
  await expect(page.getByText('$3,000 spent of $30,000')).toBeVisible();
});
