import { useId, useState, type FormEvent } from 'react';
import {
  BUDGET_MESSAGES,
  DUE_STATE_LABELS,
  MAX_AMOUNT_CENTS,
  paymentState,
  type BudgetItem,
  type CreatePaymentBody,
} from '../../../contracts/budget';
import { formatCents, parseDollars } from '../../../lib/money';
import type { PaymentChanges } from '../budgetSlice';
import { formatDay } from './format';
import { MoneyField } from './MoneyField';
import styles from './Budget.module.scss';

const STATE_CLASS = {
  paid: styles.statePaid,
  overdue: styles.stateOverdue,
  due_soon: styles.stateSoon,
  upcoming: styles.stateUpcoming,
  no_date: styles.stateUpcoming,
};

/** An item's instalments: each with its state (paid, overdue, due soon …), mark paid or not, remove; and a form to add one. */
export function Payments({
  item,
  today,
  busy,
  onAdd,
  onChange,
  onRemove,
}: {
  item: BudgetItem;
  today: string;
  busy: boolean;
  onAdd: (body: CreatePaymentBody) => void;
  onChange: (paymentId: number, changes: PaymentChanges) => void;
  onRemove: (paymentId: number) => void;
}) {
  const id = useId();
  const [amount, setAmount] = useState('');
  const [due, setDue] = useState('');
  const [paid, setPaid] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const cents = parseDollars(amount);
    if (cents === null || cents < 1 || cents > MAX_AMOUNT_CENTS) {
      setProblem(BUDGET_MESSAGES.payment);
      return;
    }
    setProblem(null);
    onAdd({ amount_cents: cents, due_date: due || null, paid_on: paid ? today : null });
    setAmount('');
    setDue('');
    setPaid(false);
  };

  return (
    <div className={styles.payments}>
      <h4 id={`${id}-h`}>Payments for {item.name}</h4>
      {item.payments.length === 0 ? <p className={styles.muted}>No payments yet.</p> : null}
      {item.payments.length > 0 ? (
        <ul className={styles.paymentList} aria-labelledby={`${id}-h`}>
          {item.payments.map((p, i) => {
            const state = paymentState(p, today);
            const label = `payment ${i + 1} of ${formatCents(p.amount_cents)}`;
            return (
              <li key={p.id} className={styles.payment}>
                <span className={styles.paymentAmount}>{formatCents(p.amount_cents)}</span>
                <span className={`${styles.stateTag} ${STATE_CLASS[state]}`}>{DUE_STATE_LABELS[state]}</span>
                <span className={styles.muted}>
                  {p.paid_on ? `Paid ${formatDay(p.paid_on)}` : p.due_date ? `Due ${formatDay(p.due_date)}` : 'No due date'}
                </span>
                <span className={styles.paymentActions}>
                  <button
                    type="button"
                    className={styles.small}
                    disabled={busy}
                    onClick={() => onChange(p.id, { paid_on: p.paid_on ? null : today })}
                  >
                    {p.paid_on ? `Mark ${label} unpaid` : `Mark ${label} paid`}
                  </button>
                  <button type="button" className={styles.small} disabled={busy} onClick={() => onRemove(p.id)}>
                    Remove {label}
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
      <form className={styles.paymentForm} onSubmit={submit} aria-label={`Add a payment for ${item.name}`} noValidate>
        <MoneyField id={`${id}-amount`} label="Payment amount" value={amount} onChange={setAmount} required error={problem} />
        <div className={styles.field}>
          <label htmlFor={`${id}-due`}>Payment due</label>
          <input id={`${id}-due`} type="date" value={due} onChange={(e) => setDue(e.target.value)} />
        </div>
        <label className={styles.checkLabel}>
          <input type="checkbox" checked={paid} onChange={(e) => setPaid(e.target.checked)} />
          Paid today
        </label>
        <button type="submit" className={styles.secondary} disabled={busy}>
          Add payment
        </button>
      </form>
    </div>
  );
}
