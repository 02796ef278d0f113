import { z } from 'zod';
import { id, idParam, text } from './inputs';

/**
 * Inspiration and real weddings (issue 31; server/API.md "Inspiration"): browsing real weddings by
 * season, style, colour and state; boards of saved photos and weddings; the style quiz whose
 * answers order what is suggested first. Declared once for the server and the SPA.
 */

export const SEASONS = ['spring', 'summer', 'autumn', 'winter'] as const;
export type Season = (typeof SEASONS)[number];
export const SEASON_LABELS: Record<Season, string> = { spring: 'Spring', summer: 'Summer', autumn: 'Autumn', winter: 'Winter' };

export const STYLES = ['rustic', 'beach', 'modern', 'garden', 'classic', 'boho'] as const;
export type WeddingStyle = (typeof STYLES)[number];
export const STYLE_LABELS: Record<WeddingStyle, string> = {
  rustic: 'Rustic barn',
  beach: 'Beach',
  modern: 'Modern city',
  garden: 'Garden',
  classic: 'Classic ballroom',
  boho: 'Boho outdoors',
};

/** Colour families a palette is filed under, each with the swatch the filters show. */
export const COLOURS = {
  blush: { label: 'Blush', hex: '#e8b4b8' },
  sage: { label: 'Sage', hex: '#9caf88' },
  terracotta: { label: 'Terracotta', hex: '#c66b3d' },
  burgundy: { label: 'Burgundy', hex: '#7b2d3b' },
  navy: { label: 'Navy', hex: '#22335c' },
  gold: { label: 'Gold', hex: '#c9a227' },
  lavender: { label: 'Lavender', hex: '#b4a0d0' },
  ivory: { label: 'Ivory', hex: '#f3ecd9' },
  emerald: { label: 'Emerald', hex: '#1f6f50' },
  coral: { label: 'Coral', hex: '#f08a6c' },
  'dusty-blue': { label: 'Dusty blue', hex: '#8aa6c1' },
  black: { label: 'Black', hex: '#1f1f24' },
} as const;
export type ColourKey = keyof typeof COLOURS;
export const COLOUR_KEYS = Object.keys(COLOURS) as ColourKey[];

export const BUDGETS = ['under-20k', '20k-40k', '40k-plus'] as const;
export type Budget = (typeof BUDGETS)[number];
export const BUDGET_LABELS: Record<Budget, string> = {
  'under-20k': 'Under $20,000',
  '20k-40k': '$20,000 to $40,000',
  '40k-plus': '$40,000 or more',
};

export const PAGE_SIZE = 12;
/** The widths each real-wedding picture is drawn at (`srcset`). */
export const PHOTO_WIDTHS = [480, 960, 1440] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
/** A photo's picture: /media/inspiration/{wedding slug}/{position}-{width}.svg (immutable). */
export const photoPath = (slug: string, position: number, width: PhotoWidth) => `/media/inspiration/${slug}/${position}-${width}.svg`;
export const photoSrcSet = (slug: string, position: number) => PHOTO_WIDTHS.map((w) => `${photoPath(slug, position, w)} ${w}w`).join(', ');

// ---- Browsing: the filters as the URL holds them --------------------------------------------

export interface InspirationFilters {
  season: Season | null;
  style: WeddingStyle | null;
  colour: ColourKey | null;
  state: string | null;
  page: number;
}
export const EMPTY_INSPIRATION_FILTERS: InspirationFilters = { season: null, style: null, colour: null, state: null, page: 1 };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

/**
 * The filters of a browse URL. A value the product does not know is dropped rather than refused
 * (an old or hand-edited link still shows weddings); the page is a whole number from 1.
 */
