import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { selectIsGuest, selectUserStatus } from '../../user/userSelectors';
import type { ApiError } from '../../../lib/http';
import styles from './Registry.module.scss';

/**
 * The couple's registry pages: a signed-out visitor is asked to log in (and comes back here);
 * the children render only for a signed-in account.
 */
export function CoupleGate({ title, children }: { title: string; children: ReactNode }) {
  const isGuest = useAppSelector(selectIsGuest);
  const userStatus = useAppSelector(selectUserStatus);
  const location = useLocation();
  if (!isGuest) return <>{children}</>;
  const next = encodeURIComponent(location.pathname + location.search);
  return (
    <div className={styles.page}>
      <div className={styles.message}>
        <h1>{title}</h1>
        {userStatus === 'loading' || userStatus === 'idle' ? (
          <p role="status">Loading your account…</p>
        ) : (
          <>
            <p>Log in to see and manage your registry.</p>
            <div className={styles.buttonRow}>
              <Link className={styles.primaryButton} to={`/account/login?next=${next}`}>
                Log in
              </Link>
              <Link className={styles.secondaryButton} to="/wedding/onboard/wedding-planning">
                Start a registry
              </Link>
            </div>
          </>
        )}
      </div>
    </div>
  );
}

/** A couple page's load failure: no registry yet (start one), or a retry. */
export function CoupleLoadError({ error, what, onRetry }: { error: ApiError | null; what: string; onRetry: () => void }) {
  if (error?.status === 404 && error.message === 'You do not have a registry yet') {
    return (
      <div className={styles.message}>
        <p>You do not have a registry yet.</p>
        <Link className={styles.primaryButton} to="/wedding/onboard/wedding-planning">
          Start your registry
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.message} role="alert">
      <p>
        We could not load {what}. {error?.message}
      </p>
      <button type="button" className={styles.secondaryButton} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
