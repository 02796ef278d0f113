import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';

/** GET /health: the process is up and the database answers (for load balancers). */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async (_request, reply) => {
    const started = performance.now();
    await app.db.execute(sql`select 1`);
    reply.header('cache-control', 'no-store');
    return { status: 'ok', database: app.dbKind, dbLatencyMs: Math.round((performance.now() - started) * 10) / 10 };
  });
}
