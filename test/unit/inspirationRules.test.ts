import fc from 'fast-check';
import {
  BUDGETS,
  COLOUR_KEYS,
  EMPTY_INSPIRATION_FILTERS,
  inspirationFiltersToQuery,
  inspirationScore,
  parseInspirationFilters,
  photoSrcSet,
  quizAnswers,
  rankBySuggestion,
  SCORE_WEIGHTS,
  SEASONS,
  STYLES,
  PRICE_TIERS_FOR_BUDGET,
  VENDOR_SCORE_WEIGHTS,
  VENDOR_STYLE_FOR_QUIZ,
  vendorQuizScore,
  type QuizAnswers,
} from '../../src/contracts/inspiration';
import { VENDOR_STYLES } from '../../src/lib/vendorUrls';

const answers: QuizAnswers = { style: 'rustic', colours: ['terracotta', 'gold'], season: 'autumn', budget: '20k-40k' };
const wedding = (over: Partial<Parameters<typeof inspirationScore>[0]> = {}) => ({
  style: 'beach' as const,
  colours: ['navy' as const],
  season: 'spring' as const,
  budget: '40k-plus' as const,
  ...over,
});

describe('the suggestion score', () => {
  it.each([
    ['nothing shared', 0, wedding()],
    ['the style', 4, wedding({ style: 'rustic' })],
    ['one colour', 2, wedding({ colours: ['gold', 'navy'] })],
    ['two colours', 4, wedding({ colours: ['terracotta', 'gold', 'burgundy'] })],
    ['the season', 2, wedding({ season: 'autumn' })],
    ['the budget', 1, wedding({ budget: '20k-40k' })],
    ['everything', 13 - 2, wedding({ style: 'rustic', colours: ['terracotta', 'gold'], season: 'autumn', budget: '20k-40k' })],
  ])('%s scores %i', (_name, score, w) => {
    expect(inspirationScore(w, answers)).toBe(score);
  });

  it('weighs style 4, each colour 2, season 2, budget 1; at most 13 with three colours', () => {
    expect(SCORE_WEIGHTS).toEqual({ style: 4, colour: 2, season: 2, budget: 1 });
    const three: QuizAnswers = { ...answers, colours: ['terracotta', 'gold', 'burgundy'] };
    expect(
      inspirationScore(
        wedding({ style: 'rustic', colours: ['terracotta', 'gold', 'burgundy'], season: 'autumn', budget: '20k-40k' }),
        three,
      ),
    ).toBe(13);
  });

  it('ranks the best fit first and keeps the given order between equals', () => {
    const a = { ...wedding(), id: 'a' };
    const b = { ...wedding({ season: 'autumn' }), id: 'b' };
    const c = { ...wedding({ style: 'rustic' }), id: 'c' };
    const d = { ...wedding(), id: 'd' };
    expect(rankBySuggestion([a, b, c, d], answers).map((w) => w.id)).toEqual(['c', 'b', 'a', 'd']);
  });

  it('ranking is a stable sort by score, for any weddings and answers', () => {
    const arbWedding = fc.record({
      style: fc.constantFrom(...STYLES),
      colours: fc.uniqueArray(fc.constantFrom(...COLOUR_KEYS), { minLength: 1, maxLength: 3 }),
      season: fc.constantFrom(...SEASONS),
      budget: fc.constantFrom(...BUDGETS),
    });
    fc.assert(
      fc.property(fc.array(arbWedding, { maxLength: 20 }), arbWedding, (ws, a) => {
        const ranked = rankBySuggestion(ws, a);
        expect(ranked).toHaveLength(ws.length);
        for (let i = 1; i < ranked.length; i++) {
          const [prev, next] = [inspirationScore(ranked[i - 1]!, a), inspirationScore(ranked[i]!, a)];
          expect(prev).toBeGreaterThanOrEqual(next);
          if (prev === next) expect(ws.indexOf(ranked[i - 1]!)).toBeLessThan(ws.indexOf(ranked[i]!));
        }
      }),
    );
  });
});

