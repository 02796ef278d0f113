import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  brands,
  cartItems,
  paperDesigns,
  paperProjects,
  productLooks,
  products,
  registries,
  registryItems,
  skus,
  weddings,
} from '../../db/schema';
import type { CartItem, CartRegistry, StockStatus } from '../../../src/contracts/cart';
import { shippingEstimate } from '../shop/service';
import { MAX_PAPER_QUANTITY } from '../../../src/contracts/paper';
import { previewUrl } from '../../../src/contracts/paperProjects';
import { cartPaperOf } from '../../../src/contracts/paperOrder';

/** At or below this many left, an item reads LOW_STOCK. */
export const LOW_STOCK_THRESHOLD = 3;
export const MAX_LINE_QUANTITY = 99;

/** One cart line with everything pricing, availability and the view need (left joins: one query). */
export function lineRows(db: DbOrTx, cartId: number) {
  return db
    .select({
      id: cartItems.id,
      kind: cartItems.kind,
      skuId: cartItems.skuId,
      registryItemId: cartItems.registryItemId,
      quantity: cartItems.quantity,
      amountCents: cartItems.amountCents,
      skuPrice: skus.priceCents,
      stock: skus.stock,
      skuAttributes: skus.attributes,
      lookLabel: productLooks.label,
      lookImages: productLooks.images,
      productId: products.id,
      productSlug: products.slug,
      productName: products.name,
      productKind: products.kind,
      brandName: brands.name,
      shipMethod: products.shipMethod,
      shipMinDays: products.shipMinDays,
      shipMaxDays: products.shipMaxDays,
      isPersonalized: products.isPersonalized,
      deliverySurchargeCents: products.deliverySurchargeCents,
      shippingRestrictions: products.shippingRestrictions,
      requestedQty: registryItems.requestedQty,
      purchasedQty: registryItems.purchasedQty,
      groupFundedCents: registryItems.groupFundedCents,
      fundTitle: registryItems.title,
      fundImage: registryItems.imageUrl,
      registryId: registryItems.registryId,
      // PAPER lines (issue 30): the project's current version and approval, and its design.
      paperProjectId: cartItems.paperProjectId,
      paperOptions: cartItems.paperOptions,
      paperVersion: paperProjects.version,
      paperApprovedVersion: paperProjects.approvedVersion,
      paperDesign: paperDesigns.slug,
      paperDesignName: paperDesigns.name,
      paperCardType: paperDesigns.cardType,
    })
    .from(cartItems)
    .leftJoin(skus, eq(skus.id, cartItems.skuId))
    .leftJoin(products, eq(products.id, skus.productId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(productLooks, eq(productLooks.id, skus.lookId))
    .leftJoin(registryItems, eq(registryItems.id, cartItems.registryItemId))
    .leftJoin(paperProjects, eq(paperProjects.id, cartItems.paperProjectId))
    .leftJoin(paperDesigns, eq(paperDesigns.id, paperProjects.designId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.id));
}
export type LineRow = Awaited<ReturnType<typeof lineRows>>[number];

/**
 * What the couple still needs of a registry line (null for your own items and contributions): a
 * unit their guests are funding together (a group gift) is not for sale on its own.
 */
export function remainingFor(
  r: Pick<LineRow, 'kind' | 'registryItemId' | 'requestedQty' | 'purchasedQty' | 'groupFundedCents'>,
): number | null {
  if (r.kind !== 'PRODUCT' || r.registryItemId === null || r.requestedQty === null || r.purchasedQty === null) return null;
  return Math.max(r.requestedQty - r.purchasedQty - ((r.groupFundedCents ?? 0) > 0 ? 1 : 0), 0);
}

/** A contribution (to a cash fund or a group gift): an amount, not stock. */
export const isContribution = (r: Pick<LineRow, 'kind'>): boolean => r.kind === 'CASH_FUND' || r.kind === 'GROUP_GIFT';

/** A paper line (issue 30): printed to order, so never out of stock; priced per card in amount_cents. */
export const isPaper = (r: Pick<LineRow, 'kind'>): boolean => r.kind === 'PAPER';

/** How many of a line can be bought now: the stock, capped by what the couple still needs. */
export function availableQuantity(r: LineRow): number {
  if (isContribution(r)) return 1;
  if (isPaper(r)) return MAX_PAPER_QUANTITY;
  const stock = r.stock ?? 0;
  const remaining = remainingFor(r);
  return remaining === null ? stock : Math.min(stock, remaining);
}

export function stockStatusOf(available: number): StockStatus {
  if (available <= 0) return 'OUT_OF_STOCK';
  return available <= LOW_STOCK_THRESHOLD ? 'LOW_STOCK' : 'IN_STOCK';
}

export function unitPriceOf(r: LineRow): number {
  return isContribution(r) || isPaper(r) ? (r.amountCents ?? 0) : (r.skuPrice ?? 0);
}

export function skuLabelOf(r: Pick<LineRow, 'skuAttributes' | 'lookLabel'>): string | null {
  const attrs = Object.entries(r.skuAttributes ?? {}).map(([k, v]) => `${k[0]?.toUpperCase() ?? ''}${k.slice(1)}: ${v}`);
  if (attrs.length) return attrs.join(', ');
  return r.lookLabel ? `Color: ${r.lookLabel}` : null;
}

export function toCartItem(r: LineRow, now: Date): CartItem {
  if (isPaper(r)) return paperCartItem(r);
  const isFund = r.kind === 'CASH_FUND';
  // A group gift's contribution shows its product (name, brand, picture) but is an amount like a fund's.
  const isAmount = isContribution(r);
  const available = availableQuantity(r);
  const price = unitPriceOf(r);
  return {
    id: r.id,
    kind: r.kind,
    skuId: r.skuId,
    productId: r.productId,
    productSlug: r.productSlug,
    name: (isFund ? r.fundTitle : r.productName) ?? 'Gift',
    brandName: isFund ? null : r.brandName,
    imageUrl: isFund ? r.fundImage : (r.lookImages?.['1x1']?.[0] ?? null),
    skuLabel: isAmount ? null : skuLabelOf(r),
    quantity: r.quantity,
    priceCents: price,
    lineTotalCents: price * r.quantity,
    isPersonalized: r.isPersonalized ?? false,
    deliverySurchargeCents: r.deliverySurchargeCents ?? 0,
    shippingRestrictions: r.shippingRestrictions ?? null,
    shipping:
      isAmount || r.shipMethod === null
        ? null
        : shippingEstimate(
            {
              shipMethod: r.shipMethod,
              shipMinDays: r.shipMinDays ?? 0,
              shipMaxDays: r.shipMaxDays ?? 0,
              isPersonalized: r.isPersonalized ?? false,
            },
            now,
          ),
    // A contribution is an amount, not stock: never 'Only 1 left'.
    availability: { stockStatus: isAmount ? 'IN_STOCK' : stockStatusOf(available), availableQuantity: Math.max(available, 0) },
    registryItemId: r.registryItemId,
    remainingQuantity: remainingFor(r),
  };
}

/** A PAPER line: the project's card (its preview of the current version), quantity, options and approval. */
function paperCartItem(r: LineRow): CartItem {
  const price = r.amountCents ?? 0;
  return {
    id: r.id,
    kind: 'PAPER',
    skuId: null,
    productId: null,
    productSlug: null,
    name: r.paperDesignName ?? 'Paper',
    brandName: null,
    imageUrl: r.paperProjectId ? previewUrl(r.paperProjectId, 'front', r.paperVersion ?? 0) : null,
    skuLabel: null,
    quantity: r.quantity,
    priceCents: price,
    lineTotalCents: price * r.quantity,
    isPersonalized: true,
    deliverySurchargeCents: 0,
    shippingRestrictions: null,
    shipping: null,
    availability: { stockStatus: 'IN_STOCK', availableQuantity: MAX_PAPER_QUANTITY },
    registryItemId: null,
    remainingQuantity: null,
    paper: cartPaperOf({
      projectId: r.paperProjectId ?? 0,
      design: r.paperDesign ?? '',
      cardType: r.paperCardType ?? '',
      version: r.paperVersion ?? 0,
      approvedVersion: r.paperApprovedVersion ?? null,
      options: r.paperOptions ?? [],
    }),
  };
}

/** The couple a registry cart is for: names and the state (for tax and shipping rules), never the street. */
export async function registrySummary(db: DbOrTx, registryId: number): Promise<CartRegistry | null> {
  const [row] = await db
    .select({
      id: registries.id,
      slug: registries.slug,
      ownerFirstName: weddings.ownerFirstName,
      partnerFirstName: weddings.partnerFirstName,
      stateCode: registries.shipStateProvinceRegion,
    })
    .from(registries)
    .innerJoin(weddings, eq(weddings.id, registries.weddingId))
    .where(eq(registries.id, registryId))
    .limit(1);
  if (!row) return null;
  const coupleName = [row.ownerFirstName, row.partnerFirstName].filter(Boolean).join(' & ');
  return { id: row.id, slug: row.slug, coupleName, stateCode: row.stateCode ? row.stateCode.toUpperCase() : null };
}

/** Sum of quantities in a cart (the nav's count); a paper line counts once, however many cards. */
export async function itemCount(db: DbOrTx, cartId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(case when ${cartItems.kind} = 'PAPER' then 1 else ${cartItems.quantity} end), 0)::int` })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId));
  return Number(row?.n ?? 0);
}
