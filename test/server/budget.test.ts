import { eq, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { createTestApp, TestClient, type TestApp } from './helpers';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { vendorSearchStatement } from '../../server/modules/budget/service';
import { budgetItems, vendors } from '../../server/db/schema';
import {
  BUDGET_CATEGORY_KEYS,
  BUDGET_CSV_COLUMNS,
  BUDGET_MESSAGES,
  budgetItem,
  budgetView,
  MAX_AMOUNT_CENTS,
  MAX_CATEGORIES,
  type BudgetCategory,
  type BudgetItem,
  type BudgetView,
} from '../../src/contracts/budget';

const B = '/web-api/v2/wedding/budget';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { authRateLimitPerMinute: 1000 } });
});
afterAll(async () => t.close());

async function login(email: string) {
  const c = new TestClient(t.app);
  expect((await c.post('/website-nav/web-api/v1/auth/login', { email, password: DEMO_PASSWORD })).status).toBe(200);
  return c;
}

const category = (view: BudgetView, key: string) => view.categories.find((c) => c.key === key)!;

describe('starting a budget', () => {
  it('needs a signed-in member of a wedding', async () => {
    expect((await new TestClient(t.app).get(B)).status).toBe(401);
    expect((await new TestClient(t.app).post(B, { total_cents: 100, guest_count: 1 })).status).toBe(401);
    const guest = await login('guest@confetti.test');
    expect((await guest.get(B)).status).toBe(404);
  });

  it('before the start: no budget, the form prefilled from the wedding', async () => {
    const sam = await login('sam@confetti.test');
    const res = await sam.get(B);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(() => budgetView.parse(res.body)).not.toThrow();
    expect(res.body).toMatchObject({ budget: null, categories: [], items: [] });
    expect(res.body.prefill).toHaveProperty('city');
    // No budget: its parts answer 404 "not started", the CSV too.
    expect((await sam.post(`${B}/items`, { category_id: 1, name: 'Cake' })).body.message).toBe(BUDGET_MESSAGES.noBudget);
    expect((await sam.get(`${B}/export.csv`)).status).toBe(404);
  });

  it('refuses a starting form it cannot use, with the contract’s messages', async () => {
    const sam = await login('sam@confetti.test');
    for (const [body, field, message] of [
      [{ total_cents: 0, guest_count: 10 }, 'total_cents', BUDGET_MESSAGES.total],
      [{ total_cents: 3_000_000.5, guest_count: 10 }, 'total_cents', BUDGET_MESSAGES.total],
      [{ total_cents: 2_000_000_000, guest_count: 10 }, 'total_cents', BUDGET_MESSAGES.total],
      [{ total_cents: '30000', guest_count: 10 }, 'total_cents', BUDGET_MESSAGES.total],
      [{ total_cents: 3_000_000, guest_count: -1 }, 'guest_count', BUDGET_MESSAGES.guests],
      [{ total_cents: 3_000_000, guest_count: 10, city: 'x'.repeat(81) }, 'city', BUDGET_MESSAGES.placeLong],
    ] as const) {
      const res = await sam.post(B, body);
      expect(res.status).toBe(400);
      expect(res.body.fields[field]).toBe(message);
    }
  });

  it('builds the categories from the typical shares: the targets sum to the total exactly', async () => {
    const sam = await login('sam@confetti.test');
    const res = await sam.post(B, { total_cents: 3_000_001, guest_count: 120, city: 'New York', state_province: 'NY' });
    expect(res.status).toBe(201);
    const view = budgetView.parse(res.body);
    expect(view.budget).toMatchObject({ total_cents: 3_000_001, guest_count: 120, city: 'New York', state_province: 'NY', version: 1 });
    expect(view.categories.map((c) => c.key)).toEqual([...BUDGET_CATEGORY_KEYS]);
    expect(view.categories.reduce((s, c) => s + c.target_cents, 0)).toBe(3_000_001);
    // 28 % of $30,000.01 is $8,400.0028: the cent lost to rounding goes to the largest remainder, the venue's.
    expect(category(view, 'venue').target_cents).toBe(840_001);
    // The partner sees the same budget; a second start (theirs) is refused.
    const riley = await login('riley@confetti.test');
    expect((await riley.get(B)).body.categories).toEqual(view.categories);
    const again = await riley.post(B, { total_cents: 100_000, guest_count: 2 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(BUDGET_MESSAGES.alreadyStarted);
  });

  it('changes the total without touching the targets; a stale version is a 409 with the budget as it is', async () => {
    const sam = await login('sam@confetti.test');
    const riley = await login('riley@confetti.test');
    const before = budgetView.parse((await sam.get(B)).body);
    const changed = await riley.patch(B, { version: before.budget!.version, total_cents: 3_500_000 });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ total_cents: 3_500_000, version: before.budget!.version + 1 });
    const stale = await sam.patch(B, { version: before.budget!.version, guest_count: 90 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'stale_budget',
      message: BUDGET_MESSAGES.changedByPartner,
      budget: { total_cents: 3_500_000 },
    });
    const after = budgetView.parse((await sam.get(B)).body);
    expect(after.categories).toEqual(before.categories);
    expect(after.budget!.guest_count).toBe(120);
  });
});

