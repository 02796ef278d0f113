import {
  CORRECTION_MIN_SIMILARITY,
  correctQuery,
  MAX_QUERY_VARIANTS,
  normaliseQuery,
  queryVariants,
  SEARCH_MAX_LENGTH,
  similarity,
  synonymTable,
  trigrams,
} from '../../src/contracts/searchTerms';

const pairs = (list: [string, string][]) =>
  synonymTable(
    list.flatMap(([a, b]) => [
      { term: a, synonym: b },
      { term: b, synonym: a },
    ]),
  );
// The migration's list, as far as these tests need it.
const SYNONYMS = pairs([
  ['sofa', 'couch'],
  ['dutch oven', 'cocotte'],
  ['flatware', 'cutlery'],
  ['flatware', 'silverware'],
  ['cutlery', 'silverware'],
  ['dj', 'music'],
  ['dj', 'band'],
  ['music', 'band'],
  ['photographer', 'photography'],
]);

describe('search constants', () => {
  it('accepts queries up to 100 characters, searches at most 4 spellings, corrects at pg_trgm’s 0.3', () => {
    expect(SEARCH_MAX_LENGTH).toBe(100);
    expect(MAX_QUERY_VARIANTS).toBe(4);
    expect(CORRECTION_MIN_SIMILARITY).toBe(0.3);
  });
});

describe('normaliseQuery', () => {
  it.each([
    ['  KitchenAid®  Stand-Mixer ', 'kitchenaid stand mixer'],
    ['Chef’s Knife', 'chefs knife'],
    ["chef's knife", 'chefs knife'],
    ['Knives & Cutlery', 'knives cutlery'],
    ['ＢＬＥＮＤＥＲ', 'blender'],
    ['Sauté Pan', 'sauté pan'],
    ['60 x 90', '60 x 90'],
    ['?!…', ''],
    ['a\tb\nc', 'a b c'],
  ])('%j → %j', (typed, normalised) => expect(normaliseQuery(typed)).toBe(normalised));
});

describe('queryVariants (synonyms)', () => {
  it.each<[string, string[]]>([
    ['blender', ['blender']],
    ['sofa', ['sofa', 'couch']],
    ['velvet sofa', ['velvet sofa', 'velvet couch']],
    ['copper dutch oven', ['copper dutch oven', 'copper cocotte']],
    ['cocotte', ['cocotte', 'dutch oven']],
    ['dj', ['dj', 'band', 'music']],
    ['flatware', ['flatware', 'cutlery', 'silverware']],
    // Whole words only: "sofas" is not "sofa", "djs" is not "dj".
    ['sofas', ['sofas']],
    ['djs', ['djs']],
    ['photographer', ['photographer', 'photography']],
  ])('%j → %j', (query, variants) => expect(queryVariants(query, SYNONYMS)).toEqual(variants));

  it('stops at MAX_QUERY_VARIANTS spellings', () => {
    expect(queryVariants('dj flatware', SYNONYMS)).toEqual(['dj flatware', 'dj cutlery', 'dj silverware', 'band flatware']);
  });
});

describe('trigrams and similarity (pg_trgm’s rules)', () => {
  it('pads each word with two spaces before and one after', () => {
    expect([...trigrams('cat')].sort()).toEqual(['  c', ' ca', 'at ', 'cat'].sort());
    expect(trigrams('').size).toBe(0);
  });
  it.each([
    ['blender', 'blender', 1],
    ['blendr', 'blender', 5 / 10],
    ['jordon', 'jordan', 4 / 10],
    ['abc', 'xyz', 0],
  ])('similarity(%j, %j) = %d', (a, b, expected) => expect(similarity(a, b)).toBeCloseTo(expected, 5));
});

describe('correctQuery ("did you mean")', () => {
  it.each<[string, string[], string | null]>([
    ['blendr', ['Copper Blender', 'Classic Blender'], 'blender'],
    ['copr blendr', ['Copper Blender'], 'copper blender'],
    ['lindenwear', ['Lindenware'], 'lindenware'],
    // Words of what matched stay as typed; a word with nothing alike enough stays too.
    ['copper blender', ['Copper Blender'], null],
    ['zzqxv', ['Copper Blender'], null],
    ['blender zzqxv', ['Copper Blender'], null],
    ['anything', [], null],
  ])('%j with %j → %j', (query, names, corrected) => expect(correctQuery(query, names)).toBe(corrected));

  it('prefers the more alike word, then the shorter, then alphabetical', () => {
    expect(correctQuery('toastr', ['Toaster', 'Toasters'])).toBe('toaster');
    expect(correctQuery('ab', ['abx', 'aby'])).toBe('abx');
  });
});
