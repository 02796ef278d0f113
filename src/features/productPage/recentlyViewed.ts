/**
 * Recently viewed products, per browser: kept in this browser's localStorage (key
 * RECENTLY_VIEWED_KEY), never sent to the server; the newest first, at most RECENTLY_VIEWED_MAX.
 */
export const RECENTLY_VIEWED_KEY = 'confetti.recentlyViewed';
export const RECENTLY_VIEWED_MAX = 8;

export interface ViewedProduct {
  slug: string;
  name: string;
  image_url: string | null;
  price_cents: number;
}

const isViewed = (v: unknown): v is ViewedProduct =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as ViewedProduct).slug === 'string' &&
  typeof (v as ViewedProduct).name === 'string' &&
  typeof (v as ViewedProduct).price_cents === 'number';

/** What this browser viewed (an unreadable or tampered list reads as empty). */
export function readRecentlyViewed(storage: Pick<Storage, 'getItem'> | null = safeStorage()): ViewedProduct[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(RECENTLY_VIEWED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isViewed).slice(0, RECENTLY_VIEWED_MAX) : [];
  } catch {
    return [];
  }
}

/** Puts a product first in the list (once), dropping the oldest beyond the limit; the new list. */
export function rememberViewed(
  product: ViewedProduct,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeStorage(),
): ViewedProduct[] {
  const list = [product, ...readRecentlyViewed(storage).filter((p) => p.slug !== product.slug)].slice(0, RECENTLY_VIEWED_MAX);
  try {
    storage?.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(list));
  } catch {
    // Private mode or a full store: the list is simply not kept.
  }
  return list;
}

function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
