import { GUEST_CONTEXT, type UserContext } from '../../src/features/user/types';

type AccountWedding = UserContext['user_role_account_weddings'][number];

/**
 * The demo couple's user context as the SPA holds it once signed in: Alex Morgan, owner of Alex
 * & Jordan's wedding (in 2099 unless a test dates it), with a registry. `wedding` and `over`
 * change what a test needs.
 */
export function coupleContext(wedding: Partial<AccountWedding> = {}, over: Partial<UserContext> = {}): UserContext {
  return {
    ...GUEST_CONTEXT,
    is_guest: false,
    email: 'alex@confetti.test',
    first_name: 'Alex',
    last_name: 'Morgan',
    has_registry: true,
    user_role_account_weddings: [
      {
        role: 'OWNER',
        slug: 'alex-and-jordan',
        wedding_date: '2099-06-12',
        time_zone: 'America/New_York',
        owner_first_name: 'Alex',
        owner_last_name: 'Morgan',
        partner_first_name: 'Jordan',
        partner_last_name: 'Lee',
        ...wedding,
      },
    ],
    ...over,
  };
}
