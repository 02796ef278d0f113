import { DUE_SOON_DAYS, DUE_STATE_LABELS } from '../../../contracts/budget';
import { formatCents } from '../../../lib/money';
import type { DueEntry } from '../budgetSelectors';
import { formatDay } from './format';
import styles from './Budget.module.scss';

/** Payments overdue or due within DUE_SOON_DAYS, earliest first: what to pay now. */
export function DueList({ entries }: { entries: readonly DueEntry[] }) {
  return (
    <section className={styles.due} aria-labelledby="budget-due-heading">
      <h2 id="budget-due-heading">To pay soon</h2>
      {entries.length === 0 ? (
        <p className={styles.muted}>Nothing is overdue or due in the next {DUE_SOON_DAYS} days.</p>
      ) : (
        <ul className={styles.dueList}>
          {entries.map((e) => (
            <li key={e.key} className={e.state === 'overdue' ? styles.dueOverdue : styles.dueSoon}>
              <strong className={styles.badge}>{DUE_STATE_LABELS[e.state]}</strong>
              <span>
                {formatCents(e.amount_cents)} for {e.item.name}, due {formatDay(e.due_date)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
