import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Site-wide search (issue 32). Words that mean the same thing to a shopper ("sofa" and "couch",
 * "dj" and "music"): a search for one also looks for the other. Both directions are rows, so a
 * lookup is one equality on `term`. The migration that made this table seeds the list (its SQL
 * comment says why each pair is there); the server keeps a per-process copy (referenceTable).
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    /** Normalised as searches are (src/contracts/searchTerms.ts): lower case, single spaces. */
    term: text('term').notNull(),
    synonym: text('synonym').notNull(),
  },
  (t) => [primaryKey({ columns: [t.term, t.synonym] })],
);

/**
 * Each distinct product name once (lower-cased key), with how many products carry it and one of
 * them (the lowest id) for a suggestion to link to. Kept in step with `products` by a row trigger
 * (the migration's search_product_names_sync). Suggestions match names, and many products share a
 * name (a "Copper Blender" in several colours and brands): matching this table instead of every
 * product keeps the suggestion query small at 100,000 products, through its GIN trigram index.
 */
export const searchProductNames = pgTable(
  'search_product_names',
  {
    nameKey: text('name_key').primaryKey(),
    name: text('name').notNull(),
    productId: integer('product_id').notNull(),
    productCount: integer('product_count').notNull(),
  },
  (t) => [
    index('search_product_names_trgm_idx')
      .using('gin', sql`${t.nameKey} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
  ],
);
