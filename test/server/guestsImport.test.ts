import { and, eq, isNull, sql } from 'drizzle-orm';
import { createTestApp, TestClient, type TestApp } from './helpers';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { guests, guestTags, householdChanges, households, weddingMembers, users } from '../../server/db/schema';
import { GUEST_CSV_COLUMNS, IMPORT_MESSAGES, MAX_IMPORT_BYTES } from '../../src/contracts/guestCsv';
import { importPreview, importResult, labelsSummary } from '../../src/contracts/guestImport';
import { readPdf } from '../unit/guests/pdfText';

const G = '/web-api/v2/wedding/guests';
let t: TestApp;
let alexWedding: number;
let samWedding: number;

beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { authRateLimitPerMinute: 1000 } });
  alexWedding = await weddingOf('alex@confetti.test');
  samWedding = await weddingOf('sam@confetti.test');
});
afterAll(async () => t.close());

async function weddingOf(email: string): Promise<number> {
  const [row] = await t.database.db
    .select({ weddingId: weddingMembers.weddingId })
    .from(weddingMembers)
    .innerJoin(users, eq(users.id, weddingMembers.userId))
    .where(eq(users.email, email));
  return row!.weddingId;
}

async function login(email: string) {
  const c = new TestClient(t.app);
  expect((await c.post('/website-nav/web-api/v1/auth/login', { email, password: DEMO_PASSWORD })).status).toBe(200);
  return c;
}

const HEADER = GUEST_CSV_COLUMNS.map((c) => c.header).join(',');
/** A CSV of the template's columns: each row names the cells it fills by key. */
function csv(...rows: Array<Partial<Record<(typeof GUEST_CSV_COLUMNS)[number]['key'], string>>>): string {
  const cell = (v = '') => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return [HEADER, ...rows.map((r) => GUEST_CSV_COLUMNS.map((c) => cell(r[c.key])).join(','))].join('\r\n') + '\r\n';
}
const asCsv = { 'content-type': 'text/csv' };

async function householdCount(weddingId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(households)
    .where(and(eq(households.weddingId, weddingId), isNull(households.deletedAt)));
  return row!.n;
}

const garcias = [
  {
    household: 'The Zuniga family',
    firstName: 'Ana',
    lastName: 'Zuniga',
    email: 'ana.zuniga@example.com',
    address1: '12 Oak Street',
    city: 'Springfield',
    stateProvince: 'IL',
    postalCode: '62704',
    tags: 'Family; Neighbours',
    side: 'partner 1',
  },
  { household: 'The Zuniga family', firstName: 'Leo', lastName: 'Zuniga', child: 'yes', tags: 'Family' },
  {
    firstName: 'Priya',
    lastName: 'Shah',
    plusOne: 'Sam Rivera',
    address1: '221B Baker Street',
    city: 'London',
    postalCode: 'NW1 6XE',
    country: 'United Kingdom',
    list: 'B',
  },
];

