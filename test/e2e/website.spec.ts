import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, screenshot, test, VIEWPORTS } from './fixtures';
import { callApi, signUpThroughMail } from './outbox';

/** A new couple signed in in this page's browser context, with one event on their guest list. */
async function signedInCouple(page: Page): Promise<void> {
  const api: APIRequestContext = page.context().request;
  await signUpThroughMail(
    api,
    { email: `website-${Date.now()}@confetti.test`, password: 'website-password-1', first_name: 'Quinn', last_name: 'Avery' },
    {
      wedding: {
        partner_first_name: 'Rowan',
        partner_last_name: 'Ellis',
        wedding_date: '2031-05-17',
        planning_stage: 'PLANNING_VENUE_BOOKED',
      },
    },
  );
  // Two events with menus, and a household of two invited to both.
  await callApi(api, 'POST', '/web-api/v2/wedding/guests/events', {
    name: 'Ceremony',
    event_date: '2031-05-17',
    start_time: '16:00',
    place: 'Forsyth Park',
    address: 'Gaston St, Savannah, GA',
    meal_options: [{ name: 'Chicken' }, { name: 'Fish' }],
  });
  const { events } = await callApi<{ events: Array<{ id: number }> }>(api, 'POST', '/web-api/v2/wedding/guests/events', {
    name: 'Farewell brunch',
    event_date: '2031-05-18',
    start_time: '10:30',
    place: 'The Grey',
    meal_options: [{ name: 'Pancakes' }, { name: 'Omelette' }],
  });
  await callApi(api, 'POST', '/web-api/v2/wedding/guests/households', {
    display_name: 'The Ortiz family',
    guests: [
      { first_name: 'Danielle', last_name: 'Ortiz' },
      { first_name: 'Marco', last_name: 'Ortiz' },
    ],
    event_ids: events.map((e) => e.id),
  });
}

/** A guest's phone: another browser context, with no account and no cookies of the couple's. */
async function guestPhone(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS.mobile, baseURL });
  return context.newPage();
}

/** A theme is chosen by its card (the radio button inside it is visually hidden). */
async function chooseTheme(page: Page, name: string): Promise<void> {
  const radio = page.getByRole('radio', { name: new RegExp(`^${name} `) });
  await page.locator('label').filter({ has: radio }).click();
  await expect(radio).toBeChecked();
}

