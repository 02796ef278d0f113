import { z } from 'zod';
import { id, idParam, slug, wholeNumber } from './inputs';
import { shippingData } from './shop';
import { cartPaper } from './paperOrder';

/**
 * The cart across the wire (server/API.md "Cart, checkout and orders" → Shapes): the request
 * bodies the server validates and the answers it builds, which the SPA's cartApi is typed from.
 * Money in integer cents.
 */

// Requests

const quantity = wholeNumber(1, 99, {
  type: 'must be a number',
  tooSmall: 'Quantity must be at least 1.',
  tooLarge: 'Quantity must be at most 99.',
});

/**
 * The registry a gift is bought from (its key, as in /registry/{key}): the server checks that the
 * registry item is on it and that this visitor may see it.
 */
const registryKey = slug(120, 'must be a registry key').optional();

/**
 * POST /cart/item: a product (for yourself, or for a couple with registryItemId), or an amount
 * toward a cash fund or a group gift (registryItemId with amountCents).
 */
export const addCartItemBody = z.union(
  [
    z
      .object({
        registryItemId: id(),
        registryKey,
        amountCents: wholeNumber(100, 1_000_000, {
          type: 'must be an amount in cents',
          tooSmall: 'Contributions start at $1.00.',
          tooLarge: 'Contributions can be at most $10,000.00.',
        }),
      })
      .strict(),
    z
      .object({ skuId: id().optional(), registryItemId: id().optional(), registryKey, quantity: quantity.default(1) })
      .strict()
      .refine((b) => b.skuId !== undefined || b.registryItemId !== undefined, { message: 'Choose a product to add.', path: ['skuId'] })
      .refine((b) => b.registryKey === undefined || b.registryItemId !== undefined, {
        message: 'Choose the gift on that registry.',
        path: ['registryItemId'],
      }),
  ],
  { message: 'Send a skuId and quantity, or a registryItemId and amountCents.' },
);
/** What a client may send to POST /cart/item. */
export type AddCartItemBody = z.input<typeof addCartItemBody>;

export const itemIdsBody = z.object({
  itemIds: z.array(id()).min(1, 'Choose at least one item.').max(100),
});
export type ItemIdsBody = z.input<typeof itemIdsBody>;

export const itemIdParams = z.object({ id: idParam() });

// Answers

export const stockStatus = z.enum(['IN_STOCK', 'LOW_STOCK', 'OUT_OF_STOCK']);
export type StockStatus = z.infer<typeof stockStatus>;

/** API.md 'CartItem'. */
export const cartItem = z.object({
  id: z.number(),
  /** GROUP_GIFT: a contribution toward a group gift (its product's name and picture; priceCents is the amount). */
  kind: z.enum(['PRODUCT', 'CASH_FUND', 'GROUP_GIFT', 'PAPER']),
  skuId: z.number().nullable(),
  productId: z.number().nullable(),
  productSlug: z.string().nullable(),
  name: z.string(),
  brandName: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** e.g. 'Color: Sage'. */
  skuLabel: z.string().nullable(),
  quantity: z.number(),
  /** Unit price (a cash fund's amount). */
  priceCents: z.number(),
  lineTotalCents: z.number(),
  isPersonalized: z.boolean(),
  /** Per unit. */
  deliverySurchargeCents: z.number(),
  shippingRestrictions: z.array(z.string()).nullable(),
  shipping: shippingData.nullable(),
  availability: z.object({ stockStatus, availableQuantity: z.number() }),
  registryItemId: z.number().nullable(),
  /** What the couple still needs; null for own items. */
  remainingQuantity: z.number().nullable(),
  /** PAPER lines (issue 30): the card, its options and whether its proof is approved. */
  paper: cartPaper.optional(),
});
export type CartItem = z.infer<typeof cartItem>;

/** The couple a registry cart is for: names and the state (for tax and shipping rules), never the street. */
export const cartRegistry = z.object({ id: z.number(), slug: z.string(), coupleName: z.string(), stateCode: z.string().nullable() });
export type CartRegistry = z.infer<typeof cartRegistry>;

export const cartPromo = z.object({ code: z.string(), description: z.string(), discountCents: z.number() });
export type CartPromo = z.infer<typeof cartPromo>;

/** API.md 'Cart'. */
export const cart = z.object({
  /** null until the first add creates the cart. */
  cartId: z.string().nullable(),
  items: z.array(cartItem),
  /** Sum of quantities. */
  itemCount: z.number(),
  subtotalCents: z.number(),
  promo: cartPromo.nullable(),
  applyCredit: z.boolean(),
  registry: cartRegistry.nullable(),
});
export type Cart = z.infer<typeof cart>;

/** An item the cart load found out of stock and took out (spec §4). */
export const unavailableItem = z.object({ id: z.number(), name: z.string() });
export type UnavailableItem = z.infer<typeof unavailableItem>;

/** POST /cart/items answers the fresh cart and the items it took out. */
export const cartWithUnavailable = cart.extend({ unavailableItems: z.array(unavailableItem) });
export type CartWithUnavailable = z.infer<typeof cartWithUnavailable>;

/** POST /cart/item answers the cart and the line added to. */
export const addCartItemAnswer = z.object({ cart, item: cartItem });
export type AddCartItemAnswer = z.infer<typeof addCartItemAnswer>;
