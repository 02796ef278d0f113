import { asc, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { createTestApp, TestClient, type TestApp } from './helpers';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { eventInvitations, households, users, weddingEvents, weddingMembers, weddings } from '../../server/db/schema';
import { hashPassword } from '../../server/lib/passwords';
import { eventsAnswer, guestListAnswer, type EventView } from '../../src/contracts/guests';
import { GUEST_CSV_COLUMNS } from '../../src/contracts/guestCsv';
import { importPreview, importResult } from '../../src/contracts/guestImport';

/**
 * Issue 27's CSV and the wedding's events: the Events column of the template, the import and the
 * export, and each guest's answers (RSVP, meal, dietary notes) per event in the export.
 */

const G = '/web-api/v2/wedding/guests';
const asCsv = { 'content-type': 'text/csv' };
let t: TestApp;
let passwordHash: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { authRateLimitPerMinute: 1000 } });
  passwordHash = await hashPassword(DEMO_PASSWORD);
});
afterAll(async () => t.close());

let couples = 0;
/** A new couple's owner, signed in, with an empty guest list. */
async function couple(): Promise<{ c: TestClient; weddingId: number }> {
  couples++;
  const tag = `${couples}.${Date.now()}`;
  const [owner] = await t.database.db
    .insert(users)
    .values({ email: `csv.${tag}@example.com`, firstName: 'Olive', lastName: 'Owner', passwordHash })
    .returning({ id: users.id });
  const [wedding] = await t.database.db
    .insert(weddings)
    .values({ slug: `csv-${tag.replace('.', '-')}`, ownerFirstName: 'Olive', ownerLastName: 'Owner', partnerFirstName: 'Percy' })
    .returning({ id: weddings.id });
  await t.database.db.insert(weddingMembers).values({ weddingId: wedding!.id, userId: owner!.id, role: 'OWNER' });
  const c = new TestClient(t.app);
  expect((await c.post('/website-nav/web-api/v1/auth/login', { email: `csv.${tag}@example.com`, password: DEMO_PASSWORD })).status).toBe(
    200,
  );
  return { c, weddingId: wedding!.id };
}

async function addEvent(c: TestClient, name: string, eventDate: string, meals: string[] = []): Promise<EventView> {
  const res = await c.post(`${G}/events`, {
    name,
    event_date: eventDate,
    start_time: '17:00',
    meal_options: meals.map((m) => ({ name: m })),
  });
  expect(res.status).toBe(201);
  return eventsAnswer.parse(res.body).events.find((e) => e.name === name)!;
}

type Cells = Partial<Record<(typeof GUEST_CSV_COLUMNS)[number]['key'], string>>;
function csv(...rows: Cells[]): string {
  return Papa.unparse({
    fields: GUEST_CSV_COLUMNS.map((c) => c.header),
    data: rows.map((r) => GUEST_CSV_COLUMNS.map((c) => r[c.key] ?? '')),
  });
}

/** The export's rows as objects by header. */
function readExport(body: string): { header: string[]; rows: Array<Record<string, string>> } {
  const parsed = Papa.parse<Record<string, string>>(body.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true });
  return { header: parsed.meta.fields ?? [], rows: parsed.data };
}

async function invitedNames(weddingId: number): Promise<Record<string, string[]>> {
  const rows = await t.database.db
    .select({ household: households.displayName, event: weddingEvents.name })
    .from(eventInvitations)
    .innerJoin(households, eq(households.id, eventInvitations.householdId))
    .innerJoin(weddingEvents, eq(weddingEvents.id, eventInvitations.eventId))
    .where(eq(households.weddingId, weddingId))
    .orderBy(asc(households.displayName), asc(weddingEvents.eventDate), asc(weddingEvents.id));
  const out: Record<string, string[]> = {};
  for (const r of rows) (out[r.household] ??= []).push(r.event);
  return out;
}

const people: Cells[] = [
  { household: 'The Nowak family', firstName: 'Łukasz', lastName: 'Nowak', events: 'ceremony; RECEPTION' },
  { household: 'The Nowak family', firstName: 'Zoë', lastName: 'Nowak', child: 'yes', events: 'Welcome drinks' },
  { firstName: 'Priya', lastName: 'Shah', plusOne: 'yes', events: 'Reception' },
  { firstName: 'Dev', lastName: 'Rao' },
];

