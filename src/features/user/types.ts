/** Spec §3 'User context'. */
export interface UserRoleAccountWedding {
  role: 'OWNER' | 'PARTNER';
  slug: string;
  wedding_date: string | null;
  owner_first_name: string;
  owner_last_name: string;
  partner_first_name: string;
  partner_last_name: string;
}

export interface UserContext {
  email: string | null;
  is_guest: boolean;
  is_spoof: boolean;
  first_name: string | null;
  last_name: string | null;
  has_registry: boolean;
  credit_balance_cents: number;
  user_role_account_weddings: UserRoleAccountWedding[];
  /** Experiment name → variation_key (spec §3, §4). */
  user_experiments: Record<string, string>;
}

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
