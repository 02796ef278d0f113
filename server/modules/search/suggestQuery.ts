import type { Query } from 'drizzle-orm';
import { SUGGEST_LIMITS } from '../../../src/contracts/search';

/**
 * The suggestion statement (GET /shop/suggest): every group in ONE statement answering one row of
 * JSON texts, as the answer sends them. Its parameters are three text arrays built from the
 * normalised query's spellings (as typed, and with synonyms: searchTerms.ts queryVariants):
 *
 *   $1 the spellings           a name is alike when `name %> spelling` (pg_trgm word similarity
 *                              at least 0.6: "blendr" finds "copper blender")
 *   $2 'spelling%', '% spelling%'   a name or one of its words begins with it (partial words as typed)
 *   $3 'spelling%'             the name itself begins with it (ranked first)
 *
 * Every condition on a name is served by the GIN trigram index on that name (migration 0032), so
 * each group is a bitmap index scan of the names that match, never a scan of the table: the
 * product group reads search_product_names (each distinct product name once), not products.
 * Score: 2 for a name that begins with the query, 1 for a word that does, plus the best word
 * similarity of any spelling (0..1); ties go to the name more products carry, then alphabetically.
 */

const arrayLiteral = (values: readonly string[]) => `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

const matches = (key: string) => `(${key} LIKE ANY($2::text[]) OR ${key} %> ANY($1::text[]))`;
const score = (key: string) =>
  `(CASE WHEN ${key} LIKE ANY($3::text[]) THEN 2 WHEN ${key} LIKE ANY($2::text[]) THEN 1 ELSE 0 END` +
  ` + (SELECT max(word_similarity(spelling, ${key})) FROM unnest($1::text[]) AS spelling))`;

export const SUGGEST_SQL = `
SELECT
  (SELECT coalesce(json_agg(json_build_object('name', m.name, 'slug', p.slug, 'product_count', m.product_count)
          ORDER BY m.score DESC, m.product_count DESC, m.name_key), '[]')
     FROM (SELECT n.name, n.name_key, n.product_id, n.product_count, ${score('n.name_key')} AS score
             FROM search_product_names n WHERE ${matches('n.name_key')}
            ORDER BY score DESC, n.product_count DESC, n.name_key LIMIT ${SUGGEST_LIMITS.products}) m
     JOIN products p ON p.id = m.product_id)::text AS products,
  (SELECT coalesce(json_agg(json_build_object('name', m.name, 'slug', m.slug) ORDER BY m.score DESC, m.name), '[]')
     FROM (SELECT b.name, b.slug, ${score('lower(b.name)')} AS score
             FROM brands b WHERE ${matches('lower(b.name)')}
            ORDER BY score DESC, b.name LIMIT ${SUGGEST_LIMITS.brands}) m)::text AS brands,
  (SELECT coalesce(json_agg(json_build_object('name', m.name, 'key', m.key) ORDER BY m.score DESC, m.name), '[]')
     FROM (SELECT c.name, c.key, ${score('lower(c.name)')} AS score
             FROM categories c WHERE ${matches('lower(c.name)')}
            ORDER BY score DESC, c.name LIMIT ${SUGGEST_LIMITS.categories}) m)::text AS categories,
  (SELECT coalesce(json_agg(json_build_object('name', m.name, 'slug', m.slug, 'category_key', vc.key,
            'city', ci.name || ', ' || m.state_code) ORDER BY m.score DESC, m.relevance DESC, m.id), '[]')
     FROM (SELECT v.id, v.name, v.slug, v.category_id, v.city_id, v.state_code, v.relevance, ${score('lower(v.name)')} AS score
             FROM vendors v WHERE ${matches('lower(v.name)')}
            ORDER BY score DESC, v.relevance DESC, v.id LIMIT ${SUGGEST_LIMITS.vendors}) m
     JOIN vendor_categories vc ON vc.id = m.category_id
     JOIN us_cities ci ON ci.id = m.city_id)::text AS vendors,
  (SELECT coalesce(json_agg(json_build_object('name', m.name, 'key', m.key) ORDER BY m.score DESC, m.position), '[]')
     FROM (SELECT vc.name, vc.key, vc.position, greatest(${score('lower(vc.name)')}, ${score('lower(vc.singular)')}) AS score
             FROM vendor_categories vc WHERE ${matches('lower(vc.name)')} OR ${matches('lower(vc.singular)')}
            ORDER BY score DESC, vc.position LIMIT ${SUGGEST_LIMITS.vendor_categories}) m)::text AS vendor_categories`;

/** The statement and its three arrays for the given spellings (normalised, non-empty). */
export function suggestQueryOf(variants: readonly string[]): Query {
  return {
    sql: SUGGEST_SQL,
    params: [
      arrayLiteral(variants),
      arrayLiteral(variants.flatMap((v) => [`${v}%`, `% ${v}%`])),
      arrayLiteral(variants.map((v) => `${v}%`)),
    ],
  };
}
