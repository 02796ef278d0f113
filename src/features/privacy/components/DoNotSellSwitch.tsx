import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ApiError } from '../../../lib/http';
import type { RequestStatus } from '../../../lib/requestSaga';
import type { PrivacyPreferences } from '../types';
import styles from './DoNotSellSwitch.module.scss';

export interface DoNotSellSwitchProps {
  preferences: PrivacyPreferences | null;
  status: RequestStatus;
  saveStatus: RequestStatus;
  /** Why loading the choice failed. */
  error: ApiError | null;
  /** Why saving the choice failed. */
  saveError: ApiError | null;
  onChange: (optOut: boolean) => void;
  onRetry: () => void;
}

/** The privacy center's opt-out: a switch, where the choice is kept, and errors with a way out. */
export function DoNotSellSwitch({ preferences, status, saveStatus, error, saveError, onChange, onRetry }: DoNotSellSwitchProps) {
  const id = useId();
  // While a save is in flight the switch shows the position the visitor chose.
  const [requested, setRequested] = useState<boolean | null>(null);
  const saving = saveStatus === 'loading';
  const checked = saving && requested !== null ? requested : (preferences?.do_not_sell_or_share ?? false);

  if (!preferences) {
    if (status === 'failed') {
      return (
        <div className={styles.panel} role="alert">
          <p>We could not load your privacy choice. {error?.message}</p>
          <button type="button" className="button" onClick={onRetry}>
            Try again
          </button>
        </div>
      );
    }
    return (
      <div className={styles.panel} aria-busy="true">
        <p role="status">Loading your privacy choice…</p>
      </div>
    );
  }

  const statusText = saving
    ? 'Saving…'
    : saveStatus === 'failed'
      ? ''
      : checked
        ? `You have opted out. ${preferences.saved_to === 'account' ? 'Saved to your account.' : 'Saved in this browser.'}`
        : `You have not opted out. ${preferences.saved_to === 'account' ? 'Your choice is saved to your account.' : 'Your choice is saved in this browser.'}`;

  return (
    <div className={styles.panel}>
      <div className={styles.row}>
        <label htmlFor={id} className={styles.label}>
          Do not sell or share my personal information
        </label>
        <input
          id={id}
          type="checkbox"
          role="switch"
          className={styles.switch}
          checked={checked}
          aria-describedby={`${id}-status`}
          disabled={saving}
          onChange={(e) => {
            setRequested(e.target.checked);
            onChange(e.target.checked);
          }}
        />
      </div>
      <p id={`${id}-status`} className={styles.status} role="status">
        {statusText}
      </p>
      {saveStatus === 'failed' && (
        <p className={styles.error} role="alert">
          {saveError?.message ?? 'Your choice was not saved.'} Your choice was not saved; please try again.
        </p>
      )}
      {preferences.saved_to === 'browser' && (
        <p className={styles.note}>
          You are not logged in, so this choice applies to this browser only. <Link to="/account/login">Log in</Link> to save it to your
          account.
        </p>
      )}
    </div>
  );
}
