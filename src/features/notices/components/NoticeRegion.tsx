import { memo, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { noticeDismissed, type Notice } from '../noticesSlice';
import { selectNotices } from '../noticesSelectors';
import styles from './NoticeRegion.module.scss';

/** Positive and info notices leave on their own; a negative one stays until dismissed, so it can be read. */
export const NOTICE_TIMEOUT_MS = 6000;

const NoticeItem = memo(function NoticeItem({ notice }: { notice: Notice }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (notice.kind === 'negative') return undefined;
    const timer = window.setTimeout(() => dispatch(noticeDismissed(notice.id)), NOTICE_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [dispatch, notice.id, notice.kind]);
  return (
    <li className={`${styles.notice} ${styles[notice.kind]}`}>
      <span className={styles.message}>{notice.message}</span>
      <button type="button" className={styles.dismiss} aria-label="Dismiss notice" onClick={() => dispatch(noticeDismissed(notice.id))}>
        ×
      </button>
    </li>
  );
});

/**
 * One live region for the whole app. It is always in the DOM (empty when there is nothing to say)
 * so screen readers announce notices added later: negative ones assertively, others politely.
 */
export function NoticeRegion() {
  const notices = useAppSelector(selectNotices);
  const negative = notices.filter((n) => n.kind === 'negative');
  const other = notices.filter((n) => n.kind !== 'negative');
  return (
    <div className={styles.region}>
      <div role="alert" className={styles.live}>
        {negative.length > 0 && (
          <ul className={styles.list}>
            {negative.map((n) => (
              <NoticeItem key={n.id} notice={n} />
            ))}
          </ul>
        )}
      </div>
      <div role="status" className={styles.live}>
        {other.length > 0 && (
          <ul className={styles.list}>
            {other.map((n) => (
              <NoticeItem key={n.id} notice={n} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
