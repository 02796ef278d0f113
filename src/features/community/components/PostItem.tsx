import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  BODY_MAX,
  EDIT_WINDOW_MINUTES,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ModerationAction,
  type PostView,
  type ReportBody,
  type ReportReason,
} from '../../../contracts/community';
import { RelativeTime } from '../../../components/RelativeTime/RelativeTime';
import styles from './Community.module.scss';

export interface PostItemProps {
  post: PostView;
  /** The thread's opening post (its heading is the thread's title). */
  opening: boolean;
  signedIn: boolean;
  isStaff: boolean;
  /** The viewer may write (signed in and not suspended). */
  canPost: boolean;
  loginHref: string;
  onLike: (liked: boolean) => void;
  onQuote: () => void;
  onReport: (body: ReportBody) => void;
  onEdit: (body: string) => void;
  onDelete: () => void;
  onModerate: (action: ModerationAction) => void;
  onSuspend?: () => void;
}

const PLACEHOLDERS: Partial<Record<PostView['status'], string>> = {
  HIDDEN: 'This post was hidden by a moderator.',
  REMOVED: 'This post was removed by a moderator.',
  DELETED: 'This post was deleted by its author.',
};

/** One post: who and when, its (server-sanitised) text, any quote, and what the viewer may do with it. */
export function PostItem(props: PostItemProps) {
  const { post, opening, signedIn, isStaff, canPost } = props;
  const [mode, setMode] = useState<null | 'edit' | 'report' | 'delete'>(null);
  const [draft, setDraft] = useState(post.body ?? '');
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const [reasonError, setReasonError] = useState(false);
  const id = useId();
  const live = post.status === 'PUBLISHED';
  const own = post.can_delete;
  const placeholder = PLACEHOLDERS[post.status];

  const submitEdit = (e: FormEvent) => {
    e.preventDefault();
    props.onEdit(draft);
    setMode(null);
  };
  const submitReport = (e: FormEvent) => {
    e.preventDefault();
    if (!reason) {
      setReasonError(true);
      return;
    }
    props.onReport({ reason, note });
    setMode(null);
  };

  return (
    <article className={styles.post} id={`post-${post.id}`} aria-labelledby={`${id}-by`}>
      <header>
        <span className={styles.author} id={`${id}-by`}>
          {opening ? 'Started by ' : 'Reply by '}
          {post.author.name}
        </span>
        <span className={styles.meta}>
          <RelativeTime value={post.created_at} />
          {post.edited_at ? ' · edited' : ''}
        </span>
        {post.status === 'HELD' ? <span className={styles.badge}>Waiting for review</span> : null}
        {isStaff && (post.status === 'HIDDEN' || post.status === 'REMOVED') ? (
          <span className={styles.badge}>{post.status === 'HIDDEN' ? 'Hidden' : 'Removed'}</span>
        ) : null}
      </header>
      {post.quote ? (
        <blockquote className={styles.quote}>
          <p className={styles.meta}>{post.quote.author.name} wrote:</p>
          <div className={styles.prose} dangerouslySetInnerHTML={{ __html: post.quote.html }} />
        </blockquote>
      ) : null}
      {post.html ? (
        // Rendered from markdown and sanitised on the server (server/lib/markdown.ts): no script,
        // handler, style or javascript:/data: link reaches this point.
        <div className={styles.prose} dangerouslySetInnerHTML={{ __html: post.html }} />
      ) : (
        <p className={styles.placeholder}>{placeholder ?? 'This post is not available.'}</p>
      )}

      <div className={styles.actions}>
        {live && signedIn ? (
          <button
            type="button"
            className={styles.secondary}
            aria-pressed={post.liked}
            disabled={!canPost}
            onClick={() => props.onLike(!post.liked)}
          >
            {post.liked ? 'Liked' : 'Like'} <span aria-hidden="true">·</span> {post.like_count}
            <span className="visually-hidden">{post.like_count === 1 ? ' like' : ' likes'}</span>
          </button>
        ) : live ? (
          <span className={styles.meta}>{post.like_count === 1 ? '1 like' : `${post.like_count} likes`}</span>
        ) : null}
        {live && canPost ? (
          <button type="button" className={styles.secondary} onClick={props.onQuote}>
            Quote
          </button>
        ) : null}
        {live && canPost && !own ? (
          <button
            type="button"
            className={styles.secondary}
            aria-expanded={mode === 'report'}
            onClick={() => setMode(mode === 'report' ? null : 'report')}
          >
            Report
          </button>
        ) : null}
        {post.can_edit ? (
          <button
            type="button"
            className={styles.secondary}
            aria-expanded={mode === 'edit'}
            onClick={() => {
              setDraft(post.body ?? '');
              setMode(mode === 'edit' ? null : 'edit');
            }}
          >
            Edit
          </button>
        ) : null}
        {post.can_delete ? (
          <button type="button" className={`${styles.secondary} ${styles.danger}`} onClick={() => setMode('delete')}>
            Delete
          </button>
        ) : null}
        {live && !signedIn ? <Link to={props.loginHref}>Log in to reply or like</Link> : null}
      </div>

      {mode === 'delete' ? (
        <div className={styles.inlineForm} role="group" aria-label="Delete this post">
          <p>Delete this post? Others will see that it was deleted.</p>
          <div className={styles.actions}>
            <button
              type="button"
              className={`${styles.secondary} ${styles.danger}`}
              onClick={() => {
                props.onDelete();
                setMode(null);
              }}
            >
              Yes, delete it
            </button>
            <button type="button" className={styles.secondary} onClick={() => setMode(null)}>
              Keep it
            </button>
          </div>
        </div>
      ) : null}

      {mode === 'edit' ? (
        <form className={styles.inlineForm} onSubmit={submitEdit}>
          <div className={styles.field}>
            <label htmlFor={`${id}-edit`}>Edit your post</label>
            <textarea id={`${id}-edit`} value={draft} maxLength={BODY_MAX} onChange={(e) => setDraft(e.target.value)} required />
            <p className={styles.hint}>Posts can be edited for {EDIT_WINDOW_MINUTES} minutes after posting.</p>
          </div>
          <div className={styles.actions}>
            <button type="submit" className={styles.button}>
              Save changes
            </button>
            <button type="button" className={styles.secondary} onClick={() => setMode(null)}>
              Cancel
            </button>
          </div>
        </form>
      ) : null}

      {mode === 'report' ? (
        <form className={styles.inlineForm} onSubmit={submitReport} noValidate>
          <div className={styles.field}>
            <label htmlFor={`${id}-reason`}>Why are you reporting this post?</label>
            <select
              id={`${id}-reason`}
              value={reason}
              aria-invalid={reasonError}
              aria-describedby={reasonError ? `${id}-reason-error` : undefined}
              onChange={(e) => {
                setReason(e.target.value as ReportReason | '');
                setReasonError(false);
              }}
            >
              <option value="">Choose a reason</option>
              {REPORT_REASONS.map((r) => (
                <option key={r} value={r}>
                  {REPORT_REASON_LABELS[r]}
                </option>
              ))}
            </select>
            {reasonError ? (
              <p className={styles.hint} id={`${id}-reason-error`} role="alert">
                Please choose a reason.
              </p>
            ) : null}
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-note`}>Anything our team should know? (optional)</label>
            <textarea id={`${id}-note`} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
          </div>
          <div className={styles.actions}>
            <button type="submit" className={styles.button}>
              Send report
            </button>
            <button type="button" className={styles.secondary} onClick={() => setMode(null)}>
              Cancel
            </button>
          </div>
        </form>
      ) : null}

      {isStaff ? <StaffActions post={post} onModerate={props.onModerate} onSuspend={props.onSuspend} /> : null}
    </article>
  );
}

/** Staff's decisions on a post (server/modules/community TRANSITIONS says which apply to which state). */
export function StaffActions({
  post,
  onModerate,
  onSuspend,
  authorSuspended,
}: {
  post: PostView;
  onModerate: (action: ModerationAction) => void;
  onSuspend?: () => void;
  authorSuspended?: boolean;
}) {
  const s = post.status;
  return (
    <div className={styles.actions} role="group" aria-label={`Moderate the post by ${post.author.name}`}>
      {s === 'HELD' ? (
        <button type="button" className={styles.secondary} onClick={() => onModerate('APPROVE')}>
          Approve
        </button>
      ) : null}
      {s === 'PUBLISHED' || s === 'HELD' ? (
        <button type="button" className={styles.secondary} onClick={() => onModerate('HIDE')}>
          Hide
        </button>
      ) : null}
      {s === 'HIDDEN' ? (
        <button type="button" className={styles.secondary} onClick={() => onModerate('RESTORE')}>
          Restore
        </button>
      ) : null}
      {s === 'PUBLISHED' || s === 'HELD' || s === 'HIDDEN' ? (
        <button type="button" className={`${styles.secondary} ${styles.danger}`} onClick={() => onModerate('REMOVE')}>
          Remove
        </button>
      ) : null}
      {onSuspend ? (
        <button type="button" className={`${styles.secondary} ${styles.danger}`} onClick={onSuspend}>
          {authorSuspended ? `Lift ${post.author.name}’s suspension` : `Suspend ${post.author.name}`}
        </button>
      ) : null}
    </div>
  );
}
