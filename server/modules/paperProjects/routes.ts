import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../lib/route';
import {
  approveProjectBody,
  createProjectBody,
  projectIdParams,
  projectSideParams,
  saveProjectBody,
} from '../../../src/contracts/paperProjects';
import type { ArtSide, PaperShape } from '../../../src/contracts/paper';
import * as projects from './service';
import { proofPdf } from './proof';

const PREFIX = '/web-api/v2/paper/projects';
/** The preview's width in pixels (the card is drawn as vector art; this is its intrinsic size). */
const PREVIEW_WIDTH = 640;
const versionQuery = z.object({ v: z.string().max(12).optional() });

/** Paper projects (issue 30, "Making a card"): the signed-in person's cards, their previews and proofs. */
export async function paperProjectRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(PREFIX) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  defineRoute(app, {
    method: 'GET',
    url: PREFIX,
    requireUser: true,
    handler: ({ userId }) => projects.listProjects(app.db, userId),
  });
  defineRoute(app, {
    method: 'POST',
    url: PREFIX,
    requireUser: true,
    body: createProjectBody,
    handler: async ({ userId, body }, _request, reply) => reply.code(201).send(await projects.createProject(app.db, userId, body)),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/:id`,
    requireUser: true,
    params: projectIdParams,
    handler: ({ userId, params }) => projects.getProject(app.db, userId, params.id),
  });
  defineRoute(app, {
    method: 'PUT',
    url: `${PREFIX}/:id`,
    requireUser: true,
    params: projectIdParams,
    body: saveProjectBody,
    handler: ({ userId, params, body }) => projects.saveProject(app.db, userId, params.id, body, new Date()),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/:id/duplicate`,
    requireUser: true,
    params: projectIdParams,
    handler: async ({ userId, params }, _request, reply) =>
      reply.code(201).send(await projects.duplicateProject(app.db, userId, params.id)),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: `${PREFIX}/:id`,
    requireUser: true,
    params: projectIdParams,
    handler: async ({ userId, params }, _request, reply) => {
      await projects.deleteProject(app.db, userId, params.id);
      return reply.code(204).send();
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/:id/approve`,
    requireUser: true,
    params: projectIdParams,
    body: approveProjectBody,
    handler: ({ userId, params, body }) => projects.approveProof(app.db, userId, params.id, body.version, new Date()),
  });
  // The preview: the catalogue's art with the project's text (the proof's renderer). `?v=` is the
  // version, so a new version is a new URL; a private answer, cached by the browser only.
  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/:id/:side`,
    requireUser: true,
    params: projectSideParams,
    query: versionQuery,
    handler: async ({ userId, params }, _request, reply) => {
      const side = params.side.replace('.svg', '') as ArtSide;
      const svg = await projects.projectSvg(app.db, userId, params.id, side, PREVIEW_WIDTH);
      return reply.type('image/svg+xml').header('cache-control', 'private, max-age=3600').send(svg);
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/:id/proof.pdf`,
    requireUser: true,
    params: projectIdParams,
    query: versionQuery,
    handler: async ({ userId, params }, _request, reply) => {
      const { art, row } = await projects.projectArt(app.db, userId, params.id);
      const pdf = await proofPdf({ art, shape: row.shape as PaperShape, version: row.version });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="proof-${row.id}-v${row.version}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  });
}
