import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { TextField } from '../../components/TextField/TextField';
import { authFlowReset, passwordResetConfirmed } from '../../features/auth/authEvents';
import { selectAuthFlow } from '../../features/auth/authSelectors';
import { PASSWORD_MIN_LENGTH } from '../../lib/validation';
import styles from '../../features/auth/components/AccountForm.module.scss';

export default function ResetPasswordPage() {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const flow = useAppSelector(selectAuthFlow('resetConfirm'));
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  useEffect(() => () => void dispatch(authFlowReset('resetConfirm')), [dispatch]);
  const passwordError = password.length >= PASSWORD_MIN_LENGTH ? null : `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  const confirmError = confirm === password ? null : 'The passwords do not match.';

  if (!token) {
    return (
      <section className={styles.page}>
        <h1>Choose a new password</h1>
        <p className={styles.error} role="alert">
          This link is missing its reset code. <Link to="/account/forgot-password">Ask for a new link</Link>.
        </p>
      </section>
    );
  }
  return (
    <section className={styles.page}>
      <h1>Choose a new password</h1>
      {flow.status === 'succeeded' ? (
        <p className={styles.success} role="status">
          Your password has been changed. <Link to="/account/login">Log in with your new password</Link>.
        </p>
      ) : (
        <form
          noValidate
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            setSubmitted(true);
            if (!passwordError && !confirmError) dispatch(passwordResetConfirmed({ token, password }));
          }}
        >
          {flow.error && (
            <p className={styles.error} role="alert">
              {flow.error.message}{' '}
              {flow.error.code === 'auth.reset_token_invalid' && <Link to="/account/forgot-password">Ask for a new link</Link>}
            </p>
          )}
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            required
            error={passwordError}
            forceError={submitted}
            hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          />
          <TextField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={setConfirm}
            required
            error={confirmError}
            forceError={submitted}
          />
          <button className={`button ${styles.submit}`} type="submit" disabled={flow.status === 'loading'}>
            Change password
          </button>
        </form>
      )}
    </section>
  );
}
