import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Drizzle database (PGlite or PostgreSQL; services do not care which). */
    db: Db;
    dbKind: Database['kind'];
    /** LISTEN to a NOTIFY channel: how processes learn that a cached row changed. */
    dbListen: Database['listen'];
  }
}

/** Decorates the app with an already-open database and closes it when the app closes. */
export const dbPlugin = fp<{ database: Database; closeOnShutdown: boolean }>(
  async (app, opts) => {
    app.decorate('db', opts.database.db);
    app.decorate('dbKind', opts.database.kind);
    app.decorate('dbListen', opts.database.listen);
    if (opts.closeOnShutdown) app.addHook('onClose', async () => opts.database.close());
  },
  { name: 'db' },
);
