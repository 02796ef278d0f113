import type { Crumb } from '../../lib/breadcrumbs';
import type { Listing, ListingKind } from './types';

/**
 * The trail a listing leaves for the products opened from it (spec §3 bcrumbs): where the shopper
 * was, down to this listing with its filters (`query`, the listing's own URL query).
 */
export function listingTrail(kind: ListingKind, slug: string, listing: Listing, query: string): Crumb[] {
  const here = (path: string) => (query ? `${path}?${query}` : path);
  switch (kind) {
    case 'category':
      return (listing.category?.category_chain ?? []).map((c, i, all) => ({
        label: c.name,
        href: i === all.length - 1 ? here(`/shop/category/${c.key}`) : `/shop/category/${c.key}`,
      }));
    case 'collection':
      return [{ label: listing.collection?.name ?? 'Collection', href: here(`/shop/collection/${slug}`) }];
    case 'brand':
      return [
        { label: 'Brands', href: '/shop/brands' },
        { label: listing.brand?.name ?? 'Brand', href: here(`/shop/brand/${slug}`) },
      ];
    case 'partner-boutique':
      return [{ label: listing.boutique?.name ?? 'Partner boutique', href: here(`/shop/partner-boutique/${slug}`) }];
    case 'search':
      return [{ label: `Search results for “${slug}”`, href: `/shop/search?${query}` }];
  }
}
