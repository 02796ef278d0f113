import { and, eq } from 'drizzle-orm';
import { createTestApp, TestClient, type TestApp } from './helpers';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { guests, householdChanges, households, users, weddingMembers, weddings } from '../../server/db/schema';
import { hashPassword } from '../../server/lib/passwords';
import {
  COLLECT_MESSAGES,
  collectActivity,
  collectHouseholdAnswer,
  collectionLinkAnswer,
  collectSaved,
  householdCollectLink,
} from '../../src/contracts/guestCollect';

const G = '/web-api/v2/wedding/guests';
const C = '/web-api/v2/guest-collect';
let t: TestApp;
let alexWedding: number;
let samWedding: number;
let garciaId: number;

beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { authRateLimitPerMinute: 1000 } });
  alexWedding = await weddingOf('alex@confetti.test');
  samWedding = await weddingOf('sam@confetti.test');
  garciaId = await addHousehold(alexWedding, 'The Zuniga family', [
    ['Ana', 'Zúñiga'],
    ['Leo', 'Zuniga'],
  ]);
  await addHousehold(alexWedding, 'Jonas Smithers', [['Jonas', 'Smithers']]);
  await addHousehold(alexWedding, 'The other Jonas Smithers', [['Jonas', 'Smithers']]);
  await addHousehold(samWedding, 'The Wongs', [['Mia', 'Wong']]);
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

async function addHousehold(weddingId: number, displayName: string, people: Array<[string, string]>): Promise<number> {
  const [h] = await t.database.db.insert(households).values({ weddingId, displayName }).returning({ id: households.id });
  await t.database.db
    .insert(guests)
    .values(people.map(([firstName, lastName]) => ({ weddingId, householdId: h!.id, firstName, lastName })));
  return h!.id;
}

async function login(email: string) {
  const c = new TestClient(t.app);
  expect((await c.post('/website-nav/web-api/v1/auth/login', { email, password: DEMO_PASSWORD })).status).toBe(200);
  return c;
}

let ip = 10;
/** A guest's browser: no account, its own address (the find budget is per IP). */
const guestBrowser = () => new TestClient(t.app, { ip: `203.0.113.${ip++}` });

async function linkOf(c: TestClient) {
  const res = await c.put(`${G}/collection-link`, { enabled: true });
  expect(res.status).toBe(200);
  return collectionLinkAnswer.parse(res.body).link!;
}

const address = {
  address1: '12 Oak Street',
  address2: 'Apt 4',
  city: 'Springfield',
  state_province: 'illinois',
  postal_code: '62704',
  country: '',
  email: 'zunigas@example.com',
  phone: '(555) 010-2030',
};

describe('the couple’s link', () => {
  it('is made on first use, turned off and on, and regenerated (the old token dead at once)', async () => {
    const alex = await login('alex@confetti.test');
    expect((await alex.get(`${G}/collection-link`)).body).toEqual({ link: null });
    const link = await linkOf(alex);
    expect(link).toMatchObject({ enabled: true, allow_new_households: false, path: `/wedding-planning/guests/collect/${link.token}` });

    const guest = guestBrowser();
    expect((await guest.get(`${C}/${link.token}`)).body).toEqual({
      couple_names: 'Alex & Jordan',
      wedding_date: expect.any(String),
      allow_new_households: false,
    });

    await alex.put(`${G}/collection-link`, { enabled: false });
    const off = await guest.get(`${C}/${link.token}`);
    expect(off.status).toBe(404);
    expect(off.body.message).toBe(COLLECT_MESSAGES.linkOff);
    await alex.put(`${G}/collection-link`, { enabled: true });
    expect((await guest.get(`${C}/${link.token}`)).status).toBe(200);

    const renewed = collectionLinkAnswer.parse((await alex.post(`${G}/collection-link/regenerate`)).body).link!;
    expect(renewed.token).not.toBe(link.token);
    expect(renewed.enabled).toBe(true);
    expect((await guest.get(`${C}/${link.token}`)).status).toBe(404);
    expect((await guest.get(`${C}/${renewed.token}`)).status).toBe(200);
  });

  it('belongs to the couple: signed out is 401, a partner shares it, another couple cannot touch it', async () => {
    expect((await new TestClient(t.app).get(`${G}/collection-link`)).status).toBe(401);
    const alex = await login('alex@confetti.test');
    const jordan = await login('jordan@confetti.test');
    const link = await linkOf(alex);
    expect(collectionLinkAnswer.parse((await jordan.get(`${G}/collection-link`)).body).link!.token).toBe(link.token);
    const sam = await login('sam@confetti.test');
    const samsLink = await linkOf(sam);
    expect(samsLink.token).not.toBe(link.token);
    await sam.post(`${G}/collection-link/regenerate`);
    expect((await guestBrowser().get(`${C}/${link.token}`)).status).toBe(200);
  });
});

