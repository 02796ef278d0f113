import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  boutiques,
  brands,
  cashFundTemplates,
  categories,
  collectionProducts,
  collections,
  productLooks,
  productReviews,
  products,
  skus,
} from '../schema';
import type { SeedOptions } from '.';
import { createRandom, slugify } from './random';
import { CATEGORY_TREE, categoryKey } from './categories';
import { BRAND_MAKES, PRODUCT_TYPES, adjectiveFits, materialFor, type ProductType } from './productTypes';
import {
  ADJECTIVES,
  ASPECT_RATIOS,
  BOUTIQUES,
  BRAND_NAMES,
  CASH_FUNDS,
  COLLECTIONS,
  GIFT_CARD_DENOMINATIONS,
  LOOK_COLOURS,
  PRODUCT_NOUNS,
} from './catalogData';

const BATCH = 500;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A fixed epoch so created_at (and thus 'newest' sorting) is the same on every machine. */
const CATALOG_EPOCH = Date.UTC(2026, 0, 1);

/** The image URLs of a look: one per aspect ratio, three views each (front, close up, in use; drawn by the media route). */
export function lookImages(productSlug: string, lookKey: string): Record<string, string[]> {
  return Object.fromEntries(
    ASPECT_RATIOS.map((ratio) => [ratio, [1, 2, 3].map((view) => `/media/p/${productSlug}/${lookKey}/${ratio}-${view}.svg`)]),
  );
}

const roundPrice = (dollars: number) => (dollars < 20 ? Math.round(dollars) * 100 : Math.round(dollars / 5) * 500 - 100);

/**
 * The demo catalog: brands, boutiques, products (with looks, images and SKUs), gift cards,
 * collections and cash-fund ideas. Product i is generated from its own random stream, so asking
 * for more products later (`--products 100000`) adds exactly the missing ones.
 */
