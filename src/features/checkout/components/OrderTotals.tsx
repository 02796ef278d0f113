import { formatCents } from '../../../lib/money';
import { COMPLETION_DISCOUNT_LABEL } from '../../../contracts/completionDiscount';
import type { Order, Totals } from '../types';
import styles from './OrderTotals.module.scss';

type TotalsLike = Pick<
  Totals,
  | 'subtotalCents'
  | 'shippingMethod'
  | 'shippingCents'
  | 'surchargeCents'
  | 'taxCents'
  | 'discountCents'
  | 'creditAppliedCents'
  | 'totalCents'
> &
  Partial<Pick<Totals, 'taxStateCode' | 'completionDiscountCents'>>;

const METHOD_LABEL: Record<Totals['shippingMethod'], string> = {
  STANDARD: 'Standard shipping',
  EXPEDITED: 'Expedited shipping',
  RUSH: 'Rush shipping',
};

/** Subtotal, the couple's completion discount, promo, shipping, surcharge, tax, credit and total (checkout, confirmation, order status). */
export function OrderTotals({
  totals,
  promoCode,
  label = 'Order total',
  taxPending = false,
}: {
  totals: TotalsLike | Order['totals'];
  promoCode?: string | null;
  label?: string;
  taxPending?: boolean;
}) {
  const t = totals as TotalsLike;
  return (
    <dl className={styles.totals} aria-label={label}>
      <div>
        <dt>Subtotal</dt>
        <dd>{formatCents(t.subtotalCents)}</dd>
      </div>
      {(t.completionDiscountCents ?? 0) > 0 && (
        <div className={styles.discount}>
          <dt>{COMPLETION_DISCOUNT_LABEL}</dt>
          <dd>−{formatCents(t.completionDiscountCents!)}</dd>
        </div>
      )}
      {t.discountCents > 0 && (
        <div className={styles.discount}>
          <dt>Promo{promoCode ? ` ${promoCode}` : ''}</dt>
          <dd>−{formatCents(t.discountCents)}</dd>
        </div>
      )}
      <div>
        <dt>{METHOD_LABEL[t.shippingMethod]}</dt>
        <dd>{t.shippingCents === 0 ? 'Free' : formatCents(t.shippingCents)}</dd>
      </div>
      {t.surchargeCents > 0 && (
        <div>
          <dt>Delivery surcharge</dt>
          <dd>{formatCents(t.surchargeCents)}</dd>
        </div>
      )}
      <div>
        <dt>Tax{t.taxStateCode ? ` (${t.taxStateCode})` : ''}</dt>
        <dd>{taxPending ? 'Calculated with your address' : formatCents(t.taxCents)}</dd>
      </div>
      {t.creditAppliedCents > 0 && (
        <div className={styles.discount}>
          <dt>Store credit</dt>
          <dd>−{formatCents(t.creditAppliedCents)}</dd>
        </div>
      )}
      <div className={styles.total}>
        <dt>Total</dt>
        <dd>{formatCents(t.totalCents)}</dd>
      </div>
    </dl>
  );
}
