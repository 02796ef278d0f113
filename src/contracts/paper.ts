import { z } from 'zod';
import { email, text } from './inputs';
import { stateByCode } from './locations';

/**
 * The paper catalogue (issue 30, "Shopping for paper"; server/API.md "Paper"): designs of each card
 * type in matching suites, their colourways, paper options, quantity price tiers, and free sample
 * cards. Field names are the API's (snake_case). Pure rules (filters, price tiers, the price
 * calculator, the sample limit) live here so the server and the SPA use the same ones.
 */

// ---------------------------------------------------------------------------------------------
// Card types and the catalogues (spec §2 routes) that list them

export const CARD_TYPES = [
  'SAVE_THE_DATE',
  'INVITATION',
  'RSVP',
  'DETAILS',
  'MENU',
  'PROGRAM',
  'PLACE_CARD',
  'THANK_YOU',
  'CHANGE_THE_DATE',
  'HOLIDAY',
  'SHOWER',
] as const;
export type CardType = (typeof CARD_TYPES)[number];

export const CARD_TYPE_LABELS: Record<CardType, string> = {
  SAVE_THE_DATE: 'Save the date',
  INVITATION: 'Invitation',
  RSVP: 'RSVP card',
  DETAILS: 'Details card',
  MENU: 'Menu',
  PROGRAM: 'Program',
  PLACE_CARD: 'Place card',
  THANK_YOU: 'Thank-you card',
  CHANGE_THE_DATE: 'Change the date',
  HOLIDAY: 'Holiday card',
  SHOWER: 'Shower invitation',
};

/** The pieces of a wedding suite, in the order a couple sends them. */
export const SUITE_PIECES: readonly CardType[] = [
  'SAVE_THE_DATE',
  'INVITATION',
  'RSVP',
  'DETAILS',
  'MENU',
  'PROGRAM',
  'PLACE_CARD',
  'THANK_YOU',
];

/** Finished sizes in inches (width x height as the card is read). */
export const CARD_FORMATS = {
  '5x7': { width: 5, height: 7, label: '5 × 7 in' },
  '4.25x5.5': { width: 4.25, height: 5.5, label: '4.25 × 5.5 in' },
  '5.25x5.25': { width: 5.25, height: 5.25, label: '5.25 in square' },
  '3.5x5': { width: 5, height: 3.5, label: '3.5 × 5 in (flat)' },
  '4x9': { width: 4, height: 9, label: '4 × 9 in' },
  '7x5': { width: 7, height: 5, label: '7 × 5 in' },
} as const;
export type CardFormat = keyof typeof CARD_FORMATS;

/** The size each card type is printed at. */
export const CARD_TYPE_FORMAT: Record<CardType, CardFormat> = {
  SAVE_THE_DATE: '5x7',
  INVITATION: '5x7',
  RSVP: '4.25x5.5',
  DETAILS: '4.25x5.5',
  MENU: '4x9',
  PROGRAM: '5x7',
  PLACE_CARD: '3.5x5',
  THANK_YOU: '4.25x5.5',
  CHANGE_THE_DATE: '5x7',
  HOLIDAY: '7x5',
  SHOWER: '5.25x5.25',
};

export interface PaperCatalogue {
  slug: string;
  path: string;
  title: string;
  /** One sentence under the heading. */
  intro: string;
  card_types: readonly CardType[];
  /** Paper any guest may shop (the /universal page lists these first). */
  universal: boolean;
}