describe('the template', () => {
  it('downloads as a CSV with a byte-order mark and every column', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${G}/import/template` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="guest-list-template.csv"');
    expect(res.body.startsWith('\uFEFFHousehold,First name,Last name,Email')).toBe(true);
  });
});

describe('import preview', () => {
  it('needs a signed-in couple', async () => {
    expect((await new TestClient(t.app).post(`${G}/import/preview`, csv(...garcias), asCsv)).status).toBe(401);
    const guest = await login('guest@confetti.test');
    expect((await guest.post(`${G}/import/preview`, csv(...garcias), asCsv)).status).toBe(404);
  });

  it('shows each row with its problems and writes nothing', async () => {
    const alex = await login('alex@confetti.test');
    const before = await householdCount(alexWedding);
    const res = await alex.post(
      `${G}/import/preview`,
      csv(...garcias, { firstName: '', lastName: 'Nobody', email: 'not-an-email' }, { firstName: 'Eve', email: 'eve@@example.com' }),
      asCsv,
    );
    expect(res.status).toBe(200);
    const preview = importPreview.parse(res.body);
    expect(preview.summary).toEqual({ rows: 5, error_rows: 2, duplicate_rows: 0, households: 2, guests: 4 });
    expect(preview.rows[0]).toMatchObject({
      row: 2,
      household_name: 'The Zuniga family',
      address_lines: ['12 Oak Street', 'Springfield, IL 62704'],
      tags: ['Family', 'Neighbours'],
      side: 'PARTNER1',
      has_errors: false,
    });
    expect(preview.rows[2]).toMatchObject({
      plus_one: 'Sam Rivera',
      address_lines: ['221B Baker Street', 'LONDON', 'NW1 6XE', 'UNITED KINGDOM'],
    });
    expect(preview.rows[3]!.problems).toEqual([
      { column: 'First name', message: 'Nobody has no first name. Every guest needs one.', severity: 'error' },
      { column: 'Email', message: '“not-an-email” is not an email address.', severity: 'error' },
    ]);
    expect(preview.rows[4]!.problems).toEqual([
      { column: 'Email', message: '“eve@@example.com” is not an email address.', severity: 'error' },
    ]);
    expect(await householdCount(alexWedding)).toBe(before);
  });

  it('refuses a 10,000-row file in one sentence, and a file over the size limit before reading it', async () => {
    const alex = await login('alex@confetti.test');
    const big = csv(...Array.from({ length: 10_000 }, (_, i) => ({ firstName: `Guest${i}` })));
    const many = await alex.post(`${G}/import/preview`, big, asCsv);
    expect(many.status).toBe(400);
    expect(many.body).toMatchObject({ code: 'csv_unreadable', message: IMPORT_MESSAGES.tooManyRows(10_000) });

    const huge = 'First name\n' + 'x'.repeat(MAX_IMPORT_BYTES);
    const tooLarge = await alex.post(`${G}/import/preview`, huge, asCsv);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({ code: 'too_large', message: IMPORT_MESSAGES.tooLarge(Buffer.byteLength(huge)) });
  });

  it('names the row of a quote that never closes', async () => {
    const alex = await login('alex@confetti.test');
    const res = await alex.post(`${G}/import/preview`, `First name,Last name\nAna,Zuniga\n"Leo,Zuniga\nEva,Zuniga\n`, asCsv);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'csv_unreadable', row: 3, message: IMPORT_MESSAGES.unclosedQuote(3) });
  });

  it('refuses a body that is not a CSV file', async () => {
    const alex = await login('alex@confetti.test');
    const res = await alex.post(`${G}/import/preview`, { csv: 'First name\nAna' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('not_a_csv');
  });
});

describe('import', () => {
  it('refuses while a kept row has an error, writing nothing; with that row skipped, writes the rest in one go', async () => {
    const sam = await login('sam@confetti.test');
    const file = csv(...garcias, { firstName: '', lastName: 'Nobody' });
    const before = await householdCount(samWedding);

    const refused = await sam.post(`${G}/import`, file, asCsv);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'import_has_errors',
      message: 'Row 5 still has a problem. Fix it in the file or skip the row, then import again. Nothing was imported.',
      rows: [{ row: 5, problems: [{ column: 'First name', severity: 'error' }] }],
    });
    expect(await householdCount(samWedding)).toBe(before);

    const done = await sam.post(`${G}/import?skip=5`, file, asCsv);
    expect(done.status).toBe(201);
    expect(importResult.parse(done.body)).toEqual({ households_created: 2, guests_created: 4, rows_skipped: 1, tags_created: 2 });
    expect(await householdCount(samWedding)).toBe(before + 2);

    const [garcia] = await t.database.db
      .select()
      .from(households)
      .where(and(eq(households.weddingId, samWedding), eq(households.displayName, 'The Zuniga family')));
    expect(garcia).toMatchObject({
      address1: '12 Oak Street',
      city: 'Springfield',
      stateProvince: 'IL',
      postalCode: '62704',
      countryCode: 'US',
      side: 'PARTNER1',
    });
    const people = await t.database.db.select().from(guests).where(eq(guests.householdId, garcia!.id));
    expect(people.map((p) => [p.firstName, p.isChild])).toEqual([
      ['Ana', false],
      ['Leo', true],
    ]);
    const [shah] = await t.database.db
      .select()
      .from(households)
      .where(and(eq(households.weddingId, samWedding), eq(households.displayName, 'Priya Shah')));
    expect(shah).toMatchObject({ countryCode: 'GB', list: 'B', postalCode: 'NW1 6XE' });
    const shahs = await t.database.db.select().from(guests).where(eq(guests.householdId, shah!.id));
    const priya = shahs.find((p) => p.firstName === 'Priya')!;
    expect(priya.plusOneAllowed).toBe(true);
    expect(shahs.find((p) => p.plusOneOf === priya.id)).toMatchObject({ firstName: 'Sam', lastName: 'Rivera' });
    const audit = await t.database.db.select().from(householdChanges).where(eq(householdChanges.householdId, garcia!.id));
    expect(audit).toEqual([
      expect.objectContaining({ source: 'IMPORT', changes: [{ field: 'display_name', old: null, new: 'The Zuniga family' }] }),
    ]);
  });

  it('finds people already on the list by name or email, and the preview suggests skipping them', async () => {
    const sam = await login('sam@confetti.test');
    const res = await sam.post(
      `${G}/import/preview`,
      csv(
        { firstName: 'ANA', lastName: 'zúñiga' },
        { firstName: 'Annie', lastName: 'G', email: 'Ana.Zuniga@example.com' },
        { firstName: 'New', lastName: 'Person' },
      ),
      asCsv,
    );
    const preview = importPreview.parse(res.body);
    expect(preview.rows.map((r) => r.duplicate_of && [r.duplicate_of.name, r.duplicate_of.household_name, r.duplicate_of.by])).toEqual([
      ['Ana Zuniga', 'The Zuniga family', 'name'],
      ['Ana Zuniga', 'The Zuniga family', 'email'],
      null,
    ]);
    expect(preview.summary).toMatchObject({ duplicate_rows: 2, households: 1, guests: 1 });
  });

  it('does not see another couple’s guests as duplicates (BOLA), and imports into the caller’s own wedding only', async () => {
    const alex = await login('alex@confetti.test');
    const preview = importPreview.parse(
      (await alex.post(`${G}/import/preview`, csv({ firstName: 'Ana', lastName: 'Zuniga' }), asCsv)).body,
    );
    expect(preview.rows[0]!.duplicate_of).toBeNull();
    const samBefore = await householdCount(samWedding);
    expect((await alex.post(`${G}/import`, csv({ firstName: 'Ana', lastName: 'Zuniga' }), asCsv)).status).toBe(201);
    expect(await householdCount(samWedding)).toBe(samBefore);
  });

  it('is all or nothing: a row the database refuses halfway undoes the households, tags and people before it', async () => {
    const sam = await login('sam@confetti.test');
    await t.database.db.execute(sql`
      create or replace function refuse_boom() returns trigger language plpgsql as $$
      begin if new.first_name = 'Boom' then raise exception 'refused for the test'; end if; return new; end $$`);
    await t.database.db.execute(sql`create trigger refuse_boom before insert on guests for each row execute function refuse_boom()`);
    try {
      const before = await householdCount(samWedding);
      const [{ n: tagsBefore }] = (await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(guestTags)
        .where(eq(guestTags.weddingId, samWedding))) as [{ n: number }];
      const res = await sam.post(
        `${G}/import`,
        csv({ firstName: 'First', lastName: 'One', tags: 'Brand new tag' }, { firstName: 'Boom', lastName: 'Two' }),
        asCsv,
      );
      expect(res.status).toBe(500);
      expect(await householdCount(samWedding)).toBe(before);
      const [{ n: tagsAfter }] = (await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(guestTags)
        .where(eq(guestTags.weddingId, samWedding))) as [{ n: number }];
      expect(tagsAfter).toBe(tagsBefore);
      expect(await t.database.db.select().from(guests).where(eq(guests.firstName, 'First'))).toEqual([]);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_boom on guests`);
    }
  });

  it('refuses an import where every row is skipped, and a skip list that is not one', async () => {
    const sam = await login('sam@confetti.test');
    const none = await sam.post(`${G}/import?skip=2-3`, csv({ firstName: 'A' }, { firstName: 'B' }), asCsv);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Every row is skipped, so there is nothing to import.');
    const bad = await sam.post(`${G}/import?skip=two`, csv({ firstName: 'A' }), asCsv);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid skip: must list row numbers separated by commas, such as 3,5,9-12');
  });
});

describe('export', () => {
  it('writes the filtered list as a CSV in the template’s columns, which imports again as duplicates and nothing wrong', async () => {
    const sam = await login('sam@confetti.test');
    const res = await t.app.inject({ method: 'GET', url: `${G}/export`, headers: sam.sessionHeaders() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="guest-list-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]!.startsWith(GUEST_CSV_COLUMNS.map((c) => c.header).join(','))).toBe(true);
    expect(lines).toContain(
      'The Zuniga family,Ana,Zuniga,ana.zuniga@example.com,,no,no,12 Oak Street,,Springfield,IL,62704,US,Family; Neighbours,partner 1,A,,,,',
    );
    expect(lines.find((l) => l.startsWith('Priya Shah,Priya,Shah'))).toContain(',no,Sam Rivera,221B Baker Street,,London,,NW1 6XE,GB,');

    const onlyB = await t.app.inject({ method: 'GET', url: `${G}/export?list=B`, headers: sam.sessionHeaders() });
    const bLines = onlyB.body.trim().split('\r\n').slice(1);
    expect(bLines.length).toBeGreaterThan(0);
    expect(bLines.every((l) => l.split(',')[15] === 'B')).toBe(true);

    const again = importPreview.parse((await sam.post(`${G}/import/preview`, res.body, asCsv)).body);
    expect(again.summary.error_rows).toBe(0);
    expect(again.summary.duplicate_rows).toBe(again.summary.rows);
    expect(again.ignored_columns.every((c) => /^(RSVP|Meal|Dietary notes): /.test(c))).toBe(true);
  });

  it('holds only the caller’s own wedding (BOLA)', async () => {
    const alex = await login('alex@confetti.test');
    const res = await t.app.inject({ method: 'GET', url: `${G}/export`, headers: alex.sessionHeaders() });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('Priya Shah');
    expect((await new TestClient(t.app).get(`${G}/export`)).status).toBe(401);
  });
});

describe('labels', () => {
  it('lists who has no address with the collection link, and prints the others as a PDF', async () => {
    const sam = await login('sam@confetti.test');
    await sam.put(`${G}/collection-link`, { enabled: true });
    const summary = labelsSummary.parse((await sam.get(`${G}/labels`)).body);
    const names = (await t.database.db
      .select({ name: households.displayName, address1: households.address1 })
      .from(households)
      .where(and(eq(households.weddingId, samWedding), isNull(households.deletedAt)))) as Array<{ name: string; address1: string }>;
    expect(summary.printable).toBe(names.filter((n) => n.address1).length);
    expect(summary.missing.map((m) => m.display_name).sort()).toEqual(
      names
        .filter((n) => !n.address1)
        .map((n) => n.name)
        .sort(),
    );
    expect(summary.collect_path).toMatch(/^\/wedding-planning\/guests\/collect\/[\w-]{20,}$/);

    const res = await t.app.inject({ method: 'GET', url: `${G}/labels.pdf?format=avery5160`, headers: sam.sessionHeaders() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="guest-labels-avery5160.pdf"');
    const pdf = await readPdf(res.rawPayload);
    const text = pdf.pages.flatMap((p) => p.texts.map((x) => x.text));
    expect(text).toEqual(
      expect.arrayContaining(['The Zuniga family', '12 Oak Street', 'Springfield, IL 62704', 'Priya Shah', 'UNITED KINGDOM']),
    );
  });

  it('prints envelopes with a checked return address, and refuses a wrong one', async () => {
    const sam = await login('sam@confetti.test');
    const q =
      'format=envelope10&return_name=Sam%20%26%20Riley&return_address1=1%20Beach%20Rd&return_city=Honolulu&return_state_province=HI&return_postal_code=96815';
    const res = await t.app.inject({ method: 'GET', url: `${G}/labels.pdf?${q}`, headers: sam.sessionHeaders() });
    expect(res.statusCode).toBe(200);
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.pages[0]!.texts.slice(0, 3).map((x) => x.text)).toEqual(['Sam & Riley', '1 Beach Rd', 'Honolulu, HI 96815']);
    const bad = await sam.get(
      `${G}/labels.pdf?format=envelope10&return_name=Us&return_address1=1%20Rd&return_city=X&return_state_province=ZZ&return_postal_code=1`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Return address: “ZZ” is not a state of the United States.');
  });

  it('prints only the caller’s own households, whatever ids are asked for (BOLA)', async () => {
    const [samsHousehold] = await t.database.db.select({ id: households.id }).from(households).where(eq(households.weddingId, samWedding));
    const alex = await login('alex@confetti.test');
    const summary = labelsSummary.parse((await alex.get(`${G}/labels?households=${samsHousehold!.id}`)).body);
    expect(summary).toMatchObject({ printable: 0, missing: [] });
    const pdf = await alex.get(`${G}/labels.pdf?households=${samsHousehold!.id}`);
    expect(pdf.status).toBe(400);
    expect(pdf.body.code).toBe('no_addresses');
  });
});
