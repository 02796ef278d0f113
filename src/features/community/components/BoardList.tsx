import { Link } from 'react-router-dom';
import type { BoardView } from '../../../contracts/community';
import { RelativeTime } from '../../../components/RelativeTime/RelativeTime';
import { boardPath } from './paths';
import styles from './Community.module.scss';

/** The topic boards, each with its description, thread count and latest activity. */
export function BoardList({ boards }: { boards: readonly BoardView[] }) {
  return (
    <ul className={styles.boards}>
      {boards.map((b) => (
        <li key={b.slug}>
          <h3>
            <Link to={boardPath(b.slug)}>{b.name}</Link>
          </h3>
          <p>{b.description}</p>
          <p className={styles.meta}>
            {b.thread_count === 1 ? '1 thread' : `${b.thread_count.toLocaleString('en-US')} threads`}
            {b.last_post_at ? (
              <>
                {' · latest '}
                <RelativeTime value={b.last_post_at} />
              </>
            ) : null}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The local groups, one link per state (those with threads say how many). */
export function StateGroups({ boards }: { boards: readonly BoardView[] }) {
  return (
    <ul className={styles.states}>
      {boards.map((b) => (
        <li key={b.slug}>
          <Link to={boardPath(b.slug)}>{b.name.replace(/ weddings$/, '')}</Link>
          {b.thread_count > 0 ? <span className={styles.meta}> ({b.thread_count})</span> : null}
        </li>
      ))}
    </ul>
  );
}