describe('categories', () => {
  it('adds, renames, retargets and removes a category; names are unique whatever their case', async () => {
    const sam = await login('sam@confetti.test');
    const added = await sam.post(`${B}/categories`, { name: 'Honeymoon', target_cents: 250_000 });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ key: null, name: 'Honeymoon', target_cents: 250_000, version: 1 });
    const dup = await sam.post(`${B}/categories`, { name: 'honeymoon' });
    expect(dup.status).toBe(400);
    expect(dup.body.fields.name).toBe(BUDGET_MESSAGES.duplicateCategory);
    const renamed = await sam.patch(`${B}/categories/${added.body.id}`, { version: 1, name: 'Honeymoon fund', target_cents: 300_000 });
    expect(renamed.body).toMatchObject({ name: 'Honeymoon fund', target_cents: 300_000, version: 2 });
    const clash = await sam.patch(`${B}/categories/${added.body.id}`, { version: 2, name: 'VENUE' });
    expect(clash.body.fields.name).toBe(BUDGET_MESSAGES.duplicateCategory);
    const stale = await sam.delete(`${B}/categories/${added.body.id}?version=1`);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'stale_category', category: { name: 'Honeymoon fund', version: 2 } });
    expect((await sam.delete(`${B}/categories/${added.body.id}?version=2`)).status).toBe(204);
    expect((await sam.get(B)).body.categories.some((c: BudgetCategory) => c.id === added.body.id)).toBe(false);
  });

  it('a category with items stays until they move; validation and the cap speak plainly', async () => {
    const sam = await login('sam@confetti.test');
    const view = budgetView.parse((await sam.get(B)).body);
    const cake = category(view, 'cake');
    const item = await sam.post(`${B}/items`, { category_id: cake.id, name: 'Three tiers', estimated_cents: 60_000 });
    const refused = await sam.delete(`${B}/categories/${cake.id}?version=${cake.version}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(BUDGET_MESSAGES.categoryHasItems);
    expect((await sam.delete(`${B}/items/${item.body.id}?version=${item.body.version}`)).status).toBe(204);
    expect((await sam.patch(`${B}/categories/${cake.id}`, { version: cake.version, target_cents: -1 })).body.fields.target_cents).toBe(
      BUDGET_MESSAGES.amount,
    );
    expect((await sam.post(`${B}/categories`, { name: ' ' })).body.fields.name).toBe(BUDGET_MESSAGES.name);
    expect((await sam.delete(`${B}/categories/${cake.id}?version=abc`)).status).toBe(400);
    // Up to MAX_CATEGORIES.
    for (let i = view.categories.length; i < MAX_CATEGORIES; i++)
      expect((await sam.post(`${B}/categories`, { name: `Extra ${i}` })).status).toBe(201);
    const over = await sam.post(`${B}/categories`, { name: 'One too many' });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(BUDGET_MESSAGES.tooManyCategories);
    for (const c of budgetView.parse((await sam.get(B)).body).categories.filter((x) => x.name.startsWith('Extra ')))
      expect((await sam.delete(`${B}/categories/${c.id}?version=${c.version}`)).status).toBe(204);
  });
});

describe('the vendor picker', () => {
  it('finds names from the trigram index, never reading every vendor', async () => {
    const db = t.database.db;
    // Seeded vendors number a couple of thousand; with sequential scans priced out, the plan shows
    // the statement's shape is one the index serves (`lower(name) like '%…%'`), as it will at any size.
    const { sql: text, params } = vendorSearchStatement(db, 'Ced').toSQL();
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(sql.raw(`explain ${inline(text, params)}`));
    });
    const lines = (plan as { rows: Array<Record<string, string>> }).rows.map((r) => Object.values(r)[0]).join('\n');
    expect(lines).toMatch(/Bitmap Index Scan on vendors_name_trgm_idx/);
    expect(lines).not.toMatch(/Seq Scan on vendors/);
  });
});

/** The statement with its parameters written in, for EXPLAIN (the test's own values only). */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_m, n: string) => {
    const value = params[Number(n) - 1];
    if (typeof value === 'number') return String(value);
    return `'${String(value).replace(/'/g, "''")}'`;
  });
}

