import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectIsGuest, selectUserContext } from '../../features/user/userSelectors';
import { invitationAcceptRequested, invitationLookupRequested, weddingFlowsReset } from '../../features/wedding/weddingEvents';
import { selectInvitationAccept, selectInvitationLookup, selectInvitationPreview } from '../../features/wedding/weddingSelectors';
import { joinPath, rememberPendingInvitation } from '../../features/wedding/pendingInvitation';
import styles from '../../features/wedding/components/Wedding.module.scss';

const dateText = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * /wedding/join?token=…, the partner invitation's link. Says who invited whom, then: signed in
 * (with the invited email), Accept; signed out, log in (and come back here) or create an account
 * (its confirmation link brings them back here in this browser; the mailed invitation works too).
 */
export default function JoinWeddingPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const isGuest = useAppSelector(selectIsGuest);
  const context = useAppSelector(selectUserContext);
  const preview = useAppSelector(selectInvitationPreview);
  const lookup = useAppSelector(selectInvitationLookup);
  const accept = useAppSelector(selectInvitationAccept);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (token) dispatch(invitationLookupRequested(token));
  }, [token, dispatch]);
  useEffect(() => () => void dispatch(weddingFlowsReset()), [dispatch]);
  useEffect(() => {
    if (accept.status === 'succeeded') void navigate('/wedding-planning/your-wedding', { replace: true });
  }, [accept.status, navigate]);
  useEffect(() => {
    if (accept.status === 'failed') heading.current?.focus();
  }, [accept.status]);

  const here = joinPath(token);
  let body;
  if (!token) {
    body = (
      <p className={styles.error} role="alert">
        This link is missing its code. Open the link from your invitation email again.
      </p>
    );
  } else if (lookup.status === 'failed') {
    body = (
      <>
        <p className={styles.error} role="alert">
          {lookup.error?.message}
        </p>
        <p>
          <Link to="/">Go to the Confetti home page</Link>
        </p>
      </>
    );
  } else if (!preview) {
    body = <p role="status">Opening your invitation…</p>;
  } else {
    const couple = `${preview.owner_first_name} & ${preview.partner_first_name}`;
    const wrongUser = !isGuest && context.email !== null && context.email.toLowerCase() !== preview.email;
    body = (
      <>
        <p className={styles.intro}>
          {preview.inviter_first_name} invited <strong>{preview.email}</strong> to plan {couple}’s wedding together on Confetti
          {preview.wedding_date ? `, on ${dateText(preview.wedding_date)}` : ''}. As a partner you can change everything: the wedding’s
          details, the registry and the planning tools.
        </p>
        {accept.error && (
          <p className={styles.error} role="alert">
            {accept.error.message}
          </p>
        )}
        {isGuest ? (
          <>
            <h2>Already have a Confetti account?</h2>
            <p>
              <Link className="button" to={`/account/login?next=${encodeURIComponent(here)}`}>
                Log in to accept
              </Link>
            </p>
            <h2>New to Confetti?</h2>
            <p>
              Create your account with {preview.email}. We’ll email you a link to confirm it; open it in this browser and we’ll bring you
              back here to accept. (The link in your invitation works too, until {dateText(preview.expires_at.slice(0, 10))}.)
            </p>
            <p>
              <Link
                className="button"
                to={`/account/signup?next=${encodeURIComponent(here)}`}
                onClick={() => rememberPendingInvitation(token)}
              >
                Create an account
              </Link>
            </p>
          </>
        ) : wrongUser ? (
          <p>
            You’re logged in as {context.email}, but this invitation is for {preview.email}. Sign out, then log in or create an account with{' '}
            {preview.email}.
          </p>
        ) : (
          <div className={styles.actions}>
            <button
              type="button"
              className="button"
              disabled={accept.status === 'loading'}
              onClick={() => dispatch(invitationAcceptRequested(token))}
            >
              {accept.status === 'loading' ? 'Joining…' : 'Accept invitation'}
            </button>
          </div>
        )}
      </>
    );
  }

  return (
    <section className={styles.page}>
      <p className="eyebrow">Plan together</p>
      <h1 ref={heading} tabIndex={-1} className={styles.stepHeading}>
        Join your wedding on Confetti
      </h1>
      {body}
    </section>
  );
}
