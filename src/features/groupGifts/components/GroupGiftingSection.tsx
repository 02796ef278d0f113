import { useEffect, useId, useState, type FormEvent } from 'react';
import type { GroupGiftingAnswer } from '../../../contracts/groupGifts';
import {
  dollars,
  GROUP_GIFT_MIN_CONTRIBUTION_CENTS,
  GROUP_GIFT_MIN_PRICE_CEILING_CENTS,
  GROUP_GIFT_MIN_PRICE_FLOOR_CENTS,
  GROUP_GIFT_SUGGESTED_MIN_PRICE_CENTS,
} from '../../../contracts/groupGiftRules';
import { parseDollars } from '../../../lib/money';
import type { RequestState } from '../../../lib/requestCases';
import styles from './GroupGifts.module.scss';

export interface GroupGiftingSectionProps {
  data: GroupGiftingAnswer | null;
  load: RequestState;
  save: RequestState & { saved: boolean };
  onSave: (minPriceCents: number | null) => void;
  onRetry: () => void;
}

const RANGE_MESSAGE = `Choose an amount from ${dollars(GROUP_GIFT_MIN_PRICE_FLOOR_CENTS)} to ${dollars(GROUP_GIFT_MIN_PRICE_CEILING_CENTS)}.`;

/**
 * Registry settings' group gifting: off, or 'gifts of $X or more' guests can each pay part of. Each
 * gift can still be switched on or off by itself on the manage page.
 */
export function GroupGiftingSection({ data, load, save, onSave, onRetry }: GroupGiftingSectionProps) {
  const id = useId();
  const current = data?.min_price_cents ?? null;
  const [on, setOn] = useState(current !== null);
  const [amount, setAmount] = useState(String((current ?? GROUP_GIFT_SUGGESTED_MIN_PRICE_CENTS) / 100));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setOn(current !== null);
    setAmount(String((current ?? GROUP_GIFT_SUGGESTED_MIN_PRICE_CENTS) / 100));
  }, [current]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!on) {
      setError(null);
      return onSave(null);
    }
    const cents = parseDollars(amount);
    if (cents === null || cents < GROUP_GIFT_MIN_PRICE_FLOOR_CENTS || cents > GROUP_GIFT_MIN_PRICE_CEILING_CENTS)
      return setError(RANGE_MESSAGE);
    setError(null);
    onSave(cents);
  };
  const shownError = error ?? (save.status === 'failed' ? (save.error?.message ?? null) : null);
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Group gifting</h2>
      <p className={styles.hint}>
        Guests can each give part of a bigger gift (from {dollars(GROUP_GIFT_MIN_CONTRIBUTION_CENTS)}), and it ships to you once its price
        is paid in full. If you turn it off for a gift, or remove one, before it is fully funded, every contributor is refunded.
      </p>
      {!data && load.status === 'failed' ? (
        <div role="alert" className={styles.error}>
          <p>{load.error?.message ?? 'We could not load your group gifting setting.'}</p>
          <button type="button" className={styles.secondary} onClick={onRetry}>
            Try again
          </button>
        </div>
      ) : !data ? (
        <p role="status" className={styles.hint}>
          Loading…
        </p>
      ) : (
        <form onSubmit={submit} noValidate>
          <fieldset className={styles.choices}>
            <legend className="visually-hidden">Which gifts can be group-gifted</legend>
            <label className={styles.choice}>
              <input type="radio" name={`${id}-mode`} checked={!on} onChange={() => setOn(false)} />
              <span>Only the gifts I switch on myself</span>
            </label>
            <label className={styles.choice}>
              <input type="radio" name={`${id}-mode`} checked={on} onChange={() => setOn(true)} />
              <span>Every gift priced at or above an amount</span>
            </label>
          </fieldset>
          {on && (
            <div className={styles.amount}>
              <label htmlFor={`${id}-amount`}>Gifts of this much or more</label>
              <div className={styles.amountRow}>
                <span aria-hidden="true">$</span>
                <input
                  id={`${id}-amount`}
                  inputMode="decimal"
                  autoComplete="off"
                  value={amount}
                  onChange={(event) => setAmount(event.target.value)}
                  aria-invalid={shownError ? true : undefined}
                  aria-describedby={shownError ? `${id}-error` : undefined}
                />
              </div>
            </div>
          )}
          {shownError && (
            <p id={`${id}-error`} role="alert" className={styles.error}>
              {shownError}
            </p>
          )}
          <div className={styles.actions}>
            <button type="submit" className={styles.primary} disabled={save.status === 'loading'}>
              {save.status === 'loading' ? 'Saving…' : 'Save group gifting'}
            </button>
            <p role="status" className={styles.saved}>
              {save.saved && save.status === 'succeeded'
                ? data.min_price_cents === null
                  ? 'Saved: only the gifts you switch on are group gifts.'
                  : `Saved: gifts of ${dollars(data.min_price_cents)} or more are group gifts (${data.group_gift_count} now).`
                : ''}
            </p>
          </div>
        </form>
      )}
    </section>
  );
}
