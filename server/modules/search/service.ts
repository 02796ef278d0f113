import { readQuery, type Db } from '../../db/client';
import { searchSynonyms } from '../../db/schema';
import { referenceTable } from '../../lib/referenceCache';
import type { SuggestAnswer } from '../../../src/contracts/search';
import { correctQuery, normaliseQuery, queryVariants, synonymTable, type SynonymTable } from '../../../src/contracts/searchTerms';
import { suggestQueryOf } from './suggestQuery';

/** The synonyms (a small table only its migration writes), kept per process like other reference tables. */
const synonyms = referenceTable(async (db): Promise<SynonymTable> =>
  synonymTable(await db.select({ term: searchSynonyms.term, synonym: searchSynonyms.synonym }).from(searchSynonyms)),
);

/** A normalised query's spellings: as typed, then with synonyms (searchTerms.ts queryVariants). */
export async function spellingsOf(db: Db, normalised: string): Promise<string[]> {
  return queryVariants(normalised, await synonyms(db));
}

const EMPTY = { products: [], brands: [], categories: [], vendors: [], vendor_categories: [] };

interface SuggestRow {
  products: string;
  brands: string;
  categories: string;
  vendors: string;
  vendor_categories: string;
}

/**
 * Suggestions for what has been typed (GET /shop/suggest): products (by distinct name), brands,
 * categories, vendors and vendor categories alike or begun by the query or one of its synonyms,
 * and a corrected spelling when a word of the query is not a word of anything that matched.
 */
export async function suggest(db: Db, q: string): Promise<SuggestAnswer> {
  const normalised = normaliseQuery(q);
  if (!normalised) return { q: normalised, ...EMPTY, did_you_mean: null };
  const spellings = await spellingsOf(db, normalised);
  const [row] = await readQuery<SuggestRow>(db, suggestQueryOf(spellings));
  const groups = {
    products: JSON.parse(row!.products) as SuggestAnswer['products'],
    brands: JSON.parse(row!.brands) as SuggestAnswer['brands'],
    categories: JSON.parse(row!.categories) as SuggestAnswer['categories'],
    vendors: JSON.parse(row!.vendors) as SuggestAnswer['vendors'],
    vendor_categories: JSON.parse(row!.vendor_categories) as SuggestAnswer['vendor_categories'],
  };
  // A word with synonyms (it was swapped out in some spelling) and its synonyms are known words.
  const words = (spelling: string) => spelling.split(' ');
  const swapped = spellings.slice(1);
  const vocabulary = [
    ...swapped,
    ...words(normalised).filter((word) => swapped.some((s) => !words(s).includes(word))),
    ...groups.products.map((p) => p.name),
    ...groups.brands.map((b) => b.name),
    ...groups.categories.map((c) => c.name),
    ...groups.vendors.map((v) => v.name),
  ];
  return { q: normalised, ...groups, did_you_mean: correctQuery(normalised, vocabulary) };
}
