import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { withReturnTo } from '../../contracts/returnTo';
import {
  deleteRequested,
  editSubmitted,
  followToggled,
  likeToggled,
  moderationRequested,
  noticeDismissed,
  replySubmitted,
  reportSubmitted,
  threadRequested,
  titleSubmitted,
} from '../../features/community/communitySlice';
import {
  selectCommunityNotice,
  selectCommunitySent,
  selectCommunityThread,
  selectCommunityThreadLoad,
  selectCommunityTitleWrite,
  selectCommunityWrite,
} from '../../features/community/communitySelectors';
// The domain's code comes with the page's chunk (one request fewer before the data): lazyDomains.ts.
import '../../features/community/communityDomain';
import { Crumbs } from '../../features/community/components/Crumbs';
import { Notice } from '../../features/community/components/Notice';
import { PostForm } from '../../features/community/components/PostForm';
import { PostItem } from '../../features/community/components/PostItem';
import { TitleEditor } from '../../features/community/components/TitleEditor';
import type { QuoteTarget } from '../../features/community/components/quote';
import { boardPath, COMMUNITY_PATH, MODERATION_PATH, threadPath } from '../../features/community/components/paths';
import styles from '../../features/community/components/Community.module.scss';

/**
 * /community/threads/:id: a thread's posts in order, a page at a time (keyset: ?after=<post id>, so
 * the last page of 500 replies is as quick as the first), likes, quotes, reports, following, a
 * reply box, and staff's decisions. Guests read; the answer says what the viewer may do.
 */
export default function ThreadPage() {
  const params = useParams();
  const id = Number(params.id);
  const [search] = useSearchParams();
  const afterParam = Number(search.get('after'));
  const after = Number.isInteger(afterParam) && afterParam > 0 ? afterParam : null;
  const dispatch = useAppDispatch();
  const view = useAppSelector(selectCommunityThread);
  const load = useAppSelector(selectCommunityThreadLoad);
  const write = useAppSelector(selectCommunityWrite);
  const sent = useAppSelector(selectCommunitySent);
  const notice = useAppSelector(selectCommunityNotice);
  const [quote, setQuote] = useState<QuoteTarget | null>(null);
  const replyRef = useRef<HTMLTextAreaElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleWrite = useAppSelector(selectCommunityTitleWrite);
  const focusHeading = useCallback(() => headingRef.current?.focus(), []);

  useEffect(() => {
    if (Number.isInteger(id) && id > 0) dispatch(threadRequested({ id, after }));
  }, [dispatch, id, after]);
  useEffect(() => setQuote(null), [sent]);

  const thread = view?.thread.id === id ? view : null;
  if (!thread) {
    return (
      <div className={styles.page}>
        <Crumbs items={[{ label: 'Community', to: COMMUNITY_PATH }]} />
        {load.status === 'failed' || !(id > 0) ? (
          <div role="alert">
            <h1>Thread not found</h1>
            <p>{load.error?.message ?? 'We could not find that thread.'}</p>
            <Link to={COMMUNITY_PATH}>See all boards</Link>
          </div>
        ) : (
          <div aria-busy="true">
            <p role="status" className="visually-hidden">
              Loading the thread…
            </p>
            <Skeleton height={48} />
            <Skeleton height={320} />
          </div>
        )}
      </div>
    );
  }

  const { viewer } = thread;
  const canPost = viewer.signed_in && !viewer.suspended;
  const open = thread.thread.status === 'PUBLISHED';
  const here = threadPath(id) + (after ? `?after=${after}` : '');
  const loginHref = withReturnTo('/account/login', here);
  const postNotice = notice?.postId ? notice : null;

  return (
    <div className={styles.page}>
      <Crumbs
        items={[
          { label: 'Community', to: COMMUNITY_PATH },
          { label: thread.thread.board.name, to: boardPath(thread.thread.board.slug) },
        ]}
      />
      <h1 ref={headingRef} tabIndex={-1}>
        {thread.thread.title}
      </h1>
      <p className={styles.meta}>
        {thread.thread.reply_count === 1 ? '1 reply' : `${thread.thread.reply_count.toLocaleString('en-US')} replies`}
        {thread.thread.status === 'HELD' ? ' · waiting for review: only you and our team can see this thread' : ''}
        {thread.thread.status === 'HIDDEN' ? ' · hidden by a moderator' : ''}
      </p>
      <div className={styles.actions}>
        {viewer.signed_in && open ? (
          <button
            type="button"
            className={styles.secondary}
            aria-pressed={viewer.following}
            onClick={() => dispatch(followToggled({ threadId: id, following: !viewer.following }))}
          >
            {viewer.following ? 'Following' : 'Follow this thread'}
          </button>
        ) : null}
        {thread.thread.can_edit_title ? (
          <TitleEditor
            title={thread.thread.title}
            busy={titleWrite.status === 'loading'}
            isStaff={viewer.is_staff}
            saved={thread.thread.title}
            onSave={(title) => dispatch(titleSubmitted({ threadId: id, title }))}
            onClose={focusHeading}
          />
        ) : null}
        {viewer.is_staff ? <Link to={MODERATION_PATH}>Moderation queue</Link> : null}
      </div>
      {viewer.suspended ? <p className={styles.error}>Your account is suspended from the community, so you cannot post.</p> : null}
      <Notice notice={notice && !postNotice ? notice : null} onDismiss={() => dispatch(noticeDismissed())} />

      <ol className={styles.posts} aria-label="Posts">
        {thread.posts.map((post) => (
          <li key={post.id}>
            <PostItem
              post={post}
              opening={post.id === thread.posts[0]?.id && after === null}
              signedIn={viewer.signed_in}
              isStaff={viewer.is_staff}
              canPost={canPost}
              loginHref={loginHref}
              onLike={(liked) => dispatch(likeToggled({ postId: post.id, liked }))}
              onQuote={() => {
                setQuote({ postId: post.id, authorName: post.author.name });
                replyRef.current?.focus();
              }}
              onReport={(body) => dispatch(reportSubmitted({ postId: post.id, body }))}
              onEdit={(body) => dispatch(editSubmitted({ id: post.id, body }))}
              onDelete={() => dispatch(deleteRequested(post.id))}
              onModerate={(action) => dispatch(moderationRequested({ postId: post.id, action }))}
            />
            {postNotice?.postId === post.id ? <Notice notice={postNotice} onDismiss={() => dispatch(noticeDismissed())} /> : null}
          </li>
        ))}
      </ol>

      <nav className={styles.pager} aria-label="Pages of replies">
        {after ? <Link to={threadPath(id)}>First page</Link> : null}
        {thread.next_after ? <Link to={`${threadPath(id)}?after=${thread.next_after}`}>Next replies</Link> : null}
      </nav>

      {canPost && open ? (
        <PostForm
          heading="Reply"
          withTitle={false}
          submitLabel="Post reply"
          busy={write.status === 'loading'}
          sent={sent}
          quote={quote}
          onClearQuote={() => setQuote(null)}
          bodyRef={replyRef}
          onSubmit={({ body }) => dispatch(replySubmitted({ threadId: id, body: { body, quoted_post_id: quote?.postId ?? null } }))}
        />
      ) : !viewer.signed_in ? (
        <p>
          <Link to={loginHref}>Log in</Link> to reply.
        </p>
      ) : null}
    </div>
  );
}
