import type { SuggestAnswer } from '../../contracts/search';
import { buildSearchPath, storefrontPath } from '../../lib/vendorUrls';

/** One suggestion: what it says, a second line (a vendor's city), where it goes. */
export interface SuggestionOption {
  key: string;
  label: string;
  detail?: string;
  href: string;
}

export interface SuggestionGroup {
  key: 'products' | 'brands' | 'categories' | 'vendors';
  label: string;
  options: SuggestionOption[];
}

/** The shop's search results for a query (the results page). */
export const searchResultsPath = (q: string) => `/shop/search?q=${encodeURIComponent(q.trim())}`;

/**
 * The suggestion groups in the order the header shows them (Products, Brands, Categories,
 * Vendors), empty groups left out. The Vendors group starts with the marketplace's categories
 * that match (their search) and then the storefronts.
 */
export function suggestionGroups(answer: SuggestAnswer): SuggestionGroup[] {
  const groups: SuggestionGroup[] = [
    {
      key: 'products',
      label: 'Products',
      options: answer.products.map((p) => ({ key: `p-${p.slug}`, label: p.name, href: `/shop/product/${p.slug}` })),
    },
    {
      key: 'brands',
      label: 'Brands',
      options: answer.brands.map((b) => ({ key: `b-${b.slug}`, label: b.name, href: `/shop/brand/${b.slug}` })),
    },
    {
      key: 'categories',
      label: 'Categories',
      options: answer.categories.map((c) => ({ key: `c-${c.key}`, label: c.name, href: `/shop/category/${c.key}` })),
    },
    {
      key: 'vendors',
      label: 'Vendors',
      options: [
        ...answer.vendor_categories.map((c) => ({
          key: `vc-${c.key}`,
          label: c.name,
          detail: 'All vendors in this category',
          href: buildSearchPath({ category: c.key }),
        })),
        ...answer.vendors.map((v) => ({
          key: `v-${v.slug}`,
          label: v.name,
          detail: v.city,
          href: storefrontPath(v.category_key, v.slug),
        })),
      ],
    },
  ];
  return groups.filter((g) => g.options.length > 0);
}
