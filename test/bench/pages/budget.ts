import type { BudgetCategory, BudgetView } from '../../../src/contracts/budget';
import { BenchClient } from '../client';

/** How many items the bench couple's budget holds (the Lighthouse page `budget`). */
export const BENCH_BUDGET_ITEMS = 40;

/**
 * The Lighthouse page `budget`: a signed-in couple's /wedding-budget with BENCH_BUDGET_ITEMS items
 * (some with a marketplace vendor, each with one or two payments), made through the API as the page
 * makes them. `couple` is an account made with createUser (no wedding yet): it gets one first.
 */
export async function makeBenchBudget(
  base: string,
  couple: { email: string; password: string },
): Promise<{ url: string; cookie: string; items: number }> {
  const client = new BenchClient(base);
  await client.call('POST', '/website-nav/web-api/v1/auth/login', couple);
  await client.call('POST', '/web-api/v2/onboard/existing', {
    wedding: { partner_first_name: 'Bench', partner_last_name: 'Partner', wedding_date: null, planning_stage: 'PLANNING_NO_VENUE_BOOKED' },
  });
  const view = await client.call<BudgetView>('POST', '/web-api/v2/wedding/budget', {
    total_cents: 3_000_000,
    guest_count: 120,
    city: 'New York',
    state_province: 'NY',
  });
  // Marketplace vendors picked as the page picks them: by the first letters of a name (any seed size).
  const listed = await client.call<{ vendors: Array<{ name: string }> }>('GET', '/web-marketplace-api/v1/vendors/search');
  const q = encodeURIComponent(listed.vendors[0]?.name.slice(0, 4) ?? 'the');
  const { vendors } = await client.call<{ vendors: Array<{ id: number }> }>('GET', `/web-api/v2/wedding/budget/vendors?q=${q}`);
  const categories: BudgetCategory[] = view.categories;
  for (let i = 0; i < BENCH_BUDGET_ITEMS; i++) {
    const category = categories[i % categories.length]!;
    const estimated = Math.round(category.target_cents / 3 / 100) * 100;
    const due = new Date(Date.now() + (i - 5) * 7 * 86_400_000).toISOString().slice(0, 10);
    const item = await client.call<{ id: number }>('POST', '/web-api/v2/wedding/budget/items', {
      category_id: category.id,
      name: `${category.name} item ${Math.floor(i / categories.length) + 1}`,
      estimated_cents: estimated,
      actual_cents: i % 3 === 0 ? estimated + 5_000 : null,
      due_date: due,
      vendor_id: i % 4 === 0 && vendors.length ? vendors[i % vendors.length]!.id : null,
      vendor_name: i % 4 === 1 ? 'A friend of the family' : '',
      notes: i % 5 === 0 ? 'Deposit holds the date; the balance is due a month before.' : '',
    });
    const deposit = Math.max(100, Math.round(estimated / 3));
    await client.call('POST', `/web-api/v2/wedding/budget/items/${item.id}/payments`, {
      amount_cents: deposit,
      due_date: due,
      paid_on: i % 2 === 0 ? due : null,
    });
    if (i % 3 === 0)
      await client.call('POST', `/web-api/v2/wedding/budget/items/${item.id}/payments`, {
        amount_cents: estimated - deposit + 100,
        due_date: due,
      });
  }
  return { url: `${base}/wedding-budget`, cookie: client.cookieHeader, items: BENCH_BUDGET_ITEMS };
}
