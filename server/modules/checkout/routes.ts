import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomToken } from '../../lib/tokens';
import { badRequest, forbidden } from '../../lib/errors';
import { defineRoute, parseInput } from '../../lib/route';
import { itemIdParams } from '../../../src/contracts/cart';
import { removeItems, setQuantity } from '../cart/service';
import { noStore } from '../cart/routes';
import { findOpenCart, ownerForWrite, ownerKey, ownerOf } from '../cart/store';
import { sendConfirmation } from '../orders/service';
import { startFulfilment } from '../fulfilment/service';
import type { PlaceOrderAnswer } from '../../../src/contracts/orders';
import { createPaymentProvider } from '../payments/provider';
import { createPaymentIntent, debugIntentLogger, deleteCard, listCards } from '../payments/service';
import { placeOrder } from './placeOrder';
import { checkUsAddress } from './rules/usAddress';
import type { AddressValidation, BraintreeToken, CartUpdateAnswer } from '../../../src/contracts/checkout';
import {
  checkoutBody,
  creditCardQuery,
  flagsBody,
  idempotencyKeyHeader,
  itemIdsFlagsBody,
  paymentIntentBody,
  promoBody,
  quantityBody,
  validateAddressBody,
} from '../../../src/contracts/checkout';
import { applyPromo, cartAndTotals, checkoutSummary, removePromo, setCredit, totalsFor } from './service';

const PREFIX = '/web-registry-api/v1';

/** Staff viewing as a user may look, never buy or spend on their behalf. */
function refuseSpoof(request: FastifyRequest) {
  if (request.session?.isSpoof) throw forbidden('Checkout is not available while viewing as another user.');
}

export async function checkoutRoutes(app: FastifyInstance): Promise<void> {
  const provider = createPaymentProvider(app.config.paymentProvider, app.config.appSecret);
  const owner = (request: FastifyRequest) => ownerOf(request.session);
  app.addHook('onSend', async (_request, reply) => noStore(reply));

  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/checkout`,
    handler: async (_input, request) => checkoutSummary(app.db, owner(request), provider.testMode),
  });

  defineRoute(app, {
    method: 'PUT',
    url: `${PREFIX}/checkout/totals`,
    body: flagsBody,
    handler: async ({ body }, request) => {
      const o = owner(request);
      return totalsFor(app.db, o, o ? await findOpenCart(app.db, o) : undefined, body);
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: `${PREFIX}/checkout/cart/item/id/:id`,
    params: itemIdParams,
    body: quantityBody,
    handler: async ({ params, body }, request) => {
      const { errorMessage } = await setQuantity(app.db, owner(request), params.id, body.quantity);
      return { ...(await cartAndTotals(app.db, owner(request), body)), errorMessage } satisfies CartUpdateAnswer;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/checkout/cart/item/id/:id`,
    params: itemIdParams,
    body: flagsBody,
    handler: async ({ params, body }, request) => {
      await removeItems(app.db, owner(request), [params.id], true);
      return { ...(await cartAndTotals(app.db, owner(request), body)), errorMessage: null } satisfies CartUpdateAnswer;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/checkout/cart/items`,
    body: itemIdsFlagsBody,
    handler: async ({ body }, request) => {
      await removeItems(app.db, owner(request), body.itemIds, false);
      return { ...(await cartAndTotals(app.db, owner(request), body)), errorMessage: null } satisfies CartUpdateAnswer;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/checkout/apply-promo`,
    body: promoBody,
    handler: async ({ body }, request) => applyPromo(app.db, owner(request), body.promoCode, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/checkout/remove-promo`,
    body: flagsBody,
    handler: async ({ body }, request) => removePromo(app.db, owner(request), body),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/checkout/apply-credit`,
    body: flagsBody,
    handler: async ({ body }, request) => {
      refuseSpoof(request);
      return setCredit(app.db, owner(request), true, body);
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/checkout/remove-credit`,
    body: flagsBody,
    handler: async ({ body }, request) => setCredit(app.db, owner(request), false, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/checkout/validate-address`,
    body: validateAddressBody,
    handler: async ({ body }): Promise<AddressValidation> => {
      const { bypass, ...address } = body;
      const check = checkUsAddress(address);
      if (check.ok === true) return { valid: true, address: check.address };
      if (check.ok === 'doubtful')
        return bypass
          ? { valid: true, address: check.address, bypassed: true }
          : { valid: false, userMessage: check.userMessage, bypass: true };
      const firstMessage = Object.values(check.fields)[0] ?? 'Please check the address.';
      throw badRequest(firstMessage, { code: 'validation', fields: check.fields });
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/credit-card`,
    query: creditCardQuery,
    handler: async ({ query }, request) => listCards(app.db, owner(request), query.paymentIntentEnabled === 'true'),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: `${PREFIX}/credit-card/:id`,
    params: itemIdParams,
    handler: async ({ params }, request, reply) => {
      refuseSpoof(request);
      await deleteCard(app.db, owner(request), params.id);
      return reply.code(204).send();
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/checkout/braintree/token`,
    handler: async (_input, request, reply) => {
      // A guest's token is bound to their session, so they need one now.
      const forOwner = await ownerForWrite(request, reply);
      return {
        braintreeToken: provider.clientToken(ownerKey(forOwner), new Date()),
        environment: provider.testMode ? 'sandbox' : 'production',
        testMode: provider.testMode,
      } satisfies BraintreeToken;
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/checkout/create-payment-intent`,
    body: paymentIntentBody,
    // Per visitor, not per IP: many real buyers share an address (offices, phone carriers).
    config: { rateLimit: app.rateLimits.paymentAttempt },
    handler: async ({ body }, request, reply) => {
      refuseSpoof(request);
      return reply
        .code(201)
        .send(await createPaymentIntent(app.db, provider, owner(request), body, new Date(), debugIntentLogger(app.config, request.log)));
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/checkout`,
    body: checkoutBody,
    handler: async ({ body }, request, reply) => {
      refuseSpoof(request);
      const idempotencyKey = parseInput(idempotencyKeyHeader, request.headers['idempotency-key'], 'Idempotency-Key');
      const supportId = randomToken(6);
      const o = owner(request);
      if (!o) {
        return reply.code(400).send({ message: 'Your cart is empty.', code: 'checkout.empty', cartId: null, supportId });
      }
      const { answer, placedOrderId, fundedOrderIds } = await placeOrder(app.db, provider, { owner: o, idempotencyKey, body, supportId });
      if (answer.statusCode >= 400)
        request.log.warn(
          { supportId, code: (answer.body as { code?: string }).code, cartId: (answer.body as { cartId?: string }).cartId },
          'checkout refused',
        );
      if (placedOrderId !== null) {
        await sendConfirmation(app, (answer.body as PlaceOrderAnswer).order);
        // Issue 26: the sandbox fulfilment takes the order from here (or holds the couple's gifts).
        await startFulfilment(app, placedOrderId);
        // A contribution that completed a group gift placed the couple's order for it too.
        for (const fundedId of fundedOrderIds) await startFulfilment(app, fundedId);
      }
      return reply.code(answer.statusCode).send(answer.body);
    },
  });
}
