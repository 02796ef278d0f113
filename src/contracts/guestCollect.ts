import { z } from 'zod';
import { isEmail, isPhone, MESSAGES, NAME_MAX } from './guests';
import { text } from './inputs';

/**
 * Address collection (issue 27): the wedding's shareable link, where a guest without an account
 * finds their household by their name (or adds one, when the couple allows it) and fills in the
 * household's mailing address, email and phone. The page is /wedding-planning/guests/collect/{token};
 * the API is /web-api/v2/guest-collect/{token}/… for the guest and
 * /web-api/v2/wedding/guests/collection-link… for the couple (server/API.md "Guest list: import,
 * export, labels and address collection"). Addresses are checked by mailingAddress.ts.
 */

export const COLLECT_PAGE_PREFIX = '/wedding-planning/guests/collect/';
export const collectPagePath = (token: string, householdKey?: string | null) =>
  `${COLLECT_PAGE_PREFIX}${token}${householdKey ? `?household=${encodeURIComponent(householdKey)}` : ''}`;

export const COLLECT_MESSAGES = {
  linkOff: 'This address link is not active. Please ask the couple for their current link.',
  notFound:
    'We could not find that name on the guest list. Check the spelling (as it would be on your invitation), or ask the couple to add you.',
  notFoundMayAdd: 'We could not find that name on the guest list. Check the spelling, or add your household below.',
  ambiguous: 'More than one guest on the list has that name. Please ask the couple to send you your household’s own link.',
  householdGone: 'We could not find your household any more. Please find it again by your name.',
  newNotAllowed: 'The couple has not allowed new households on this link. Please ask them to add you.',
  alreadyListed: 'You are already on the guest list. Find your household by your name instead.',
  firstName: 'Enter your first name.',
  lastName: 'Enter your last name.',
  saved: 'Your address is saved. The couple will see it on their guest list.',
  // The couple's side: a household's own link needs the wedding's link, turned on.
  turnLinkOn: 'Turn on your address link first (under Import, export & addresses), then copy a household’s own link.',
  linkIsOff: 'Your address link is turned off, so a household’s link would not work. Turn it on under Import, export & addresses first.',
} as const;

/** A link token (the wedding's) or a household's key: 20 to 100 URL-safe characters. */
const tokenText = z.string({ message: COLLECT_MESSAGES.linkOff }).regex(/^[A-Za-z0-9_-]{20,100}$/, COLLECT_MESSAGES.linkOff);
export const collectTokenParams = z.object({ token: tokenText });
export const collectHouseholdParams = z.object({ token: tokenText, key: tokenText });

export const collectFindBody = z.object({
  first_name: text(NAME_MAX, { type: COLLECT_MESSAGES.firstName, tooLong: MESSAGES.nameTooLong }).min(1, COLLECT_MESSAGES.firstName),
  last_name: text(NAME_MAX, { type: COLLECT_MESSAGES.lastName, tooLong: MESSAGES.nameTooLong }).min(1, COLLECT_MESSAGES.lastName),
});
export type CollectFindBody = z.input<typeof collectFindBody>;

const addressPart = (max: number) => text(max, { tooLong: `must be at most ${max} characters` }).default('');
/** The form as typed: checkMailingAddress names each field's problem (400 with `fields`), or doubts a ZIP (422). */
export const collectAddressBody = z.object({
  address1: addressPart(120),
  address2: addressPart(120),
  city: addressPart(80),
  state_province: addressPart(80),
  postal_code: addressPart(20),
  /** A code or a name; empty is the United States. */
  country: addressPart(60),
  email: text(254, { tooLong: MESSAGES.email })
    .default('')
    .refine((v) => v === '' || isEmail(v), MESSAGES.email),
  phone: text(40, { tooLong: MESSAGES.phone })
    .default('')
    .refine((v) => v === '' || isPhone(v), MESSAGES.phone),
  /** Keep an address whose ZIP we doubt (the 422's "keep it as entered"). */
  keep_as_entered: z.boolean({ message: 'must be true or false' }).default(false),
});
export type CollectAddressBody = z.input<typeof collectAddressBody>;

/** A household added by a guest (when the couple allows it): their name, then the address form. */
export const collectNewHouseholdBody = collectAddressBody.extend(collectFindBody.shape);
export type CollectNewHouseholdBody = z.input<typeof collectNewHouseholdBody>;

// Answers

/** GET /guest-collect/{token}: whose link it is. */
export const collectLinkInfo = z.object({
  couple_names: z.string(),
  wedding_date: z.string().nullable(),
  allow_new_households: z.boolean(),
});
export type CollectLinkInfo = z.infer<typeof collectLinkInfo>;

/** The household a guest found (by name, or by its own key): its name only, never its people or address. */
export const collectHousehold = z.object({
  key: z.string(),
  display_name: z.string(),
  /** Whether an address is on file (not what it is). */
  has_address: z.boolean(),
});
export type CollectHousehold = z.infer<typeof collectHousehold>;
export const collectHouseholdAnswer = z.object({ household: collectHousehold });
export type CollectHouseholdAnswer = z.infer<typeof collectHouseholdAnswer>;

/** A save: the address as it will be printed, so the guest can check it. */
export const collectSaved = z.object({
  household: collectHousehold,
  address_lines: z.array(z.string()),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
});
export type CollectSaved = z.infer<typeof collectSaved>;

/** The 422 of a ZIP we doubt: shown, and the guest may keep the address as entered. */
export const ADDRESS_DOUBTFUL_CODE = 'address_doubtful';

/**
 * GET /wedding/guests/households/{id}/collect-link: the household's own link (the page's path, with
 * the household's key), so a guest whose name is not unique on the list goes straight to their
 * household; or, while the wedding's link is missing or off, no path and why (the household dialog
 * asks for it on opening, so that state is an answer, not an error).
 */
export const householdCollectLink = z.object({ path: z.string().nullable(), message: z.string().nullable() });
export type HouseholdCollectLink = z.infer<typeof householdCollectLink>;

/** The couple's view of their link. */
export const collectionLinkView = z.object({
  enabled: z.boolean(),
  token: z.string(),
  path: z.string(),
  allow_new_households: z.boolean(),
  updated_at: z.string(),
});
export type CollectionLinkView = z.infer<typeof collectionLinkView>;
export const collectionLinkAnswer = z.object({ link: collectionLinkView.nullable() });
export type CollectionLinkAnswer = z.infer<typeof collectionLinkAnswer>;

/** PUT /wedding/guests/collection-link: turn it on or off, allow new households (creating the link the first time). */
export const collectionLinkBody = z
  .object({
    enabled: z.boolean({ message: 'must be true or false' }).optional(),
    allow_new_households: z.boolean({ message: 'must be true or false' }).optional(),
  })
  .strict()
  .refine((b) => b.enabled !== undefined || b.allow_new_households !== undefined, 'Change at least one setting.');
export type CollectionLinkBody = z.input<typeof collectionLinkBody>;

/** What guests changed through the link, newest first (the couple's audit). */
export const collectActivity = z.object({
  changes: z.array(
    z.object({
      id: z.number(),
      household_id: z.number(),
      household_name: z.string(),
      changes: z.array(
        z.object({
          field: z.string(),
          old: z.union([z.string(), z.number(), z.boolean(), z.null()]),
          new: z.union([z.string(), z.number(), z.boolean(), z.null()]),
        }),
      ),
      created_at: z.string(),
    }),
  ),
});
export type CollectActivity = z.infer<typeof collectActivity>;
