import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { realWeddingPhotos, realWeddings, realWeddingVendors, vendorCategories, vendors } from '../schema';
import { realWeddingSeeds } from './inspirationData';

/**
 * Real weddings (issue 31) from inspirationData.ts, with their photos and their vendors: real
 * storefronts of the marketplace, in the wedding's state where it has one of that kind. Runs after
 * the vendors. Deterministic and idempotent (upserts by slug; photos and vendors are rewritten).
 */
export async function seedInspiration(db: Db): Promise<void> {
  const seeds = realWeddingSeeds();
  const categoryKeys = [...new Set(seeds.flatMap((s) => s.vendorRoles.map((r) => r.category)))];
  const candidates = await db
    .select({ id: vendors.id, state: vendors.stateCode, category: vendorCategories.key })
    .from(vendors)
    .innerJoin(vendorCategories, eq(vendorCategories.id, vendors.categoryId))
    .where(inArray(vendorCategories.key, categoryKeys))
    .orderBy(desc(vendors.relevance), asc(vendors.id))
    // Enough to find each state's best; the bench's 50,000 vendors need not all be read.
    .limit(6000);
  const byCategory = new Map<string, typeof candidates>();
  for (const c of candidates) byCategory.set(c.category, [...(byCategory.get(c.category) ?? []), c]);

  await db.transaction(async (tx) => {
    for (const [position, s] of seeds.entries()) {
      const values = {
        slug: s.slug,
        title: s.title,
        couple: s.couple,
        story: s.story,
        season: s.season,
        style: s.style,
        colours: s.colours,
        palette: s.palette,
        budget: s.budget,
        city: s.city,
        stateCode: s.state,
        weddingDate: s.date,
        guestCount: s.guests,
        position,
      };
      const { slug: _slug, ...changes } = values;
      const [row] = await tx
        .insert(realWeddings)
        .values(values)
        .onConflictDoUpdate({ target: realWeddings.slug, set: changes })
        .returning({ id: realWeddings.id });
      const weddingId = row!.id;
      for (const [i, p] of s.photos.entries()) {
        await tx
          .insert(realWeddingPhotos)
          .values({ weddingId, position: i, ...p })
          .onConflictDoUpdate({
            target: [realWeddingPhotos.weddingId, realWeddingPhotos.position],
            set: { scene: sql`excluded.scene`, alt: sql`excluded.alt`, caption: sql`excluded.caption` },
          });
      }
      await tx.delete(realWeddingVendors).where(eq(realWeddingVendors.weddingId, weddingId));
      const used = new Set<number>();
      for (const [i, r] of s.vendorRoles.entries()) {
        const pool = byCategory.get(r.category) ?? [];
        const local = pool.filter((v) => v.state === s.state && !used.has(v.id));
        const choice = local.length
          ? local[position % local.length]
          : pool.filter((v) => !used.has(v.id))[position % Math.max(pool.length, 1)];
        if (!choice) continue;
        used.add(choice.id);
        await tx.insert(realWeddingVendors).values({ weddingId, vendorId: choice.id, role: r.role, position: i });
      }
    }
  });
}
