import path from 'node:path';
import { describeLoad, loadMeasure, loadWarm } from './api';
import { seed, startServer } from './processes';
import type { Budgets } from './budgets';
import { growthRows } from './growth';
import type { Row } from './report';

export const SCALE_POINTS = [1_000, 10_000, 100_000];
const REVALIDATE = { 'cache-control': 'no-cache' };

/**
 * How the cost grows: the category listing and a vendor search, each on a database seeded with
 * N products and N vendors, N = 1,000 / 10,000 / 100,000. Same server build, same load. Every
 * request asks to revalidate (`no-cache`), so the database answers it, not the server's micro-cache.
 */
export async function measureScale(tmp: string, distDir: string, budgets: Budgets, log: (m: string) => void): Promise<Row[]> {
  const rows: Row[] = [];
  for (const n of SCALE_POINTS) {
    const dataDir = path.join(tmp, `scale-${n}`);
    log(`scale: seeding ${n} products and ${n} vendors`);
    seed(dataDir, { products: n, vendors: n });
    const server = await startServer(dataDir, distDir);
    try {
      const categories = (await (await fetch(`${server.base}/web-registry-api/v1/nav/get/categories`)).json()) as {
        categories: Array<{ key: string }>;
      };
      const listing = await loadWarm(
        {
          url: `${server.base}/web-registry-api/v1/shop/category/${categories.categories[0]!.key}?sort=price_asc&page=2`,
          headers: REVALIDATE,
          connections: 10,
          duration: 5,
        },
        server.pid,
      );
      rows.push({
        section: 'scale',
        name: `category listing, ${n.toLocaleString('en-US')} products`,
        value: describeLoad(listing),
        measure: { ...loadMeasure(listing), scale: { series: 'category listing', n } },
      });
      const vendors = await loadWarm(
        {
          url: `${server.base}/web-marketplace-api/v1/vendors/search?category=wedding-venues&price_tier=2,3&page=2`,
          headers: REVALIDATE,
          connections: 10,
          duration: 5,
        },
        server.pid,
      );
      rows.push({
        section: 'scale',
        name: `vendor search, ${n.toLocaleString('en-US')} vendors`,
        value: describeLoad(vendors),
        measure: { ...loadMeasure(vendors), scale: { series: 'vendor search', n } },
      });
    } finally {
      await server.stop();
    }
  }
  return [...rows, ...growthRows(rows, budgets)];
}
