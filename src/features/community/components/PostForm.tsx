import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { BODY_MAX, TITLE_MAX } from '../../../contracts/community';
import type { QuoteTarget } from './quote';
import styles from './Community.module.scss';

export interface PostFormProps {
  heading: string;
  /** Starting a thread asks for a title as well. */
  withTitle: boolean;
  submitLabel: string;
  busy: boolean;
  quote?: QuoteTarget | null;
  onClearQuote?: () => void;
  onSubmit: (values: { title: string; body: string }) => void;
  /** The reply box, so "Quote" can bring the focus here. */
  bodyRef?: RefObject<HTMLTextAreaElement | null>;
  /** Moves on each post the server accepted: the form then clears (a refusal keeps what was written). */
  sent: number;
}

/**
 * A new thread or a reply in markdown. The server renders and sanitises it; the form checks only
 * what a person can fix before sending (a title's length, an empty post) and clears once sent.
 */
export function PostForm({ heading, withTitle, submitLabel, busy, quote, onClearQuote, onSubmit, bodyRef, sent }: PostFormProps) {
  const id = useId();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const lastSent = useRef(sent);
  useEffect(() => {
    if (sent === lastSent.current) return;
    lastSent.current = sent;
    setTitle('');
    setBody('');
  }, [sent]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (withTitle && title.trim().length < 5) return setProblem('A title needs at least 5 characters.');
    if (!body.trim()) return setProblem(withTitle ? 'Please write your post.' : 'Please write your reply.');
    setProblem(null);
    onSubmit({ title: title.trim(), body });
  };

  return (
    <section className={styles.composer} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <form onSubmit={submit} noValidate>
        {withTitle ? (
          <div className={styles.field}>
            <label htmlFor={`${id}-title`}>Title</label>
            <input id={`${id}-title`} value={title} maxLength={TITLE_MAX} onChange={(e) => setTitle(e.target.value)} />
          </div>
        ) : null}
        {quote ? (
          <div className={styles.quote}>
            <p className={styles.meta}>Quoting {quote.authorName}</p>
            <button type="button" className={styles.secondary} onClick={onClearQuote}>
              Don’t quote
            </button>
          </div>
        ) : null}
        <div className={styles.field}>
          <label htmlFor={`${id}-body`}>{withTitle ? 'Your post' : 'Your reply'}</label>
          <textarea
            id={`${id}-body`}
            ref={bodyRef}
            value={body}
            maxLength={BODY_MAX}
            aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
            onChange={(e) => setBody(e.target.value)}
          />
          <p className={styles.hint} id={`${id}-hint`}>
            Markdown works: **bold**, *italic*, &gt; quotes, lists and links.
          </p>
        </div>
        {problem ? (
          <p className={styles.error} id={`${id}-problem`} role="alert">
            {problem}
          </p>
        ) : null}
        <button type="submit" className={styles.button} disabled={busy}>
          {busy ? 'Posting…' : submitLabel}
        </button>
      </form>
    </section>
  );
}
