import { inArray, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { groupGiftContributions } from '../../db/schema';
import {
  GROUP_GIFT_CONTRIBUTIONS_SHOWN,
  isGroupGift,
  minContribution,
  type GroupGiftContributionView,
  type ItemGroupGift,
} from '../../../src/contracts/groupGifts';

/** What a registry item row needs for its group gift (modules/registry/items.ts selects these). */
export interface GroupGiftRow {
  kind: string;
  requestedQty: number;
  purchasedQty: number;
  skuPrice: number | null;
  groupGift: boolean | null;
  groupGoalCents: number | null;
  groupFundedCents: number;
  groupGiftMinCents: number | null;
}

/** Who gave to a gift (not refunded): how many, and the newest names and messages, never amounts. */
export interface GroupContributions {
  count: number;
  newest: GroupGiftContributionView[];
}

/** The facts of the pure rule (src/contracts/groupGifts.ts) from a row. */
export const groupFacts = (r: GroupGiftRow) => ({
  kind: r.kind,
  priceCents: r.skuPrice,
  groupGift: r.groupGift,
  minPriceCents: r.groupGiftMinCents,
  fundedCents: r.groupFundedCents,
});

/**
 * An item's `group_gift` (API.md `Item`), or null when guests cannot contribute to it. The goal is
 * the unit's own (fixed by its first contribution) or, before any, the price now.
 */
export function groupGiftView(r: GroupGiftRow, contributions?: GroupContributions): ItemGroupGift | null {
  if (!isGroupGift(groupFacts(r))) return null;
  const funding = r.groupFundedCents > 0;
  const remainingUnits = Math.max(r.requestedQty - r.purchasedQty, 0);
  const goal = funding ? (r.groupGoalCents ?? 0) : remainingUnits > 0 ? (r.skuPrice ?? 0) : 0;
  const remaining = Math.max(goal - r.groupFundedCents, 0);
  return {
    setting: r.groupGift,
    goal_cents: goal,
    funded_cents: r.groupFundedCents,
    remaining_cents: remaining,
    min_contribution_cents: minContribution(remaining),
    buyable_qty: Math.max(remainingUnits - (funding ? 1 : 0), 0),
    contribution_count: contributions?.count ?? 0,
    contributions: contributions?.newest ?? [],
  };
}

/** Each gift's contributions that stand (held or funded): one statement for all of them. */
export async function groupContributions(db: DbOrTx, itemIds: number[]): Promise<Map<number, GroupContributions>> {
  const out = new Map<number, GroupContributions>();
  if (itemIds.length === 0) return out;
  const c = groupGiftContributions;
  const rows = await queryRows<{ item_id: number; giver_name: string; message: string; created_at: Date | string; n: number }>(
    db,
    sql`select item_id, giver_name, message, created_at, n from (
      select ${c.registryItemId} as item_id, ${c.giverName} as giver_name, ${c.message} as message, ${c.createdAt} as created_at,
        count(*) over (partition by ${c.registryItemId})::int as n,
        row_number() over (partition by ${c.registryItemId} order by ${c.createdAt} desc, ${c.id} desc)::int as rn
      from ${c} where ${inArray(c.registryItemId, itemIds)} and ${c.status} <> 'REFUNDED'
    ) g where rn <= ${GROUP_GIFT_CONTRIBUTIONS_SHOWN} order by item_id, rn`,
  );
  for (const row of rows) {
    const id = Number(row.item_id);
    const entry = out.get(id) ?? { count: Number(row.n), newest: [] };
    entry.newest.push({ giver_name: row.giver_name, message: row.message, received_at: new Date(row.created_at).toISOString() });
    out.set(id, entry);
  }
  return out;
}