describe('items and payments', () => {
  it('an item with a marketplace vendor, payments in instalments, paid derived from them', async () => {
    const sam = await login('sam@confetti.test');
    const view = budgetView.parse((await sam.get(B)).body);
    const [vendor] = await t.database.db.select().from(vendors).limit(1);
    const q = vendor!.name.slice(0, 4);
    const found = await sam.get(`${B}/vendors?q=${encodeURIComponent(q)}`);
    expect(found.status).toBe(200);
    expect(found.body.vendors.length).toBeGreaterThan(0);
    expect(found.body.vendors.length).toBeLessThanOrEqual(8);
    expect(found.body.vendors.every((v: { name: string }) => v.name.toLowerCase().includes(q.toLowerCase()))).toBe(true);
    expect((await sam.get(`${B}/vendors?q=${encodeURIComponent(q.slice(0, 2))}`)).body.fields.q).toBe(BUDGET_MESSAGES.search);
    // Any case: the name's letters, however they are typed.
    const upper = await sam.get(`${B}/vendors?q=${encodeURIComponent(q.toUpperCase())}`);
    expect(upper.body.vendors.map((v: { id: number }) => v.id)).toEqual(found.body.vendors.map((v: { id: number }) => v.id));
    // A % is a letter to look for, not a wildcard.
    expect((await sam.get(`${B}/vendors?q=%25%25%25`)).body.vendors).toEqual([]);

    const created = await sam.post(`${B}/items`, {
      category_id: category(view, 'venue').id,
      name: 'Reception hall',
      estimated_cents: 900_000,
      due_date: '2026-08-01',
      vendor_id: vendor!.id,
      notes: 'Deposit holds the date.',
    });
    expect(created.status).toBe(201);
    const item = budgetItem.parse(created.body);
    expect(item).toMatchObject({ actual_cents: null, paid_cents: 0, vendor: { id: vendor!.id, name: vendor!.name }, version: 1 });
    expect(item.vendor!.url).toMatch(/^\/wedding-vendors\/[a-z-]+\/[a-z0-9-]+$/);

    const deposit = await sam.post(`${B}/items/${item.id}/payments`, {
      amount_cents: 300_000,
      due_date: '2026-01-10',
      paid_on: '2026-01-09',
    });
    expect(deposit.status).toBe(201);
    expect(deposit.body).toMatchObject({ paid_cents: 300_000, version: 1, payments: [{ amount_cents: 300_000, paid_on: '2026-01-09' }] });
    const balance = await sam.post(`${B}/items/${item.id}/payments`, { amount_cents: 600_000, due_date: '2026-08-01' });
    expect(balance.body.paid_cents).toBe(300_000);
    const second = balance.body.payments[1];
    const paid = await sam.patch(`${B}/payments/${second.id}`, { version: second.version, paid_on: '2026-07-30' });
    expect(paid.status).toBe(200);
    expect(paid.body.paid_cents).toBe(900_000);
    const unpaid = await sam.patch(`${B}/payments/${second.id}`, { version: second.version + 1, paid_on: null });
    expect(unpaid.body.paid_cents).toBe(300_000);
    const stale = await sam.patch(`${B}/payments/${second.id}`, { version: second.version, amount_cents: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'stale_item',
      message: BUDGET_MESSAGES.changedByPartner,
      item: { id: item.id, paid_cents: 300_000 },
    });
    const removed = await sam.delete(`${B}/payments/${second.id}?version=${second.version + 2}`);
    expect(removed.status).toBe(200);
    expect(removed.body.payments).toHaveLength(1);
    expect((await sam.post(`${B}/items/${item.id}/payments`, { amount_cents: 0 })).body.fields.amount_cents).toBe(BUDGET_MESSAGES.payment);
    expect((await sam.post(`${B}/items/${item.id}/payments`, { amount_cents: 5, paid_on: '2026-02-30' })).body.fields.paid_on).toBe(
      BUDGET_MESSAGES.date,
    );
  });

  it('validates every field of an item, never a 500', async () => {
    const sam = await login('sam@confetti.test');
    const view = budgetView.parse((await sam.get(B)).body);
    const venue = category(view, 'venue').id;
    for (const [body, field, message] of [
      [{ category_id: venue, name: '' }, 'name', BUDGET_MESSAGES.name],
      [{ category_id: venue, name: 'x'.repeat(81) }, 'name', BUDGET_MESSAGES.nameLong],
      [{ category_id: venue, name: 'Hall', estimated_cents: MAX_AMOUNT_CENTS + 1 }, 'estimated_cents', BUDGET_MESSAGES.amount],
      [{ category_id: venue, name: 'Hall', actual_cents: 1.5 }, 'actual_cents', BUDGET_MESSAGES.amount],
      [{ category_id: venue, name: 'Hall', due_date: 'soon' }, 'due_date', BUDGET_MESSAGES.date],
      [{ category_id: venue, name: 'Hall', notes: 'x'.repeat(1001) }, 'notes', BUDGET_MESSAGES.notesLong],
      [{ category_id: venue, name: 'Hall', vendor_name: 'x'.repeat(121) }, 'vendor_name', BUDGET_MESSAGES.vendorLong],
      [{ category_id: venue, name: 'Hall', vendor_id: 2_147_483_647 }, 'vendor_id', BUDGET_MESSAGES.vendor],
      [{ category_id: 2_147_483_647, name: 'Hall' }, 'category_id', BUDGET_MESSAGES.category],
      [{ category_id: 0, name: 'Hall' }, 'category_id', BUDGET_MESSAGES.category],
    ] as const) {
      const res = await sam.post(`${B}/items`, body);
      expect([res.status, res.body.fields?.[field]]).toEqual([400, message]);
    }
    expect((await sam.patch(`${B}/items/1`, { name: 'No version' })).body.fields.version).toBe(BUDGET_MESSAGES.version);
  });

  it('two partners editing different items both land; the same item from an old version is a 409 “changed by your partner”', async () => {
    const sam = await login('sam@confetti.test');
    const riley = await login('riley@confetti.test');
    const view = budgetView.parse((await sam.get(B)).body);
    const flowers = category(view, 'flowers_decor').id;
    const a = budgetItem.parse((await sam.post(`${B}/items`, { category_id: flowers, name: 'Bouquets', estimated_cents: 80_000 })).body);
    const b = budgetItem.parse(
      (await riley.post(`${B}/items`, { category_id: flowers, name: 'Centerpieces', estimated_cents: 120_000 })).body,
    );
    const [ra, rb] = await Promise.all([
      sam.patch(`${B}/items/${a.id}`, { version: a.version, actual_cents: 85_000 }),
      riley.patch(`${B}/items/${b.id}`, { version: b.version, notes: 'Peonies if in season' }),
    ]);
    expect([ra.status, rb.status]).toEqual([200, 200]);
    // Riley, still on version 1 of the bouquets, renames them: refused, with Sam's version.
    const stale = await riley.patch(`${B}/items/${a.id}`, { version: a.version, name: 'Bouquets and boutonnieres' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'stale_item',
      message: BUDGET_MESSAGES.changedByPartner,
      item: { name: 'Bouquets', actual_cents: 85_000, version: 2 },
    });
    const items = budgetView.parse((await riley.get(B)).body).items;
    expect(items.find((i) => i.id === a.id)).toMatchObject({ actual_cents: 85_000, name: 'Bouquets' });
    expect(items.find((i) => i.id === b.id)).toMatchObject({ notes: 'Peonies if in season' });
    // Moving an item to another category; free-text vendor and clearing a marketplace one.
    const moved = await riley.patch(`${B}/items/${b.id}`, {
      version: 2,
      category_id: category(view, 'misc').id,
      vendor_name: 'Aunt May',
      vendor_id: null,
    });
    expect(moved.body).toMatchObject({ category_id: category(view, 'misc').id, vendor_name: 'Aunt May', vendor: null, version: 3 });
    // Deleting from an old version is refused too; a deleted item is a 404 after.
    expect((await sam.delete(`${B}/items/${b.id}?version=2`)).status).toBe(409);
    expect((await sam.delete(`${B}/items/${b.id}?version=3`)).status).toBe(204);
    const gone = await riley.patch(`${B}/items/${b.id}`, { version: 3, notes: '' });
    expect([gone.status, gone.body.message]).toEqual([404, BUDGET_MESSAGES.itemNotFound]);
  });
});

