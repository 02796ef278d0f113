import { useAppDispatch } from '../../../app/hooks';
import { Skeleton } from '../../../components/Skeleton/Skeleton';
import { directoryRequested } from '../shopSlice';
import type { DirectoryKind } from '../types';
import type { ApiError } from '../../../lib/http';
import styles from './Shop.module.scss';

/** Loading skeleton or error-with-retry for the directory pages (brands, starter collections, funds). */
export function DirectoryStatus({
  kind,
  status,
  error,
}: {
  kind: DirectoryKind;
  status: string | undefined;
  error: ApiError | null | undefined;
}) {
  const dispatch = useAppDispatch();
  if (status === 'failed') {
    return (
      <div role="alert" className={styles.error}>
        <p>We could not load this page. {error?.message}</p>
        <button type="button" className={styles.secondaryButton} onClick={() => dispatch(directoryRequested(kind))}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <div aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading…
      </p>
      <div className={styles.skeletonStack}>
        <Skeleton height={160} />
        <Skeleton height={160} />
      </div>
    </div>
  );
}
