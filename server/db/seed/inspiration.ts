import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { realWeddingPhotos, realWeddings, realWeddingVendors, vendorCategories, vendors } from '../schema';
import type { WeddingStyle } from '../../../src/contracts/inspiration';
import { realWeddingSeeds } from './inspirationData';

/** Venue names that suit each style's story (the seeded venues are Estates, Manors, Ballrooms, Barns, Gardens, Lofts, Vineyards). */
const VENUE_WORDS: Record<WeddingStyle, RegExp> = {
  rustic: /Barn/,
  beach: /Estate/,
  modern: /Loft/,
  garden: /Gardens/,
  classic: /Ballroom|Manor/,
  boho: /Vineyard|Estate/,
};
/** The marketplace's vendor styles (vendorGeo.ts VENDOR_STYLES) that suit each wedding style. */
const VENDOR_STYLE: Record<WeddingStyle, string[]> = {
  rustic: ['Rustic', 'Outdoor'],
  beach: ['Outdoor', 'Modern'],
  modern: ['Modern', 'Glam'],
  garden: ['Outdoor', 'Classic'],
  classic: ['Classic', 'Glam'],
  boho: ['Bohemian', 'Outdoor'],
};

/**
 * Real weddings (issue 31) from inspirationData.ts, with their photos and their vendors: real
 * storefronts of the marketplace, in the wedding's state where it has one of that kind. Runs after
 * the vendors. Deterministic and idempotent (upserts by slug; photos and vendors are rewritten).
 */
export async function seedInspiration(db: Db): Promise<void> {
  const seeds = realWeddingSeeds();
  const categoryKeys = [...new Set(seeds.flatMap((s) => s.vendorRoles.map((r) => r.category)))];
  const candidates = await db
    .select({ id: vendors.id, name: vendors.name, style: vendors.style, state: vendors.stateCode, category: vendorCategories.key })
    .from(vendors)
    .innerJoin(vendorCategories, eq(vendorCategories.id, vendors.categoryId))
    .where(inArray(vendorCategories.key, categoryKeys))
    .orderBy(desc(vendors.relevance), asc(vendors.id))
    // Enough to find each state's best; the bench's 50,000 vendors need not all be read.
    .limit(6000);
  type Candidate = (typeof candidates)[number];
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
        // In the wedding's state where there is one, and there the one that suits the story (a barn
        // for a barn wedding, a ballroom for a ballroom's; other vendors by the wedding's style).
        const fits = (v: Candidate) =>
          r.category === 'wedding-venues' ? VENUE_WORDS[s.style].test(v.name) : VENDOR_STYLE[s.style].includes(v.style);
        const free = pool.filter((v) => !used.has(v.id));
        const local = free.filter((v) => v.state === s.state);
        const nearby = local[position % Math.max(local.length, 1)];
        // A venue must be the kind the story tells of, even from a neighbouring state.
        const choice =
          r.category === 'wedding-venues'
            ? (local.find(fits) ?? free.find(fits) ?? nearby ?? free[0])
            : (local.find(fits) ?? nearby ?? free.find(fits) ?? free[0]);
        if (!choice) continue;
        used.add(choice.id);
        await tx.insert(realWeddingVendors).values({ weddingId, vendorId: choice.id, role: r.role, position: i });
      }
    }
  });
}
