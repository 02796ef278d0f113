import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import {
  cashFundTemplates,
  categories,
  fundTypeOfTemplate,
  products,
  quickAddPackItems,
  quickAddPacks,
  registries,
  registryCollections,
  registryGifts,
  registryItems,
  skus,
  weddings,
} from '../schema';
import { createRandom } from './random';

const DEMO_REGISTRIES = [
  {
    slug: 'alex-and-jordan',
    seed: 11,
    shipName: 'Alex Morgan',
    shipAddress1: '214 Clinton Street',
    shipCity: 'Brooklyn',
    state: 'NY',
    zip: '11201',
    collections: ['Kitchen & Dining', 'Home', 'Experiences & Funds'],
    fund: 'new-home-fund',
    purchased: false,
    fundGifts: [15000],
    external: {
      title: 'Handmade Walnut Serving Board',
      priceCents: 8900,
      storeName: 'Etsy',
      externalUrl: 'https://www.etsy.com/listing/walnut-serving-board',
    },
  },
  {
    slug: 'sam-and-riley',
    seed: 23,
    shipName: 'Sam Patel',
    shipAddress1: '1050 Ala Moana Boulevard',
    shipCity: 'Honolulu',
    state: 'HI',
    zip: '96813',
    collections: ['Kitchen', 'Bed & Bath', 'Honeymoon'],
    fund: 'honeymoon-fund',
    purchased: true,
    fundGifts: [150000, 75000],
    external: {
      title: 'Koa Wood Ukulele',
      priceCents: 24900,
      storeName: 'Island Strings',
      externalUrl: 'https://islandstrings.example/koa-ukulele',
    },
  },
] as const;

/** Sam and Riley (wedding past) received many gifts; Alex and Jordan two early ones. */
function purchasedFor(weddingPast: boolean, position: number, requestedQty: number): number {
  if (weddingPast) return position % 3 === 0 ? requestedQty : position % 5 === 1 ? 1 : 0;
  return position === 3 || position === 10 ? 1 : 0;
}

const GIVERS = ['Priya Shah', 'Marcus Bell', 'Aunt Linda', 'The Nguyen Family', 'Grandma Rose', 'Chris & Dana'];

/**
 * The demo couples' registries (after the accounts and catalog steps): published, with the
 * couple's shipping address, their collections and 20+ items (products, a cash fund, an external
 * product and a gift card). Sam and Riley's wedding is past, so some gifts have arrived.
 */