export async function seedCatalog(db: Db, opts: SeedOptions): Promise<void> {
  await db
    .insert(brands)
    .values(
      BRAND_NAMES.map((name, i) => ({
        slug: slugify(name),
        name,
        position: i,
        description: brandDescription(name),
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(boutiques)
    .values(BOUTIQUES.map((b) => ({ slug: slugify(b.name), name: b.name, city: b.city, description: b.description })))
    .onConflictDoNothing();
  await db
    .insert(cashFundTemplates)
    .values(
      CASH_FUNDS.map((f, i) => ({
        slug: slugify(f.name),
        name: f.name,
        kind: f.kind,
        description: f.description,
        suggestedGoalCents: f.goal,
        imageUrl: `/media/scene/${slugify(f.name)}.svg`,
        position: i,
      })),
    )
    .onConflictDoNothing();

  const brandRows = await db.select({ id: brands.id }).from(brands).orderBy(asc(brands.position));
  const boutiqueRows = await db.select({ id: boutiques.id }).from(boutiques).orderBy(asc(boutiques.id));
  const categoryRows = await db
    .select({ id: categories.id, key: categories.key, parentId: categories.parentId })
    .from(categories)
    .where(isNotNull(categories.parentId))
    .orderBy(asc(categories.id));
  const leafCategories = categoryRows.filter((c) => PRODUCT_NOUNS[c.key]);
  const [giftCardCategory] = await db.select({ id: categories.id }).from(categories).where(eq(categories.key, 'gift-cards'));

  await seedGiftCards(db, brandRows[0]!.id, giftCardCategory!.id);

  const [{ n: existing }] = (await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(eq(products.kind, 'PRODUCT'))) as [{ n: number }];
  for (let start = existing; start < opts.products; start += BATCH) {
    const end = Math.min(opts.products, start + BATCH);
    const drafts = [];
    for (let i = start; i < end; i++) drafts.push(draftProduct(i, leafCategories, brandRows, boutiqueRows));
    const inserted = await db
      .insert(products)
      .values(drafts.map((d) => d.product))
      .returning({ id: products.id, slug: products.slug });
    const idBySlug = new Map(inserted.map((p) => [p.slug, p.id]));
    const lookValues = drafts.flatMap((d) => d.looks.map((look) => ({ ...look, productId: idBySlug.get(d.product.slug)! })));
    const lookRows = await db
      .insert(productLooks)
      .values(lookValues)
      .returning({ id: productLooks.id, productId: productLooks.productId, key: productLooks.key });
    const lookId = new Map(lookRows.map((l) => [`${l.productId}:${l.key}`, l.id]));
    const skuValues = drafts.flatMap((d) => {
      const productId = idBySlug.get(d.product.slug)!;
      // Each SKU's reference price scales with its price (the dearest SKU carries the product's).
      const ref = d.product.referencePriceCents;
      const max = d.product.maxPriceCents;
      return d.skus.map((s) => ({
        productId,
        lookId: lookId.get(`${productId}:${s.lookKey}`)!,
        priceCents: s.priceCents,
        stock: s.stock,
        attributes: s.attributes,
        referencePriceCents: ref !== null && max > 0 ? skuReferencePrice(s.priceCents, ref, max) : null,
      }));
    });
    for (let k = 0; k < skuValues.length; k += BATCH * 2) await db.insert(skus).values(skuValues.slice(k, k + BATCH * 2));
    const reviewValues = drafts.flatMap((d, k) =>
      draftReviews(start + k, d.product.name).map((r) => ({ ...r, productId: idBySlug.get(d.product.slug)! })),
    );
    if (reviewValues.length) await db.insert(productReviews).values(reviewValues);
    opts.log?.(`catalog: ${end} / ${opts.products} products`);
  }

  await seedCollections(db);
  // After a bulk load: fresh planner statistics, an up-to-date visibility map (index-only scans)
  // and the search index's pending entries merged. Cheap when nothing changed.
  if (existing < opts.products) await db.execute(sql`vacuum analyze products, skus, product_looks`);
}

/** A SKU's reference price: the product's (set on its dearest SKU) scaled to the SKU's price, to the dollar. Also the migration's backfill rule. */
export const skuReferencePrice = (priceCents: number, productReferenceCents: number, maxPriceCents: number) =>
  Math.round((priceCents * productReferenceCents) / maxPriceCents / 100) * 100;

type Draft = ReturnType<typeof draftProduct>;

export function draftProduct(
  i: number,
  leafCategories: Array<{ id: number; key: string; parentId: number | null }>,
  brandRows: Array<{ id: number }>,
  boutiqueRows: Array<{ id: number }>,
) {
  const rnd = createRandom(1000 + i * 7919);
  const category = leafCategories[i % leafCategories.length]!;
  const spec = PRODUCT_NOUNS[category.key]!;
  const noun = rnd.pick(spec.nouns);
  const type = PRODUCT_TYPES[noun]!;
  const eDelivery = category.key === 'classes' || category.key === 'getaways' || category.key === 'date-nights';
  const adjective = fittingAdjective(rnd.pick(ADJECTIVES), type, eDelivery);
  // A brand that makes this kind of thing.
  const makers = makersOf(category.key);
  const brandIndex = makers[rnd.int(0, brandRows.length - 1) % makers.length]!;
  const name = `${adjective} ${noun}`;
  const slug = `${slugify(name)}-${i + 1}`;
  // Rounded to a price ending in 4 or 9, never below the type's range.
  const basePrice = Math.max(roundPrice(type.price[0] + rnd.next() * (type.price[1] - type.price[0])), roundPrice(type.price[0] + 2.5));
  const looks = [...LOOK_COLOURS].sort(() => rnd.next() - 0.5).slice(0, rnd.int(1, 4));
  const sizes = spec.sizes ?? [null];
  const draftSkus: Array<{ lookKey: string; priceCents: number; stock: number; attributes: Record<string, string> }> = [];
  for (const look of looks) {
    sizes.forEach((size, sizeIndex) => {
      const stock = rnd.chance(0.08) ? 0 : rnd.int(3, 80);
      draftSkus.push({
        lookKey: look.key,
        priceCents: basePrice + sizeIndex * 2000,
        stock,
        attributes: size ? { size, color: look.label } : { color: look.label },
      });
    });
  }
  const prices = draftSkus.map((s) => s.priceCents);
  const refRoll = rnd.next();
  const referencePriceType: 'MSRP' | 'COMPAREATPRICE' | 'DISCOUNTPRICE' | null =
    refRoll < 0.12 ? 'MSRP' : refRoll < 0.2 ? 'COMPAREATPRICE' : refRoll < 0.26 ? 'DISCOUNTPRICE' : null;
  const restrictionRoll = rnd.next();
  const shipMethod: 'E-delivery' | 'Ground Shipping' = eDelivery ? 'E-delivery' : 'Ground Shipping';
  const product = {
    slug,
    name,
    description: `${type.about} ${rnd.pick(eDelivery ? EXPERIENCE_CLOSINGS : CLOSINGS)}`,
    brandId: brandRows[brandIndex]!.id,
    categoryId: category.id,
    topCategoryId: category.parentId ?? category.id,
    boutiqueId: rnd.chance(0.12) ? rnd.pick(boutiqueRows).id : null,
    kind: 'PRODUCT',
    attributes: productAttributes(type, adjective, rnd.next(), eDelivery),
    referencePriceType: referencePriceType,
    referencePriceCents: referencePriceType ? Math.round((Math.max(...prices) * (1.15 + rnd.next() * 0.4)) / 100) * 100 : null,
    suggestedQuantity: category.key === 'dinnerware' || category.key === 'glassware' || category.key === 'flatware' ? rnd.pick([2, 3]) : 1,
    shipMethod,
    shipMinDays: eDelivery ? 0 : rnd.int(2, 5),
    shipMaxDays: eDelivery ? 0 : rnd.int(6, 10),
    isPersonalized: !!spec.personalizable && rnd.chance(0.3),
    deliverySurchargeCents: spec.heavy && rnd.chance(0.5) ? rnd.pick([1500, 2500, 4000]) : spec.perishable && rnd.chance(0.5) ? 999 : 0,
    // Heavy items often cannot ship to Hawaii or Alaska (spec §5).
    shippingRestrictions: eDelivery
      ? null
      : spec.heavy && restrictionRoll < 0.6
        ? ['US_CONTIGUOUS']
        : restrictionRoll < 0.1
          ? ['US_CONTIGUOUS']
          : restrictionRoll < 0.3
            ? ['US_CONTIGUOUS', 'US_ALASKA_AND_HAWAII']
            : null,
    minPriceCents: Math.min(...prices),
    maxPriceCents: Math.max(...prices),
    inStock: draftSkus.some((s) => s.stock > 0),
    featuredRank: rnd.int(0, 1000),
    isNewArrival: rnd.chance(0.1),
    createdAt: new Date(CATALOG_EPOCH + (i % 300) * DAY_MS + rnd.int(0, DAY_MS - 1)),
  };
  const draftLooks = looks.map((look, position) => ({
    key: look.key,
    label: look.label,
    swatchImageUrl: `/media/swatch/${look.key}.svg`,
    images: lookImages(slug, look.key),
    position,
  }));
  return { product, looks: draftLooks, skus: draftSkus };
}
export type { Draft };

/** Only the first products have seeded reviews (a 100,000-product bench seed stays quick). */
export const REVIEWED_PRODUCTS = 2000;
const REVIEWERS = [
  'Maya R.',
  'Daniel K.',
  'Priya S.',
  'Jordan T.',
  'Elena M.',
  'Sam W.',
  'Chris P.',
  'Aisha B.',
  'Lucas F.',
  'Hannah L.',
  'Omar D.',
  'Grace H.',
];
const REVIEW_TEXTS: Record<number, Array<[string, string]>> = {
  5: [
    ['Love it', 'We use the {thing} all the time. Well made, and it looks even better in person than in the pictures.'],
    ['Worth every penny', 'A registry gift we would buy again. The {thing} feels solid and has held up beautifully.'],
    ['Our favourite gift', 'Of everything on our registry, the {thing} is what we reach for most.'],
  ],
  4: [
    ['Very good', 'The {thing} is lovely and works well. Took a few days longer to arrive than we hoped.'],
    ['Happy with it', 'Good quality {thing} for the price. The colour is a touch different from the photo, but we like it.'],
  ],
  3: [['It is fine', 'The {thing} does the job. Not as sturdy as we expected, but fine for everyday use.']],
  2: [['Not for us', 'The {thing} was smaller than we expected from the dimensions. Returned it easily, though.']],
};
const RATING_ROLLS: Array<[number, number]> = [
  [0.55, 5],
  [0.85, 4],
  [0.95, 3],
  [1, 2],
];

/** A product's seeded reviews: none to eight, mostly four and five stars, dated after the product. */
export function draftReviews(i: number, name: string) {
  if (i >= REVIEWED_PRODUCTS) return [];
  const rnd = createRandom(500_000 + i * 104_729);
  const count = rnd.int(0, 8);
  const thing = name.replace(/^\S+ /, '').toLowerCase();
  return Array.from({ length: count }, (_, k) => {
    const roll = rnd.next();
    const rating = RATING_ROLLS.find(([p]) => roll < p)![1];
    const [title, body] = rnd.pick(REVIEW_TEXTS[rating]!);
    return {
      rating,
      title,
      body: body.replace('{thing}', thing),
      authorName: REVIEWERS[(i + k * 5) % REVIEWERS.length]!,
      verifiedBuyer: rnd.chance(0.7),
      createdAt: new Date(CATALOG_EPOCH + Math.min((i % 300) + 5 + k * 4 + rnd.int(0, 3), 320) * DAY_MS),
    };
  });
}

const CLOSINGS = [
  'Made to be used every day and to last for years.',
  'A registry favorite, chosen by thousands of couples.',
  'Thoughtfully designed with materials that age beautifully.',
  'Easy to care for and a pleasure to give.',
];
const EXPERIENCE_CLOSINGS = [
  'Delivered by email; book the date that suits you.',
  'Valid for a year from the day it is given.',
  'A memory to make together in the first year of marriage.',
];
/** Adjectives for an experience's name (no 'Handcrafted Concert Tickets'). */
const EXPERIENCE_ADJECTIVES = new Set(['Classic', 'Signature', 'Coastal', 'Vintage', 'Heritage', 'Nordic']);

/** The drawn adjective when it suits the type, else a suitable one chosen by the drawn one's place. */
export function fittingAdjective(drawn: string, type: ProductType, eDelivery: boolean): string {
  const fitting = ADJECTIVES.filter((a) => (eDelivery ? EXPERIENCE_ADJECTIVES.has(a) : adjectiveFits(a, type)));
  return fitting.includes(drawn) ? drawn : fitting[ADJECTIVES.indexOf(drawn) % fitting.length]!;
}

const makersBySubcategory = new Map<string, number[]>();
/** Positions (in BRAND_NAMES) of the brands that make a subcategory's things. */
function makersOf(subcategory: string): number[] {
  let makers = makersBySubcategory.get(subcategory);
  if (!makers) {
    makers = BRAND_NAMES.flatMap((brand, index) => (BRAND_MAKES[brand]?.includes(subcategory) ? [index] : []));
    makersBySubcategory.set(subcategory, makers);
  }
  return makers;
}

/** What a product's page lists under Details, in the order a shopper reads it. */
export function productAttributes(type: ProductType, adjective: string, roll: number, eDelivery: boolean): Record<string, string> {
  if (eDelivery) return { What: type.materials[0]!, Duration: type.dimensions, Includes: type.inBox, Delivery: type.care };
  return {
    Material: materialFor(adjective, type, roll),
    ...(type.capacity ? { Capacity: type.capacity } : {}),
    Dimensions: type.dimensions,
    Care: type.care,
    'In the box': type.inBox,
  };
}

const SUBCATEGORY_NAMES = new Map(CATEGORY_TREE.flatMap((top) => top.children.map((child) => [categoryKey(child), child])));
/** 'Copper Lane makes cookware, barware and wine accessories.' */
export function brandDescription(brand: string): string {
  const made = (BRAND_MAKES[brand] ?? []).map((key) => (SUBCATEGORY_NAMES.get(key) ?? key).toLowerCase());
  const list = made.length > 1 ? `${made.slice(0, -1).join(', ')} and ${made.at(-1)}` : (made[0] ?? 'things for the home');
  return `${brand} makes ${list}, made well and made to be used.`;
}

async function seedGiftCards(db: Db, brandId: number, categoryId: number): Promise<void> {
  const cards = [
    { name: 'Confetti Gift Card', description: 'Let them choose: a Confetti gift card, delivered by email.' },
    { name: 'Honeymoon Gift Card', description: 'A gift card toward travel and experiences, delivered by email.' },
  ];
  for (const [index, card] of cards.entries()) {
    const slug = slugify(card.name);
    const [row] = await db
      .insert(products)
      .values({
        slug,
        name: card.name,
        description: card.description,
        brandId,
        categoryId,
        topCategoryId: categoryId,
        kind: 'GIFT_CARD',
        shipMethod: 'E-delivery',
        shipMinDays: 0,
        shipMaxDays: 0,
        minPriceCents: GIFT_CARD_DENOMINATIONS[0]!,
        maxPriceCents: GIFT_CARD_DENOMINATIONS.at(-1)!,
        featuredRank: 1000 - index,
        createdAt: new Date(CATALOG_EPOCH),
      })
      .onConflictDoNothing()
      .returning({ id: products.id });
    if (!row) continue;
    const [look] = await db
      .insert(productLooks)
      .values({
        productId: row.id,
        key: 'card',
        label: 'E-gift card',
        swatchImageUrl: '/media/swatch/mustard.svg',
        images: lookImages(slug, 'card'),
      })
      .returning({ id: productLooks.id });
    await db.insert(skus).values(
      GIFT_CARD_DENOMINATIONS.map((cents) => ({
        productId: row.id,
        lookId: look!.id,
        priceCents: cents,
        stock: 100000,
        attributes: { amount: `$${cents / 100}` },
      })),
    );
  }
}

async function seedCollections(db: Db): Promise<void> {
  const pool = await db
    .select({ id: products.id, min: products.minPriceCents, categoryId: products.categoryId })
    .from(products)
    .where(and(eq(products.kind, 'PRODUCT'), eq(products.inStock, true)))
    .orderBy(asc(products.id))
    .limit(360);
  for (const [index, c] of COLLECTIONS.entries()) {
    const [row] = await db
      .insert(collections)
      .values({ slug: slugify(c.name), name: c.name, description: c.description, kind: c.kind, position: index })
      .onConflictDoNothing()
      .returning({ id: collections.id });
    if (!row) continue;
    const rnd = createRandom(50 + index);
    const candidates = c.name === 'Under $50' ? pool.filter((p) => p.min <= 5000) : pool;
    const chosen = [...candidates].sort(() => rnd.next() - 0.5).slice(0, 12);
    if (chosen.length)
      await db.insert(collectionProducts).values(chosen.map((p, position) => ({ collectionId: row.id, productId: p.id, position })));
  }
}
