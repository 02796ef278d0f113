import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { privacyPreferences, trackedEvents } from '../db/schema';

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

/** /privacy-center: an account that chose 'Do Not Sell / Share' is never identified to the marketing service. */
async function optedOut(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ optedOut: privacyPreferences.doNotSellOrShare })
    .from(privacyPreferences)
    .where(eq(privacyPreferences.userId, userId));
  return row?.optedOut ?? false;
}

export const databaseTracker: Tracker = {
  identify: async (db, userId, traits) => {
    if (await optedOut(db, userId)) return;
    await db.insert(trackedEvents).values({ userId, event: 'identify', properties: traits });
  },
  track: async (db, userId, event, properties = {}) => void (await db.insert(trackedEvents).values({ userId, event, properties })),
};

export const trackerPlugin = fp(
  async (app) => {
    app.decorate('tracker', databaseTracker);
  },
  { name: 'tracker' },
);
