import { useEffect, useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { usePageTitle } from '../../app/usePageTitle';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import {
  COLOURS,
  inspirationFiltersToQuery,
  parseInspirationFilters,
  SEASON_LABELS,
  STYLE_LABELS,
  type InspirationFilters,
} from '../../contracts/inspiration';
import { Facets } from '../../features/inspiration/components/Facets';
import { WeddingTile } from '../../features/inspiration/components/WeddingTile';
import { browseRequested, suggestionsRequested } from '../../features/inspiration/inspirationSlice';
import { selectBrowse, selectSuggestions } from '../../features/inspiration/inspirationSelectors';
import { InspirationNav } from './InspirationNav';
import styles from './InspirationPages.module.scss';

/**
 * /inspiration: real weddings to browse by season, style, colour and state (the filters live in
 * the URL), and, once the style quiz is taken, the weddings and vendors suggested first.
 */
export default function InspirationPage() {
  usePageTitle('Real weddings and inspiration');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = useMemo(() => parseInspirationFilters(params), [params]);
  const query = inspirationFiltersToQuery(filters);
  const dispatch = useAppDispatch();
  const browse = useAppSelector(selectBrowse);
  const suggestions = useAppSelector(selectSuggestions);

  useEffect(() => {
    dispatch(browseRequested(query));
  }, [dispatch, query]);
  useEffect(() => {
    dispatch(suggestionsRequested());
  }, [dispatch]);

  const go = (next: InspirationFilters) => {
    const search = inspirationFiltersToQuery(next);
    void navigate({ pathname: '/inspiration', search: search ? `?${search}` : '' });
  };
  const pageLink = (page: number) => {
    const search = inspirationFiltersToQuery({ ...filters, page });
    return `/inspiration${search ? `?${search}` : ''}`;
  };
  const answer = browse.answer;
  const current = answer !== null && browse.query === query && browse.status !== 'loading';
  const pages = answer ? Math.max(1, Math.ceil(answer.total / answer.page_size)) : 1;
  const suggested = suggestions.answer;

  return (
    <div className={styles.page}>
      <InspirationNav />
      <h1 className={styles.heading}>Real weddings</h1>
      <p className={styles.intro}>
        Stories from couples who planned with Confetti: where they married, their colours, and the vendors who made the day. Save what you
        love to a board and share it with your partner.
      </p>

      {suggested?.answers ? (
        <section className={styles.suggested} aria-labelledby="suggested-heading">
          <h2 id="suggested-heading" className={styles.sectionHeading}>
            Suggested for you
          </h2>
          <p className={styles.muted}>
            For your {STYLE_LABELS[suggested.answers.style].toLowerCase()} style, {SEASON_LABELS[suggested.answers.season].toLowerCase()}{' '}
            and {suggested.answers.colours.map((c) => COLOURS[c].label.toLowerCase()).join(', ')}.{' '}
            <Link to="/inspiration/onboard">Change your answers</Link>
          </p>
          <ul className={styles.grid} aria-label="Weddings suggested for you">
            {suggested.weddings.slice(0, 4).map((w) => (
              <li key={w.slug}>
                <WeddingTile wedding={w} />
              </li>
            ))}
          </ul>
          {suggested.vendors.length > 0 && (
            <>
              <h3 className={styles.subHeading}>Vendors couples like you booked</h3>
              <ul className={styles.vendorList}>
                {suggested.vendors.map((v) => (
                  <li key={v.href}>
                    <Link to={v.href}>{v.name}</Link> <span className={styles.muted}>· {v.category_name}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      ) : (
        suggestions.status === 'succeeded' && (
          <aside className={styles.callout}>
            <p>
              <strong>Not sure where to start?</strong> Tell us your style, colours, season and budget, and we will show the weddings and
              vendors that fit first.
            </p>
            <Link className={styles.primaryLink} to="/inspiration/onboard">
              Take the style quiz
            </Link>
          </aside>
        )
      )}

      <section aria-labelledby="browse-heading">
        <h2 id="browse-heading" className={styles.sectionHeading}>
          Browse real weddings
        </h2>
        <Facets filters={filters} facets={answer?.facets ?? null} onChange={go} />
        <p className={styles.resultBar} role="status" aria-live="polite" aria-busy={!current}>
          {answer ? `${answer.total} ${answer.total === 1 ? 'wedding' : 'weddings'}` : 'Loading weddings…'}
        </p>
        {browse.status === 'failed' && <p className={styles.error}>{browse.error?.message}</p>}
        {!answer && browse.status !== 'failed' && <Skeleton height={320} />}
        {answer && answer.total === 0 && <p>No real weddings match these filters yet.</p>}
        {answer && answer.items.length > 0 && (
          <ul className={styles.grid} aria-label="Real weddings">
            {answer.items.map((w) => (
              <li key={w.slug}>
                <WeddingTile wedding={w} />
              </li>
            ))}
          </ul>
        )}
        {answer && pages > 1 && (
          <nav className={styles.pagination} aria-label="Pages">
            {filters.page > 1 && (
              <Link className={styles.pageLink} to={pageLink(filters.page - 1)}>
                ← Previous
              </Link>
            )}
            <span>
              Page {filters.page} of {pages}
            </span>
            {filters.page < pages && (
              <Link className={styles.pageLink} to={pageLink(filters.page + 1)}>
                Next →
              </Link>
            )}
          </nav>
        )}
      </section>
    </div>
  );
}
