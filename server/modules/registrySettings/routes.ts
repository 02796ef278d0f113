import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../lib/route';
import { registrySettingsBody, urlKeyAvailableQuery } from '../../../src/contracts/registrySettings';
import { getSettings, redirectTarget, updateSettings, urlKeyAvailability } from './service';

const PREFIX = '/web-registry-api/v1';
const KEY_SHAPE = /^[a-z0-9-]{1,120}$/;

/** The couple's registry settings (issue 25), and the permanent redirects from a registry's old keys. */
export async function registrySettingsRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/registry/settings`,
    requireUser: true,
    handler: async ({ userId }, _request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getSettings(app.db, userId);
    },
  });
  defineRoute(app, {
    method: 'PUT',
    url: `${PREFIX}/registry/settings`,
    requireUser: true,
    body: registrySettingsBody,
    handler: ({ body, userId }) => updateSettings(app.db, userId, body),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/registry/url-key-available`,
    requireUser: true,
    query: urlKeyAvailableQuery,
    handler: async ({ query, userId }, _request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return urlKeyAvailability(app.db, userId, query.key);
    },
  });

  // A full page load of /registry/{old key}: a 301 to the new key while the redirect lives. Any
  // other /registry/{x} page (a live key, /registry/settings, an unknown key) is the SPA's, served
  // by its not-found handler as for every client route.
  defineRoute(app, {
    method: 'GET',
    url: '/registry/:key',
    params: z.object({ key: z.string() }),
    handler: async ({ params }, request, reply) => {
      const target = KEY_SHAPE.test(params.key) ? await redirectTarget(app.db, params.key, request.session?.userId ?? null) : null;
      if (!target) return reply.callNotFound();
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      // Not cached for ever by the browser: the key may be taken back by its couple within the 12 months.
      return reply.code(301).header('cache-control', 'public, max-age=3600').redirect(`/registry/${target}${query}`, 301);
    },
  });
}
