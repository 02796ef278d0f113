import { z } from 'zod';
import { email, idParam, slug, text } from './inputs';
import { registryItem } from './registry';
import { MARK_MESSAGES } from './outsideGiftMessages';

/**
 * Gifts from other stores (issue 26), across the wire (server/API.md "Gifts from other stores"):
 * a guest marks one as bought there, and a couple imports one's details from its web address.
 */

// ---------------------------------------------------------------------------------------------
// A guest marks an outside gift as purchased

export { MARK_MESSAGES };

export const markPurchaseParams = z.object({
  slug: slug(120, 'must be a registry key'),
  id: idParam('must be a gift id'),
});

export const markPurchaseBody = z.object({
  quantity: z
    .number({ message: MARK_MESSAGES.quantity })
    .int(MARK_MESSAGES.quantity)
    .min(1, MARK_MESSAGES.quantity)
    .max(99, MARK_MESSAGES.quantity),
  giver_name: text(100, { type: MARK_MESSAGES.giverName, tooLong: MARK_MESSAGES.giverNameTooLong }).min(1, MARK_MESSAGES.giverName),
  message: text(500, { tooLong: MARK_MESSAGES.message }).default(''),
  /** For the couple's thank-you note; empty or absent: none. */
  giver_email: z
    .union([z.literal(''), email(MARK_MESSAGES.email)])
    .optional()
    .transform((v) => (v ? v.toLowerCase() : null)),
});
export type MarkPurchaseBody = z.infer<typeof markPurchaseBody>;
export type MarkPurchaseInput = z.input<typeof markPurchaseBody>;

/** POST /registry/public/{slug}/items/{id}/purchases: the gift as guests now see it, and what was recorded. */
export const markPurchaseAnswer = z.object({
  item: registryItem,
  purchase: z.object({ id: z.number(), quantity: z.number(), giver_name: z.string(), received_at: z.string() }),
});
export type MarkPurchaseAnswer = z.infer<typeof markPurchaseAnswer>;

/** The server's refusals a guest may meet (409s carry `remaining`). */
export const MARK_ERROR_CODES = {
  notOutside: 'outside_gifts.not_outside',
  overRemaining: 'outside_gifts.over_remaining',
  ownRegistry: 'outside_gifts.own_registry',
} as const;

// ---------------------------------------------------------------------------------------------
// A couple imports an outside gift's details from its web address

/** What the SPA shows, in words, whenever the page could not be read (whatever the reason). */
export const IMPORT_FAILED_MESSAGE = "We couldn't read that page. Fill in the details yourself.";

const URL_MESSAGE = "Enter the gift's web address, starting with http:// or https://.";
export const importProductBody = z.object({
  url: text(2000, { type: URL_MESSAGE, tooLong: 'Web addresses can be at most 2000 characters.' }).refine((v) => {
    try {
      const url = new URL(v);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, URL_MESSAGE),
});
export type ImportProductBody = z.infer<typeof importProductBody>;

/**
 * POST /registryCollection/external-product/import. Each field is null when the page did not say;
 * `image_url` is our own copy (`/media/images/{image_id}/640.webp`), never the store's address;
 * `brand` is read only while flag giftImportBrandExtraction is on (null otherwise).
 */
export const importedProduct = z.object({
  url: z.string(),
  title: z.string().nullable(),
  price_cents: z.number().nullable(),
  image_id: z.string().nullable(),
  image_url: z.string().nullable(),
  brand: z.string().nullable(),
  store_name: z.string(),
});
export type ImportedProduct = z.infer<typeof importedProduct>;
export const importProductAnswer = z.object({ product: importedProduct });
export type ImportProductAnswer = z.infer<typeof importProductAnswer>;
