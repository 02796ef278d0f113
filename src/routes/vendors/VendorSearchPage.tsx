import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectNearMe, selectSearch } from '../../features/vendors/vendorsSelectors';
import { nearMeSearchRequested, searchRequested } from '../../features/vendors/vendorsEvents';
import { nearMeNote } from '../../features/vendors/nearMe';
import { buildSearchPath, VENDOR_STYLES, type VendorSearchParams } from '../../lib/vendorUrls';
import { parseSearchPath } from '../../lib/vendorSearchPath';
import { VendorCard } from '../../features/vendors/components/VendorCard';
import { useBookingReminderCheck } from '../../features/vendors/useBookingReminderCheck';
import { formatCount } from '../../lib/numbers';
import styles from './Vendors.module.scss';

const CATEGORY_OPTIONS: Array<[string, string]> = [
  ['', 'All vendors'],
  ['wedding-venues', 'Reception Venues'],
  ['wedding-photographers', 'Photographers'],
  ['wedding-videographers', 'Videographers'],
  ['wedding-florists', 'Florists'],
  ['wedding-caterers', 'Caterers'],
  ['wedding-bands-djs', 'Bands & DJs'],
  ['wedding-hair-makeup', 'Hair & Makeup'],
  ['wedding-planners', 'Planners'],
  ['wedding-cakes', 'Cakes'],
];

/** /wedding-vendors/search/{location}--{category}--{filters} and /wedding-vendors/near-me/…: results with filters and pages. */
export default function VendorSearchPage() {
  useBookingReminderCheck();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const search = useAppSelector(selectSearch);
  const nearMe = useAppSelector(selectNearMe);
  const params = parseSearchPath(pathname);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (params) dispatch(params.nearMe ? nearMeSearchRequested(params) : searchRequested(params));
    // The path is the whole search: re-run when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, pathname]);

  if (!params) {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>We could not read that search</h1>
        <p>
          <Link to="/wedding-vendors">Explore wedding vendors</Link>
        </p>
      </section>
    );
  }
  const go = (change: Partial<VendorSearchParams>) => navigate(buildSearchPath({ ...params, page: 1, ...change }));
  const data = search.status === 'succeeded' ? search.data : null;
  const where = data?.location.type === 'ALL_MARKETS' ? 'all locations' : data?.location.label;
  const what = data?.category?.name ?? 'Wedding vendors';

  return (
    <section className={styles.page}>
      <h1 className={styles.title} ref={heading} tabIndex={-1}>
        {data ? `${what} in ${where}` : 'Wedding vendors'}
      </h1>
      <p className={styles.subtitle} aria-live="polite">
        {nearMe.status === 'loading' && params.nearMe
          ? 'Finding vendors near you…'
          : search.status === 'loading'
            ? 'Searching…'
            : data
              ? `${formatCount(data.total)} results`
              : ''}
      </p>
      {params.nearMe && nearMe.data && data?.location.type === 'CITY' && (
        <p className={styles.meta}>{nearMeNote(nearMe.data.source, data.location.label)}</p>
      )}
      <form className={styles.filters} aria-label="Filters" onSubmit={(e) => e.preventDefault()}>
        <label>
          Category
          <select value={params.category ?? ''} onChange={(e) => go({ category: e.target.value || null })}>
            {CATEGORY_OPTIONS.map(([key, name]) => (
              <option key={key} value={key}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Price
          <select
            value={params.priceTiers.join(',')}
            onChange={(e) => go({ priceTiers: e.target.value ? e.target.value.split(',').map(Number) : [] })}
          >
            <option value="">Any price</option>
            <option value="1">$ (affordable)</option>
            <option value="1,2">$ – $$</option>
            <option value="2,3">$$ – $$$</option>
            <option value="3,4">$$$ – $$$$</option>
            <option value="4">$$$$ (luxury)</option>
          </select>
        </label>
        <label>
          Rating
          <select value={params.minRating ?? ''} onChange={(e) => go({ minRating: e.target.value ? Number(e.target.value) : null })}>
            <option value="">Any rating</option>
            <option value="4">4 stars and up</option>
            <option value="5">5 stars</option>
          </select>
        </label>
        <label>
          Guests
          <select value={params.minCapacity ?? ''} onChange={(e) => go({ minCapacity: e.target.value ? Number(e.target.value) : null })}>
            <option value="">Any size</option>
            {[50, 100, 200, 300].map((n) => (
              <option key={n} value={n}>
                {n}+ guests
              </option>
            ))}
          </select>
        </label>
        <label>
          Style
          <select
            value={params.styles[0] ?? ''}
            onChange={(e) => go({ styles: e.target.value ? [e.target.value as VendorSearchParams['styles'][number]] : [] })}
          >
            <option value="">Any style</option>
            {VENDOR_STYLES.map((s) => (
              <option key={s} value={s}>
                {s[0]!.toUpperCase() + s.slice(1)}
              </option>
            ))}
          </select>
        </label>
        <label>
          Sort by
          <select value={params.sort} onChange={(e) => go({ sort: e.target.value as VendorSearchParams['sort'] })}>
            <option value="relevance">Recommended</option>
            <option value="distance" disabled={!params.location && !params.nearMe}>
              Distance
            </option>
          </select>
        </label>
      </form>
      {search.status === 'failed' && (
        <p className={styles.error} role="alert">
          {search.error?.message}
        </p>
      )}
      {data?.orderedByQuiz && (
        <p className={styles.subtitle}>
          Recommended for your style: vendors that fit your style quiz come first.{' '}
          <Link to="/inspiration/onboard">Change your answers</Link>
        </p>
      )}
      {data && data.vendors.length === 0 && <p>No vendors match these filters. Try removing a filter.</p>}
      {data && (
        <>
          <ul className={styles.grid}>
            {data.vendors.map((v) => (
              <li key={v.id}>
                <VendorCard vendor={v} />
              </li>
            ))}
          </ul>
          {data.pageCount > 1 && (
            <nav className={styles.pager} aria-label="Pages">
              {params.page > 1 && (
                <Link className={`${styles.button} ${styles.secondary}`} to={buildSearchPath({ ...params, page: params.page - 1 })}>
                  Previous
                </Link>
              )}
              <span>
                Page {params.page} of {data.pageCount}
              </span>
              {params.page < data.pageCount && (
                <Link className={`${styles.button} ${styles.secondary}`} to={buildSearchPath({ ...params, page: params.page + 1 })}>
                  Next
                </Link>
              )}
            </nav>
          )}
        </>
      )}
    </section>
  );
}
