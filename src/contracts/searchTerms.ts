/**
 * Site-wide search's pure rules (issue 32), shared by the server and the SPA's header search. No
 * zod here: the header's first load carries this file only once the search field is used.
 */

/** Longest query the suggestions and results accept (characters, after trimming). */
export const SEARCH_MAX_LENGTH = 100;
/** At most this many spellings of a query are searched: as typed, then with synonyms swapped in. */
export const MAX_QUERY_VARIANTS = 4;
/** pg_trgm's default similarity threshold: a corrected word must be at least this alike. */
export const CORRECTION_MIN_SIMILARITY = 0.3;

/**
 * A query as the search compares it: Unicode-compatible forms folded (NFKC), lower case,
 * apostrophes dropped ("chef's" → "chefs"), every other run of punctuation or space one space.
 * "  KitchenAid®  Stand-Mixer " → "kitchenaid stand mixer".
 */
export function normaliseQuery(q: string): string {
  return q
    .normalize('NFKC')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Synonym rows (term → synonyms), as the search_synonyms table holds them (both directions). */
export type SynonymTable = ReadonlyMap<string, readonly string[]>;

export function synonymTable(rows: ReadonlyArray<{ term: string; synonym: string }>): SynonymTable {
  const table = new Map<string, string[]>();
  for (const { term, synonym } of rows) table.set(term, [...(table.get(term) ?? []), synonym]);
  for (const list of table.values()) list.sort();
  return table;
}

const hasPhrase = (query: string, phrase: string) => ` ${query} `.includes(` ${phrase} `);

/**
 * The spellings of a normalised query to search for: the query itself, then the query with each
 * whole word or phrase that has synonyms replaced by each synonym (longer phrases first), at most
 * MAX_QUERY_VARIANTS. "velvet sofa" → ["velvet sofa", "velvet couch"]; "dj" → ["dj", "band", "music"].
 */
export function queryVariants(query: string, synonyms: SynonymTable): string[] {
  const variants = [query];
  const terms = [...synonyms.keys()].filter((term) => hasPhrase(query, term)).sort((a, b) => b.length - a.length || a.localeCompare(b));
  for (const term of terms) {
    for (const synonym of synonyms.get(term) ?? []) {
      if (variants.length >= MAX_QUERY_VARIANTS) return variants;
      const variant = ` ${query} `.replace(` ${term} `, ` ${synonym} `).trim();
      if (!variants.includes(variant)) variants.push(variant);
    }
  }
  return variants;
}

/** pg_trgm's trigrams of a text: each word padded with two spaces before and one after. */
export function trigrams(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of normaliseQuery(text).split(' ')) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  }
  return out;
}

/** pg_trgm's similarity(): shared trigrams over all trigrams of both texts (0..1). */
export function similarity(a: string, b: string): number {
  const x = trigrams(a);
  const y = trigrams(b);
  if (x.size === 0 || y.size === 0) return 0;
  let shared = 0;
  for (const t of x) if (y.has(t)) shared++;
  return shared / (x.size + y.size - shared);
}

/**
 * "Did you mean …": each word of the normalised query that is not a word of the vocabulary (the
 * words of the names that matched it) is replaced by the vocabulary's most alike word, if it is at
 * least CORRECTION_MIN_SIMILARITY alike (ties: the shorter word, then alphabetical). Null when
 * nothing changes. correctQuery("blendr", ["copper", "blender"]) → "blender".
 */
export function correctQuery(query: string, vocabulary: Iterable<string>): string | null {
  const words = new Set<string>();
  for (const entry of vocabulary) for (const word of normaliseQuery(entry).split(' ')) if (word) words.add(word);
  let changed = false;
  const corrected = query.split(' ').map((word) => {
    if (!word || words.has(word)) return word;
    let best: { word: string; score: number } | null = null;
    for (const candidate of words) {
      const score = similarity(word, candidate);
      if (score < CORRECTION_MIN_SIMILARITY) continue;
      if (
        !best ||
        score > best.score ||
        (score === best.score && (candidate.length < best.word.length || (candidate.length === best.word.length && candidate < best.word)))
      )
        best = { word: candidate, score };
    }
    if (!best) return word;
    changed = true;
    return best.word;
  });
  return changed ? corrected.join(' ') : null;
}
