import type { FastifyInstance } from 'fastify';
import { loadCategoryTree } from './service';

export async function navRoutes(app: FastifyInstance): Promise<void> {
  // Public catalog data: cacheable by browsers and shared caches for a minute.
  app.get('/web-registry-api/v1/nav/get/categories', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return { categories: await loadCategoryTree(app.db) };
  });
}
