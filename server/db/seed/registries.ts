import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { cashFundTemplates, products, registries, registryCollections, registryGifts, registryItems, skus, weddings } from '../schema';
import { createRandom } from './random';

const DEMO_REGISTRIES = [
  {
    slug: 'alex-and-jordan', seed: 11, shipName: 'Alex Morgan', shipAddress1: '214 Clinton Street', shipCity: 'Brooklyn', state: 'NY', zip: '11201',
    collections: ['Kitchen & Dining', 'Home', 'Experiences & Funds'], fund: 'new-home-fund', purchased: false,
    external: { title: 'Handmade Walnut Serving Board', priceCents: 8900, storeName: 'Etsy', externalUrl: 'https://www.etsy.com/listing/walnut-serving-board' },
  },
  {
    slug: 'sam-and-riley', seed: 23, shipName: 'Sam Patel', shipAddress1: '1050 Ala Moana Boulevard', shipCity: 'Honolulu', state: 'HI', zip: '96813',
    collections: ['Kitchen', 'Bed & Bath', 'Honeymoon'], fund: 'honeymoon-fund', purchased: true,
    external: { title: 'Koa Wood Ukulele', priceCents: 24900, storeName: 'Island Strings', externalUrl: 'https://islandstrings.example/koa-ukulele' },
  },
] as const;

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
        weddingId: wedding.id, slug: demo.slug, isPublished: true, publishedAt: new Date(Date.UTC(2026, 2, 1)),
        shipName: demo.shipName, shipAddress1: demo.shipAddress1, shipCity: demo.shipCity, shipStateProvinceRegion: demo.state, shipPostalCode: demo.zip,
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
    const skuRows = await db.select({ id: skus.id, productId: skus.productId, stock: skus.stock }).from(skus).where(inArray(skus.productId, chosen.map((p) => p.id))).orderBy(asc(skus.id));
    const items = chosen.map((p, position) => {
      const sku = skuRows.find((s) => s.productId === p.id && s.stock > 0) ?? skuRows.find((s) => s.productId === p.id)!;
      const requestedQty = rnd.pick([1, 1, 1, 2, 4]);
      return {
        registryId: registry.id, collectionId: collectionRows[position % 2]!.id, kind: 'PRODUCT' as const, productId: p.id, skuId: sku.id,
        requestedQty, purchasedQty: demo.purchased && position % 3 === 0 ? requestedQty : demo.purchased && position % 5 === 1 ? 1 : 0,
        mostWanted: position % 6 === 0, note: position % 7 === 0 ? 'We would use this every single day!' : '', position,
      };
    });
    const insertedProducts = await db.insert(registryItems).values(items).returning({ id: registryItems.id, purchasedQty: registryItems.purchasedQty });

    const [fund] = await db.select().from(cashFundTemplates).where(eq(cashFundTemplates.slug, demo.fund));
    const [giftCard] = await db.select({ id: products.id }).from(products).where(eq(products.kind, 'GIFT_CARD')).orderBy(asc(products.id)).limit(1);
    const [giftCardSku] = giftCard ? await db.select({ id: skus.id, priceCents: skus.priceCents }).from(skus).where(eq(skus.productId, giftCard.id)).orderBy(asc(skus.priceCents)).limit(1) : [];
    await db.insert(registryItems).values([
      {
        registryId: registry.id, collectionId: collectionRows[2]!.id, kind: 'CASH_FUND', title: fund!.name, description: fund!.description, goalCents: fund!.suggestedGoalCents,
        contributedCents: demo.purchased ? Math.round(fund!.suggestedGoalCents * 0.45) : 15000, imageUrl: fund!.imageUrl, mostWanted: true, position: 20,
      },
      {
        registryId: registry.id, collectionId: collectionRows[1]!.id, kind: 'EXTERNAL', title: demo.external.title, priceCents: demo.external.priceCents, storeName: demo.external.storeName,
        externalUrl: demo.external.externalUrl, imageUrl: `/media/scene/${demo.slug}-external.svg`, position: 21,
      },
      ...(giftCard && giftCardSku
        ? [{ registryId: registry.id, collectionId: collectionRows[2]!.id, kind: 'GIFT_CARD' as const, productId: giftCard.id, skuId: giftCardSku.id, requestedQty: 4, position: 22 }]
        : []),
    ]);

    if (demo.purchased) {
      const purchased = insertedProducts.filter((i) => i.purchasedQty > 0);
      await db.insert(registryGifts).values(
        purchased.map((item, index) => ({
          registryId: registry.id, registryItemId: item.id, giverName: GIVERS[index % GIVERS.length]!, giverEmail: null,
          message: index % 2 === 0 ? 'Congratulations, you two! Enjoy.' : 'Wishing you a lifetime of happiness.',
          description: 'Registry gift', quantity: item.purchasedQty, receivedAt: new Date(Date.UTC(2026, 7, 1 + index)), thankYouSent: index % 3 === 0,
        })),
      );
    }
  }
}
