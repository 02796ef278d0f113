import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, screenshot, test, VIEWPORTS } from './fixtures';
import { callApi, signUpThroughMail } from './outbox';

/** The card's entrance has played (axe measures colours as they are, not half faded in). */
async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await Promise.all(document.getAnimations().map((a) => a.finished));
  });
}

const PAGE = '/wedding-planning/digital/save-the-date';
const GUESTS = 50;

async function putApi(api: APIRequestContext, url: string, data: unknown): Promise<void> {
  const token = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await api.fetch(url, { method: 'PUT', data, headers: { 'x-xsrf-token': token } });
  expect(res.ok(), `PUT ${url} → ${res.status()} ${await res.text()}`).toBe(true);
}

/** The recipient's card link in the newest mail to `to`, read from the development outbox (mail leaves in the background). */
async function mailedCardLink(request: APIRequestContext, to: string): Promise<string> {
  const pattern = /\/wedding-planning\/digital\/save-the-date\/card\/[\w-]+/;
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const html = await (await request.get('/dev/outbox')).text();
        const article = html.split('<article>').find((a) => a.includes(`To ${to} ·`) && pattern.test(a));
        link = article ? pattern.exec(article)![0] : undefined;
        return link;
      },
      { message: `a save-the-date mailed to ${to}` },
    )
    .toBeTruthy();
  return link!;
}