const WP = '/wedding-planning';
/** Every card-type catalogue route of spec §2, with the card types it lists. */
export const PAPER_CATALOGUES: readonly PaperCatalogue[] = [
  {
    slug: 'invitations',
    path: `${WP}/invitations`,
    title: 'Wedding invitations',
    intro: 'Invitations printed on heavy card, each one part of a suite so every piece matches.',
    card_types: ['INVITATION'],
    universal: false,
  },
  {
    slug: 'save-the-date',
    path: `${WP}/save-the-date`,
    title: 'Save the dates',
    intro: 'Tell your guests the date early, in the look your invitations will follow.',
    card_types: ['SAVE_THE_DATE'],
    universal: false,
  },
  {
    slug: 'change-the-date',
    path: `${WP}/change-the-date`,
    title: 'Change the dates',
    intro: 'Plans changed? Share the new date clearly and kindly.',
    card_types: ['CHANGE_THE_DATE'],
    universal: false,
  },
  {
    slug: 'thank-you-cards',
    path: `${WP}/thank-you-cards`,
    title: 'Thank-you cards',
    intro: 'Notes for the people who celebrated with you, matched to your suite.',
    card_types: ['THANK_YOU'],
    universal: true,
  },
  {
    slug: 'menus',
    path: `${WP}/menus`,
    title: 'Menus',
    intro: 'Tea-length menus for each place setting.',
    card_types: ['MENU'],
    universal: false,
  },
  {
    slug: 'enclosures',
    path: `${WP}/enclosures`,
    title: 'Enclosure cards',
    intro: 'RSVP and details cards to tuck in with your invitations.',
    card_types: ['RSVP', 'DETAILS'],
    universal: false,
  },
  {
    slug: 'place-cards',
    path: `${WP}/place-cards`,
    title: 'Place cards',
    intro: 'Flat place cards with each guest’s name and table.',
    card_types: ['PLACE_CARD'],
    universal: false,
  },
  {
    slug: 'holiday-cards',
    path: `${WP}/holiday-cards`,
    title: 'Holiday cards',
    intro: 'Season’s greetings for family and friends, with or without a photo.',
    card_types: ['HOLIDAY'],
    universal: true,
  },
  {
    slug: 'programs',
    path: `${WP}/programs`,
    title: 'Programs',
    intro: 'The order of the ceremony and the people in it.',
    card_types: ['PROGRAM'],
    universal: false,
  },
  {
    slug: 'bridal-shower',
    path: `${WP}/bridal-shower`,
    title: 'Bridal shower invitations',
    intro: 'Invitations for the shower, from a brunch to a garden party.',
    card_types: ['SHOWER'],
    universal: true,
  },
];

export const catalogueBySlug = (slug: string): PaperCatalogue | undefined => PAPER_CATALOGUES.find((c) => c.slug === slug);
/** The catalogue a card type is listed in. */
export const catalogueOfType = (type: CardType): PaperCatalogue => PAPER_CATALOGUES.find((c) => c.card_types.includes(type))!;

export const PAPER_HOME_PATH = `${WP}/paper`;
export const UNIVERSAL_PATH = '/universal';
export const SUITES_PATH = `${WP}/suites/shop`;
export const SAMPLES_PATH = `${WP}/paper/samples`;
export const designPath = (slug: string): string => `${WP}/paper/design/${slug}`;

// ---------------------------------------------------------------------------------------------
// Filters (kept in the page's URL: ?colour=green,blush&style=botanical&shape=arch&foil=1&photo=with&price=under-2&sort=price-asc)

export const COLOUR_FAMILIES = ['white', 'blush', 'terracotta', 'gold', 'green', 'blue', 'purple', 'black'] as const;
export type ColourFamily = (typeof COLOUR_FAMILIES)[number];
export const COLOUR_LABELS: Record<ColourFamily, string> = {
  white: 'White & ivory',
  blush: 'Pink & blush',
  terracotta: 'Terracotta & rust',
  gold: 'Gold & yellow',
  green: 'Green',
  blue: 'Blue',
  purple: 'Purple & lilac',
  black: 'Black',
};
/** The swatch a filter shows for a family. */
export const COLOUR_SWATCHES: Record<ColourFamily, string> = {
  white: '#f7f3ea',
  blush: '#e8b4b0',
  terracotta: '#c0653e',
  gold: '#c9a227',
  green: '#6f8f6a',
  blue: '#5b7fa6',
  purple: '#9a86b8',
  black: '#23232a',
};

export const PAPER_STYLES = ['botanical', 'classic', 'modern', 'art-deco', 'watercolour', 'whimsical', 'seasonal'] as const;
export type PaperStyle = (typeof PAPER_STYLES)[number];
export const STYLE_LABELS: Record<PaperStyle, string> = {
  botanical: 'Botanical',
  classic: 'Classic',
  modern: 'Modern',
  'art-deco': 'Art deco',
  watercolour: 'Watercolour',
  whimsical: 'Whimsical',
  seasonal: 'Seasonal',
};

