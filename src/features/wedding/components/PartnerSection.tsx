import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/TextField/TextField';
import type { WeddingAnswer } from '../../../contracts/wedding';
import type { ApiError } from '../../../lib/http';
import { isEmail } from '../../../lib/validation';
import styles from './Wedding.module.scss';

export interface PartnerSectionProps {
  answer: WeddingAnswer;
  inviting: boolean;
  inviteError: ApiError | null;
  removing: boolean;
  removeError: ApiError | null;
  revokeError: ApiError | null;
  onInvite: (email: string) => void;
  onRevoke: (invitationId: number) => void;
  onRemove: (userId: number) => void;
}

const fullName = (m: { first_name: string; last_name: string }) => [m.first_name, m.last_name].filter(Boolean).join(' ');
const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/**
 * Who plans this wedding: the owner invites their partner by email (a link valid 7 days), sees
 * the pending invitation (and can withdraw it), and can remove the partner. A partner sees the
 * same people, without those controls.
 */
export function PartnerSection({
  answer,
  inviting,
  inviteError,
  removing,
  removeError,
  revokeError,
  onInvite,
  onRemove,
  onRevoke,
}: PartnerSectionProps) {
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const partner = answer.members.find((m) => m.role === 'PARTNER') ?? null;
  const { permissions } = answer;
  const emailError = isEmail(email) ? (submitted ? inviteError?.fields?.email : undefined) : 'Enter a valid email address.';

  return (
    <section className={styles.section} aria-labelledby="partner-heading">
      <h2 id="partner-heading">Plan together</h2>
      <ul className={styles.members}>
        {answer.members.map((m) => (
          <li key={m.user_id}>
            <span>
              <strong>{fullName(m) || m.email}</strong>{' '}
              <span className={styles.role}>
                ({m.role === 'OWNER' ? 'created the wedding' : 'partner'}) · {m.email}
              </span>
            </span>
            {m.role === 'PARTNER' &&
              permissions.can_remove_partner &&
              (confirmRemove ? (
                <span className={styles.actions}>
                  <button type="button" className="button" disabled={removing} onClick={() => onRemove(m.user_id)}>
                    {removing ? 'Removing…' : `Yes, remove ${m.first_name || 'them'}`}
                  </button>
                  <button type="button" className={styles.linkButton} onClick={() => setConfirmRemove(false)}>
                    Keep
                  </button>
                </span>
              ) : (
                <button type="button" className={styles.linkButton} onClick={() => setConfirmRemove(true)}>
                  Remove {m.first_name || 'partner'}
                </button>
              ))}
          </li>
        ))}
      </ul>
      {removeError && (
        <p className={styles.error} role="alert">
          {removeError.message}
        </p>
      )}

      {answer.role === 'PARTNER' && (
        <p className={styles.intro}>
          You can change everything here, as {answer.members.find((m) => m.role === 'OWNER')?.first_name ?? 'your partner'} can. Only they
          can delete the wedding.
        </p>
      )}

      {answer.invitations.length > 0 && (
        <>
          <h3>Waiting to join</h3>
          <ul className={styles.members}>
            {answer.invitations.map((i) => (
              <li key={i.id}>
                <span>
                  {i.email} <span className={styles.role}>· invited, link works until {day(i.expires_at)}</span>
                </span>
                {permissions.can_revoke_invitation && (
                  <button type="button" className={styles.linkButton} onClick={() => onRevoke(i.id)}>
                    Withdraw invitation to {i.email}
                  </button>
                )}
              </li>
            ))}
          </ul>
          {revokeError && (
            <p className={styles.error} role="alert">
              {revokeError.message}
            </p>
          )}
        </>
      )}

      {permissions.can_invite_partner && !partner && (
        <form
          noValidate
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            setSubmitted(true);
            if (!isEmail(email)) return;
            onInvite(email.trim());
          }}
        >
          <p className={styles.intro}>
            Invite your partner to plan with you. They get an email with a link that works once, for 7 days, and the same access as you
            (except deleting the wedding).
            {answer.invitations.length > 0 && ' A new invitation replaces the one waiting.'}
          </p>
          {inviteError && !inviteError.fields && (
            <p className={styles.error} role="alert">
              {inviteError.message}
            </p>
          )}
          <TextField
            label="Partner’s email"
            type="email"
            autoComplete="off"
            value={email}
            onChange={setEmail}
            required
            error={emailError}
            forceError={submitted}
          />
          <button className="button" type="submit" disabled={inviting}>
            {inviting ? 'Sending…' : 'Send invitation'}
          </button>
        </form>
      )}
    </section>
  );
}
