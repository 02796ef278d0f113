import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { accountUnlockRequested, authFlowReset } from '../../features/auth/authEvents';
import { selectAuthFlow } from '../../features/auth/authSelectors';
import styles from '../../features/auth/components/AccountForm.module.scss';

/** /account/unlock?token=…, the link mailed to an account's owner when too many log-ins failed. */
export default function UnlockPage() {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const flow = useAppSelector(selectAuthFlow('unlock'));
  // One request per visit: a link works once.
  const requested = useRef(false);

  useEffect(() => {
    if (!token || requested.current) return;
    requested.current = true;
    dispatch(accountUnlockRequested({ token }));
  }, [token, dispatch]);
  useEffect(() => () => void dispatch(authFlowReset('unlock')), [dispatch]);

  let body;
  if (!token || flow.error) {
    body = (
      <>
        <p className={styles.error} role="alert">
          {flow.error?.message ?? 'This link is missing its code. Open the link from the email again.'}
        </p>
        <div className={styles.links}>
          <Link to="/account/forgot-password">Reset your password</Link>
          <Link to="/account/login">Log in</Link>
        </div>
      </>
    );
  } else if (flow.status === 'succeeded') {
    body = (
      <p className={styles.success} role="status">
        Your account is unlocked. <Link to="/account/login">Log in</Link>
      </p>
    );
  } else {
    body = (
      <p className={styles.intro} role="status">
        Unlocking your account…
      </p>
    );
  }

  return (
    <section className={styles.page}>
      <h1>Unlock your account</h1>
      {body}
    </section>
  );
}
