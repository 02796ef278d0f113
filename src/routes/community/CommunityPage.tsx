import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { boardsRequested } from '../../features/community/communitySlice';
import { selectCommunityBoards, selectCommunityBoardsLoad } from '../../features/community/communitySelectors';
import { BoardList, StateGroups } from '../../features/community/components/BoardList';
// The domain's code comes with the page's chunk (one request fewer before the data): lazyDomains.ts.
import '../../features/community/communityDomain';
import { SearchForm } from '../../features/community/components/SearchForm';
import { MY_POSTS_PATH, searchPath } from '../../features/community/components/paths';
import { selectIsGuest } from '../../features/user/userSelectors';
import styles from '../../features/community/components/Community.module.scss';

/** /community: the boards by topic, the local groups by state, and search. Readable by everyone. */
export default function CommunityPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const boards = useAppSelector(selectCommunityBoards);
  const load = useAppSelector(selectCommunityBoardsLoad);
  const isGuest = useAppSelector(selectIsGuest);
  useEffect(() => {
    dispatch(boardsRequested());
  }, [dispatch]);
  const topics = boards?.boards.filter((b) => b.kind === 'TOPIC') ?? [];
  const local = boards?.boards.filter((b) => b.kind === 'LOCAL') ?? [];
  return (
    <div className={styles.page}>
      <h1>Community</h1>
      <p className={styles.lead}>Ask, share and compare notes with couples planning their weddings.</p>
      <SearchForm onSearch={(q) => navigate(searchPath(q))} />
      {isGuest ? null : (
        <p>
          <Link to={MY_POSTS_PATH}>My posts</Link>
        </p>
      )}
      {boards ? (
        <>
          <h2>Boards</h2>
          <BoardList boards={topics} />
          <h2>Local groups</h2>
          <StateGroups boards={local} />
        </>
      ) : load.status === 'failed' ? (
        <div role="alert">
          <p>{load.error?.message ?? 'We could not load the community.'}</p>
          <button type="button" className={styles.secondary} onClick={() => dispatch(boardsRequested())}>
            Try again
          </button>
        </div>
      ) : (
        <div aria-busy="true">
          <p role="status" className="visually-hidden">
            Loading the boards…
          </p>
          <Skeleton height={320} />
        </div>
      )}
    </div>
  );
}