test('wedding website: a couple builds and publishes a site in a theme; a guest opens it on a phone and RSVPs', async ({
  page,
  browser,
  pageErrors,
}) => {
  test.slow();
  // The editor's first read, before the site is made, is the API's 404 'You have not made your wedding website yet.'.
  pageErrors.allow(/^HTTP 404 \/web-api\/v2\/wedding-website$/);
  await page.setViewportSize(VIEWPORTS.desktop);
  await signedInCouple(page);
  const slug = `quinn-and-rowan-${Date.now().toString(36)}`;

  await page.goto('/wedding-planning/website');
  await expect(page.getByRole('heading', { level: 1, name: 'Your wedding website' })).toBeVisible();
  await page.getByRole('button', { name: 'Create your website' }).click();
  const preview = page.getByTestId('website-preview');
  await expect(preview.getByRole('heading', { level: 1, name: 'Quinn & Rowan' })).toBeVisible();
  await expect(preview.getByText('Forsyth Park', { exact: true })).toBeVisible();

  // Our story, in markdown: saved, and the preview shows it rendered.
  await page.getByRole('button', { name: 'Edit Our story' }).click();
  const story = page.getByRole('form', { name: 'Our story' });
  await story.getByLabel('Your story').fill('We met on a **night train** to Lisbon.');
  await story.getByRole('button', { name: 'Save page' }).click();
  await expect(story.getByText('Saved. The preview shows your change.')).toBeVisible();
  await expect(preview.locator('strong', { hasText: 'night train' })).toBeVisible();

  // Travel with a hotel and its map link.
  await page.getByRole('button', { name: 'Edit Travel & hotels' }).click();
  const travel = page.getByRole('form', { name: 'Travel & hotels' });
  await travel.getByRole('button', { name: 'Add a place' }).click();
  await travel.getByLabel('Name').fill('The Marshall House');
  await travel.getByLabel('Address (for the map link)').fill('123 E Broughton St, Savannah');
  await travel.getByRole('button', { name: 'Save page' }).click();
  await expect(travel.getByText('Saved. The preview shows your change.')).toBeVisible();
  await expect(preview.getByRole('link', { name: 'Map of The Marshall House (opens in a new tab)' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=The%20Marshall%20House/,
  );

  // Pages on and off, and in order (keyboard-free buttons here; the drag handle also sorts by keyboard).
  await page.getByRole('checkbox', { name: /Wedding party/ }).check();
  await page.getByRole('checkbox', { name: /RSVP/ }).check();
  await expect(preview.getByRole('heading', { level: 2, name: 'RSVP' })).toBeVisible();
  await page.getByRole('button', { name: 'Move Wedding party up' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Page order saved.' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'website-editor');

  // A theme.
  await page.getByRole('tab', { name: 'Theme' }).click();
  await chooseTheme(page, 'Midnight');
  await expect(page.getByText('Theme changed to Midnight. Your pages are as they were.')).toBeVisible();
  await expect(preview.locator('[data-theme="midnight"]')).toBeVisible();
  await expect(preview.locator('strong', { hasText: 'night train' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'website-themes');

  // The address, then publish.
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByLabel(/\/wedding\/$/).fill(slug);
  await expect(page.getByText('Available.')).toBeVisible();
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText(`Saved. Your site is now at /wedding/${slug}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Publish your website' }).click();
  await expect(page.getByRole('heading', { name: 'Your site is published' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The editor on a phone.
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.getByRole('tab', { name: 'Pages' }).click();
  await expectNoAxeViolations(page);
  await screenshot(page, 'website-editor');

  // The link a guest is sent carries a preview (title, description) in the HTML the server sends.
  const html = await (await page.request.get(`/wedding/${slug}`)).text();
  expect(html).toContain('<meta property="og:title" content="Quinn &amp; Rowan’s wedding">');
  expect(html).toContain('<meta property="og:description" content="Saturday, May 17, 2031">');

  // A guest, on their phone, in another browser.
  const guest = await guestPhone(browser, new URL(page.url()).origin);
  const siteReads: string[] = [];
  const countRead = (request: { url(): string }) => {
    if (new URL(request.url()).pathname === `/web-api/v2/wedding-website/public/${slug}`) siteReads.push(request.url());
  };
  guest.on('request', countRead);
  await guest.goto(`/wedding/${slug}`);
  await expect(guest.getByRole('heading', { level: 1, name: 'Quinn & Rowan' })).toBeVisible();
  await expect(guest).toHaveTitle('Quinn & Rowan’s wedding | Confetti');
  // The HTML preloads the site's read and the SPA takes that answer: one request, not two.
  expect(siteReads).toHaveLength(1);
  guest.off('request', countRead);
  await expect(guest.getByRole('heading', { level: 2, name: 'Schedule' })).toBeVisible();
  await expect(guest.getByText('Saturday, May 17, 2031 · 4:00 PM')).toBeVisible();
  await expect(guest.locator('strong', { hasText: 'night train' })).toBeVisible();
  await expectNoAxeViolations(guest);

  // The guest RSVPs for the household (their name with a typo), two events, with meals.
  const rsvp = guest.getByRole('region', { name: 'RSVP' });
  await rsvp.getByLabel('First name').fill('Danielle');
  await rsvp.getByLabel('Last name').fill('Ortis');
  await rsvp.getByRole('button', { name: 'Find my invitation' }).click();
  await expect(rsvp.getByRole('heading', { name: 'The Ortiz family' })).toBeFocused();
  const ceremony = rsvp.getByRole('group', { name: /^Ceremony/ });
  await ceremony.getByRole('group', { name: 'Danielle Ortiz' }).getByLabel('Joyfully accepts').check();
  await ceremony.getByLabel('Meal for Danielle Ortiz').selectOption({ label: 'Fish' });
  await ceremony.getByRole('group', { name: 'Marco Ortiz' }).getByLabel('Joyfully accepts').check();
  await ceremony.getByLabel('Meal for Marco Ortiz').selectOption({ label: 'Chicken' });
  const brunch = rsvp.getByRole('group', { name: /^Farewell brunch/ });
  await brunch.getByRole('group', { name: 'Danielle Ortiz' }).getByLabel('Joyfully accepts').check();
  await brunch.getByLabel('Meal for Danielle Ortiz').selectOption({ label: 'Pancakes' });
  await brunch.getByRole('group', { name: 'Marco Ortiz' }).getByLabel('Regretfully declines').check();
  await rsvp.getByLabel('Email for your confirmation (optional)').fill('danielle@example.com');
  await expectNoAxeViolations(guest);
  await screenshot(guest, 'website-rsvp');
  await rsvp.getByRole('button', { name: 'Send my RSVP' }).click();
  await expect(rsvp.getByRole('status')).toHaveText(
    'Thank you! Your answers are saved, and a confirmation is on its way to danielle@example.com.',
  );

  // The couple sees it in their guest list at once.
  const list = await page.context().newPage();
  await list.setViewportSize(VIEWPORTS.desktop);
  await list.goto('/wedding-planning/guests');
  await expect(list.getByRole('list', { name: 'Households' })).toContainText('2 attending');
  await expect(list.getByRole('row', { name: /^Ceremony/ })).toContainText('Chicken: 1');
  await expect(list.getByRole('row', { name: /^Ceremony/ })).toContainText('Fish: 1');
  await list.close();

  // The site in three themes, at a phone's width and a desktop's.
  for (const [theme, name] of [
    ['garden', 'Garden'],
    ['deco', 'Gatsby'],
    ['midnight', 'Midnight'],
  ] as const) {
    await page.getByRole('tab', { name: 'Theme' }).click();
    await chooseTheme(page, name);
    await expect(page.getByText(`Theme changed to ${name}. Your pages are as they were.`)).toBeVisible();
    for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
      await guest.setViewportSize(viewport);
      await guest.reload();
      await expect(guest.locator(`[data-theme="${theme}"]`)).toBeVisible();
      await expectNoAxeViolations(guest);
      await screenshot(guest, `website-${theme}`);
    }
  }

  // A password: the guest is asked once, and a wrong one is refused.
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('textbox', { name: 'Password' }).fill('savannah');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Password saved.')).toBeVisible();
  const other = await guestPhone(browser, new URL(page.url()).origin);
  await other.goto(`/wedding/${slug}`);
  await expect(other.getByRole('heading', { level: 1, name: 'This wedding website is private' })).toBeVisible();
  await expectNoAxeViolations(other);
  await screenshot(other, 'website-password');
  await other.getByLabel('Site password').fill('paris');
  await other.getByRole('button', { name: 'Open the website' }).click();
  await expect(other.getByRole('alert')).toHaveText('That password is not right. Please check it and try again.');
  await other.getByLabel('Site password').fill('savannah');
  await other.getByRole('button', { name: 'Open the website' }).click();
  await expect(other.getByRole('heading', { level: 1, name: 'Quinn & Rowan' })).toBeVisible();
  await other.reload();
  await expect(other.getByRole('heading', { level: 1, name: 'Quinn & Rowan' })).toBeVisible();

  // Unpublished: not found.
  await page.getByRole('button', { name: 'Unpublish' }).first().click();
  await expect(page.getByRole('heading', { name: 'Your site is not published yet' })).toBeVisible();
  await other.reload();
  await expect(other.getByRole('heading', { name: 'We couldn’t find that wedding website' })).toBeVisible();
  await guest.context().close();
  await other.context().close();
});
