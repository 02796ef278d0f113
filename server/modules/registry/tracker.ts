import { and, desc, eq, sql } from 'drizzle-orm';
import { checklistProgress } from '../../../src/contracts/registryChecklist';
import type { Db, DbOrTx } from '../../db/client';
import { registryGifts } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { requireOwnRegistry } from './access';
import { loadItems, type ItemView } from './items';
import type { RegistryReadCache } from './readCache';
import { exchangeStates } from '../credit/exchange';
import type { CreditExchange } from '../../../src/contracts/registry';
import { giftsFulfilment, type GiftFulfilment } from '../fulfilment/service';
import { formatGiverAddress } from '../../../src/contracts/fulfilment';

type GiftRow = typeof registryGifts.$inferSelect;

function giftView(
  g: GiftRow,
  items: Map<number, ItemView>,
  fulfilment: Map<number, GiftFulfilment>,
  exchanges: Map<number, CreditExchange>,
) {
  const item = g.registryItemId !== null ? items.get(g.registryItemId) : undefined;
  const f = fulfilment.get(g.id);
  const exchange = exchanges.get(g.id);
  return {
    id: g.id,
    giver_name: g.giverName,
    giver_email: g.giverEmail,
    received_at: g.receivedAt.toISOString(),
    description: g.description,
    quantity: g.quantity,
    amount_cents: g.amountCents,
    message: g.message,
    thank_you_sent: g.thankYouSent,
    order_id: g.orderId,
    bought_elsewhere: g.boughtElsewhere,
    item: item ? { id: item.id, kind: item.kind, title: item.title, image_url: item.image_url } : null,
    // Issue 26, after the purchase: where a checkout gift is, its parcel, and the giver's address for the thank-you note.
    fulfilment_status: f?.fulfilment_status ?? null,
    shipment: f?.shipment ?? null,
    giver_address: f?.giver_address ? formatGiverAddress(f.giver_address) : null,
    ...(exchange ? { credit_exchange: exchange } : {}),
  };
}

/** One gift as the tracker shows it (after a change to it). */
export async function trackedGift(db: DbOrTx, registryId: number, gift: GiftRow) {
  const items = await itemsById(db, registryId, gift.registryItemId !== null ? [gift.registryItemId] : []);
  return giftView(gift, items, await giftsFulfilment(db, registryId, [gift.id]), await exchangeStates(db, [gift]));
}

async function itemsById(db: DbOrTx, registryId: number, ids: number[]): Promise<Map<number, ItemView>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  return new Map((await loadItems(db, registryId, unique)).map((i) => [i.id, i]));
}

/** GET registry/gift-tracker: gifts received, newest first, with totals over all of them. */
export async function giftTracker(db: Db, userId: number, thankYou: 'all' | 'pending' | 'sent') {
  const registry = await requireOwnRegistry(db, userId);
  const filter = thankYou === 'all' ? undefined : eq(registryGifts.thankYouSent, thankYou === 'sent');
  const [gifts, [totals]] = await Promise.all([
    db
      .select()
      .from(registryGifts)
      .where(and(eq(registryGifts.registryId, registry.id), filter))
      .orderBy(desc(registryGifts.receivedAt), desc(registryGifts.id)),
    db
      .select({
        gift_count: sql<number>`count(*)::int`,
        amount_cents: sql<number>`coalesce(sum(${registryGifts.amountCents}), 0)::int`,
        thank_you_pending: sql<number>`count(*) filter (where not ${registryGifts.thankYouSent})::int`,
      })
      .from(registryGifts)
      .where(eq(registryGifts.registryId, registry.id)),
  ]);
  const items = await itemsById(
    db,
    registry.id,
    gifts.flatMap((g) => (g.registryItemId !== null ? [g.registryItemId] : [])),
  );
  const fulfilment = await giftsFulfilment(
    db,
    registry.id,
    gifts.map((g) => g.id),
  );
  const exchanges = await exchangeStates(db, gifts);
  return {
    gifts: gifts.map((g) => giftView(g, items, fulfilment, exchanges)),
    totals: {
      gift_count: Number(totals?.gift_count ?? 0),
      amount_cents: Number(totals?.amount_cents ?? 0),
      thank_you_pending: Number(totals?.thank_you_pending ?? 0),
    },
  };
}

