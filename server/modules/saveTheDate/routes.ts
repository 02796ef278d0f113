import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { notFound } from '../../lib/errors';
import { defineRoute } from '../../lib/route';
import { calendarFile } from '../../lib/ics';
import { stdSends } from '../../db/schema';
import type { QueueOptions } from '../../plugins/jobs';
import * as c from '../../../src/contracts/saveTheDate';
import {
  calendarFor,
  cardPng,
  createSend,
  markOpened,
  overview,
  personalisedArt,
  recipientArt,
  processSend,
  queueSend,
  recipientCard,
  resendUnopened,
  sendDetail,
  unsubscribe,
  websiteClick,
} from './service';

declare module '../../plugins/jobs' {
  interface JobPayloads {
    'saveTheDate.send': { sendId: number };
  }
}

/**
 * A send's job works through its recipients (each row its own state machine: see service.ts
 * processSend). 15 minutes an attempt (500 mails through SMTP fit), retried on a crash; one
 * waiting job per send (singleton key), two sends side by side per process.
 */
const SEND_QUEUE: QueueOptions = {
  retryLimit: 5,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 900,
  concurrency: 2,
  policy: 'short',
};

/** The transparent 1×1 GIF of the open pixel. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * Digital save-the-dates (issue 30; server/API.md "Digital save-the-dates"). The couple's routes
 * act on their own wedding only (a send of another wedding answers 404); the recipient's routes are
 * public and reached only by the 256-bit token in their mail.
 */
export async function saveTheDateRoutes(app: FastifyInstance): Promise<void> {
  const noStore = { 'cache-control': 'private, no-store' };
  const BASE = '/web-api/v2/wedding/save-the-dates';
  const PUBLIC = '/web-api/v2/save-the-date/:token';

  await app.jobs.work('saveTheDate.send', SEND_QUEUE, async ({ sendId }, job) => {
    const outcome = await processSend(app, sendId, { signal: job.signal });
    if (outcome.retryInSeconds !== null) await queueSend(app, sendId, outcome.retryInSeconds);
    return outcome;
  });
  // After a restart, every unfinished send is queued again: rows its dead worker held come back when their lease ends.
  app.addHook('onReady', async () => {
    if (!app.config.jobWorkers) return;
    const open = await app.db.select({ id: stdSends.id }).from(stdSends).where(eq(stdSends.status, 'SENDING'));
    for (const { id } of open) await queueSend(app, id);
  });

  defineRoute(app, {
    method: 'GET',
    url: BASE,
    requireUser: true,
    handler: async ({ userId }, _request, reply) => {
      reply.headers(noStore);
      return overview(app.db, userId);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: BASE,
    body: c.createSendBody,
    requireUser: true,
    handler: async ({ body, userId }, _request, reply) => {
      reply.status(201);
      return createSend(app, userId, body);
    },
  });

  // Before /:id. The couple's live preview: a new picture as they type, so no caching.
  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/preview.svg`,
    query: c.previewQuery,
    requireUser: true,
    handler: async ({ query }, _request, reply) => {
      const { design, colourway, ...wording } = query;
      const svg = await personalisedArt(app.db, design, colourway, wording);
      if (!svg) throw notFound(c.SAVE_THE_DATE_MESSAGES.designNotFound);
      return reply.type('image/svg+xml').headers(noStore).send(svg);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/:id`,
    params: c.sendParams,
    requireUser: true,
    handler: async ({ params, userId }, _request, reply) => {
      reply.headers(noStore);
      return sendDetail(app.db, userId, params.id);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/:id/resend`,
    params: c.sendParams,
    requireUser: true,
    handler: async ({ params, userId }, _request, reply) => {
      reply.status(201);
      return resendUnopened(app, userId, params.id);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: PUBLIC,
    params: c.tokenParams,
    handler: async ({ params }, _request, reply) => {
      reply.headers({ ...noStore, 'x-robots-tag': 'noindex' });
      return recipientCard(app.db, params.token, new Date());
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${PUBLIC}/calendar.ics`,
    params: c.tokenParams,
    handler: async ({ params }, _request, reply) => {
      const { event, timeZone } = await calendarFor(app.db, params.token);
      reply.headers({
        ...noStore,
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': 'attachment; filename="save-the-date.ics"',
      });
      return calendarFile([event], timeZone);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${PUBLIC}/card.svg`,
    params: c.tokenParams,
    handler: async ({ params }, _request, reply) => {
      const svg = await recipientArt(app.db, params.token);
      return reply.type('image/svg+xml').headers({ 'cache-control': 'private, max-age=86400' }).send(svg);
    },
  });

  // The picture the mail shows (mail clients do not show SVG).
  defineRoute(app, {
    method: 'GET',
    url: `${PUBLIC}/card.png`,
    params: c.tokenParams,
    handler: async ({ params }, _request, reply) => {
      const png = await cardPng(await recipientArt(app.db, params.token));
      return reply.type('image/png').headers({ 'cache-control': 'private, max-age=86400' }).send(png);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${PUBLIC}/open.gif`,
    params: c.tokenParams,
    handler: async ({ params }, _request, reply) => {
      await markOpened(app.db, params.token, new Date());
      reply.headers({ ...noStore, 'content-type': 'image/gif' });
      return PIXEL;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${PUBLIC}/website`,
    params: c.tokenParams,
    handler: async ({ params }, _request, reply) => {
      const path = await websiteClick(app.db, params.token, new Date());
      reply.headers(noStore);
      return reply.redirect(path, 302);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${PUBLIC}/unsubscribe`,
    params: c.tokenParams,
    handler: async ({ params }, _request, reply) => {
      reply.headers(noStore);
      await unsubscribe(app.db, params.token);
      return { unsubscribed: true, message: c.SAVE_THE_DATE_MESSAGES.unsubscribed };
    },
  });

  // RFC 8058 one-click unsubscribe: the mail's List-Unsubscribe address. A mail client POSTs the form
  // body `List-Unsubscribe=One-Click` from its own servers (no cookie, no CSRF token): the 256-bit
  // token in the path is the authority, and unsubscribing is all it can do.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, raw, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(raw))));
  });
  defineRoute(app, {
    method: 'POST',
    url: `${PUBLIC}/one-click-unsubscribe`,
    params: c.tokenParams,
    config: { csrfExempt: true },
    handler: async ({ params }, _request, reply) => {
      reply.headers(noStore);
      await unsubscribe(app.db, params.token);
      return { unsubscribed: true, message: c.SAVE_THE_DATE_MESSAGES.unsubscribed };
    },
  });
}
