import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoAxeViolations, screenshot, test, VIEWPORTS } from './fixtures';
import { callApi, signUpThroughMail } from './outbox';
import { readPdf } from '../unit/guests/pdfText';

/** PUT through the API as the SPA does (callApi covers GET and POST). */
async function putApi(api: APIRequestContext, url: string, data: unknown): Promise<void> {
  const token = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await api.fetch(url, { method: 'PUT', data, headers: { 'x-xsrf-token': token } });
  expect(res.ok(), `PUT ${url} → ${res.status()} ${await res.text()}`).toBe(true);
}

interface Household {
  household: { id: number; guests: Array<{ id: number; first_name: string; last_name: string }> };
}

/**
 * A new couple with a reception (a menu) and a guest list: households invited to it, some who
 * answered (with meals), one who declined, the rest not yet.
 */
async function coupleWithGuests(api: APIRequestContext): Promise<void> {
  await signUpThroughMail(
    api,
    { email: `seating-${Date.now()}@confetti.test`, password: 'seating-password-1', first_name: 'Noor', last_name: 'Haddad' },
    {
      wedding: {
        partner_first_name: 'Eli',
        partner_last_name: 'Brandt',
        wedding_date: '2031-05-17',
        planning_stage: 'PLANNING_VENUE_BOOKED',
      },
    },
  );
  const { events } = await callApi<{ events: Array<{ id: number; meal_options: Array<{ id: number; name: string }> }> }>(
    api,
    'POST',
    '/web-api/v2/wedding/guests/events',
    { name: 'Reception', event_date: '2031-05-17', meal_options: [{ name: 'Chicken' }, { name: 'Risotto' }] },
  );
  const reception = events[0]!;
  const [chicken, risotto] = reception.meal_options;
  const people: Array<[string, Array<[string, string]>]> = [
    [
      'The Garcia family',
      [
        ['Maria', 'Garcia'],
        ['Diego', 'Garcia'],
      ],
    ],
    ['Tom Nguyen', [['Tom', 'Nguyen']]],
    [
      'The Okafor family',
      [
        ['Ada', 'Okafor'],
        ['Kofi', 'Okafor'],
        ['Zoë', 'Okafor'],
      ],
    ],
    ['Priya Singh', [['Priya', 'Singh']]],
    ['Leo Park', [['Leo', 'Park']]],
  ];
  let n = 0;
  for (const [displayName, guests] of people) {
    const { household } = await callApi<Household>(api, 'POST', '/web-api/v2/wedding/guests/households', {
      display_name: displayName,
      guests: guests.map(([first_name, last_name]) => ({ first_name, last_name })),
      event_ids: [reception.id],
    });
    for (const g of household.guests) {
      n += 1;
      // Every third has not answered; Leo declined; the rest are coming with a meal.
      if (g.first_name === 'Leo')
        await putApi(api, '/web-api/v2/wedding/guests/rsvps', { guest_id: g.id, event_id: reception.id, status: 'DECLINED' });
      else if (n % 3 !== 0)
        await putApi(api, '/web-api/v2/wedding/guests/rsvps', {
          guest_id: g.id,
          event_id: reception.id,
          status: 'ATTENDING',
          meal_option_id: (n % 2 ? chicken : risotto)!.id,
        });
    }
  }
}

