import type { FastifyInstance } from 'fastify';
import { publicJsonCache } from '../../lib/publicCache';
import { loadCategoryTree } from './service';
import { loadLegacyNav, loadWeddingShopNav } from './menus';

export async function navRoutes(app: FastifyInstance): Promise<void> {
  // The navigation changes only with the catalog: each menu is rebuilt at most once a minute per process.
  const categories = publicJsonCache(async () => ({ categories: await loadCategoryTree(app.db) }), 60_000);
  const weddingShop = publicJsonCache(() => loadWeddingShopNav(app.db), 60_000);
  const legacyNav = publicJsonCache(() => loadLegacyNav(app.db), 60_000);
  app.get('/web-registry-api/v1/nav/get/categories', (request, reply) => categories.send(request, reply, 60));
  app.get('/web-registry-api/v1/nav/wedding-shop', (request, reply) => weddingShop.send(request, reply, 60));
  app.get('/website-nav/web-api/legacyNav', (request, reply) => legacyNav.send(request, reply, 60));
}
