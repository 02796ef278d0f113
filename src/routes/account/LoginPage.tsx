import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectIsGuest } from '../../features/user/userSelectors';
import { LoginForm } from '../../features/auth/components/LoginForm';
import styles from '../../features/auth/components/AccountForm.module.scss';

/** Only same-site paths are followed after log-in (no open redirect). */
export const safeNext = (next: string | null) => (next && next.startsWith('/') && !next.startsWith('//') ? next : '/');

export default function LoginPage() {
  const isGuest = useAppSelector(selectIsGuest);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  useEffect(() => {
    if (!isGuest) void navigate(safeNext(params.get('next')), { replace: true });
  }, [isGuest, navigate, params]);
  return (
    <section className={styles.page}>
      <h1>Log in</h1>
      <p className={styles.intro}>Welcome back. Log in to manage your registry and planning tools.</p>
      <LoginForm />
    </section>
  );
}
