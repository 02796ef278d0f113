import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, TestClient, type TestApp } from './helpers';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { householdChanges, households, users, weddingMembers, weddings } from '../../server/db/schema';
import { hashPassword } from '../../server/lib/passwords';
import {
  bulkAnswer,
  deleteGuestAnswer,
  eventsAnswer,
  guestDeleteImpact,
  guestListAnswer,
  householdAnswer,
  MAX_HOUSEHOLDS,
  MESSAGES,
  rsvpAnswer,
  tagsAnswer,
  type CreateHouseholdBody,
} from '../../src/contracts/guests';
import { dashboardView } from '../../src/contracts/dashboard';

const G = '/web-api/v2/wedding/guests';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read loosely typed JSON bodies
type Json = any;
let t: TestApp;
let passwordHash: string;

beforeAll(async () => {
  t = await createTestApp({ seed: { products: 20, vendors: 20 }, config: { authRateLimitPerMinute: 1000 } });
  passwordHash = await hashPassword(DEMO_PASSWORD);
});
afterAll(async () => t.close());

async function login(email: string) {
  const c = new TestClient(t.app);
  const res = await c.post(`/website-nav/web-api/v1/auth/login`, { email, password: DEMO_PASSWORD });
  expect(res.status).toBe(200);
  return c;
}

let couples = 0;
/** A new couple (owner and partner signed in), with an empty guest list. */
async function couple(): Promise<{ owner: TestClient; partner: TestClient; weddingId: number }> {
  couples++;
  const tag = `${couples}.${Date.now()}`;
  const [owner] = await t.database.db
    .insert(users)
    .values({ email: `owner.${tag}@example.com`, firstName: 'Olive', lastName: 'Owner', passwordHash })
    .returning({ id: users.id });
  const [partner] = await t.database.db
    .insert(users)
    .values({ email: `partner.${tag}@example.com`, firstName: 'Percy', lastName: 'Partner', passwordHash })
    .returning({ id: users.id });
  const [wedding] = await t.database.db
    .insert(weddings)
    .values({ slug: `couple-${tag.replace('.', '-')}`, ownerFirstName: 'Olive', ownerLastName: 'Owner', partnerFirstName: 'Percy' })
    .returning({ id: weddings.id });
  await t.database.db.insert(weddingMembers).values([
    { weddingId: wedding!.id, userId: owner!.id, role: 'OWNER' },
    { weddingId: wedding!.id, userId: partner!.id, role: 'PARTNER' },
  ]);
  return { owner: await login(`owner.${tag}@example.com`), partner: await login(`partner.${tag}@example.com`), weddingId: wedding!.id };
}

const garcia = (overrides: Partial<CreateHouseholdBody> = {}): CreateHouseholdBody => ({
  display_name: 'The Garcia family',
  address1: '12 Maple Ave',
  city: 'Austin',
  state_province: 'tx',
  postal_code: '78701',
  country_code: 'US',
  side: 'PARTNER1',
  guests: [
    { first_name: 'Maria', last_name: 'Garcia', email: 'maria@example.com' },
    { first_name: 'Tom', last_name: 'Garcia' },
  ],
  ...overrides,
});

async function addHousehold(c: TestClient, body: CreateHouseholdBody = garcia()) {
  const res = await c.post(`${G}/households`, body);
  expect(res.status).toBe(201);
  return householdAnswer.parse(res.body).household;
}

async function addEvent(c: TestClient, name = 'Reception', meals: string[] = ['Chicken', 'Fish']) {
  const res = await c.post(`${G}/events`, {
    name,
    event_date: '2027-06-12',
    start_time: '17:30',
    place: 'The Boathouse',
    meal_options: meals.map((m) => ({ name: m })),
  });
  expect(res.status).toBe(201);
  return eventsAnswer.parse(res.body).events.find((e) => e.name === name)!;
}

async function addTag(c: TestClient, name: string) {
  const res = await c.post(`${G}/tags`, { name });
  expect(res.status).toBe(201);
  return tagsAnswer.parse(res.body).tags.find((tg) => tg.name === name)!;
}

