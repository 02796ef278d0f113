import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { albumPhotos } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { defineRoute } from '../../lib/route';
import type { QueueOptions } from '../../plugins/jobs';
import {
  UPLOAD_CHUNK_BYTES,
  albumIdParams,
  albumPhotoParams,
  chunkQuery,
  createAlbumBody,
  createUploadBody,
  formatsAnswer,
  saveAlbumBody,
  uploadParams,
  type AlbumCover,
  type AlbumSize,
} from '../../../src/contracts/albums';
import * as albums from './service';
import { processPhoto } from './process';
import { albumProofPdf } from './proof';

declare module '../../plugins/jobs' {
  interface JobPayloads {
    'albums.processPhoto': { photoId: number };
  }
}

/**
 * One photo's processing: a few seconds of sharp for a camera's JPEG (media/images.ts lets two
 * encodes run at once per process). Retried on a crash; a photo that is not a picture is FAILED,
 * not retried. One job per photo (its id is the singleton key).
 */
const PROCESS_QUEUE: QueueOptions = {
  retryLimit: 3,
  retryDelaySeconds: 10,
  retryBackoff: true,
  expireInSeconds: 180,
  concurrency: 2,
  policy: 'short',
};

export const queueProcessing = (app: FastifyInstance, photoId: number) =>
  app.jobs.send('albums.processPhoto', { photoId }, { singletonKey: `album-photo:${photoId}` });

/** Photo albums (issue 31; server/API.md "Photo albums"): the wedding's albums, their uploads and proofs. */
export async function albumRoutes(app: FastifyInstance): Promise<void> {
  const BASE = '/web-api/v2/albums';
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(BASE) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  await app.jobs.work('albums.processPhoto', PROCESS_QUEUE, async ({ photoId }) => processPhoto(app.db, photoId));
  // After a restart, photos whose job was lost (sent after the commit that completed them) are queued again.
  app.addHook('onReady', async () => {
    if (!app.config.jobWorkers) return;
    const waiting = await app.db.select({ id: albumPhotos.id }).from(albumPhotos).where(eq(albumPhotos.status, 'PROCESSING'));
    for (const { id } of waiting) await queueProcessing(app, id);
  });

  // A chunk of an upload: the bytes as they are (Content-Type application/octet-stream), only in this scope.
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: UPLOAD_CHUNK_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  // The shop page's formats and prices (the contract's table; the same for everyone, so cacheable).
  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/formats`,
    handler: (_input, _request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return formatsAnswer();
    },
  });

  defineRoute(app, { method: 'GET', url: BASE, requireUser: true, handler: ({ userId }) => albums.listAlbums(app.db, userId) });
  defineRoute(app, {
    method: 'POST',
    url: BASE,
    requireUser: true,
    body: createAlbumBody,
    handler: async ({ userId, body }, _request, reply) => reply.code(201).send(await albums.createAlbum(app.db, userId, body)),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/:id`,
    requireUser: true,
    params: albumIdParams,
    handler: ({ userId, params }) => albums.getAlbum(app.db, userId, params.id),
  });
  defineRoute(app, {
    method: 'PUT',
    url: `${BASE}/:id`,
    requireUser: true,
    params: albumIdParams,
    body: saveAlbumBody,
    handler: ({ userId, params, body }) => albums.saveAlbum(app.db, userId, params.id, body),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: `${BASE}/:id`,
    requireUser: true,
    params: albumIdParams,
    handler: async ({ userId, params }, _request, reply) => {
      await albums.deleteAlbum(app.db, userId, params.id);
      return reply.code(204).send();
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/:id/auto-layout`,
    requireUser: true,
    params: albumIdParams,
    handler: ({ userId, params }) => albums.autoLayoutAlbum(app.db, userId, params.id),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: `${BASE}/:id/photos/:photoId`,
    requireUser: true,
    params: albumPhotoParams,
    handler: ({ userId, params }) => albums.removePhoto(app.db, userId, params.id, params.photoId),
  });

  // Resumable uploads.
  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/:id/uploads`,
    requireUser: true,
    params: albumIdParams,
    body: createUploadBody,
    handler: async ({ userId, params, body }, _request, reply) =>
      reply.code(201).send(await albums.createUpload(app.db, userId, params.id, body)),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/:id/uploads/:uploadId`,
    requireUser: true,
    params: uploadParams,
    handler: ({ userId, params }) => albums.uploadState(app.db, userId, params.id, params.uploadId),
  });
  defineRoute(app, {
    method: 'PUT',
    url: `${BASE}/:id/uploads/:uploadId`,
    requireUser: true,
    params: uploadParams,
    query: chunkQuery,
    handler: async ({ userId, params, query }, request) => {
      if (!Buffer.isBuffer(request.body))
        throw badRequest('Send the photo’s bytes as the request body (Content-Type application/octet-stream).', { code: 'not_bytes' });
      const { answer, complete } = await albums.putChunk(app.db, userId, params.id, params.uploadId, query.offset, request.body);
      if (complete) await queueProcessing(app, answer.photo_id);
      return answer;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/:id/proof.pdf`,
    requireUser: true,
    params: albumIdParams,
    handler: async ({ userId, params }, _request, reply) => {
      const row = await albums.ownAlbum(app.db, userId, params.id);
      const pdf = await albumProofPdf(app.db, {
        id: row.id,
        title: row.title,
        size: row.size as AlbumSize,
        cover: row.cover as AlbumCover,
        pages: row.pages,
        version: row.version,
        coverPhotoId: row.coverPhotoId,
        spreads: row.spreads,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="album-${row.id}-proof-v${row.version}.pdf"`)
        .send(Buffer.from(pdf));
    },
  });
}
