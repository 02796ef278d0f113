import type { Db } from '../db/client';

/** How long a process keeps its copy of a reference table. */
export const REFERENCE_TTL_MS = 60_000;

/**
 * A per-process copy of a small reference table that only the seed writes (categories, brands,
 * vendor categories, cities), which listings read on every request. Keyed by database (tests open
 * several), refreshed after REFERENCE_TTL_MS, so processes behind a load balancer converge within a minute.
 */
export function referenceTable<T>(load: (db: Db) => Promise<T>, ttlMs = REFERENCE_TTL_MS): (db: Db) => Promise<T> {
  const copies = new WeakMap<Db, { loadedAt: number; value: Promise<T> }>();
  return (db) => {
    const copy = copies.get(db);
    if (copy && Date.now() - copy.loadedAt < ttlMs) return copy.value;
    // Promise.resolve runs a lazy query builder (drizzle's selects run on each `then`) exactly once.
    const value = Promise.resolve(load(db));
    copies.set(db, { loadedAt: Date.now(), value });
    // A failed load is not kept: the next request tries again.
    value.catch(() => copies.delete(db));
    return value;
  };
}