export function parseInspirationFilters(params: URLSearchParams): InspirationFilters {
  const state = (params.get('state') ?? '').toUpperCase();
  const page = Number(params.get('page'));
  return {
    season: oneOf(SEASONS, params.get('season')),
    style: oneOf(STYLES, params.get('style')),
    colour: oneOf(COLOUR_KEYS, params.get('colour')),
    state: /^[A-Z]{2}$/.test(state) ? state : null,
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

/** The inspiration API's prefix and the pages' first reads (the SPA calls them; a page's HTML preloads them). */
export const INSPIRATION_API = '/web-api/v2/inspiration';
export const inspirationReadPaths = {
  weddings: (query = ''): string => `${INSPIRATION_API}/weddings${query ? `?${query}` : ''}`,
  wedding: (slug: string): string => `${INSPIRATION_API}/weddings/${slug}`,
};

/** The canonical query string (fixed order, page 1 left out), without '?'. */
export function inspirationFiltersToQuery(f: InspirationFilters): string {
  const parts: string[] = [];
  if (f.season) parts.push(`season=${f.season}`);
  if (f.style) parts.push(`style=${f.style}`);
  if (f.colour) parts.push(`colour=${f.colour}`);
  if (f.state) parts.push(`state=${f.state}`);
  if (f.page > 1) parts.push(`page=${f.page}`);
  return parts.join('&');
}

/** GET /web-api/v2/inspiration/weddings: the server's reading of the same filters (strict). */
export const browseQuery = z.object({
  season: z.enum(SEASONS, { message: `must be one of ${SEASONS.join(', ')}` }).optional(),
  style: z.enum(STYLES, { message: `must be one of ${STYLES.join(', ')}` }).optional(),
  colour: z.enum(COLOUR_KEYS as [ColourKey, ...ColourKey[]], { message: 'must be a colour the filters list' }).optional(),
  state: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter state code')
    .transform((s) => s.toUpperCase())
    .optional(),
  page: z.coerce.number({ message: 'must be a page number' }).int('must be a page number').min(1, 'must be 1 or more').max(1000).default(1),
});
export type BrowseQuery = z.infer<typeof browseQuery>;

export const photoView = z.object({
  id: z.number().int(),
  /** The smallest drawing; `srcset` lists every width. */
  src: z.string(),
  srcset: z.string(),
  alt: z.string(),
  caption: z.string(),
});
export type PhotoView = z.infer<typeof photoView>;

export const weddingCard = z.object({
  slug: z.string(),
  title: z.string(),
  couple: z.string(),
  city: z.string(),
  state_code: z.string(),
  season: z.enum(SEASONS),
  style: z.enum(STYLES),
  colours: z.array(z.enum(COLOUR_KEYS as [ColourKey, ...ColourKey[]])),
  /** The wedding's own palette (hex), as its pictures are drawn. */
  palette: z.array(z.string()),
  budget: z.enum(BUDGETS),
  cover: photoView,
});
export type WeddingCard = z.infer<typeof weddingCard>;

export const facetCount = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export type FacetCount = z.infer<typeof facetCount>;

export const browseAnswer = z.object({
  items: z.array(weddingCard),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** For each facet, how many weddings each value would show with the other filters kept. */
  facets: z.object({
    season: z.array(facetCount),
    style: z.array(facetCount),
    colour: z.array(facetCount),
    state: z.array(facetCount),
  }),
});
export type BrowseAnswer = z.infer<typeof browseAnswer>;

export const weddingParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,120}$/, 'must be a real wedding’s address') });

export const weddingVendor = z.object({
  role: z.string(),
  name: z.string(),
  category_name: z.string(),
  /** The vendor's storefront: /wedding-vendors/{category key}/{slug}. */
  href: z.string(),
});
export const weddingDetail = weddingCard.extend({
  story: z.array(z.string()),
  wedding_date: z.string(),
  guest_count: z.number().int(),
  photos: z.array(photoView),
  vendors: z.array(weddingVendor),
});
export type WeddingDetail = z.infer<typeof weddingDetail>;

// ---- The style quiz and its scoring rule ------------------------------------------------------

