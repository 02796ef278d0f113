/** Spec §2: a signed-in user is after the wedding when today is past wedding_date by day. */
export function isAfterWedding(weddingDate: string | null | undefined, today: Date = new Date()): boolean {
  if (!weddingDate) return false;
  const day = weddingDate.slice(0, 10);
  const todayDay = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  return todayDay > day;
}

export interface NavLinkItem {
  id: string;
  title: string;
  path: string;
}

/** Spec §2 registry secondary items; after the wedding date 'Add gifts' becomes 'Shop'. */
export function registrySecondaryItems(afterWedding: boolean): NavLinkItem[] {
  return [
    afterWedding ? { id: 'shop', title: 'Shop', path: '/registry/shop' } : { id: 'addGifts', title: 'Add gifts', path: '/registry/add-gifts' },
    { id: 'manageRegistry', title: 'Manage registry', path: '/my-registry' },
    { id: 'checklist', title: 'Checklist', path: '/registry/checklist' },
    { id: 'giftTracker', title: 'Gift tracker', path: '/registry/gift-tracker' },
  ];
}

/** Spec §2: the brand menu shows the first 7 brands. */
export const BRAND_MENU_LIMIT = 7;
export const firstBrands = <T,>(brands: T[]): T[] => brands.slice(0, BRAND_MENU_LIMIT);

/** Spec §2 boutique nav: Invites & Paper goes to /universal for guests. */
export const invitesPaperPath = (isGuest: boolean) => (isGuest ? '/universal' : '/wedding-planning/paper');

/** Spec §2 registry utility menu: Preview as guest. */
export const previewPath = (slug: string) => `/registry/${encodeURIComponent(slug)}?preview=true`;

/** The registry utility menu's "Settings": the registry's own settings (URL, privacy, photo, shipping). */
export const REGISTRY_SETTINGS_PATH = '/registry/settings';
