import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  boutiques,
  brands,
  cashFundTemplates,
  categories,
  collectionProducts,
  collections,
  productLooks,
  products,
  skus,
} from '../../db/schema';
import { notFound } from '../../lib/errors';
import { json, rawJsonObject } from '../../lib/rawJson';
import { referenceTable } from '../../lib/referenceCache';
import { spellingsOf, suggest } from '../search/service';
import { normaliseQuery } from '../../../src/contracts/searchTerms';
import { ORDER_BY, readListingPage, type ListingPage, type ListingScope } from './listingQuery';
import type {
  BrandsAnswer,
  CashFundsAnswer,
  ListingHeader,
  ListingQuery,
  ProductDetailAnswer,
  ProductsAnswer,
  ProductSummary,
  ShippingData,
  StarterCollectionsAnswer,
} from '../../../src/contracts/shop';

/** Listing cards show at most this many swatches; the rest is a '+N' link (the card reads swatch_count). */
export const CARD_SWATCH_LIMIT = 5;
const HOLIDAY_CUTOFF_MONTH = 11; // December (0-based)
const HOLIDAY_CUTOFF_DAY = 25;
const DAY_MS = 24 * 60 * 60 * 1000;

type ProductRow = typeof products.$inferSelect;

const allCategories = referenceTable((db) =>
  db.select({ id: categories.id, key: categories.key, name: categories.name, parentId: categories.parentId }).from(categories),
);

/** Listing cards in the given order; the card JSON is kept on each product row (migration 0011). */
async function cardsWhere(db: Db, where: SQL, order: string, limit?: number): Promise<ProductSummary[]> {
  const ordered = db.select({ card: products.listingCard }).from(products).where(where).orderBy(sql.raw(order));
  const rows = await (limit === undefined ? ordered : ordered.limit(limit));
  return rows.flatMap((r) => (r.card ? [JSON.parse(r.card) as ProductSummary] : []));
}

/** The JSON text of a listing answer: its header members first, then the page. */
function listingJson(header: ListingHeader, page: ListingPage): string {
  const members: Record<string, string> = {};
  for (const [key, value] of Object.entries(header)) members[key] = json(value);
  Object.assign(members, {
    products: page.cards,
    total: String(page.total),
    page: String(page.page),
    page_size: String(page.page_size),
    page_count: String(page.page_count),
    sort: json(page.sort),
  });
  if (page.brands !== null) members.brands = page.brands;
  return rawJsonObject(members);
}

/** The virtual category of the nav's 'New Arrivals' link (/shop/category/new-arrivals): every new arrival. */
export const NEW_ARRIVALS_KEY = 'new-arrivals';

async function categoryWithDescendants(db: Db, key: string) {
  const all = await allCategories(db);
  const root = all.find((c) => c.key === key);
  if (!root) throw notFound('We could not find that category.');
  const ids = [root.id];
  for (let i = 0; i < ids.length; i++) for (const c of all) if (c.parentId === ids[i]) ids.push(c.id);
  return { root, ids, all };
}

/**
 * Which products a category lists: a top-level category by its denormalised top_category_id (one
 * ordered index range per sort), a sub-category by its own id (and any deeper ones).
 */
function categoryScope(root: { id: number; parentId: number | null }, ids: number[]): ListingScope {
  const countsKey = `category:${root.id}`;
  if (root.parentId === null) return { by: 'topCategory', id: root.id, countsKey };
  return ids.length === 1 ? { by: 'category', id: root.id, countsKey } : { by: 'categories', ids, countsKey };
}

