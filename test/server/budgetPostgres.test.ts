import { eq } from 'drizzle-orm';
import { budgetCategories, budgetItems, weddings } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { BUDGET_CATEGORY_KEYS, BUDGET_MESSAGES, budgetView, type BudgetItem } from '../../src/contracts/budget';
import { createPostgresTestApp, TestClient, type TestApp } from './helpers';

/**
 * Both partners on the budget at once, on a real PostgreSQL with a pool (TEST_DATABASE_URL): two
 * starts make one budget; edits of different items all land; two edits of one item from the same
 * version never both land; a category removed while an item moves into it keeps its item.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const describeOnPostgres = baseUrl ? describe : describe.skip;
const B = '/web-api/v2/wedding/budget';

describeOnPostgres('the budget on a real PostgreSQL', () => {
  let t: TestApp & { url: string };
  let alex: TestClient;
  let jordan: TestClient;
  let weddingId: number;

  beforeAll(async () => {
    t = await createPostgresTestApp(baseUrl!, 'confetti_budget', { poolSize: 6, config: { authRateLimitPerMinute: 1000 } });
    const login = async (email: string) => {
      const c = new TestClient(t.app);
      expect((await c.post('/website-nav/web-api/v1/auth/login', { email, password: DEMO_PASSWORD })).status).toBe(200);
      return c;
    };
    alex = await login('alex@confetti.test');
    jordan = await login('jordan@confetti.test');
    const [w] = await t.database.db.select({ id: weddings.id }).from(weddings).where(eq(weddings.slug, 'alex-and-jordan'));
    weddingId = w!.id;
  });
  afterAll(async () => t?.close());

  it('both partners starting at once make one budget', async () => {
    const answers = await Promise.all([
      alex.post(B, { total_cents: 3_000_000, guest_count: 120 }),
      jordan.post(B, { total_cents: 2_000_000, guest_count: 80 }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await t.database.db.$count(budgetCategories, eq(budgetCategories.weddingId, weddingId))).toBe(BUDGET_CATEGORY_KEYS.length);
  });

  it('edits of different items all land; the same item from one version lands once', async () => {
    const view = budgetView.parse((await alex.get(B)).body);
    const category = view.categories[0]!.id;
    const items: BudgetItem[] = [];
    for (let i = 0; i < 6; i++)
      items.push((await alex.post(`${B}/items`, { category_id: category, name: `Item ${i}`, estimated_cents: 1000 })).body);
    const answers = await Promise.all(
      items.map((item, i) => (i % 2 ? alex : jordan).patch(`${B}/items/${item.id}`, { version: item.version, actual_cents: 2000 + i })),
    );
    expect(answers.map((a) => a.status)).toEqual(items.map(() => 200));
    const rows = await t.database.db.select().from(budgetItems).where(eq(budgetItems.weddingId, weddingId));
    for (const [i, item] of items.entries())
      expect(rows.find((r) => r.id === item.id)).toMatchObject({ actualCents: 2000 + i, version: 2 });

    for (const item of answers.map((a) => a.body as BudgetItem)) {
      const [a, b] = await Promise.all([
        alex.patch(`${B}/items/${item.id}`, { version: item.version, notes: 'Alex' }),
        jordan.patch(`${B}/items/${item.id}`, { version: item.version, notes: 'Jordan' }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const loser = a.status === 409 ? a : b;
      expect(loser.body).toMatchObject({
        code: 'stale_item',
        message: BUDGET_MESSAGES.changedByPartner,
        item: { version: item.version + 1 },
      });
    }
  });

  it('a category removed while an item moves into it: never an item without its category', async () => {
    for (let round = 0; round < 5; round++) {
      const category = (await alex.post(`${B}/categories`, { name: `Round ${round}` })).body as { id: number; version: number };
      const view = budgetView.parse((await jordan.get(B)).body);
      const item = view.items[0]!;
      const [removed, moved] = await Promise.all([
        alex.delete(`${B}/categories/${category.id}?version=${category.version}`),
        jordan.patch(`${B}/items/${item.id}`, { version: item.version, category_id: category.id }),
      ]);
      // Either the removal came first (the move is refused as a category they do not have), or the move did (the removal is refused).
      if (removed.status === 204) expect([moved.status, moved.body.fields?.category_id]).toEqual([400, BUDGET_MESSAGES.category]);
      else {
        expect([removed.status, removed.body.message, moved.status]).toEqual([409, BUDGET_MESSAGES.categoryHasItems, 200]);
        await jordan.patch(`${B}/items/${item.id}`, { version: moved.body.version, category_id: view.categories[0]!.id });
      }
    }
  });
});
