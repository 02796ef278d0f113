import { sql } from 'drizzle-orm';
import { createTestApp, TestClient, type TestApp } from './helpers';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { dashboardView, daysUntil } from '../../src/contracts/dashboard';
import { DEFAULT_TASKS } from '../../server/modules/checklist/defaultTasks';

const DASHBOARD = '/web-api/v2/dashboard';
const V1 = '/web-registry-api/v1';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => t.close());

async function login(email: string) {
  const c = new TestClient(t.app);
  const res = await c.post(`/website-nav/web-api/v1/auth/login`, { email, password: DEMO_PASSWORD });
  expect(res.status).toBe(200);
  return c;
}

async function rows<T extends Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await t.database.db.execute(query);
  return (result as { rows: T[] }).rows;
}

describe('GET /web-api/v2/dashboard (issue 25)', () => {
  it('asks a signed-out caller to log in', async () => {
    const res = await new TestClient(t.app).get(DASHBOARD);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Please log in to continue.');
  });

  it('answers the couple’s wedding, registry progress (as the gift tracker and summary count it) and one card per tool', async () => {
    const alex = await login('alex@confetti.test');
    const res = await alex.get(DASHBOARD);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const view = dashboardView.parse(res.body);
    expect(view.wedding).toMatchObject({
      slug: 'alex-and-jordan',
      role: 'OWNER',
      owner_first_name: 'Alex',
      partner_first_name: 'Jordan',
      wedding_date: '2027-06-12',
      time_zone: 'America/New_York',
    });
    expect(view.wedding.days_to_go).toBe(daysUntil('2027-06-12', 'America/New_York', new Date()));

    // The same numbers the couple's other pages show.
    const [summary, tracker] = await Promise.all([alex.get(`${V1}/registry/summary`), alex.get(`${V1}/registry/gift-tracker`)]);
    expect(view.registry).toEqual({
      registry_key: summary.body.registry_key,
      is_published: summary.body.is_published,
      items: summary.body.item_count,
      gifts_requested: summary.body.requested_qty_total,
      gifts_purchased: summary.body.purchased_qty_total,
      cash_funds_raised_cents: summary.body.cash_fund_contributed_cents,
      gifts_received: tracker.body.totals.gift_count,
      thank_yous_to_write: tracker.body.totals.thank_you_pending,
    });
    // The seed has purchases and gifts: the numbers are not all zero.
    expect(view.registry!.gifts_requested).toBeGreaterThan(0);
    expect(view.registry!.gifts_received).toBeGreaterThan(0);

    expect(view.cards.map((c) => c.tool).sort()).toEqual([
      'budget',
      'checklist',
      'guestList',
      'paper',
      'registry',
      'seating',
      'vendors',
      'website',
    ]);
    // Invitations and paper (issue 30): no card made and no save-the-date sent yet in the seed.
    expect(view.cards.find((c) => c.tool === 'paper')).toEqual({
      tool: 'paper',
      available: true,
      state: 'NOT_STARTED',
      path: '/wedding-planning/paper',
      stats: { projects: 0, save_the_date_sends: 0 },
    });
    // The guest list (issue 27) counts the demo couple's seeded list: people on it, people who answered.
    expect(view.cards.find((c) => c.tool === 'guestList')).toMatchObject({
      available: true,
      state: 'IN_PROGRESS',
      stats: { guests: 156, rsvps_received: 83 },
    });
    // The checklist (issue 29): before the first visit, the numbers of the tasks that visit generates.
    const checklistCard = view.cards.find((c) => c.tool === 'checklist');
    expect(checklistCard).toMatchObject({ available: true, state: 'IN_PROGRESS', stats: { total: DEFAULT_TASKS.length } });
    const visited = await alex.get('/web-api/v2/wedding/checklist');
    const tasks = visited.body.tasks as { done: boolean }[];
    expect(checklistCard!.stats).toMatchObject({ done: tasks.filter((x) => x.done).length, total: tasks.length });
    expect((await alex.get(DASHBOARD)).body.cards.find((c: { tool: string }) => c.tool === 'checklist').stats).toEqual(
      checklistCard!.stats,
    );
    // The seating chart (issue 29): nothing laid out yet, nobody seated of the reception's attending guests.
    const seatingCard = view.cards.find((c) => c.tool === 'seating');
    expect(seatingCard).toMatchObject({ available: true, state: 'NOT_STARTED', stats: { placed: 0 } });
    expect(seatingCard!.stats).toMatchObject({ guests: expect.any(Number) });
    // The budget (issue 29): available, not started until the couple builds it (budget.test.ts: its numbers).
    expect(view.cards.find((c) => c.tool === 'budget')).toMatchObject({
      available: true,
      state: 'NOT_STARTED',
      path: '/wedding-budget',
      stats: null,
    });
    // The wedding website (issue 28): available, not started until the couple makes their site (below: its states).
    expect(view.cards.find((c) => c.tool === 'website')).toMatchObject({
      available: true,
      state: 'NOT_STARTED',
      path: '/wedding-planning/website',
      stats: null,
    });
    // Every tool is built now: none answers as not available.
    expect(view.cards.filter((c) => !c.available)).toEqual([]);
    expect(view.cards.find((c) => c.tool === 'registry')).toMatchObject({
      available: true,
      path: '/my-registry',
      stats: { items: summary.body.item_count, is_published: summary.body.is_published },
    });
  });

  it('counts vendors booked, contacted and saved by either partner; both partners see the same dashboard', async () => {
    const [alex, jordan] = await Promise.all([login('alex@confetti.test'), login('jordan@confetti.test')]);
    const [v1, v2] = await rows<{ id: number }>(sql`select id from vendors order by id limit 2`);
    const before = (await jordan.get(DASHBOARD)).body.cards.find((c: { tool: string }) => c.tool === 'vendors').stats;

    expect((await alex.post('/web-marketplace-api/v1/inquiries', { vendor_id: v1!.id, message: 'Are you free on June 12?' })).status).toBe(
      201,
    );
    expect((await jordan.put(`/web-marketplace-api/v1/favorites/${v2!.id}`)).status).toBeLessThan(300);
    expect((await alex.put(`/web-marketplace-api/v1/booking-status/${v1!.id}`, { status: 'BOOKED' })).status).toBeLessThan(300);

    const [fromAlex, fromJordan] = await Promise.all([alex.get(DASHBOARD), jordan.get(DASHBOARD)]);
    const vendors = fromJordan.body.cards.find((c: { tool: string }) => c.tool === 'vendors');
    expect(vendors.state).toBe('IN_PROGRESS');
    expect(vendors.stats.inquiries).toBeGreaterThanOrEqual(Math.max(before.inquiries, 1));
    expect(vendors.stats.booked).toBeGreaterThanOrEqual(1);
    expect(vendors.stats.favorites).toBeGreaterThanOrEqual(1);
    expect(fromJordan.body.wedding.role).toBe('PARTNER');
    expect({ ...fromJordan.body, wedding: { ...fromJordan.body.wedding, role: 'x' } }).toEqual({
      ...fromAlex.body,
      wedding: { ...fromAlex.body.wedding, role: 'x' },
    });
  });

  it('shows the wedding website in progress once made and done once published, to both partners', async () => {
    const [alex, jordan] = await Promise.all([login('alex@confetti.test'), login('jordan@confetti.test')]);
    const websiteCard = async (c: TestClient) =>
      (await c.get(DASHBOARD)).body.cards.find((card: { tool: string }) => card.tool === 'website');
    expect((await alex.post('/web-api/v2/wedding-website')).status).toBe(201);
    expect(await websiteCard(jordan)).toMatchObject({ state: 'IN_PROGRESS', stats: { published: false } });
    expect((await jordan.put('/web-api/v2/wedding-website/settings', { published: true })).status).toBe(200);
    expect(await websiteCard(alex)).toMatchObject({ state: 'DONE', stats: { published: true } });
  });

  it('BOLA: another couple’s wedding answers exactly as one that does not exist', async () => {
    const sam = await login('sam@confetti.test');
    const own = await sam.get(`${DASHBOARD}?wedding=sam-and-riley`);
    expect(own.status).toBe(200);
    expect(own.body.wedding.slug).toBe('sam-and-riley');
    const theirs = await sam.get(`${DASHBOARD}?wedding=alex-and-jordan`);
    const nobody = await sam.get(`${DASHBOARD}?wedding=no-such-wedding`);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(nobody.body);
    expect(JSON.stringify(theirs.body)).not.toMatch(/Alex|Jordan|2027/);
  });

  it('an account without a wedding is told to set one up (404, readable); a bad query is a 400', async () => {
    const casey = await login('guest@confetti.test');
    const res = await casey.get(DASHBOARD);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({
      code: 'dashboard.no_wedding',
      message: 'You have not set up your wedding yet. Start with the guided setup.',
    });
    const alex = await login('alex@confetti.test');
    const bad = await alex.get(`${DASHBOARD}?wedding=${'x'.repeat(200)}`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^Invalid wedding/);
  });

  it('the countdown follows the wedding’s time zone', async () => {
    await t.database.db.execute(sql`update weddings set time_zone = 'Pacific/Kiritimati' where slug = 'sam-and-riley'`);
    const sam = await login('sam@confetti.test');
    const res = await sam.get(DASHBOARD);
    expect(res.body.wedding.time_zone).toBe('Pacific/Kiritimati');
    expect(res.body.wedding.days_to_go).toBe(daysUntil(res.body.wedding.wedding_date, 'Pacific/Kiritimati', new Date()));
  });
});
