import type { z } from 'zod';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { addCartItemAnswer, cart } from '../../src/contracts/cart';
import { addressValidation, braintreeToken, cartUpdateAnswer, checkoutSummary, paymentIntent, totals } from '../../src/contracts/checkout';
import { categoriesAnswer, legacyNavAnswer, weddingShopNavAnswer } from '../../src/contracts/nav';
import { orderAnswer, placeOrderAnswer } from '../../src/contracts/orders';
import { privacyPreferences } from '../../src/contracts/privacy';
import {
  checklistAnswer,
  collectionsAnswer,
  findCoupleAnswer,
  giftTrackerAnswer,
  publicHeaderAnswer,
  quickAddPacksAnswer,
  registrySearchAnswer,
  registrySummary,
  registryUserInfo,
} from '../../src/contracts/registry';
import {
  brandsAnswer,
  cashFundsAnswer,
  listing,
  productDetailAnswer,
  productsAnswer,
  starterCollectionsAnswer,
} from '../../src/contracts/shop';
import { loginAnswer } from '../../src/contracts/auth';
import { userContext } from '../../src/contracts/user';
import { favoritesAnswer, inquiryAnswer, stateLanding, storefrontAnswer, vendorSearchAnswer } from '../../src/contracts/vendors';
import { ADDRESS, API, openGift, payWith, plainSku, registryCheckoutBody } from './commerceHelpers';
import { createTestApp, TestClient, type TestApp, type TestResponse } from './helpers';

/**
 * The contract schemas (src/contracts) describe what the server really sends: real answers from
 * the app, parsed with the schema both sides are typed from. The schemas' objects drop keys they
 * do not name, so an answer must also come back from the parse unchanged: a field the server
 * sends that the contract does not declare fails too, as does a wrong type or a missing field.
 */

const SHOP = `${API}/shop`;
const MARKET = '/web-marketplace-api/v1';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => t.close());

/** The answer, checked to be a success and to be exactly what `schema` describes. */
function expectContract<S extends z.ZodType>(schema: S, res: TestResponse, status = 200): z.output<S> {
  expect({ status: res.status, body: res.body }).toEqual({ status, body: expect.anything() });
  const parsed = schema.safeParse(res.body);
  if (!parsed.success) throw new Error(`the answer does not match its contract: ${JSON.stringify(parsed.error.issues.slice(0, 5))}`);
  expect(parsed.data).toStrictEqual(res.body);
  return parsed.data;
}

async function login(email: string) {
  const c = new TestClient(t.app);
  expectContract(loginAnswer, await c.post('/website-nav/web-api/v1/auth/login', { email, password: DEMO_PASSWORD }));
  return c;
}