/** A category's listing as JSON text: { category, products, total, page, page_size, page_count, sort, brands }. */
export async function categoryListing(db: Db, slug: string, query: ListingQuery): Promise<string> {
  if (slug === NEW_ARRIVALS_KEY) {
    const page = await readListingPage(db, { by: 'newArrivals', countsKey: NEW_ARRIVALS_KEY }, query);
    return listingJson(
      {
        category: {
          key: NEW_ARRIVALS_KEY,
          name: 'New Arrivals',
          children: [],
          category_chain: [{ key: NEW_ARRIVALS_KEY, name: 'New Arrivals' }],
        },
      },
      page,
    );
  }
  const { root, ids, all } = await categoryWithDescendants(db, slug);
  const page = await readListingPage(db, categoryScope(root, ids), query);
  const children = all.filter((c) => c.parentId === root.id).map((c) => ({ key: c.key, name: c.name }));
  return listingJson({ category: { key: root.key, name: root.name, children, category_chain: chain(all, root.id) } }, page);
}

function chain(all: { id: number; key: string; name: string; parentId: number | null }[], id: number) {
  const out: { key: string; name: string }[] = [];
  let current = all.find((c) => c.id === id);
  while (current) {
    out.unshift({ key: current.key, name: current.name });
    const parentId = current.parentId;
    current = parentId === null ? undefined : all.find((c) => c.id === parentId);
  }
  return out;
}

export async function collectionListing(db: Db, slug: string, query: ListingQuery): Promise<string> {
  const [collection] = await db.select().from(collections).where(eq(collections.slug, slug));
  if (!collection) throw notFound('We could not find that collection.');
  const page = await readListingPage(db, { by: 'collection', id: collection.id }, query);
  return listingJson(
    { collection: { slug: collection.slug, name: collection.name, description: collection.description, kind: collection.kind } },
    page,
  );
}

export async function starterCollections(db: Db): Promise<StarterCollectionsAnswer> {
  const rows = await db
    .select()
    .from(collections)
    .where(eq(collections.kind, 'starter'))
    .orderBy(asc(collections.position), asc(collections.id));
  const out: StarterCollectionsAnswer['collections'] = [];
  for (const c of rows) {
    const items = await db
      .select({ card: products.listingCard })
      .from(collectionProducts)
      .innerJoin(products, eq(products.id, collectionProducts.productId))
      .where(eq(collectionProducts.collectionId, c.id))
      .orderBy(asc(collectionProducts.position), asc(products.id))
      .limit(4);
    const [{ n }] = (await db
      .select({ n: sql<number>`count(*)::int` })
      .from(collectionProducts)
      .where(eq(collectionProducts.collectionId, c.id))) as [{ n: number }];
    out.push({
      slug: c.slug,
      name: c.name,
      description: c.description,
      product_count: n,
      preview: items.flatMap((r) => (r.card ? [JSON.parse(r.card) as ProductSummary] : [])),
    });
  }
  return { collections: out };
}

export async function listBrands(db: Db): Promise<BrandsAnswer> {
  const rows = await db
    .select({
      slug: brands.slug,
      name: brands.name,
      description: brands.description,
      product_count: sql<number>`count(${products.id})::int`,
    })
    .from(brands)
    .leftJoin(products, eq(products.brandId, brands.id))
    .groupBy(brands.id)
    .orderBy(asc(brands.name));
  return { brands: rows };
}

export async function brandListing(db: Db, slug: string, query: ListingQuery): Promise<string> {
  const [brand] = await db.select().from(brands).where(eq(brands.slug, slug));
  if (!brand) throw notFound('We could not find that brand.');
  return listingJson(
    { brand: { slug: brand.slug, name: brand.name, description: brand.description } },
    await readListingPage(db, { by: 'brand', id: brand.id }, { ...query, brand: undefined }),
  );
}

export async function boutiqueListing(db: Db, slug: string, query: ListingQuery): Promise<string> {
  const [boutique] = await db.select().from(boutiques).where(eq(boutiques.slug, slug));
  if (!boutique) throw notFound('We could not find that boutique.');
  return listingJson(
    { boutique: { slug: boutique.slug, name: boutique.name, description: boutique.description, city: boutique.city } },
    await readListingPage(db, { by: 'boutique', id: boutique.id }, query),
  );
}

