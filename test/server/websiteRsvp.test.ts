import { and, eq } from 'drizzle-orm';
import { createTestApp, TestClient, type TestApp } from './helpers';
import { waitForMail } from './accounts';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import {
  eventInvitations,
  eventMealOptions,
  guests,
  households,
  outboxEmails,
  rsvps,
  weddingEvents,
  weddings,
} from '../../server/db/schema';
import { RSVP_MESSAGES, rsvpInvitation } from '../../src/contracts/websiteRsvp';

const W = '/web-api/v2/wedding-website';
let t: TestApp;
let sam: TestClient;
const ids = { garcia: 0, maria: 0, tom: 0, other: 0, ceremony: 0, brunch: 0, rehearsal: 0, chicken: 0, fish: 0, eggs: 0 };

beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { authRateLimitPerMinute: 1000 } });
  sam = new TestClient(t.app);
  expect((await sam.post('/website-nav/web-api/v1/auth/login', { email: 'sam@confetti.test', password: DEMO_PASSWORD })).status).toBe(200);
  expect((await sam.post(W)).status).toBe(201);
  await sam.put(`${W}/settings`, { published: true });

  // Sam and Riley's guest list: the Garcias (Maria and Tom) invited to the ceremony and the brunch,
  // not the rehearsal; two Smiths in two households (an ambiguous name).
  const db = t.database.db;
  const [wedding] = await db.select().from(weddings).where(eq(weddings.slug, 'sam-and-riley'));
  const w = wedding!.id;
  const [ceremony, brunch, rehearsal] = await db
    .insert(weddingEvents)
    .values([
      { weddingId: w, name: 'Ceremony', eventDate: '2031-05-17', startTime: '16:00', place: 'Forsyth Park' },
      { weddingId: w, name: 'Brunch', eventDate: '2031-05-18', startTime: '10:30', place: 'The Grey' },
      { weddingId: w, name: 'Rehearsal dinner', eventDate: '2031-05-16', startTime: '19:00', place: 'Olde Pink House' },
    ])
    .returning();
  const [chicken, fish, eggs] = await db
    .insert(eventMealOptions)
    .values([
      { eventId: ceremony!.id, name: 'Chicken', sortOrder: 0 },
      { eventId: ceremony!.id, name: 'Fish', sortOrder: 1 },
      { eventId: brunch!.id, name: 'Eggs', sortOrder: 0 },
    ])
    .returning();
  const [garcia, smith1, smith2] = await db
    .insert(households)
    .values([
      { weddingId: w, displayName: 'The Garcia family' },
      { weddingId: w, displayName: 'Jane Smith' },
      { weddingId: w, displayName: 'The Smiths' },
    ])
    .returning();
  const [maria, tom, other] = await db
    .insert(guests)
    .values([
      { weddingId: w, householdId: garcia!.id, firstName: 'María', lastName: 'García', sortOrder: 0 },
      { weddingId: w, householdId: garcia!.id, firstName: 'Thomas', lastName: 'García', sortOrder: 1 },
      { weddingId: w, householdId: smith1!.id, firstName: 'Jane', lastName: 'Smith' },
      { weddingId: w, householdId: smith2!.id, firstName: 'Jane', lastName: 'Smith' },
    ])
    .returning();
  await db.insert(eventInvitations).values([
    { eventId: ceremony!.id, householdId: garcia!.id },
    { eventId: brunch!.id, householdId: garcia!.id },
  ]);
  Object.assign(ids, {
    garcia: garcia!.id,
    maria: maria!.id,
    tom: tom!.id,
    other: other!.id,
    ceremony: ceremony!.id,
    brunch: brunch!.id,
    rehearsal: rehearsal!.id,
    chicken: chicken!.id,
    fish: fish!.id,
    eggs: eggs!.id,
  });
});
afterAll(async () => t.close());

const find = (c: TestClient, first_name: string, last_name: string) =>
  c.post(`${W}/public/sam-and-riley/rsvp/find`, { first_name, last_name });
let ip = 1;
/** A guest's browser at an address of its own (the RSVP budget is per IP). */
const guestBrowser = () => new TestClient(t.app, { ip: `10.1.0.${ip++}` });

