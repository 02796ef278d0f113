import type { UserContext } from '../../contracts/user';

/** Spec §3 'User context': declared once, in src/contracts/user.ts. */
export type { UserContext, UserRoleAccountWedding } from '../../contracts/user';

export const GUEST_CONTEXT: UserContext = {
  email: null,
  is_guest: true,
  is_spoof: false,
  first_name: null,
  last_name: null,
  has_registry: false,
  credit_balance_cents: 0,
  user_role_account_weddings: [],
  user_experiments: {},
};
