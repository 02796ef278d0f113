import { and, eq, fillPlaceholders, gte, inArray, sql, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { readQuery, type Db } from '../../db/client';
import { vendors, vendorSearchCounts } from '../../db/schema';
import { VENDOR_SCORE_WEIGHTS } from '../../../src/contracts/inspiration';

/**
 * A vendor search page as ONE statement that answers one row: the total and the page's cards as
 * JSON text, as the answer sends them. Each vendor row keeps its card (migrations 0014, 0018: a row
 * of vendor_search_card_row); the statement adds the distance from the searched city and writes the
 * JSON with PostgreSQL's JSON functions, never by gluing strings. On embedded PGlite, turning result
 * rows into JavaScript values costs more than the query itself (a page of 24 full rows: ~2 ms; the
 * same page as one JSON text: ~0.4 ms). The statement is prepared once per shape
 * (server/db/statements/), so it is parsed and planned once.
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
  /** The searched city's point: each card gives its distance from it (`distanceMiles`). */
  from?: { latitude: number; longitude: number };
  /** Sort by distance from `from` (nearest first); by relevance otherwise. */
  byDistance?: boolean;
  /**
   * The couple's style quiz (contracts/inspiration.ts vendorQuizScore): the relevance order puts
   * the best-fitting vendors first (the score, then relevance). Ignored when sorting by distance.
   */
  quiz?: { style: string; priceTiers: readonly number[] };
  limit: number;
  offset: number;
}

// The statement is written with placeholders and rendered once per shape (which filters are set,
// how many values each list has): rendering costs as much as a tenth of the query.
const param = (name: string) => sql.placeholder(name);
const list = (name: string, values: readonly unknown[]) => values.map((_, i) => param(`${name}${i}`));

/** The placeholders' values. */
function valuesOf(s: SearchScope): Record<string, unknown> {
  const values: Record<string, unknown> = { ...s, ...s.from };
  s.priceTiers?.forEach((tier, i) => (values[`priceTier${i}`] = tier));
  s.styles?.forEach((style, i) => (values[`style${i}`] = style));
  if (s.quiz) {
    values.quizStyle = s.quiz.style;
    s.quiz.priceTiers.forEach((tier, i) => (values[`quizTier${i}`] = tier));
  }
  return values;
}

const shapeOf = (s: SearchScope) =>
  [
    s.marketId !== undefined,
    s.stateCode !== undefined,
    s.categoryId !== undefined,
    s.priceTiers?.length ?? 0,
    !!s.minRatingTenths,
    !!s.minCapacity,
    s.styles?.length ?? 0,
    !!s.from,
    !!s.byDistance,
    s.quiz?.priceTiers.length ?? -1,
  ].join();

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

/** Great-circle (haversine) angle from `from` to a point, in the order of distanceMiles's operations in geo.ts (so the miles agree to the last digit). */
const toRadians = (degrees: SQL) => sql`((${degrees}) * pi() / 180)`;
const angleFrom = (latitude: SQL, longitude: SQL) =>
  sql`asin(sqrt(power(sin(${toRadians(sql`${latitude} - ${param('latitude')}`)} / 2), 2) + cos(${toRadians(sql`${param('latitude')}`)}) * cos(${toRadians(latitude)}) * power(sin(${toRadians(sql`${longitude} - ${param('longitude')}`)} / 2), 2)))`;

/** The quiz score of contracts/inspiration.ts vendorQuizScore, in SQL (the same weights). */
const quizScoreOf = (quiz: NonNullable<SearchScope['quiz']>) =>
  sql`(case when lower(${vendors.style}) = ${param('quizStyle')} then ${sql.raw(String(VENDOR_SCORE_WEIGHTS.style))} else 0 end
    + case when ${inArray(vendors.priceTier, list('quizTier', quiz.priceTiers))} then ${sql.raw(String(VENDOR_SCORE_WEIGHTS.budget))} else 0 end)`;

export function searchStatement(s: SearchScope): SQL {
  const cond = filters(s);
  const byDistance = s.byDistance === true && s.from !== undefined;
  const sortKey = byDistance ? angleFrom(sql`${vendors.latitude}`, sql`${vendors.longitude}`) : sql`${vendors.relevance}`;
  const direction = byDistance ? sql`asc` : sql`desc`;
  // With the quiz, the score comes first (highest first), then the usual order.
  const quiz = s.quiz && !byDistance ? s.quiz : undefined;
  const quizColumn = quiz ? sql`, ${quizScoreOf(quiz)} as quiz_score` : sql``;
  const quizFirst = (table: SQL) => (quiz ? sql`${table}quiz_score desc, ` : sql``);
  // The page's distances only (a sort by relevance may have ordered thousands of rows): miles rounded
  // to a tenth as Math.round does; JSON writes a float8 in its shortest exact form, as JavaScript does.
  const distance = s.from
    ? sql`floor(2 * 3958.8 * ${angleFrom(sql`page.latitude`, sql`page.longitude`)} * 10 + 0.5) / 10`
    : sql`null::float8`;
  // Each card is the stored row's fields then distanceMiles; array_to_json writes the page as compact
  // JSON, keys in that order (json_agg would separate the cards with ', \n '). id as the last sort key
  // keeps pages stable; the aggregate repeats the page's order so the JSON keeps it.
  return sql`select ${totalOf(s, cond)} as total,
      coalesce(array_to_json(array_agg(card order by ${quizFirst(sql`page.`)}page.sort_key ${direction}, page.id))::text, '[]') as cards
    from (select ${vendors.id} as id, ${vendors.searchCard} as search_card, ${vendors.latitude} as latitude, ${vendors.longitude} as longitude, ${sortKey} as sort_key${quizColumn}
      from ${vendors}${where(cond)}
      order by ${quizFirst(sql``)}sort_key ${direction}, ${vendors.id} limit ${param('limit')} offset ${param('offset')}) page
    cross join lateral (select (page.search_card).*, ${distance} as "distanceMiles") card`;
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

/** The total and the page's cards (JSON text of an array), in order. */
export async function readSearchPage(db: Db, s: SearchScope): Promise<{ total: number; cards: string }> {
  const { text, params } = searchQueryOf(s);
  const [answer] = await readQuery<{ total: number; cards: string }>(db, { sql: text, params });
  return { total: answer?.total ?? 0, cards: answer?.cards ?? '[]' };
}
