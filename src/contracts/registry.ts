import { z } from 'zod';
import { id, idParam, intParam, money, slug, text } from './inputs';
import { stateByCode } from './locations';
import { fulfilmentStatus } from './orders';
import { REGISTRY_DUPLICATE_CODE } from './registryCodes';
import { itemGroupGift, refundSummary } from './groupGifts';

/**
 * The registry across the wire (server/API.md "Registry"): the bodies and queries the server
 * validates and the answers it builds, which the SPA's registryApi is typed from. Field names are
 * the API's (snake_case); money in cents.
 */

// ---------------------------------------------------------------------------------------------
// Requests

/** A cash fund's type (the registry_items.fund_type column's values). */
export const FUND_TYPES = ['HONEYMOON', 'HOME', 'EXPERIENCE', 'CHARITY', 'CUSTOM'] as const;
export type FundType = (typeof FUND_TYPES)[number];

export const idParams = z.object({ id: idParam() });

const collectionId = id('must be a collection id');
const note = text(500, { tooLong: 'Notes can be at most 500 characters.' });

export const addItemBody = z.object({
  product_id: id(),
  sku_id: id(),
  quantity: z.number().int().min(1, 'Quantity must be at least 1').max(99, 'Quantity must be at most 99'),
  collection_id: collectionId.optional(),
});
export type AddItemBody = z.infer<typeof addItemBody>;
export type AddItemInput = z.input<typeof addItemBody>;

export const publishBody = z.object({ published: z.boolean() });
export type PublishBody = z.input<typeof publishBody>;

// ---------------------------------------------------------------------------------------------
// registryCollection/search

/** DELIVERY's one value, BEFORE_WEDDING: "Arrives before the wedding" (deliveryEstimate.ts). */
export const FILTER_TYPES = ['PRICE', 'CATEGORY', 'AVAILABILITY', 'STORE', 'TYPE', 'DELIVERY'] as const;
export type FilterType = (typeof FILTER_TYPES)[number];
export const SORTS = ['FEATURED', 'PRICE_LOW_HIGH', 'PRICE_HIGH_LOW', 'NEWEST', 'MOST_WANTED'] as const;
export type RegistrySort = (typeof SORTS)[number];
/** The server's name for it. */
export type Sort = RegistrySort;

const PRICE_VALUE = /^(\d{1,9})-(\d{1,9})?$/;
const FIXED_VALUES: Partial<Record<FilterType, readonly string[]>> = {
  AVAILABILITY: ['AVAILABLE', 'PURCHASED'],
  STORE: ['CONFETTI', 'EXTERNAL'],
  TYPE: ['PRODUCT', 'CASH_FUND', 'EXTERNAL', 'GIFT_CARD'],
  DELIVERY: ['BEFORE_WEDDING'],
};

export const filter = z
  .object({
    type: z.enum(FILTER_TYPES, { message: `must be one of ${FILTER_TYPES.join(', ')}` }),
    values: z.array(text(60, { trim: false }).min(1)).max(30, 'at most 30 values'),
  })
  .superRefine((f, ctx) => {
    for (const value of f.values) {
      const allowed = FIXED_VALUES[f.type];
      if (allowed && !allowed.includes(value)) {
        ctx.addIssue({ code: 'custom', path: ['values'], message: `${f.type} values are ${allowed.join(', ')}` });
        return;
      }
      if (f.type === 'PRICE') {
        const m = PRICE_VALUE.exec(value);
        if (!m || (m[2] !== undefined && Number(m[2]) <= Number(m[1]))) {
          ctx.addIssue({ code: 'custom', path: ['values'], message: "PRICE values are cent ranges like '0-5000' or '50000-'" });
          return;
        }
      }
      if (f.type === 'CATEGORY' && !/^[a-z0-9-]+$/.test(value)) {
        ctx.addIssue({ code: 'custom', path: ['values'], message: 'CATEGORY values are category keys like kitchen' });
        return;
      }
    }
  });
export type Filter = z.infer<typeof filter>;
export type RegistryFilter = Filter;

