import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineRoute } from '../../lib/route';
import { AppError, badRequest } from '../../lib/errors';
import { requireMembership } from '../wedding/service';
import { guestListQuery, householdIdParams } from '../../../src/contracts/guests';
import { guestCsvTemplate, IMPORT_MESSAGES, MAX_IMPORT_BYTES } from '../../../src/contracts/guestCsv';
import {
  exportFileName,
  importQuery,
  labelsQuery,
  type ImportPreview,
  type ImportResult,
  type LabelsSummary,
} from '../../../src/contracts/guestImport';
import * as collectContract from '../../../src/contracts/guestCollect';
import * as collect from './collect';
import { commitImport, eventsOfWedding, previewImport } from './importService';
import { exportCsv } from './exportService';
import { labelsFile, labelsSummary } from './labelsService';

/**
 * The guest list's import, export, labels and address collection (issue 27; server/API.md "Guest
 * list: import, export, labels and address collection"). The couple's routes act on their own
 * wedding (requireMembership), never one named in the request; the guest's routes act on the
 * wedding whose enabled link token is in the path, and on the one household whose key is.
 */
export async function guestIoRoutes(app: FastifyInstance): Promise<void> {
  const G = '/web-api/v2/wedding/guests';
  const C = '/web-api/v2/guest-collect';
  const noStore = { 'cache-control': 'private, no-store' };
  const weddingOf = async (userId: number) => (await requireMembership(app.db, userId)).weddingId;
  const limited = { rateLimit: app.rateLimits.guestCollect };

  // The CSV's bytes as the request body (text/csv, or what browsers call a .csv: Excel's type on
  // Windows, text/plain, octet-stream), at most MAX_IMPORT_BYTES. Only in this plugin's scope.
  app.addContentTypeParser(
    /^(text\/(csv|plain|comma-separated-values|x-csv)|application\/(csv|x-csv|vnd\.ms-excel|octet-stream))$/i,
    (request, payload, done) => {
      const declared = Number(request.headers['content-length'] ?? 0);
      const tooLarge = (size: number) => new AppError(413, IMPORT_MESSAGES.tooLarge(size), { code: 'too_large' });
      if (declared > MAX_IMPORT_BYTES) {
        payload.resume();
        return done(tooLarge(declared), undefined);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      let finished = false;
      const finish = (error: Error | null, body?: Buffer) => {
        if (finished) return;
        finished = true;
        done(error, body);
      };
      payload.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_IMPORT_BYTES) {
          payload.removeAllListeners('data');
          payload.resume();
          return finish(tooLarge(size));
        }
        chunks.push(chunk);
      });
      payload.on('end', () => finish(null, Buffer.concat(chunks, size)));
      payload.on('error', (error) => finish(error));
    },
  );
  const csvBody = (request: FastifyRequest): Buffer => {
    if (!Buffer.isBuffer(request.body))
      throw badRequest('Send the CSV file itself as the request body (Content-Type text/csv).', { code: 'not_a_csv' });
    return request.body;
  };

  // ------------------------------------------------------------------------------------------
  // Import

  defineRoute(app, {
    method: 'GET',
    url: `${G}/import/template`,
    handler: async (_input, request, reply) => {
      // Signed in with a wedding that has events: the examples are invited to the couple's own, so the Events column reads as theirs.
      const userId = request.session?.userId;
      const membership = userId ? await requireMembership(app.db, userId).catch(() => null) : null;
      const events = membership ? await eventsOfWedding(app.db, membership.weddingId) : [];
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="guest-list-template.csv"')
          .header('cache-control', 'private, no-cache')
          // A byte-order mark, so Excel reads the accents as UTF-8.
          .send(`\uFEFF${events.length ? guestCsvTemplate(events.map((e) => e.name)) : guestCsvTemplate()}`)
      );
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${G}/import/preview`,
    requireUser: true,
    handler: async ({ userId }, request, reply): Promise<ImportPreview> => {
      reply.headers(noStore);
      return previewImport(app.db, await weddingOf(userId), csvBody(request));
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${G}/import`,
    query: importQuery,
    requireUser: true,
    handler: async ({ query, userId }, request, reply): Promise<ImportResult> => {
      const result = await commitImport(app.db, await weddingOf(userId), userId, csvBody(request), query.skip ?? new Set());
      reply.status(201);
      return result;
    },
  });

  // ------------------------------------------------------------------------------------------
  // Export

  defineRoute(app, {
    method: 'GET',
    url: `${G}/export`,
    query: guestListQuery,
    requireUser: true,
    handler: async ({ query, userId }, _request, reply) => {
      const body = await exportCsv(app.db, await weddingOf(userId), query);
      return reply
        .headers(noStore)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(new Date())}"`)
        .send(body);
    },
  });

  // ------------------------------------------------------------------------------------------
  // Labels

  defineRoute(app, {
    method: 'GET',
    url: `${G}/labels`,
    query: labelsQuery,
    requireUser: true,
    handler: async ({ query, userId }, _request, reply): Promise<LabelsSummary> => {
      reply.headers(noStore);
      return labelsSummary(app.db, await weddingOf(userId), query);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${G}/labels.pdf`,
    query: labelsQuery,
    requireUser: true,
    handler: async ({ query, userId }, _request, reply) => {
      const pdf = await labelsFile(app.db, await weddingOf(userId), query);
      return reply
        .headers(noStore)
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="guest-labels-${query.format}.pdf"`)
        .send(Buffer.from(pdf));
    },
  });

  // ------------------------------------------------------------------------------------------
  // Address collection: the couple's side

  defineRoute(app, {
    method: 'GET',
    url: `${G}/collection-link`,
    requireUser: true,
    handler: async ({ userId }, _request, reply): Promise<collectContract.CollectionLinkAnswer> => {
      reply.headers(noStore);
      return { link: await collect.getCollectionLink(app.db, await weddingOf(userId)) };
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: `${G}/collection-link`,
    body: collectContract.collectionLinkBody,
    requireUser: true,
    handler: async ({ body, userId }): Promise<collectContract.CollectionLinkAnswer> => ({
      link: await collect.updateCollectionLink(app.db, await weddingOf(userId), userId, body),
    }),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${G}/collection-link/regenerate`,
    requireUser: true,
    handler: async ({ userId }): Promise<collectContract.CollectionLinkAnswer> => ({
      link: await collect.regenerateCollectionLink(app.db, await weddingOf(userId), userId),
    }),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${G}/collection-link/activity`,
    requireUser: true,
    handler: async ({ userId }, _request, reply): Promise<collectContract.CollectActivity> => {
      reply.headers(noStore);
      return collect.collectActivity(app.db, await weddingOf(userId));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${G}/households/:id/collect-link`,
    params: householdIdParams,
    requireUser: true,
    handler: async ({ params, userId }, _request, reply): Promise<collectContract.HouseholdCollectLink> => {
      reply.headers(noStore);
      return collect.householdCollectPath(app.db, await weddingOf(userId), params.id);
    },
  });

  // ------------------------------------------------------------------------------------------
  // Address collection: the guest's side (no account)

  defineRoute(app, {
    method: 'GET',
    url: `${C}/:token`,
    params: collectContract.collectTokenParams,
    handler: async ({ params }, _request, reply): Promise<collectContract.CollectLinkInfo> => {
      reply.headers(noStore);
      return collect.collectLinkInfo(app.db, params.token);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${C}/:token/find`,
    params: collectContract.collectTokenParams,
    body: collectContract.collectFindBody,
    config: limited,
    handler: async ({ params, body }, _request, reply): Promise<collectContract.CollectHouseholdAnswer> => {
      reply.headers(noStore);
      return { household: await collect.findHousehold(app.db, params.token, body.first_name, body.last_name) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${C}/:token/households/:key`,
    params: collectContract.collectHouseholdParams,
    handler: async ({ params }, _request, reply): Promise<collectContract.CollectHouseholdAnswer> => {
      reply.headers(noStore);
      return { household: await collect.collectHousehold(app.db, params.token, params.key) };
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: `${C}/:token/households/:key`,
    params: collectContract.collectHouseholdParams,
    body: collectContract.collectAddressBody,
    handler: async ({ params, body }, _request, reply): Promise<collectContract.CollectSaved> => {
      reply.headers(noStore);
      return collect.saveHouseholdAddress(app.db, params.token, params.key, body);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${C}/:token/households`,
    params: collectContract.collectTokenParams,
    body: collectContract.collectNewHouseholdBody,
    config: limited,
    handler: async ({ params, body }, _request, reply): Promise<collectContract.CollectSaved> => {
      reply.headers(noStore).status(201);
      return collect.addHousehold(app.db, params.token, body);
    },
  });
}
