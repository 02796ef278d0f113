import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  paperColourways,
  paperDesignOptions,
  paperDesigns,
  paperOptions,
  paperPriceTiers,
  paperSampleItems,
  paperSampleOrders,
  paperSuites,
} from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import {
  catalogueBySlug,
  facetCounts,
  filterDesigns,
  parsePaperFilters,
  PAPER_CATALOGUES,
  SAMPLE_LIMIT,
  SAMPLE_MESSAGES,
  SUITE_PIECES,
  type CardFormat,
  type CardType,
  type CatalogueAnswer,
  type CatalogueQuery,
  type ColourFamily,
  type DesignCard,
  type DesignDetail,
  type PaperHomeAnswer,
  type PaperShape,
  type PaperStyle,
  type SampleOrderAnswer,
  type SuiteSummary,
  type SuitesAnswer,
} from '../../../src/contracts/paper';
import type { CardArtInput } from './art/card';
import type { z } from 'zod';
import type { sampleBody } from '../../../src/contracts/paper';

export const DESIGN_NOT_FOUND_MESSAGE = 'We could not find that design. It may have been retired.';

/**
 * The catalogue's cards: designs (optionally of some card types or one suite) with their suite,
 * colourways and lowest price per card. Three queries, whatever the number of designs.
 */
