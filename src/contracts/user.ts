import { z } from 'zod';

/** Spec §3 'User context', exactly these fields (GET /website-nav/web-api/v1/user/context). */

export const userRoleAccountWedding = z.object({
  role: z.enum(['OWNER', 'PARTNER']),
  slug: z.string(),
  wedding_date: z.string().nullable(),
  /** The wedding's IANA time zone: "after the wedding" (contracts/wedding.ts isAfterWedding) follows its calendar. */
  time_zone: z.string(),
  owner_first_name: z.string(),
  owner_last_name: z.string(),
  partner_first_name: z.string(),
  partner_last_name: z.string(),
  /**
   * Beyond spec §3 (issue 25): the wedding's registry key, which the couple may change in their
   * registry settings (`slug` is the wedding's own and does not follow). Null without a registry.
   */
  registry_key: z.string().nullable().optional(),
});
export type UserRoleAccountWedding = z.infer<typeof userRoleAccountWedding>;

export const userContext = z.object({
  email: z.string().nullable(),
  is_guest: z.boolean(),
  is_spoof: z.boolean(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  has_registry: z.boolean(),
  credit_balance_cents: z.number(),
  user_role_account_weddings: z.array(userRoleAccountWedding),
  /** Experiment name → variation_key (spec §3, §4). */
  user_experiments: z.record(z.string(), z.string()),
});
export type UserContext = z.infer<typeof userContext>;
