import { useEffect } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { withReturnTo } from '../../contracts/returnTo';
import { boardRequested, createdThreadSeen, noticeDismissed, threadSubmitted } from '../../features/community/communitySlice';
import {
  selectCommunityBoard,
  selectCommunityBoardLoad,
  selectCommunityNotice,
  selectCommunitySent,
  selectCommunityWrite,
  selectCreatedThreadId,
} from '../../features/community/communitySelectors';
// The domain's code comes with the page's chunk (one request fewer before the data): lazyDomains.ts.
import '../../features/community/communityDomain';
import { Crumbs } from '../../features/community/components/Crumbs';
import { Notice } from '../../features/community/components/Notice';
import { PostForm } from '../../features/community/components/PostForm';
import { ThreadList } from '../../features/community/components/ThreadList';
import { boardPath, COMMUNITY_PATH, threadPath } from '../../features/community/components/paths';
import { selectIsGuest, selectUserStatus } from '../../features/user/userSelectors';
import styles from '../../features/community/components/Community.module.scss';

/** /community/boards/:slug: a board's threads by latest activity (keyset pages: ?cursor=) and a new thread. */
export default function BoardPage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const cursor = params.get('cursor');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const view = useAppSelector(selectCommunityBoard);
  const load = useAppSelector(selectCommunityBoardLoad);
  const write = useAppSelector(selectCommunityWrite);
  const sent = useAppSelector(selectCommunitySent);
  const notice = useAppSelector(selectCommunityNotice);
  const created = useAppSelector(selectCreatedThreadId);
  const isGuest = useAppSelector(selectIsGuest);
  const userStatus = useAppSelector(selectUserStatus);

  useEffect(() => {
    dispatch(boardRequested({ slug, cursor }));
  }, [dispatch, slug, cursor]);
  // A thread just started: go to it (its page says if it waits for review).
  useEffect(() => {
    if (created === null) return;
    dispatch(createdThreadSeen());
    void navigate(threadPath(created));
  }, [created, dispatch, navigate]);

  const board = view?.board.slug === slug ? view : null;
  if (!board) {
    return (
      <div className={styles.page}>
        <Crumbs items={[{ label: 'Community', to: COMMUNITY_PATH }]} />
        {load.status === 'failed' ? (
          <div role="alert">
            <h1>Community</h1>
            <p>{load.error?.message ?? 'We could not load this board.'}</p>
            <Link to={COMMUNITY_PATH}>See all boards</Link>
          </div>
        ) : (
          <div aria-busy="true">
            <p role="status" className="visually-hidden">
              Loading the board…
            </p>
            <Skeleton height={48} />
            <Skeleton height={320} />
          </div>
        )}
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <Crumbs items={[{ label: 'Community', to: COMMUNITY_PATH }]} />
      <h1>{board.board.name}</h1>
      <p className={styles.lead}>{board.board.description}</p>
      <ThreadList threads={board.threads} />
      <nav className={styles.pager} aria-label="Pages of threads">
        {cursor ? <Link to={boardPath(slug)}>Latest threads</Link> : null}
        {board.next_cursor ? <Link to={`${boardPath(slug)}?cursor=${encodeURIComponent(board.next_cursor)}`}>Older threads</Link> : null}
      </nav>
      <Notice notice={notice} onDismiss={() => dispatch(noticeDismissed())} />
      {isGuest ? (
        userStatus === 'succeeded' || userStatus === 'failed' ? (
          <p>
            <Link to={withReturnTo('/account/login', boardPath(slug))}>Log in</Link> to start a thread.
          </p>
        ) : null
      ) : (
        <PostForm
          heading="Start a thread"
          withTitle
          submitLabel="Post thread"
          busy={write.status === 'loading'}
          sent={sent}
          onSubmit={({ title, body }) => dispatch(threadSubmitted({ slug, body: { title, body } }))}
        />
      )}
    </div>
  );
}
