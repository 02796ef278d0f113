import type { LogBody } from '../../contracts/log';
import type {
  FlagsBody,
  ItemIdsFlagsBody,
  PaymentIntentBody,
  PlaceOrderRequest,
  PromoBody,
  QuantityBody,
  PaperQuantityBody,
  ValidateAddressBody,
} from '../../contracts/checkout';
import { api } from '../../lib/http';
import { PAPER_LINE_PATH } from '../../contracts/paperOrder';
import type {
  Address,
  AddressValidation,
  BraintreeToken,
  CartAndTotals,
  CartUpdateResult,
  CheckoutFlags,
  CheckoutSummary,
  Order,
  OrderLookup,
  PaymentIntent,
  PaymentIntentRequest,
  PlaceOrderBody,
  PlaceOrderResult,
  PromoResult,
  ReturnArg,
  SavedCard,
  Totals,
} from './types';

const BASE = '/web-registry-api/v1';

/** The checkout and order endpoints of server/API.md; nothing else in the domain talks HTTP. */
export const checkoutApi = {
  summary: (): Promise<CheckoutSummary> => api.get<CheckoutSummary>(`${BASE}/checkout`),
  totals: (flags: CheckoutFlags): Promise<Totals> => api.put<Totals>(`${BASE}/checkout/totals`, flags satisfies FlagsBody),

  updateItem: ({ id, quantity, flags }: { id: number; quantity: number; flags: CheckoutFlags }): Promise<CartUpdateResult> =>
    api.put<CartUpdateResult>(`${BASE}/checkout/cart/item/id/${id}`, { quantity, ...flags } satisfies QuantityBody),
  /** A paper line's quantity (issue 30): one of its tiers', through the paper endpoint (answered alike). */
  updatePaperItem: ({ id, quantity, flags }: { id: number; quantity: number; flags: CheckoutFlags }): Promise<CartUpdateResult> =>
    api.put<CartUpdateResult>(PAPER_LINE_PATH(id), { quantity, ...flags } satisfies PaperQuantityBody),
  removeItem: ({ id, flags }: { id: number; flags: CheckoutFlags }): Promise<CartUpdateResult> =>
    api.post<CartUpdateResult>(`${BASE}/checkout/cart/item/id/${id}`, flags satisfies FlagsBody),
  removeItems: ({ itemIds, flags }: { itemIds: number[]; flags: CheckoutFlags }): Promise<CartUpdateResult> =>
    api.post<CartUpdateResult>(`${BASE}/checkout/cart/items`, { itemIds, ...flags } satisfies ItemIdsFlagsBody),

  applyPromo: ({ code, flags }: { code: string; flags: CheckoutFlags }): Promise<PromoResult> =>
    api.post<PromoResult>(`${BASE}/checkout/apply-promo`, { promoCode: code, ...flags } satisfies PromoBody),
  removePromo: (flags: CheckoutFlags): Promise<CartAndTotals> =>
    api.post<CartAndTotals>(`${BASE}/checkout/remove-promo`, flags satisfies FlagsBody),
  applyCredit: (flags: CheckoutFlags): Promise<CartAndTotals> =>
    api.post<CartAndTotals>(`${BASE}/checkout/apply-credit`, flags satisfies FlagsBody),
  removeCredit: (flags: CheckoutFlags): Promise<CartAndTotals> =>
    api.post<CartAndTotals>(`${BASE}/checkout/remove-credit`, flags satisfies FlagsBody),

  validateAddress: ({ address, bypass }: { address: Address; bypass: boolean }): Promise<AddressValidation> =>
    api.post<AddressValidation>(`${BASE}/checkout/validate-address`, { ...address, bypass } satisfies ValidateAddressBody),

  savedCards: (): Promise<{ creditCards: SavedCard[] }> =>
    api.get<{ creditCards: SavedCard[] }>(`${BASE}/credit-card`, { paymentIntentEnabled: true }),
  deleteCard: (id: number): Promise<void> => api.delete<void>(`${BASE}/credit-card/${id}`),

  braintreeToken: (): Promise<BraintreeToken> => api.get<BraintreeToken>(`${BASE}/checkout/braintree/token`),
  createPaymentIntent: (body: PaymentIntentRequest): Promise<PaymentIntent> =>
    api.post<PaymentIntent>(`${BASE}/checkout/create-payment-intent`, body satisfies PaymentIntentBody),
  /** The same key on a retry of the same attempt: the server answers a repeat with the first answer. */
  placeOrder: ({ body, idempotencyKey }: { body: PlaceOrderBody; idempotencyKey: string }): Promise<PlaceOrderResult> =>
    api.post<PlaceOrderResult>(`${BASE}/checkout`, body satisfies PlaceOrderRequest, { 'Idempotency-Key': idempotencyKey }),
  /** Spec §7 client log (meta id and message, data); the caller ignores failures. */
  logError: (id: string, message: string, data: Record<string, unknown>): Promise<void> =>
    api.post<void>(`/api/v0/log/${encodeURIComponent(id)}`, { meta: { id, message }, data } satisfies LogBody),

  order: (orderNumber: string): Promise<{ order: Order }> => api.get<{ order: Order }>(`${BASE}/orders/${encodeURIComponent(orderNumber)}`),
  orderStatus: (lookup: OrderLookup): Promise<{ order: Order }> => api.post<{ order: Order }>(`${BASE}/orders/status`, lookup),
  startReturn: (arg: ReturnArg): Promise<{ order: Order }> => api.post<{ order: Order }>(`${BASE}/orders/return`, arg),
};
