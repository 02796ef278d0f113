import { count, eq, sql } from 'drizzle-orm';
import { seedDatabase } from '../../server/db/seed';
import { usCities, vendors } from '../../server/db/schema';
import { US_STATES } from '../../src/contracts/locations';
import { createTestApp, TestClient, type TestApp } from './helpers';

const API = '/web-marketplace-api/v1';
const LOGIN = '/website-nav/web-api/v1/auth/login';

describe('vendor marketplace', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => t.close());
  const db = () => t.database.db;
  const loggedIn = async (email: string) => {
    const c = new TestClient(t.app);
    const res = await c.post(LOGIN, { email, password: 'confetti-demo' });
    expect(res.status).toBe(200);
    return c;
  };

  it('seeds at least 2,000 vendors covering every state, DC and territory, and a second run adds nothing', async () => {
    const [{ n } = { n: 0 }] = await db().select({ n: count() }).from(vendors);
    expect(n).toBeGreaterThanOrEqual(2000);
    const states = await db().selectDistinct({ s: vendors.stateCode }).from(vendors);
    expect(new Set(states.map((r) => r.s))).toEqual(new Set(US_STATES.map((s) => s.stateCode)));
    const [ny] = await db().select().from(usCities).where(eq(usCities.slug, 'new-york-ny'));
    expect(ny?.marketId).toBe(3169);
    await seedDatabase(db());
    const [{ n: again } = { n: 0 }] = await db().select({ n: count() }).from(vendors);
    expect(again).toBe(n);
    const [{ dc } = { dc: 0 }] = await db()
      .select({ dc: sql<number>`count(*)::int` })
      .from(usCities)
      .where(eq(usCities.slug, 'washington-dc'));
    expect(dc).toBe(1);
  });

  it('searches venues in a city with filters and stable pages', async () => {
    const c = new TestClient(t.app);
    const res = await c.get(`${API}/vendors/search?location=new-york-ny&category=wedding-venues&page_size=5`);
    expect(res.status).toBe(200);
    expect(res.body.location).toMatchObject({
      type: 'CITY',
      label: 'New York, NY',
      slug: 'new-york-ny',
      storefrontSearchPayload: { vendorMarketId: 3169 },
    });
    expect(res.body.total).toBeGreaterThan(5);
    expect(res.body.vendors).toHaveLength(5);
    for (const v of res.body.vendors) expect(v).toMatchObject({ categoryKey: 'wedding-venues', location: 'New York, NY' });
    const page2 = await c.get(`${API}/vendors/search?location=new-york-ny&category=wedding-venues&page_size=5&page=2`);
    const ids1 = res.body.vendors.map((v: { id: number }) => v.id);
    const ids2 = page2.body.vendors.map((v: { id: number }) => v.id);
    expect(ids1.filter((id: number) => ids2.includes(id))).toEqual([]);

    const filtered = await c.get(
      `${API}/vendors/search?location=new-york&category=wedding-venues&price_tier=1,2&min_capacity=100&min_rating=4&page_size=60`,
    );
    expect(filtered.status).toBe(200);
    for (const v of filtered.body.vendors) {
      expect([1, 2]).toContain(v.priceTier);
      expect(v.capacity).toBeGreaterThanOrEqual(100);
      expect(v.rating).toBeGreaterThanOrEqual(4);
    }
    const near = await c.get(`${API}/vendors/search?location=new-york-ny&sort=distance&page_size=10`);
    const distances = near.body.vendors.map((v: { distanceMiles: number }) => v.distanceMiles);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('answers bad search input with a 400 or 404 and a human message', async () => {
    const c = new TestClient(t.app);
    const bad = await c.get(`${API}/vendors/search?price_tier=9`);
    expect(bad.status).toBe(400);
    expect(bad.body.fields.price_tier).toBeDefined();
    const nowhere = await c.get(`${API}/vendors/search?location=atlantis`);
    expect(nowhere.status).toBe(404);
    expect(nowhere.body.message).toBe('We could not find that location.');
    const noCity = await c.get(`${API}/vendors/search?sort=distance`);
    expect(noCity.status).toBe(400);
  });

  it('serves state landing data for every state and territory, and a storefront by category and slug', async () => {
    const c = new TestClient(t.app);
    const dc = await c.get(`${API}/vendors/states/washington-dc`);
    expect(dc.status).toBe(200);
    expect(dc.body.cities[0]).toMatchObject({ slug: 'washington-dc', label: 'Washington, DC' });
    const guam = await c.get(`${API}/vendors/states/guam`);
    expect(guam.body.categories.reduce((a: number, x: { vendorCount: number }) => a + x.vendorCount, 0)).toBeGreaterThan(0);
    const search = await c.get(`${API}/vendors/search?location=new-york-ny&category=wedding-venues&page_size=1`);
    const card = search.body.vendors[0];
    const store = await c.get(`${API}/vendors/storefront/${card.categoryKey}/${card.slug}`);
    expect(store.status).toBe(200);
    expect(store.body.vendor).toMatchObject({ id: card.id, name: card.name, isFavorite: false });
    expect(store.body.vendor.photos).toHaveLength(3);
    expect(store.body.vendor.packages.length).toBeGreaterThan(0);
    const wrongCategory = await c.get(`${API}/vendors/storefront/wedding-cakes/${card.slug}`);
    expect(wrongCategory.status).toBe(404);
    const photo = await c.get(store.body.vendor.photos[0].url);
    expect(photo.headers['content-type']).toContain('image/svg+xml');
  });

  it('keeps inquiries, favorites and location preferences to the signed-in couple', async () => {
    const guest = new TestClient(t.app);
    expect((await guest.post(`${API}/inquiries`, { vendor_id: 1, message: 'Hi' })).status).toBe(401);
    expect((await guest.get(`${API}/inquiries`)).status).toBe(401);
    expect((await guest.put(`${API}/favorites/1`)).status).toBe(401);
    expect((await guest.get(`${API}/account-preferences/location`)).status).toBe(401);

    const alex = await loggedIn('alex@confetti.test');
    const sam = await loggedIn('sam@confetti.test');
    const empty = await alex.post(`${API}/inquiries`, { vendor_id: 1, message: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.fields.message).toBe('Please write a message to the vendor.');

    expect((await alex.put(`${API}/favorites/2`)).body).toEqual({ vendorId: 2, isFavorite: true });
    const sent = await alex.post(`${API}/inquiries`, {
      vendor_id: 2,
      wedding_date: '2027-06-12',
      guest_count: 120,
      budget_cents: 1500000,
      message: 'Is June 12 available?',
    });
    expect(sent.status).toBe(201);
    expect(sent.body.message).toMatch(/^Your message was sent to /);
    expect(sent.body.inquiry.flowTags).toEqual(expect.arrayContaining(['FROM_FAVORITE', 'UNREAD']));
    expect(['GOLD', 'SILVER', 'STANDARD'].some((tag) => sent.body.inquiry.flowTags.includes(tag))).toBe(true);

    expect((await alex.get(`${API}/inquiries`)).body.inquiries).toHaveLength(1);
    expect((await sam.get(`${API}/inquiries`)).body.inquiries).toHaveLength(0);
    expect((await sam.get(`${API}/inquiries/${sent.body.inquiry.id}`)).status).toBe(404);
    expect((await alex.get(`${API}/inquiries/${sent.body.inquiry.id}`)).status).toBe(200);
    expect((await sam.get(`${API}/favorites`)).body.vendors).toHaveLength(0);
    expect((await alex.get(`${API}/favorites`)).body.vendors.map((v: { id: number }) => v.id)).toEqual([2]);
    expect((await alex.delete(`${API}/favorites/2`)).body.isFavorite).toBe(false);

    const pref = await alex.get(`${API}/account-preferences/location`);
    expect(pref.body).toMatchObject({ isDefault: true, location: { slug: 'new-york-ny' } });
    const set = await alex.put(`${API}/account-preferences/location`, { city_slug: 'mcallen-tx' });
    expect(set.body.location).toMatchObject({ label: 'McAllen, TX', slug: 'mcallen-tx' });
    expect((await alex.get(`${API}/account-preferences/location`)).body.isDefault).toBe(false);
    expect((await alex.put(`${API}/account-preferences/location`, { city_slug: 'nowhere-zz' })).status).toBe(400);
  });

  it('booking status reminder: due while the couple has inquiries and no vendor marked booked; only vendors they contacted', async () => {
    const guest = new TestClient(t.app);
    expect((await guest.get(`${API}/booking-status`)).status).toBe(401);
    expect((await guest.put(`${API}/booking-status/3`, { status: 'BOOKED' })).status).toBe(401);

    const riley = await loggedIn('riley@confetti.test');
    const none = await riley.get(`${API}/booking-status`);
    expect(none.body).toEqual({ due: false, vendors: [] });
    expect(none.headers['cache-control']).toBe('private, no-store');

    expect((await riley.post(`${API}/inquiries`, { vendor_id: 3, message: 'Are you free in May?' })).status).toBe(201);
    expect((await riley.post(`${API}/inquiries`, { vendor_id: 4, message: 'And you?' })).status).toBe(201);
    const due = await riley.get(`${API}/booking-status`);
    expect(due.body.due).toBe(true);
    expect(due.body.vendors.map((v: { id: number; status: string | null }) => [v.id, v.status])).toEqual(
      expect.arrayContaining([
        [3, null],
        [4, null],
      ]),
    );
    expect(due.body.vendors[0].url).toMatch(/^\/wedding-vendors\/wedding-[a-z-]+\/[a-z0-9-]+$/);

    expect((await riley.put(`${API}/booking-status/3`, { status: 'STILL_LOOKING' })).body).toEqual({
      vendorId: 3,
      status: 'STILL_LOOKING',
    });
    expect((await riley.get(`${API}/booking-status`)).body.due).toBe(true);
    const notContacted = await riley.put(`${API}/booking-status/5`, { status: 'BOOKED' });
    expect(notContacted.status).toBe(404);
    expect(notContacted.body.message).toBe('You have not sent this vendor a message yet.');
    expect((await riley.put(`${API}/booking-status/4`, { status: 'MAYBE' })).body.fields.status).toBe('must be BOOKED or STILL_LOOKING');

    expect((await riley.put(`${API}/booking-status/4`, { status: 'BOOKED' })).status).toBe(200);
    const after = await riley.get(`${API}/booking-status`);
    expect(after.body.due).toBe(false);
    expect(after.body.vendors.find((v: { id: number }) => v.id === 4).status).toBe('BOOKED');
    // Another couple's answers are their own.
    expect((await (await loggedIn('jordan@confetti.test')).get(`${API}/booking-status`)).body.vendors).toEqual([]);
  });
});
