import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { escapeHtml } from '../../lib/html';
import type { QueueOptions } from '../../plugins/jobs';
import {
  envelopesQuery,
  thankYouBody,
  thankYouProjectParams,
  thankYouTokenParams,
  THANK_YOU_MESSAGES,
} from '../../../src/contracts/paperMail';
import { cardPng } from '../saveTheDate/service';
import { envelopesOverview, envelopesPdf } from './envelopes';
import { createThankYous, markPaperMailed, sendThankYou, thankYouOverview, tokenArt, unsubscribeGiver, unsubscribePage } from './thankYou';

declare module '../../plugins/jobs' {
  interface JobPayloads {
    'thankYou.send': { noteId: number };
  }
}

/** One mail per job, as `mail.send`: 6 retries with backoff from 15 s, 2 minutes an attempt, 4 at once per process. */
const THANK_YOU_QUEUE: QueueOptions = { retryLimit: 6, retryDelaySeconds: 15, retryBackoff: true, expireInSeconds: 120, concurrency: 4 };

const noStore = { 'cache-control': 'private, no-store' };
const ENVELOPES = '/web-api/v2/wedding/paper/envelopes';
const THANK_YOUS = '/web-api/v2/wedding/thank-you-cards';
const PUBLIC = '/web-api/v2/thank-you/:token';
/** The unsubscribe pages' CSP: no script, no style, nothing loaded. */
const PAGE_CSP = "default-src 'none'; form-action 'self'; frame-ancestors 'none'";

/**
 * Paper by mail (issue 30; server/API.md "Envelopes and thank-you cards"): envelopes addressed
 * from the couple's guest list, and thank-you cards from the gift tracker. The couple's routes act
 * on their own wedding only; the giver's are public and reached by the 256-bit token in their mail.
 */
export async function paperMailRoutes(app: FastifyInstance): Promise<void> {
  await app.jobs.work('thankYou.send', THANK_YOU_QUEUE, async ({ noteId }, job) => ({
    state: await sendThankYou(app, noteId, job.signal),
  }));

  defineRoute(app, {
    method: 'GET',
    url: ENVELOPES,
    query: envelopesQuery,
    requireUser: true,
    handler: async ({ query, userId }, _request, reply) => {
      reply.headers(noStore);
      return envelopesOverview(app.db, userId, query);
    },
  });

  // A plain GET the browser opens (inline): one envelope a page.
  defineRoute(app, {
    method: 'GET',
    url: `${ENVELOPES}.pdf`,
    query: envelopesQuery,
    requireUser: true,
    handler: async ({ query, userId }, _request, reply) => {
      const { pdf, fileName } = await envelopesPdf(app.db, userId, query);
      return reply
        .headers(noStore)
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .send(Buffer.from(pdf));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: THANK_YOUS,
    requireUser: true,
    handler: async ({ userId }, _request, reply) => {
      reply.headers(noStore);
      return thankYouOverview(app.db, userId);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: THANK_YOUS,
    body: thankYouBody,
    requireUser: true,
    handler: async ({ body, userId }, _request, reply) => {
      reply.status(201).headers(noStore);
      return createThankYous(app, userId, body);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${THANK_YOUS}/paper/:id/mailed`,
    params: thankYouProjectParams,
    requireUser: true,
    handler: async ({ params, userId }, _request, reply) => {
      reply.headers(noStore);
      return { notes: await markPaperMailed(app.db, userId, params.id) };
    },
  });

  // The picture the mail shows (mail clients do not show SVG).
  defineRoute(app, {
    method: 'GET',
    url: `${PUBLIC}/card.png`,
    params: thankYouTokenParams,
    handler: async ({ params }, _request, reply) => {
      const png = await cardPng(await tokenArt(app.db, params.token));
      return reply.type('image/png').headers({ 'cache-control': 'private, max-age=86400' }).send(png);
    },
  });

  // The mail's unsubscribe link: a page whose button posts the one-click form (a GET changes nothing).
  defineRoute(app, {
    method: 'GET',
    url: `${PUBLIC}/unsubscribe`,
    params: thankYouTokenParams,
    handler: async ({ params }, _request, reply) => {
      const html = await unsubscribePage(app.db, params.token);
      return reply
        .type('text/html; charset=utf-8')
        .headers({ ...noStore, 'x-robots-tag': 'noindex', 'content-security-policy': PAGE_CSP })
        .send(html);
    },
  });

  // RFC 8058 one-click unsubscribe (the List-Unsubscribe address, and the page's button): no CSRF,
  // the token in the path is the authority and unsubscribing is all it can do.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, raw, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(raw))));
  });
  defineRoute(app, {
    method: 'POST',
    url: `${PUBLIC}/one-click-unsubscribe`,
    params: thankYouTokenParams,
    config: { csrfExempt: true },
    handler: async ({ params }, request, reply) => {
      await unsubscribeGiver(app.db, params.token);
      reply.headers(noStore);
      // A person who pressed the page's button reads a page; a mail client reads JSON.
      if (/text\/html/.test(request.headers.accept ?? ''))
        return reply
          .type('text/html; charset=utf-8')
          .header('content-security-policy', PAGE_CSP)
          .send(
            `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Unsubscribed | Confetti</title></head><body><main><h1>${escapeHtml(THANK_YOU_MESSAGES.unsubscribedDone)}</h1></main></body></html>`,
          );
      return { unsubscribed: true, message: THANK_YOU_MESSAGES.unsubscribedDone };
    },
  });
}