describe('the Events column', () => {
  it('the template invites its examples to the signed-in couple’s own events (or Ceremony and Reception)', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: `${G}/import/template` });
    expect(readExport(anonymous.body).rows.map((r) => r.Events)).toEqual(['Ceremony; Reception', 'Ceremony; Reception', 'Ceremony']);

    const { c } = await couple();
    await addEvent(c, 'Reception', '2027-06-12');
    await addEvent(c, 'Welcome drinks', '2027-06-11');
    const res = await t.app.inject({ method: 'GET', url: `${G}/import/template`, headers: c.sessionHeaders() });
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(readExport(res.body).rows.map((r) => r.Events)).toEqual([
      'Welcome drinks; Reception',
      'Welcome drinks; Reception',
      'Welcome drinks',
    ]);
    // So the template as downloaded previews with no problem at all.
    const preview = importPreview.parse((await c.post(`${G}/import/preview`, res.body, asCsv)).body);
    expect(preview.rows.flatMap((r) => r.problems)).toEqual([]);
    expect(preview.rows[0]!.events).toEqual(['Welcome drinks', 'Reception']);
  });

  it('the preview names an unknown event as the row’s error; the import invites each household to its rows’ events', async () => {
    const { c, weddingId } = await couple();
    await addEvent(c, 'Ceremony', '2027-06-12');
    await addEvent(c, 'Reception', '2027-06-12');
    await addEvent(c, 'Welcome drinks', '2027-06-11');

    const withTypo = importPreview.parse(
      (await c.post(`${G}/import/preview`, csv(...people, { firstName: 'Mia', events: 'Reception; Brunch' }), asCsv)).body,
    );
    expect(withTypo.rows.map((r) => r.events)).toEqual([['Ceremony', 'Reception'], ['Welcome drinks'], ['Reception'], [], ['Reception']]);
    expect(withTypo.rows[4]!.problems).toEqual([
      {
        column: 'Events',
        message:
          '“Brunch” is not one of your events (Welcome drinks, Ceremony, Reception). Check the spelling, or add the event under Events first.',
        severity: 'error',
      },
    ]);
    const refused = await c.post(`${G}/import`, csv(...people, { firstName: 'Mia', events: 'Reception; Brunch' }), asCsv);
    expect(refused.status).toBe(400);
    expect(await invitedNames(weddingId)).toEqual({});

    const res = await c.post(`${G}/import`, csv(...people), asCsv);
    expect(res.status).toBe(201);
    expect(importResult.parse(res.body)).toMatchObject({ households_created: 3, guests_created: 5 });
    expect(await invitedNames(weddingId)).toEqual({
      'Priya Shah': ['Reception'],
      'The Nowak family': ['Welcome drinks', 'Ceremony', 'Reception'],
    });
  });

  it('an event name is only the caller’s own: another couple’s event of that name is not found (BOLA)', async () => {
    const other = await couple();
    await addEvent(other.c, 'Rehearsal dinner', '2027-06-10');
    const { c, weddingId } = await couple();
    const preview = importPreview.parse(
      (await c.post(`${G}/import/preview`, csv({ firstName: 'Ana', events: 'Rehearsal dinner' }), asCsv)).body,
    );
    expect(preview.rows[0]!.problems.map((p) => p.message)).toEqual([
      '“Rehearsal dinner” is not one of your events: you have none yet. Add your events under Events on the guest list first, or leave Events empty.',
    ]);
    expect((await c.post(`${G}/import`, csv({ firstName: 'Ana', events: 'Rehearsal dinner' }), asCsv)).status).toBe(400);
    expect(await invitedNames(weddingId)).toEqual({});
  });
});

