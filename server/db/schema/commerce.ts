import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products, skus } from './catalog';
import { registries, registryItems } from './registry';
import { paperProjects } from './paperProjects';
import type { PaperLineOption, PaperSnapshot } from '../../../src/contracts/paperOrder';
import { FULFILMENT_STATUSES } from '../../../src/contracts/orders';

/**
 * Carts. A guest's cart belongs to their session (session_id_hash), a signed-in user's to the
 * account; at most one OPEN cart per owner (the partial unique indexes). A checked-out cart is
 * ORDERED and kept with its order. registry_id: a cart holds gifts for one couple or none.
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    cartKey: text('cart_key').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    sessionIdHash: text('session_id_hash'),
    status: text('status', { enum: ['OPEN', 'SAVED', 'ORDERED', 'MERGED'] })
      .notNull()
      .default('OPEN'),
    registryId: integer('registry_id').references(() => registries.id, { onDelete: 'set null' }),
    promoCode: text('promo_code'),
    applyCredit: boolean('apply_credit').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_open_user_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'OPEN' and ${t.userId} is not null`),
    uniqueIndex('carts_open_session_idx')
      .on(t.sessionIdHash)
      .where(sql`${t.status} = 'OPEN' and ${t.userId} is null`),
  ],
);

/**
 * A cart line: a SKU (for yourself, or for a couple with registry_item_id), a cash-fund amount, or
 * a contribution to a group gift (GROUP_GIFT: registry_item_id, the gift's sku_id and amount_cents).
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['PRODUCT', 'CASH_FUND', 'GROUP_GIFT', 'PAPER'] }).notNull(),
    skuId: integer('sku_id').references(() => skus.id, { onDelete: 'cascade' }),
    registryItemId: integer('registry_item_id').references(() => registryItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    /** Cash funds and group gifts: the contribution. Products take their price from the SKU at read time. */
    amountCents: integer('amount_cents'),
    /** PAPER (issue 30): the card being made; its options as chosen. amount_cents is the price per card, quoted server-side. */
    paperProjectId: integer('paper_project_id').references(() => paperProjects.id, { onDelete: 'cascade' }),
    paperOptions: jsonb('paper_options').$type<PaperLineOption[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cart_items_cart_idx').on(t.cartId, t.id),
    index('cart_items_paper_project_idx').on(t.paperProjectId),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const promoCodes = pgTable('promo_codes', {
  code: text('code').primaryKey(),
  description: text('description').notNull(),
  kind: text('kind', { enum: ['PERCENT', 'FIXED', 'FREE_SHIPPING'] }).notNull(),
  /** Percent (1–100) or cents. */
  value: integer('value').notNull().default(0),
  minSubtotalCents: integer('min_subtotal_cents').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  redemptions: integer('redemptions').notNull().default(0),
});

/** A user's saved cards: never the number, only what a receipt shows plus the provider's token. */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerToken: text('provider_token').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    cardholderName: text('cardholder_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_cards_user_idx').on(t.userId)],
);

/**
 * A payment intent: a card checked and tokenised for one cart, waiting for POST /checkout.
 * provider_ref is the provider's payment-method token (the sandbox keeps its test outcome there).
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: text('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    status: text('status', { enum: ['requires_confirmation', 'succeeded', 'canceled'] })
      .notNull()
      .default('requires_confirmation'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_intents_cart_idx').on(t.cartId)],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    sessionIdHash: text('session_id_hash'),
    email: text('email').notNull(),
    giverName: text('giver_name').notNull(),
    giftMessage: text('gift_message').notNull().default(''),
    registryId: integer('registry_id').references(() => registries.id, { onDelete: 'set null' }),
    /** The destination, copied at order time (the couple's for registry gifts; never sent to the guest). */
    shipAddress: jsonb('ship_address').$type<{
      name: string;
      address1: string;
      address2: string | null;
      city: string;
      stateCode: string;
      zipCode: string;
    } | null>(),
    status: text('status', { enum: ['PLACED', 'SHIPPED', 'DELIVERED', 'RETURN_REQUESTED', 'CANCELLED'] })
      .notNull()
      .default('PLACED'),
    shippingMethod: text('shipping_method', { enum: ['STANDARD', 'EXPEDITED', 'RUSH'] }).notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    surchargeCents: integer('surcharge_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    /** The couple's completion discount on what was left on their registry (contracts/completionDiscount.ts). */
    completionDiscountCents: integer('completion_discount_cents').notNull().default(0),
    creditAppliedCents: integer('credit_applied_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    promoCode: text('promo_code'),
    estimatedArrival: jsonb('estimated_arrival').$type<{ min: string; max: string } | null>(),
    returnRequest: jsonb('return_request').$type<{ reference: string; lineIds: number[]; reason: string; createdAt: string } | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('orders_user_idx').on(t.userId), check('orders_total_non_negative', sql`${t.totalCents} >= 0`)],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['PRODUCT', 'CASH_FUND', 'GROUP_GIFT', 'PAPER'] }).notNull(),
    skuId: integer('sku_id').references(() => skus.id, { onDelete: 'set null' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    registryItemId: integer('registry_item_id').references(() => registryItems.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    skuLabel: text('sku_label'),
    imageUrl: text('image_url'),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
    /** This line's share of the order's completion discount (whole units of what was left on the couple's registry). */
    completionDiscountCents: integer('completion_discount_cents').notNull().default(0),
    /** Where this line is on its way to the recipient (contracts/orders.ts FULFILMENT_STATUSES). */
    fulfilmentStatus: text('fulfilment_status', { enum: FULFILMENT_STATUSES }).notNull().default('PLACED'),
    /** PAPER (issue 30): the project, and the approved version as it was ordered (frozen: later edits are new versions). */
    paperProjectId: integer('paper_project_id').references(() => paperProjects.id, { onDelete: 'set null' }),
    paperSnapshot: jsonb('paper_snapshot').$type<PaperSnapshot>(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId), index('order_lines_paper_project_idx').on(t.paperProjectId)],
);

/** What the provider did with an order's money: one row per authorisation, its status follows capture/void. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    paymentIntentId: text('payment_intent_id').notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    status: text('status', { enum: ['AUTHORIZED', 'CAPTURED', 'VOIDED', 'REFUNDED'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** Refunded to the card so far (returns); status REFUNDED once any refund went back. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    uniqueIndex('payments_intent_idx').on(t.paymentIntentId),
    check('payments_refund_within_amount', sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.amountCents}`),
  ],
);

/**
 * POST /checkout idempotency: the first answer to a key is stored with a hash of its request and
 * replayed to every retry. Scoped by owner so one visitor cannot read another's answer.
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  ownerKey: text('owner_key').notNull(),
  requestHash: text('request_hash').notNull(),
  statusCode: integer('status_code').notNull(),
  responseBody: jsonb('response_body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Product reviews (issue 32): seeded ones have no order line; one written on the site belongs to
 * the order line it reviews (one review per line: unique).
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .unique()
      .references(() => orderLines.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    authorName: text('author_name').notNull(),
    verifiedBuyer: boolean('verified_buyer').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_reviews_product_idx').on(t.productId, t.createdAt),
    check('product_reviews_rating', sql`${t.rating} between 1 and 5`),
  ],
);
