import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { UnknownAction } from '@reduxjs/toolkit';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { TextField } from '../../components/TextField/TextField';
import {
  accountInfoSaved,
  authFlowReset,
  emailChangeRequested,
  passwordChangeRequested,
  signOutRequested,
  twoFactorSettingRequested,
} from '../../features/auth/authEvents';
import type { AuthFlow } from '../../features/auth/authState';
import { selectAuthFlow } from '../../features/auth/authSelectors';
import { modalOpened } from '../../features/modals/modalsSlice';
import { selectIsGuest, selectIsSpoof, selectUserContext, selectUserStatus } from '../../features/user/userSelectors';
import { PASSWORD_MIN_LENGTH } from '../../lib/validation';
import styles from '../../features/auth/components/AccountForm.module.scss';
import { StoreCreditSection } from './StoreCreditSection';

/**
 * When a sensitive change answers 'enter the code we emailed', open the two-factor action modal
 * and, once the code is verified, send the same change again.
 */
function useTwoFactorRetry(flow: AuthFlow) {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectAuthFlow(flow));
  const verified = useAppSelector(selectAuthFlow('actionCodeVerify'));
  const pending = useRef<UnknownAction | null>(null);
  useEffect(() => {
    if (state.error?.code === 'two_factor.action_required' && pending.current) dispatch(modalOpened({ type: 'twoFactorAction' }));
  }, [state.error, dispatch]);
  useEffect(() => {
    if (verified.status === 'succeeded' && pending.current && state.error?.code === 'two_factor.action_required') dispatch(pending.current);
  }, [verified.status, state.error, dispatch]);
  return (action: UnknownAction) => {
    pending.current = action;
    dispatch(action);
  };
}

function Status({ flow, success }: { flow: AuthFlow; success: string }) {
  const state = useAppSelector(selectAuthFlow(flow));
  if (state.status === 'succeeded')
    return (
      <p className={styles.success} role="status">
        {success}
      </p>
    );
  if (state.error && state.error.code !== 'two_factor.action_required')
    return (
      <p className={styles.error} role="alert">
        {state.error.message}
      </p>
    );
  return null;
}

