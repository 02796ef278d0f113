import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { seedCategories } from './categories';
import { seedCatalog } from './catalog';
import { seedAccounts } from './accounts';
import { seedQuickAddPacks, seedRegistries } from './registries';
import { seedVendorAccounts, seedVendors } from './vendors';
import { seedPromos } from './promos';
import { seedGuestList } from './guests';
import { seedPaper } from './paper';
import { seedCommunity } from './community';
import { seedInspiration } from './inspiration';

export interface SeedOptions {
  /** How many catalog products to make (default 360; `--products 100000` for benchmarks). */
  products: number;
  /** How many vendors to make (default 2,400; `--vendors 50000` for benchmarks). */
  vendors: number;
  log?: (message: string) => void;
}

export const DEFAULT_SEED_OPTIONS: SeedOptions = { products: 360, vendors: 2400 };

/**
 * Seeds the demo data. Deterministic (fixed pseudo-random streams, no clock-dependent content
 * except dates relative to today) and idempotent: each step adds only what is missing, so running
 * it twice changes nothing. Steps run in dependency order.
 */
export async function seedDatabase(db: Db, options: Partial<SeedOptions> = {}): Promise<void> {
  const opts = { ...DEFAULT_SEED_OPTIONS, ...options };
  const log = opts.log ?? (() => {});
  // Order matters: catalog before accounts before registries (they reference products and weddings).
  const steps: Array<[string, (db: Db, opts: SeedOptions) => Promise<void>]> = [
    ['categories', seedCategories],
    ['catalog', seedCatalog],
    ['accounts', seedAccounts],
    ['registries', seedRegistries],
    ['quick-add packs', seedQuickAddPacks],
    ['vendors', seedVendors],
    ['vendor accounts', seedVendorAccounts],
    ['promo codes', seedPromos],
    ['guest list', seedGuestList],
    ['paper catalogue', seedPaper],
    ['community', seedCommunity],
    ['real weddings', seedInspiration],
  ];
  for (const [name, step] of steps) {
    const started = Date.now();
    await step(db, opts);
    log(`seeded ${name} in ${Date.now() - started} ms`);
  }
  // PGlite has no autovacuum. Without statistics the planner guesses one row per index range and
  // loops over thousands; without the visibility map counts cannot be index-only scans.
  const started = Date.now();
  await db.execute(sql`vacuum analyze`);
  log(`vacuumed and analyzed in ${Date.now() - started} ms`);
}
