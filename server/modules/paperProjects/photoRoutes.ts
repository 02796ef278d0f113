import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { projectIdParams } from '../../../src/contracts/paperProjects';
import { photoCropQuery } from '../../../src/contracts/website';
import { addImageBodyParser, imageBody } from '../media/routes';
import { removeProjectPhoto, setProjectPhoto } from './photo';

/**
 * A photo design's photo (issue 30): its own plugin, since only this scope takes a picture's bytes
 * as the body (as the website's uploads: image/* or application/octet-stream, at most 10 MB; the crop in the query).
 */
export async function paperPhotoRoutes(app: FastifyInstance): Promise<void> {
  addImageBodyParser(app);
  app.addHook('onSend', async (_request, reply) => void reply.header('cache-control', 'private, no-store'));
  defineRoute(app, {
    method: 'POST',
    url: '/web-api/v2/paper/projects/:id/photo',
    requireUser: true,
    params: projectIdParams,
    query: photoCropQuery,
    handler: ({ userId, params, query }, request) => setProjectPhoto(app.db, userId, params.id, imageBody(request.body), query),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/web-api/v2/paper/projects/:id/photo',
    requireUser: true,
    params: projectIdParams,
    handler: ({ userId, params }) => removeProjectPhoto(app.db, userId, params.id),
  });
}