describe('a guest fills in their address', () => {
  it('finds their one household by their full name (accents and case aside), and only by the whole name', async () => {
    const link = await linkOf(await login('alex@confetti.test'));
    const guest = guestBrowser();
    const found = await guest.post(`${C}/${link.token}/find`, { first_name: 'ana', last_name: 'ZUNIGA' });
    expect(found.status).toBe(200);
    expect(found.body).toEqual({
      household: { key: expect.stringMatching(/^[\w-]{20,}$/), display_name: 'The Zuniga family', has_address: false },
    });

    const partial = await guest.post(`${C}/${link.token}/find`, { first_name: 'Ana', last_name: 'Gar' });
    expect(partial.status).toBe(404);
    expect(partial.body).toEqual({ code: 'guest_not_found', message: COLLECT_MESSAGES.notFound });
    const noLast = await guest.post(`${C}/${link.token}/find`, { first_name: 'Ana', last_name: '' });
    expect(noLast.status).toBe(400);
    expect(noLast.body.message).toBe('Invalid last_name: Enter your last name.');
    const two = await guest.post(`${C}/${link.token}/find`, { first_name: 'Jonas', last_name: 'Smithers' });
    expect(two.status).toBe(404);
    expect(two.body.message).toBe(COLLECT_MESSAGES.ambiguous);
  });

  it('saves the address, email and phone, tidied, with an audit of old → new "by guest via link" that the couple sees', async () => {
    const alex = await login('alex@confetti.test');
    const link = await linkOf(alex);
    const guest = guestBrowser();
    const { key } = (await guest.post(`${C}/${link.token}/find`, { first_name: 'Leo', last_name: 'Zuniga' })).body.household;
    const [before] = await t.database.db.select().from(households).where(eq(households.id, garciaId));

    const res = await guest.put(`${C}/${link.token}/households/${key}`, address);
    expect(res.status).toBe(200);
    expect(collectSaved.parse(res.body)).toEqual({
      household: { key, display_name: 'The Zuniga family', has_address: true },
      address_lines: ['12 Oak Street', 'Apt 4', 'Springfield, IL 62704'],
      email: 'zunigas@example.com',
      phone: '(555) 010-2030',
      message: COLLECT_MESSAGES.saved,
    });
    const [after] = await t.database.db.select().from(households).where(eq(households.id, garciaId));
    expect(after).toMatchObject({
      address1: '12 Oak Street',
      stateProvince: 'IL',
      countryCode: 'US',
      email: 'zunigas@example.com',
      version: before!.version + 1,
    });

    const audit = await t.database.db
      .select()
      .from(householdChanges)
      .where(and(eq(householdChanges.householdId, garciaId), eq(householdChanges.source, 'GUEST_LINK')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.userId).toBeNull();
    expect(audit[0]!.changes).toEqual([
      { field: 'address1', old: '', new: '12 Oak Street' },
      { field: 'address2', old: '', new: 'Apt 4' },
      { field: 'city', old: '', new: 'Springfield' },
      { field: 'state_province', old: '', new: 'IL' },
      { field: 'postal_code', old: '', new: '62704' },
      { field: 'email', old: '', new: 'zunigas@example.com' },
      { field: 'phone', old: '', new: '(555) 010-2030' },
    ]);

    // A second save records only what changed.
    await guest.put(`${C}/${link.token}/households/${key}`, { ...address, address2: '' });
    const activity = collectActivity.parse((await alex.get(`${G}/collection-link/activity`)).body);
    expect(activity.changes.slice(0, 2).map((c) => [c.household_name, c.changes.map((x) => x.field)])).toEqual([
      ['The Zuniga family', ['address2']],
      ['The Zuniga family', ['address1', 'address2', 'city', 'state_province', 'postal_code', 'email', 'phone']],
    ]);
    // Another couple's activity is their own.
    const sam = await login('sam@confetti.test');
    expect(collectActivity.parse((await sam.get(`${G}/collection-link/activity`)).body).changes).toEqual([]);
  });

  it('checks the address like the shipping address: each field’s problem, a doubtful ZIP kept only when asked, abroad too', async () => {
    const link = await linkOf(await login('alex@confetti.test'));
    const guest = guestBrowser();
    const { key } = (await guest.post(`${C}/${link.token}/find`, { first_name: 'Ana', last_name: 'Zuniga' })).body.household;
    const url = `${C}/${link.token}/households/${key}`;

    const wrong = await guest.put(url, { ...address, city: '', postal_code: '627' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({
      city: 'Please enter a city.',
      postal_code: '“627” is not a ZIP code of the United States (for example 12345 or 12345-6789).',
    });
    const badEmail = await guest.put(url, { ...address, email: 'nope' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toBe('Invalid email: Enter an email address like name@example.com.');

    const doubtful = await guest.put(url, { ...address, postal_code: '10001' });
    expect(doubtful.status).toBe(422);
    expect(doubtful.body).toMatchObject({
      code: 'address_doubtful',
      message: 'ZIP code 10001 is in New York, not Illinois. Please check the address, or keep it as entered.',
    });
    expect((await guest.put(url, { ...address, postal_code: '10001', keep_as_entered: true })).status).toBe(200);

    const abroad = await guest.put(url, {
      ...address,
      address2: '',
      city: 'Toronto',
      state_province: 'Ontario',
      postal_code: 'm5v2t6',
      country: 'Canada',
    });
    expect(abroad.status).toBe(200);
    expect(abroad.body.address_lines).toEqual(['12 Oak Street', 'Toronto ON M5V 2T6', 'CANADA']);
  });

  it('stops saving when the link is turned off or regenerated, and a key reaches only its own wedding (BOLA)', async () => {
    const alex = await login('alex@confetti.test');
    const link = await linkOf(alex);
    const guest = guestBrowser();
    const { key } = (await guest.post(`${C}/${link.token}/find`, { first_name: 'Ana', last_name: 'Zuniga' })).body.household;

    // Sam's link with Alex's household key: not found, and nothing changes.
    const sam = await login('sam@confetti.test');
    const samsLink = await linkOf(sam);
    const crossed = await guest.put(`${C}/${samsLink.token}/households/${key}`, address);
    expect(crossed.status).toBe(404);
    expect(crossed.body.message).toBe(COLLECT_MESSAGES.householdGone);
    expect((await guest.get(`${C}/${samsLink.token}/households/${key}`)).status).toBe(404);
    // Nor does Sam's link find Alex's guests by name.
    expect((await guest.post(`${C}/${samsLink.token}/find`, { first_name: 'Ana', last_name: 'Zuniga' })).status).toBe(404);

    await alex.put(`${G}/collection-link`, { enabled: false });
    const off = await guest.put(`${C}/${link.token}/households/${key}`, address);
    expect(off.status).toBe(404);
    expect(off.body.message).toBe(COLLECT_MESSAGES.linkOff);
    await alex.put(`${G}/collection-link`, { enabled: true });

    const renewed = collectionLinkAnswer.parse((await alex.post(`${G}/collection-link/regenerate`)).body).link!;
    expect((await guest.put(`${C}/${link.token}/households/${key}`, address)).status).toBe(404);
    // The household's key was renewed with the link: the old one saves nothing through the new link either.
    expect((await guest.put(`${C}/${renewed.token}/households/${key}`, address)).status).toBe(404);
  });

  it('gives the couple each household’s own link, for the household only', async () => {
    const alex = await login('alex@confetti.test');
    const link = await linkOf(alex);
    const res = await alex.get(`${G}/households/${garciaId}/collect-link`);
    expect(res.status).toBe(200);
    const key = new URL(res.body.path, 'http://x').searchParams.get('household')!;
    expect(res.body.path.startsWith(`/wedding-planning/guests/collect/${link.token}?household=`)).toBe(true);
    expect((await guestBrowser().get(`${C}/${link.token}/households/${key}`)).body.household.display_name).toBe('The Zuniga family');
    const sam = await login('sam@confetti.test');
    expect((await sam.get(`${G}/households/${garciaId}/collect-link`)).status).toBe(404);
  });

  it('a guest whose name is shared: the ambiguous name finds nothing, their household’s own link opens and saves only theirs', async () => {
    const alex = await login('alex@confetti.test');
    const link = await linkOf(alex);
    const guest = guestBrowser();
    const found = await guest.post(`${C}/${link.token}/find`, { first_name: 'Jonas', last_name: 'Smithers' });
    expect(found.status).toBe(404);
    expect(found.body.message).toBe(COLLECT_MESSAGES.ambiguous);

    const [other] = await t.database.db
      .select({ id: households.id })
      .from(households)
      .where(and(eq(households.weddingId, alexWedding), eq(households.displayName, 'The other Jonas Smithers')));
    const own = householdCollectLink.parse((await alex.get(`${G}/households/${other!.id}/collect-link`)).body);
    expect(own.message).toBeNull();
    const key = new URL(own.path!, 'http://x').searchParams.get('household')!;
    // The same link each time it is asked for: the couple can copy it again.
    expect(householdCollectLink.parse((await alex.get(`${G}/households/${other!.id}/collect-link`)).body).path).toBe(own.path);
    const opened = collectHouseholdAnswer.parse((await guest.get(`${C}/${link.token}/households/${key}`)).body);
    expect(opened.household).toEqual({ key, display_name: 'The other Jonas Smithers', has_address: false });
    expect((await guest.put(`${C}/${link.token}/households/${key}`, { ...address, address1: '7 Smithers Lane' })).status).toBe(200);
    const saved = await t.database.db
      .select({ name: households.displayName })
      .from(households)
      .where(and(eq(households.weddingId, alexWedding), eq(households.address1, '7 Smithers Lane')));
    expect(saved.map((h) => h.name)).toEqual(['The other Jonas Smithers']);
  });

  it('a household’s own link while the wedding’s link is not made or is off: no path, and what to do', async () => {
    const [user] = await t.database.db
      .insert(users)
      .values({
        email: `links.${Date.now()}@example.com`,
        firstName: 'Lena',
        lastName: 'Link',
        passwordHash: await hashPassword(DEMO_PASSWORD),
      })
      .returning({ id: users.id, email: users.email });
    const [wedding] = await t.database.db
      .insert(weddings)
      .values({ slug: `links-${Date.now()}`, ownerFirstName: 'Lena', ownerLastName: 'Link' })
      .returning({ id: weddings.id });
    await t.database.db.insert(weddingMembers).values({ weddingId: wedding!.id, userId: user!.id, role: 'OWNER' });
    const householdId = await addHousehold(wedding!.id, 'The Parks', [['Min', 'Park']]);
    const lena = await login(user!.email);
    const ask = async () => householdCollectLink.parse((await lena.get(`${G}/households/${householdId}/collect-link`)).body);
    expect(await ask()).toEqual({ path: null, message: COLLECT_MESSAGES.turnLinkOn });
    await lena.put(`${G}/collection-link`, { enabled: false });
    expect(await ask()).toEqual({ path: null, message: COLLECT_MESSAGES.linkIsOff });
    await lena.put(`${G}/collection-link`, { enabled: true });
    expect((await ask()).path).toMatch(/^\/wedding-planning\/guests\/collect\/[\w-]{20,}\?household=[\w-]{20,}$/);
    // Another couple's household is not found, whatever the state of the caller's link (BOLA).
    expect((await lena.get(`${G}/households/${garciaId}/collect-link`)).status).toBe(404);
  });

  it('lets a guest not on the list add their household only when the couple allows it', async () => {
    const alex = await login('alex@confetti.test');
    const link = await linkOf(alex);
    const guest = guestBrowser();
    const body = { ...address, first_name: 'Nora', last_name: 'Quinn' };
    const refused = await guest.post(`${C}/${link.token}/households`, body);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(COLLECT_MESSAGES.newNotAllowed);

    await alex.put(`${G}/collection-link`, { allow_new_households: true });
    expect((await guest.post(`${C}/${link.token}/find`, { first_name: 'Nora', last_name: 'Quinn' })).body.message).toBe(
      COLLECT_MESSAGES.notFoundMayAdd,
    );
    const added = await guest.post(`${C}/${link.token}/households`, body);
    expect(added.status).toBe(201);
    expect(added.body.household.display_name).toBe('Nora Quinn');
    const [nora] = await t.database.db
      .select()
      .from(households)
      .where(and(eq(households.weddingId, alexWedding), eq(households.displayName, 'Nora Quinn')));
    expect(nora).toMatchObject({ city: 'Springfield', stateProvince: 'IL' });
    const again = await guest.post(`${C}/${link.token}/households`, body);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(COLLECT_MESSAGES.alreadyListed);
    await alex.put(`${G}/collection-link`, { allow_new_households: false });
  });

  it('limits name lookups per address: the 11th within a minute is refused', async () => {
    const link = await linkOf(await login('alex@confetti.test'));
    const guest = guestBrowser();
    for (let i = 0; i < 10; i++)
      expect((await guest.post(`${C}/${link.token}/find`, { first_name: 'Who', last_name: `Ever${i}` })).status).toBe(404);
    const limited = await guest.post(`${C}/${link.token}/find`, { first_name: 'Ana', last_name: 'Zuniga' });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Please wait a few moments ...');
    // Someone else is not held up.
    expect((await guestBrowser().post(`${C}/${link.token}/find`, { first_name: 'Ana', last_name: 'Zuniga' })).status).toBe(200);
  });

  it('refuses a malformed token as a link that is not active', async () => {
    const res = await guestBrowser().get(`${C}/short`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`Invalid token: ${COLLECT_MESSAGES.linkOff}`);
  });
});
