import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { CreditHistory } from '../../features/credit/components/CreditHistory';
import { creditHistoryRequested } from '../../features/credit/creditEvents';
import { selectCreditHistory } from '../../features/credit/creditSelectors';
import styles from '../../features/auth/components/AccountForm.module.scss';

/** Account settings' store credit (issue 26): the balance and where it came from and went. */
export function StoreCreditSection() {
  const dispatch = useAppDispatch();
  const { status, error, answer } = useAppSelector(selectCreditHistory);
  useEffect(() => {
    dispatch(creditHistoryRequested());
  }, [dispatch]);
  return (
    <section className={styles.section} aria-labelledby="store-credit-title" aria-busy={status === 'loading'}>
      <h2 id="store-credit-title">Store credit</h2>
      {answer ? (
        <CreditHistory answer={answer} />
      ) : status === 'failed' ? (
        <p role="alert" className={styles.error}>
          We could not load your store credit. {error?.message}{' '}
          <button type="button" className="link-button" onClick={() => dispatch(creditHistoryRequested())}>
            Try again
          </button>
        </p>
      ) : (
        <>
          <p role="status" className="visually-hidden">
            Loading your store credit…
          </p>
          <Skeleton height={96} />
        </>
      )}
    </section>
  );
}
