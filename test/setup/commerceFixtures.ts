import type { Cart, CartItem } from '../../src/features/cart/types';
import type { Order, Totals } from '../../src/features/checkout/types';

/** Cart, totals and order shapes of server/API.md for the SPA's tests. */
export function cartItem(id: number, over: Partial<CartItem> = {}): CartItem {
  return {
    id,
    kind: 'PRODUCT',
    skuId: id * 10,
    productId: id,
    productSlug: `product-${id}`,
    name: `Product ${id}`,
    brandName: 'Acme',
    imageUrl: null,
    skuLabel: null,
    quantity: 1,
    priceCents: 2500,
    lineTotalCents: 2500 * (over.quantity ?? 1),
    isPersonalized: false,
    deliverySurchargeCents: 0,
    shippingRestrictions: null,
    shipping: {
      ship_method: 'Ground Shipping',
      arrival_range: { min: '2026-03-02', max: '2026-03-06' },
      expedited_arrival_range: { min: '2026-02-27', max: '2026-02-28' },
      holiday_shipping: null,
    },
    availability: { stockStatus: 'IN_STOCK', availableQuantity: 20 },
    registryItemId: null,
    remainingQuantity: null,
    ...over,
  };
}

export function cart(items: CartItem[], over: Partial<Cart> = {}): Cart {
  return {
    cartId: '7b0c1f4e-2d1a-4c55-9a55-0a0d2f3e4b5c',
    items,
    itemCount: items.reduce((n, i) => n + i.quantity, 0),
    subtotalCents: items.reduce((n, i) => n + i.lineTotalCents, 0),
    promo: null,
    applyCredit: false,
    registry: null,
    ...over,
  };
}

export const alexAndJordan = { id: 1, slug: 'alex-and-jordan', coupleName: 'Alex & Jordan', stateCode: 'NY' };

export function totals(over: Partial<Totals> = {}): Totals {
  return {
    subtotalCents: 5000,
    shippingMethod: 'STANDARD',
    shippingCents: 0,
    surchargeCents: 0,
    taxCents: 444,
    taxRateBps: 888,
    taxStateCode: 'NY',
    discountCents: 0,
    completionDiscountCents: 0,
    creditAppliedCents: 0,
    creditAvailableCents: 0,
    totalCents: 5444,
    freeShippingThresholdCents: 5000,
    shippingOptions: [
      { method: 'STANDARD', label: 'Standard', priceCents: 0, available: true },
      { method: 'EXPEDITED', label: 'Expedited', priceCents: 1495, available: true },
      { method: 'RUSH', label: 'Rush (1–2 business days)', priceCents: 2495, available: true },
    ],
    shippingExclusions: [],
    ...over,
  };
}

export function order(over: Partial<Order> = {}): Order {
  return {
    orderNumber: 'CF-100042',
    status: 'PLACED',
    createdAt: '2026-02-20T15:00:00.000Z',
    email: 'guest@example.com',
    giverName: 'Pat Guest',
    giftMessage: 'Congratulations!',
    registry: { slug: 'alex-and-jordan', coupleName: 'Alex & Jordan' },
    shipTo: null,
    lines: [
      {
        id: 11,
        kind: 'PRODUCT',
        name: 'Cast iron skillet',
        skuLabel: 'Color: Black',
        imageUrl: null,
        quantity: 1,
        unitPriceCents: 5000,
        lineTotalCents: 5000,
        returnable: true,
      },
      {
        id: 12,
        kind: 'CASH_FUND',
        name: 'Honeymoon fund',
        skuLabel: null,
        imageUrl: null,
        quantity: 1,
        unitPriceCents: 2500,
        lineTotalCents: 2500,
        returnable: false,
      },
    ],
    totals: {
      subtotalCents: 7500,
      shippingMethod: 'STANDARD',
      shippingCents: 0,
      surchargeCents: 0,
      taxCents: 444,
      discountCents: 0,
      creditAppliedCents: 0,
      totalCents: 7944,
    },
    payment: { brand: 'Visa', last4: '4242' },
    estimatedArrival: { min: '2026-03-02', max: '2026-03-06' },
    returnRequest: null,
    fulfilment: [{ lineIds: [11], status: 'PLACED', shipment: null, events: [{ status: 'PLACED', at: '2026-02-20T15:00:00.000Z' }] }],
    ...over,
  };
}
