import { SAVE_STATUS_LABELS } from '../../../contracts/paperProjects';
import type { SaveStatus as Status } from '../paperProjectsSlice';
import styles from './Customizer.module.scss';

/** The autosave's state, announced politely: "Saved", "Saving…", or why it failed with a retry. */
export function SaveStatus({ status, message, onRetry }: { status: Status; message: string | null; onRetry: () => void }) {
  return (
    <p className={styles.saveStatus} role="status" data-status={status} data-testid="save-status">
      {SAVE_STATUS_LABELS[status]}
      {status === 'failed' && (
        <>
          {message ? `: ${message}` : ''}{' '}
          <button type="button" className={styles.linkButton} onClick={onRetry}>
            Try again
          </button>
        </>
      )}
    </p>
  );
}
