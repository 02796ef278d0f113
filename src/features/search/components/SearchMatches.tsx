import { Link } from 'react-router-dom';
import type { SuggestAnswer } from '../../../contracts/search';
import { buildSearchPath, storefrontPath } from '../../../lib/vendorUrls';
import styles from './SearchMatches.module.scss';

/**
 * The results page's matches beside the products (issue 32): the brands and categories the query
 * names, and "Vendors matching …" (the marketplace's categories and storefronts, spelt alike or
 * with a synonym: "dj" finds bands). Nothing when nothing matches.
 */
export function SearchMatches({ q, answer }: { q: string; answer: SuggestAnswer | null }) {
  if (!answer) return null;
  const shop = [
    ...answer.brands.map((b) => ({ key: `b-${b.slug}`, label: b.name, href: `/shop/brand/${b.slug}` })),
    ...answer.categories.map((c) => ({ key: `c-${c.key}`, label: c.name, href: `/shop/category/${c.key}` })),
  ];
  const vendors = [
    ...answer.vendor_categories.map((c) => ({
      key: `vc-${c.key}`,
      label: c.name,
      detail: 'All in this category',
      href: buildSearchPath({ category: c.key }),
    })),
    ...answer.vendors.map((v) => ({ key: `v-${v.slug}`, label: v.name, detail: v.city, href: storefrontPath(v.category_key, v.slug) })),
  ];
  if (shop.length === 0 && vendors.length === 0) return null;
  return (
    <div className={styles.matches}>
      {shop.length > 0 && (
        <section aria-labelledby="search-shop-matches" className={styles.group}>
          <h2 id="search-shop-matches" className={styles.heading}>
            Brands and categories
          </h2>
          <ul className={styles.chips}>
            {shop.map((m) => (
              <li key={m.key}>
                <Link to={m.href}>{m.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {vendors.length > 0 && (
        <section aria-labelledby="search-vendor-matches" className={styles.group}>
          <h2 id="search-vendor-matches" className={styles.heading}>
            Vendors matching “{q}”
          </h2>
          <ul className={styles.vendors}>
            {vendors.map((m) => (
              <li key={m.key}>
                <Link to={m.href}>{m.label}</Link>
                <span className={styles.detail}>{m.detail}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
