import { z } from 'zod';
import { CASH_FUND_TYPES } from '../../db/schema';
import { stateByCode } from '../../../src/lib/locations';

const id = z.coerce.number().int().positive();
export const idParams = z.object({ id });

const collectionId = z.number({ message: 'must be a collection id' }).int().positive();
const note = z.string().trim().max(500, 'Notes can be at most 500 characters.');

export const addItemBody = z.object({
  product_id: z.number().int().positive(),
  sku_id: z.number().int().positive(),
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
    values: z.array(z.string().min(1).max(60)).max(30, 'at most 30 values'),
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
  registry_key: z.string().trim().min(1, 'must name a registry').max(120),
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
  registry_object_id: z.number().int().positive(),
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

/**
 * The two request shapes of spec §7: by registry_key (the guest page) or by registry_object_id.
 * Chosen by which key is present so that a bad field gets its own message (a union would only say
 * that neither shape matched).
 */
export const searchBody = z.unknown().transform((raw, ctx): z.infer<typeof byKeyChecked> | z.infer<typeof byIdChecked> => {
  const useId = typeof raw === 'object' && raw !== null && 'registry_object_id' in raw && !('registry_key' in raw);
  const result = (useId ? byIdChecked : byKeyChecked).safeParse(raw);
  if (result.success) return result.data;
  for (const issue of result.error.issues) ctx.addIssue({ ...issue, code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});
export type SearchBody = z.infer<typeof searchBody>;

export const slugParams = z.object({ slug: z.string().min(1).max(120).regex(/^[a-z0-9-]+$/, 'must be a registry key') });

const namePart = z.string().trim().max(60, 'is too long').optional().transform((v) => (v ? v : undefined));
export const findQuery = z
  .object({
    first_name: namePart,
    last_name: namePart,
    month: z.coerce.number().int().min(1, 'must be 1 to 12').max(12, 'must be 1 to 12').optional(),
    year: z.coerce.number().int().min(1900, 'must be a year like 2027').max(2100, 'must be a year like 2027').optional(),
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(50).default(20),
  })
  .superRefine((q, ctx) => {
    if (!q.first_name && !q.last_name) ctx.addIssue({ code: 'custom', path: ['last_name'], message: 'Enter a first or last name to find a couple.' });
    if (q.month !== undefined && q.year === undefined) ctx.addIssue({ code: 'custom', path: ['year'], message: 'Choose a year to search by month.' });
  });
export type FindQuery = z.infer<typeof findQuery>;

// ---------------------------------------------------------------------------------------------
// add-cash, external-product

const imageUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => /^\/media\/[a-z0-9/._-]+$/i.test(v) || isHttpUrl(v, ['https:']), 'must be a /media/ path or an https address');

export const addCashBody = z.object({
  title: z.string({ message: 'Please give your fund a name.' }).trim().min(1, 'Please give your fund a name.').max(100, 'Fund names can be at most 100 characters.'),
  description: z.string().trim().max(500, 'Descriptions can be at most 500 characters.').default(''),
  fund_type: z.enum(CASH_FUND_TYPES, { message: 'Choose a fund type.' }),
  goal_cents: z.number({ message: 'The goal must be between $1 and $100,000.' }).int('The goal must be a whole number of cents.').min(100, 'The goal must be between $1 and $100,000.').max(10_000_000, 'The goal must be between $1 and $100,000.').nullable().optional(),
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
  url: z.string({ message: URL_MESSAGE }).trim().max(2000, 'Web addresses can be at most 2000 characters.').refine((v) => isHttpUrl(v), URL_MESSAGE),
  title: z.string({ message: 'Please give the gift a name.' }).trim().min(1, 'Please give the gift a name.').max(200, 'Gift names can be at most 200 characters.'),
  price_cents: z.number({ message: 'Enter a price between $0 and $100,000.' }).int('Enter the price in whole cents.').min(0, 'Enter a price between $0 and $100,000.').max(10_000_000, 'Enter a price between $0 and $100,000.'),
  quantity: z.number().int().min(1, 'Quantity must be at least 1').max(99, 'Quantity must be at most 99').default(1),
  image_url: z.string().trim().max(2000).refine((v) => isHttpUrl(v), 'must be an http or https address').optional(),
  store_name: z.string().trim().max(80, 'Store names can be at most 80 characters.').optional(),
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
    title: z.string().trim().min(1, 'Please give your fund a name.').max(100, 'Fund names can be at most 100 characters.').optional(),
    description: z.string().trim().max(500, 'Descriptions can be at most 500 characters.').optional(),
    goal_cents: z.number().int().min(100, 'The goal must be between $1 and $100,000.').max(10_000_000, 'The goal must be between $1 and $100,000.').nullable().optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, 'send at least one field to change');
export type UpdateItemBody = z.infer<typeof updateItemBody>;

const collectionName = z.string({ message: 'Please name the collection.' }).trim().min(1, 'Please name the collection.').max(60, 'Collection names can be at most 60 characters.');
export const collectionBody = z.object({ name: collectionName });
export const collectionOrderBody = z.object({ collection_ids: z.array(z.number().int().positive()).max(100) });

// ---------------------------------------------------------------------------------------------
// shipping address

export const shippingAddressBody = z.object({
  name: z.string({ message: 'Please enter the name to ship to.' }).trim().min(1, 'Please enter the name to ship to.').max(100, 'Names can be at most 100 characters.'),
  address1: z.string({ message: 'Please enter a street address.' }).trim().min(1, 'Please enter a street address.').max(100, 'Street addresses can be at most 100 characters.'),
  address2: z.string().trim().max(100, 'Address line 2 can be at most 100 characters.').optional().default(''),
  city: z.string({ message: 'Please enter a city.' }).trim().min(1, 'Please enter a city.').max(60, 'City names can be at most 60 characters.'),
  state_province_region: z
    .string({ message: 'Choose a US state or territory.' })
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v) => v.length === 2 && stateByCode(v) !== undefined, 'Choose a US state or territory.'),
  postal_code: z.string({ message: 'Enter a 5-digit ZIP code (or ZIP+4).' }).trim().regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code (or ZIP+4).'),
});
export type ShippingAddressBody = z.infer<typeof shippingAddressBody>;

// ---------------------------------------------------------------------------------------------
// quick-add packs, gift tracker

export const addPackBody = z.object({ collection_id: collectionId.optional() });
export const giftTrackerQuery = z.object({ thank_you: z.enum(['all', 'pending', 'sent'], { message: 'must be all, pending or sent' }).default('all') });
export const giftUpdateBody = z.object({ thank_you_sent: z.boolean({ message: 'must be true or false' }) });
