import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, screenshot, test, VIEWPORTS } from './fixtures';
import { signUpThroughMail } from './outbox';

/** A new couple signed in in this page's browser context, with an empty guest list. */
async function signedInCouple(page: Page): Promise<void> {
  const api: APIRequestContext = page.context().request;
  await signUpThroughMail(
    api,
    { email: `guests-${Date.now()}@confetti.test`, password: 'guests-password-1', first_name: 'Quinn', last_name: 'Avery' },
    {
      wedding: {
        partner_first_name: 'Rowan',
        partner_last_name: 'Ellis',
        wedding_date: '2031-05-17',
        planning_stage: 'PLANNING_VENUE_BOOKED',
      },
    },
  );
}

test('guest list: build it by hand, record RSVPs, filter (the URL keeps the filter), send a household its own link', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  // What the page's Content-Security-Policy refuses (Lighthouse counts each as an issue).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber} ${e.sample}`),
    );
  });
  await signedInCouple(page);
  await page.goto('/wedding-planning/guests');
  await expect(page.getByRole('heading', { level: 1, name: 'Guest list' })).toBeVisible();
  await expect(page.getByText('Your guest list is empty.')).toBeVisible();
  await expectNoAxeViolations(page);

  // An event with a menu.
  await page.getByRole('button', { name: 'Events' }).click();
  const events = page.getByRole('dialog', { name: 'Events' });
  await events.getByLabel('Event name').fill('Reception');
  await events.getByLabel('Date').fill('2031-05-17');
  await events.getByLabel('Time').fill('17:30');
  await events.getByLabel('Place').fill('The Boathouse');
  await events.getByLabel('Meal options (one per line)').fill('Chicken\nRisotto');
  await events.getByRole('button', { name: 'Add event' }).click();
  await expect(events.getByRole('list', { name: 'Your events' })).toContainText('Reception');
  await expect(events.getByRole('list', { name: 'Your events' })).toContainText('5:30 PM · The Boathouse · Menu: Chicken, Risotto');
  await expectNoAxeViolations(page);
  await events.getByRole('button', { name: 'Close' }).click();
  await expect(events).toBeHidden();

  // A household of two, with an address, a new tag and the invitation.
  await page.getByRole('button', { name: 'Add household' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a household' });
  // Focus moves into the dialog, on the first field.
  await expect
    .poll(() =>
      dialog
        .getByRole('group', { name: 'Person 1' })
        .getByLabel('First name')
        .evaluate((el) => el === document.activeElement),
    )
    .toBe(true);
  await dialog.getByRole('group', { name: 'Person 1' }).getByLabel('First name').fill('Maria');
  await dialog.getByRole('group', { name: 'Person 1' }).getByLabel('Last name').fill('Garcia');
  await dialog.getByRole('button', { name: 'Add a person' }).click();
  await dialog.getByRole('group', { name: 'Person 2' }).getByLabel('First name').fill('Tom');
  await dialog.getByRole('group', { name: 'Person 2' }).getByLabel('Last name').fill('Garcia');
  await dialog.getByLabel('Address line 1').fill('12 Maple Ave');
  await dialog.getByLabel('City').fill('Austin');
  await dialog.getByLabel('State / province').fill('TX');
  // A ZIP code that is not one is refused before anything is sent.
  await dialog.getByLabel('ZIP / postal code').fill('7870');
  await dialog.getByRole('button', { name: 'Save household' }).click();
  await expect(dialog.getByText('Enter a 5-digit ZIP code (or ZIP+4).')).toBeVisible();
  await dialog.getByLabel('ZIP / postal code').fill('78701');
  await dialog.getByLabel('New tag').fill('College friends');
  await dialog.getByRole('button', { name: 'Create tag' }).click();
  await dialog.getByRole('checkbox', { name: 'College friends' }).check();
  await dialog.getByRole('checkbox', { name: 'Reception' }).check();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save household' }).click();
  await expect(dialog).toBeHidden();
  const households = page.getByRole('list', { name: 'Households' });
  await expect(households.getByRole('button', { name: 'The Garcia family', exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Saved The Garcia family.' })).toBeVisible();

  // One more, without an address.
  await page.getByRole('button', { name: 'Add household' }).first().click();
  const second = page.getByRole('dialog', { name: 'Add a household' });
  await second.getByRole('group', { name: 'Person 1' }).getByLabel('First name').fill('Ana');
  await second.getByRole('group', { name: 'Person 1' }).getByLabel('Last name').fill('Silva');
  await second.getByRole('button', { name: 'Save household' }).click();
  await expect(second).toBeHidden();
  await expect(page.getByText('2 households, 3 guests')).toBeVisible();

  // RSVPs recorded by hand: Maria comes (chicken), Tom declines.
  await households.getByRole('button', { name: 'RSVPs for The Garcia family' }).click();
  const rsvps = page.getByRole('dialog', { name: 'RSVPs for The Garcia family' });
  const maria = rsvps.getByRole('group', { name: 'Maria Garcia, Reception' });
  await maria.getByLabel('Answer').selectOption('ATTENDING');
  await maria.getByLabel('Meal').selectOption({ label: 'Chicken' });
  await expect(maria.getByRole('status')).toHaveText('Saved');
  const tom = rsvps.getByRole('group', { name: 'Tom Garcia, Reception' });
  await tom.getByLabel('Answer').selectOption('DECLINED');
  await expect(tom.getByRole('status')).toHaveText('Saved');
  await expectNoAxeViolations(page);
  await rsvps.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('row', { name: /^Reception/ })).toHaveText(/Reception\s*2\s*1\s*1\s*0\s*1 \/ 0\s*Chicken: 1/);
  await expect(households).toContainText('1 attending, 1 declined');

  // Filters live in the URL: a partner opening the same link sees the same view.
  // The filter is a navigation (the URL changes first): click, then wait for the box to follow the URL.
  const missing = page.getByRole('checkbox', { name: 'Missing address' });
  // The box shows its new state at once and keeps it while the URL and the list catch up (no flicker):
  // sampled on every task and frame from the click until the list has answered.
  await missing.evaluate((box: HTMLInputElement) => {
    const seen: boolean[] = [];
    (window as unknown as { boxStates: boolean[] }).boxStates = seen;
    box.addEventListener(
      'click',
      () => {
        seen.push(box.checked);
        const sample = () => {
          seen.push(box.checked);
          if (seen.length < 40) setTimeout(sample, 0);
        };
        setTimeout(sample, 0);
        const frame = () => {
          seen.push(box.checked);
          if (seen.length < 40) requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      },
      { once: true },
    );
  });
  await missing.click();
  await expect(missing).toBeChecked();
  await expect.poll(() => page.evaluate(() => (window as unknown as { boxStates: boolean[] }).boxStates.length)).toBeGreaterThanOrEqual(40);
  expect(await page.evaluate(() => (window as unknown as { boxStates: boolean[] }).boxStates)).not.toContain(false);
  await expect(page).toHaveURL(/\/wedding-planning\/guests\?missing_address=true$/);
  await expect(page.getByText('1 household, 1 guest')).toBeVisible();
  await expect(households.getByRole('button', { name: 'Ana Silva', exact: true })).toBeVisible();
  await missing.click();
  await expect(missing).not.toBeChecked();
  await page.getByLabel('Tag', { exact: true }).selectOption({ label: 'College friends' });
  await expect(page).toHaveURL(/\?tag=\d+$/);
  const shared = page.url();
  await page.goto(shared);
  await expect(page.getByLabel('Tag', { exact: true })).toHaveValue(/\d+/);
  await expect(page.getByText('1 household, 2 guests')).toBeVisible();
  await expect(households.getByRole('button', { name: 'The Garcia family', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/wedding-planning/guests');
  await expect(page.getByText('2 households, 3 guests')).toBeVisible();

  // Ana's own address link (for a guest the wedding's link cannot find by name): the wedding's link
  // is turned on first; the household's link is copied from her household and opened by her.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/wedding-planning/guests/import');
  await page.getByRole('button', { name: 'Create my address link' }).click();
  await expect(page.getByLabel('Your address link')).toHaveValue(/\/wedding-planning\/guests\/collect\/[\w-]{20,}$/);
  await page.goto('/wedding-planning/guests');
  await households.getByRole('button', { name: 'Ana Silva', exact: true }).click();
  const ana = page.getByRole('dialog', { name: 'Edit Ana Silva' });
  const copy = ana.getByRole('button', { name: 'Copy this household’s link' });
  await expect(copy).toBeEnabled();
  await copy.click();
  await expect(ana.getByRole('status').filter({ hasText: 'Copied.' })).toHaveText('Copied. Send it to Ana Silva by text or email.');
  await expect(copy).toBeFocused();
  const anasLink = await ana.getByLabel('Ana Silva’s link').inputValue();
  expect(anasLink).toMatch(/\/wedding-planning\/guests\/collect\/[\w-]{20,}\?household=[\w-]{20,}$/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(anasLink);
  await expectNoAxeViolations(page);
  await screenshot(page, 'guests-household-link');
  await page.setViewportSize(VIEWPORTS.mobile);
  await expect(ana.getByLabel('Ana Silva’s link')).toBeVisible();
  await screenshot(page, 'guests-household-link');
  await page.setViewportSize(VIEWPORTS.desktop);
  await ana.getByRole('button', { name: 'Cancel' }).click();
  await expect(ana).toBeHidden();

  const guestContext = await browser.newContext({ viewport: VIEWPORTS.mobile });
  const guest = await guestContext.newPage();
  try {
    await guest.goto(anasLink);
    // No name to type: the link opens her household.
    await expect(guest.getByRole('heading', { level: 2, name: 'Ana Silva' })).toBeVisible();
    await guest.getByLabel('Street address').fill('9 Elm Street');
    await guest.getByRole('textbox', { name: 'City', exact: true }).fill('Burlington');
    await guest.getByRole('textbox', { name: 'State', exact: true }).fill('VT');
    await guest.getByLabel('ZIP code').fill('05401');
    await guest.getByRole('button', { name: 'Save my address' }).click();
    await expect(guest.getByRole('heading', { name: 'Thank you!' })).toBeFocused();
  } finally {
    await guestContext.close();
  }
  await page.reload();
  await expect(page.getByText('2 households, 3 guests')).toBeVisible();
  await expect(households.getByRole('article', { name: /^Ana Silva/ })).not.toContainText('Missing address');
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  await screenshot(page, 'guests-list');
  await page.setViewportSize(VIEWPORTS.mobile);
  // The header takes its phone layout first (a screenshot taken before it shows the desktop bar squeezed).
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  await expect(households.getByRole('button', { name: 'The Garcia family', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'guests-list');
});

test('guest list: select many, delete, undo', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await signedInCouple(page);
  await page.goto('/wedding-planning/guests');
  // Three households through the dialog.
  for (const [first, last] of [
    ['Ada', 'Okafor'],
    ['Ben', 'Novak'],
    ['Cleo', 'Rossi'],
  ]) {
    await page.getByRole('button', { name: 'Add household' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add a household' });
    await dialog.getByRole('group', { name: 'Person 1' }).getByLabel('First name').fill(first!);
    await dialog.getByRole('group', { name: 'Person 1' }).getByLabel('Last name').fill(last!);
    await dialog.getByRole('button', { name: 'Save household' }).click();
    await expect(dialog).toBeHidden();
  }
  const households = page.getByRole('list', { name: 'Households' });
  await households.getByRole('checkbox', { name: 'Select Ada Okafor' }).check();
  await households.getByRole('checkbox', { name: 'Select Ben Novak' }).check();
  const bulk = page.getByRole('region', { name: 'Selected households' });
  await expect(bulk).toContainText('2 selected');
  await expectNoAxeViolations(page);
  await bulk.getByRole('button', { name: 'Delete households' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Deleted 2 households.' })).toBeVisible();
  await expect(page.getByText('1 household, 1 guest')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Restored 2 households.' })).toBeVisible();
  await expect(page.getByText('3 households, 3 guests')).toBeVisible();
});