export const PAPER_SHAPES = ['rectangle', 'rounded', 'arch', 'scalloped'] as const;
export type PaperShape = (typeof PAPER_SHAPES)[number];
export const SHAPE_LABELS: Record<PaperShape, string> = {
  rectangle: 'Rectangle',
  rounded: 'Rounded corners',
  arch: 'Arch',
  scalloped: 'Scalloped',
};

/** Price ranges of the filter, on a design's lowest price per card (its largest quantity tier). */
export const PRICE_RANGES = [
  { key: 'under-1', label: 'Under $1.00', min: 0, max: 99 },
  { key: '1-2', label: '$1.00 to $1.99', min: 100, max: 199 },
  { key: '2-3', label: '$2.00 to $2.99', min: 200, max: 299 },
  { key: '3-plus', label: '$3.00 and up', min: 300, max: Number.MAX_SAFE_INTEGER },
] as const;
export type PriceRangeKey = (typeof PRICE_RANGES)[number]['key'];
const PRICE_KEYS = PRICE_RANGES.map((r) => r.key) as [PriceRangeKey, ...PriceRangeKey[]];

export const PAPER_SORTS = ['featured', 'price-asc', 'price-desc', 'name'] as const;
export type PaperSort = (typeof PAPER_SORTS)[number];
export const SORT_LABELS: Record<PaperSort, string> = {
  featured: 'Featured',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  name: 'Name: A to Z',
};

export interface PaperFilters {
  colour: ColourFamily[];
  style: PaperStyle[];
  shape: PaperShape[];
  foil: boolean;
  /** 'with': designs with a photo; 'without': designs without one; null: both. */
  photo: 'with' | 'without' | null;
  price: PriceRangeKey | null;
  sort: PaperSort;
}

export const EMPTY_FILTERS: PaperFilters = { colour: [], style: [], shape: [], foil: false, photo: null, price: null, sort: 'featured' };

/** Reads a comma list, keeping only known values, in their canonical order. */
function listOf<T extends string>(value: string | null | undefined, known: readonly T[]): T[] {
  if (!value) return [];
  const asked = new Set(value.split(',').map((v) => v.trim().toLowerCase()));
  return known.filter((k) => asked.has(k));
}

/**
 * The filters a URL's query holds. Unknown values are dropped rather than refused (a shared link
 * with an old value still opens the catalogue).
 */
export function parsePaperFilters(params: { get(name: string): string | null }): PaperFilters {
  const photo = params.get('photo');
  const price = params.get('price');
  const sort = params.get('sort');
  return {
    colour: listOf(params.get('colour'), COLOUR_FAMILIES),
    style: listOf(params.get('style'), PAPER_STYLES),
    shape: listOf(params.get('shape'), PAPER_SHAPES),
    foil: params.get('foil') === '1',
    photo: photo === 'with' || photo === 'without' ? photo : null,
    price: (PRICE_KEYS as readonly string[]).includes(price ?? '') ? (price as PriceRangeKey) : null,
    sort: (PAPER_SORTS as readonly string[]).includes(sort ?? '') ? (sort as PaperSort) : 'featured',
  };
}

/** The query string of a set of filters (only what differs from none; stable order), without '?'. */
export function paperFiltersToQuery(filters: PaperFilters): string {
  const parts: string[] = [];
  // Each list in the filter list's order, so one set of filters is one URL (and one cached answer).
  const ordered = <T extends string>(list: readonly T[], known: readonly T[]) => known.filter((k) => list.includes(k)).join(',');
  if (filters.colour.length) parts.push(`colour=${ordered(filters.colour, COLOUR_FAMILIES)}`);
  if (filters.style.length) parts.push(`style=${ordered(filters.style, PAPER_STYLES)}`);
  if (filters.shape.length) parts.push(`shape=${ordered(filters.shape, PAPER_SHAPES)}`);
  if (filters.foil) parts.push('foil=1');
  if (filters.photo) parts.push(`photo=${filters.photo}`);
  if (filters.price) parts.push(`price=${filters.price}`);
  if (filters.sort !== 'featured') parts.push(`sort=${filters.sort}`);
  return parts.join('&');
}

