import { useState } from 'react';
import form from './AccountForm.module.scss';
import styles from './CheckEmail.module.scss';

export interface CheckEmailProps {
  /** Where the link went. */
  email: string;
  /** A second link is on its way (the resend is running). */
  resending: boolean;
  /** The last resend went through. */
  resendSucceeded: boolean;
  /** The sign-up's error, shown above the notice. */
  error: string | null;
  onResend: () => void;
  onUseAnotherEmail: () => void;
}

/**
 * After a sign-up: the account is created from the mailed link. Said the same way whether or not
 * the address already has an account (its mail says so instead).
 */
export function CheckEmail({ email, resending, resendSucceeded, error, onResend, onUseAnotherEmail }: CheckEmailProps) {
  const [resent, setResent] = useState(0);
  return (
    <div>
      <h1>Check your email</h1>
      {error && (
        <p className={form.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.notice} role="status">
        <p>
          <strong>Check your email to finish creating your account.</strong>
        </p>
        <p>
          We sent a link to <strong>{email}</strong>. It works once, for 1 day.
          {resent > 0 && resendSucceeded && !resending && ' We just sent another one.'}
        </p>
      </div>
      <p className={styles.help}>No email after a few minutes? Look in your spam folder, or send it again.</p>
      <div className={styles.actions}>
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setResent((n) => n + 1);
            onResend();
          }}
          disabled={resending}
        >
          {resending ? 'Sending…' : 'Send the link again'}
        </button>
        <button type="button" className="link-button" onClick={onUseAnotherEmail}>
          Use another email
        </button>
      </div>
    </div>
  );
}
