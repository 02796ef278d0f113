import type { FastifyInstance } from 'fastify';
import { publicJsonCache } from '../../lib/publicCache';
import { defineRoute } from '../../lib/route';
import { loadCategoryTree } from './service';
import { loadLegacyNav, loadWeddingShopNav } from './menus';

export async function navRoutes(app: FastifyInstance): Promise<void> {
  // The navigation changes only with the catalog: each menu is rebuilt at most once a minute per process.
  const categories = publicJsonCache(async () => ({ categories: await loadCategoryTree(app.db) }), 60_000);
  const weddingShop = publicJsonCache(() => loadWeddingShopNav(app.db), 60_000);
  const legacyNav = publicJsonCache(() => loadLegacyNav(app.db), 60_000);
  defineRoute(app, {
    method: 'GET',
    url: '/web-registry-api/v1/nav/get/categories',
    handler: (_i, request, reply) => categories.send(request, reply, 60),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/web-registry-api/v1/nav/wedding-shop',
    handler: (_i, request, reply) => weddingShop.send(request, reply, 60),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/website-nav/web-api/legacyNav',
    handler: (_i, request, reply) => legacyNav.send(request, reply, 60),
  });
}
