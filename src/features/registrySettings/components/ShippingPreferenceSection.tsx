import { useEffect, useState, type FormEvent } from 'react';
import {
  addDays,
  formatDay,
  holdDateProblem,
  HOLD_MAX_DAYS,
  isoDay,
  type ShippingPreference,
  type ShippingPreferenceBody,
} from '../../../contracts/fulfilment';
import type { RequestState } from '../../../lib/requestCases';
import styles from './RegistrySettings.module.scss';
import local from './ShippingPreferenceSection.module.scss';

export interface ShippingPreferenceSectionProps {
  /** Null while it loads. */
  preference: ShippingPreference | null;
  heldCount: number;
  save: RequestState & { saved: boolean };
  /** Today (YYYY-MM-DD): the earliest date is tomorrow. */
  today?: string;
  onSave: (body: ShippingPreferenceBody) => void;
}

/**
 * "Hold gifts, ship later" (issue 26): ship each gift as it is bought, or hold them all and ship
 * them together on a date the couple chooses. Switching back to ship as bought sends what is held now.
 */
export function ShippingPreferenceSection({
  preference,
  heldCount,
  save,
  today = isoDay(new Date()),
  onSave,
}: ShippingPreferenceSectionProps) {
  const [hold, setHold] = useState(preference?.hold ?? false);
  const [date, setDate] = useState(preference?.hold_until ?? '');
  const [tried, setTried] = useState(false);
  useEffect(() => {
    setHold(preference?.hold ?? false);
    setDate(preference?.hold_until ?? '');
  }, [preference?.hold, preference?.hold_until]);
  const problem = hold ? holdDateProblem(date, today) : null;
  const unchanged = !!preference && hold === preference.hold && (!hold || date === preference.hold_until);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problem) return document.getElementById('hold-until')?.focus();
    if (!unchanged) onSave(hold ? { hold: true, hold_until: date } : { hold: false });
    return undefined;
  };
  return (
    <section className={styles.section} aria-labelledby="shipping-preference-title">
      <h2 id="shipping-preference-title">When gifts ship</h2>
      <form onSubmit={submit} noValidate>
        <fieldset className={styles.choices} disabled={!preference}>
          <legend className="visually-hidden">When gifts ship</legend>
          <div className={styles.choice}>
            <input
              id="ship-as-bought"
              type="radio"
              name="ship-mode"
              checked={!hold}
              onChange={() => setHold(false)}
              aria-describedby="ship-as-bought-hint"
            />
            <label htmlFor="ship-as-bought">
              <span className={styles.choiceLabel}>Ship each gift as it is bought</span>
              <span id="ship-as-bought-hint" className={styles.choiceHint}>
                {heldCount > 0
                  ? `Your ${heldCount === 1 ? 'held gift ships' : `${heldCount} held gifts ship`} together as soon as you save this.`
                  : 'Each gift starts on its way to you as soon as it is bought.'}
              </span>
            </label>
          </div>
          <div className={styles.choice}>
            <input
              id="hold-gifts"
              type="radio"
              name="ship-mode"
              checked={hold}
              onChange={() => setHold(true)}
              aria-describedby="hold-gifts-hint"
            />
            <label htmlFor="hold-gifts">
              <span className={styles.choiceLabel}>Hold gifts and ship them together</span>
              <span id="hold-gifts-hint" className={styles.choiceHint}>
                We keep every gift bought before your date and send them in one shipment on it. You can ship them sooner from your gift
                tracker.
              </span>
            </label>
          </div>
        </fieldset>
        {hold && (
          <div className={local.dateField}>
            <label htmlFor="hold-until" className={styles.label}>
              Ship held gifts on
            </label>
            <input
              id="hold-until"
              type="date"
              className={local.date}
              value={date}
              min={addDays(today, 1)}
              max={addDays(today, HOLD_MAX_DAYS)}
              onChange={(event) => setDate(event.target.value)}
              aria-invalid={tried && !!problem}
              aria-describedby={tried && problem ? 'hold-until-error' : 'hold-until-hint'}
            />
            <p id="hold-until-hint" className={styles.hint}>
              Any day from tomorrow to {formatDay(addDays(today, HOLD_MAX_DAYS))}.
            </p>
            {tried && problem && (
              <p id="hold-until-error" className={styles.error}>
                {problem}
              </p>
            )}
          </div>
        )}
        {save.status === 'failed' && (
          <p role="alert" className={styles.error}>
            {save.error?.message}
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={!preference || unchanged || save.status === 'loading'}>
            {save.status === 'loading' ? 'Saving…' : 'Save shipping choice'}
          </button>
          <p role="status" className={styles.saved}>
            {save.saved && preference
              ? preference.hold && preference.hold_until
                ? `Saved: gifts are held and ship together on ${formatDay(preference.hold_until)}.`
                : 'Saved: gifts ship as they are bought.'
              : ''}
          </p>
        </div>
      </form>
    </section>
  );
}
