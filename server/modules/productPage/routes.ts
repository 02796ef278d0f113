import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { reviewBody, reviewsQuery } from '../../../src/contracts/productPage';
import { slug as slugOf } from '../../../src/contracts/inputs';
import { defineRoute } from '../../lib/route';
import { ownerOf } from '../cart/store';
import { listReviews, relatedProducts, writeReview } from './service';

const PREFIX = '/web-registry-api/v1/shop/product';
const params = z.object({ slug: slugOf(200, 'must be a product slug or id') });

/** A product page's reviews and related products (server/API.md "Product reviews and related products"). */
export async function productPageRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/:slug/reviews`,
    params,
    query: reviewsQuery,
    handler: async ({ params: p, query }, request, reply) => {
      // The answer says what this visitor may review: never shared by a cache.
      reply.header('cache-control', 'private, no-store');
      return listReviews(app.db, ownerOf(request.session), p.slug, query.page);
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/:slug/reviews`,
    params,
    body: reviewBody,
    handler: async ({ params: p, body }, request, reply) => {
      const answer = await writeReview(app.db, ownerOf(request.session), p.slug, body);
      return reply.code(201).header('cache-control', 'private, no-store').send(answer);
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/:slug/related`,
    params,
    handler: async ({ params: p }, _request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return relatedProducts(app.db, p.slug);
    },
  });
}
