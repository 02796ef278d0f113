import { useState, type FormEvent, type ReactNode } from 'react';
import { TextField } from '../../../components/TextField/TextField';
import {
  isAfterWedding,
  MAX_GUEST_COUNT,
  PLANNING_STAGE_LABELS,
  PLANNING_STAGES,
  todayInZone,
  type WeddingFields,
  type WeddingView,
} from '../../../contracts/wedding';
import type { ApiError } from '../../../lib/http';
import { draftErrors, draftOf, fieldsOf, type WeddingDraft } from '../weddingDraft';
import { WeddingDateFields } from './WeddingDateFields';
import { CoupleNameFields, WeddingPlaceFields } from './WeddingFieldGroups';
import styles from './Wedding.module.scss';

export interface WeddingFormProps {
  wedding: WeddingView;
  saving: boolean;
  /** The last save's failure (its field messages are shown beside their fields). */
  error: ApiError | null;
  onSubmit: (fields: WeddingFields) => void;
  /** The first change after a load or a save (the page's "saved" note goes). */
  onEdit?: () => void;
  /** The couple photo's part of the form (the page passes it; the upload lives in the registry settings). */
  photoField?: ReactNode;
  now?: Date;
}

/** "Your wedding": names, date (or not yet), places, guest count, planning stage, time zone. */
export function WeddingForm({ wedding, saving, error, onSubmit, onEdit, photoField, now = new Date() }: WeddingFormProps) {
  const [draft, setDraft] = useState<WeddingDraft>(() => draftOf(wedding));
  const [submitted, setSubmitted] = useState(false);
  const [dirty, setDirty] = useState(false);
  const edited = () => {
    setDirty(true);
    onEdit?.();
  };
  const set =
    <K extends keyof WeddingDraft>(key: K) =>
    (value: WeddingDraft[K]) => {
      setDraft((d) => ({ ...d, [key]: value }));
      edited();
    };
  const married = isAfterWedding(wedding.wedding_date, wedding.time_zone, now);
  const local = draftErrors(draft, wedding.wedding_date, now);
  // The server's field messages count until the field is edited again (then the local check decides).
  const errors = { ...(!dirty && error?.fields ? error.fields : {}), ...local };

  return (
    <form
      noValidate
      aria-describedby={error && !error.fields ? 'wedding-form-error' : undefined}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        setSubmitted(true);
        if (Object.keys(local).length > 0) {
          // Focus the first field with a problem (its message is announced by role=alert).
          const first = event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]');
          first?.focus();
          return;
        }
        setDirty(false);
        onSubmit(fieldsOf(draft));
      }}
    >
      {error && (
        <p id="wedding-form-error" className={styles.error} role="alert">
          {error.message}
        </p>
      )}

      <fieldset className={styles.fieldset}>
        <legend>The two of you</legend>
        <CoupleNameFields draft={draft} set={set} errors={errors} showErrors={submitted} />
      </fieldset>

      {photoField && (
        <fieldset className={`${styles.fieldset} ${styles.photoSlot}`}>
          <legend>Your photo</legend>
          {photoField}
        </fieldset>
      )}

      <fieldset className={styles.fieldset}>
        <legend>The date</legend>
        <WeddingDateFields
          value={draft}
          onChange={(next) => {
            setDraft((d) => ({ ...d, ...next }));
            edited();
          }}
          errors={errors}
          forceError={submitted || dirty}
          minDate={married ? undefined : todayInZone(draft.time_zone, now)}
          now={now}
        />
        {married && <p className={styles.intro}>Congratulations! Your date has passed, so you can keep it as it is.</p>}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>Where</legend>
        <WeddingPlaceFields draft={draft} set={set} errors={errors} showErrors={submitted} idPrefix="wedding" />
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>Guests and planning</legend>
        <div className={styles.row}>
          <TextField
            label="Estimated number of guests"
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_GUEST_COUNT}
            value={draft.estimated_guest_count}
            onChange={set('estimated_guest_count')}
            hint="Not sure yet? Leave it empty."
            error={errors.estimated_guest_count}
            forceError={submitted || dirty}
          />
          <div className={styles.select}>
            <label htmlFor="wedding-planning-stage">Where are you in planning?</label>
            <select
              id="wedding-planning-stage"
              value={draft.planning_stage}
              onChange={(e) => set('planning_stage')(e.target.value as WeddingDraft['planning_stage'])}
            >
              {PLANNING_STAGES.map((stage) => (
                <option key={stage} value={stage}>
                  {PLANNING_STAGE_LABELS[stage]}
                </option>
              ))}
            </select>
          </div>
        </div>
      </fieldset>

      <div className={styles.actions}>
        <button className="button" type="submit" disabled={saving} aria-busy={saving || undefined}>
          {saving ? 'Saving…' : 'Save changes'}
        </button>
      </div>
    </form>
  );
}
