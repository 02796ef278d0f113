import { Link } from 'react-router-dom';
import type { ThreadSummary } from '../../../contracts/community';
import { RelativeTime } from '../../../components/RelativeTime/RelativeTime';
import { threadPath } from './paths';
import styles from './Community.module.scss';

/** A board's threads: title, who started it, replies and the latest activity. */
export function ThreadList({ threads }: { threads: readonly ThreadSummary[] }) {
  if (threads.length === 0) return <p>No threads yet. Start the first one!</p>;
  return (
    <ul className={styles.threads}>
      {threads.map((thread) => (
        <li key={thread.id}>
          <h3>
            <Link to={threadPath(thread.id)}>{thread.title}</Link>
          </h3>
          <span className={styles.meta}>
            {thread.author.name} · {thread.reply_count === 1 ? '1 reply' : `${thread.reply_count} replies`} · active{' '}
            <RelativeTime value={thread.last_post_at} />
          </span>
        </li>
      ))}
    </ul>
  );
}
