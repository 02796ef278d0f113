import styles from './CheckEmail.module.scss';

export interface CheckEmailProps {
  /** Where the link went. */
  email: string;
  /** A second link is on its way (the resend is running). */
  resending: boolean;
  /** How many more links were sent from this page. */
  resent: number;
  onResend: () => void;
  onUseAnotherEmail: () => void;
}

/**
 * After a sign-up: the account is created from the mailed link. Said the same way whether or not
 * the address already has an account (its mail says so instead).
 */
export function CheckEmail({ email, resending, resent, onResend, onUseAnotherEmail }: CheckEmailProps) {
  return (
    <div>
      <div className={styles.notice} role="status">
        <p>
          <strong>Check your email to finish creating your account.</strong>
        </p>
        <p>
          We sent a link to <strong>{email}</strong>. It works once, for 1 day.
          {resent > 0 && !resending && ' We just sent another one.'}
        </p>
      </div>
      <p className={styles.help}>No email after a few minutes? Look in your spam folder, or send it again.</p>
      <div className={styles.actions}>
        <button type="button" className="link-button" onClick={onResend} disabled={resending}>
          {resending ? 'Sending…' : 'Send the link again'}
        </button>
        <button type="button" className="link-button" onClick={onUseAnotherEmail}>
          Use another email
        </button>
      </div>
    </div>
  );
}