test('a couple sends a digital save-the-date to 50 guests; one opens it from the mail, and unsubscribes', async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = Date.now();
  const guestEmail = (i: number) => `std-${stamp}-${i}@guests.test`;
  await page.setViewportSize(VIEWPORTS.desktop);

  // A new couple with a date, and a guest list of 50 households with an email and one without.
  const couple = page.context().request;
  await signUpThroughMail(
    couple,
    { email: `std-${stamp}@confetti.test`, password: 'save-the-date-1', first_name: 'Ana', last_name: 'Ruiz' },
    { wedding: { partner_first_name: 'Kai', partner_last_name: 'Moreau', planning_stage: 'NEWLY_ENGAGED' } },
  );
  const { wedding } = await callApi<{ wedding: Record<string, unknown> }>(couple, 'GET', '/web-api/v2/wedding');
  const keep = ['owner_first_name', 'owner_last_name', 'partner_first_name', 'partner_last_name', 'time_zone', 'ceremony_venue'];
  await putApi(couple, '/web-api/v2/wedding', {
    ...Object.fromEntries([...keep, 'reception_venue', 'estimated_guest_count', 'planning_stage'].map((f) => [f, wedding[f]])),
    city: 'Hudson',
    state_province: 'NY',
    wedding_date: '2027-09-18',
    tentative_year: null,
    tentative_month: null,
    tentative_season: null,
  });
  for (let i = 1; i <= GUESTS; i++)
    await callApi(couple, 'POST', '/web-api/v2/wedding/guests/households', {
      display_name: `The Guest${String(i).padStart(2, '0')} family`,
      email: guestEmail(i),
      guests: [{ first_name: `Guest${i}`, last_name: 'Family' }],
    });
  await callApi(couple, 'POST', '/web-api/v2/wedding/guests/households', {
    display_name: 'The Offline family',
    guests: [{ first_name: 'Otto', last_name: 'Offline' }],
  });

  // The composer: wording from the wedding, a design and colour, the preview, who gets it.
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Digital save the dates' })).toBeVisible();
  await expect(page.getByLabel(/Your names/)).toHaveValue('Ana & Kai');
  await expect(page.getByLabel(/^Date/)).toHaveValue('Saturday, September 18, 2027');
  const colours = page.getByRole('group', { name: 'Colour' });
  await colours.getByRole('radio').nth(1).check();
  await page.getByLabel(/Message/).fill('Formal invitation to follow. We can’t wait to celebrate with you in Hudson!');
  const preview = page.getByRole('figure');
  await expect(preview.getByText('Formal invitation to follow. We can’t wait to celebrate with you in Hudson!')).toBeVisible();
  // The picture is the design drawn with their wording (its text is in the alternative text too).
  await expect(preview.getByRole('img', { name: 'Save the date, Ana & Kai, Saturday, September 18, 2027, Hudson, NY' })).toBeVisible();
  await expect(page.getByText(`${GUESTS} households will get your card.`)).toBeVisible();
  await expect(page.getByText('1 household is not reachable (no email, or unsubscribed)')).toBeVisible();
  await animationsDone(page);
  await expectNoAxeViolations(page);
  await screenshot(page, 'save-the-date-composer');
  await page.setViewportSize(VIEWPORTS.mobile);
  await screenshot(page, 'save-the-date-composer');
  await page.setViewportSize(VIEWPORTS.desktop);

  // Sent in the background; the page follows it until every card is out.
  await page.getByRole('button', { name: `Send to ${GUESTS} households` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Finished' })).toHaveText(`Finished: delivered to ${GUESTS} of ${GUESTS}.`);
  const table = page.getByRole('table', { name: 'Recipients' });
  await expect(table.getByRole('row')).toHaveCount(GUESTS + 1);
  await expect(page.getByText('Opened: 0 · Clicked through to your website: 0')).toBeVisible();

  // The checklist's "Send save-the-dates" ticked itself, with the count.
  const checklist = await callApi<{ tasks: Array<{ template_key: string; done: boolean; save_the_dates_sent: number | null }> }>(
    couple,
    'GET',
    '/web-api/v2/wedding/checklist',
  );
  expect(checklist.tasks.find((t) => t.template_key === 'send-save-the-dates')).toMatchObject({ done: true, save_the_dates_sent: GUESTS });

  // A guest opens their mail's link (no account, a phone): the card and the calendar file.
  const link = await mailedCardLink(couple, guestEmail(7));
  // Their phone asks for less motion: the card is still.
  const guestContext = await browser.newContext({ viewport: VIEWPORTS.mobile, baseURL, acceptDownloads: true, reducedMotion: 'reduce' });
  const guest = await guestContext.newPage();
  await guest.goto(link);
  await expect(guest.getByText('For The Guest07 family')).toBeVisible();
  await expect(guest.getByRole('heading', { level: 2, name: 'Save the date' })).toBeVisible();
  await expect(guest.getByText('Formal invitation to follow. We can’t wait to celebrate with you in Hudson!')).toBeVisible();
  await expect(guest.getByRole('img', { name: /^Save the date, Ana & Kai/ })).toHaveCSS('animation-name', 'none');
  const [download] = await Promise.all([guest.waitForEvent('download'), guest.getByRole('link', { name: 'Add to calendar' }).click()]);
  expect(download.suggestedFilename()).toBe('save-the-date.ics');
  const ics = await readFile(await download.path(), 'utf8');
  expect(ics).toContain('DTSTART;VALUE=DATE:20270918');
  expect(ics).toContain('SUMMARY:Ana & Kai’s wedding');
  await expectNoAxeViolations(guest);
  await screenshot(guest, 'save-the-date-card');
  await guest.setViewportSize(VIEWPORTS.desktop);
  await screenshot(guest, 'save-the-date-card');

  // The couple sees it opened.
  await page.reload();
  await page.getByRole('button', { name: 'See recipients' }).click();
  await expect(page.getByText('Opened: 1 · Clicked through to your website: 0')).toBeVisible();
  await expect(page.getByRole('button', { name: `Resend to ${GUESTS - 1} who did not open` })).toBeEnabled();
  await animationsDone(page);
  await expectNoAxeViolations(page);
  await screenshot(page, 'save-the-date-sent');
  await page.setViewportSize(VIEWPORTS.mobile);
  await screenshot(page, 'save-the-date-sent');

  // Unsubscribe from the mail's link: honoured at once; the couple's next send leaves them out.
  await guest.goto(`${link}?unsubscribe=1`);
  await guest.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(guest.getByRole('status')).toHaveText('You won’t get any more save-the-date emails from this couple.');
  await page.reload();
  await expect(page.getByText(`${GUESTS - 1} households will get your card.`)).toBeVisible();
  await expect(page.getByText('2 households are not reachable (no email, or unsubscribed)')).toBeVisible();
  await guestContext.close();
});
