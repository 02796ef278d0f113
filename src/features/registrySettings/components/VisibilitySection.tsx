import { useEffect, useState, type FormEvent } from 'react';
import {
  REGISTRY_VISIBILITIES,
  VISIBILITY_LABELS,
  type RegistrySettings,
  type RegistryVisibility,
} from '../../../contracts/registrySettings';
import type { RequestState } from '../../../lib/requestCases';
import styles from './RegistrySettings.module.scss';

export interface VisibilitySectionProps {
  settings: RegistrySettings;
  save: RequestState;
  saved: boolean;
  onSave: (value: { visibility: RegistryVisibility; hide_date_and_location: boolean }) => void;
}

/** Who can see the registry, and whether guests see the date and place. */
export function VisibilitySection({ settings, save, saved, onSave }: VisibilitySectionProps) {
  const [visibility, setVisibility] = useState<RegistryVisibility>(settings.visibility);
  const [hide, setHide] = useState(settings.hide_date_and_location);
  useEffect(() => {
    setVisibility(settings.visibility);
    setHide(settings.hide_date_and_location);
  }, [settings.visibility, settings.hide_date_and_location]);
  const unchanged = visibility === settings.visibility && hide === settings.hide_date_and_location;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!unchanged) onSave({ visibility, hide_date_and_location: hide });
  };
  return (
    <section className={styles.section} aria-labelledby="visibility-title">
      <h2 id="visibility-title">Who can see your registry</h2>
      <form onSubmit={submit}>
        <fieldset className={styles.choices}>
          <legend className="visually-hidden">Who can see your registry</legend>
          {REGISTRY_VISIBILITIES.map((value) => (
            <div key={value} className={styles.choice}>
              <input
                id={`visibility-${value}`}
                type="radio"
                name="visibility"
                value={value}
                checked={visibility === value}
                onChange={() => setVisibility(value)}
                aria-describedby={`visibility-${value}-hint`}
              />
              <label htmlFor={`visibility-${value}`}>
                <span className={styles.choiceLabel}>{VISIBILITY_LABELS[value].label}</span>
                <span id={`visibility-${value}-hint`} className={styles.choiceHint}>
                  {VISIBILITY_LABELS[value].hint}
                </span>
              </label>
            </div>
          ))}
        </fieldset>
        <label className={styles.checkbox}>
          <input type="checkbox" checked={hide} onChange={(event) => setHide(event.target.checked)} />
          <span>Hide our wedding date and location from guests</span>
        </label>
        {save.status === 'failed' && (
          <p role="alert" className={styles.error}>
            {save.error?.message}
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={unchanged || save.status === 'loading'}>
            {save.status === 'loading' ? 'Saving…' : 'Save privacy settings'}
          </button>
          <p role="status" className={styles.saved}>
            {saved ? 'Your privacy settings are saved.' : ''}
          </p>
        </div>
      </form>
    </section>
  );
}
