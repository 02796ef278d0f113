import { z } from 'zod';
import { CASH_FUND_TYPES } from '../../db/schema';
import { id, idParam, intParam, money, slug, text } from '../../../src/contracts/inputs';

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

export const publishBody = z.object({ published: z.boolean() });

// ---------------------------------------------------------------------------------------------
// registryCollection/search

export const FILTER_TYPES = ['PRICE', 'CATEGORY', 'AVAILABILITY', 'STORE', 'TYPE'] as const;
export type FilterType = (typeof FILTER_TYPES)[number];
export const SORTS = ['FEATURED', 'PRICE_LOW_HIGH', 'PRICE_HIGH_LOW', 'NEWEST', 'MOST_WANTED'] as const;
export type Sort = (typeof SORTS)[number];

const PRICE_VALUE = /^(\d{1,9})-(\d{1,9})?$/;
const FIXED_VALUES: Partial<Record<FilterType, readonly string[]>> = {
  AVAILABILITY: ['AVAILABLE', 'PURCHASED'],
  STORE: ['CONFETTI', 'EXTERNAL'],
  TYPE: ['PRODUCT', 'CASH_FUND', 'EXTERNAL', 'GIFT_CARD'],
};

const filter = z
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

const filters = z.array(filter).max(10).default([]);

/** A page of gifts; without page_size the answer holds every matching gift (the couple's manage view). */
export const REGISTRY_MAX_PAGE_SIZE = 100;
const page = z.number({ message: 'must be a whole number' }).int('must be a whole number').min(1, 'must be 1 or more').max(10_000, 'is too large').optional();
const pageSize = z.number({ message: 'must be a whole number' }).int('must be a whole number').min(1, 'must be 1 or more').max(REGISTRY_MAX_PAGE_SIZE, `must be at most ${REGISTRY_MAX_PAGE_SIZE}`).optional();
const pagedRequest = (b: { page?: number; page_size?: number }, ctx: z.RefinementCtx) => {
  if (b.page !== undefined && b.page_size === undefined) ctx.addIssue({ code: 'custom', path: ['page_size'], message: 'page_size is needed to ask for a page' });
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
  { registry_key: 'alex-and-jordan', filters: [{ type: 'PRICE', values: ['0-5000'] }], sort: 'FEATURED', grouped_by_collection: true, page: 1, page_size: 20 },
  { registry_object_id: 1, filters: [{ type: 'AVAILABILITY', values: ['AVAILABLE'] }], preview_as_guest: true, page: 1, page_size: 20 },
];

/**
 * The two request shapes of spec §7: by registry_key (the guest page) or by registry_object_id.
 * Chosen by which key is present so that a bad field gets its own message (a union would only say
 * that neither shape matched).
 */
export const searchBody = z.unknown().meta({ examples: SEARCH_EXAMPLES }).transform((raw, ctx): z.infer<typeof byKeyChecked> | z.infer<typeof byIdChecked> => {
  const useId = typeof raw === 'object' && raw !== null && 'registry_object_id' in raw && !('registry_key' in raw);
  const result = (useId ? byIdChecked : byKeyChecked).safeParse(raw);
  if (result.success) return result.data;
  for (const issue of result.error.issues) ctx.addIssue({ ...issue, code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});
export type SearchBody = z.infer<typeof searchBody>;

export const slugParams = z.object({ slug: slug(120, 'must be a registry key') });

const namePart = text(60, { tooLong: 'is too long' }).optional().transform((v) => (v ? v : undefined));
const MONTH_MESSAGE = 'must be 1 to 12';
const YEAR_MESSAGE = 'must be a year like 2027';
export const findQuery = z
  .object({
    first_name: namePart,
    last_name: namePart,
    month: intParam(1, 12, { tooSmall: MONTH_MESSAGE, tooLarge: MONTH_MESSAGE }).optional(),
    year: intParam(1900, 2100, { tooSmall: YEAR_MESSAGE, tooLarge: YEAR_MESSAGE }).optional(),
    page: intParam(1, 10_000, { tooLarge: 'is too large' }).default(1),
    page_size: intParam(1, 50).default(20),
  })
  .superRefine((q, ctx) => {
    if (!q.first_name && !q.last_name) ctx.addIssue({ code: 'custom', path: ['last_name'], message: 'Enter a first or last name to find a couple.' });
    if (q.month !== undefined && q.year === undefined) ctx.addIssue({ code: 'custom', path: ['year'], message: 'Choose a year to search by month.' });
  });
export type FindQuery = z.infer<typeof findQuery>;

// ---------------------------------------------------------------------------------------------
// add-cash, external-product

const imageUrl = text(2000)
  .refine((v) => /^\/media\/[a-z0-9/._-]+$/i.test(v) || isHttpUrl(v, ['https:']), 'must be a /media/ path or an https address');

const fundTitle = text(100, { type: 'Please give your fund a name.', tooLong: 'Fund names can be at most 100 characters.' }).min(1, 'Please give your fund a name.');
const description = text(500, { tooLong: 'Descriptions can be at most 500 characters.' });
const GOAL_MESSAGE = 'The goal must be between $1 and $100,000.';
const goalCents = money(100, 10_000_000, GOAL_MESSAGE, 'The goal must be a whole number of cents.');

export const addCashBody = z.object({
  title: fundTitle,
  description: description.default(''),
  fund_type: z.enum(CASH_FUND_TYPES, { message: 'Choose a fund type.' }),
  goal_cents: goalCents.nullable().optional(),
  collection_id: collectionId.optional(),
  image_url: imageUrl.optional(),
});
export type AddCashBody = z.infer<typeof addCashBody>;

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
  title: text(200, { type: 'Please give the gift a name.', tooLong: 'Gift names can be at most 200 characters.' }).min(1, 'Please give the gift a name.'),
  price_cents: money(0, 10_000_000, 'Enter a price between $0 and $100,000.', 'Enter the price in whole cents.'),
  quantity: z.number().int().min(1, 'Quantity must be at least 1').max(99, 'Quantity must be at most 99').default(1),
  image_url: text(2000).refine((v) => isHttpUrl(v), 'must be an http or https address').optional(),
  store_name: text(80, { tooLong: 'Store names can be at most 80 characters.' }).optional(),
  note: note.optional(),
  collection_id: collectionId.optional(),
});
export type ExternalProductBody = z.infer<typeof externalProductBody>;

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

const collectionName = text(60, { type: 'Please name the collection.', tooLong: 'Collection names can be at most 60 characters.' }).min(1, 'Please name the collection.');
export const collectionBody = z.object({ name: collectionName });
export const collectionOrderBody = z.object({ collection_ids: z.array(collectionId).max(100) });

// ---------------------------------------------------------------------------------------------
// shipping address

// Declared once in src/contracts/registrySettings.ts (the settings page's form sends it).
export { shippingAddressBody, type ShippingAddressBody } from '../../../src/contracts/registrySettings';

// ---------------------------------------------------------------------------------------------
// quick-add packs, gift tracker

export const addPackBody = z.object({ collection_id: collectionId.optional() });
export const giftTrackerQuery = z.object({ thank_you: z.enum(['all', 'pending', 'sent'], { message: 'must be all, pending or sent' }).default('all') });
export const giftUpdateBody = z.object({ thank_you_sent: z.boolean({ message: 'must be true or false' }) });