test('seating chart: add tables, seat a guest with the keyboard only, auto-seat, and a PDF that opens', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await coupleWithGuests(page.context().request);
  await page.goto('/wedding-planning/seating-chart');
  await expect(page.getByRole('heading', { level: 1, name: 'Seating chart' })).toBeVisible();
  // Seven coming or not answered yet; Leo declined and is not listed.
  await expect(page.getByRole('heading', { name: 'To seat (7)' })).toBeVisible();
  await expect(page.getByText('Leo Park')).toHaveCount(0);
  await expect(page.getByText('No tables yet.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Tables: a named round one, then a numbered long one; a dance floor.
  await page.getByLabel('Seats', { exact: true }).fill('4');
  await page.getByLabel('Name (optional)').fill('Family');
  await page.getByRole('button', { name: 'Add table' }).click();
  await expect(page.getByRole('region', { name: 'Family' })).toBeVisible();
  await page.getByLabel('Shape').selectOption('LONG');
  await expect(page.getByLabel('Seats', { exact: true })).toHaveValue('12');
  await page.getByRole('button', { name: 'Add table' }).click();
  await expect(page.getByRole('region', { name: 'Table 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Add dance floor' }).click();
  await expect(page.getByRole('button', { name: 'Dance floor. Arrow keys move it.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tables (2)' })).toBeVisible();

  // A table moved on the plan with the arrow keys (saved when the key is let go).
  // Measured from the plan's top: focusing the table may scroll the window.
  const table2 = page.getByRole('button', { name: /^Table 2, 0 of 12 seats taken, long \(banquet\)/ });
  const plan = page.getByRole('group', { name: 'Floor plan' });
  const onPlan = async () => (await table2.boundingBox())!.y - (await plan.boundingBox())!.y;
  const before = await onPlan();
  await table2.focus();
  await page.keyboard.press('Shift+ArrowDown');
  await expect.poll(onPlan).toBeGreaterThan(before);

  // Keyboard only, drag and drop: pick Maria up (Space), next stop is the first table, drop (Space).
  // The list of tables at the top of the window first (the list of guests beside it stays in view).
  await page.getByRole('heading', { name: 'Tables (2)' }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
  // Each key waits for what a screen reader says back (the drag's live region) before the next.
  const heard = page.locator('[id^="DndLiveRegion"]');
  const maria = page.getByRole('button', { name: 'Drag Maria Garcia to a table' });
  await maria.focus();
  await page.keyboard.press('Space');
  await expect(maria).toHaveAttribute('aria-pressed', 'true');
  await expect(heard).toHaveText('Maria Garcia is over the list of guests to seat.');
  await page.keyboard.press('ArrowDown');
  await expect(heard).toHaveText('Maria Garcia is over Family (4 free seats).');
  await page.keyboard.press('Space');
  await expect(heard).toHaveText('Maria Garcia dropped on Family (4 free seats).');
  await expect(page.getByText('Maria Garcia seated at Family.')).toBeVisible();
  const family = page.getByRole('region', { name: 'Family' });
  await expect(family.getByRole('checkbox', { name: /Maria Garcia/ })).toBeVisible();
  await expect(family.getByText('1 of 4 seats taken')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'To seat (6)' })).toBeVisible();

  // Keyboard only, the menu: choose Tom (Space on his checkbox), then "Seat at…" → Table 2.
  await page.getByRole('checkbox', { name: /Tom Nguyen/ }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('1 chosen: Tom Nguyen')).toBeVisible();
  await page.getByRole('button', { name: 'Seat at…' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Family (3 free)' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Table 2 (12 free)' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Table 2' }).getByRole('checkbox', { name: /Tom Nguyen/ })).toBeVisible();
  await expect(page.getByText('Tom Nguyen seated at Table 2.')).toBeVisible();

  // The rules: keep Maria and Ada apart.
  await page.getByLabel('Rule', { exact: true }).selectOption('APART');
  await page.getByLabel('Guest', { exact: true }).selectOption({ label: 'Maria Garcia' });
  await page.getByLabel('And guest').selectOption({ label: 'Ada Okafor' });
  await page.getByRole('button', { name: 'Add rule' }).click();
  await expect(page.getByText('Keep apart: Maria Garcia and Ada Okafor')).toBeVisible();

  // Auto-seat fills the rest: Diego joins Maria; the Okafors stay together, away from Maria's table.
  await page.getByRole('button', { name: 'Auto-seat guests' }).click();
  await expect(page.getByText('Seated 5 guests. Everyone has a seat: move anyone you like.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'To seat (0)' })).toBeVisible();
  await expect(page.getByText('Everyone has a seat.')).toBeVisible();
  await expect(family.getByRole('checkbox', { name: /Diego Garcia/ })).toBeVisible();
  const table2Card = page.getByRole('region', { name: 'Table 2' });
  for (const name of ['Ada Okafor', 'Kofi Okafor', 'Zoë Okafor'])
    await expect(table2Card.getByRole('checkbox', { name: new RegExp(name) })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Rules broken/ })).toHaveCount(0);
  await expect(table2Card.getByText(/^Meals:/)).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'seating-chart');

  // The PDF: floor plan, tables, escort cards, with the names in it.
  const [pdfDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Download PDF/ }).click()]);
  expect(pdfDownload.suggestedFilename()).toBe('seating-reception.pdf');
  const pdf = await readPdf(fs.readFileSync(await pdfDownload.path()));
  expect(pdf.title).toBe('Seating chart: Reception');
  const pages = pdf.pages.map((p) => p.texts.map((x) => x.text).join('\n'));
  expect(pages[0]).toContain('Seating chart: Reception');
  expect(pages[0]).toContain('Family');
  expect(pages[0]).toContain('Dance floor');
  expect(pages[1]).toContain('Tables: Reception');
  expect(pages[1]).toContain('Maria Garcia');
  const cards = pages.slice(2).join('\n');
  for (const name of ['Maria Garcia', 'Tom Nguyen', 'Zoë Okafor']) expect(cards).toContain(name);

  // The CSV of table → guests.
  const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Download CSV/ }).click()]);
  const csv = fs.readFileSync(await csvDownload.path(), 'utf8');
  expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Table,Seat,Guest,Household,RSVP,Meal');
  expect(csv).toContain('Family,1,Maria Garcia,The Garcia family');

  // A phone: the plan scrolls sideways inside its box; the page stays usable and accessible.
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'To seat (0)' })).toBeVisible();
  await expectNoAxeViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, 'seating-chart');
});

test('seating chart: signed out, the page says what it does and where to log in', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto('/wedding-planning/seating-chart');
  await expect(page.getByRole('heading', { level: 1, name: 'Seating chart' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Log in' })).toHaveAttribute('href', /\/account\/login\?returnTo=/);
  await expectNoAxeViolations(page);
});