export async function seedRegistries(db: Db): Promise<void> {
  for (const demo of DEMO_REGISTRIES) {
    const [wedding] = await db.select({ id: weddings.id }).from(weddings).where(eq(weddings.slug, demo.slug));
    if (!wedding) continue;
    const [registry] = await db
      .insert(registries)
      .values({
        weddingId: wedding.id,
        slug: demo.slug,
        isPublished: true,
        publishedAt: new Date(Date.UTC(2026, 2, 1)),
        shipName: demo.shipName,
        shipAddress1: demo.shipAddress1,
        shipCity: demo.shipCity,
        shipStateProvinceRegion: demo.state,
        shipPostalCode: demo.zip,
      })
      .onConflictDoNothing()
      .returning({ id: registries.id });
    if (!registry) continue;
    const collectionRows = await db
      .insert(registryCollections)
      .values(demo.collections.map((name, position) => ({ registryId: registry.id, name, position })))
      .returning({ id: registryCollections.id });

    const rnd = createRandom(demo.seed);
    const candidates = await db
      .select({ id: products.id, restrictions: products.shippingRestrictions, categoryId: products.categoryId })
      .from(products)
      .where(and(eq(products.kind, 'PRODUCT'), eq(products.inStock, true)))
      .orderBy(asc(products.id))
      .limit(300);
    // A Hawaii couple can only register for products that ship there (spec §5).
    const eligible = candidates.filter((p) => demo.state !== 'HI' || !p.restrictions || p.restrictions.includes('US_ALASKA_AND_HAWAII'));
    const chosen = [...eligible].sort(() => rnd.next() - 0.5).slice(0, 20);
    const skuRows = await db
      .select({ id: skus.id, productId: skus.productId, stock: skus.stock })
      .from(skus)
      .where(
        inArray(
          skus.productId,
          chosen.map((p) => p.id),
        ),
      )
      .orderBy(asc(skus.id));
    const items = chosen.map((p, position) => {
      const sku = skuRows.find((s) => s.productId === p.id && s.stock > 0) ?? skuRows.find((s) => s.productId === p.id)!;
      const requestedQty = rnd.pick([1, 1, 1, 2, 4]);
      return {
        registryId: registry.id,
        collectionId: collectionRows[position % 2]!.id,
        kind: 'PRODUCT' as const,
        productId: p.id,
        skuId: sku.id,
        requestedQty,
        purchasedQty: purchasedFor(demo.purchased, position, requestedQty),
        mostWanted: position % 6 === 0,
        note: position % 7 === 0 ? 'We would use this every single day!' : '',
        position,
      };
    });
    const insertedProducts = await db
      .insert(registryItems)
      .values(items)
      .returning({ id: registryItems.id, purchasedQty: registryItems.purchasedQty });

    const [fund] = await db.select().from(cashFundTemplates).where(eq(cashFundTemplates.slug, demo.fund));
    const [giftCard] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.kind, 'GIFT_CARD'))
      .orderBy(asc(products.id))
      .limit(1);
    const [giftCardSku] = giftCard
      ? await db
          .select({ id: skus.id, priceCents: skus.priceCents })
          .from(skus)
          .where(eq(skus.productId, giftCard.id))
          .orderBy(asc(skus.priceCents))
          .limit(1)
      : [];
    const [fundItem] = await db
      .insert(registryItems)
      .values([
        {
          registryId: registry.id,
          collectionId: collectionRows[2]!.id,
          kind: 'CASH_FUND',
          fundType: fundTypeOfTemplate(fund!),
          title: fund!.name,
          description: fund!.description,
          goalCents: fund!.suggestedGoalCents,
          contributedCents: demo.fundGifts.reduce((a, b) => a + b, 0),
          imageUrl: fund!.imageUrl,
          mostWanted: true,
          position: 20,
        },
        {
          registryId: registry.id,
          collectionId: collectionRows[1]!.id,
          kind: 'EXTERNAL',
          title: demo.external.title,
          priceCents: demo.external.priceCents,
          storeName: demo.external.storeName,
          externalUrl: demo.external.externalUrl,
          imageUrl: `/media/scene/${demo.slug}-external.svg`,
          position: 21,
        },
        ...(giftCard && giftCardSku
          ? [
              {
                registryId: registry.id,
                collectionId: collectionRows[2]!.id,
                kind: 'GIFT_CARD' as const,
                productId: giftCard.id,
                skuId: giftCardSku.id,
                requestedQty: 4,
                position: 22,
              },
            ]
          : []),
      ])
      .returning({ id: registryItems.id });

    // The gift tracker: one gift per purchased item (quantity = purchased_qty, amount = price × quantity) and the
    // fund's contributions, so purchased_qty and contributed_cents agree with the gifts received.
    const purchased = insertedProducts.filter((i) => i.purchasedQty > 0);
    const bought = purchased.length
      ? await db
          .select({ id: registryItems.id, name: products.name, priceCents: skus.priceCents })
          .from(registryItems)
          .innerJoin(products, eq(products.id, registryItems.productId))
          .innerJoin(skus, eq(skus.id, registryItems.skuId))
          .where(
            inArray(
              registryItems.id,
              purchased.map((i) => i.id),
            ),
          )
      : [];
    const firstDay = demo.purchased ? Date.UTC(2026, 7, 1) : Date.UTC(2026, 2, 15);
    const gifts = [
      ...purchased.map((item) => {
        const row = bought.find((b) => b.id === item.id)!;
        return {
          registryItemId: item.id,
          description: row.name,
          quantity: item.purchasedQty,
          amountCents: row.priceCents * item.purchasedQty,
        };
      }),
      ...demo.fundGifts.map((cents) => ({
        registryItemId: fundItem!.id,
        description: `${fund!.name} contribution`,
        quantity: 1,
        amountCents: cents,
      })),
    ];
    await db.insert(registryGifts).values(
      gifts.map((gift, index) => ({
        registryId: registry.id,
        ...gift,
        giverName: GIVERS[index % GIVERS.length]!,
        giverEmail: null,
        message: index % 2 === 0 ? 'Congratulations, you two! Enjoy.' : 'Wishing you a lifetime of happiness.',
        receivedAt: new Date(firstDay + index * 86_400_000),
        thankYouSent: index % 3 === 0,
      })),
    );
  }
}