describe('the guest list: households', () => {
  it('needs a signed-in member of a wedding', async () => {
    expect((await new TestClient(t.app).get(G)).status).toBe(401);
    const res = await (await login('guest@confetti.test')).get(G);
    expect(res.status).toBe(404);
  });

  it('adds a household with its people, tidies the address, and lists it', async () => {
    const { owner } = await couple();
    const h = await addHousehold(owner);
    expect(h).toMatchObject({ display_name: 'The Garcia family', state_province: 'TX', has_address: true, version: 1, side: 'PARTNER1' });
    expect(h.guests.map((g) => g.first_name)).toEqual(['Maria', 'Tom']);
    const list = guestListAnswer.parse((await owner.get(G)).body);
    expect(list.total).toBe(1);
    expect(list.total_guests).toBe(2);
    expect(list.counts).toMatchObject({ households: 1, guests: 2, adults: 2, children: 0, invited: 0, missing_address: 0 });
    expect(list.partner1_first_name).toBe('Olive');
  });

  it('refuses bad input with a message per field, never a 500', async () => {
    const { owner } = await couple();
    const cases: Array<[Json, string]> = [
      [garcia({ display_name: '  ' }), MESSAGES.displayNameRequired],
      [garcia({ guests: [{ first_name: '', last_name: '' }] }), MESSAGES.personNameRequired],
      [garcia({ guests: [] }), MESSAGES.peopleRequired],
      [garcia({ guests: [{ first_name: 'Ann', email: 'not-an-email' }] }), MESSAGES.email],
      [garcia({ phone: '12' }), MESSAGES.phone],
      [garcia({ postal_code: '7870' }), MESSAGES.zip],
      [garcia({ state_province: 'XX' }), MESSAGES.state],
      [garcia({ address1: '' }), MESSAGES.address1],
      [garcia({ country_code: 'ZZ' }), MESSAGES.country],
      [garcia({ country_code: 'CA', state_province: 'ON', postal_code: '12345' }), MESSAGES.canadianPostal],
    ];
    for (const [body, message] of cases) {
      const res = await owner.post(`${G}/households`, body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    // International addresses are welcome; an empty address is "missing", not wrong.
    expect(
      (await owner.post(`${G}/households`, garcia({ country_code: 'GB', state_province: '', postal_code: 'SW1A 1AA', city: 'London' })))
        .status,
    ).toBe(201);
    const noAddress = await addHousehold(owner, { display_name: 'Nadia Ali', guests: [{ first_name: 'Nadia', last_name: 'Ali' }] });
    expect(noAddress.has_address).toBe(false);
  });

  it('names an unnamed +1 "Guest of" and creates one for an allowed host', async () => {
    const { owner } = await couple();
    const h = await addHousehold(owner, {
      display_name: 'Sam Park',
      guests: [{ first_name: 'Sam', last_name: 'Park', plus_one_allowed: true }],
    });
    expect(h.guests).toHaveLength(2);
    expect(h.guests[1]).toMatchObject({ first_name: '', plus_one_of: h.guests[0]!.id });
    const named = await addHousehold(owner, {
      display_name: 'Lee Kim',
      guests: [
        { key: 'lee', first_name: 'Lee', last_name: 'Kim', plus_one_allowed: true },
        { first_name: 'Ada', last_name: 'Byron', plus_one_of_key: 'lee' },
      ],
    });
    expect(named.guests).toHaveLength(2);
    expect(named.guests[1]).toMatchObject({ first_name: 'Ada', plus_one_of: named.guests[0]!.id });
  });

  it('updates only the fields sent, audits the change, and moves the version', async () => {
    const { owner } = await couple();
    const h = await addHousehold(owner);
    const res = await owner.patch(`${G}/households/${h.id}`, { version: 1, notes: 'Vegetarian table', list: 'B' });
    expect(res.status).toBe(200);
    const after = householdAnswer.parse(res.body).household;
    expect(after).toMatchObject({ version: 2, notes: 'Vegetarian table', list: 'B', city: 'Austin', updated_by: 'Olive' });
    const history = (await owner.get(`${G}/households/${h.id}/changes`)).body;
    expect(history.changes[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'notes', old: '', new: 'Vegetarian table' },
        { field: 'list', old: 'A', new: 'B' },
      ]),
    );
    const audit = await t.database.db.select().from(householdChanges).where(eq(householdChanges.householdId, h.id));
    expect(audit.map((a) => a.source)).toEqual(['COUPLE', 'COUPLE']);
  });

  it('refuses a stale save with the household as the partner left it, and loses nothing', async () => {
    const { owner, partner } = await couple();
    const h = await addHousehold(owner);
    const first = await partner.patch(`${G}/households/${h.id}`, { version: 1, phone: '+1 512 555 0100' });
    expect(first.status).toBe(200);
    const stale = await owner.patch(`${G}/households/${h.id}`, { version: 1, notes: 'From the owner' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'stale_household',
      message: 'Your partner changed this household. Review their change and save again.',
    });
    expect(stale.body.household).toMatchObject({ version: 2, phone: '+1 512 555 0100', updated_by: 'Percy' });
    const retry = await owner.patch(`${G}/households/${h.id}`, { version: 2, notes: 'From the owner' });
    expect(householdAnswer.parse(retry.body).household).toMatchObject({ phone: '+1 512 555 0100', notes: 'From the owner', version: 3 });
  });

  it('edits the people: adds, renames, and removes someone without an answer at once', async () => {
    const { owner } = await couple();
    const h = await addHousehold(owner);
    const [maria, tom] = h.guests;
    const res = await owner.patch(`${G}/households/${h.id}`, {
      version: 1,
      guests: [
        { id: maria!.id, first_name: 'María', last_name: 'Garcia' },
        { first_name: 'Lucia', last_name: 'Garcia', is_child: true },
      ],
    });
    expect(res.status).toBe(200);
    const after = householdAnswer.parse(res.body);
    expect(after.household.guests.map((g) => [g.first_name, g.is_child])).toEqual([
      ['María', false],
      ['Lucia', true],
    ]);
    expect(after.household.guests.some((g) => g.id === tom!.id)).toBe(false);
    expect(after.counts).toMatchObject({ children: 1, adults: 1 });
  });
});

