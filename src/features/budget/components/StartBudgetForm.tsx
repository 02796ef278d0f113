import { useId, useState, type FormEvent } from 'react';
import { BUDGET_MESSAGES, MAX_GUESTS, MAX_TOTAL_CENTS, type StartBudgetBody } from '../../../contracts/budget';
import type { ApiError } from '../../../lib/http';
import { parseDollars } from '../../../lib/money';
import { MoneyField } from './MoneyField';
import styles from './Budget.module.scss';

export interface StartPrefill {
  guest_count: number | null;
  city: string;
  state_province: string;
}

/** The starting form: total, guests and place (prefilled from the wedding); the server splits the total by category. */
export function StartBudgetForm({
  prefill,
  busy,
  error,
  onStart,
}: {
  prefill: StartPrefill;
  busy: boolean;
  error: ApiError | null;
  onStart: (body: StartBudgetBody) => void;
}) {
  const id = useId();
  const [total, setTotal] = useState('');
  const [guests, setGuests] = useState(prefill.guest_count === null ? '' : String(prefill.guest_count));
  const [city, setCity] = useState(prefill.city);
  const [state, setState] = useState(prefill.state_province);
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const totalCents = parseDollars(total);
    if (totalCents === null || totalCents < 100 || totalCents > MAX_TOTAL_CENTS) {
      setProblem({ field: 'total', message: BUDGET_MESSAGES.total });
      return;
    }
    const guestCount = Number(guests);
    if (guests.trim() === '' || !Number.isInteger(guestCount) || guestCount < 0 || guestCount > MAX_GUESTS) {
      setProblem({ field: 'guests', message: BUDGET_MESSAGES.guests });
      return;
    }
    setProblem(null);
    onStart({ total_cents: totalCents, guest_count: guestCount, city: city.trim(), state_province: state.trim() });
  };
  const serverFields = error?.fields ?? {};

  return (
    <form className={styles.startForm} onSubmit={submit} aria-labelledby={`${id}-h`} noValidate>
      <h2 id={`${id}-h`}>Start your budget</h2>
      <p>
        Tell us what you want to spend. We split it across the usual categories by the shares couples typically spend (venue and catering
        take about half), and you change any of it.
      </p>
      <div className={styles.startFields}>
        <MoneyField
          id={`${id}-total`}
          label="Total budget"
          value={total}
          onChange={setTotal}
          required
          error={problem?.field === 'total' ? problem.message : (serverFields.total_cents ?? null)}
        />
        <div className={styles.field}>
          <label htmlFor={`${id}-guests`}>Guests</label>
          <input
            id={`${id}-guests`}
            inputMode="numeric"
            value={guests}
            required
            aria-invalid={problem?.field === 'guests' ? true : undefined}
            aria-describedby={problem?.field === 'guests' ? `${id}-guests-error` : undefined}
            onChange={(e) => setGuests(e.target.value)}
          />
          {problem?.field === 'guests' ? (
            <p id={`${id}-guests-error`} className={styles.fieldError}>
              {problem.message}
            </p>
          ) : null}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-city`}>City</label>
          <input id={`${id}-city`} value={city} maxLength={80} autoComplete="address-level2" onChange={(e) => setCity(e.target.value)} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-state`}>State or province</label>
          <input id={`${id}-state`} value={state} maxLength={80} autoComplete="address-level1" onChange={(e) => setState(e.target.value)} />
        </div>
      </div>
      {error && !error.fields ? (
        <p role="alert" className={styles.error}>
          {error.message}
        </p>
      ) : null}
      <button type="submit" className={styles.primary} disabled={busy}>
        Build my budget
      </button>
    </form>
  );
}