const filters = z.array(filter).max(10).default([]);

/** A page of gifts; without page_size the answer holds every matching gift (the couple's manage view). */
export const REGISTRY_MAX_PAGE_SIZE = 100;
const page = z
  .number({ message: 'must be a whole number' })
  .int('must be a whole number')
  .min(1, 'must be 1 or more')
  .max(10_000, 'is too large')
  .optional();
const pageSize = z
  .number({ message: 'must be a whole number' })
  .int('must be a whole number')
  .min(1, 'must be 1 or more')
  .max(REGISTRY_MAX_PAGE_SIZE, `must be at most ${REGISTRY_MAX_PAGE_SIZE}`)
  .optional();
const pagedRequest = (b: { page?: number; page_size?: number }, ctx: z.RefinementCtx) => {
  if (b.page !== undefined && b.page_size === undefined)
    ctx.addIssue({ code: 'custom', path: ['page_size'], message: 'page_size is needed to ask for a page' });
};

const byKey = z.object({
  registry_key: text(120).min(1, 'must name a registry'),
  filters,
  flattened_view: z.boolean().optional(),
  collection_object_id: collectionId.nullable().optional(),
  grouped_by_collection: z.boolean().optional(),
  sort: z.enum(SORTS, { message: `must be one of ${SORTS.join(', ')}` }).optional(),
  preview_as_guest: z.boolean().optional(),
  page,
  page_size: pageSize,
});
const byId = z.object({
  registry_object_id: id(),
  filters,
  sort: z.enum(SORTS, { message: `must be one of ${SORTS.join(', ')}` }).optional(),
  preview_as_guest: z.boolean().optional(),
  page,
  page_size: pageSize,
});

const byKeyChecked = byKey.strict().superRefine((b, ctx) => {
  if (b.flattened_view === true && b.grouped_by_collection === true) {
    ctx.addIssue({ code: 'custom', path: ['grouped_by_collection'], message: 'Choose either a flattened view or grouped by collection.' });
  }
  pagedRequest(b, ctx);
});
const byIdChecked = byId.strict().superRefine(pagedRequest);

/** A request of each shape, for what reads the schema (z.toJSONSchema shows no shape through the transform below). */
const SEARCH_EXAMPLES = [
  {
    registry_key: 'alex-and-jordan',
    filters: [{ type: 'PRICE', values: ['0-5000'] }],
    sort: 'FEATURED',
    grouped_by_collection: true,
    page: 1,
    page_size: 20,
  },
  { registry_object_id: 1, filters: [{ type: 'AVAILABILITY', values: ['AVAILABLE'] }], preview_as_guest: true, page: 1, page_size: 20 },
];

/**
 * The two request shapes of spec §7: by registry_key (the guest page) or by registry_object_id.
 * Chosen by which key is present so that a bad field gets its own message (a union would only say
 * that neither shape matched).
 */
