import { and, eq, fillPlaceholders, gte, inArray, sql, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { readQuery, type Db } from '../../db/client';
import { vendors, vendorSearchCounts } from '../../db/schema';

/**
 * A vendor search page as ONE statement that answers one row: the total and the page's rows as
 * JSON text. On embedded PGlite, turning result rows into JavaScript values costs more than the
 * query itself (a page of 24 full rows: ~2 ms; the same page as one JSON text: ~0.4 ms). The
 * statement is prepared once per shape (server/db/preparedReads.ts), so it is parsed and planned once.
 */

/** A search with its slugs resolved to ids and its filters parsed. */
export interface SearchScope {
  marketId?: number;
  stateCode?: string;
  categoryId?: number;
  priceTiers?: number[];
  minRatingTenths?: number;
  minCapacity?: number;
  /** Lower-case style names. */
  styles?: string[];
  /** Sort by distance from this point (nearest first); by relevance without it. */
  near?: { latitude: number; longitude: number };
  limit: number;
  offset: number;
}

/** What a card needs, named as in the schema's row type: never the long description. */
const CARD_COLUMNS = {
  id: vendors.id,
  name: vendors.name,
  slug: vendors.slug,
  categoryId: vendors.categoryId,
  cityId: vendors.cityId,
  stateCode: vendors.stateCode,
  latitude: vendors.latitude,
  longitude: vendors.longitude,
  priceTier: vendors.priceTier,
  startingPriceCents: vendors.startingPriceCents,
  ratingTenths: vendors.ratingTenths,
  reviewCount: vendors.reviewCount,
  capacity: vendors.capacity,
  style: vendors.style,
  tier: vendors.tier,
};
export type CardRow = Pick<typeof vendors.$inferSelect, keyof typeof CARD_COLUMNS>;

const cardColumns = sql.join(Object.entries(CARD_COLUMNS).map(([alias, column]) => sql`${column} as ${sql.identifier(alias)}`), sql`, `);

// The statement is written with placeholders and rendered once per shape (which filters are set,
// how many values each list has): rendering costs as much as a tenth of the query.
const param = (name: string) => sql.placeholder(name);
const list = (name: string, values: readonly unknown[]) => values.map((_, i) => param(`${name}${i}`));

/** The placeholders' values. */
function valuesOf(s: SearchScope): Record<string, unknown> {
  const values: Record<string, unknown> = { ...s, ...s.near };
  s.priceTiers?.forEach((tier, i) => (values[`priceTier${i}`] = tier));
  s.styles?.forEach((style, i) => (values[`style${i}`] = style));
  return values;
}

const shapeOf = (s: SearchScope) =>
  [s.marketId !== undefined, s.stateCode !== undefined, s.categoryId !== undefined, s.priceTiers?.length ?? 0, !!s.minRatingTenths, !!s.minCapacity, s.styles?.length ?? 0, !!s.near].join();

function filters(s: SearchScope): SQL | undefined {
  return and(
    s.marketId !== undefined ? eq(vendors.marketId, param('marketId')) : undefined,
    s.stateCode !== undefined ? eq(vendors.stateCode, param('stateCode')) : undefined,
    s.categoryId !== undefined ? eq(vendors.categoryId, param('categoryId')) : undefined,
    s.priceTiers?.length ? inArray(vendors.priceTier, list('priceTier', s.priceTiers)) : undefined,
    s.minRatingTenths ? gte(vendors.ratingTenths, param('minRatingTenths')) : undefined,
    s.minCapacity ? gte(vendors.capacity, param('minCapacity')) : undefined,
    s.styles?.length ? inArray(sql`lower(${vendors.style})`, list('style', s.styles)) : undefined,
  );
}

const where = (cond: SQL | undefined) => (cond ? sql` where ${cond}` : sql``);

/** Without the finer filters (rating, capacity, style) the total is a few rows of the precomputed counts (migrations 0010, 0013). */
function totalOf(s: SearchScope, cond: SQL | undefined): SQL {
  const counted = !s.minRatingTenths && !s.minCapacity && !s.styles?.length;
  if (!counted) return sql`(select count(*)::int from ${vendors}${where(cond)})`;
  const scope = and(
    s.categoryId !== undefined ? eq(vendorSearchCounts.categoryId, param('categoryId')) : undefined,
    s.marketId !== undefined ? eq(vendorSearchCounts.marketId, param('marketId')) : undefined,
    s.stateCode !== undefined ? eq(vendorSearchCounts.stateCode, param('stateCode')) : undefined,
    s.priceTiers?.length ? inArray(vendorSearchCounts.priceTier, list('priceTier', s.priceTiers)) : undefined,
  );
  return sql`(select coalesce(sum(${vendorSearchCounts.vendors}), 0)::int from ${vendorSearchCounts}${where(scope)})`;
}

/** Great-circle (haversine) angle to the `near` point: the order of distanceMiles in geo.ts. */
const angleToNear = sql`asin(sqrt(power(sin(radians(${vendors.latitude} - ${param('latitude')}) / 2), 2) + cos(radians(${param('latitude')})) * cos(radians(${vendors.latitude})) * power(sin(radians(${vendors.longitude} - ${param('longitude')}) / 2), 2)))`;

export function searchStatement(s: SearchScope): SQL {
  const cond = filters(s);
  const [sortKey, direction] = s.near ? [angleToNear, sql`asc`] : [vendors.relevance, sql`desc`];
  // id as the last key keeps pages stable; the aggregate repeats the page's order so the JSON keeps it.
  return sql`select ${totalOf(s, cond)} as total, json_agg(p order by p.sort_key ${direction}, p.id)::text as rows
    from (select ${cardColumns}, ${sortKey} as sort_key from ${vendors}${where(cond)}
      order by sort_key ${direction}, id limit ${param('limit')} offset ${param('offset')}) p`;
}

const dialect = new PgDialect();
const rendered = new Map<string, Query>();

/** The statement's text and its parameters, in order. */
export function searchQueryOf(s: SearchScope): { text: string; params: unknown[] } {
  const shape = shapeOf(s);
  let query = rendered.get(shape);
  if (!query) rendered.set(shape, (query = dialect.sqlToQuery(searchStatement(s))));
  return { text: query.sql, params: fillPlaceholders(query.params, valuesOf(s)) };
}

/** The total and the page's rows, in order. */
export async function readSearchPage(db: Db, s: SearchScope): Promise<{ total: number; rows: CardRow[] }> {
  const { text, params } = searchQueryOf(s);
  const [answer] = await readQuery<{ total: number; rows: string | null }>(db, { sql: text, params });
  return { total: answer?.total ?? 0, rows: answer?.rows ? (JSON.parse(answer.rows) as CardRow[]) : [] };
}
