import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, categories, orderLines, orders, productLooks, productReviews, products } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { CartOwner } from '../cart/store';
import {
  REVIEWS_PAGE_SIZE,
  REVIEW_MESSAGES,
  type ProductReview,
  type RelatedAnswer,
  type RelatedCard,
  type ReviewAnswer,
  type ReviewBody,
  type ReviewablePurchase,
  type ReviewsAnswer,
} from '../../../src/contracts/productPage';

/** A product by slug (or id, as the product page takes either), or a 404 in words. */
async function productOf(db: Db, slugOrId: string) {
  const byId = /^[0-9]{1,9}$/.test(slugOrId);
  const [row] = await db
    .select({ id: products.id, categoryId: products.categoryId })
    .from(products)
    .where(byId ? eq(products.id, Number(slugOrId)) : eq(products.slug, slugOrId))
    .limit(1);
  if (!row) throw notFound(REVIEW_MESSAGES.noProduct);
  return row;
}

const ownerCondition = (owner: CartOwner) =>
  owner.sessionIdHash !== undefined ? eq(orders.sessionIdHash, owner.sessionIdHash) : eq(orders.userId, owner.userId);

/** The caller's purchases of a product that have no review yet (none for a visitor with no session). */
async function reviewablePurchases(db: Db, owner: CartOwner | null, productId: number, lineId?: number): Promise<ReviewablePurchase[]> {
  if (!owner) return [];
  const rows = await db
    .select({ order_line_id: orderLines.id, order_number: orders.orderNumber })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .leftJoin(productReviews, eq(productReviews.orderLineId, orderLines.id))
    .where(
      and(
        eq(orderLines.productId, productId),
        ownerCondition(owner),
        ne(orders.status, 'CANCELLED'),
        isNull(productReviews.id),
        lineId === undefined ? undefined : eq(orderLines.id, lineId),
      ),
    )
    .orderBy(asc(orderLines.id));
  return rows;
}

const reviewView = (r: typeof productReviews.$inferSelect): ProductReview => ({
  id: r.id,
  rating: r.rating,
  title: r.title,
  body: r.body,
  author_name: r.authorName,
  verified_buyer: r.verifiedBuyer,
  created_on: r.createdAt.toISOString().slice(0, 10),
});

/** GET …/product/{slug}/reviews: newest first, a page at a time, with the rating summary and what the caller may review. */
export async function listReviews(db: Db, owner: CartOwner | null, slugOrId: string, page = 1): Promise<ReviewsAnswer> {
  const product = await productOf(db, slugOrId);
  const counts = await db
    .select({ rating: productReviews.rating, n: sql<number>`count(*)::int` })
    .from(productReviews)
    .where(eq(productReviews.productId, product.id))
    .groupBy(productReviews.rating);
  const ratingCounts: ReviewsAnswer['rating_counts'] = [0, 0, 0, 0, 0];
  for (const c of counts) ratingCounts[c.rating - 1] = c.n;
  const total = ratingCounts.reduce((a, b) => a + b, 0);
  const sum = ratingCounts.reduce((a, n, i) => a + n * (i + 1), 0);
  const pageCount = Math.max(1, Math.ceil(total / REVIEWS_PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const rows = await db
    .select()
    .from(productReviews)
    .where(eq(productReviews.productId, product.id))
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
    .limit(REVIEWS_PAGE_SIZE)
    .offset((current - 1) * REVIEWS_PAGE_SIZE);
  return {
    reviews: rows.map(reviewView),
    page: current,
    page_count: pageCount,
    total,
    average_rating: total ? Math.round((sum / total) * 10) / 10 : null,
    rating_counts: ratingCounts,
    reviewable: await reviewablePurchases(db, owner, product.id),
  };
}

/**
 * POST …/product/{slug}/reviews: a buyer's review of one order line of theirs (the account or
 * guest session that placed the order) for this product; one per line (the unique index holds it
 * when two arrive at once). Stored as plain text: pages print it as text, never as HTML.
 */
export async function writeReview(
  db: Db,
  owner: CartOwner | null,
  slugOrId: string,
  body: ReviewBody,
  now = new Date(),
): Promise<ReviewAnswer> {
  const product = await productOf(db, slugOrId);
  if (!owner) throw forbidden(REVIEW_MESSAGES.notYourPurchase);
  const [purchase] = await reviewablePurchases(db, owner, product.id, body.order_line_id);
  if (!purchase) {
    const [reviewed] = await db
      .select({ id: productReviews.id })
      .from(productReviews)
      .innerJoin(orderLines, eq(orderLines.id, productReviews.orderLineId))
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(productReviews.orderLineId, body.order_line_id), eq(orderLines.productId, product.id), ownerCondition(owner)));
    if (reviewed) throw conflict(REVIEW_MESSAGES.alreadyReviewed, { code: 'review.exists' });
    throw forbidden(REVIEW_MESSAGES.notYourPurchase);
  }
  const [row] = await db
    .insert(productReviews)
    .values({
      productId: product.id,
      orderLineId: purchase.order_line_id,
      rating: body.rating,
      title: body.title,
      body: body.body,
      authorName: body.author_name,
      verifiedBuyer: true,
      createdAt: now,
    })
    .onConflictDoNothing({ target: productReviews.orderLineId })
    .returning();
  if (!row) throw conflict(REVIEW_MESSAGES.alreadyReviewed, { code: 'review.exists' });
  return { review: reviewView(row) };
}

