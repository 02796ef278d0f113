import { useId, useState, type FormEvent } from 'react';
import { BUDGET_MESSAGES, MAX_GUESTS, MAX_TOTAL_CENTS, type BudgetSettings } from '../../../contracts/budget';
import { parseDollars } from '../../../lib/money';
import type { BudgetChanges } from '../budgetSlice';
import { centsToInput } from './format';
import { MoneyField } from './MoneyField';
import styles from './Budget.module.scss';

/** The total, guests and place, changed later (the category targets stay as they are). */
export function BudgetSettingsForm({
  budget,
  busy,
  onSave,
  onClose,
}: {
  budget: BudgetSettings;
  busy: boolean;
  onSave: (changes: BudgetChanges) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [total, setTotal] = useState(centsToInput(budget.total_cents));
  const [guests, setGuests] = useState(String(budget.guest_count));
  const [city, setCity] = useState(budget.city);
  const [state, setState] = useState(budget.state_province);
  const [problem, setProblem] = useState<{ field: 'total' | 'guests'; message: string } | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const cents = parseDollars(total);
    if (cents === null || cents < 100 || cents > MAX_TOTAL_CENTS) {
      setProblem({ field: 'total', message: BUDGET_MESSAGES.total });
      return;
    }
    const n = Number(guests);
    if (guests.trim() === '' || !Number.isInteger(n) || n < 0 || n > MAX_GUESTS) {
      setProblem({ field: 'guests', message: BUDGET_MESSAGES.guests });
      return;
    }
    onSave({ total_cents: cents, guest_count: n, city: city.trim(), state_province: state.trim() });
    onClose();
  };
  return (
    <form className={styles.settingsForm} onSubmit={submit} aria-label="Your budget’s total, guests and place" noValidate>
      <div className={styles.startFields}>
        <MoneyField
          id={`${id}-total`}
          label="Total budget"
          value={total}
          onChange={setTotal}
          required
          error={problem?.field === 'total' ? problem.message : null}
        />
        <div className={styles.field}>
          <label htmlFor={`${id}-guests`}>Guests</label>
          <input
            id={`${id}-guests`}
            inputMode="numeric"
            value={guests}
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
          <input id={`${id}-city`} value={city} maxLength={80} onChange={(e) => setCity(e.target.value)} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-state`}>State or province</label>
          <input id={`${id}-state`} value={state} maxLength={80} onChange={(e) => setState(e.target.value)} />
        </div>
      </div>
      <p className={styles.muted}>Changing the total keeps your category targets as they are.</p>
      <div className={styles.formButtons}>
        <button type="submit" className={styles.primary} disabled={busy}>
          Save budget
        </button>
        <button type="button" className={styles.secondary} onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}
