import { and, eq, inArray } from 'drizzle-orm';
import { createTestApp, TestClient, type TestApp } from './helpers';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { checklistTasks, outboxEmails, stdRecipients, stdSends, weddings, weddingWebsites } from '../../server/db/schema';
import { claimRecipients, LEASE_SECONDS, processSend, recipientToken } from '../../server/modules/saveTheDate/service';
import { MAX_SEND_ATTEMPTS, SAVE_THE_DATE_MESSAGES as M, type SendDetail, type StdOverview } from '../../src/contracts/saveTheDate';
import { addHouseholds, designOf, weddingIdOf, wordingFor } from './saveTheDateHelpers';

const B = '/web-api/v2/wedding/save-the-dates';
const P = '/web-api/v2/save-the-date';
let t: TestApp;
let samWedding: number;
let family: { ids: number[]; tagId: number; eventId: number };
let design: { slug: string; colourway: string };

beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { jobWorkers: false, authRateLimitPerMinute: 1000 } });
  samWedding = await weddingIdOf(t.database.db, 'sam-and-riley');
  family = await addHouseholds(t.database.db, samWedding, 'sam', { withEmail: 8, withoutEmail: 2, tagged: 3, invited: 2 });
  design = await designOf(t.database.db, 'SAVE_THE_DATE');
});
afterAll(async () => t.close());

async function login(email: string) {
  const c = new TestClient(t.app);
  expect((await c.post('/website-nav/web-api/v1/auth/login', { email, password: DEMO_PASSWORD })).status).toBe(200);
  return c;
}

const body = (recipients: object, extra: object = {}) => ({
  card_type: 'SAVE_THE_DATE',
  design: design.slug,
  colourway: design.colourway,
  animated: true,
  wording: wordingFor(),
  recipients,
  ...extra,
});

/** The mails the outbox holds for a send's recipients, by address. */
async function outboxFor(sendId: number) {
  const rows = await t.database.db.select({ email: stdRecipients.email }).from(stdRecipients).where(eq(stdRecipients.sendId, sendId));
  return t.database.db
    .select()
    .from(outboxEmails)
    .where(
      inArray(
        outboxEmails.toAddress,
        rows.map((r) => r.email),
      ),
    );
}

/** The recipient token in a mail's text. */
const tokenIn = (text: string) => /\/card\/([A-Za-z0-9_-]+)/.exec(text)![1]!;

