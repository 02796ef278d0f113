import { z } from 'zod';

/** Privacy across the wire (server/API.md "Support and privacy"): GET/PUT /web-api/v1/privacy/preferences. */

/** PUT's body. */
export const privacyBody = z.object({
  do_not_sell_or_share: z.boolean('must be true or false'),
});
export type PrivacyBody = z.output<typeof privacyBody>;

/** Both answer the choice and where it is kept. */
export const privacyPreferences = z.object({
  do_not_sell_or_share: z.boolean(),
  /** On the account (signed in) or in this browser's cookie (guests). */
  saved_to: z.enum(['account', 'browser']),
});
export type PrivacyPreferences = z.infer<typeof privacyPreferences>;