describe('another couple (BOLA)', () => {
  it('never reaches the other wedding’s budget, categories, items or payments', async () => {
    const sam = await login('sam@confetti.test');
    const alex = await login('alex@confetti.test');
    const jordan = await login('jordan@confetti.test');
    const samView = budgetView.parse((await sam.get(B)).body);
    const samItem = samView.items.find((i) => i.payments.length > 0)!;
    const samCategory = samView.categories[0]!;
    // Alex has no budget yet: they see theirs (none), not Sam's.
    expect((await alex.get(B)).body).toMatchObject({ budget: null, items: [] });
    expect((await alex.post(B, { total_cents: 2_000_000, guest_count: 80 })).status).toBe(201);
    const alexView = budgetView.parse((await jordan.get(B)).body);
    expect(alexView.items).toEqual([]);
    expect(alexView.categories.some((c) => c.id === samCategory.id)).toBe(false);

    const notFound = async (p: Promise<{ status: number; body: { message: string } }>, message: string) => {
      const res = await p;
      expect([res.status, res.body.message]).toEqual([404, message]);
    };
    await notFound(alex.patch(`${B}/items/${samItem.id}`, { version: samItem.version, name: 'Mine now' }), BUDGET_MESSAGES.itemNotFound);
    await notFound(jordan.delete(`${B}/items/${samItem.id}?version=${samItem.version}`), BUDGET_MESSAGES.itemNotFound);
    await notFound(alex.post(`${B}/items/${samItem.id}/payments`, { amount_cents: 100 }), BUDGET_MESSAGES.itemNotFound);
    const payment = samItem.payments[0]!;
    await notFound(alex.patch(`${B}/payments/${payment.id}`, { version: payment.version, paid_on: null }), BUDGET_MESSAGES.paymentNotFound);
    await notFound(jordan.delete(`${B}/payments/${payment.id}?version=${payment.version}`), BUDGET_MESSAGES.paymentNotFound);
    await notFound(
      alex.patch(`${B}/categories/${samCategory.id}`, { version: samCategory.version, name: 'Ours' }),
      BUDGET_MESSAGES.categoryNotFound,
    );
    await notFound(jordan.delete(`${B}/categories/${samCategory.id}?version=${samCategory.version}`), BUDGET_MESSAGES.categoryNotFound);
    // An item of theirs put in Sam's category: refused as a category they do not have.
    const res = await alex.post(`${B}/items`, { category_id: samCategory.id, name: 'Sneaky' });
    expect([res.status, res.body.fields.category_id]).toEqual([400, BUDGET_MESSAGES.category]);
    const mine = budgetItem.parse((await alex.post(`${B}/items`, { category_id: alexView.categories[0]!.id, name: 'Ours' })).body);
    const move = await alex.patch(`${B}/items/${mine.id}`, { version: mine.version, category_id: samCategory.id });
    expect([move.status, move.body.fields.category_id]).toEqual([400, BUDGET_MESSAGES.category]);
    // Sam's data is as it was.
    const after = budgetView.parse((await sam.get(B)).body);
    expect(after.items.find((i) => i.id === samItem.id)).toEqual(samItem);
    expect(after.categories[0]).toEqual(samCategory);
    const [row] = await t.database.db.select().from(budgetItems).where(eq(budgetItems.id, samItem.id));
    expect(row!.name).toBe(samItem.name);
  });
});

