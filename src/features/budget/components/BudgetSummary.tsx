import { overUnderLabel, type BudgetTotals } from '../../../contracts/budget';
import { formatCents } from '../../../lib/money';
import styles from './Budget.module.scss';

/** The overall numbers: total, planned, paid, what is left to pay, and how far over or under. */
export function BudgetSummary({ totals }: { totals: BudgetTotals }) {
  const over = totals.remaining_cents < 0;
  return (
    <section className={styles.summary} aria-label="Totals">
      <dl className={styles.figures}>
        <div>
          <dt>Budget</dt>
          <dd>{formatCents(totals.total_cents)}</dd>
        </div>
        <div>
          <dt>Planned</dt>
          <dd>{formatCents(totals.cost_cents)}</dd>
        </div>
        <div>
          <dt>Paid</dt>
          <dd>{formatCents(totals.paid_cents)}</dd>
        </div>
        <div>
          <dt>Left to pay</dt>
          <dd>{formatCents(Math.max(0, totals.cost_cents - totals.paid_cents))}</dd>
        </div>
        <div className={over ? styles.overFigure : styles.underFigure}>
          <dt>{over ? 'Over budget' : 'Under budget'}</dt>
          <dd>{overUnderLabel(totals.remaining_cents, formatCents)}</dd>
        </div>
      </dl>
      <p className={styles.summaryNote}>
        {totals.per_guest_cents !== null ? <>About {formatCents(totals.per_guest_cents)} a guest. </> : null}
        {totals.unallocated_cents > 0 ? (
          <>{formatCents(totals.unallocated_cents)} of your budget isn’t in a category yet.</>
        ) : totals.unallocated_cents < 0 ? (
          <>Your category targets add up to {formatCents(-totals.unallocated_cents)} more than your budget.</>
        ) : (
          <>Your category targets add up to your budget.</>
        )}
      </p>
    </section>
  );
}