/** PUT registry/gift-tracker/{id}: mark a thank-you note sent (or not). */
export async function setThankYouSent(db: Db, userId: number, giftId: number, sent: boolean) {
  const registry = await requireOwnRegistry(db, userId);
  const [gift] = await db
    .update(registryGifts)
    .set({ thankYouSent: sent })
    .where(and(eq(registryGifts.id, giftId), eq(registryGifts.registryId, registry.id)))
    .returning();
  if (!gift) throw notFound('We could not find that gift.');
  return { gift: await trackedGift(db, registry.id, gift) };
}

/**
 * The registry checklist: suggested kinds of gifts, each mapped to top shop categories (or an item
 * kind), with how many the couple has added.
 */
export const CHECKLIST: ReadonlyArray<{
  key: string;
  name: string;
  description: string;
  suggested: number;
  categories?: string[];
  kind?: ItemView['kind'];
  shopPath: string;
}> = [
  {
    key: 'kitchen',
    name: 'Kitchen',
    description: 'Cookware, knives, small appliances and the tools you reach for every day.',
    suggested: 8,
    categories: ['kitchen'],
    shopPath: '/shop/category/kitchen',
  },
  {
    key: 'dining',
    name: 'Dining',
    description: 'Dinnerware, flatware, glassware and serveware for everyday and for guests.',
    suggested: 6,
    categories: ['dining'],
    shopPath: '/shop/category/dining',
  },
  {
    key: 'bar',
    name: 'Bar & entertaining',
    description: 'Barware, wine accessories and coffee for hosting.',
    suggested: 3,
    categories: ['bar'],
    shopPath: '/shop/category/bar',
  },
  {
    key: 'bed-and-bath',
    name: 'Bed & bath',
    description: 'Bedding, towels, pillows and throws.',
    suggested: 6,
    categories: ['bed-and-bath'],
    shopPath: '/shop/category/bed-and-bath',
  },
  {
    key: 'home-decor',
    name: 'Home decor',
    description: 'Vases, candles, frames, lighting and rugs.',
    suggested: 4,
    categories: ['home-decor'],
    shopPath: '/shop/category/home-decor',
  },
  {
    key: 'outdoor',
    name: 'Outdoor',
    description: 'Grilling, outdoor dining, camping and garden.',
    suggested: 3,
    categories: ['outdoor'],
    shopPath: '/shop/category/outdoor',
  },
  {
    key: 'tech',
    name: 'Tech',
    description: 'Audio, smart home and cameras.',
    suggested: 2,
    categories: ['tech'],
    shopPath: '/shop/category/tech',
  },
  {
    key: 'experiences',
    name: 'Experiences',
    description: 'Classes, getaways and date nights to share.',
    suggested: 2,
    categories: ['experiences'],
    shopPath: '/shop/category/experiences',
  },
  {
    key: 'cash-funds',
    name: 'Cash funds',
    description: 'A honeymoon, a first home or something all your own.',
    suggested: 1,
    kind: 'CASH_FUND',
    shopPath: '/shop/honeymoon-cash-funds',
  },
  {
    key: 'gift-cards',
    name: 'Gift cards',
    description: 'Let guests give you credit to choose later.',
    suggested: 1,
    kind: 'GIFT_CARD',
    shopPath: '/shop/category/gift-cards',
  },
];

/** GET registry/checklist: computed from the couple's items (the snapshot of their current version). */
export async function checklist(reads: RegistryReadCache, userId: number) {
  const registry = await requireOwnRegistry(reads.db, userId);
  const { items } = await reads.snapshot(registry);
  const added = CHECKLIST.map(
    (c) => items.filter((i) => (c.kind ? i.kind === c.kind : i.kind === 'PRODUCT' && c.categories!.includes(i.category_key ?? ''))).length,
  );
  // One rule for every figure on the page (src/contracts/registryChecklist.ts): capped per category.
  const progress = checklistProgress(CHECKLIST.map((c, i) => ({ added: added[i]!, suggested: c.suggested })));
  return {
    categories: CHECKLIST.map((c, i) => ({
      key: c.key,
      name: c.name,
      description: c.description,
      suggested_count: c.suggested,
      added_count: added[i]!,
      counted_count: progress.categories[i]!.counted,
      percent: progress.categories[i]!.percent,
      complete: progress.categories[i]!.complete,
      shop_path: c.shopPath,
    })),
    counted_total: progress.countedTotal,
    suggested_total: progress.suggestedTotal,
    percent_complete: progress.percent,
  };
}