describe('the guest list: events, RSVPs and counts', () => {
  it('records RSVPs per person per event with meals, and counts them', async () => {
    const { owner, partner } = await couple();
    const reception = await addEvent(owner);
    const brunch = await addEvent(owner, 'Brunch', []);
    const h = await addHousehold(owner, garcia({ event_ids: [reception.id, brunch.id] }));
    const kid = await addHousehold(owner, {
      display_name: 'The Okafor family',
      event_ids: [reception.id],
      guests: [
        { first_name: 'Ada', last_name: 'Okafor' },
        { first_name: 'Obi', last_name: 'Okafor', is_child: true },
      ],
    });
    const [maria, tom] = h.guests;
    const chicken = reception.meal_options[0]!;
    let res = await owner.put(`${G}/rsvps`, {
      guest_id: maria!.id,
      event_id: reception.id,
      status: 'ATTENDING',
      meal_option_id: chicken.id,
      dietary_notes: 'No nuts',
      song_request: 'September',
    });
    expect(res.status).toBe(200);
    expect(rsvpAnswer.parse(res.body).rsvp).toMatchObject({ status: 'ATTENDING', answered_by: 'COUPLE', meal_option_id: chicken.id });
    await partner.put(`${G}/rsvps`, { guest_id: tom!.id, event_id: reception.id, status: 'DECLINED' });
    await partner.put(`${G}/rsvps`, { guest_id: tom!.id, event_id: brunch.id, status: 'DECLINED' });
    res = await owner.put(`${G}/rsvps`, { guest_id: kid.guests[1]!.id, event_id: reception.id, status: 'ATTENDING' });
    const counts = rsvpAnswer.parse(res.body).counts;
    expect(counts).toMatchObject({ guests: 4, invited: 4, attending: 2, declined: 1, waiting: 1 });
    const rc = counts.events.find((e) => e.event_id === reception.id)!;
    expect(rc).toMatchObject({ invited: 4, attending: 2, declined: 1, waiting: 1, attending_adults: 1, attending_children: 1 });
    expect(rc.meals).toEqual([
      { meal_option_id: chicken.id, name: 'Chicken', count: 1 },
      { meal_option_id: null, name: 'No meal chosen', count: 1 },
    ]);
    expect(counts.events.find((e) => e.event_id === brunch.id)).toMatchObject({ invited: 2, attending: 0, declined: 1, waiting: 1 });
  });

  it('refuses an RSVP for an event the household is not invited to, or a meal off the menu', async () => {
    const { owner } = await couple();
    const reception = await addEvent(owner);
    const other = await addEvent(owner, 'Welcome drinks', ['Tapas']);
    const h = await addHousehold(owner, garcia({ event_ids: [reception.id] }));
    let res = await owner.put(`${G}/rsvps`, { guest_id: h.guests[0]!.id, event_id: other.id, status: 'ATTENDING' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MESSAGES.notInvited);
    res = await owner.put(`${G}/rsvps`, {
      guest_id: h.guests[0]!.id,
      event_id: reception.id,
      status: 'ATTENDING',
      meal_option_id: other.meal_options[0]!.id,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MESSAGES.mealNotOnMenu);
    res = await owner.put(`${G}/rsvps`, {
      guest_id: h.guests[0]!.id,
      event_id: reception.id,
      status: 'DECLINED',
      meal_option_id: reception.meal_options[0]!.id,
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(MESSAGES.mealWhenDeclined);
  });

  it('edits an event’s menu keeping the answers of the meals it keeps', async () => {
    const { owner } = await couple();
    const reception = await addEvent(owner);
    const h = await addHousehold(owner, garcia({ event_ids: [reception.id] }));
    const [chicken, fish] = reception.meal_options;
    await owner.put(`${G}/rsvps`, { guest_id: h.guests[0]!.id, event_id: reception.id, status: 'ATTENDING', meal_option_id: chicken!.id });
    await owner.put(`${G}/rsvps`, { guest_id: h.guests[1]!.id, event_id: reception.id, status: 'ATTENDING', meal_option_id: fish!.id });
    const res = await owner.put(`${G}/events/${reception.id}`, {
      name: 'Reception',
      event_date: '2027-06-12',
      start_time: '18:00',
      meal_options: [{ id: chicken!.id, name: 'Roast chicken' }, { name: 'Risotto' }],
    });
    expect(res.status).toBe(200);
    const answer = eventsAnswer.parse(res.body);
    expect(answer.events[0]!.meal_options.map((m) => m.name)).toEqual(['Roast chicken', 'Risotto']);
    expect(answer.counts.events[0]!.meals).toEqual([
      { meal_option_id: chicken!.id, name: 'Roast chicken', count: 1 },
      { meal_option_id: null, name: 'No meal chosen', count: 1 },
    ]);
    expect((await owner.post(`${G}/events`, { name: 'Brunch', start_time: '25:00' })).body.message).toContain(MESSAGES.eventTime);
  });

  it('invites every household to a new event when asked', async () => {
    const { owner } = await couple();
    await addHousehold(owner);
    await addHousehold(owner, { display_name: 'Ana Silva', guests: [{ first_name: 'Ana', last_name: 'Silva' }] });
    const res = await owner.post(`${G}/events`, { name: 'Ceremony', invite_all_households: true });
    const answer = eventsAnswer.parse(res.body);
    expect(answer.counts.events[0]).toMatchObject({ invited: 3, waiting: 3 });
  });

  it('asks before deleting someone who answered, and says what else goes', async () => {
    const { owner } = await couple();
    const reception = await addEvent(owner);
    const h = await addHousehold(owner, {
      display_name: 'The Garcia family',
      event_ids: [reception.id],
      guests: [
        { first_name: 'Maria', last_name: 'Garcia', plus_one_allowed: true },
        { first_name: 'Tom', last_name: 'Garcia' },
      ],
    });
    const maria = h.guests[0]!;
    await owner.put(`${G}/rsvps`, {
      guest_id: maria.id,
      event_id: reception.id,
      status: 'ATTENDING',
      meal_option_id: reception.meal_options[0]!.id,
    });
    const impact = guestDeleteImpact.parse((await owner.get(`${G}/people/${maria.id}/delete-impact`)).body);
    expect(impact).toMatchObject({ needs_confirmation: true, plus_one: 'Guest of Maria Garcia' });
    expect(impact.message).toBe(
      'Maria Garcia’s RSVP (Reception: Attending (Chicken)) will be deleted. Guest of Maria Garcia will be removed too.',
    );
    let res = await owner.delete(`${G}/people/${maria.id}`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'confirm_needed', message: MESSAGES.confirmGuestDelete });
    // The household form asks the same way when it leaves her out.
    res = await owner.patch(`${G}/households/${h.id}`, {
      version: h.version,
      guests: [{ id: h.guests.find((g) => g.first_name === 'Tom')!.id, first_name: 'Tom', last_name: 'Garcia' }],
    });
    expect(res.status).toBe(409);
    expect(res.body.impacts[0].guest_id).toBe(maria.id);
    res = await owner.delete(`${G}/people/${maria.id}?confirm=true`);
    expect(res.status).toBe(200);
    const answer = deleteGuestAnswer.parse(res.body);
    expect(answer.deleted_guest_ids).toHaveLength(2);
    expect(answer.household.guests.map((g) => g.first_name)).toEqual(['Tom']);
    expect(answer.counts.events[0]).toMatchObject({ invited: 1, attending: 0 });
    // Someone without an answer goes at once; the last person never does.
    res = await owner.delete(`${G}/people/${answer.household.guests[0]!.id}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MESSAGES.lastPerson);
  });
});

describe('the guest list: tags, filters, sorting and paging', () => {
  it('keeps tag names unique per wedding and counts their households', async () => {
    const { owner } = await couple();
    const family = await addTag(owner, 'Family');
    const res = await owner.post(`${G}/tags`, { name: 'family' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MESSAGES.tagTaken);
    await addHousehold(owner, garcia({ tag_ids: [family.id] }));
    expect(tagsAnswer.parse((await owner.get(`${G}/tags`)).body).tags).toEqual([{ id: family.id, name: 'Family', household_count: 1 }]);
    const renamed = await owner.put(`${G}/tags/${family.id}`, { name: 'Garcia side' });
    expect(tagsAnswer.parse(renamed.body).tags[0]!.name).toBe('Garcia side');
  });

  it('filters by search, tag, event, RSVP, side, list and missing address; sorts and pages', async () => {
    const { owner } = await couple();
    const work = await addTag(owner, 'Work');
    const reception = await addEvent(owner);
    const a = await addHousehold(owner, garcia({ tag_ids: [work.id], event_ids: [reception.id] }));
    const b = await addHousehold(owner, {
      display_name: 'Ben Novak',
      side: 'PARTNER2',
      list: 'B',
      guests: [{ first_name: 'Ben', last_name: 'Novak', email: 'ben@work.example' }],
    });
    const c = await addHousehold(owner, {
      display_name: 'Zoe Adams',
      event_ids: [reception.id],
      guests: [{ first_name: 'Zoe', last_name: 'Adams' }],
    });
    await owner.put(`${G}/rsvps`, { guest_id: c.guests[0]!.id, event_id: reception.id, status: 'DECLINED' });
    const ids = async (query: string) => guestListAnswer.parse((await owner.get(`${G}?${query}`)).body).households.map((h) => h.id);
    expect(await ids('')).toEqual([b.id, a.id, c.id]);
    expect(await ids('sort=-name')).toEqual([c.id, a.id, b.id]);
    expect(await ids('sort=-size')).toEqual([a.id, b.id, c.id]);
    expect(await ids('q=tom')).toEqual([a.id]);
    expect(await ids('q=WORK.example')).toEqual([b.id]);
    expect(await ids('q=100%25')).toEqual([]);
    expect(await ids(`tag=${work.id}`)).toEqual([a.id]);
    expect(await ids(`event=${reception.id}`)).toEqual([a.id, c.id]);
    expect(await ids(`event=${reception.id}&rsvp=DECLINED`)).toEqual([c.id]);
    expect(await ids(`rsvp=NO_ANSWER`)).toEqual([a.id]);
    expect(await ids('side=PARTNER2')).toEqual([b.id]);
    expect(await ids('list=B')).toEqual([b.id]);
    expect(await ids('missing_address=true')).toEqual([b.id, c.id]);
    const page2 = guestListAnswer.parse((await owner.get(`${G}?page_size=2&page=2`)).body);
    expect(page2).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(page2.households.map((h) => h.id)).toEqual([c.id]);
    for (const bad of ['sort=nope', 'page=0', 'page_size=1000', 'tag=x', 'rsvp=MAYBE', 'event=-1']) {
      const res = await owner.get(`${G}?${bad}`);
      expect(res.status).toBe(400);
    }
  });
});

describe('the guest list: bulk actions and undo', () => {
  it('tags, invites and deletes many at once, and undoes the delete', async () => {
    const { owner } = await couple();
    const tag = await addTag(owner, 'College');
    const event = await addEvent(owner, 'Brunch', []);
    const a = await addHousehold(owner);
    const b = await addHousehold(owner, { display_name: 'Ana Silva', guests: [{ first_name: 'Ana', last_name: 'Silva' }] });
    let res = await owner.post(`${G}/households/bulk`, { household_ids: [a.id, b.id], action: 'TAG', tag_id: tag.id });
    expect(bulkAnswer.parse(res.body)).toMatchObject({ affected: 2, undo_token: null });
    res = await owner.post(`${G}/households/bulk`, { household_ids: [a.id, b.id], action: 'INVITE', event_id: event.id });
    expect(bulkAnswer.parse(res.body).counts.events[0]).toMatchObject({ invited: 3 });
    res = await owner.post(`${G}/households/bulk`, { household_ids: [b.id], action: 'UNTAG', tag_id: tag.id });
    expect(res.body.affected).toBe(1);
    res = await owner.post(`${G}/households/bulk`, { household_ids: [a.id], action: 'SET_LIST', list: 'B' });
    expect(res.status).toBe(200);
    const listed = guestListAnswer.parse((await owner.get(G)).body).households;
    expect(listed.find((h) => h.id === a.id)).toMatchObject({ tag_ids: [tag.id], event_ids: [event.id], list: 'B', version: 4 });

    res = await owner.post(`${G}/households/bulk`, { household_ids: [a.id, b.id], action: 'DELETE' });
    const deleted = bulkAnswer.parse(res.body);
    expect(deleted).toMatchObject({ affected: 2, counts: { households: 0, guests: 0 } });
    expect(guestListAnswer.parse((await owner.get(G)).body).total).toBe(0);
    expect((await owner.get(`${G}/households/${a.id}`)).status).toBe(404);
    res = await owner.post(`${G}/households/restore`, { undo_token: deleted.undo_token });
    expect(res.body).toMatchObject({ restored: 2, counts: { households: 2, guests: 3 } });
    // An undo works once.
    res = await owner.post(`${G}/households/restore`, { undo_token: deleted.undo_token });
    expect(res.status).toBe(410);
    expect(res.body.message).toBe(MESSAGES.undoExpired);
  });

  it('cannot undo once the window has passed', async () => {
    const { owner, weddingId } = await couple();
    const a = await addHousehold(owner);
    const res = await owner.post(`${G}/households/bulk`, { household_ids: [a.id], action: 'DELETE' });
    await t.database.db
      .update(households)
      .set({ deletedAt: sql`now() - interval '31 minutes'` })
      .where(and(eq(households.weddingId, weddingId), eq(households.id, a.id)));
    const undo = await owner.post(`${G}/households/restore`, { undo_token: res.body.undo_token });
    expect(undo.status).toBe(410);
  });

  it('refuses an empty selection or a missing tag', async () => {
    const { owner } = await couple();
    const a = await addHousehold(owner);
    let res = await owner.post(`${G}/households/bulk`, { household_ids: [], action: 'DELETE' });
    expect(res.body.message).toContain(MESSAGES.bulkEmpty);
    res = await owner.post(`${G}/households/bulk`, { household_ids: [a.id], action: 'TAG' });
    expect(res.body.message).toContain(MESSAGES.bulkTagRequired);
  });
});

describe('the guest list: another couple’s data is never reachable (BOLA)', () => {
  it('answers 404 for every id of another wedding, and changes nothing', async () => {
    const a = await couple();
    const b = await couple();
    const tag = await addTag(b.owner, 'B only');
    const event = await addEvent(b.owner, 'B party');
    const h = await addHousehold(b.owner, garcia({ tag_ids: [tag.id], event_ids: [event.id] }));
    const g = h.guests[0]!;
    await b.owner.put(`${G}/rsvps`, { guest_id: g.id, event_id: event.id, status: 'ATTENDING' });
    const mine = await addHousehold(a.owner, { display_name: 'Mine', guests: [{ first_name: 'Me', last_name: 'Mine' }] });
    const myEvent = await addEvent(a.owner, 'My party');
    const myTag = await addTag(a.owner, 'My tag');

    const attempts: Array<['GET' | 'PATCH' | 'POST' | 'PUT' | 'DELETE', string, Json?]> = [
      ['GET', `${G}/households/${h.id}`],
      ['GET', `${G}/households/${h.id}/changes`],
      ['PATCH', `${G}/households/${h.id}`, { version: 1, notes: 'hacked' }],
      ['POST', `${G}/households/bulk`, { household_ids: [h.id], action: 'DELETE' }],
      ['POST', `${G}/households/bulk`, { household_ids: [mine.id], action: 'TAG', tag_id: tag.id }],
      ['POST', `${G}/households/bulk`, { household_ids: [mine.id], action: 'INVITE', event_id: event.id }],
      ['GET', `${G}/people/${g.id}/delete-impact`],
      ['DELETE', `${G}/people/${g.id}?confirm=true`],
      ['PUT', `${G}/tags/${tag.id}`, { name: 'hacked' }],
      ['DELETE', `${G}/tags/${tag.id}`],
      ['PUT', `${G}/events/${event.id}`, { name: 'hacked' }],
      ['DELETE', `${G}/events/${event.id}`],
      ['PUT', `${G}/rsvps`, { guest_id: g.id, event_id: event.id, status: 'DECLINED' }],
      ['PUT', `${G}/rsvps`, { guest_id: g.id, event_id: myEvent.id, status: 'DECLINED' }],
      ['PUT', `${G}/rsvps`, { guest_id: mine.guests[0]!.id, event_id: event.id, status: 'DECLINED' }],
      ['POST', `${G}/households`, garcia({ tag_ids: [tag.id] })],
      ['POST', `${G}/households`, garcia({ event_ids: [event.id] })],
      ['PATCH', `${G}/households/${mine.id}`, { version: 1, tag_ids: [tag.id, myTag.id] }],
      ['PATCH', `${G}/households/${mine.id}`, { version: 1, event_ids: [event.id] }],
      ['PUT', `${G}/events/${myEvent.id}`, { name: 'x', meal_options: [{ id: event.meal_options[0]!.id, name: 'stolen' }] }],
    ];
    for (const [method, url, body] of attempts) {
      const res = await a.owner.request(method, url, body);
      expect([method, url, res.status]).toEqual([method, url, url.includes(`/events/${myEvent.id}`) ? 400 : 404]);
    }
    // A's list shows only A's; B's household, answer, tag and event are as B left them.
    const aList = guestListAnswer.parse((await a.owner.get(G)).body);
    expect(aList.households.map((x) => x.id)).toEqual([mine.id]);
    expect(aList.tags.map((x) => x.id)).toEqual([myTag.id]);
    expect(aList.events.map((x) => x.id)).toEqual([myEvent.id]);
    expect(JSON.stringify(aList)).not.toContain('Garcia');
    expect(guestListAnswer.parse((await a.owner.get(`${G}?tag=${tag.id}`)).body).total).toBe(0);
    expect(guestListAnswer.parse((await a.owner.get(`${G}?event=${event.id}`)).body).total).toBe(0);
    const bList = guestListAnswer.parse((await b.owner.get(G)).body);
    expect(bList.households[0]).toMatchObject({ id: h.id, notes: '', version: 1, tag_ids: [tag.id], event_ids: [event.id] });
    expect(bList.households[0]!.guests[0]!.rsvps[0]).toMatchObject({ status: 'ATTENDING' });
    expect(bList.tags[0]!.name).toBe('B only');
    expect(bList.events[0]!.name).toBe('B party');
  });
});

describe('the guest list: the demo couple and the dashboard', () => {
  it('seeds the demo couple’s list, and the dashboard card counts it', async () => {
    const alex = await login('alex@confetti.test');
    const list = guestListAnswer.parse((await alex.get(G)).body);
    expect(list.counts.households).toBe(60);
    expect(list.events.map((e) => e.name)).toEqual(['Rehearsal dinner', 'Ceremony & reception', 'Farewell brunch']);
    expect(list.tags).toHaveLength(5);
    expect(list.counts.attending).toBeGreaterThan(0);
    const dash = dashboardView.parse((await alex.get('/web-api/v2/dashboard')).body);
    const card = dash.cards.find((c) => c.tool === 'guestList')!;
    expect(card).toMatchObject({ available: true, state: 'IN_PROGRESS', stats: { guests: list.counts.guests } });
    expect(card.stats && 'rsvps_received' in card.stats && card.stats.rsvps_received).toBeGreaterThan(0);
  });

  it('shows a new couple’s guest card as not started', async () => {
    const { owner } = await couple();
    const dash = dashboardView.parse((await owner.get('/web-api/v2/dashboard')).body);
    expect(dash.cards.find((c) => c.tool === 'guestList')).toMatchObject({
      available: true,
      state: 'NOT_STARTED',
      stats: { guests: 0, rsvps_received: 0 },
    });
  });
});

describe('the household limit', () => {
  const fill = async (weddingId: number, n: number) =>
    t.database.db.execute(
      sql`insert into households (wedding_id, display_name) select ${weddingId}, 'Filler ' || g from generate_series(1, ${n}) g`,
    );

  it('refuses a household past the limit, and an undo that would take the list past it', async () => {
    const { owner, weddingId } = await couple();
    const a = await addHousehold(owner);
    const b = await addHousehold(owner, garcia({ display_name: 'The Lee family' }));
    const deleted = bulkAnswer.parse((await owner.post(`${G}/households/bulk`, { action: 'DELETE', household_ids: [a.id, b.id] })).body);
    expect(deleted.undo_token).toEqual(expect.any(String));

    await fill(weddingId, MAX_HOUSEHOLDS - 1);
    // One place left: the undo of two households would pass the limit, so nothing comes back.
    const undo = await owner.post(`${G}/households/restore`, { undo_token: deleted.undo_token });
    expect(undo.status).toBe(409);
    expect(undo.body).toMatchObject({ message: MESSAGES.restoreTooMany, code: 'too_many_households' });
    expect(guestListAnswer.parse((await owner.get(G)).body).counts.households).toBe(MAX_HOUSEHOLDS - 1);

    await addHousehold(owner, garcia({ display_name: 'The last one' }));
    const over = await owner.post(`${G}/households`, garcia({ display_name: 'One too many' }));
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ message: MESSAGES.tooManyHouseholds, code: 'too_many_households' });
  });
});
