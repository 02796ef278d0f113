import fp from 'fastify-plugin';
import type { DbOrTx } from '../db/client';
import { trackedEvents } from '../db/schema';

/**
 * Email-marketing identify and product events behind one small interface. The default records
 * them in the database; a real marketing service plugs in here.
 */
export interface Tracker {
  identify(db: DbOrTx, userId: number, traits: Record<string, unknown>): Promise<void>;
  track(db: DbOrTx, userId: number | null, event: string, properties?: Record<string, unknown>): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    tracker: Tracker;
  }
}

export const databaseTracker: Tracker = {
  identify: async (db, userId, traits) => void (await db.insert(trackedEvents).values({ userId, event: 'identify', properties: traits })),
  track: async (db, userId, event, properties = {}) => void (await db.insert(trackedEvents).values({ userId, event, properties })),
};

export const trackerPlugin = fp(async (app) => {
  app.decorate('tracker', databaseTracker);
}, { name: 'tracker' });
