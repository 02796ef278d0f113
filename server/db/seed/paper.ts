import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { paperColourways, paperDesignOptions, paperDesigns, paperOptions, paperPriceTiers, paperSuites } from '../schema';
import { CARD_TYPE_FORMAT, tiersFor } from '../../../src/contracts/paper';
import { optionKeysFor, PAPER_OPTIONS, PAPER_SUITES, paperDesigns as designData, SAMPLE_WORDING } from './paperData';

/**
 * The paper catalogue (issue 30): suites, designs, colourways, options and price tiers from
 * paperData.ts. Idempotent (upserts by slug and key), so a second run changes nothing, and an
 * edited design reaches an existing database.
 */
export async function seedPaper(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const optionIds = new Map<string, number>();
    let position = 0;
    for (const o of PAPER_OPTIONS) {
      const [row] = await tx
        .insert(paperOptions)
        .values({ ...o, position: position++ })
        .onConflictDoUpdate({
          target: [paperOptions.kind, paperOptions.key],
          set: {
            label: sql`excluded.label`,
            description: sql`excluded.description`,
            priceCents: sql`excluded.price_cents`,
            swatch: sql`excluded.swatch`,
          },
        })
        .returning({ id: paperOptions.id });
      optionIds.set(`${o.kind}/${o.key}`, row!.id);
    }

    const suiteIds = new Map<string, number>();
    for (const [i, s] of PAPER_SUITES.entries()) {
      const [row] = await tx
        .insert(paperSuites)
        .values({ slug: s.slug, name: s.name, style: s.style, description: s.description, position: i })
        .onConflictDoUpdate({
          target: paperSuites.slug,
          set: {
            name: sql`excluded.name`,
            style: sql`excluded.style`,
            description: sql`excluded.description`,
            position: sql`excluded.position`,
          },
        })
        .returning({ id: paperSuites.id });
      suiteIds.set(s.slug, row!.id);
    }

    for (const d of designData()) {
      const values = {
        slug: d.slug,
        suiteId: suiteIds.get(d.suite.slug)!,
        cardType: d.type,
        name: d.name,
        description: d.description,
        motif: d.suite.motif,
        style: d.suite.style,
        format: CARD_TYPE_FORMAT[d.type],
        shapes: [...d.suite.shapes],
        hasFoil: d.suite.foil,
        hasPhoto: d.photo,
        typefaces: [...d.suite.typefaces],
        textSlots: SAMPLE_WORDING[d.type],
        priceBand: d.suite.band,
        position: d.position,
      };
      const { slug: _slug, ...changes } = values;
      const [row] = await tx
        .insert(paperDesigns)
        .values(values)
        .onConflictDoUpdate({ target: paperDesigns.slug, set: changes })
        .returning({ id: paperDesigns.id });
      const designId = row!.id;
      for (const [i, c] of d.suite.colourways.entries()) {
        await tx
          .insert(paperColourways)
          .values({ designId, ...c, position: i })
          .onConflictDoUpdate({
            target: [paperColourways.designId, paperColourways.key],
            set: {
              name: c.name,
              family: c.family,
              paper: c.paper,
              ink: c.ink,
              accent: c.accent,
              soft: c.soft,
              position: i,
            },
          });
      }
      for (const tier of tiersFor(d.suite.band, d.type)) {
        await tx
          .insert(paperPriceTiers)
          .values({ designId, minQuantity: tier.min_quantity, unitCents: tier.unit_cents })
          .onConflictDoUpdate({ target: [paperPriceTiers.designId, paperPriceTiers.minQuantity], set: { unitCents: tier.unit_cents } });
      }
      const links = optionKeysFor(d).map((o) => ({ designId, optionId: optionIds.get(`${o.kind}/${o.key}`)! }));
      if (links.length) await tx.insert(paperDesignOptions).values(links).onConflictDoNothing();
    }
  });
}