describe('online RSVP', () => {
  it('is closed while the site has no RSVP page', async () => {
    const res = await find(guestBrowser(), 'Maria', 'Garcia');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: RSVP_MESSAGES.noRsvp, code: 'rsvp_off' });
    expect((await sam.put(`${W}/pages/RSVP`, { enabled: true })).status).toBe(200);
  });

  it('finds the one invitation by a name, with nicknames and a typo, and says nothing of anyone else', async () => {
    const guest = guestBrowser();
    const res = await find(guest, 'tom', 'Garica');
    expect(res.status).toBe(200);
    const invitation = rsvpInvitation.parse(res.body);
    expect(invitation.household).toBe('The Garcia family');
    expect(invitation.people.map((p) => p.name)).toEqual(['María García', 'Thomas García']);
    expect(invitation.events.map((e) => [e.name, e.time, e.meals.map((m) => m.name)])).toEqual([
      ['Ceremony', '4:00 PM', ['Chicken', 'Fish']],
      ['Brunch', '10:30 AM', ['Eggs']],
    ]);
    expect(invitation.open).toBe(true);
    expect(JSON.stringify(res.body)).not.toContain('Smith');

    const none = await find(guest, 'Nobody', 'Known');
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ message: RSVP_MESSAGES.notFound, code: 'rsvp_not_found' });
    const two = await find(guest, 'Jane', 'Smith');
    expect(two.status).toBe(404);
    expect(two.body).toMatchObject({ message: RSVP_MESSAGES.ambiguous, code: 'rsvp_ambiguous' });
    expect(JSON.stringify(two.body)).not.toContain('Smiths');
    const short = await find(guest, 'Maria', 'G');
    expect(short.status).toBe(400);
    expect(short.body.fields.last_name).toBe(RSVP_MESSAGES.nameNeeded);
  });

  it('saves each person’s answer for each event into the guest list, and mails a confirmation with an .ics', async () => {
    const guest = guestBrowser();
    const { key } = (await find(guest, 'Maria', 'Garcia')).body;
    const res = await guest.put(`${W}/public/sam-and-riley/rsvp`, {
      key,
      email: 'maria@example.com',
      answers: [
        {
          guest_id: ids.maria,
          event_id: ids.ceremony,
          status: 'ATTENDING',
          meal_option_id: ids.fish,
          dietary_notes: 'No nuts',
          song_request: 'September',
        },
        { guest_id: ids.tom, event_id: ids.ceremony, status: 'ATTENDING', meal_option_id: ids.chicken },
        { guest_id: ids.maria, event_id: ids.brunch, status: 'ATTENDING', meal_option_id: ids.eggs },
        // A song from someone who does not come is not kept.
        { guest_id: ids.tom, event_id: ids.brunch, status: 'DECLINED', meal_option_id: ids.eggs, song_request: 'Valerie' },
      ],
    });
    expect(res.status).toBe(200);
    const saved = rsvpInvitation.parse(res.body);
    expect(saved.answers).toHaveLength(4);

    // The couple's guest list has them at once, answered by the guest; a declined person has no meal.
    const rows = await t.database.db.select().from(rsvps).where(eq(rsvps.guestId, ids.tom));
    expect(rows.map((r) => [r.eventId, r.status, r.mealOptionId, r.answeredBy, r.songRequest]).sort()).toEqual(
      [
        [ids.ceremony, 'ATTENDING', ids.chicken, 'GUEST', ''],
        [ids.brunch, 'DECLINED', null, 'GUEST', ''],
      ].sort(),
    );
    const [maria] = await t.database.db
      .select()
      .from(rsvps)
      .where(and(eq(rsvps.guestId, ids.maria), eq(rsvps.eventId, ids.ceremony)));
    expect(maria!.dietaryNotes).toBe('No nuts');
    expect(maria!.songRequest).toBe('September');
    // …and the couple's own view of the household shows the answers.
    const household = await sam.get(`/web-api/v2/wedding/guests/households/${ids.garcia}`);
    expect(household.status).toBe(200);
    expect(JSON.stringify(household.body)).toContain('"answered_by":"GUEST"');
    expect(JSON.stringify(household.body)).toContain('"song_request":"September"');

    const mail = await waitForMail(t, 'maria@example.com', 'Thank you for your reply');
    expect(mail.subject).toBe('Your RSVP to Sam & Riley’s wedding');
    expect(mail.textBody).toContain('María García: attending (Fish; song request: September)');
    expect(mail.textBody).toContain('Thomas García: not attending');
    const [row] = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.id, mail.id));
    expect(row!.attachments).toHaveLength(1);
    expect(row!.attachments![0]).toMatchObject({ filename: 'wedding.ics' });
    expect(row!.attachments![0]!.content).toContain('SUMMARY:Sam & Riley: Ceremony');
    expect(row!.attachments![0]!.content).toContain('DTSTART;TZID=America/New_York:20310517T160000');

    // Finding the invitation again shows the answers, to change them.
    const again = rsvpInvitation.parse((await find(guest, 'Thomas', 'Garcia')).body);
    expect(again.answers.find((a) => a.guest_id === ids.maria && a.event_id === ids.ceremony)).toMatchObject({
      status: 'ATTENDING',
      meal_option_id: ids.fish,
      song_request: 'September',
    });
  });

  it('answers only for the household and the events its key names', async () => {
    const guest = guestBrowser();
    const { key } = (await find(guest, 'Maria', 'Garcia')).body;
    const save = (body: Record<string, unknown>) => guest.put(`${W}/public/sam-and-riley/rsvp`, { key, ...body });
    const answer = (over: Record<string, unknown>) => ({
      answers: [{ guest_id: ids.maria, event_id: ids.ceremony, status: 'ATTENDING', ...over }],
    });

    expect((await save(answer({ guest_id: ids.other }))).body.message).toBe(RSVP_MESSAGES.notInHousehold);
    expect((await save(answer({ event_id: ids.rehearsal }))).body.message).toBe(RSVP_MESSAGES.notInvited);
    expect((await save(answer({ meal_option_id: ids.eggs }))).body.message).toBe(RSVP_MESSAGES.mealNotOnMenu);
    expect((await save({ answers: [] })).body.message).toContain(RSVP_MESSAGES.nothing);
    expect((await save({ ...answer({}), email: 'not-an-email' })).body.fields.email).toBe(RSVP_MESSAGES.email);
    const longSong = await save(answer({ song_request: 'la '.repeat(70) }));
    expect([longSong.status, longSong.body.fields['answers.0.song_request']]).toEqual([400, RSVP_MESSAGES.songTooLong]);
    // A key that was tampered with, or one made for another household.
    const [id, sig] = (key as string).split('.');
    for (const forged of [`${id}.${sig!.slice(0, -2)}xx`, `${ids.garcia + 1}.${sig}`, 'x'.repeat(20)]) {
      const res = await guest.put(`${W}/public/sam-and-riley/rsvp`, { key: forged, ...answer({}) });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(RSVP_MESSAGES.badKey);
    }
  });

  it('a key opens only its own site (another couple’s site refuses it)', async () => {
    const alex = new TestClient(t.app);
    await alex.post('/website-nav/web-api/v1/auth/login', { email: 'alex@confetti.test', password: DEMO_PASSWORD });
    await alex.post(W);
    await alex.put(`${W}/settings`, { published: true });
    await alex.put(`${W}/pages/RSVP`, { enabled: true });
    const guest = guestBrowser();
    const { key } = (await find(guest, 'Maria', 'Garcia')).body;
    const res = await guest.put(`${W}/public/alex-and-jordan/rsvp`, {
      key,
      answers: [{ guest_id: ids.maria, event_id: ids.ceremony, status: 'DECLINED' }],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(RSVP_MESSAGES.badKey);
    // Alex's site does not find Sam's guests either.
    expect((await guest.post(`${W}/public/alex-and-jordan/rsvp/find`, { first_name: 'Maria', last_name: 'Garcia' })).status).toBe(404);
  });

  it('stops taking answers after the reply-by date, and asks a protected site’s password first', async () => {
    const guest = guestBrowser();
    await sam.put(`${W}/settings`, { rsvp_deadline: '2020-01-01' });
    const found = await find(guest, 'Maria', 'Garcia');
    expect(found.body.open).toBe(false);
    const late = await guest.put(`${W}/public/sam-and-riley/rsvp`, {
      key: found.body.key,
      answers: [{ guest_id: ids.maria, event_id: ids.ceremony, status: 'DECLINED' }],
    });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ message: RSVP_MESSAGES.closed, code: 'rsvp_closed' });
    await sam.put(`${W}/settings`, { rsvp_deadline: null });

    await sam.put(`${W}/password`, { password: 'savannah' });
    expect((await find(guestBrowser(), 'Maria', 'Garcia')).status).toBe(401);
    await sam.put(`${W}/password`, { password: null });
  });

  it('rate-limits lookups', async () => {
    const guest = guestBrowser();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await find(guest, 'Someone', `Name${i}`)).status);
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
