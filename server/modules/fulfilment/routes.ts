import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../lib/route';
import { requireOwnRegistry } from '../registry/access';
import { idParams } from '../../../src/contracts/registry';
import { releaseHeldBody, shippingPreferenceBody } from '../../../src/contracts/fulfilment';
import { text } from '../../../src/contracts/inputs';
import { packingSlipFor, packingSlipPdf } from './packingSlip';
import { FULFILMENT_QUEUE, heldGifts, holdGift, releaseHeld, resumeStalled, runRelease, runStep, setShippingPreference } from './service';
import { advanceOrder } from './devAdvance';
import { trackerCsv } from './trackerExport';

const PREFIX = '/web-registry-api/v1';
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/**
 * After the purchase (issue 26; server/API.md "Fulfilment, held gifts and packing slips"): the
 * sandbox fulfilment's jobs, the couple's held gifts and shipping preference, packing slips and the
 * tracker's CSV. Every couple route acts on the signed-in user's own registry only.
 */
export async function fulfilmentRoutes(app: FastifyInstance): Promise<void> {
  await app.jobs.work('fulfilment.step', FULFILMENT_QUEUE, (data) => runStep(app, data, new Date()));
  await app.jobs.work('fulfilment.release', FULFILMENT_QUEUE, (data) => runRelease(app, data, new Date()));
  app.addHook('onReady', async () => {
    if (!app.config.jobWorkers) return;
    await resumeStalled(app, new Date()).catch((err: unknown) => app.log.error({ err }, 'fulfilment: could not resume stalled lines'));
  });

  const registryOf = async (userId: number) => (await requireOwnRegistry(app.db, userId)).id;

  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/registry/held-gifts`,
    requireUser: true,
    handler: async ({ userId }, _request, reply) => {
      noStore(reply);
      return heldGifts(app.db, await registryOf(userId));
    },
  });
  defineRoute(app, {
    method: 'PUT',
    url: `${PREFIX}/registry/shipping-preference`,
    requireUser: true,
    body: shippingPreferenceBody,
    handler: async ({ body, userId }) => setShippingPreference(app, await registryOf(userId), body, new Date()),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/registry/held-gifts/release`,
    requireUser: true,
    body: releaseHeldBody,
    handler: async ({ body, userId }) => releaseHeld(app, await registryOf(userId), body.gift_ids, new Date()),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/registry/gift-tracker/:id/hold`,
    requireUser: true,
    params: idParams,
    handler: async ({ params, userId }) => holdGift(app, await registryOf(userId), params.id, new Date()),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/registry/shipments/:id/packing-slip`,
    requireUser: true,
    params: idParams,
    handler: async ({ params, userId }, _request, reply) => {
      const slip = await packingSlipFor(app.db, await registryOf(userId), params.id);
      return noStore(reply)
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="packing-slip-${slip.shipmentId}.pdf"`)
        .send(Buffer.from(await packingSlipPdf(slip)));
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/registry/gift-tracker/export`,
    requireUser: true,
    handler: async ({ userId }, _request, reply) => {
      const csv = await trackerCsv(app.db, userId);
      return noStore(reply)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="gift-tracker.csv"')
        .send(csv);
    },
  });

  // Development and test only (like /dev/outbox): one fulfilment step for an order now, so a person
  // or a journey can walk an order along without waiting for FULFILMENT_STEP_SECONDS.
  if (app.config.env === 'production' || app.config.env === 'staging') return;
  defineRoute(app, {
    method: 'POST',
    url: '/dev/fulfilment/advance',
    body: z.object({ orderNumber: text(20).min(1) }),
    handler: async ({ body }) => advanceOrder(app, body.orderNumber, new Date()),
  });
}
