import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { TextField } from '../../components/TextField/TextField';
import { authFlowReset, passwordResetRequested } from '../../features/auth/authEvents';
import { selectAuthErrorMessage, selectAuthFlow } from '../../features/auth/authSelectors';
import styles from '../../features/auth/components/AccountForm.module.scss';

export default function ForgotPasswordPage() {
  const dispatch = useAppDispatch();
  const flow = useAppSelector(selectAuthFlow('resetRequest'));
  const error = useAppSelector(selectAuthErrorMessage('resetRequest'));
  const [email, setEmail] = useState('');
  useEffect(() => () => void dispatch(authFlowReset('resetRequest')), [dispatch]);

  return (
    <section className={styles.page}>
      <h1>Reset your password</h1>
      {flow.status === 'succeeded' ? (
        <p className={styles.success} role="status">
          If an account uses {email}, we’ve emailed a link to reset the password. It works once, for 1 day.
        </p>
      ) : (
        <form
          noValidate
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            if (email.trim()) dispatch(passwordResetRequested({ email: email.trim() }));
          }}
        >
          <p className={styles.intro}>Enter the email you use for Confetti and we’ll send you a link to choose a new password.</p>
          {error && (
            <p className={styles.error} role="alert">
              {error}
            </p>
          )}
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={setEmail}
            required
            error={email.trim() ? null : 'Enter your email.'}
          />
          <button className={`button ${styles.submit}`} type="submit" disabled={flow.status === 'loading'}>
            Send reset link
          </button>
        </form>
      )}
      <div className={styles.links}>
        <Link to="/account/login">Back to log in</Link>
      </div>
    </section>
  );
}