describe('the CSV and the dashboard card', () => {
  it('exports every item under its category, money as dollars with two decimals', async () => {
    const sam = await login('sam@confetti.test');
    const view = budgetView.parse((await sam.get(B)).body);
    const res = await sam.get(`${B}/export.csv`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="wedding-budget.csv"');
    const text = String(res.body);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const parsed = Papa.parse<string[]>(text.slice(1).trim(), { skipEmptyLines: true });
    expect(parsed.data[0]).toEqual([...BUDGET_CSV_COLUMNS]);
    const hall = parsed.data.find((r) => r[2] === 'Reception hall')!;
    const item = view.items.find((i) => i.name === 'Reception hall')!;
    expect(hall.slice(0, 8)).toEqual(['Venue', '8400.01', 'Reception hall', item.vendor!.name, '9000.00', '', '3000.00', '2026-08-01']);
    // A category without items has its own row; every money cell is dollars with two decimals.
    expect(parsed.data.some((r) => r[0] === 'Officiant' && r[2] === '')).toBe(true);
    for (const r of parsed.data.slice(1)) for (const i of [1, 4, 6]) expect(r[i]).toMatch(/^(\d+\.\d{2})?$/);
  });

  it('the dashboard card shows paid out of allocated, for both partners', async () => {
    const riley = await login('riley@confetti.test');
    const view = budgetView.parse((await riley.get(B)).body);
    const allocated = view.categories.reduce((s, c) => s + c.target_cents, 0);
    const paid = view.items.reduce((s, i: BudgetItem) => s + i.paid_cents, 0);
    expect(paid).toBeGreaterThan(0);
    const card = (await riley.get('/web-api/v2/dashboard')).body.cards.find((c: { tool: string }) => c.tool === 'budget');
    expect(card).toEqual({
      tool: 'budget',
      available: true,
      state: 'IN_PROGRESS',
      path: '/wedding-budget',
      stats: { spent_cents: paid, allocated_cents: allocated },
    });
  });
});
