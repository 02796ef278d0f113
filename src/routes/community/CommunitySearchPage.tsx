import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { RelativeTime } from '../../components/RelativeTime/RelativeTime';
import { searchRequested } from '../../features/community/communitySlice';
import { selectCommunitySearch, selectCommunitySearchLoad } from '../../features/community/communitySelectors';
// The domain's code comes with the page's chunk (one request fewer before the data): lazyDomains.ts.
import '../../features/community/communityDomain';
import { Crumbs } from '../../features/community/components/Crumbs';
import { SearchForm } from '../../features/community/components/SearchForm';
import { COMMUNITY_PATH, searchPath, threadPath } from '../../features/community/components/paths';
import styles from '../../features/community/components/Community.module.scss';

/** /community/search?q=&page=: posts matching the words (PostgreSQL full-text search), best first. */
export default function CommunitySearchPage() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const result = useAppSelector(selectCommunitySearch);
  const load = useAppSelector(selectCommunitySearchLoad);
  useEffect(() => {
    if (q.length >= 2) dispatch(searchRequested({ q, page }));
  }, [dispatch, q, page]);
  const current = result && result.q === q && result.page === page ? result : null;
  return (
    <div className={styles.page}>
      <Crumbs items={[{ label: 'Community', to: COMMUNITY_PATH }]} />
      <h1>{q ? `Posts about “${q}”` : 'Search the community'}</h1>
      <SearchForm key={q} initial={q} onSearch={(next) => navigate(searchPath(next))} />
      <div aria-live="polite">
        {q.length < 2 ? (
          <p>Type at least 2 characters.</p>
        ) : load.status === 'failed' ? (
          <p role="alert">{load.error?.message ?? 'We could not search right now.'}</p>
        ) : !current ? (
          <p role="status">Searching…</p>
        ) : current.hits.length === 0 ? (
          <p>No posts match “{q}”. Try other words.</p>
        ) : (
          <ul className={styles.hits}>
            {current.hits.map((hit) => (
              <li key={hit.post_id}>
                <Link to={threadPath(hit.thread_id)}>{hit.thread_title}</Link>
                <p>{hit.excerpt}</p>
                <p className={styles.meta}>
                  {hit.author.name} in {hit.board.name} · <RelativeTime value={hit.created_at} />
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
      {current ? (
        <nav className={styles.pager} aria-label="Pages of results">
          {page > 1 ? <Link to={`${searchPath(q)}&page=${page - 1}`}>Previous results</Link> : null}
          {current.has_more ? <Link to={`${searchPath(q)}&page=${page + 1}`}>More results</Link> : null}
        </nav>
      ) : null}
    </div>
  );
}
