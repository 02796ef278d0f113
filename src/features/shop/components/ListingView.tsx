import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ProductGrid, ProductGridSkeleton } from '../../../components/ProductGrid/ProductGrid';
import { listingSearch } from '../shopApi';
import { selectListing, selectListingError, selectListingStatus } from '../shopSelectors';
import { listingRequested } from '../shopSlice';
import type { Listing, ListingKind, ListingParams, ListingSort, ProductSummary } from '../types';
import { listingTrail } from '../listingTrail';
import { findCategory, selectCategories } from '../../nav/navSelectors';
import { categoriesRequested } from '../../nav/navSlice';
import type { CategoryNode } from '../../nav/types';
import { rememberProductTrail, type Crumb } from '../../../lib/breadcrumbs';
import { formatCount } from '../../../lib/numbers';
import styles from './Shop.module.scss';

const SORTS: { value: ListingSort; label: string }[] = [
  { value: 'featured', label: 'Featured' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
  { value: 'newest', label: 'Newest' },
];

const int = (v: string | null) => (v !== null && /^\d+$/.test(v) ? Number(v) : undefined);

/** Reads filters, sort and page from the URL (the URL is the source of truth: shareable, reload-safe). */
export function paramsFromSearch(search: URLSearchParams): ListingParams {
  const sort = search.get('sort') as ListingSort | null;
  return {
    min_price: int(search.get('min_price')),
    max_price: int(search.get('max_price')),
    brand: search.get('brand') ?? undefined,
    in_stock: search.get('in_stock') === 'true' || undefined,
    sort: sort && SORTS.some((s) => s.value === sort) ? sort : 'featured',
    page: int(search.get('page')) ?? 1,
  };
}

const dollarsToCents = (v: string) => (v.trim() === '' ? undefined : Math.round(Number(v) * 100));

/**
 * A product listing with filters, sort and pages; the header comes from the page. A category's
 * header also reads the shop's category tree (`fromTree`), which names it before its listing arrives.
 */
export function ListingView({
  kind,
  slug,
  heading,
  trail,
  headerExtra,
}: {
  kind: ListingKind;
  slug: string;
  heading: (listing: Listing | null, fromTree: CategoryNode | null) => { title: string; intro?: string };
  /** Crumbs above the title (a kit's way back to the starter collections). */ trail?: Crumb[] | null;
  /** More of the page's header, below the intro (the search page's matching brands and vendors). */
  headerExtra?: ReactNode;
}) {
  const dispatch = useAppDispatch();
  const [search, setSearch] = useSearchParams();
  const listing = useAppSelector(selectListing);
  const navCategories = useAppSelector(selectCategories);
  const status = useAppSelector(selectListingStatus);
  const error = useAppSelector(selectListingError);
  const params = paramsFromSearch(search);
  const key = `${kind}|${slug}|${listingSearch(params).toString()}`;
  /** A filter narrows the products (the sort and page do not). */
  const filtered = params.min_price !== undefined || params.max_price !== undefined || !!params.brand || params.in_stock !== undefined;
  const resultsRef = useRef<HTMLHeadingElement>(null);

  // A category reads the tree (below); the nav sagas load it once per visit.
  useEffect(() => {
    if (kind === 'category') dispatch(categoriesRequested());
  }, [dispatch, kind]);
  useEffect(() => {
    dispatch(listingRequested({ kind, slug, params: paramsFromSearch(new URLSearchParams(key.split('|')[2])) }));
  }, [dispatch, key, kind, slug]);

  const [minText, setMinText] = useState(params.min_price !== undefined ? String(params.min_price / 100) : '');
  const [maxText, setMaxText] = useState(params.max_price !== undefined ? String(params.max_price / 100) : '');
  const [priceError, setPriceError] = useState<string | null>(null);

  // Search pages keep their q in the URL next to the filters.
  const toSearch = (p: Partial<ListingParams>) => {
    const out = listingSearch(p);
    if (kind === 'search') out.set('q', slug);
    return out;
  };
  const update = (next: Partial<ListingParams>) => {
    setSearch(toSearch({ ...params, page: 1, ...next }));
  };

  const applyPrice = (event: FormEvent) => {
    event.preventDefault();
    const min = dollarsToCents(minText);
    const max = dollarsToCents(maxText);
    if ((min !== undefined && (Number.isNaN(min) || min < 0)) || (max !== undefined && (Number.isNaN(max) || max < 0))) {
      setPriceError('Enter prices as numbers, like 25 or 49.99.');
      return;
    }
    if (min !== undefined && max !== undefined && min > max) {
      setPriceError('The lowest price must not be above the highest.');
      return;
    }
    setPriceError(null);
    update({ min_price: min, max_price: max });
  };

  const goToPage = (page: number) => {
    setSearch(toSearch({ ...params, page }));
    resultsRef.current?.focus();
  };

  const current = status === 'succeeded' ? listing : null;
  // Products opened from here show this listing as their trail (spec §3 bcrumbs by product look).
  const onOpen = (product: ProductSummary, lookKey: string | undefined) => {
    const look = lookKey ?? product.swatches[0]?.key;
    if (current && look)
      rememberProductTrail(product.slug, look, [...(trail ?? []), ...listingTrail(kind, slug, current, toSearch(params).toString())]);
  };
  // The shop's category tree (loaded with the navigation) names the category and its sub-categories
  // before the listing arrives, so the chips do not push the page down when it does.
  const ownListing = listing?.category?.key === slug ? listing : null;
  const treeNode = kind === 'category' ? findCategory(navCategories, slug) : null;
  const { title, intro } = heading(listing, treeNode);
  const facets = listing?.brands ?? [];
  const subCategories = ownListing?.category?.children ?? treeNode?.children ?? [];
  // Until either says whether there are any, their row is kept empty (a category usually has some).
  const chipsUnknown = kind === 'category' && !ownListing && !treeNode && status !== 'failed';

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        {trail && trail.length > 0 && (
          <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
            <ol>
              {trail.map((c) => (
                <li key={c.href}>
                  <Link to={c.href}>{c.label}</Link>
                </li>
              ))}
            </ol>
          </nav>
        )}
        {listing?.category && listing.category.category_chain.length > 1 && (
          <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
            <ol>
              {listing.category.category_chain.slice(0, -1).map((c) => (
                <li key={c.key}>
                  <Link to={`/shop/category/${c.key}`}>{c.name}</Link>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <h1>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
        {headerExtra}
        {chipsUnknown && <div className={styles.chips} aria-hidden="true" />}
        {subCategories.length > 0 && (
          <ul className={styles.chips} aria-label="Sub-categories">
            {subCategories.map((c) => (
              <li key={c.key}>
                <Link to={`/shop/category/${c.key}`}>{c.name}</Link>
              </li>
            ))}
          </ul>
        )}
      </header>

      <div className={styles.layout}>
        <aside className={styles.filters} aria-label="Filters">
          <form onSubmit={applyPrice} className={styles.filterGroup} noValidate>
            <fieldset>
              <legend>Price</legend>
              <div className={styles.priceRow}>
                <label>
                  <span>Min ($)</span>
                  <input
                    name="min_price"
                    inputMode="decimal"
                    value={minText}
                    onChange={(e) => setMinText(e.target.value)}
                    aria-invalid={!!priceError}
                    aria-describedby={priceError ? 'price-error' : undefined}
                  />
                </label>
                <label>
                  <span>Max ($)</span>
                  <input
                    name="max_price"
                    inputMode="decimal"
                    value={maxText}
                    onChange={(e) => setMaxText(e.target.value)}
                    aria-invalid={!!priceError}
                    aria-describedby={priceError ? 'price-error' : undefined}
                  />
                </label>
              </div>
              {priceError && (
                <p id="price-error" role="alert" className={styles.fieldError}>
                  {priceError}
                </p>
              )}
              <button type="submit" className={styles.secondaryButton}>
                Apply price
              </button>
            </fieldset>
          </form>
          <div className={styles.filterGroup}>
            <label className={styles.checkbox}>
              <input type="checkbox" checked={!!params.in_stock} onChange={(e) => update({ in_stock: e.target.checked || undefined })} />
              <span>In stock only</span>
            </label>
          </div>
          {facets.length > 0 && (
            <div className={styles.filterGroup}>
              <label className={styles.stacked}>
                <span>Brand</span>
                <select value={params.brand ?? ''} onChange={(e) => update({ brand: e.target.value || undefined })}>
                  <option value="">All brands</option>
                  {facets.map((b) => (
                    <option key={b.slug} value={b.slug}>
                      {b.name} ({b.count})
                    </option>
                  ))}
                </select>
              </label>
            </div>
          )}
        </aside>

        <section className={styles.results} aria-labelledby="results-heading">
          <div className={styles.toolbar}>
            <h2 id="results-heading" ref={resultsRef} tabIndex={-1} className={styles.count} aria-live="polite">
              {current
                ? `${formatCount(current.total)} ${current.total === 1 ? 'item' : 'items'}`
                : status === 'loading'
                  ? 'Loading items…'
                  : ''}
            </h2>
            <label className={styles.sort}>
              <span>Sort by</span>
              <select value={params.sort} onChange={(e) => update({ sort: e.target.value as ListingSort })}>
                {SORTS.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </select>
            </label>
          </div>

          {status === 'failed' && (
            <div role="alert" className={styles.error}>
              <p>{error?.status === 404 ? error.message : `We could not load these items. ${error?.message ?? ''}`}</p>
              {error?.status !== 404 && (
                <button type="button" className={styles.secondaryButton} onClick={() => dispatch(listingRequested({ kind, slug, params }))}>
                  Try again
                </button>
              )}
            </div>
          )}
          {(status === 'loading' || status === 'idle') && <ProductGridSkeleton />}
          {current && current.products.length === 0 && kind === 'search' && !filtered && (
            // A search that found nothing, with no filters to clear.
            <div className={styles.empty}>
              <p>Nothing matched “{slug}”. Check the spelling, or try fewer or more general words.</p>
            </div>
          )}
          {current && current.products.length === 0 && (kind !== 'search' || filtered) && (
            <div className={styles.empty}>
              <p>No items match these filters.</p>
              <button
                type="button"
                className={styles.secondaryButton}
                onClick={() => {
                  setMinText('');
                  setMaxText('');
                  setSearch(toSearch({ sort: params.sort }));
                }}
              >
                Clear filters
              </button>
            </div>
          )}
          {current && current.products.length > 0 && <ProductGrid products={current.products} label={title} onOpen={onOpen} />}
          {current && current.page_count > 1 && (
            <nav aria-label="Pages" className={styles.pager}>
              <button type="button" disabled={current.page <= 1} onClick={() => goToPage(current.page - 1)}>
                Previous
              </button>
              <span>
                Page {current.page} of {current.page_count}
              </span>
              <button type="button" disabled={current.page >= current.page_count} onClick={() => goToPage(current.page + 1)}>
                Next
              </button>
            </nav>
          )}
        </section>
      </div>
    </div>
  );
}
