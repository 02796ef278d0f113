import { inferBusinessUnit, type PageFlags } from './businessUnit';
import { invitesPaperPath } from './registryMenu';

/** Spec §2 primary item identifiers ('more' is the row's overflow menu, OverflowNavList). */
export type PrimaryIdentifier =
  | 'yourWedding'
  | 'checklist'
  | 'honeymoons'
  | 'registry'
  | 'vendors'
  | 'weddingBoutique'
  | 'invites'
  | 'website'
  | 'guestList'
  | 'favorites'
  | 'advice'
  | 'help'
  | 'seating'
  | 'budget'
  | 'albums'
  | 'community'
  | 'account';

export interface PrimaryItem {
  identifier: PrimaryIdentifier;
  title: string;
  path: string;
}

/**
 * Which menu the level below the primary row shows (spec §2 'three levels'): the registry top
 * menu under the registry business unit, the wedding boutique's own nav for the wedding shop, the
 * vendor categories for the marketplace.
 */
export type NavSection = 'registry' | 'boutique' | 'marketplace';

/** The primary items: guests get the pre-sign-in set, signed-in couples their planning tools (spec §6). */
export function primaryItems({ isGuest, vendorsPath }: { isGuest: boolean; vendorsPath: string }): PrimaryItem[] {
  const shared: PrimaryItem[] = [
    { identifier: 'vendors', title: 'Vendors', path: vendorsPath },
    { identifier: 'weddingBoutique', title: 'Wedding Shop', path: '/shop/category/wedding-shop' },
    { identifier: 'invites', title: 'Invites & Paper', path: invitesPaperPath(isGuest) },
  ];
  if (isGuest) {
    return [
      { identifier: 'registry', title: 'Registry', path: '/wedding-registry' },
      ...shared,
      { identifier: 'website', title: 'Wedding Website', path: '/wedding-planning/website' },
      { identifier: 'advice', title: 'Advice', path: '/expert-advice' },
      { identifier: 'help', title: 'Help', path: '/faq' },
    ];
  }
  // Spec §2 every primary item for a signed-in couple, in the order they plan; the row shows what
  // fits and the rest are under More (issue 25).
  const [vendors, boutique, invites] = shared as [PrimaryItem, PrimaryItem, PrimaryItem];
  return [
    { identifier: 'yourWedding', title: 'Your Wedding', path: '/wedding-planning/dashboard' },
    vendors,
    { identifier: 'registry', title: 'Registry', path: '/my-registry' },
    { identifier: 'website', title: 'Website', path: '/wedding-planning/website' },
    { identifier: 'guestList', title: 'Guests', path: '/wedding-planning/guests' },
    invites,
    boutique,
    { identifier: 'checklist', title: 'Checklist', path: '/wedding-planning/checklist' },
    { identifier: 'budget', title: 'Budget', path: '/wedding-budget' },
    { identifier: 'seating', title: 'Seating', path: '/wedding-planning/seating-chart' },
    { identifier: 'honeymoons', title: 'Honeymoons', path: '/shop/honeymoon-cash-funds' },
    { identifier: 'albums', title: 'Albums', path: '/wedding-albums' },
    { identifier: 'favorites', title: 'Favorites', path: '/wedding-vendors/favorites' },
    { identifier: 'advice', title: 'Advice', path: '/expert-advice' },
    { identifier: 'community', title: 'Community', path: '/community' },
    { identifier: 'help', title: 'Help', path: '/faq' },
    { identifier: 'account', title: 'Account', path: '/account/settings/info' },
  ];
}

const within = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** Pages that belong to no product area: no primary item is active there. */
const NEUTRAL = [
  '/about',
  '/privacy',
  '/privacy-center',
  '/terms',
  '/webaccessibility',
  '/order-status',
  '/returns',
  '/search/wedding-registry',
];

/**
 * The active primary item for a path: the business unit (spec §1) decides, refined where one unit
 * holds several primary items. `boutiquePaths` are the wedding boutique's category pages.
 */
export function activePrimaryItem(
  pathname: string,
  boutiquePaths: ReadonlySet<string> = new Set(),
  flags: PageFlags = {},
): PrimaryIdentifier | null {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  if (within(path, '/wedding-vendors/favorites')) return 'favorites';
  if (['/wedding-planning/dashboard', '/wedding-planning/your-wedding', '/wedding/setup'].some((p) => within(path, p)))
    return 'yourWedding';
  if (within(path, '/wedding-planning/checklist')) return 'checklist';
  if (within(path, '/shop/honeymoon-cash-funds')) return 'honeymoons';
  if (within(path, '/shop/category/wedding-shop') || boutiquePaths.has(path)) return 'weddingBoutique';
  if (within(path, '/expert-advice')) return 'advice';
  if (['/faq', '/contact-us', '/advisor'].some((p) => within(path, p))) return 'help';
  if (within(path, '/account')) return 'account';
  if (within(path, '/wedding-planning/website')) return 'website';
  if (within(path, '/wedding-planning/guests')) return 'guestList';
  if (NEUTRAL.some((p) => within(path, p))) return null;
  switch (inferBusinessUnit(path, flags)) {
    case 'MARKETPLACE':
    case 'MARKETPLACE_VENDORS':
      return 'vendors';
    case 'INVITATIONS':
    case 'DIGITAL_SAVE_THE_DATE':
      return 'invites';
    case 'SEATING_CHART':
      return 'seating';
    case 'BUDGET_TOOL':
      return 'budget';
    case 'PHOTOBOOK':
      return 'albums';
    case 'COMMUNITY':
      return 'community';
    case 'WEDDING_REGISTRY':
    case 'STORE':
      return 'registry';
    default:
      return null;
  }
}

/** The section whose menu the lower level shows; the registry's by default (the default business unit). */
export function navSection(active: PrimaryIdentifier | null): NavSection {
  if (active === 'weddingBoutique') return 'boutique';
  if (active === 'vendors' || active === 'favorites') return 'marketplace';
  return 'registry';
}