export const countActiveFilters = (f: PaperFilters): number =>
  f.colour.length + f.style.length + f.shape.length + (f.foil ? 1 : 0) + (f.photo ? 1 : 0) + (f.price ? 1 : 0);

/** The catalogue API's query: the same names as the page's URL. */
export const catalogueQuery = z.object({
  colour: z.string().max(200).optional(),
  style: z.string().max(200).optional(),
  shape: z.string().max(200).optional(),
  foil: z.enum(['0', '1'], { message: "must be '1' (foil designs only) or '0'" }).optional(),
  photo: z.enum(['with', 'without'], { message: "must be 'with' or 'without'" }).optional(),
  price: z.enum(PRICE_KEYS, { message: `must be one of ${PRICE_KEYS.join(', ')}` }).optional(),
  sort: z.enum(PAPER_SORTS, { message: `must be one of ${PAPER_SORTS.join(', ')}` }).optional(),
});
export type CatalogueQuery = z.infer<typeof catalogueQuery>;

export const catalogueParams = z.object({
  slug: z.enum(PAPER_CATALOGUES.map((c) => c.slug) as [string, ...string[]], {
    message: `must be one of ${PAPER_CATALOGUES.map((c) => c.slug).join(', ')}`,
  }),
});
export const designParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,120}$/, 'must be a design slug') });

/** What the filters need to know of a design. */
export interface FilterableDesign {
  style: PaperStyle;
  shapes: PaperShape[];
  has_foil: boolean;
  has_photo: boolean;
  from_price_cents: number;
  name: string;
  position: number;
  colourways: Array<{ family: ColourFamily }>;
}

const inPriceRange = (cents: number, key: PriceRangeKey) => {
  const range = PRICE_RANGES.find((r) => r.key === key)!;
  return cents >= range.min && cents <= range.max;
};

/** Whether a design passes the filters, ignoring one facet (for that facet's counts). */
function passes(d: FilterableDesign, f: PaperFilters, ignore?: keyof PaperFilters): boolean {
  if (ignore !== 'colour' && f.colour.length && !d.colourways.some((c) => f.colour.includes(c.family))) return false;
  if (ignore !== 'style' && f.style.length && !f.style.includes(d.style)) return false;
  if (ignore !== 'shape' && f.shape.length && !d.shapes.some((s) => f.shape.includes(s))) return false;
  if (ignore !== 'foil' && f.foil && !d.has_foil) return false;
  if (ignore !== 'photo' && f.photo && d.has_photo !== (f.photo === 'with')) return false;
  if (ignore !== 'price' && f.price && !inPriceRange(d.from_price_cents, f.price)) return false;
  return true;
}

/** The designs that pass every filter, sorted as asked. */
export function filterDesigns<D extends FilterableDesign>(designs: readonly D[], f: PaperFilters): D[] {
  const kept = designs.filter((d) => passes(d, f));
  const byName = (a: D, b: D) => a.name.localeCompare(b.name, 'en');
  switch (f.sort) {
    case 'price-asc':
      return kept.sort((a, b) => a.from_price_cents - b.from_price_cents || byName(a, b));
    case 'price-desc':
      return kept.sort((a, b) => b.from_price_cents - a.from_price_cents || byName(a, b));
    case 'name':
      return kept.sort(byName);
    default:
      return kept.sort((a, b) => a.position - b.position);
  }
}

export interface FacetCount<K extends string = string> {
  key: K;
  label: string;
  count: number;
}
export interface CatalogueFacets {
  colour: FacetCount<ColourFamily>[];
  style: FacetCount<PaperStyle>[];
  shape: FacetCount<PaperShape>[];
  foil: number;
  photo: { with: number; without: number };
  price: FacetCount<PriceRangeKey>[];
}

