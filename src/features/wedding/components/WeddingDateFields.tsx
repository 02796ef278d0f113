import { useId } from 'react';
import { TextField } from '../../../components/TextField/TextField';
import { SEASONS, SEASON_LABELS, TENTATIVE_YEARS_AHEAD } from '../../../contracts/wedding';
import type { WeddingDraft } from '../weddingDraft';
import styles from './Wedding.module.scss';

export type DateDraft = Pick<WeddingDraft, 'dateMode' | 'wedding_date' | 'tentative_year' | 'tentative_when'>;

export interface WeddingDateFieldsProps {
  value: DateDraft;
  onChange: (next: DateDraft) => void;
  errors: Record<string, string>;
  /** Show errors without waiting for the fields to be touched (after a submit). */
  forceError: boolean;
  /** The first day that may be chosen (today in the wedding's zone), unless the couple is married. */
  minDate?: string;
  now?: Date;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The date, or "we haven't decided yet" with an approximate year and a month or season. */
export function WeddingDateFields({ value, onChange, errors, forceError, minDate, now = new Date() }: WeddingDateFieldsProps) {
  const id = useId();
  const set = (patch: Partial<DateDraft>) => onChange({ ...value, ...patch });
  const thisYear = now.getUTCFullYear();
  const years = Array.from({ length: TENTATIVE_YEARS_AHEAD + 1 }, (_, i) => thisYear + i);
  const yearError = forceError ? errors.tentative_year : undefined;
  const whenError = forceError ? (errors.tentative_season ?? errors.tentative_month) : undefined;
  return (
    <>
      <div className={styles.choices} role="radiogroup" aria-label="Do you have a date?">
        <label className={styles.choice}>
          <input type="radio" name={`${id}-mode`} checked={value.dateMode === 'date'} onChange={() => set({ dateMode: 'date' })} />
          We have a date
        </label>
        <label className={styles.choice}>
          <input
            type="radio"
            name={`${id}-mode`}
            checked={value.dateMode === 'undecided'}
            onChange={() => set({ dateMode: 'undecided' })}
          />
          We haven’t decided yet
        </label>
      </div>
      {value.dateMode === 'date' ? (
        <TextField
          label="Wedding date"
          type="date"
          value={value.wedding_date}
          min={minDate}
          onChange={(v) => set({ wedding_date: v })}
          error={errors.wedding_date}
          forceError={forceError}
        />
      ) : (
        <div className={styles.row}>
          <div className={styles.select}>
            <label htmlFor={`${id}-year`}>Year (if you know it)</label>
            <select
              id={`${id}-year`}
              value={value.tentative_year}
              onChange={(e) => set({ tentative_year: e.target.value })}
              aria-invalid={yearError ? true : undefined}
              aria-describedby={yearError ? `${id}-year-error` : undefined}
            >
              <option value="">Not sure yet</option>
              {years.map((y) => (
                <option key={y} value={String(y)}>
                  {y}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.select}>
            <label htmlFor={`${id}-when`}>Month or season</label>
            <select
              id={`${id}-when`}
              value={value.tentative_when}
              onChange={(e) => set({ tentative_when: e.target.value })}
              aria-invalid={whenError ? true : undefined}
              aria-describedby={whenError ? `${id}-when-error` : undefined}
            >
              <option value="">Not sure yet</option>
              <optgroup label="Seasons">
                {SEASONS.map((s) => (
                  <option key={s} value={s}>
                    {SEASON_LABELS[s]}
                  </option>
                ))}
              </optgroup>
              <optgroup label="Months">
                {MONTHS.map((m, i) => (
                  <option key={m} value={String(i + 1)}>
                    {m}
                  </option>
                ))}
              </optgroup>
            </select>
          </div>
          {yearError && (
            <p id={`${id}-year-error`} className={styles.fieldError} role="alert">
              {yearError}
            </p>
          )}
          {whenError && (
            <p id={`${id}-when-error`} className={styles.fieldError} role="alert">
              {whenError}
            </p>
          )}
        </div>
      )}
    </>
  );
}
