import { formatCents } from '../../../lib/money';
import type { CheckoutState } from '../checkoutSlice';
import type { Totals } from '../types';
import styles from './Checkout.module.scss';
import local from './CheckoutSummary.module.scss';
import { OrderTotals } from './OrderTotals';

const SUBMIT_LABEL = { token: 'Checking your card…', payment: 'Checking your card…', order: 'Placing your order…' } as const;

export interface CheckoutSummaryProps {
  totals: Totals;
  promoCode: string | undefined;
  taxPending: boolean;
  submit: CheckoutState['submit'];
  /** Place order was pressed on this visit: its failure is shown. */
  submitted: boolean;
  testMode: boolean;
}

/** Checkout's order summary and the Place order button (the submit of the page's form). */
export function CheckoutSummary({ totals, promoCode, taxPending, submit, submitted, testMode }: CheckoutSummaryProps) {
  const placing = submit.status === 'loading';
  return (
    <aside className={styles.aside} aria-labelledby="co-summary">
      <h2 id="co-summary">Order summary</h2>
      <OrderTotals totals={totals} promoCode={promoCode} taxPending={taxPending} />
      {submitted && submit.status === 'failed' && submit.error && (
        <p className={`${styles.error} ${local.submitError}`} id="co-submit-error">
          {submit.error.message} (Support ID: {submit.supportId})
        </p>
      )}
      <button
        type="submit"
        className={`${styles.primaryButton} ${local.placeOrder}`}
        disabled={placing}
        aria-describedby={submitted && submit.status === 'failed' ? 'co-submit-error' : undefined}
      >
        {placing ? SUBMIT_LABEL[submit.step ?? 'order'] : `Place order · ${formatCents(totals.totalCents)}`}
      </button>
      {testMode && <p className={styles.note}>Test mode — no real charge.</p>}
    </aside>
  );
}