describe('the contract describes the real answers', () => {
  it('fails an answer with a field the contract does not declare (the check is not vacuous)', () => {
    const body = { do_not_sell_or_share: true, saved_to: 'browser', extra: 1 };
    expect(() => expectContract(privacyPreferences, { status: 200, body, headers: {} })).toThrow();
    expect(() =>
      expectContract(privacyPreferences, { status: 200, body: { do_not_sell_or_share: 'yes', saved_to: 'browser' }, headers: {} }),
    ).toThrow();
  });

  it('shop: listings (category, brand, search), product detail and the directories', async () => {
    const c = new TestClient(t.app);
    const category = expectContract(listing, await c.get(`${SHOP}/category/kitchen?sort=price_asc`));
    expect(category.category?.key).toBe('kitchen');
    expect(category.products.length).toBeGreaterThan(0);
    expect(category.brands?.length).toBeGreaterThan(0);
    const brandSlug = category.brands![0]!.slug;
    expectContract(listing, await c.get(`${SHOP}/brand/${brandSlug}`));
    expectContract(listing, await c.get(`${SHOP}/search?q=mug`));
    expectContract(listing, await c.get(`${SHOP}/category/new-arrivals`));

    const detail = expectContract(productDetailAnswer, await c.get(`${SHOP}/product/${category.products[0]!.slug}`));
    expect(detail.product.skus.length).toBeGreaterThan(0);
    expectContract(productsAnswer, await c.get(`${SHOP}/new-arrivals?limit=4`));
    expectContract(productsAnswer, await c.get(`${SHOP}/gift-cards`));
    expectContract(brandsAnswer, await c.get(`${SHOP}/brands`));
    expectContract(starterCollectionsAnswer, await c.get(`${SHOP}/starter-collections`));
    expectContract(cashFundsAnswer, await c.get(`${SHOP}/cash-funds`));
  });

  it('nav: the category tree and both menus', async () => {
    const c = new TestClient(t.app);
    expectContract(categoriesAnswer, await c.get(`${API}/nav/get/categories`));
    expectContract(legacyNavAnswer, await c.get('/website-nav/web-api/legacyNav'));
    expectContract(weddingShopNavAnswer, await c.get(`${API}/nav/wedding-shop`));
  });

  it('cart and checkout: add, the cart, totals, a line change, the address check, paying and the order', async () => {
    const c = new TestClient(t.app);
    expectContract(userContext, await c.get('/website-nav/web-api/v1/user/context'));
    const sku = await plainSku(t.database.db);
    const added = expectContract(addCartItemAnswer, await c.post(`${API}/cart/item`, { skuId: sku.id, quantity: 2 }), 201);
    expectContract(cart, await c.get(`${API}/cart`));
    expectContract(checkoutSummary, await c.get(`${API}/checkout`));
    expectContract(cartUpdateAnswer, await c.put(`${API}/checkout/cart/item/id/${added.item.id}`, { quantity: 1 }));
    expectContract(addressValidation, await c.post(`${API}/checkout/validate-address`, ADDRESS));
    expectContract(addressValidation, await c.post(`${API}/checkout/validate-address`, { ...ADDRESS, stateCode: 'NJ' }));
    const flags = { zipCode: ADDRESS.zipCode, stateCode: ADDRESS.stateCode };
    const sum = expectContract(totals, await c.put(`${API}/checkout/totals`, flags));
    expectContract(braintreeToken, await c.get(`${API}/checkout/braintree/token`));
    const intentId = await payWith(c);
    const placed = expectContract(
      placeOrderAnswer,
      await c.post(
        `${API}/checkout`,
        {
          ...flags,
          paymentIntentId: intentId,
          email: 'casey@example.com',
          giverName: 'Casey',
          shippingAddress: ADDRESS,
          expectedTotalCents: sum.totalCents,
        },
        { 'idempotency-key': 'contract-test-order-1' },
      ),
      201,
    );
    expectContract(orderAnswer, await c.get(`${API}/orders/${placed.order.orderNumber}`));
    expectContract(
      orderAnswer,
      await c.post(`${API}/orders/status`, { orderNumber: placed.order.orderNumber, email: 'casey@example.com' }),
    );
  });

  it('checkout: a registry gift, paid by card, and its payment intent', async () => {
    const gift = await openGift(t.database.db);
    const c = new TestClient(t.app);
    expectContract(addCartItemAnswer, await c.post(`${API}/cart/item`, { registryItemId: gift.id, quantity: 1 }), 201);
    const token = await c.get(`${API}/checkout/braintree/token`);
    const intent = expectContract(
      paymentIntent,
      await c.post(`${API}/checkout/create-payment-intent`, {
        braintreeToken: token.body.braintreeToken,
        card: {
          number: '4242 4242 4242 4242',
          expMonth: 12,
          expYear: new Date().getFullYear() + 2,
          cvc: '123',
          cardholderName: 'Casey Guest',
        },
      }),
      201,
    );
    const placed = await c.post(`${API}/checkout`, await registryCheckoutBody(c, intent.paymentIntentId), {
      'idempotency-key': 'contract-test-order-2',
    });
    expect(expectContract(placeOrderAnswer, placed, 201).order.registry?.slug).toBe('alex-and-jordan');
  });

  it('registry: the couple’s summary, search, collections, tracker and checklist; a guest’s page and find', async () => {
    const alex = await login('alex@confetti.test');
    expectContract(registryUserInfo, await alex.get(`${API}/registry/user-info`));
    const summary = expectContract(registrySummary, await alex.get(`${API}/registry/summary`));
    expect(summary.registry_key).toBe('alex-and-jordan');
    const own = expectContract(
      registrySearchAnswer,
      await alex.post(`${API}/registryCollection/search`, { registry_key: 'alex-and-jordan', grouped_by_collection: true }),
    );
    expect(own.summary).not.toBeNull();
    expectContract(collectionsAnswer, await alex.get(`${API}/registry/collections`));
    expectContract(giftTrackerAnswer, await alex.get(`${API}/registry/gift-tracker`));
    expectContract(checklistAnswer, await alex.get(`${API}/registry/checklist`));
    expectContract(quickAddPacksAnswer, await alex.get(`${API}/registry/quick-add-packs`));

    const guest = new TestClient(t.app);
    const page = expectContract(
      registrySearchAnswer,
      await guest.post(`${API}/registryCollection/search`, {
        registry_key: 'alex-and-jordan',
        filters: [{ type: 'AVAILABILITY', values: ['AVAILABLE'] }],
        sort: 'PRICE_LOW_HIGH',
        page: 1,
        page_size: 10,
      }),
    );
    expect(page.items?.length).toBeGreaterThan(0);
    expectContract(publicHeaderAnswer, await guest.get(`${API}/registry/public/alex-and-jordan`));
    expectContract(findCoupleAnswer, await guest.get(`${API}/registry/find?last_name=Morgan`));
    expectContract(quickAddPacksAnswer, await guest.get(`${API}/registry/quick-add-packs`));
  });

  it('vendors: search (all markets, a city, a state), a storefront, a state page, an inquiry and favourites', async () => {
    const c = new TestClient(t.app);
    const all = expectContract(vendorSearchAnswer, await c.get(`${MARKET}/vendors/search`));
    expect(all.vendors.length).toBeGreaterThan(0);
    const city = expectContract(vendorSearchAnswer, await c.get(`${MARKET}/vendors/search?location=new-york-ny&sort=distance`));
    expect(city.location.type).toBe('CITY');
    expectContract(vendorSearchAnswer, await c.get(`${MARKET}/vendors/search?location=new-york&category=${all.vendors[0]!.categoryKey}`));
    const vendor = all.vendors[0]!;
    expectContract(storefrontAnswer, await c.get(`${MARKET}/vendors/storefront/${vendor.categoryKey}/${vendor.slug}`));
    expectContract(stateLanding, await c.get(`${MARKET}/vendors/states/new-york`));

    const alex = await login('alex@confetti.test');
    expectContract(
      inquiryAnswer,
      await alex.post(`${MARKET}/inquiries`, { vendor_id: vendor.id, message: 'Is June 12 available?', guest_count: 120 }),
      201,
    );
    await alex.put(`${MARKET}/favorites/${vendor.id}`);
    expectContract(favoritesAnswer, await alex.get(`${MARKET}/favorites`));
  });

  it('privacy: a guest’s and an account’s preferences', async () => {
    const guest = new TestClient(t.app);
    expectContract(privacyPreferences, await guest.put('/web-api/v1/privacy/preferences', { do_not_sell_or_share: true }));
    const alex = await login('alex@confetti.test');
    expectContract(privacyPreferences, await alex.get('/web-api/v1/privacy/preferences'));
  });
});
