import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Conversation, MessageSender } from '../../../contracts/vendorInbox';
import { MESSAGE_MAX_CHARS } from '../../../contracts/vendorInbox';
import type { ApiError } from '../../../lib/http';
import type { RequestStatus } from '../../../lib/requestSaga';
import { RelativeTime } from '../../../components/RelativeTime/RelativeTime';
import { formatCents } from '../../../lib/money';
import styles from './Inbox.module.scss';

export interface ConversationThreadProps {
  conversation: Conversation;
  side: MessageSender;
  replyStatus: RequestStatus;
  replyError: ApiError | null;
  /** The id of the last reply sent: the box empties when it changes. */
  lastSentId: number | null;
  onReply: (body: string) => void;
}

/** One conversation: what the couple asked, the messages oldest first, and a reply box. */
export function ConversationThread({ conversation: c, side, replyStatus, replyError, lastSentId, onReply }: ConversationThreadProps) {
  const [draft, setDraft] = useState('');
  const [clientError, setClientError] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (lastSentId !== null) setDraft('');
  }, [lastSentId]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!draft.trim()) {
      setClientError('Please write a reply.');
      box.current?.focus();
      return;
    }
    setClientError(null);
    onReply(draft.trim());
  };
  const details = [
    c.weddingDate && `Wedding date ${c.weddingDate}`,
    c.guestCount !== null && `${c.guestCount} guests`,
    c.budgetCents !== null && `budget ${formatCents(c.budgetCents)}`,
  ].filter(Boolean);
  const error = clientError ?? (replyStatus === 'failed' ? (replyError?.fields?.body ?? replyError?.message ?? null) : null);
  return (
    <section className={styles.thread} aria-labelledby="thread-title">
      <h2 id="thread-title" className={styles.threadTitle}>
        {side === 'COUPLE' ? `Your conversation with ${c.withName}` : `Conversation with ${c.withName}`}
      </h2>
      {details.length > 0 && <p className={styles.details}>{details.join(' · ')}</p>}
      <ol className={styles.messages} aria-label="Messages">
        {c.messages.map((m) => (
          <li key={m.id} className={`${styles.message} ${m.sender === side ? styles.mine : ''}`}>
            <strong>{m.sender === side ? 'You' : m.authorName}</strong> · <RelativeTime value={m.createdAt} />
            <p className={styles.messageBody}>{m.body}</p>
          </li>
        ))}
      </ol>
      <form className={styles.form} onSubmit={submit} noValidate>
        <label>
          Your reply
          <textarea
            ref={box}
            value={draft}
            maxLength={MESSAGE_MAX_CHARS}
            onChange={(e) => setDraft(e.target.value)}
            aria-invalid={Boolean(error)}
            aria-describedby="reply-error"
            required
          />
        </label>
        <p id="reply-error" className={styles.error} role="alert">
          {error ?? ''}
        </p>
        {replyStatus === 'succeeded' && lastSentId !== null && (
          <p role="status" className={styles.details}>
            Reply sent.
          </p>
        )}
        <button type="submit" className={styles.button} disabled={replyStatus === 'loading'}>
          {replyStatus === 'loading' ? 'Sending…' : 'Send reply'}
        </button>
      </form>
    </section>
  );
}