export const MAX_QUIZ_COLOURS = 3;
export const quizAnswers = z.object({
  style: z.enum(STYLES, { message: 'Please choose a style.' }),
  colours: z
    .array(z.enum(COLOUR_KEYS as [ColourKey, ...ColourKey[]], { message: 'must be a colour the quiz lists' }))
    .min(1, 'Please choose at least one colour.')
    .max(MAX_QUIZ_COLOURS, `Please choose at most ${MAX_QUIZ_COLOURS} colours.`)
    .refine((c) => new Set(c).size === c.length, 'Each colour only once, please.'),
  season: z.enum(SEASONS, { message: 'Please choose a season.' }),
  budget: z.enum(BUDGETS, { message: 'Please choose a budget.' }),
});
export type QuizAnswers = z.infer<typeof quizAnswers>;
/** GET and PUT /web-api/v2/inspiration/quiz. `kept`: in the account, or in this browser until sign-in. */
export const quizAnswer = z.object({ answers: quizAnswers.nullable(), kept: z.enum(['account', 'browser']).nullable() });
export type QuizAnswer = z.infer<typeof quizAnswer>;

/** The quiz's weights: a shared style counts most, then each shared colour, the season, the budget. */
export const SCORE_WEIGHTS = { style: 4, colour: 2, season: 2, budget: 1 } as const;

/**
 * How well a real wedding fits the quiz answers: 4 for the same style, 2 for each colour both
 * name, 2 for the same season, 1 for the same budget. The most a wedding scores is 4 + 2×3 + 2 + 1 = 13.
 */
export function inspirationScore(
  wedding: { style: WeddingStyle; colours: readonly ColourKey[]; season: Season; budget: Budget },
  answers: QuizAnswers,
): number {
  const shared = answers.colours.filter((c) => wedding.colours.includes(c)).length;
  return (
    (wedding.style === answers.style ? SCORE_WEIGHTS.style : 0) +
    shared * SCORE_WEIGHTS.colour +
    (wedding.season === answers.season ? SCORE_WEIGHTS.season : 0) +
    (wedding.budget === answers.budget ? SCORE_WEIGHTS.budget : 0)
  );
}

