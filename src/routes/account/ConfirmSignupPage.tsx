import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { RETURN_TO_PARAM, safeReturnTo } from '../../contracts/returnTo';
import { authFlowReset, signupConfirmRequested } from '../../features/auth/authEvents';
import { selectAuthFlow, selectConfirmedSignup } from '../../features/auth/authSelectors';
import styles from '../../features/auth/components/AccountForm.module.scss';
import { joinPath, pendingInvitationToken } from '../../features/wedding/pendingInvitation';

/**
 * /account/confirm?token=…[&returnTo=…], the link mailed at sign-up: creates the account (and the
 * wedding of an onboarding sign-up, then its registry) and goes back to where the person was when
 * they signed up (the allow-listed `returnTo` the server wrote into the link), else where sign-up
 * goes on.
 */
export default function ConfirmSignupPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const returnTo = safeReturnTo(params.get(RETURN_TO_PARAM));
  const confirm = useAppSelector(selectAuthFlow('confirmSignup'));
  const registry = useAppSelector(selectAuthFlow('defaultOnboarding'));
  const confirmed = useAppSelector(selectConfirmedSignup);
  // One request per visit: a link works once.
  const requested = useRef(false);

  useEffect(() => {
    if (!token || requested.current) return;
    requested.current = true;
    dispatch(signupConfirmRequested({ token }));
  }, [token, dispatch]);
  useEffect(() => () => void dispatch(authFlowReset('confirmSignup')), [dispatch]);
  const done = confirmed !== null && (!confirmed.onboarded || registry.status === 'succeeded');
  useEffect(() => {
    if (!done) return;
    // Signed up from a partner invitation (the join page): back there to accept it.
    const invitation = confirmed.onboarded ? null : pendingInvitationToken();
    void navigate(invitation ? joinPath(invitation) : (returnTo ?? confirmed.nextPath), { replace: true });
  }, [done, confirmed, navigate, returnTo]);

  let body;
  if (!token) {
    body = (
      <p className={styles.error} role="alert">
        This link is missing its code. Open the link from the email again, or <Link to="/account/signup">sign up again</Link>.
      </p>
    );
  } else if (confirm.error) {
    body = (
      <>
        <p className={styles.error} role="alert">
          {confirm.error.message}
        </p>
        <div className={styles.links}>
          {confirm.error.code === 'auth.email_taken' ? (
            <>
              <Link to="/account/login">Log in</Link>
              <Link to="/account/forgot-password">Reset your password</Link>
            </>
          ) : (
            <Link to="/account/signup">Sign up again</Link>
          )}
        </div>
      </>
    );
  } else if (registry.error) {
    body = (
      <p className={styles.error} role="alert">
        Your account is ready, but we could not set up your registry: {registry.error.message}{' '}
        <Link to="/wedding/onboard/wedding-planning">Try again</Link>
      </p>
    );
  } else {
    body = (
      <p className={styles.intro} role="status">
        {confirm.status === 'succeeded' ? 'Your account is ready. Taking you on…' : 'Creating your account…'}
      </p>
    );
  }

  return (
    <section className={styles.page}>
      <h1>Finish creating your account</h1>
      {body}
    </section>
  );
}
