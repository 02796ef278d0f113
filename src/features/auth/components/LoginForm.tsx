import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { TextField } from '../../../components/TextField/TextField';
import { withReturnTo } from '../../../contracts/returnTo';
import { authFlowReset, loginRequested, twoFactorCodeSubmitted, twoFactorResendRequested } from '../authEvents';
import { selectAuthErrorMessage, selectAuthFlow, selectTwoFactorPending } from '../authSelectors';
import styles from './AccountForm.module.scss';

/**
 * The log-in form (page and auth modal): email + password, then the e-mailed code when two-factor
 * is on. `returnTo` is where the person was: 'Create an account' carries it on to sign-up.
 */
export function LoginForm({ onForgot, returnTo = null }: { onForgot?: () => void; returnTo?: string | null }) {
  const dispatch = useAppDispatch();
  const login = useAppSelector(selectAuthFlow('login'));
  const loginError = useAppSelector(selectAuthErrorMessage('login'));
  const twoFactorPending = useAppSelector(selectTwoFactorPending);
  const twoFactor = useAppSelector(selectAuthFlow('twoFactor'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => () => void dispatch(authFlowReset('login')), [dispatch]);

  if (twoFactorPending) {
    return (
      <form
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          dispatch(twoFactorCodeSubmitted({ code: code.trim() }));
        }}
      >
        <p>We emailed a 6-digit security code to you. Enter it to finish logging in.</p>
        {twoFactor.error && (
          <p className={styles.error} role="alert">
            {twoFactor.error.message}
          </p>
        )}
        <TextField
          label="Security code"
          value={code}
          onChange={setCode}
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
        />
        <button className={`button ${styles.submit}`} type="submit" disabled={twoFactor.status === 'loading'}>
          {twoFactor.status === 'loading' ? 'Checking…' : 'Verify and log in'}
        </button>
        <div className={styles.links}>
          <button type="button" className="link-button" onClick={() => dispatch(twoFactorResendRequested())}>
            Send a new code
          </button>
        </div>
      </form>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        setSubmitted(true);
        if (email.trim() && password) dispatch(loginRequested({ email: email.trim(), password }));
      }}
    >
      {loginError && (
        <p className={styles.error} role="alert">
          {loginError}
        </p>
      )}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        required
        forceError={submitted}
        error={email.trim() ? null : 'Enter your email.'}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        required
        forceError={submitted}
        error={password ? null : 'Enter your password.'}
      />
      <button className={`button ${styles.submit}`} type="submit" disabled={login.status === 'loading'}>
        {login.status === 'loading' ? 'Logging in…' : 'Log in'}
      </button>
      <div className={styles.links}>
        <Link to="/account/forgot-password" onClick={onForgot}>
          Forgot password?
        </Link>
        <Link to={withReturnTo('/account/signup', returnTo)} onClick={onForgot}>
          Create an account
        </Link>
      </div>
    </form>
  );
}
