import { TextField } from '../../../components/TextField/TextField';
import { timeZoneOptions, type WeddingDraft } from '../weddingDraft';
import styles from './Wedding.module.scss';

type TextKey = 'owner_first_name' | 'owner_last_name' | 'partner_first_name' | 'partner_last_name';
type PlaceKey = 'ceremony_venue' | 'reception_venue' | 'city' | 'state_province' | 'time_zone';

interface GroupProps {
  draft: WeddingDraft;
  set: (key: TextKey | PlaceKey) => (value: string) => void;
  errors: Partial<Record<string, string>>;
  /** Show every error now (after a submit), not only on touched fields. */
  showErrors: boolean;
}

/** Both names: the page's "The two of you" and the guided start's first step. */
export function CoupleNameFields({ draft, set, errors, showErrors }: GroupProps) {
  const field = (key: TextKey, label: string, required = false) => (
    <TextField
      label={label}
      value={draft[key]}
      onChange={set(key)}
      required={required}
      maxChars={60}
      error={errors[key]}
      forceError={showErrors}
    />
  );
  return (
    <div className={styles.row}>
      {field('owner_first_name', 'Your first name', true)}
      {field('owner_last_name', 'Your last name')}
      {field('partner_first_name', 'Partner’s first name', true)}
      {field('partner_last_name', 'Partner’s last name')}
    </div>
  );
}

/** Venues, city, state and the wedding's time zone (which day is "after the wedding" follows it). */
export function WeddingPlaceFields({ draft, set, errors, showErrors, idPrefix }: GroupProps & { idPrefix: string }) {
  const field = (key: Exclude<PlaceKey, 'time_zone'>, label: string, maxChars: number, autoComplete?: string) => (
    <TextField
      label={label}
      autoComplete={autoComplete}
      value={draft[key]}
      onChange={set(key)}
      maxChars={maxChars}
      error={errors[key]}
      forceError={showErrors}
    />
  );
  const zoneId = `${idPrefix}-time-zone`;
  return (
    <>
      <div className={styles.row}>
        {field('ceremony_venue', 'Ceremony venue', 120)}
        {field('reception_venue', 'Reception venue', 120)}
        {field('city', 'City', 80, 'address-level2')}
        {field('state_province', 'State or province', 80, 'address-level1')}
      </div>
      <div className={styles.select}>
        <label htmlFor={zoneId}>Time zone of the wedding</label>
        <select id={zoneId} value={draft.time_zone} onChange={(e) => set('time_zone')(e.target.value)} aria-describedby={`${zoneId}-hint`}>
          {timeZoneOptions(draft.time_zone).map((z) => (
            <option key={z} value={z}>
              {z.replace(/_/g, ' ')}
            </option>
          ))}
        </select>
      </div>
      <p id={`${zoneId}-hint`} className={styles.intro}>
        We switch your registry to “after the wedding” the day after your date, on this time zone’s calendar.
      </p>
    </>
  );
}