/** How many designs each filter value would show, with the other filters applied (zeros included). */
export function facetCounts(designs: readonly FilterableDesign[], f: PaperFilters): CatalogueFacets {
  const base = (facet: keyof PaperFilters) => designs.filter((d) => passes(d, f, facet));
  const byColour = base('colour');
  const byStyle = base('style');
  const byShape = base('shape');
  const byPhoto = base('photo');
  const byPrice = base('price');
  return {
    colour: COLOUR_FAMILIES.map((key) => ({
      key,
      label: COLOUR_LABELS[key],
      count: byColour.filter((d) => d.colourways.some((c) => c.family === key)).length,
    })),
    style: PAPER_STYLES.map((key) => ({ key, label: STYLE_LABELS[key], count: byStyle.filter((d) => d.style === key).length })),
    shape: PAPER_SHAPES.map((key) => ({ key, label: SHAPE_LABELS[key], count: byShape.filter((d) => d.shapes.includes(key)).length })),
    foil: base('foil').filter((d) => d.has_foil).length,
    photo: { with: byPhoto.filter((d) => d.has_photo).length, without: byPhoto.filter((d) => !d.has_photo).length },
    price: PRICE_RANGES.map((r) => ({
      key: r.key,
      label: r.label,
      count: byPrice.filter((d) => inPriceRange(d.from_price_cents, r.key)).length,
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Price tiers (integer cents per card; the price per card falls with the quantity)

export const PRICE_BANDS = ['essential', 'signature', 'luxe'] as const;
export type PriceBand = (typeof PRICE_BANDS)[number];

/** The quantities a tier starts at. A quantity pays the unit price of the largest tier it reaches. */
export const TIER_QUANTITIES = [10, 25, 50, 100, 150, 200] as const;

/**
 * Price per card in cents of a full-size (5 x 7) card at each tier above, by band (server/API.md
 * "Paper price tiers" prints this table).
 */
export const BAND_TIER_CENTS: Record<PriceBand, readonly number[]> = {
  essential: [279, 239, 209, 179, 169, 159],
  signature: [349, 299, 259, 229, 215, 205],
  luxe: [449, 389, 339, 299, 279, 269],
};

/** Smaller cards cost less: the band's price times this percentage (rounded to the cent). */
export const CARD_TYPE_PRICE_PERCENT: Record<CardType, number> = {
  SAVE_THE_DATE: 100,
  INVITATION: 100,
  RSVP: 60,
  DETAILS: 60,
  MENU: 90,
  PROGRAM: 90,
  PLACE_CARD: 45,
  THANK_YOU: 80,
  CHANGE_THE_DATE: 100,
  HOLIDAY: 100,
  SHOWER: 90,
};

export interface PriceTier {
  min_quantity: number;
  unit_cents: number;
}

/** A design's tiers: its band's table scaled to its card type. */
export function tiersFor(band: PriceBand, type: CardType): PriceTier[] {
  const percent = CARD_TYPE_PRICE_PERCENT[type];
  return TIER_QUANTITIES.map((min_quantity, i) => ({
    min_quantity,
    unit_cents: Math.round((BAND_TIER_CENTS[band][i]! * percent) / 100),
  }));
}

export const MIN_PAPER_QUANTITY = TIER_QUANTITIES[0];
export const MAX_PAPER_QUANTITY = 500;
export const QUANTITY_MESSAGE = `Choose a quantity from ${MIN_PAPER_QUANTITY} to ${MAX_PAPER_QUANTITY}.`;

/** The tier a quantity falls in (tiers sorted by min_quantity), or null below the first. */
export function tierFor(tiers: readonly PriceTier[], quantity: number): PriceTier | null {
  let found: PriceTier | null = null;
  for (const tier of tiers) if (quantity >= tier.min_quantity) found = tier;
  return found;
}

// ---------------------------------------------------------------------------------------------
// Paper options (each adds a price per card; the first of each kind is the included one)

export const OPTION_KINDS = ['STOCK', 'SHAPE', 'FOIL', 'ENVELOPE', 'LINER'] as const;
export type OptionKind = (typeof OPTION_KINDS)[number];
export const OPTION_KIND_LABELS: Record<OptionKind, string> = {
  STOCK: 'Paper',
  SHAPE: 'Shape',
  FOIL: 'Foil',
  ENVELOPE: 'Envelope colour',
  LINER: 'Envelope liner',
};

export interface PaperOption {
  kind: OptionKind;
  key: string;
  label: string;
  description: string;
  /** Added to the price of each card. */
  price_cents: number;
  /** A colour to show beside it (envelopes, liners, foils), or null. */
  swatch: string | null;
}

export type OptionChoice = Partial<Record<OptionKind, string>>;

export interface PriceQuote {
  quantity: number;
  tier: PriceTier;
  /** The options' price per card. */
  options_cents: number;
  per_card_cents: number;
  total_cents: number;
  /** The next tier's quantity and its price per card (with the same options), or null at the last. */
  next: { min_quantity: number; per_card_cents: number } | null;
}

export const QUOTE_MESSAGES = {
  quantity: QUANTITY_MESSAGE,
  option: 'That option is not offered for this design.',
} as const;

/**
 * The price of `quantity` cards with the chosen options: (tier price + options) per card, times the
 * quantity. An option kind not chosen is its first (included) option.
 */
export function quotePrice(
  tiers: readonly PriceTier[],
  options: readonly PaperOption[],
  choice: OptionChoice,
  quantity: number,
): { ok: true; quote: PriceQuote } | { ok: false; message: string } {
  if (!Number.isInteger(quantity) || quantity < MIN_PAPER_QUANTITY || quantity > MAX_PAPER_QUANTITY)
    return { ok: false, message: QUOTE_MESSAGES.quantity };
  const sorted = [...tiers].sort((a, b) => a.min_quantity - b.min_quantity);
  const tier = tierFor(sorted, quantity);
  if (!tier) return { ok: false, message: QUOTE_MESSAGES.quantity };
  let optionsCents = 0;
  for (const kind of OPTION_KINDS) {
    const ofKind = options.filter((o) => o.kind === kind);
    const key = choice[kind];
    if (key === undefined) continue;
    const option = ofKind.find((o) => o.key === key);
    if (!option) return { ok: false, message: QUOTE_MESSAGES.option };
    optionsCents += option.price_cents;
  }
  const nextTier = sorted.find((t) => t.min_quantity > quantity) ?? null;
  const perCard = tier.unit_cents + optionsCents;
  return {
    ok: true,
    quote: {
      quantity,
      tier,
      options_cents: optionsCents,
      per_card_cents: perCard,
      total_cents: perCard * quantity,
      next: nextTier ? { min_quantity: nextTier.min_quantity, per_card_cents: nextTier.unit_cents + optionsCents } : null,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Art (server/modules/paper/art): /media/paper/{version}/{design}/{colourway}/{side}-{shape}-{width}.svg

export const PAPER_ART_VERSION = 'v3';
export const ART_WIDTHS = [320, 640, 960] as const;
export type ArtWidth = (typeof ART_WIDTHS)[number];
export const ART_SIDES = ['front', 'back'] as const;
export type ArtSide = (typeof ART_SIDES)[number];

export function artUrl(design: string, colourway: string, side: ArtSide, shape: PaperShape, width: ArtWidth): string {
  return `/media/paper/${PAPER_ART_VERSION}/${design}/${colourway}/${side}-${shape}-${width}.svg`;
}
/** `srcset` of a card picture: every width, browsers pick by the slot's size. */
export const artSrcSet = (design: string, colourway: string, side: ArtSide, shape: PaperShape): string =>
  ART_WIDTHS.map((w) => `${artUrl(design, colourway, side, shape, w)} ${w}w`).join(', ');

// ---------------------------------------------------------------------------------------------
// Answers

export interface Colourway {
  key: string;
  name: string;
  family: ColourFamily;
  /** Paper, ink and accent colours (the swatch shows paper and accent). */
  paper: string;
  ink: string;
  accent: string;
}

export interface DesignCard {
  slug: string;
  name: string;
  card_type: CardType;
  suite: { slug: string; name: string };
  style: PaperStyle;
  format: CardFormat;
  shapes: PaperShape[];
  has_foil: boolean;
  has_photo: boolean;
  from_price_cents: number;
  position: number;
  colourways: Colourway[];
}

export interface CatalogueAnswer {
  catalogue: { slug: string; title: string; intro: string; path: string; card_types: CardType[] };
  total: number;
  designs: DesignCard[];
  facets: CatalogueFacets;
}

export interface TextSlot {
  key: string;
  label: string;
  default_text: string;
}

export interface DesignDetail extends DesignCard {
  description: string;
  typefaces: string[];
  text_slots: TextSlot[];
  tiers: PriceTier[];
  options: PaperOption[];
  /** The suite's other pieces, in suite order. */
  suite_pieces: DesignCard[];
}

export interface SuiteSummary {
  slug: string;
  name: string;
  style: PaperStyle;
  description: string;
  pieces: DesignCard[];
}

export interface PaperHomeAnswer {
  catalogues: Array<{ slug: string; title: string; path: string; count: number; cover: DesignCard | null }>;
  featured_suites: SuiteSummary[];
}

export interface SuitesAnswer {
  suites: SuiteSummary[];
}

// ---------------------------------------------------------------------------------------------
// Free samples: up to 5 sample cards a person, mailed free

export const SAMPLE_LIMIT = 5;
export const SAMPLE_MESSAGES = {
  none: 'Choose at least one design to sample.',
  tooMany: `You can order up to ${SAMPLE_LIMIT} free sample cards.`,
  duplicate: 'Each sample must be a different design or colour.',
  unknown: 'One of those designs is no longer available. Remove it and try again.',
  /** The address has had some of its free samples already: `left` remain and `asked` were asked for. */
  used: (left: number, asked: number): string =>
    left <= 0
      ? `You have already ordered your ${SAMPLE_LIMIT} free sample cards.`
      : `Free samples are limited to ${SAMPLE_LIMIT} a person and you have ${left} left. Remove ${asked - left} from your sample box and try again.`,
  name: 'Please enter your name.',
  address1: 'Please enter your street address.',
  city: 'Please enter your city.',
  state: 'Please choose your state.',
  zip: 'Please enter a 5-digit ZIP code.',
} as const;

export const sampleBody = z.object({
  name: text(100, { type: SAMPLE_MESSAGES.name }).min(1, SAMPLE_MESSAGES.name),
  email: email(),
  address1: text(100, { type: SAMPLE_MESSAGES.address1 }).min(1, SAMPLE_MESSAGES.address1),
  address2: text(100).optional().default(''),
  city: text(60, { type: SAMPLE_MESSAGES.city }).min(1, SAMPLE_MESSAGES.city),
  state_code: z
    .string({ message: SAMPLE_MESSAGES.state })
    .refine((code) => stateByCode(code) !== undefined, SAMPLE_MESSAGES.state)
    .transform((code) => code.toUpperCase()),
  zip_code: z
    .string({ message: SAMPLE_MESSAGES.zip })
    .trim()
    .regex(/^\d{5}$/, SAMPLE_MESSAGES.zip),
  samples: z
    .array(
      z.object({
        design: z.string().regex(/^[a-z0-9-]{1,120}$/, 'must be a design slug'),
        colourway: z.string().regex(/^[a-z0-9-]{1,60}$/, 'must be a colourway key'),
      }),
      { message: SAMPLE_MESSAGES.none },
    )
    .min(1, SAMPLE_MESSAGES.none)
    .max(SAMPLE_LIMIT, SAMPLE_MESSAGES.tooMany)
    .refine((list) => new Set(list.map((s) => `${s.design}/${s.colourway}`)).size === list.length, SAMPLE_MESSAGES.duplicate),
});
export type SampleBody = z.input<typeof sampleBody>;

export interface SampleOrderAnswer {
  order_number: string;
  email: string;
  ship_to: { name: string; address1: string; address2: string; city: string; state_code: string; zip_code: string };
  samples: Array<{ design: string; colourway: string; name: string; colourway_name: string; card_type: CardType }>;
  /** How many free samples this email address has left. */
  samples_left: number;
}
