import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { afterSignInPath, safeReturnTo, RETURN_TO_PARAM } from '../../contracts/returnTo';
import { selectIsGuest } from '../../features/user/userSelectors';
import { LoginForm } from '../../features/auth/components/LoginForm';
import styles from '../../features/auth/components/AccountForm.module.scss';

/**
 * /account/login[?returnTo=…]: once signed in, back to where the person was (safeReturnTo's
 * allow-list of the SPA's own pages; the older `next` is read too), else the couple's dashboard.
 */
export default function LoginPage() {
  const isGuest = useAppSelector(selectIsGuest);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  useEffect(() => {
    if (!isGuest) void navigate(afterSignInPath(params), { replace: true });
  }, [isGuest, navigate, params]);
  return (
    <section className={styles.page}>
      <h1>Log in</h1>
      <p className={styles.intro}>Welcome back. Log in to manage your registry and planning tools.</p>
      <LoginForm returnTo={safeReturnTo(params.get(RETURN_TO_PARAM)) ?? safeReturnTo(params.get('next'))} />
    </section>
  );
}
