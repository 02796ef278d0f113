import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { requireUserId } from '../../plugins/session';
import { addItemBody, publishBody } from './schemas';
import * as registry from './service';

const PREFIX = '/web-registry-api/v1';

export async function registryRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, { method: 'GET', url: `${PREFIX}/registry/user-info`, handler: (_i, request) => registry.userInfo(app.db, requireUserId(request)) });
  defineRoute(app, { method: 'POST', url: `${PREFIX}/registryCollection/add`, body: addItemBody, handler: ({ body }, request) => registry.addItem(app.db, requireUserId(request), body) });
  defineRoute(app, { method: 'POST', url: `${PREFIX}/registry/publish`, body: publishBody, handler: ({ body }, request) => registry.setPublished(app.db, requireUserId(request), body.published) });
}