/** Highest score first; equal scores keep their given order (stable), so the result is deterministic. */
export function rankBySuggestion<T extends Parameters<typeof inspirationScore>[0]>(items: readonly T[], answers: QuizAnswers): T[] {
  return items
    .map((item, i) => ({ item, i, score: inspirationScore(item, answers) }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map((x) => x.item);
}

// ---- The quiz's vendor order (the marketplace search's default "Recommended" order) -------------

/** The marketplace style (lower case, as vendor search filters name them) each quiz style suggests first. */
export const VENDOR_STYLE_FOR_QUIZ: Record<WeddingStyle, string> = {
  rustic: 'rustic',
  beach: 'outdoor',
  modern: 'modern',
  garden: 'outdoor',
  classic: 'classic',
  boho: 'bohemian',
};
/** The price tiers (1 = $ … 4 = $$$$) each quiz budget suggests first. */
export const PRICE_TIERS_FOR_BUDGET: Record<Budget, readonly [number, number]> = {
  'under-20k': [1, 2],
  '20k-40k': [2, 3],
  '40k-plus': [3, 4],
};
/** A vendor's weights: the same style counts as a wedding's does (4), a price tier in the budget as the budget does (1). */
export const VENDOR_SCORE_WEIGHTS = { style: SCORE_WEIGHTS.style, budget: SCORE_WEIGHTS.budget } as const;

/**
 * How well a vendor fits the quiz answers: 4 when its style is the one the quiz style suggests
 * (VENDOR_STYLE_FOR_QUIZ), 1 when its price tier is one the budget suggests (PRICE_TIERS_FOR_BUDGET).
 * At most 5. A couple who took the quiz sees the marketplace's "Recommended" order by this score
 * first, then by the marketplace's own relevance (the order everyone else sees).
 */
export function vendorQuizScore(vendor: { style: string; priceTier: number }, answers: Pick<QuizAnswers, 'style' | 'budget'>): number {
  return (
    (vendor.style.toLowerCase() === VENDOR_STYLE_FOR_QUIZ[answers.style] ? VENDOR_SCORE_WEIGHTS.style : 0) +
    (PRICE_TIERS_FOR_BUDGET[answers.budget].includes(vendor.priceTier) ? VENDOR_SCORE_WEIGHTS.budget : 0)
  );
}

export const SUGGESTED_WEDDINGS = 6;
export const SUGGESTED_VENDORS = 6;
export const suggestedVendor = weddingVendor.extend({ from_wedding: z.string() });
/** GET /web-api/v2/inspiration/suggestions: empty lists until the quiz is taken. */
export const suggestionsAnswer = z.object({
  answers: quizAnswers.nullable(),
  weddings: z.array(weddingCard),
  vendors: z.array(suggestedVendor),
});
export type SuggestionsAnswer = z.infer<typeof suggestionsAnswer>;

// ---- Boards -----------------------------------------------------------------------------------

export const BOARD_NAME_MAX = 60;
export const MAX_BOARDS = 50;
export const MAX_BOARD_ITEMS = 500;
export const boardName = text(BOARD_NAME_MAX, {
  type: 'Please give the board a name.',
  tooLong: `A board’s name is at most ${BOARD_NAME_MAX} characters.`,
}).min(1, 'Please give the board a name.');
export const createBoardBody = z.object({ name: boardName, shared_with_partner: z.boolean().default(false) });
export type CreateBoardBody = z.infer<typeof createBoardBody>;
export const updateBoardBody = z
  .object({ name: boardName.optional(), shared_with_partner: z.boolean().optional() })
  .refine((b) => b.name !== undefined || b.shared_with_partner !== undefined, 'Nothing to change.');
export type UpdateBoardBody = z.infer<typeof updateBoardBody>;
export const boardParams = z.object({ id: idParam() });
export const boardItemParams = boardParams.extend({ itemId: idParam() });
/** Save a photo (by id) or a whole wedding (by slug) to a board. */
export const addBoardItemBody = z.union([
  z.object({ photo_id: id() }).strict(),
  z.object({ wedding_slug: weddingParams.shape.slug }).strict(),
]);
export type AddBoardItemBody = z.infer<typeof addBoardItemBody>;
export const shareTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'is not a board link') });

export const boardItem = z.object({
  id: z.number().int(),
  kind: z.enum(['photo', 'wedding']),
  /** The saved photo, or the wedding's cover. */
  photo: photoView,
  wedding: z.object({ slug: z.string(), title: z.string() }),
  saved_at: z.string(),
});
export type BoardItem = z.infer<typeof boardItem>;
export const boardSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  shared_with_partner: z.boolean(),
  /** The caller made the board (the partner of a shared board may add and remove items, not rename, share or delete). */
  is_owner: z.boolean(),
  owner_first_name: z.string(),
  /** The read-only page's path while a link is on, else null. */
  share_path: z.string().nullable(),
  item_count: z.number().int(),
  cover: photoView.nullable(),
  updated_at: z.string(),
});
export type BoardSummary = z.infer<typeof boardSummary>;
export const boardsAnswer = z.object({ boards: z.array(boardSummary) });
export type BoardsAnswer = z.infer<typeof boardsAnswer>;
export const boardDetail = boardSummary.extend({ items: z.array(boardItem) });
export type BoardDetail = z.infer<typeof boardDetail>;
export const sharedBoardAnswer = z.object({ name: z.string(), owner_first_name: z.string(), items: z.array(boardItem) });
export type SharedBoardAnswer = z.infer<typeof sharedBoardAnswer>;
