import { and, eq, fillPlaceholders, gte, inArray, lte, sql, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { readQuery, type Db } from '../../db/client';
import { brands, collectionProducts, productListingCounts, productListingFacets, products } from '../../db/schema';
import type { ListingQuery } from '../../../src/contracts/shop';

/**
 * A listing page (filters + sort + page) as ONE statement, written with placeholders and rendered
 * once per shape (which scope, which filters, how many brands), like the vendor search: rendering
 * the statement cost a sixth of a listing's time in this process. Prepared per shape by readQuery.
 */

/** Which products a listing shows. `countsKey` names its row set in product_listing_counts / facets. */
export type ListingScope =
  | { by: 'topCategory' | 'category' | 'brand' | 'boutique' | 'collection'; id: number; countsKey?: string }
  | { by: 'categories'; ids: number[]; countsKey?: string }
  | { by: 'newArrivals'; countsKey?: string }
  | { by: 'search'; q: string };

/** A listing's answer without its header: JSON text of the page's cards, the total and (for a counted scope) the brand facet. */
export interface ListingPage {
  cards: string;
  total: number;
  brands: string | null;
  page: number;
  page_size: number;
  page_count: number;
  sort: ListingQuery['sort'];
}

/**
 * Each sort as plain column names, so the same text orders the page's index range and the cards
 * gathered from it. Every sort ends with id, so pages never repeat or skip a product.
 */
export const ORDER_BY: Record<ListingQuery['sort'], string> = {
  featured: 'featured_rank DESC, id ASC',
  price_asc: 'min_price_cents ASC, id ASC',
  price_desc: 'max_price_cents DESC, id DESC',
  newest: 'created_at DESC, id DESC',
};

const param = (name: string) => sql.placeholder(name);
const list = (name: string, count: number) => Array.from({ length: count }, (_, i) => param(`${name}${i}`));

function scopeCondition(scope: ListingScope): SQL {
  switch (scope.by) {
    case 'topCategory':
      return eq(products.topCategoryId, param('scopeId'));
    case 'category':
      return eq(products.categoryId, param('scopeId'));
    case 'categories':
      return inArray(products.categoryId, list('scope', scope.ids.length));
    case 'brand':
      return eq(products.brandId, param('scopeId'));
    case 'boutique':
      return eq(products.boutiqueId, param('scopeId'));
    case 'collection':
      return sql`${products.id} IN (SELECT ${collectionProducts.productId} FROM ${collectionProducts} WHERE ${collectionProducts.collectionId} = ${param('scopeId')})`;
    case 'newArrivals':
      return eq(products.isNewArrival, true);
    case 'search':
      return sql`${products.searchVector} @@ websearch_to_tsquery('english', ${param('q')})`;
  }
}

const brandSlugs = (query: ListingQuery) => (query.brand ? query.brand.split(',') : []);
const countsKeyOf = (scope: ListingScope) => ('countsKey' in scope ? scope.countsKey : undefined);
/** The total and the brand facet come from the precomputed counts, unless a price filter needs a live count. */
const isCounted = (scope: ListingScope, query: ListingQuery) =>
  countsKeyOf(scope) !== undefined && query.min_price === undefined && query.max_price === undefined;

export function listingStatement(scope: ListingScope, query: ListingQuery): SQL {
  const slugs = brandSlugs(query);
  const brandIds = slugs.length
    ? sql`(SELECT ${brands.id} FROM ${brands} WHERE ${inArray(brands.slug, list('brand', slugs.length))})`
    : null;
  const where = and(
    scopeCondition(scope),
    query.min_price !== undefined ? gte(products.maxPriceCents, param('minPrice')) : undefined,
    query.max_price !== undefined ? lte(products.minPriceCents, param('maxPrice')) : undefined,
    query.in_stock === 'true' ? eq(products.inStock, true) : undefined,
    brandIds ? sql`${products.brandId} IN ${brandIds}` : undefined,
  )!;
  const order = sql.raw(ORDER_BY[query.sort]);
  const countColumn = sql.raw(query.in_stock === 'true' ? 'in_stock' : 'products');
  const counted = isCounted(scope, query);
  const total =
    counted && brandIds
      ? sql`(SELECT coalesce(sum(${countColumn}), 0)::int FROM ${productListingCounts} WHERE ${productListingCounts.scopeKey} = ${param('countsKey')} AND ${productListingCounts.brandId} IN ${brandIds})`
      : counted
        ? sql`coalesce((SELECT ${countColumn} FROM ${productListingFacets} WHERE ${productListingFacets.scopeKey} = ${param('countsKey')}), 0)`
        : sql`(SELECT count(*)::int FROM ${products} WHERE ${where})`;
  const facets =
    countsKeyOf(scope) !== undefined
      ? sql`coalesce((SELECT ${productListingFacets.brands} FROM ${productListingFacets} WHERE ${productListingFacets.scopeKey} = ${param('countsKey')}), '[]')`
      : sql`NULL`;
  return sql`
    SELECT
      coalesce((
        SELECT string_agg(page.listing_card, ',' ORDER BY ${order})
        FROM (
          SELECT listing_card, id, featured_rank, min_price_cents, max_price_cents, created_at FROM ${products}
          WHERE ${where} ORDER BY ${order} LIMIT ${param('limit')} OFFSET ${param('offset')}
        ) page
      ), '') AS cards,
      ${total} AS total,
      ${facets} AS brands`;
}

const shapeOf = (scope: ListingScope, query: ListingQuery) =>
  [
    scope.by,
    scope.by === 'categories' ? scope.ids.length : '',
    countsKeyOf(scope) !== undefined,
    query.sort,
    query.min_price !== undefined,
    query.max_price !== undefined,
    query.in_stock === 'true',
    brandSlugs(query).length,
  ].join();

function valuesOf(scope: ListingScope, query: ListingQuery): Record<string, unknown> {
  const values: Record<string, unknown> = {
    countsKey: countsKeyOf(scope),
    minPrice: query.min_price,
    maxPrice: query.max_price,
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  };
  if ('id' in scope) values.scopeId = scope.id;
  if (scope.by === 'categories') scope.ids.forEach((id, i) => (values[`scope${i}`] = id));
  if (scope.by === 'search') values.q = scope.q;
  brandSlugs(query).forEach((slug, i) => (values[`brand${i}`] = slug));
  return values;
}

const dialect = new PgDialect();
const rendered = new Map<string, Query>();

/** The statement's text and its parameters, in order. */
export function listingQueryOf(scope: ListingScope, query: ListingQuery): Query {
  const shape = shapeOf(scope, query);
  let statement = rendered.get(shape);
  if (!statement) rendered.set(shape, (statement = dialect.sqlToQuery(listingStatement(scope, query))));
  return { sql: statement.sql, params: fillPlaceholders(statement.params, valuesOf(scope, query)) };
}

export async function readListingPage(db: Db, scope: ListingScope, query: ListingQuery): Promise<ListingPage> {
  // An index range by scope, sorted and paged, whatever the values: one plan for all of them. Text
  // search is the exception (how many products a word matches decides the plan).
  const [row] = await readQuery<{ cards: string; total: number; brands: string | null }>(db, listingQueryOf(scope, query), {
    genericPlan: scope.by !== 'search',
  });
  const count = Number(row!.total);
  return {
    cards: `[${row!.cards}]`,
    total: count,
    brands: row!.brands,
    page: query.page,
    page_size: query.page_size,
    page_count: Math.max(1, Math.ceil(count / query.page_size)),
    sort: query.sort,
  };
}
