import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { RelativeTime } from '../../components/RelativeTime/RelativeTime';
import { withReturnTo } from '../../contracts/returnTo';
import type { PostStatus } from '../../contracts/community';
import { myPostsRequested } from '../../features/community/communitySlice';
import { selectCommunityMyPosts, selectCommunityMyPostsLoad } from '../../features/community/communitySelectors';
// The domain's code comes with the page's chunk (one request fewer before the data): lazyDomains.ts.
import '../../features/community/communityDomain';
import { Crumbs } from '../../features/community/components/Crumbs';
import { boardPath, COMMUNITY_PATH, MY_POSTS_PATH, threadPath } from '../../features/community/components/paths';
import { selectIsGuest, selectUserStatus } from '../../features/user/userSelectors';
import styles from '../../features/community/components/Community.module.scss';

/** What a post's state means to its author (a published post says nothing). */
const STATE_NOTE: Partial<Record<PostStatus, string>> = {
  HELD: 'Waiting for review: only you and our team can see it.',
  HIDDEN: 'Hidden by a moderator.',
  REMOVED: 'Removed by a moderator.',
};

/** /community/my-posts: the signed-in person's own threads and replies, newest first ("Show more"). */
export default function MyPostsPage() {
  const dispatch = useAppDispatch();
  const isGuest = useAppSelector(selectIsGuest);
  const userStatus = useAppSelector(selectUserStatus);
  const mine = useAppSelector(selectCommunityMyPosts);
  const load = useAppSelector(selectCommunityMyPostsLoad);
  useEffect(() => {
    if (!isGuest) dispatch(myPostsRequested({ after: null }));
  }, [dispatch, isGuest]);

  let body;
  if (isGuest) {
    body =
      userStatus === 'succeeded' || userStatus === 'failed' ? (
        <p>
          <Link to={withReturnTo('/account/login', MY_POSTS_PATH)}>Log in</Link> to see your posts.
        </p>
      ) : (
        <p role="status">Loading your account…</p>
      );
  } else if (!mine) {
    body =
      load.status === 'failed' ? (
        <div role="alert">
          <p>{load.error?.message ?? 'We could not load your posts.'}</p>
          <button type="button" className={styles.secondary} onClick={() => dispatch(myPostsRequested({ after: null }))}>
            Try again
          </button>
        </div>
      ) : (
        <div aria-busy="true">
          <p role="status" className="visually-hidden">
            Loading your posts…
          </p>
          <Skeleton height={240} />
        </div>
      );
  } else if (mine.items.length === 0) {
    body = (
      <p>
        You have not posted yet. <Link to={COMMUNITY_PATH}>Find a board</Link> to start a thread or reply to one.
      </p>
    );
  } else {
    body = (
      <>
        <ol className={styles.posts} aria-label="Your posts">
          {mine.items.map(({ post, thread, is_opening }) => (
            <li key={post.id} className={styles.myPost}>
              <p className={styles.meta}>
                {is_opening ? 'Started ' : 'Replied in '}
                <Link to={threadPath(thread.id)}>{thread.title}</Link> in <Link to={boardPath(thread.board.slug)}>{thread.board.name}</Link>{' '}
                · <RelativeTime value={post.created_at} />
              </p>
              {STATE_NOTE[post.status] ? <p className={styles.badge}>{STATE_NOTE[post.status]}</p> : null}
              {post.html ? (
                // Sanitised on the server (server/lib/markdown.ts).
                <div className={styles.prose} dangerouslySetInnerHTML={{ __html: post.html }} />
              ) : null}
            </li>
          ))}
        </ol>
        {load.status === 'failed' ? <p role="alert">{load.error?.message}</p> : null}
        {mine.next_after !== null ? (
          <button
            type="button"
            className={styles.secondary}
            disabled={load.status === 'loading'}
            onClick={() => dispatch(myPostsRequested({ after: mine.next_after }))}
          >
            {load.status === 'loading' ? 'Loading…' : 'Show more'}
          </button>
        ) : null}
      </>
    );
  }
  return (
    <div className={styles.page}>
      <Crumbs items={[{ label: 'Community', to: COMMUNITY_PATH }]} />
      <h1>My posts</h1>
      {body}
    </div>
  );
}
