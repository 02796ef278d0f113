import type { FastifyInstance } from 'fastify';
import { publicJsonCache } from '../../lib/publicCache';
import { loadCategoryTree } from './service';

export async function navRoutes(app: FastifyInstance): Promise<void> {
  // The category tree changes only with the catalog: rebuilt at most once a minute per process.
  const categories = publicJsonCache(async () => ({ categories: await loadCategoryTree(app.db) }), 60_000);
  app.get('/web-registry-api/v1/nav/get/categories', (request, reply) => categories.send(request, reply, 60));
}