export async function cashFunds(db: Db): Promise<CashFundsAnswer> {
  const rows = await db.select().from(cashFundTemplates).orderBy(asc(cashFundTemplates.position), asc(cashFundTemplates.id));
  return {
    funds: rows.map((f) => ({
      id: f.id,
      slug: f.slug,
      name: f.name,
      description: f.description,
      kind: f.kind,
      image_url: f.imageUrl,
      suggested_goal_cents: f.suggestedGoalCents,
    })),
  };
}

export async function giftCards(db: Db): Promise<ProductsAnswer> {
  return { products: await cardsWhere(db, eq(products.kind, 'GIFT_CARD'), ORDER_BY.featured) };
}

export async function newArrivals(db: Db, limit: number): Promise<ProductsAnswer> {
  return { products: await cardsWhere(db, eq(products.isNewArrival, true), ORDER_BY.newest, limit) };
}

/**
 * Search results (issue 32): the products whose words match the query or one of its synonyms
 * (websearch syntax: the spellings joined by `or`). When nothing matches and a corrected spelling
 * does ("blendr" → "blender", the suggestions' correction), the page lists that and says so in
 * `did_you_mean`.
 */
export async function search(db: Db, q: string, query: ListingQuery): Promise<string> {
  const searchFor = async (normalised: string) =>
    readListingPage(db, { by: 'search', q: (await spellingsOf(db, normalised)).join(' or ') }, query);
  const normalised = normaliseQuery(q);
  const page = await searchFor(normalised);
  if (page.total === 0 && normalised) {
    const { did_you_mean } = await suggest(db, q);
    if (did_you_mean) {
      const corrected = await searchFor(did_you_mean);
      if (corrected.total > 0) return listingJson({ q, did_you_mean }, corrected);
    }
  }
  return listingJson({ q, did_you_mean: null }, page);
}

/** Adds calendar days to a UTC date (our estimates count calendar days, see API.md). */
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Shipping estimate (spec §3 shipping data). Rules:
 * - arrival_range = today + ship_min_days .. today + ship_max_days (E-delivery: today .. today);
 * - expedited ships in half the time, at least 1-2 days; none for E-delivery;
 * - personalised items take 7-14 days more (made to order);
 * - holiday_shipping: order_by = Dec 25 minus the standard max days, order_by_expedited = Dec 25
 *   minus the expedited max; show_expedited when the standard order-by date has passed but the
 *   expedited one has not. Null after Dec 25 of the current year.
 */
export function shippingEstimate(
  p: Pick<ProductRow, 'shipMethod' | 'shipMinDays' | 'shipMaxDays' | 'isPersonalized'>,
  now: Date,
): ShippingData {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const extraMin = p.isPersonalized ? 7 : 0;
  const extraMax = p.isPersonalized ? 14 : 0;
  const eDelivery = p.shipMethod === 'E-delivery';
  const minDays = eDelivery ? 0 : p.shipMinDays + extraMin;
  const maxDays = eDelivery ? 0 : p.shipMaxDays + extraMax;
  const expMin = eDelivery ? null : Math.max(1, Math.floor(p.shipMinDays / 2)) + extraMin;
  const expMax = eDelivery ? null : Math.max(2, Math.ceil(p.shipMaxDays / 2)) + extraMax;
  const cutoff = new Date(Date.UTC(today.getUTCFullYear(), HOLIDAY_CUTOFF_MONTH, HOLIDAY_CUTOFF_DAY));
  const orderBy = addDays(cutoff, -maxDays);
  const orderByExpedited = expMax === null ? null : addDays(cutoff, -expMax);
  return {
    ship_method: p.shipMethod,
    arrival_range: { min: isoDay(addDays(today, minDays)), max: isoDay(addDays(today, maxDays)) },
    expedited_arrival_range:
      expMin === null || expMax === null ? null : { min: isoDay(addDays(today, expMin)), max: isoDay(addDays(today, expMax)) },
    holiday_shipping:
      today > cutoff
        ? null
        : {
            order_by: isoDay(orderBy),
            order_by_expedited: orderByExpedited ? isoDay(orderByExpedited) : null,
            show_expedited: orderBy < today && orderByExpedited !== null && orderByExpedited >= today,
          },
  };
}