/** Subcategories whose things go with a subcategory's (a wine rack with glassware). */
export const GOES_WITH: Record<string, string[]> = {
  cookware: ['kitchen-tools', 'knives-and-cutlery', 'serveware'],
  bakeware: ['kitchen-tools', 'serveware', 'small-appliances'],
  'knives-and-cutlery': ['kitchen-tools', 'cookware', 'serveware'],
  'small-appliances': ['kitchen-tools', 'coffee-and-tea', 'bakeware'],
  'kitchen-tools': ['cookware', 'bakeware', 'knives-and-cutlery'],
  dinnerware: ['flatware', 'glassware', 'table-linens'],
  flatware: ['dinnerware', 'table-linens', 'serveware'],
  glassware: ['wine-accessories', 'barware', 'dinnerware'],
  serveware: ['dinnerware', 'table-linens', 'glassware'],
  'table-linens': ['dinnerware', 'candles', 'flatware'],
  barware: ['glassware', 'wine-accessories', 'serveware'],
  'wine-accessories': ['glassware', 'barware', 'serveware'],
  'coffee-and-tea': ['dinnerware', 'small-appliances', 'kitchen-tools'],
  bedding: ['pillows', 'blankets-and-throws', 'bath-towels'],
  'bath-towels': ['bedding', 'candles', 'pillows'],
  pillows: ['bedding', 'blankets-and-throws', 'rugs'],
  'blankets-and-throws': ['pillows', 'candles', 'rugs'],
  vases: ['candles', 'frames', 'table-linens'],
  candles: ['vases', 'table-linens', 'lighting'],
  frames: ['vases', 'candles', 'keepsakes'],
  lighting: ['rugs', 'candles', 'pillows'],
  rugs: ['pillows', 'lighting', 'blankets-and-throws'],
  grilling: ['outdoor-dining', 'barware', 'knives-and-cutlery'],
  'outdoor-dining': ['grilling', 'camping', 'candles'],
  camping: ['outdoor-dining', 'grilling', 'cameras'],
  garden: ['outdoor-dining', 'vases', 'camping'],
  audio: ['smart-home', 'cameras', 'date-nights'],
  'smart-home': ['audio', 'lighting', 'cameras'],
  cameras: ['frames', 'audio', 'keepsakes'],
  classes: ['date-nights', 'getaways', 'cookware'],
  getaways: ['date-nights', 'classes', 'camping'],
  'date-nights': ['classes', 'getaways', 'glassware'],
  ceremony: ['reception-decor', 'keepsakes', 'bridal-party-gifts'],
  'reception-decor': ['ceremony', 'candles', 'keepsakes'],
  'bridal-party-gifts': ['keepsakes', 'ceremony', 'barware'],
  keepsakes: ['frames', 'ceremony', 'bridal-party-gifts'],
};

const RELATED_LIMIT = 8;

async function cards(db: Db, where: ReturnType<typeof and>): Promise<RelatedCard[]> {
  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      brand: brands.name,
      price: products.minPriceCents,
      images: sql<Record<
        string,
        string[]
      > | null>`(select l.images from ${productLooks} l where l.product_id = ${products.id} order by l.position limit 1)`,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(where)
    .orderBy(desc(products.featuredRank), asc(products.id))
    .limit(RELATED_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    brand: r.brand,
    price_cents: r.price,
    image_url: r.images?.['1x1']?.[0] ?? null,
  }));
}

/** GET …/product/{slug}/related: in-stock things of the same kind, and from the subcategories that go with it. */
export async function relatedProducts(db: Db, slugOrId: string): Promise<RelatedAnswer> {
  const product = await productOf(db, slugOrId);
  const [category] = await db.select({ key: categories.key }).from(categories).where(eq(categories.id, product.categoryId));
  const partnerKeys = GOES_WITH[category?.key ?? ''] ?? [];
  const partners = partnerKeys.length
    ? (await db.select({ id: categories.id }).from(categories).where(inArray(categories.key, partnerKeys))).map((c) => c.id)
    : [];
  const live = and(eq(products.kind, 'PRODUCT'), eq(products.inStock, true), ne(products.id, product.id));
  return {
    related: await cards(db, and(live, eq(products.categoryId, product.categoryId))),
    goes_with: partners.length ? await cards(db, and(live, inArray(products.categoryId, partners))) : [],
  };
}