/** Quick-add packs: curated gifts by top shop category (first in-stock products by id), plus cash funds. */
const PACKS = [
  {
    slug: 'kitchen-essentials',
    name: 'Kitchen essentials',
    description: 'The cookware, knives and tools every new kitchen needs.',
    category: 'kitchen',
    count: 6,
    funds: [] as string[],
  },
  {
    slug: 'bar-cart',
    name: 'Bar cart',
    description: 'Glasses, tools and a little something for hosting at home.',
    category: 'bar',
    count: 5,
    funds: [] as string[],
  },
  {
    slug: 'bed-and-bath',
    name: 'Bed & bath',
    description: 'Sheets, towels and throws for a softer home.',
    category: 'bed-and-bath',
    count: 6,
    funds: [] as string[],
  },
  {
    slug: 'honeymoon',
    name: 'Honeymoon',
    description: 'Getaway gear and a fund your guests can give to.',
    category: 'experiences',
    count: 3,
    funds: ['honeymoon-fund', 'flights-to-our-honeymoon'],
  },
];

/** Seeds the quick-add packs (after the catalog). Idempotent: an existing pack (by slug) is left as it is. */
export async function seedQuickAddPacks(db: Db): Promise<void> {
  for (const [position, spec] of PACKS.entries()) {
    const [pack] = await db
      .insert(quickAddPacks)
      .values({ slug: spec.slug, name: spec.name, description: spec.description, imageUrl: `/media/scene/${spec.slug}-pack.svg`, position })
      .onConflictDoNothing()
      .returning({ id: quickAddPacks.id });
    if (!pack) continue;
    const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.key, spec.category));
    if (!category) continue;
    const candidates = await db
      .select({ id: products.id, restrictions: products.shippingRestrictions, suggested: products.suggestedQuantity })
      .from(products)
      .where(and(eq(products.topCategoryId, category.id), eq(products.kind, 'PRODUCT'), eq(products.inStock, true)))
      .orderBy(asc(products.id))
      .limit(60);
    const chosen = candidates.slice(0, spec.count);
    // Every product pack shows the Hawaii/Alaska rule at work when the category has such a product.
    const restricted = candidates.find((p) => p.restrictions !== null && !p.restrictions.includes('US_ALASKA_AND_HAWAII'));
    if (restricted && !chosen.includes(restricted) && chosen.length > 0) chosen[chosen.length - 1] = restricted;
    const skuRows = chosen.length
      ? await db
          .select({ id: skus.id, productId: skus.productId })
          .from(skus)
          .where(
            and(
              inArray(
                skus.productId,
                chosen.map((p) => p.id),
              ),
              gt(skus.stock, 0),
            ),
          )
          .orderBy(asc(skus.id))
      : [];
    const productItems = chosen.flatMap((p) => {
      const sku = skuRows.find((s) => s.productId === p.id);
      return sku ? [{ kind: 'PRODUCT' as const, productId: p.id, skuId: sku.id, quantity: Math.min(Math.max(p.suggested, 1), 8) }] : [];
    });
    const funds = spec.funds.length
      ? await db
          .select({ id: cashFundTemplates.id, slug: cashFundTemplates.slug })
          .from(cashFundTemplates)
          .where(inArray(cashFundTemplates.slug, spec.funds))
      : [];
    const fundItems = spec.funds.flatMap((slug) => {
      const fund = funds.find((f) => f.slug === slug);
      return fund ? [{ kind: 'CASH_FUND' as const, cashFundTemplateId: fund.id, quantity: 1 }] : [];
    });
    const items = [...productItems, ...fundItems].map((item, i) => ({ ...item, packId: pack.id, position: i }));
    if (items.length) await db.insert(quickAddPackItems).values(items);
  }
}