describe('composing', () => {
  it('needs a signed-in member of a wedding', async () => {
    expect((await new TestClient(t.app).get(B)).status).toBe(401);
    expect((await (await login('guest@confetti.test')).get(B)).status).toBe(404);
  });

  it('lists the households, who is reachable, tags, events and the wording from the wedding', async () => {
    const sam = await login('sam@confetti.test');
    const res = await sam.get<StdOverview>(B);
    expect(res.status).toBe(200);
    const mine = res.body.households.filter((h) => h.display_name.startsWith('sam '));
    expect(mine).toHaveLength(10);
    expect(mine.filter((h) => h.email === '')).toHaveLength(2);
    expect(res.body.tags.map((x) => x.id)).toContain(family.tagId);
    expect(res.body.events.map((x) => x.id)).toContain(family.eventId);
    const [w] = await t.database.db.select().from(weddings).where(eq(weddings.id, samWedding));
    expect(res.body.defaults.SAVE_THE_DATE.names).toBe(`${w!.ownerFirstName} & ${w!.partnerFirstName}`);
    expect(res.body.defaults.SAVE_THE_DATE.date_line).toBe('Saturday, September 19, 2026');
    expect(res.body.defaults.CHANGE_THE_DATE.headline).toBe('Change the date');
  });

  it('draws the couple’s preview with their wording (signed in only)', async () => {
    const q = `design=${design.slug}&colourway=${design.colourway}&headline=Hold+the+date&names=Ana+%26+Kai&date_line=Soon`;
    expect((await new TestClient(t.app).get(`${B}/preview.svg?${q}`)).status).toBe(401);
    const sam = await login('sam@confetti.test');
    const res = await sam.get(`${B}/preview.svg?${q}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toContain('Ana &amp; Kai');
    expect(res.body).toContain('Hold the date');
    expect((await sam.get(`${B}/preview.svg?design=no-such-design&colourway=x`)).status).toBe(404);
    expect((await sam.get(`${B}/preview.svg?design=BAD!`)).status).toBe(400);
  });

  it('refuses what cannot be sent with a message a person understands', async () => {
    const sam = await login('sam@confetti.test');
    const invitation = await designOf(t.database.db, 'INVITATION');
    const cases: Array<[object, number, string]> = [
      [body({ mode: 'ALL' }, { design: 'no-such-design' }), 400, M.designNotFound],
      [body({ mode: 'ALL' }, { design: invitation.slug, colourway: invitation.colourway }), 400, M.wrongType],
      [body({ mode: 'ALL' }, { colourway: 'no-such-colour' }), 400, M.colourway],
      [body({ mode: 'ALL' }, { wording: { ...wordingFor(), headline: '' } }), 400, M.headline],
      [body({ mode: 'ALL' }, { wording: { ...wordingFor(), message: 'x'.repeat(401) } }), 400, M.tooLong('message', 400)],
      [body({ mode: 'PICK', household_ids: [] }), 400, M.noRecipients],
      [body({ mode: 'PICK', household_ids: [family.ids[8]!] }), 400, M.noRecipients],
      [body({ mode: 'SOMEONE' }), 400, M.recipients],
    ];
    for (const [payload, status, message] of cases) {
      const res = await sam.post(B, payload);
      expect({ status: res.status, message: res.body.message }).toEqual({ status, message: expect.stringContaining(message) });
    }
    expect(await t.database.db.$count(stdSends, eq(stdSends.weddingId, samWedding))).toBe(0);
  });
});

describe('sending', () => {
  let sendId: number;
  let tokens: string[];

  it('sends to the chosen households in the background, one mail each, and ticks the checklist', async () => {
    const sam = await login('sam@confetti.test');
    await sam.get('/web-api/v2/wedding/checklist');
    // The seeded couple's stage starts the task done: this couple has not sent any yet.
    await t.database.db
      .update(checklistTasks)
      .set({ completedAt: null })
      .where(and(eq(checklistTasks.weddingId, samWedding), eq(checklistTasks.templateKey, 'send-save-the-dates')));
    const before = await sam.get('/web-api/v2/wedding/checklist');
    expect(before.body.tasks.find((x: { template_key: string }) => x.template_key === 'send-save-the-dates')).toMatchObject({
      done: false,
      save_the_dates_sent: 0,
    });
    const res = await sam.post<SendDetail>(B, body({ mode: 'TAG', tag_id: family.tagId }));
    expect(res.status).toBe(201);
    sendId = res.body.id;
    expect(res.body).toMatchObject({ status: 'SENDING', counts: { total: 3, queued: 3, delivered: 0 } });
    expect(res.body.recipients.map((r) => r.state)).toEqual(['QUEUED', 'QUEUED', 'QUEUED']);

    await t.app.jobs.drain();
    const done = await sam.get<SendDetail>(`${B}/${sendId}`);
    expect(done.body).toMatchObject({ status: 'DONE', counts: { total: 3, delivered: 3, queued: 0, opened: 0 } });
    const mails = await outboxFor(sendId);
    expect(mails.map((m) => m.toAddress).sort()).toEqual(['sam1@guests.test', 'sam2@guests.test', 'sam3@guests.test']);
    for (const m of mails) {
      expect(m.subject).toMatch(/: Save the date$/);
      expect(m.textBody).toContain('Sam & Riley');
      expect(m.textBody).toMatch(/\/wedding-planning\/digital\/save-the-date\/card\/[A-Za-z0-9_-]{43}\n/);
      expect(m.textBody).toMatch(/Unsubscribe: .*\?unsubscribe=1/);
      expect(m.htmlBody).toContain('/open.gif');
      // The picture is a PNG (mail clients do not show SVG), and every mail offers one-click unsubscribe.
      expect(m.htmlBody).toMatch(/\/card\.png"/);
      expect(m.htmlBody).not.toContain('card.svg');
      expect(m.headers).toEqual({
        'List-Unsubscribe': expect.stringMatching(/^<http.*\/web-api\/v2\/save-the-date\/[A-Za-z0-9_-]{43}\/one-click-unsubscribe>$/),
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
    }
    tokens = mails.map((m) => tokenIn(m.textBody));

    // Generated before or after the send, "Send save-the-dates" is done by the tool and shows the count.
    const [task] = await t.database.db
      .select()
      .from(checklistTasks)
      .where(and(eq(checklistTasks.weddingId, samWedding), eq(checklistTasks.templateKey, 'send-save-the-dates')));
    expect(task!.completedAt).toBeNull();
    const list = await sam.get('/web-api/v2/wedding/checklist');
    expect(list.body.tasks.find((x: { template_key: string }) => x.template_key === 'send-save-the-dates')).toMatchObject({
      done: true,
      done_by_tool: true,
      save_the_dates_sent: 3,
    });
  });

  it('shows the recipient their card; opening, the pixel and the website click are counted; the .ics downloads', async () => {
    const anyone = new TestClient(t.app);
    const card = await anyone.get(`${P}/${tokens[0]}`);
    expect(card.status).toBe(200);
    expect(card.body).toMatchObject({ card: { design: design.slug, wording: wordingFor() }, website_url: null, unsubscribed: false });
    expect(card.body.household_name).toMatch(/^sam family/);

    const ics = await anyone.get(`${P}/${tokens[0]}/calendar.ics`);
    expect(ics.status).toBe(200);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    expect(ics.body).toContain('DTSTART;VALUE=DATE:20260919');
    expect(ics.body).toContain('SUMMARY:');

    // The card's picture is the design drawn with the couple's wording.
    const art = await anyone.get(`${P}/${tokens[0]}/card.svg`);
    expect(art.status).toBe(200);
    expect(art.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(art.body).toContain('Sam &amp; Riley');
    expect(art.body).toMatch(/Saturday, September 19, 2026/i); // set in capitals
    expect(art.body).not.toContain('Olivia');

    // The mail's picture: the same card as a PNG.
    const png = await t.app.inject({ method: 'GET', url: `${P}/${tokens[0]}/card.png` });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect([...png.rawPayload.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

    const pixel = await anyone.get(`${P}/${tokens[1]}/open.gif`);
    expect(pixel.status).toBe(200);
    expect(pixel.headers['content-type']).toBe('image/gif');

    // The website: not published → no link and a 404; published → the click is counted and redirected.
    expect((await anyone.get(`${P}/${tokens[0]}/website`)).status).toBe(404);
    await t.database.db.insert(weddingWebsites).values({ weddingId: samWedding, slug: 'sam-and-riley-std', published: true });
    const click = await anyone.get(`${P}/${tokens[0]}/website`);
    expect(click.status).toBe(302);
    expect(click.headers.location).toBe('/wedding/sam-and-riley-std');
    expect((await anyone.get(`${P}/${tokens[0]}`)).body.website_url).toBe(`${P}/${tokens[0]}/website`);

    const sam = await login('sam@confetti.test');
    const detail = await sam.get<SendDetail>(`${B}/${sendId}`);
    expect(detail.body.counts).toMatchObject({ opened: 2, clicked: 1 });
    const byState = detail.body.recipients.map((r) => [r.opened_at !== null, r.clicked_at !== null]);
    expect(byState.filter(([o]) => o)).toHaveLength(2);
  });

  it('answers an unknown or malformed token with a 404 or 400 that says so', async () => {
    const anyone = new TestClient(t.app);
    const unknown = await anyone.get(`${P}/${'x'.repeat(43)}`);
    expect(unknown).toMatchObject({ status: 404, body: { message: M.cardNotFound } });
    expect((await anyone.get(`${P}/short`)).status).toBe(400);
  });

  it('resends only to those who did not open, and never to an address that unsubscribed', async () => {
    const sam = await login('sam@confetti.test');
    const unopened = (await sam.get<SendDetail>(`${B}/${sendId}`)).body.recipients.filter((r) => !r.opened_at);
    expect(unopened).toHaveLength(1);
    const res = await sam.post<SendDetail>(`${B}/${sendId}/resend`);
    expect(res.status).toBe(201);
    expect(res.body.resend_of).toBe(sendId);
    expect(res.body.recipients.map((r) => r.email)).toEqual([unopened[0]!.email]);
    await t.app.jobs.drain();
    expect((await sam.get<SendDetail>(`${B}/${res.body.id}`)).body.counts).toMatchObject({ delivered: 1 });
    expect((await outboxFor(sendId)).filter((m) => m.toAddress === unopened[0]!.email)).toHaveLength(2);

    // The resend's recipient unsubscribes: a second resend has no one left.
    const mails = (await outboxFor(res.body.id)).filter((m) => m.toAddress === unopened[0]!.email);
    const token = tokenIn(mails.at(-1)!.textBody);
    const anyone = new TestClient(t.app);
    const unsub = await anyone.post(`${P}/${token}/unsubscribe`);
    expect(unsub).toMatchObject({ status: 200, body: { unsubscribed: true, message: M.unsubscribed } });
    expect((await anyone.get(`${P}/${token}`)).body.unsubscribed).toBe(true);
    const again = await sam.post(`${B}/${sendId}/resend`);
    expect(again).toMatchObject({ status: 409, body: { message: M.nothingToResend } });
    const overview = await sam.get<StdOverview>(B);
    expect(overview.body.households.find((h) => h.email === unopened[0]!.email)).toMatchObject({ unsubscribed: true });
  });

  it('honours a mail client’s one-click unsubscribe (RFC 8058) at once, with no cookie or CSRF token', async () => {
    const mails = await outboxFor(sendId);
    const mail = mails.find((m) => m.toAddress === 'sam3@guests.test')!;
    const url = new URL(/^<(.*)>$/.exec(mail.headers!['List-Unsubscribe']!)![1]!);
    const res = await t.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ unsubscribed: true, message: M.unsubscribed });
    const sam = await login('sam@confetti.test');
    expect((await sam.get<StdOverview>(B)).body.households.find((h) => h.email === 'sam3@guests.test')).toMatchObject({
      unsubscribed: true,
    });
    // An unknown token is still a 404, not a way in.
    const unknown = await t.app.inject({
      method: 'POST',
      url: `${P}/${'x'.repeat(43)}/one-click-unsubscribe`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps one couple out of the other’s sends (BOLA)', async () => {
    const alex = await login('alex@confetti.test');
    expect((await alex.get(`${B}/${sendId}`)).status).toBe(404);
    expect((await alex.post(`${B}/${sendId}/resend`)).status).toBe(404);
    expect((await alex.get<StdOverview>(B)).body.sends.map((s) => s.id)).not.toContain(sendId);
    // A tag or event of another wedding is refused, not used.
    expect((await alex.post(B, body({ mode: 'TAG', tag_id: family.tagId }))).body.message).toBe(M.tag);
    expect((await alex.post(B, body({ mode: 'EVENT', event_id: family.eventId }))).body.message).toBe(M.event);
  });
});

describe('the delivery state machine under failures', () => {
  /** A send queued straight into the database (no job), to drive processSend by hand with a clock. */
  async function queuedSend(recipients: object) {
    const sam = await login('sam@confetti.test');
    const res = await sam.post<SendDetail>(B, body(recipients));
    expect(res.status).toBe(201);
    return res.body;
  }

  it('retries a temporary failure later, with the same mail id, and gives up after the last attempt', async () => {
    const send = await queuedSend({ mode: 'PICK', household_ids: family.ids.slice(0, 3) });
    // The addresses that unsubscribed above are left out of the send: one fails, the others go.
    const failing = send.recipients[0]!.email;
    const others = send.recipients.length - 1;
    expect(others).toBeGreaterThan(0);
    const deliver = t.app.mailer.deliver;
    let calls = 0;
    t.app.mailer.deliver = async (mail, id, signal) => {
      calls += 1;
      if (mail.to === failing) throw Object.assign(new Error('451 try again later'), { responseCode: 451 });
      return deliver(mail, id, signal);
    };
    try {
      let now = new Date();
      const first = await processSend(t.app, send.id, { clock: () => now });
      expect(first).toEqual({ delivered: others, retryInSeconds: 30 });
      const [row] = await t.database.db
        .select()
        .from(stdRecipients)
        .where(and(eq(stdRecipients.sendId, send.id), eq(stdRecipients.email, failing)));
      expect(row).toMatchObject({ state: 'QUEUED', attempts: 1, error: '451 try again later' });
      // Not due yet: nothing is claimed.
      expect(await processSend(t.app, send.id, { clock: () => now })).toEqual({ delivered: 0, retryInSeconds: 30 });
      for (let attempt = 2; attempt <= MAX_SEND_ATTEMPTS; attempt++) {
        now = new Date(now.getTime() + 3_600_000);
        await processSend(t.app, send.id, { clock: () => now });
      }
      const [failed] = await t.database.db.select().from(stdRecipients).where(eq(stdRecipients.id, row!.id));
      expect(failed).toMatchObject({ state: 'FAILED', attempts: MAX_SEND_ATTEMPTS });
      expect(calls).toBe(others + MAX_SEND_ATTEMPTS);
      const [s] = await t.database.db.select().from(stdSends).where(eq(stdSends.id, send.id));
      expect(s!.status).toBe('DONE');
    } finally {
      t.app.mailer.deliver = deliver;
    }
  });

  it('a worker that dies mid-send leaves its rows to another after the lease, and no one gets two mails', async () => {
    const send = await queuedSend({ mode: 'PICK', household_ids: family.ids.slice(3, 8) });
    const now = new Date();
    // The dead worker claimed every row and wrote two mails to the outbox before it died.
    const claimed = await claimRecipients(t.database.db, send.id, now);
    expect(claimed).toHaveLength(5);
    for (const row of claimed.slice(0, 2)) await t.app.mailer.deliver({ to: row.email, subject: 'x', text: 'x' }, row.mailId, undefined);
    // While its lease holds, nobody else takes the rows.
    expect(await processSend(t.app, send.id, { clock: () => now })).toEqual({ delivered: 0, retryInSeconds: LEASE_SECONDS });
    // After it: the next worker delivers all five, and the two already written stay one mail each.
    const later = new Date(now.getTime() + (LEASE_SECONDS + 1) * 1000);
    expect(await processSend(t.app, send.id, { clock: () => later })).toEqual({ delivered: 5, retryInSeconds: null });
    const rows = await t.database.db.select().from(stdRecipients).where(eq(stdRecipients.sendId, send.id));
    expect(rows.every((r) => r.state === 'DELIVERED' && r.attempts === 2)).toBe(true);
    const mails = await t.database.db
      .select()
      .from(outboxEmails)
      .where(
        inArray(
          outboxEmails.jobId,
          rows.map((r) => r.mailId),
        ),
      );
    expect(mails).toHaveLength(5);
    // The page links are the ones the token derives from the mail id.
    expect(new Set(rows.map((r) => recipientToken(t.app.config.appSecret, r.mailId))).size).toBe(5);
  });
});
