export interface NavLinkItem {
  id: string;
  title: string;
  path: string;
}

/** Spec §2 registry secondary items; after the wedding date 'Add gifts' becomes 'Shop'. */
export function registrySecondaryItems(afterWedding: boolean): NavLinkItem[] {
  return [
    afterWedding
      ? { id: 'shop', title: 'Shop', path: '/registry/shop' }
      : { id: 'addGifts', title: 'Add gifts', path: '/registry/add-gifts' },
    { id: 'manageRegistry', title: 'Manage registry', path: '/my-registry' },
    { id: 'checklist', title: 'Checklist', path: '/registry/checklist' },
    { id: 'giftTracker', title: 'Gift tracker', path: '/registry/gift-tracker' },
  ];
}

/** Spec §2: the brand menu shows the first 7 brands. */
export const BRAND_MENU_LIMIT = 7;
export const firstBrands = <T>(brands: T[]): T[] => brands.slice(0, BRAND_MENU_LIMIT);

/** Spec §2 boutique nav: Invites & Paper goes to /universal for guests. */
export const invitesPaperPath = (isGuest: boolean) => (isGuest ? '/universal' : '/wedding-planning/paper');

/** Spec §2 registry utility menu: Preview as guest. */
export const previewPath = (slug: string) => `/registry/${encodeURIComponent(slug)}?preview=true`;

/** The registry's settings page (issue 25: the registry row's "Settings" opens it, not account settings). */
export const REGISTRY_SETTINGS_PATH = '/registry/settings';

/**
 * Spec §6: a signed-in user with a registry (has_registry) gets a quick-links menu: manage the
 * registry, add gifts (the shop after the wedding), the gift tracker, the guest preview, settings.
 */
export function registryQuickLinks(slug: string, afterWedding: boolean): NavLinkItem[] {
  return [
    { id: 'manageRegistry', title: 'Manage registry', path: '/my-registry' },
    afterWedding
      ? { id: 'shop', title: 'Shop', path: '/registry/shop' }
      : { id: 'addGifts', title: 'Add gifts', path: '/registry/add-gifts' },
    { id: 'giftTracker', title: 'Gift tracker', path: '/registry/gift-tracker' },
    { id: 'preview', title: 'Preview as guest', path: previewPath(slug) },
    { id: 'settings', title: 'Registry settings', path: REGISTRY_SETTINGS_PATH },
  ];
}
