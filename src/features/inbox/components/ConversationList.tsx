import { Link } from 'react-router-dom';
import type { ConversationSummary } from '../../../contracts/vendorInbox';
import { RelativeTime } from '../../../components/RelativeTime/RelativeTime';
import styles from './Inbox.module.scss';

export interface ConversationListProps {
  conversations: ConversationSummary[];
  /** The path of one conversation (`/wedding-vendors/messages/12`). */
  pathOf: (id: number) => string;
  currentId?: number | null;
  /** Whose messages are "yours" in the preview: 'COUPLE' on the couple's page, 'VENDOR' on a vendor's. */
  side: 'COUPLE' | 'VENDOR';
}

/** Conversations, newest activity first: who with, the latest message, when, and how many are unread. */
export function ConversationList({ conversations, pathOf, currentId, side }: ConversationListProps) {
  return (
    <ul className={styles.list}>
      {conversations.map((c) => (
        <li key={c.id}>
          <Link
            to={pathOf(c.id)}
            className={`${styles.item} ${c.unreadCount > 0 ? styles.unreadItem : ''} ${c.id === currentId ? styles.current : ''}`}
            aria-current={c.id === currentId ? 'page' : undefined}
          >
            <span className={styles.name}>
              {c.withName}
              {c.unreadCount > 0 && (
                <span className={styles.badge}>
                  {c.unreadCount}
                  <span className="visually-hidden"> unread</span>
                </span>
              )}
            </span>
            <RelativeTime value={c.lastMessageAt} className={styles.when} />
            <span className={styles.preview}>
              {c.lastSender === side ? 'You: ' : ''}
              {c.lastMessage}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