export const searchBody = z
  .unknown()
  .meta({ examples: SEARCH_EXAMPLES })
  .transform((raw, ctx): z.infer<typeof byKeyChecked> | z.infer<typeof byIdChecked> => {
    const useId = typeof raw === 'object' && raw !== null && 'registry_object_id' in raw && !('registry_key' in raw);
    const result = (useId ? byIdChecked : byKeyChecked).safeParse(raw);
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.addIssue({ ...issue, code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });
export type SearchBody = z.infer<typeof searchBody>;
/** What a client sends to POST /registryCollection/search (by registry_key; the schema above takes either shape). */
export type RegistrySearchRequest = z.input<typeof byKey>;

export const slugParams = z.object({ slug: slug(120, 'must be a registry key') });

const namePart = text(60, { tooLong: 'is too long' })
  .optional()
  .transform((v) => (v ? v : undefined));
const MONTH_MESSAGE = 'must be 1 to 12';
const STATE_MESSAGE = 'Choose a US state or territory.';
const YEAR_MESSAGE = 'must be a year like 2027';
export const findQuery = z
  .object({
    first_name: namePart,
    last_name: namePart,
    month: intParam(1, 12, { tooSmall: MONTH_MESSAGE, tooLarge: MONTH_MESSAGE }).optional(),
    year: intParam(1900, 2100, { tooSmall: YEAR_MESSAGE, tooLarge: YEAR_MESSAGE }).optional(),
    /** The wedding's state, as a two-letter code ('NY'). */
    state: text(2, { type: STATE_MESSAGE, tooLong: STATE_MESSAGE })
      .toUpperCase()
      .refine((v) => stateByCode(v) !== undefined, STATE_MESSAGE)
      .optional(),
    page: intParam(1, 10_000, { tooLarge: 'is too large' }).default(1),
    page_size: intParam(1, 50).default(20),
  })
  .superRefine((q, ctx) => {
    if (!q.first_name && !q.last_name)
      ctx.addIssue({ code: 'custom', path: ['last_name'], message: 'Enter a first or last name to find a couple.' });
    if (q.month !== undefined && q.year === undefined)
      ctx.addIssue({ code: 'custom', path: ['year'], message: 'Choose a year to search by month.' });
  });
export type FindQuery = z.infer<typeof findQuery>;
/** GET /registry/find as a client asks (the query string's values). */
export interface FindCoupleParams {
  first_name?: string;
  last_name?: string;
  month?: number;
  year?: number;
  /** Two-letter state code. */
  state?: string;
  page?: number;
}

// ---------------------------------------------------------------------------------------------
// add-cash, external-product

const imageUrl = text(2000).refine(
  (v) => /^\/media\/[a-z0-9/._-]+$/i.test(v) || isHttpUrl(v, ['https:']),
  'must be a /media/ path or an https address',
);

const fundTitle = text(100, { type: 'Please give your fund a name.', tooLong: 'Fund names can be at most 100 characters.' }).min(
  1,
  'Please give your fund a name.',
);
const description = text(500, { tooLong: 'Descriptions can be at most 500 characters.' });
const GOAL_MESSAGE = 'The goal must be between $1 and $100,000.';
const goalCents = money(100, 10_000_000, GOAL_MESSAGE, 'The goal must be a whole number of cents.');

export const addCashBody = z.object({
  title: fundTitle,
  description: description.default(''),
  fund_type: z.enum(FUND_TYPES, { message: 'Choose a fund type.' }),
  goal_cents: goalCents.nullable().optional(),
  collection_id: collectionId.optional(),
  image_url: imageUrl.optional(),
});
export type AddCashBody = z.infer<typeof addCashBody>;
export type AddCashInput = z.input<typeof addCashBody>;

function isHttpUrl(value: string, protocols = ['http:', 'https:']): boolean {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const URL_MESSAGE = "Enter the gift's web address, starting with http:// or https://.";
export const externalProductBody = z.object({
  url: text(2000, { type: URL_MESSAGE, tooLong: 'Web addresses can be at most 2000 characters.' }).refine((v) => isHttpUrl(v), URL_MESSAGE),
  title: text(200, { type: 'Please give the gift a name.', tooLong: 'Gift names can be at most 200 characters.' }).min(
    1,
    'Please give the gift a name.',
  ),
  price_cents: money(0, 10_000_000, 'Enter a price between $0 and $100,000.', 'Enter the price in whole cents.'),
  quantity: z.number().int().min(1, 'Quantity must be at least 1').max(99, 'Quantity must be at most 99').default(1),
  image_url: text(2000)
    .refine((v) => isHttpUrl(v), 'must be an http or https address')
    .optional(),
  store_name: text(80, { tooLong: 'Store names can be at most 80 characters.' }).optional(),
  /** The brand, shown on the gift (read from the page by the import while flag giftImportBrandExtraction is on). */
  brand: text(100, { tooLong: 'Brand names can be at most 100 characters.' }).optional(),
  /** The picture the import stored (its `image_id`): our own copy, in place of image_url. Only the couple's own. */
  image_id: z.uuid({ message: 'must be the image_id an import answered' }).optional(),
  note: note.optional(),
  collection_id: collectionId.optional(),
});
export type ExternalProductBody = z.infer<typeof externalProductBody>;
export type ExternalProductInput = z.input<typeof externalProductBody>;

// ---------------------------------------------------------------------------------------------
// items and collections

export const updateItemBody = z
  .object({
    requested_qty: z.number().int().min(1, 'Quantity must be at least 1').max(99, 'Quantity must be at most 99').optional(),
    most_wanted: z.boolean().optional(),
    note: note.optional(),
    collection_id: collectionId.nullable().optional(),
    title: fundTitle.optional(),
    description: description.optional(),
    goal_cents: goalCents.nullable().optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, 'send at least one field to change');
export type UpdateItemBody = z.infer<typeof updateItemBody>;
export type ItemChanges = z.input<typeof updateItemBody>;

const collectionName = text(60, { type: 'Please name the collection.', tooLong: 'Collection names can be at most 60 characters.' }).min(
  1,
  'Please name the collection.',
);
export const collectionBody = z.object({ name: collectionName });
export type CollectionBody = z.input<typeof collectionBody>;
export const collectionOrderBody = z.object({ collection_ids: z.array(collectionId).max(100) });
export type CollectionOrderBody = z.input<typeof collectionOrderBody>;

// ---------------------------------------------------------------------------------------------
// shipping address

const POSTAL_MESSAGE = 'Enter a 5-digit ZIP code (or ZIP+4).';
export const shippingAddressBody = z.object({
  name: text(100, { type: 'Please enter the name to ship to.', tooLong: 'Names can be at most 100 characters.' }).min(
    1,
    'Please enter the name to ship to.',
  ),
  address1: text(100, { type: 'Please enter a street address.', tooLong: 'Street addresses can be at most 100 characters.' }).min(
    1,
    'Please enter a street address.',
  ),
  address2: text(100, { tooLong: 'Address line 2 can be at most 100 characters.' }).optional().default(''),
  city: text(60, { type: 'Please enter a city.', tooLong: 'City names can be at most 60 characters.' }).min(1, 'Please enter a city.'),
  state_province_region: text(2, { type: STATE_MESSAGE, tooLong: STATE_MESSAGE })
    .toUpperCase()
    .refine((v) => v.length === 2 && stateByCode(v) !== undefined, STATE_MESSAGE),
  postal_code: text(10, { type: POSTAL_MESSAGE, tooLong: POSTAL_MESSAGE }).regex(/^\d{5}(-\d{4})?$/, POSTAL_MESSAGE),
});
export type ShippingAddressBody = z.infer<typeof shippingAddressBody>;

// ---------------------------------------------------------------------------------------------
// quick-add packs, gift tracker

export const addPackBody = z.object({ collection_id: collectionId.optional() });
export type PackAddBody = z.input<typeof addPackBody>;
export const THANK_YOU_FILTERS = ['all', 'pending', 'sent'] as const;
export type ThankYouFilter = (typeof THANK_YOU_FILTERS)[number];
export const giftTrackerQuery = z.object({
  thank_you: z.enum(THANK_YOU_FILTERS, { message: 'must be all, pending or sent' }).default('all'),
});
export const giftUpdateBody = z.object({ thank_you_sent: z.boolean({ message: 'must be true or false' }) });
export type GiftUpdateBody = z.input<typeof giftUpdateBody>;

// ---------------------------------------------------------------------------------------------
// Answers

/** GET /registry/summary, and the summary a search answer carries: the couple's overview for /my-registry. */
export const registrySummary = z.object({
  registry_id: z.number(),
  registry_key: z.string(),
  registry_path: z.string(),
  is_published: z.boolean(),
  published_at: z.string().nullable(),
  wedding_date: z.string().nullable(),
  is_past_wedding_date: z.boolean(),
  days_until_wedding: z.number().nullable(),
  item_count: z.number(),
  product_count: z.number(),
  cash_fund_count: z.number(),
  external_count: z.number(),
  gift_card_count: z.number(),
  requested_qty_total: z.number(),
  purchased_qty_total: z.number(),
  fulfilled_item_count: z.number(),
  most_wanted_count: z.number(),
  cash_fund_contributed_cents: z.number(),
  collection_count: z.number(),
  gift_count: z.number(),
  thank_you_pending_count: z.number(),
  has_shipping_address: z.boolean(),
  version: z.number(),
});
export type RegistrySummary = z.infer<typeof registrySummary>;

/** GET /registry/user-info: the signed-in couple's registry and shipping state (spec §5, §7). */
export const registryUserInfo = z.object({
  registry_id: z.number().nullable(),
  registry_key: z.string().nullable(),
  is_published: z.boolean(),
  address_view: z.object({ state_province_region: z.string().nullable() }).nullable(),
});
export type RegistryUserInfo = z.infer<typeof registryUserInfo>;

/** POST /registryCollection/add. */
export const addedRegistryItem = z.object({ id: z.number(), skuId: z.number().nullable(), quantity: z.number() });
export type AddedRegistryItem = z.infer<typeof addedRegistryItem>;

/** The couple photo as guests get it: its id, a 320 px URL and every width (src/contracts/media.ts). */
export const couplePhoto = z.object({ id: z.string(), url: z.string(), src_set: z.string() });

/** The registry as its pages head it (GET /registry/public/{slug} answers `{ registry }`). */
export const registryHeader = z.object({
  id: z.number(),
  registry_key: z.string(),
  owner_first_name: z.string(),
  owner_last_name: z.string(),
  partner_first_name: z.string(),
  partner_last_name: z.string(),
  /** YYYY-MM-DD or null. */
  wedding_date: z.string().nullable(),
  is_past_wedding_date: z.boolean(),
  is_published: z.boolean(),
  item_count: z.number(),
  version: z.number(),
  /** Registry settings: the place (null when hidden, like wedding_date), the note and the photo guests see. */
  location: z.string().nullable(),
  welcome_note: z.string(),
  couple_photo: couplePhoto.nullable(),
});
export type RegistryHeader = z.infer<typeof registryHeader>;
export const publicHeaderAnswer = z.object({ registry: registryHeader });
export type PublicHeaderAnswer = z.infer<typeof publicHeaderAnswer>;

export const itemKind = z.enum(['PRODUCT', 'CASH_FUND', 'EXTERNAL', 'GIFT_CARD']);
export type ItemKind = z.infer<typeof itemKind>;
export const fundType = z.enum(FUND_TYPES);

/** How many of a fund's newest contributions an item carries. */
export const FUND_CONTRIBUTIONS_SHOWN = 20;
/** One contribution to a cash fund as everyone sees it: the giver's name and message, not the amount. */
export const fundContribution = z.object({ giver_name: z.string(), message: z.string(), received_at: z.string() });
export type FundContribution = z.infer<typeof fundContribution>;

/** One registry item as every registry answer shows it (API.md `Item`). */
export const registryItem = z.object({
  id: z.number(),
  kind: itemKind,
  title: z.string(),
  description: z.string(),
  brand: z.string().nullable(),
  image_url: z.string().nullable(),
  price_cents: z.number().nullable(),
  price_range: z.object({ min_price: z.number(), max_price: z.number() }).nullable(),
  requested_qty: z.number(),
  purchased_qty: z.number(),
  /** requested − purchased (≥ 0); null for cash funds. */
  remaining: z.number().nullable(),
  most_wanted: z.boolean(),
  note: z.string(),
  collection_id: z.number().nullable(),
  position: z.number(),
  created_at: z.string(),
  product_id: z.number().nullable(),
  sku_id: z.number().nullable(),
  product_slug: z.string().nullable(),
  product_path: z.string().nullable(),
  category_key: z.string().nullable(),
  in_stock: z.boolean(),
  cash_fund: z
    .object({
      fund_type: fundType,
      goal_cents: z.number().nullable(),
      /** What was raised: the sum of every contribution (guests see it; the amounts of each only in the couple's tracker). */
      contributed_cents: z.number(),
      /** How many contributions there are. */
      contribution_count: z.number(),
      /** The newest contributions (at most FUND_CONTRIBUTIONS_SHOWN): who gave and their message, never how much. */
      contributions: z.array(fundContribution),
    })
    .nullable(),
  external: z.object({ store_name: z.string(), url: z.string() }).nullable(),
  /**
   * Guests can each pay part of it (src/contracts/groupGifts.ts); null when they cannot. Every answer
   * carries it (optional here only so that older fixtures still type-check).
   */
  group_gift: itemGroupGift.nullable().optional(),
  /** The couple's group gifting switch for a gift from our shop: true, false, or null (the price rule decides). Always sent. */
  group_gift_setting: z.boolean().nullable().optional(),
  is_available: z.boolean(),
  /**
   * When a gift bought today arrives (src/contracts/deliveryEstimate.ts): on registryCollection/search
   * answers, null for cash funds and gifts from other stores. Absent on the other answers.
   */
  delivery: z.object({ arrives_by: z.string(), before_wedding: z.boolean().nullable(), label: z.string() }).nullable().optional(),
});
export type RegistryItem = z.infer<typeof registryItem>;

/** GET /registry/public/{slug}/items/{id}: a gift as its product page shows it in the registry's context. */
export const registryGiftAnswer = z.object({ registry: registryHeader, item: registryItem });
export type RegistryGiftAnswer = z.infer<typeof registryGiftAnswer>;
/** A gift asked for on a registry it is not on (the gift's page, or POST /cart/item with registryKey). */
export const GIFT_NOT_ON_REGISTRY_MESSAGE = 'That gift is not on this registry.';
export const giftParams = z.object({ slug: slug(120, 'must be a registry key'), id: idParam() });

export { REGISTRY_DUPLICATE_CODE };
/** registryCollection/add's 409 body: the gift already on the registry, so the couple can raise its quantity instead. */
export const registryDuplicateError = z.object({
  message: z.string(),
  code: z.literal(REGISTRY_DUPLICATE_CODE),
  existing: z.object({ id: z.number(), title: z.string(), requested_qty: z.number(), purchased_qty: z.number() }),
});
export type RegistryDuplicateError = z.infer<typeof registryDuplicateError>;
export type RegistryDuplicate = RegistryDuplicateError['existing'];
/** The duplicate answer's message (the SPA asks its own question with the numbers). */
export const duplicateMessage = (requested: number) => `Already on your registry (requested ${requested}).`;
/** Adding a cash fund or an outside gift, and changing an item, answer the item. */
export const itemAnswer = z.object({ item: registryItem });
export type ItemAnswer = z.infer<typeof itemAnswer>;
/** PUT /registry/items/{id}/group-gift: the item, and the contributions switching it off refunded. */
export const groupGiftSwitchAnswer = itemAnswer.extend({ refunded: refundSummary });
export type GroupGiftSwitchAnswer = z.infer<typeof groupGiftSwitchAnswer>;
/** DELETE /registry/items/{id}. */
export const itemDeletedAnswer = z.object({
  id: z.number(),
  deleted: z.literal(true),
  /** A group gift being funded: the contributions its removal refunded. */
  refunded: refundSummary.optional(),
});
export type ItemDeletedAnswer = z.infer<typeof itemDeletedAnswer>;

export const registryCollection = z.object({ id: z.number(), name: z.string(), position: z.number(), item_count: z.number() });
export type RegistryCollection = z.infer<typeof registryCollection>;
/** GET /registry/collections. */
export const collectionsAnswer = z.object({ collections: z.array(registryCollection), uncollected_count: z.number() });
export type CollectionsAnswer = z.infer<typeof collectionsAnswer>;
/** POST and PUT /registry/collections[/{id}]. */
export const collectionAnswer = z.object({ collection: registryCollection });
export type CollectionAnswer = z.infer<typeof collectionAnswer>;
/** PUT /registry/collections/order. */
export const collectionOrderAnswer = z.object({ collections: z.array(registryCollection) });
export type CollectionOrderAnswer = z.infer<typeof collectionOrderAnswer>;
/** DELETE /registry/collections/{id}: its items stay, uncollected. */
export const collectionDeletedAnswer = z.object({ id: z.number(), deleted: z.literal(true), uncollected_item_count: z.number() });
export type CollectionDeletedAnswer = z.infer<typeof collectionDeletedAnswer>;

/** POST /registry/publish. */
export const publishAnswer = z.object({ registry_key: z.string(), is_published: z.boolean() });
export type PublishAnswer = z.infer<typeof publishAnswer>;

/** The couple's shipping address (GET and PUT /registry/shipping-address). */
export const registryAddress = z.object({
  name: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state_province_region: z.string(),
  postal_code: z.string(),
  country: z.literal('US'),
});
export type RegistryAddress = z.infer<typeof registryAddress>;
export const shippingAddressAnswer = z.object({ address: registryAddress.nullable() });
export type ShippingAddressAnswer = z.infer<typeof shippingAddressAnswer>;
/** PUT also names the gifts already on the registry that cannot ship to the new state. */
export const shippingAddressSetAnswer = shippingAddressAnswer.extend({
  restricted_items: z.array(z.object({ id: z.number(), title: z.string() })),
});
export type ShippingAddressSetAnswer = z.infer<typeof shippingAddressSetAnswer>;

export const facet = z.object({
  type: z.enum(FILTER_TYPES),
  values: z.array(z.object({ value: z.string(), label: z.string(), count: z.number() })),
});
export type Facet = z.infer<typeof facet>;

export const registryGroup = z.object({ collection_id: z.number().nullable(), name: z.string(), items: z.array(registryItem) });
export type RegistryGroup = z.infer<typeof registryGroup>;

/** POST /registryCollection/search. */
export const registrySearchAnswer = z.object({
  registry: registryHeader,
  viewer: z.object({ is_owner: z.boolean(), can_edit: z.boolean() }),
  summary: registrySummary.nullable(),
  collections: z.array(registryCollection),
  uncollected_count: z.number(),
  facets: z.array(facet),
  filters: z.array(z.object({ type: z.enum(FILTER_TYPES), values: z.array(z.string()) })),
  sort: z.enum(SORTS),
  total: z.number(),
  page: z.number(),
  /** Null when every matching gift was asked for (no page_size). */
  page_size: z.number().nullable(),
  page_count: z.number(),
  items: z.array(registryItem).nullable(),
  groups: z.array(registryGroup).nullable(),
});
export type RegistrySearchAnswer = z.infer<typeof registrySearchAnswer>;

/** GET /registry/find (Find a couple). */
export const foundRegistry = z.object({
  registry_key: z.string(),
  owner_first_name: z.string(),
  owner_last_name: z.string(),
  partner_first_name: z.string(),
  partner_last_name: z.string(),
  wedding_date: z.string().nullable(),
  is_past_wedding_date: z.boolean(),
  registry_path: z.string(),
  /** Null when the couple hide their date and location (registry settings). */
  location: z.string().nullable(),
  couple_photo: couplePhoto.nullable(),
});
export type FoundRegistry = z.infer<typeof foundRegistry>;
export const findCoupleAnswer = z.object({
  registries: z.array(foundRegistry),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
  page_count: z.number(),
});
export type FindCoupleAnswer = z.infer<typeof findCoupleAnswer>;

/** GET /registry/quick-add-packs; on_registry and can_ship are null for a guest. */
export const quickAddPackItem = z.object({
  id: z.number(),
  kind: z.enum(['PRODUCT', 'CASH_FUND']),
  product_id: z.number().nullable(),
  sku_id: z.number().nullable(),
  product_path: z.string().nullable(),
  title: z.string(),
  brand: z.string().nullable(),
  image_url: z.string().nullable(),
  price_cents: z.number().nullable(),
  quantity: z.number(),
  cash_fund: z.object({ fund_type: fundType, goal_cents: z.number().nullable() }).nullable(),
  on_registry: z.boolean().nullable(),
  can_ship: z.boolean().nullable(),
});
export type QuickAddPackItem = z.infer<typeof quickAddPackItem>;
export const quickAddPack = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  total_cents: z.number(),
  items: z.array(quickAddPackItem),
});
export type QuickAddPack = z.infer<typeof quickAddPack>;
export const quickAddPacksAnswer = z.object({ packs: z.array(quickAddPack) });
export type QuickAddPacksAnswer = z.infer<typeof quickAddPacksAnswer>;

export const SKIP_REASONS = ['ALREADY_ON_REGISTRY', 'CANNOT_SHIP_TO_HAWAII_ALASKA', 'OUT_OF_STOCK'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];
/** POST /registry/quick-add-packs/{id}/add: what was added, and what was skipped and why. */
export const quickAddAnswer = z.object({
  added: z.array(registryItem),
  skipped: z.array(z.object({ pack_item_id: z.number(), title: z.string(), reason: z.enum(SKIP_REASONS), message: z.string() })),
});
export type QuickAddAnswer = z.infer<typeof quickAddAnswer>;

/**
 * Exchange for credit (issue 26), for a gift bought through checkout: AVAILABLE while its order line
 * has not started on its way, EXCHANGED once it became store credit, UNAVAILABLE otherwise.
 * `credit_cents` is what the exchange gives (or gave).
 */
export const creditExchange = z.object({
  status: z.enum(['AVAILABLE', 'EXCHANGED', 'UNAVAILABLE']),
  credit_cents: z.number(),
});
export type CreditExchange = z.infer<typeof creditExchange>;

/** A gift received (the gift tracker). */
export const gift = z.object({
  id: z.number(),
  giver_name: z.string(),
  giver_email: z.string().nullable(),
  received_at: z.string(),
  description: z.string().nullable(),
  quantity: z.number(),
  amount_cents: z.number(),
  message: z.string().nullable(),
  thank_you_sent: z.boolean(),
  order_id: z.number().nullable(),
  /** A guest bought it at another store and marked it here (no order of ours). */
  bought_elsewhere: z.boolean(),
  item: z.object({ id: z.number(), kind: itemKind, title: z.string(), image_url: z.string().nullable() }).nullable(),
  /** Where a gift bought through checkout is on its way (contracts/fulfilment.ts); null when it was bought elsewhere. */
  fulfilment_status: fulfilmentStatus.nullable(),
  /** The parcel it left in, once shipped: its packing slip is GET /registry/shipments/{id}/packing-slip. */
  shipment: z.object({ id: z.number(), carrier: z.string(), tracking_number: z.string(), delivered_at: z.string().nullable() }).nullable(),
  /** The giver's mailing address, when they gave one at checkout (for thank-you notes), on one line. */
  giver_address: z.string().nullable(),
  /** Only on a product gift bought through checkout. */
  credit_exchange: creditExchange.optional(),
});
export type Gift = z.infer<typeof gift>;
/** GET /registry/gift-tracker: gifts, newest first, with totals over all of them. */
export const giftTrackerAnswer = z.object({
  gifts: z.array(gift),
  totals: z.object({ gift_count: z.number(), amount_cents: z.number(), thank_you_pending: z.number() }),
});
export type GiftTrackerAnswer = z.infer<typeof giftTrackerAnswer>;
/** PUT /registry/gift-tracker/{id}. */
export const giftAnswer = z.object({ gift });
export type GiftAnswer = z.infer<typeof giftAnswer>;

/** GET /registry/checklist. */
export const checklistCategory = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  suggested_count: z.number(),
  /** All the couple's items in the category. */
  added_count: z.number(),
  /** What counts toward the checklist: min(added, suggested) (src/contracts/registryChecklist.ts). */
  counted_count: z.number(),
  /** counted ÷ suggested, whole percent rounded down. */
  percent: z.number(),
  complete: z.boolean(),
  shop_path: z.string(),
});
export type ChecklistCategory = z.infer<typeof checklistCategory>;
export const checklistAnswer = z.object({
  categories: z.array(checklistCategory),
  /** The sums of the categories' counted_count and suggested_count; percent_complete is their ratio, rounded down. */
  counted_total: z.number(),
  suggested_total: z.number(),
  percent_complete: z.number(),
});
export type ChecklistAnswer = z.infer<typeof checklistAnswer>;