export default function SettingsPage() {
  const dispatch = useAppDispatch();
  const isGuest = useAppSelector(selectIsGuest);
  const isSpoof = useAppSelector(selectIsSpoof);
  const userStatus = useAppSelector(selectUserStatus);
  const context = useAppSelector(selectUserContext);
  const [names, setNames] = useState({ first_name: context.first_name ?? '', last_name: context.last_name ?? '' });
  const [email, setEmail] = useState({ email: '', current_password: '' });
  const [password, setPassword] = useState({ current_password: '', new_password: '' });
  const [twoFactor, setTwoFactor] = useState({ enabled: false, current_password: '' });
  const sendEmail = useTwoFactorRetry('email');
  const sendPassword = useTwoFactorRetry('password');
  const sendTwoFactor = useTwoFactorRetry('twoFactorSetting');

  useEffect(
    () => setNames({ first_name: context.first_name ?? '', last_name: context.last_name ?? '' }),
    [context.first_name, context.last_name],
  );
  useEffect(
    () => () => {
      for (const flow of ['info', 'email', 'password', 'twoFactorSetting'] as const) dispatch(authFlowReset(flow));
    },
    [dispatch],
  );

  if (isGuest) {
    return (
      <section className={styles.page}>
        <h1>Account settings</h1>
        <p>
          {userStatus === 'loading' || userStatus === 'idle' ? (
            'Loading your account…'
          ) : (
            <>
              Please <Link to="/account/login?next=/account/settings/info">log in</Link> to see your account settings.
            </>
          )}
        </p>
      </section>
    );
  }

  return (
    <section className={`${styles.page} ${styles.wide}`}>
      <h1>Account settings</h1>
      <p className={styles.intro}>Signed in as {context.email}.</p>

      <form
        className={styles.section}
        noValidate
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          dispatch(accountInfoSaved({ first_name: names.first_name.trim(), last_name: names.last_name.trim() }));
        }}
      >
        <h2>Your name</h2>
        <Status flow="info" success="Your name has been saved." />
        <div className={styles.row}>
          <TextField
            label="First name"
            autoComplete="given-name"
            value={names.first_name}
            onChange={(v) => setNames((n) => ({ ...n, first_name: v }))}
            required
            maxChars={60}
            error={names.first_name.trim() ? null : 'Enter your first name.'}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            value={names.last_name}
            onChange={(v) => setNames((n) => ({ ...n, last_name: v }))}
            required
            maxChars={60}
            error={names.last_name.trim() ? null : 'Enter your last name.'}
          />
        </div>
        <button className="button" type="submit" disabled={!names.first_name.trim() || !names.last_name.trim()}>
          Save name
        </button>
      </form>

      <StoreCreditSection />

      {isSpoof ? (
        <p className={styles.section}>Email, password and security settings cannot be changed while logged in as another user.</p>
      ) : (
        <>
          <form
            className={styles.section}
            noValidate
            onSubmit={(e: FormEvent) => {
              e.preventDefault();
              sendEmail(emailChangeRequested({ email: email.email.trim(), current_password: email.current_password }));
            }}
          >
            <h2>Email</h2>
            <Status flow="email" success="Your email has been changed." />
            <TextField
              label="New email"
              type="email"
              autoComplete="email"
              value={email.email}
              onChange={(v) => setEmail((s) => ({ ...s, email: v }))}
              required
            />
            <TextField
              label="Current password"
              type="password"
              autoComplete="current-password"
              value={email.current_password}
              onChange={(v) => setEmail((s) => ({ ...s, current_password: v }))}
              required
              hint="To keep your account safe, confirm it’s you."
            />
            <button className="button" type="submit" disabled={!email.email.trim() || !email.current_password}>
              Change email
            </button>
          </form>

          <form
            className={styles.section}
            noValidate
            onSubmit={(e: FormEvent) => {
              e.preventDefault();
              sendPassword(passwordChangeRequested(password));
            }}
          >
            <h2>Password</h2>
            <Status flow="password" success="Your password has been changed. Other devices have been signed out." />
            <TextField
              label="Current password"
              type="password"
              autoComplete="current-password"
              value={password.current_password}
              onChange={(v) => setPassword((s) => ({ ...s, current_password: v }))}
              required
            />
            <TextField
              label="New password"
              type="password"
              autoComplete="new-password"
              value={password.new_password}
              onChange={(v) => setPassword((s) => ({ ...s, new_password: v }))}
              required
              hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
              error={password.new_password.length >= PASSWORD_MIN_LENGTH ? null : `Use at least ${PASSWORD_MIN_LENGTH} characters.`}
            />
            <button
              className="button"
              type="submit"
              disabled={!password.current_password || password.new_password.length < PASSWORD_MIN_LENGTH}
            >
              Change password
            </button>
          </form>

          <form
            className={styles.section}
            noValidate
            onSubmit={(e: FormEvent) => {
              e.preventDefault();
              sendTwoFactor(twoFactorSettingRequested(twoFactor));
            }}
          >
            <h2>Two-factor authentication</h2>
            <Status flow="twoFactorSetting" success="Your two-factor setting has been saved." />
            <p className={styles.intro}>When it’s on, we email you a 6-digit code each time you log in.</p>
            <label className={styles.checkbox}>
              <input
                type="checkbox"
                checked={twoFactor.enabled}
                onChange={(e) => setTwoFactor((s) => ({ ...s, enabled: e.target.checked }))}
              />
              Ask for an emailed code when I log in
            </label>
            <TextField
              label="Current password"
              type="password"
              autoComplete="current-password"
              value={twoFactor.current_password}
              onChange={(v) => setTwoFactor((s) => ({ ...s, current_password: v }))}
              required
            />
            <button className="button" type="submit" disabled={!twoFactor.current_password}>
              Save two-factor setting
            </button>
          </form>
        </>
      )}

      <div className={styles.section}>
        <button type="button" className="link-button" onClick={() => dispatch(signOutRequested())}>
          Sign out
        </button>
      </div>
    </section>
  );
}
