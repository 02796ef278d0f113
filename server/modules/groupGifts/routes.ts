import type { FastifyInstance, FastifyReply } from 'fastify';
import { defineRoute } from '../../lib/route';
import { createPaymentProvider } from '../payments/provider';
import { idParams } from '../../../src/contracts/registry';
import { groupGiftingBody, groupGiftSwitchBody } from '../../../src/contracts/groupGifts';
import type { OutgoingMail } from '../../plugins/mailer';
import { coupleGroupGifts, deleteItemRefunding, getGroupGifting, setGroupGifting, switchGroupGift } from './service';

const PREFIX = '/web-registry-api/v1';

const privateAnswer = <T>(reply: FastifyReply, value: T): T => {
  reply.header('cache-control', 'private, no-store');
  return value;
};

/**
 * Group gifting (issue 26), the couple's side: the registry's price rule, each gift's switch, the
 * removal of a gift guests are funding (refunded), and the units with their contributors. Guests
 * contribute through the cart (POST /cart/item with an amount) and checkout.
 */
export async function groupGiftRoutes(app: FastifyInstance): Promise<void> {
  const provider = createPaymentProvider(app.config.paymentProvider, app.config.appSecret);
  // A refund mail that cannot be queued is logged; the refund stands.
  const sendMail = (mail: OutgoingMail) =>
    app.mailer.send(mail).catch((err: unknown) => app.log.error({ err, to: mail.to }, 'group gift refund mail failed'));

  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/registry/group-gifting`,
    requireUser: true,
    handler: async ({ userId }, _request, reply) => privateAnswer(reply, await getGroupGifting(app.db, userId)),
  });
  defineRoute(app, {
    method: 'PUT',
    url: `${PREFIX}/registry/group-gifting`,
    requireUser: true,
    body: groupGiftingBody,
    handler: ({ body, userId }) => setGroupGifting(app.db, userId, body.min_price_cents),
  });
  defineRoute(app, {
    method: 'PUT',
    url: `${PREFIX}/registry/items/:id/group-gift`,
    requireUser: true,
    params: idParams,
    body: groupGiftSwitchBody,
    handler: ({ params, body, userId }) => switchGroupGift(app.db, provider, sendMail, userId, params.id, body.group_gift),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: `${PREFIX}/registry/items/:id`,
    requireUser: true,
    params: idParams,
    handler: ({ params, userId }) => deleteItemRefunding(app.db, provider, sendMail, userId, params.id),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/registry/group-gifts`,
    requireUser: true,
    handler: async ({ userId }, _request, reply) => privateAnswer(reply, await coupleGroupGifts(app.db, userId)),
  });
}
