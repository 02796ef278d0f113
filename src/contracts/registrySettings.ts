import { z } from 'zod';
import { type shippingAddressBody } from './registry';
import { REGISTRY_MOVED_CODE, REGISTRY_MOVED_MESSAGE } from './registryCodes';

/**
 * The couple's registry settings (issue 25; server/API.md "Registry settings and the couple
 * photo"): the URL key, who can find the registry, the welcome note, the couple photo and the
 * shipping address. Field names are the API's (snake_case).
 */

// ---------------------------------------------------------------------------------------------
// URL key (registries.slug, the registry_key of spec §7)

export const URL_KEY_MIN = 3;
export const URL_KEY_MAX = 50;
/** An old key answers a permanent redirect to the new one this long after a change. */
export const URL_KEY_REDIRECT_MONTHS = 12;

/**
 * Keys that name the SPA's own /registry/... pages: a registry called 'settings' would be hidden
 * behind the settings page.
 */
export const RESERVED_URL_KEYS: ReadonlySet<string> = new Set([
  'settings',
  'add-gifts',
  'shop',
  'checklist',
  'gift-tracker',
  'quick-add-packs',
  'find',
  'public',
  'new',
  'search',
  'admin',
  'api',
  'media',
  'registry',
  'my-registry',
  'account',
  'help',
]);

export const URL_KEY_INVALID_MESSAGE = `Use ${URL_KEY_MIN} to ${URL_KEY_MAX} lower-case letters, numbers and hyphens, starting and ending with a letter or number.`;
export const URL_KEY_RESERVED_MESSAGE = 'That web address is reserved. Please choose another.';
export const URL_KEY_TAKEN_MESSAGE = 'That web address is taken. Please choose another.';

/** Why a key cannot be a registry's URL key (its form only; whether it is taken is the server's to say), or null. */
export function urlKeyProblem(key: string): string | null {
  if (key.length < URL_KEY_MIN || key.length > URL_KEY_MAX) return URL_KEY_INVALID_MESSAGE;
  if (!/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(key) || key.includes('--')) return URL_KEY_INVALID_MESSAGE;
  if (RESERVED_URL_KEYS.has(key)) return URL_KEY_RESERVED_MESSAGE;
  return null;
}

/** What a person typed, as a key: trimmed and lower-cased (spaces are not turned into hyphens: they are refused). */
export const normaliseUrlKey = (typed: string): string => typed.trim().toLowerCase();

export const urlKey = z
  .string({ message: URL_KEY_INVALID_MESSAGE })
  .max(200, URL_KEY_INVALID_MESSAGE)
  .transform(normaliseUrlKey)
  .superRefine((key, ctx) => {
    const problem = urlKeyProblem(key);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const urlKeyAvailableQuery = z.object({
  key: z.string({ message: 'Enter a web address to check.' }).max(200, URL_KEY_INVALID_MESSAGE),
});
export const urlKeyAvailability = z.object({
  key: z.string(),
  available: z.boolean(),
  /** Why not (invalid, reserved, taken); null when available. */
  message: z.string().nullable(),
});
export type UrlKeyAvailability = z.infer<typeof urlKeyAvailability>;

// ---------------------------------------------------------------------------------------------
// settings

export const REGISTRY_VISIBILITIES = ['PUBLIC', 'LINK_ONLY', 'PRIVATE'] as const;
export type RegistryVisibility = (typeof REGISTRY_VISIBILITIES)[number];
export const VISIBILITY_LABELS: Record<RegistryVisibility, { label: string; hint: string }> = {
  PUBLIC: { label: 'Public', hint: 'Anyone can find your registry in Find a couple.' },
  LINK_ONLY: {
    label: 'Only people with the link',
    hint: 'Your registry is not listed in Find a couple; anyone with its link can open it.',
  },
  PRIVATE: { label: 'Private', hint: 'Only the two of you can see your registry.' },
};

export const WELCOME_NOTE_MAX = 500;

export const couplePhoto = z.object({
  id: z.string(),
  width: z.number(),
  height: z.number(),
  /** The 640-wide webp: an `<img src>`. */
  url: z.string(),
  src_set: z.string(),
  jpeg_src_set: z.string(),
});
export type CouplePhoto = z.infer<typeof couplePhoto>;

/** GET and PUT /registry/settings. */
export const registrySettings = z.object({
  registry_id: z.number(),
  registry_key: z.string(),
  registry_path: z.string(),
  visibility: z.enum(REGISTRY_VISIBILITIES),
  hide_date_and_location: z.boolean(),
  welcome_note: z.string(),
  couple_photo: couplePhoto.nullable(),
  /** Old keys still redirecting here, newest first. */
  redirects: z.array(z.object({ registry_key: z.string(), expires_at: z.string() })),
  version: z.number(),
});
export type RegistrySettings = z.infer<typeof registrySettings>;

/** PUT /registry/settings: any of the fields (at least one); what is left out stays as it is. */
export const registrySettingsBody = z
  .object({
    registry_key: urlKey.optional(),
    visibility: z.enum(REGISTRY_VISIBILITIES, { message: 'Choose who can see your registry.' }).optional(),
    hide_date_and_location: z.boolean({ message: 'must be true or false' }).optional(),
    welcome_note: z
      .string({ message: 'must be text' })
      .trim()
      .max(WELCOME_NOTE_MAX, `Welcome notes can be at most ${WELCOME_NOTE_MAX} characters.`)
      .optional(),
  })
  .strict()
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Change at least one setting.');
export type RegistrySettingsBody = z.input<typeof registrySettingsBody>;

/** Spec §5's counter for a text with a maximum: 'n/max', and 'You are N characters over maximum.' past it. */
export function characterCount(value: string, max: number): { counter: string; over: number; message: string | null } {
  // UTF-16 units, as the server's `.max()` counts (an emoji is 2): the counter never passes what is refused.
  const n = value.length;
  const over = Math.max(0, n - max);
  return { counter: `${n}/${max}`, over, message: over > 0 ? `You are ${over} characters over maximum.` : null };
}

// ---------------------------------------------------------------------------------------------
// shipping address (GET/PUT /registry/shipping-address)

// The body is the registry contract's (src/contracts/registry.ts); the settings page's form sends it.
export { shippingAddressBody, type ShippingAddressBody } from './registry';
export type ShippingAddressInput = z.input<typeof shippingAddressBody>;

export const shippingAddressView = z.object({
  name: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state_province_region: z.string(),
  postal_code: z.string(),
  country: z.literal('US'),
});
export type ShippingAddressView = z.infer<typeof shippingAddressView>;
export const shippingAddressAnswer = z.object({
  address: shippingAddressView.nullable(),
  /** PUT only: gifts already on the registry that cannot ship to the new state (spec §5). */
  restricted_items: z.array(z.object({ id: z.number(), title: z.string() })).optional(),
});
export type ShippingAddressAnswer = z.infer<typeof shippingAddressAnswer>;

export { REGISTRY_MOVED_CODE, REGISTRY_MOVED_MESSAGE };
