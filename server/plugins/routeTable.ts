import type { HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';
import type { RouteInputSchemas } from '../lib/route';

/** One declared route: what `app.routeTable` lists. */
export interface RouteEntry {
  method: HTTPMethods;
  url: string;
  /** The zod schemas of a defineRoute route (none for a route declared with app.get and friends). */
  input?: RouteInputSchemas;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as it is declared, one entry per method (HEAD included): for tests that walk them all. */
    routeTable: RouteEntry[];
  }
}

/** Lists the routes declared after it (register it before the modules). */
export const routeTablePlugin = fp(
  async (app) => {
    const table: RouteEntry[] = [];
    app.decorate('routeTable', table);
    app.addHook('onRoute', (route) => {
      const input = (route.config as { input?: RouteInputSchemas } | undefined)?.input;
      for (const method of [route.method].flat()) table.push({ method, url: route.url, ...(input ? { input } : {}) });
    });
  },
  { name: 'route-table' },
);