describe('the export', () => {
  it('writes each guest’s answer, meal and dietary notes per event, and re-imports into a list with the same events as it was', async () => {
    const { c, weddingId } = await couple();
    const ceremony = await addEvent(c, 'Ceremony', '2027-06-12');
    const reception = await addEvent(c, 'Reception', '2027-06-12', ['Chicken', 'Mushroom risotto']);
    await addEvent(c, 'Welcome drinks', '2027-06-11');
    expect((await c.post(`${G}/import`, csv(...people), asCsv)).status).toBe(201);

    const list = guestListAnswer.parse((await c.get(G)).body);
    const guest = (first: string) => list.households.flatMap((h) => h.guests).find((g) => g.first_name === first)!;
    const record = async (first: string, eventId: number, body: object) =>
      expect((await c.put(`${G}/rsvps`, { guest_id: guest(first).id, event_id: eventId, ...body })).status).toBe(200);
    const risotto = reception.meal_options.find((m) => m.name === 'Mushroom risotto')!;
    await record('Łukasz', reception.id, { status: 'ATTENDING', meal_option_id: risotto.id, dietary_notes: 'No nuts, please' });
    await record('Łukasz', ceremony.id, { status: 'ATTENDING' });
    await record('Zoë', reception.id, { status: 'DECLINED' });
    await record('Priya', reception.id, { status: 'ATTENDING', meal_option_id: reception.meal_options[0]!.id });

    const res = await t.app.inject({ method: 'GET', url: `${G}/export`, headers: c.sessionHeaders() });
    expect(res.statusCode).toBe(200);
    const { header, rows } = readExport(res.body);
    expect(header).toEqual([
      ...GUEST_CSV_COLUMNS.map((col) => col.header),
      'RSVP: Welcome drinks',
      'Meal: Welcome drinks',
      'Dietary notes: Welcome drinks',
      'RSVP: Ceremony',
      'Meal: Ceremony',
      'Dietary notes: Ceremony',
      'RSVP: Reception',
      'Meal: Reception',
      'Dietary notes: Reception',
    ]);
    const row = (first: string) => rows.find((r) => r['First name'] === first)!;
    expect(row('Łukasz')).toMatchObject({
      Events: 'Welcome drinks; Ceremony; Reception',
      'RSVP: Welcome drinks': 'No answer',
      'RSVP: Ceremony': 'Attending',
      'Meal: Ceremony': '',
      'RSVP: Reception': 'Attending',
      'Meal: Reception': 'Mushroom risotto',
      'Dietary notes: Reception': 'No nuts, please',
    });
    expect(row('Zoë')).toMatchObject({
      Events: 'Welcome drinks; Ceremony; Reception',
      'RSVP: Reception': 'Declined',
      'Meal: Reception': '',
    });
    expect(row('Priya')).toMatchObject({
      Events: 'Reception',
      'RSVP: Ceremony': 'Not invited',
      'RSVP: Reception': 'Attending',
      'Meal: Reception': 'Chicken',
    });
    expect(row('Dev')).toMatchObject({ Events: '', 'RSVP: Reception': 'Not invited' });

    // The round trip: another couple with the same events (in another order, another case) imports the file as it is.
    const other = await couple();
    await addEvent(other.c, 'reception', '2027-07-01');
    await addEvent(other.c, 'Welcome Drinks', '2027-06-30');
    await addEvent(other.c, 'CEREMONY', '2027-07-01');
    const preview = importPreview.parse((await other.c.post(`${G}/import/preview`, res.body, asCsv)).body);
    expect(preview.rows.flatMap((r) => r.problems)).toEqual([]);
    expect(preview.ignored_columns).toEqual(header.slice(GUEST_CSV_COLUMNS.length));
    expect((await other.c.post(`${G}/import`, res.body, asCsv)).status).toBe(201);
    expect(await invitedNames(other.weddingId)).toEqual({
      'Priya Shah': ['reception'],
      'The Nowak family': ['Welcome Drinks', 'reception', 'CEREMONY'],
    });
    // And its own export is the same file but for the events' names and answers (not imported).
    const again = readExport((await t.app.inject({ method: 'GET', url: `${G}/export`, headers: other.c.sessionHeaders() })).body).rows.map(
      (r) => GUEST_CSV_COLUMNS.filter((col) => col.key !== 'events').map((col) => r[col.header]),
    );
    expect(again).toEqual(rows.map((r) => GUEST_CSV_COLUMNS.filter((col) => col.key !== 'events').map((col) => r[col.header])));
    expect(await invitedNames(weddingId)).toEqual({
      'Priya Shah': ['Reception'],
      'The Nowak family': ['Welcome drinks', 'Ceremony', 'Reception'],
    });
  });
});
