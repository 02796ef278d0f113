import type autocannon from 'autocannon';
import type { Endpoint } from './api';
import { BenchClient } from './client';

const API = '/web-registry-api/v1';
const SANDBOX_CARD = {
  number: '4242424242424242',
  expMonth: 12,
  expYear: new Date().getFullYear() + 3,
  cvc: '123',
  cardholderName: 'Bench Guest',
};

interface Shopper {
  headers: Record<string, string>;
  braintreeToken: string;
  skuId: number;
  lineId: number;
  totalCents: number;
}

/**
 * Guests with a cart each (real traffic is many carts; one cart shared by all connections would
 * only measure its row lock): a session, a cart line and a client token up front.
 */
async function makeShoppers(base: string, skuIds: number[]): Promise<Shopper[]> {
  const shoppers: Shopper[] = [];
  for (const skuId of skuIds) {
    const guest = new BenchClient(base);
    const { item } = await guest.call<{ item: { id: number } }>('POST', `${API}/cart/item`, { skuId, quantity: 1 });
    const { braintreeToken } = await guest.call<{ braintreeToken: string }>('GET', `${API}/checkout/braintree/token`);
    const { totalCents } = await guest.call<{ totalCents: number }>('PUT', `${API}/checkout/totals`, { zipCode: '11201' });
    shoppers.push({
      headers: { 'content-type': 'application/json', cookie: guest.cookieHeader, 'x-xsrf-token': guest.csrfToken },
      braintreeToken,
      skuId,
      lineId: item.id,
      totalCents,
    });
  }
  return shoppers;
}

/**
 * SKUs with plenty of stock, one per connection, from the category listing and product detail
 * (stock runs out otherwise: the seed stocks 3–80 of each).
 */
export async function stockedSkus(base: string, categorySlug: string, count: number, minStock = 60): Promise<number[]> {
  const client = new BenchClient(base);
  const found: number[] = [];
  for (let page = 1; found.length < count && page <= 40; page++) {
    const listing = await client.call<{ products: Array<{ id: number }> }>(
      'GET',
      `/web-registry-api/v1/shop/category/${categorySlug}?page=${page}&page_size=96&in_stock=true`,
    );
    for (const p of listing.products) {
      const { product } = await client.call<{
        product: { kind: string; ship_method?: string; shipping_restrictions: string[] | null; skus: Array<{ id: number; stock: number }> };
      }>('GET', `/web-registry-api/v1/shop/product/${p.id}`);
      const sku = product.skus.find((s) => s.stock >= minStock);
      if (sku && product.kind === 'PRODUCT' && !product.shipping_restrictions) found.push(sku.id);
      if (found.length >= count) break;
    }
  }
  if (found.length < count) throw new Error(`only ${found.length} SKUs with ${minStock}+ in stock`);
  return found;
}

/**
 * Hands each loop of the request sequence a shopper of its own: autocannon resets a connection's
 * context every time the sequence starts over, so the shopper is taken at the first request and
 * given back at the last answer (two loops sharing one cart would empty it under each other).
 */
function shopperPool(shoppers: Shopper[]) {
  const free = [...shoppers];
  let spare = 0;
  return {
    take(context: Record<string, unknown>): Shopper {
      context.shopper ??= free.pop() ?? shoppers[spare++ % shoppers.length];
      return context.shopper as Shopper;
    },
    give(context: Record<string, unknown>): void {
      if (context.shopper) free.push(context.shopper as Shopper);
      context.shopper = undefined;
    },
  };
}

/**
 * Cart add: POST /cart/item (quantity 1 more of the line's SKU), then PUT the line back to 1 so a
 * long run never reaches the 99 cap. Both are cart writes in a transaction with the cart row lock.
 */
export async function cartAddEndpoint(base: string, skuIds: number[]): Promise<Endpoint> {
  const pool = shopperPool(await makeShoppers(base, skuIds));
  const requests: autocannon.Request[] = [
    {
      method: 'POST',
      path: `${API}/cart/item`,
      setupRequest: (req, context) => {
        const shopper = pool.take(context as Record<string, unknown>);
        return { ...req, headers: shopper.headers, body: JSON.stringify({ skuId: shopper.skuId, quantity: 1 }) };
      },
    },
    {
      method: 'PUT',
      setupRequest: (req, context) => {
        const shopper = pool.take(context as Record<string, unknown>);
        return {
          ...req,
          path: `${API}/checkout/cart/item/id/${shopper.lineId}`,
          headers: shopper.headers,
          body: JSON.stringify({ quantity: 1 }),
        };
      },
      onResponse: (_status, _body, context) => pool.give(context as Record<string, unknown>),
    },
  ];
  return { name: 'cart add (POST /cart/item + PUT quantity back, 50 guest carts)', kind: 'write', options: { url: base, requests } };
}

/**
 * POST /checkout with a sandbox card: each order needs a fresh payment intent, then the checkout
 * (stock, order, capture, the confirmation mail queued as a job that this process then runs) and the cart refilled for the next round. So one
 * round is three requests; the row reports all of them and the orders per second.
 */
export async function checkoutEndpoint(base: string, skuIds: number[]): Promise<Endpoint> {
  const pool = shopperPool(await makeShoppers(base, skuIds));
  let round = 0;
  const requests: autocannon.Request[] = [
    {
      method: 'POST',
      path: `${API}/checkout/create-payment-intent`,
      setupRequest: (req, context) => {
        const shopper = pool.take(context as Record<string, unknown>);
        return { ...req, headers: shopper.headers, body: JSON.stringify({ braintreeToken: shopper.braintreeToken, card: SANDBOX_CARD }) };
      },
      onResponse: (_status, body, context) => {
        (context as Record<string, unknown>).intent = (JSON.parse(body) as { paymentIntentId?: string }).paymentIntentId;
      },
    },
    {
      method: 'POST',
      path: `${API}/checkout`,
      setupRequest: (req, context) => {
        const ctx = context as Record<string, unknown>;
        const shopper = pool.take(ctx);
        return {
          ...req,
          headers: { ...shopper.headers, 'idempotency-key': `bench-${process.pid}-${++round}-${Math.random().toString(36).slice(2)}` },
          body: JSON.stringify({
            paymentIntentId: ctx.intent,
            email: 'bench@example.com',
            giverName: 'Bench Guest',
            zipCode: '11201',
            expectedTotalCents: shopper.totalCents,
            shippingAddress: { name: 'Bench Guest', address1: '1 Main Street', city: 'Brooklyn', stateCode: 'NY', zipCode: '11201' },
          }),
        };
      },
    },
    {
      method: 'POST',
      path: `${API}/cart/item`,
      setupRequest: (req, context) => {
        const shopper = pool.take(context as Record<string, unknown>);
        return { ...req, headers: shopper.headers, body: JSON.stringify({ skuId: shopper.skuId, quantity: 1 }) };
      },
      onResponse: (_status, _body, context) => pool.give(context as Record<string, unknown>),
    },
  ];
  return {
    name: 'checkout (payment intent + POST /checkout + cart refill, sandbox card)',
    kind: 'write',
    requestsPerRound: 3,
    options: { url: base, requests },
  };
}
