import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { REPORT_REASON_LABELS } from '../../contracts/community';
import { withReturnTo } from '../../contracts/returnTo';
import { moderationRequested, noticeDismissed, queueRequested, suspensionRequested } from '../../features/community/communitySlice';
import { selectCommunityNotice, selectCommunityQueue, selectCommunityQueueLoad } from '../../features/community/communitySelectors';
// The domain's code comes with the page's chunk (one request fewer before the data): lazyDomains.ts.
import '../../features/community/communityDomain';
import { Crumbs } from '../../features/community/components/Crumbs';
import { Notice } from '../../features/community/components/Notice';
import { StaffActions } from '../../features/community/components/PostItem';
import { COMMUNITY_PATH, MODERATION_PATH, threadPath } from '../../features/community/components/paths';
import { selectIsGuest, selectUserStatus } from '../../features/user/userSelectors';
import styles from '../../features/community/components/Community.module.scss';

/** /community/moderation: staff's queue of reported posts and posts held for review. */
export default function ModerationPage() {
  const dispatch = useAppDispatch();
  const isGuest = useAppSelector(selectIsGuest);
  const userStatus = useAppSelector(selectUserStatus);
  const queue = useAppSelector(selectCommunityQueue);
  const load = useAppSelector(selectCommunityQueueLoad);
  const notice = useAppSelector(selectCommunityNotice);
  useEffect(() => {
    if (!isGuest) dispatch(queueRequested({ after: null }));
  }, [dispatch, isGuest]);

  return (
    <div className={styles.page}>
      <Crumbs items={[{ label: 'Community', to: COMMUNITY_PATH }]} />
      <h1>Moderation</h1>
      {isGuest ? (
        userStatus === 'succeeded' || userStatus === 'failed' ? (
          <p>
            <Link to={withReturnTo('/account/login', MODERATION_PATH)}>Log in</Link> with a staff account to moderate the community.
          </p>
        ) : (
          <p role="status">Loading your account…</p>
        )
      ) : load.status === 'failed' && !queue ? (
        <p role="alert">{load.error?.message ?? 'We could not load the queue.'}</p>
      ) : !queue ? (
        <p role="status">Loading the queue…</p>
      ) : (
        <>
          <p className={styles.lead}>Reported posts and posts with links from new members, oldest first.</p>
          <Notice notice={notice} onDismiss={() => dispatch(noticeDismissed())} />
          {queue.items.length === 0 ? (
            <p>Nothing waits for review.</p>
          ) : (
            <ol className={styles.queue} aria-label="Posts to review">
              {queue.items.map(({ post, thread, reports, author_suspended }) => (
                <li key={post.id}>
                  <article className={styles.post} aria-label={`Post by ${post.author.name} in ${thread.title}`}>
                    <header>
                      <span className={styles.author}>{post.author.name}</span>
                      <span className={styles.meta}>
                        in <Link to={threadPath(thread.id)}>{thread.title}</Link>
                      </span>
                      <span className={styles.badge}>
                        {post.status === 'HELD' ? 'Held: link from a new member' : post.status.toLowerCase()}
                      </span>
                    </header>
                    {post.html ? (
                      // Sanitised on the server (server/lib/markdown.ts).
                      <div className={styles.prose} dangerouslySetInnerHTML={{ __html: post.html }} />
                    ) : (
                      <p className={styles.placeholder}>No text.</p>
                    )}
                    {reports.length ? (
                      <ul>
                        {reports.map((r) => (
                          <li key={r.id}>
                            {REPORT_REASON_LABELS[r.reason]} — reported by {r.reporter.name}
                            {r.note ? `: “${r.note}”` : ''}
                          </li>
                        ))}
                      </ul>
                    ) : null}
                    <StaffActions
                      post={post}
                      authorSuspended={author_suspended}
                      onModerate={(action) => dispatch(moderationRequested({ postId: post.id, action }))}
                      onSuspend={() => dispatch(suspensionRequested({ userId: post.author.id, suspended: !author_suspended }))}
                    />
                    {reports.length ? (
                      <button
                        type="button"
                        className={styles.secondary}
                        onClick={() => dispatch(moderationRequested({ postId: post.id, action: 'DISMISS' }))}
                      >
                        Dismiss the reports
                      </button>
                    ) : null}
                  </article>
                </li>
              ))}
            </ol>
          )}
          {queue.next_after !== null ? (
            <p>
              <button
                type="button"
                className={styles.secondary}
                disabled={load.status === 'loading'}
                onClick={() => dispatch(queueRequested({ after: queue.next_after }))}
              >
                {load.status === 'loading' ? 'Loading…' : 'Show more'}
              </button>
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