export async function designCards(
  db: DbOrTx,
  where: { types?: readonly CardType[]; suiteIds?: number[] } = {},
): Promise<Array<DesignCard & { id: number; suiteId: number }>> {
  const conditions = [];
  if (where.types) conditions.push(inArray(paperDesigns.cardType, [...where.types]));
  if (where.suiteIds) conditions.push(inArray(paperDesigns.suiteId, where.suiteIds));
  const rows = await db
    .select({
      id: paperDesigns.id,
      slug: paperDesigns.slug,
      name: paperDesigns.name,
      cardType: paperDesigns.cardType,
      style: paperDesigns.style,
      format: paperDesigns.format,
      shapes: paperDesigns.shapes,
      hasFoil: paperDesigns.hasFoil,
      hasPhoto: paperDesigns.hasPhoto,
      position: paperDesigns.position,
      suiteId: paperSuites.id,
      suiteSlug: paperSuites.slug,
      suiteName: paperSuites.name,
      fromPrice: sql<number>`(select min(${paperPriceTiers.unitCents}) from ${paperPriceTiers} where ${paperPriceTiers.designId} = ${paperDesigns.id})::int`,
    })
    .from(paperDesigns)
    .innerJoin(paperSuites, eq(paperSuites.id, paperDesigns.suiteId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(paperDesigns.position));
  if (rows.length === 0) return [];
  const colourways = await db
    .select()
    .from(paperColourways)
    .where(
      inArray(
        paperColourways.designId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(paperColourways.designId), asc(paperColourways.position));
  const byDesign = new Map<number, typeof colourways>();
  for (const c of colourways) byDesign.set(c.designId, [...(byDesign.get(c.designId) ?? []), c]);
  return rows.map((r) => ({
    id: r.id,
    suiteId: r.suiteId,
    slug: r.slug,
    name: r.name,
    card_type: r.cardType as CardType,
    suite: { slug: r.suiteSlug, name: r.suiteName },
    style: r.style as PaperStyle,
    format: r.format as CardFormat,
    shapes: r.shapes as PaperShape[],
    has_foil: r.hasFoil,
    has_photo: r.hasPhoto,
    from_price_cents: Number(r.fromPrice),
    position: r.position,
    colourways: (byDesign.get(r.id) ?? []).map((c) => ({
      key: c.key,
      name: c.name,
      family: c.family as ColourFamily,
      paper: c.paper,
      ink: c.ink,
      accent: c.accent,
    })),
  }));
}

/** The public shape of a card (without the ids the server keeps). */
const publicCard = ({ id: _id, suiteId: _suiteId, ...card }: DesignCard & { id: number; suiteId: number }): DesignCard => card;

/** A card-type catalogue with the URL's filters applied, and each filter value's count. */
export async function catalogue(db: Db, slug: string, query: CatalogueQuery): Promise<CatalogueAnswer> {
  const entry = catalogueBySlug(slug);
  if (!entry) throw notFound('We could not find that paper catalogue.');
  const filters = parsePaperFilters({ get: (name) => (query as Record<string, string | undefined>)[name] ?? null });
  const all = (await designCards(db, { types: entry.card_types })).map(publicCard);
  const designs = filterDesigns(all, filters);
  return {
    catalogue: { slug: entry.slug, title: entry.title, intro: entry.intro, path: entry.path, card_types: [...entry.card_types] },
    total: designs.length,
    designs,
    facets: facetCounts(all, filters),
  };
}

async function suiteSummaries(
  db: DbOrTx,
  onlyWedding: boolean,
  cards?: Array<DesignCard & { id: number; suiteId: number }>,
): Promise<SuiteSummary[]> {
  const suites = await db.select().from(paperSuites).orderBy(asc(paperSuites.position));
  cards ??= await designCards(db);
  const order = (t: CardType) => {
    const i = SUITE_PIECES.indexOf(t);
    return i === -1 ? SUITE_PIECES.length : i;
  };
  return suites
    .map((s) => ({
      slug: s.slug,
      name: s.name,
      style: s.style as PaperStyle,
      description: s.description,
      pieces: cards
        .filter((c) => c.suiteId === s.id && (!onlyWedding || SUITE_PIECES.includes(c.card_type)))
        .sort((a, b) => order(a.card_type) - order(b.card_type) || a.position - b.position)
        .map(publicCard),
    }))
    .filter((s) => s.pieces.length >= (onlyWedding ? 2 : 1));
}

/** /wedding-planning/suites/shop: every wedding suite with its pieces, in suite order. */
export async function suites(db: Db): Promise<SuitesAnswer> {
  return { suites: await suiteSummaries(db, true) };
}

/** The paper home: each catalogue's count and cover design, and the first four suites. */
export async function home(db: Db): Promise<PaperHomeAnswer> {
  const all = await designCards(db);
  const cards = all.map(publicCard);
  const featured = (await suiteSummaries(db, true, all)).slice(0, 4);
  return {
    catalogues: PAPER_CATALOGUES.map((c) => {
      const ofType = cards.filter((d) => c.card_types.includes(d.card_type));
      return { slug: c.slug, title: c.title, path: c.path, count: ofType.length, cover: ofType[0] ?? null };
    }),
    featured_suites: featured,
  };
}

/** A design's page: its card, wording, paper options, price tiers and its suite's other pieces. */
export async function designDetail(db: Db, slug: string): Promise<DesignDetail> {
  const [row] = await db
    .select({
      id: paperDesigns.id,
      description: paperDesigns.description,
      typefaces: paperDesigns.typefaces,
      textSlots: paperDesigns.textSlots,
    })
    .from(paperDesigns)
    .where(eq(paperDesigns.slug, slug))
    .limit(1);
  if (!row) throw notFound(DESIGN_NOT_FOUND_MESSAGE);
  const [tiers, options, siblings] = await Promise.all([
    db
      .select({ min_quantity: paperPriceTiers.minQuantity, unit_cents: paperPriceTiers.unitCents })
      .from(paperPriceTiers)
      .where(eq(paperPriceTiers.designId, row.id))
      .orderBy(asc(paperPriceTiers.minQuantity)),
    db
      .select({
        kind: paperOptions.kind,
        key: paperOptions.key,
        label: paperOptions.label,
        description: paperOptions.description,
        price_cents: paperOptions.priceCents,
        swatch: paperOptions.swatch,
      })
      .from(paperDesignOptions)
      .innerJoin(paperOptions, eq(paperOptions.id, paperDesignOptions.optionId))
      .where(eq(paperDesignOptions.designId, row.id))
      .orderBy(asc(paperOptions.position)),
    db
      .select({ suiteId: paperDesigns.suiteId })
      .from(paperDesigns)
      .where(eq(paperDesigns.id, row.id))
      .then((r) => designCards(db, { suiteIds: r.map((x) => x.suiteId) })),
  ]);
  const self = siblings.find((c) => c.id === row.id)!;
  const order = (t: CardType) => (SUITE_PIECES.indexOf(t) === -1 ? SUITE_PIECES.length : SUITE_PIECES.indexOf(t));
  return {
    ...publicCard(self),
    description: row.description,
    typefaces: row.typefaces,
    text_slots: row.textSlots,
    tiers,
    options: options.map((o) => ({ ...o, kind: o.kind })),
    suite_pieces: siblings
      .filter((c) => c.id !== row.id)
      .sort((a, b) => order(a.card_type) - order(b.card_type) || a.position - b.position)
      .map(publicCard),
  };
}

/** What the art needs of a design in one colourway, or null when either is unknown. */
export async function artInput(db: Db, slug: string, colourwayKey: string): Promise<CardArtInput | null> {
  const [row] = await db
    .select({
      slug: paperDesigns.slug,
      name: paperDesigns.name,
      cardType: paperDesigns.cardType,
      motif: paperDesigns.motif,
      format: paperDesigns.format,
      hasFoil: paperDesigns.hasFoil,
      hasPhoto: paperDesigns.hasPhoto,
      typefaces: paperDesigns.typefaces,
      textSlots: paperDesigns.textSlots,
      cKey: paperColourways.key,
      cName: paperColourways.name,
      paper: paperColourways.paper,
      ink: paperColourways.ink,
      accent: paperColourways.accent,
      soft: paperColourways.soft,
    })
    .from(paperDesigns)
    .innerJoin(paperColourways, and(eq(paperColourways.designId, paperDesigns.id), eq(paperColourways.key, colourwayKey)))
    .where(eq(paperDesigns.slug, slug))
    .limit(1);
  if (!row) return null;
  return {
    slug: row.slug,
    name: row.name,
    cardType: row.cardType as CardType,
    motif: row.motif,
    format: row.format as CardFormat,
    hasFoil: row.hasFoil,
    hasPhoto: row.hasPhoto,
    typefaces: row.typefaces,
    textSlots: row.textSlots,
    colourway: { key: row.cKey, name: row.cName, paper: row.paper, ink: row.ink, accent: row.accent, soft: row.soft },
  };
}

// ---------------------------------------------------------------------------------------------
// Free samples

type SampleInput = z.output<typeof sampleBody>;

/** Sample cards already sent to an address (lower-cased email). */
async function samplesUsed(db: DbOrTx, email: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(paperSampleItems)
    .innerJoin(paperSampleOrders, eq(paperSampleOrders.id, paperSampleItems.orderId))
    .where(eq(paperSampleOrders.email, email));
  return Number(row?.n ?? 0);
}

/**
 * Places a free sample order: up to SAMPLE_LIMIT cards a person (by email address) across all their
 * requests. The transaction takes an advisory lock on the address first, so two requests at once
 * cannot both pass the count.
 */
export async function placeSampleOrder(db: Db, userId: number | null, input: SampleInput): Promise<SampleOrderAnswer> {
  const email = input.email.toLowerCase();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`paper-samples:${email}`}))`);
    const wanted = input.samples;
    const rows = await tx
      .select({
        colourwayId: paperColourways.id,
        design: paperDesigns.slug,
        colourway: paperColourways.key,
        name: paperDesigns.name,
        colourwayName: paperColourways.name,
        cardType: paperDesigns.cardType,
      })
      .from(paperColourways)
      .innerJoin(paperDesigns, eq(paperDesigns.id, paperColourways.designId))
      .where(
        inArray(
          paperDesigns.slug,
          wanted.map((w) => w.design),
        ),
      );
    const found = wanted.map((w) => rows.find((r) => r.design === w.design && r.colourway === w.colourway));
    if (found.some((f) => f === undefined)) throw badRequest(SAMPLE_MESSAGES.unknown, { code: 'paper.sample_unknown' });
    const used = await samplesUsed(tx, email);
    const left = SAMPLE_LIMIT - used;
    if (wanted.length > left) throw badRequest(SAMPLE_MESSAGES.used(left, wanted.length), { code: 'paper.sample_limit' });
    const [order] = await tx
      .insert(paperSampleOrders)
      .values({
        orderNumber: `PS-${randomBytes(4).toString('hex').toUpperCase()}`,
        userId,
        email,
        name: input.name,
        shipAddress: {
          address1: input.address1,
          address2: input.address2,
          city: input.city,
          stateCode: input.state_code,
          zipCode: input.zip_code,
        },
      })
      .returning({ id: paperSampleOrders.id, orderNumber: paperSampleOrders.orderNumber });
    await tx.insert(paperSampleItems).values(found.map((f) => ({ orderId: order!.id, colourwayId: f!.colourwayId })));
    return {
      order_number: order!.orderNumber,
      email,
      ship_to: {
        name: input.name,
        address1: input.address1,
        address2: input.address2,
        city: input.city,
        state_code: input.state_code,
        zip_code: input.zip_code,
      },
      samples: found.map((f) => ({
        design: f!.design,
        colourway: f!.colourway,
        name: f!.name,
        colourway_name: f!.colourwayName,
        card_type: f!.cardType as CardType,
      })),
      samples_left: left - wanted.length,
    };
  });
}
