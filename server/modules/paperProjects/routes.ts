import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../lib/route';
import { ensureSession } from '../../plugins/session';
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

/** Who asks: the account, else the guest's session, else nobody (who reaches no project). */
function askerOf(request: FastifyRequest): projects.Asker | null {
  const s = request.session;
  if (s?.userId) return { userId: s.userId };
  return s ? { sessionIdHash: s.idHash } : null;
}

/**
 * Paper projects (issue 30, "Making a card"): the person's cards, their previews and proofs. A
 * signed-out guest's cards live with their session and become the account's at log-in or sign-up.
 */
export async function paperProjectRoutes(app: FastifyInstance): Promise<void> {
  app.loginHooks.push(projects.claimGuestProjectsOnLogin);
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(PREFIX) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  defineRoute(app, {
    method: 'GET',
    url: PREFIX,
    handler: (_input, request) => projects.listProjects(app.db, askerOf(request)),
  });
  defineRoute(app, {
    method: 'POST',
    url: PREFIX,
    config: { rateLimit: app.rateLimits.paperProjectCreate },
    body: createProjectBody,
    handler: async ({ body }, request, reply) => {
      const asker = askerOf(request) ?? { sessionIdHash: (await ensureSession(request, reply)).idHash };
      return reply.code(201).send(await projects.createProject(app.db, asker, body));
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/:id`,
    params: projectIdParams,
    handler: ({ params }, request) => projects.getProject(app.db, askerOf(request), params.id),
  });
  defineRoute(app, {
    method: 'PUT',
    url: `${PREFIX}/:id`,
    params: projectIdParams,
    body: saveProjectBody,
    handler: ({ params, body }, request) => projects.saveProject(app.db, askerOf(request), params.id, body, new Date()),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/:id/duplicate`,
    config: { rateLimit: app.rateLimits.paperProjectCreate },
    params: projectIdParams,
    handler: async ({ params }, request, reply) =>
      reply.code(201).send(await projects.duplicateProject(app.db, askerOf(request), params.id)),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: `${PREFIX}/:id`,
    params: projectIdParams,
    handler: async ({ params }, request, reply) => {
      await projects.deleteProject(app.db, askerOf(request), params.id);
      return reply.code(204).send();
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/:id/approve`,
    params: projectIdParams,
    body: approveProjectBody,
    handler: ({ params, body }, request) => projects.approveProof(app.db, askerOf(request), params.id, body.version, new Date()),
  });
  // The preview: the catalogue's art with the project's text (the proof's renderer). `?v=` is the
  // version, so a new version is a new URL; a private answer, cached by the browser only.
  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/:id/:side`,
    params: projectSideParams,
    query: versionQuery,
    handler: async ({ params }, request, reply) => {
      const side = params.side.replace('.svg', '') as ArtSide;
      const svg = await projects.projectSvg(app.db, askerOf(request), params.id, side, PREVIEW_WIDTH);
      return reply.type('image/svg+xml').header('cache-control', 'private, max-age=3600').send(svg);
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/:id/proof.pdf`,
    params: projectIdParams,
    query: versionQuery,
    handler: async ({ params }, request, reply) => {
      const { art, row } = await projects.projectArt(app.db, askerOf(request), params.id);
      const pdf = await proofPdf({ art, shape: row.shape as PaperShape, version: row.version });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="proof-${row.id}-v${row.version}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  });
}