describe('the vendor quiz score', () => {
  const answers = { style: 'boho', budget: 'under-20k' } as const;
  it.each([
    [{ style: 'Bohemian', priceTier: 1 }, 5],
    [{ style: 'Bohemian', priceTier: 3 }, 4],
    [{ style: 'Rustic', priceTier: 2 }, 1],
    [{ style: 'Glam', priceTier: 4 }, 0],
  ])('scores %o as %i for a boho couple under $20,000', (vendor, score) => {
    expect(vendorQuizScore(vendor, answers)).toBe(score);
  });

  it('maps every quiz style to a marketplace style and every budget to two adjacent tiers', () => {
    for (const style of STYLES) expect(VENDOR_STYLES).toContain(VENDOR_STYLE_FOR_QUIZ[style]);
    expect(PRICE_TIERS_FOR_BUDGET).toEqual({ 'under-20k': [1, 2], '20k-40k': [2, 3], '40k-plus': [3, 4] });
    expect(VENDOR_SCORE_WEIGHTS).toEqual({ style: 4, budget: 1 });
  });
});

describe('the browse filters in the URL', () => {
  const parse = (q: string) => parseInspirationFilters(new URLSearchParams(q));

  it.each([
    ['', EMPTY_INSPIRATION_FILTERS],
    ['season=autumn&style=rustic', { ...EMPTY_INSPIRATION_FILTERS, season: 'autumn', style: 'rustic' }],
    ['colour=dusty-blue&state=fl&page=3', { ...EMPTY_INSPIRATION_FILTERS, colour: 'dusty-blue', state: 'FL', page: 3 }],
    // Unknown values are dropped, not refused: an old link still shows weddings.
    ['season=monsoon&style=space&colour=plaid&state=Florida&page=-1', EMPTY_INSPIRATION_FILTERS],
    ['page=2.5', EMPTY_INSPIRATION_FILTERS],
  ])('%j', (q, expected) => {
    expect(parse(q)).toEqual(expected);
  });

  it('writes a canonical query (fixed order, page 1 left out) that parses back to itself', () => {
    expect(inspirationFiltersToQuery({ state: 'TX', colour: 'sage', style: 'garden', season: 'spring', page: 1 })).toBe(
      'season=spring&style=garden&colour=sage&state=TX',
    );
    expect(inspirationFiltersToQuery({ ...EMPTY_INSPIRATION_FILTERS, page: 2 })).toBe('page=2');
    fc.assert(
      fc.property(
        fc.record({
          season: fc.option(fc.constantFrom(...SEASONS), { nil: null }),
          style: fc.option(fc.constantFrom(...STYLES), { nil: null }),
          colour: fc.option(fc.constantFrom(...COLOUR_KEYS), { nil: null }),
          state: fc.option(fc.constantFrom('NY', 'CA', 'HI'), { nil: null }),
          page: fc.integer({ min: 1, max: 50 }),
        }),
        (f) => expect(parse(inspirationFiltersToQuery(f))).toEqual(f),
      ),
    );
  });
});

describe('the quiz answers', () => {
  it.each([
    [{ ...answers, colours: [] }, 'Please choose at least one colour.'],
    [{ ...answers, colours: ['sage', 'gold', 'navy', 'coral'] }, 'Please choose at most 3 colours.'],
    [{ ...answers, colours: ['sage', 'sage'] }, 'Each colour only once, please.'],
    [{ ...answers, style: undefined }, 'Please choose a style.'],
    [{ ...answers, budget: 'lots' }, 'Please choose a budget.'],
  ])('refuses %j: %s', (value, message) => {
    const result = quizAnswers.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe(message);
  });
});

it('lists every drawn width in a photo’s srcset', () => {
  expect(photoSrcSet('ava-and-noah', 2)).toBe(
    '/media/inspiration/ava-and-noah/2-480.svg 480w, /media/inspiration/ava-and-noah/2-960.svg 960w, /media/inspiration/ava-and-noah/2-1440.svg 1440w',
  );
});
