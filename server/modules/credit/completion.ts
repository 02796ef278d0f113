import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brands, productLooks, products, registries, registryItems, skus, weddingMembers, weddings } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { NO_REGISTRY_MESSAGE } from '../registry/access';
import type { CartOwner, CartRow } from '../cart/store';
import type { LineRow } from '../cart/lines';
import {
  COMPLETION_DISCOUNT_PERCENT,
  completionLineDiscountCents,
  completionMessage,
  completionPriceCents,
  completionStatus,
  completionWindow,
  type CompletionAnswer,
  type CompletionStatus,
} from '../../../src/contracts/completionDiscount';

/** The couple's wedding and registry, for a user who is its OWNER or PARTNER (the first, as everywhere). */
async function coupleRegistry(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ registryId: registries.id, weddingDate: weddings.weddingDate, timeZone: weddings.timeZone })
    .from(weddingMembers)
    .innerJoin(weddings, eq(weddings.id, weddingMembers.weddingId))
    .innerJoin(registries, eq(registries.weddingId, weddings.id))
    .where(eq(weddingMembers.userId, userId))
    .orderBy(asc(registries.id))
    .limit(1);
  return row ?? null;
}

/** The discount on one cart line, and which registry items' remaining units it uses. */
export interface CompletionLine {
  discountCents: number;
  claims: Array<{ registryItemId: number; quantity: number }>;
}
export type CompletionLines = Map<number, CompletionLine>;

/**
 * The completion discount of a cart (issue 26): only for the couple (owner or partner) buying for
 * themselves (not a registry gift cart), only while the window is OPEN on the wedding's calendar,
 * and only on catalog SKUs still left on their registry, up to the units left. Keyed by cart line id.
 */
export async function completionFor(
  db: DbOrTx,
  owner: CartOwner | null,
  cart: CartRow | undefined,
  rows: LineRow[],
  now: Date,
): Promise<CompletionLines> {
  const lines: CompletionLines = new Map();
  if (!owner?.userId || !cart || cart.registryId) return lines;
  const skuIds = [...new Set(rows.flatMap((r) => (r.kind === 'PRODUCT' && r.skuId && !r.registryItemId ? [r.skuId] : [])))];
  if (skuIds.length === 0) return lines;
  const couple = await coupleRegistry(db, owner.userId);
  if (!couple || completionStatus(couple.weddingDate, couple.timeZone, now) !== 'OPEN') return lines;
  const left = await db
    .select({
      id: registryItems.id,
      skuId: registryItems.skuId,
      left: sql<number>`(${registryItems.requestedQty} - ${registryItems.purchasedQty})::int`,
    })
    .from(registryItems)
    .where(
      and(
        eq(registryItems.registryId, couple.registryId),
        eq(registryItems.kind, 'PRODUCT'),
        inArray(registryItems.skuId, skuIds),
        gt(registryItems.requestedQty, registryItems.purchasedQty),
      ),
    )
    .orderBy(asc(registryItems.id));
  for (const row of rows) {
    if (row.kind !== 'PRODUCT' || !row.skuId || row.registryItemId) continue;
    let wanted = row.quantity;
    const claims: CompletionLine['claims'] = [];
    for (const item of left) {
      if (wanted === 0) break;
      if (item.skuId !== row.skuId || item.left <= 0) continue;
      const take = Math.min(wanted, item.left);
      item.left -= take;
      wanted -= take;
      claims.push({ registryItemId: item.id, quantity: take });
    }
    const quantity = row.quantity - wanted;
    if (quantity > 0) lines.set(row.id, { discountCents: completionLineDiscountCents(row.skuPrice ?? 0, quantity), claims });
  }
  return lines;
}

export const COMPLETION_CHANGED_MESSAGE = 'Your completion discount changed. Please review your order.';

/**
 * At checkout, under the order's transaction: the units the discount was given on are no longer
 * left on the registry (the couple have them now). Guarded, so two orders cannot both discount the
 * last unit; the loser's total changed and it is refused.
 */
export async function claimCompletion(tx: DbOrTx, completion: CompletionLines): Promise<void> {
  const claims = [...completion.values()].flatMap((l) => l.claims).sort((a, b) => a.registryItemId - b.registryItemId);
  for (const claim of claims) {
    const updated = await tx
      .update(registryItems)
      .set({ purchasedQty: sql`${registryItems.purchasedQty} + ${claim.quantity}` })
      .where(
        and(
          eq(registryItems.id, claim.registryItemId),
          sql`${registryItems.purchasedQty} + ${claim.quantity} <= ${registryItems.requestedQty}`,
        ),
      )
      .returning({ id: registryItems.id });
    if (updated.length === 0) throw conflict(COMPLETION_CHANGED_MESSAGE, { code: 'checkout.total_changed' });
  }
}

/**
 * GET registry/completion-discount: where the couple are in the window and, while it is open, the
 * catalog gifts still left on their registry at their discounted price.
 */
export async function completionShop(db: DbOrTx, userId: number, now = new Date()): Promise<CompletionAnswer> {
  const couple = await coupleRegistry(db, userId);
  if (!couple) throw notFound(NO_REGISTRY_MESSAGE);
  const status: CompletionStatus = completionStatus(couple.weddingDate, couple.timeZone, now);
  const window = couple.weddingDate ? completionWindow(couple.weddingDate) : null;
  const answer: CompletionAnswer = {
    status,
    percent: COMPLETION_DISCOUNT_PERCENT,
    starts_on: window?.startsOn ?? null,
    ends_on: window?.endsOn ?? null,
    message: completionMessage(status, couple.weddingDate),
    items: [],
  };
  if (status !== 'OPEN') return answer;
  const rows = await db
    .select({
      id: registryItems.id,
      skuId: skus.id,
      slug: products.slug,
      name: products.name,
      brand: brands.name,
      images: productLooks.images,
      left: sql<number>`(${registryItems.requestedQty} - ${registryItems.purchasedQty})::int`,
      stock: skus.stock,
      price: skus.priceCents,
    })
    .from(registryItems)
    .innerJoin(skus, eq(skus.id, registryItems.skuId))
    .innerJoin(products, eq(products.id, skus.productId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(productLooks, eq(productLooks.id, skus.lookId))
    .where(
      and(
        eq(registryItems.registryId, couple.registryId),
        eq(registryItems.kind, 'PRODUCT'),
        gt(registryItems.requestedQty, registryItems.purchasedQty),
      ),
    )
    .orderBy(asc(registryItems.position), asc(registryItems.id));
  answer.items = rows.map((r) => ({
    registry_item_id: r.id,
    sku_id: r.skuId,
    product_slug: r.slug,
    title: r.name,
    brand_name: r.brand ?? null,
    image_url: r.images?.['1x1']?.[0] ?? null,
    remaining_qty: r.left,
    available_qty: Math.max(Math.min(r.left, r.stock), 0),
    price_cents: r.price,
    discounted_price_cents: completionPriceCents(r.price),
  }));
  return answer;
}