export async function productDetail(db: Db, idOrSlug: string, now: Date): Promise<ProductDetailAnswer> {
  const match = /^\d+$/.test(idOrSlug) ? eq(products.id, Number(idOrSlug)) : eq(products.slug, idOrSlug);
  const [row] = await db
    .select({ p: products, brandName: brands.name, brandSlug: brands.slug })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(match);
  if (!row) throw notFound('We could not find that product.');
  const p = row.p;
  const [looks, skuRows, allCategories] = await Promise.all([
    db.select().from(productLooks).where(eq(productLooks.productId, p.id)).orderBy(asc(productLooks.position), asc(productLooks.id)),
    db.select().from(skus).where(eq(skus.productId, p.id)).orderBy(asc(skus.priceCents), asc(skus.id)),
    db.select({ id: categories.id, key: categories.key, name: categories.name, parentId: categories.parentId }).from(categories),
  ]);
  const lookKey = new Map(looks.map((l) => [l.id, l.key]));
  const skuList = skuRows.map((s) => ({
    id: s.id,
    price_cents: s.priceCents,
    reference_price_cents: s.referencePriceCents,
    stock: s.stock,
    look: s.lookId ? (lookKey.get(s.lookId) ?? null) : null,
    attributes: s.attributes,
  }));
  // Spec §3 reference_price_range: the lowest and highest reference price across the SKUs.
  const refAmounts = skuRows.flatMap((s) => (s.referencePriceCents !== null ? [s.referencePriceCents] : []));
  return {
    product: {
      id: p.id,
      slug: p.slug,
      name: p.name,
      description: p.description,
      kind: p.kind,
      brand: row.brandName,
      brand_slug: row.brandSlug,
      category_chain: chain(allCategories, p.categoryId),
      product_look_views: looks.map((l) => ({
        key: l.key,
        id: l.id,
        label: l.label,
        images: Object.entries(l.images).flatMap(([ratio, urls]) => urls.map((url) => ({ url, aspect_ratios: [ratio] }))),
        sku_previews: skuList.filter((s) => s.look === l.key).map((s) => ({ id: s.id, price_cents: s.price_cents, in_stock: s.stock > 0 })),
      })),
      attributes: orderedAttributes(p.attributes),
      price_range: { min_price: p.minPriceCents, max_price: p.maxPriceCents },
      reference_price:
        p.referencePriceType && p.referencePriceCents !== null ? { type: p.referencePriceType, amount: p.referencePriceCents } : null,
      reference_price_range: refAmounts.length ? { min_price: Math.min(...refAmounts), max_price: Math.max(...refAmounts) } : null,
      suggested_quantity: p.suggestedQuantity,
      skus: skuList,
      swatches: looks.map((l) => ({ product_look_id: l.id, key: l.key, image_url: l.swatchImageUrl, label: l.label })),
      shipping_restrictions: p.shippingRestrictions ?? null,
      is_personalized: p.isPersonalized,
      delivery_surcharge_cents: p.deliverySurchargeCents,
      in_stock: p.inStock,
      shipping: shippingEstimate(p, now),
    },
  };
}

/** The order a product's details read in (PostgreSQL's jsonb keeps keys shortest first). */
const ATTRIBUTE_ORDER = ['Material', 'Capacity', 'Dimensions', 'Care', 'In the box', 'What', 'Duration', 'Includes', 'Delivery'];
export function orderedAttributes(attributes: Record<string, string>): Record<string, string> {
  const rank = (key: string) => (ATTRIBUTE_ORDER.includes(key) ? ATTRIBUTE_ORDER.indexOf(key) : ATTRIBUTE_ORDER.length);
  return Object.fromEntries(Object.entries(attributes).sort(([a], [b]) => rank(a) - rank(b)));
}
