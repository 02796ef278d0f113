import { z } from 'zod';

/** PUT /web-api/v1/privacy/preferences. */
export const privacyBody = z.object({
  do_not_sell_or_share: z.boolean('must be true or false'),
});
export type PrivacyBody = z.output<typeof privacyBody>;
