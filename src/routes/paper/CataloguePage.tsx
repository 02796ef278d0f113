import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { usePageTitle } from '../../app/usePageTitle';
import {
  countActiveFilters,
  EMPTY_FILTERS,
  PAPER_CATALOGUES,
  paperFiltersToQuery,
  parsePaperFilters,
  type PaperFilters,
} from '../../contracts/paper';
import { catalogueRequested } from '../../features/paper/paperSlice';
import { selectCatalogue, selectSampleBox } from '../../features/paper/paperSelectors';
import { CatalogueFilters } from '../../features/paper/components/CatalogueFilters';
import { DesignTile } from '../../features/paper/components/DesignTile';
import { PaperNav } from '../../features/paper/components/PaperNav';
import { selectIsGuest } from '../../features/user/userSelectors';
import styles from './PaperPages.module.scss';

const foldFiltersAtFirst = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 991px)').matches;

/**
 * A card type's catalogue (/wedding-planning/invitations, /menus, /enclosures …: the path says which).
 * The filters live in the URL, so a filtered catalogue can be shared, reloaded and gone back to.
 */
export default function CataloguePage() {
  const { pathname } = useLocation();
  const entry = PAPER_CATALOGUES.find((c) => c.path === pathname.replace(/\/+$/, '')) ?? PAPER_CATALOGUES[0]!;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = useMemo(() => parsePaperFilters(params), [params]);
  const query = paperFiltersToQuery(filters);
  const dispatch = useAppDispatch();
  const catalogue = useAppSelector(selectCatalogue);
  const box = useAppSelector(selectSampleBox);
  const isGuest = useAppSelector(selectIsGuest);
  const [folded] = useState(foldFiltersAtFirst);
  usePageTitle(entry.title);

  useEffect(() => {
    dispatch(catalogueRequested({ slug: entry.slug, query }));
  }, [dispatch, entry.slug, query]);

  // The router renders a navigation as a transition, after the click: until the URL has the new
  // filters, the controls show what was chosen (else a ticked box springs back for a moment).
  const [chosen, setChosen] = useState<PaperFilters | null>(null);
  useEffect(() => setChosen(null), [params]);
  // The query as paperFiltersToQuery writes it (URLSearchParams would turn the lists' commas into %2C).
  const change = (next: PaperFilters) => {
    setChosen(next);
    const search = paperFiltersToQuery(next);
    void navigate({ pathname: entry.path, search: search ? `?${search}` : '' }, { preventScrollReset: true });
  };
  const answer = catalogue.slug === entry.slug ? catalogue.answer : null;
  const current = answer !== null && catalogue.query === query;
  const total = answer?.total ?? 0;

  return (
    <div className={styles.page}>
      <PaperNav universal={isGuest} sampleCount={box.length} />
      <h1 className={styles.heading}>{entry.title}</h1>
      <p className={styles.intro}>{entry.intro}</p>
      <div className={styles.catalogueLayout}>
        <section aria-label="Filter and sort">
          <CatalogueFilters filters={chosen ?? filters} facets={answer?.facets ?? null} onChange={change} folded={folded} />
        </section>
        <section aria-labelledby="paper-results">
          <p id="paper-results" className={styles.resultBar} role="status" aria-live="polite" aria-busy={!current}>
            {answer ? `${total} ${total === 1 ? 'design' : 'designs'}` : 'Loading designs…'}
          </p>
          {catalogue.status === 'failed' && <p className={styles.error}>{catalogue.error?.message}</p>}
          {!answer && catalogue.status !== 'failed' && <Skeleton height={320} />}
          {answer && total === 0 && (
            <div className={styles.empty}>
              <p>No designs match these filters.</p>
              <button type="button" className={styles.secondaryButton} onClick={() => change({ ...EMPTY_FILTERS, sort: filters.sort })}>
                Clear {countActiveFilters(filters) === 1 ? 'the filter' : 'all filters'}
              </button>
            </div>
          )}
          {answer && total > 0 && (
            <ul className={`${styles.grid} ${styles.catalogueGrid}`} aria-label={entry.title}>
              {answer.designs.map((d, i) => (
                <li key={d.slug}>
                  <DesignTile
                    design={d}
                    headingLevel={2}
                    eager={i < 4}
                    colourway={filters.colour.length ? d.colourways.find((c) => filters.colour.includes(c.family)) : undefined}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
