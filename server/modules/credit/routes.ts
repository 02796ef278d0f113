import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineRoute } from '../../lib/route';
import { forbidden } from '../../lib/errors';
import { idParams } from '../../../src/contracts/registry';
import type { CreditAnswer, GiftExchangeAnswer } from '../../../src/contracts/credit';
import type { CompletionAnswer } from '../../../src/contracts/completionDiscount';
import { trackedGift } from '../registry/tracker';
import { requireOwnRegistry } from '../registry/access';
import { creditHistory } from './ledger';
import { exchangeGift } from './exchange';
import { completionShop } from './completion';

/**
 * Store credit (issue 26; server/API.md "Store credit, exchange for credit and the completion
 * discount"): the account's balance and history, a registry gift exchanged for credit, and the
 * couple's completion discount. Every route is the signed-in user's own.
 */
export async function creditRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  defineRoute(app, {
    method: 'GET',
    url: '/website-nav/web-api/v1/user/credit',
    requireUser: true,
    handler: ({ userId }): Promise<CreditAnswer> => creditHistory(app.db, userId),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/web-registry-api/v1/registry/gift-tracker/:id/exchange',
    requireUser: true,
    params: idParams,
    handler: async ({ params, userId }, request: FastifyRequest): Promise<GiftExchangeAnswer> => {
      // Staff viewing as a couple may look, never turn their gifts into credit.
      if (request.session?.isSpoof) throw forbidden('Gifts cannot be exchanged while viewing as another user.');
      const { gift, creditCents, balanceCents } = await exchangeGift(app.db, userId, params.id);
      const registry = await requireOwnRegistry(app.db, userId);
      return { gift: await trackedGift(app.db, registry.id, gift), credit_cents: creditCents, balance_cents: balanceCents };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/web-registry-api/v1/registry/completion-discount',
    requireUser: true,
    handler: ({ userId }): Promise<CompletionAnswer> => completionShop(app.db, userId, new Date()),
  });
}
