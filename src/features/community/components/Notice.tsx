import type { CommunityNotice } from '../communitySlice';
import styles from './Community.module.scss';

/** The last write's outcome, read out as it appears (an error as an alert). */
export function Notice({ notice, onDismiss }: { notice: CommunityNotice | null; onDismiss: () => void }) {
  return (
    <div role={notice?.kind === 'error' ? 'alert' : 'status'}>
      {notice ? (
        <p className={notice.kind === 'error' ? styles.error : styles.notice}>
          {notice.message}{' '}
          <button type="button" className={styles.secondary} onClick={onDismiss}>
            Dismiss
          </button>
        </p>
      ) : null}
    </div>
  );
}
