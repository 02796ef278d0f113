import { useState, type KeyboardEvent } from 'react';
import { TextField } from '../../../components/TextField/TextField';
import { formatCents } from '../../../lib/money';
import type { Cart } from '../../cart/types';
import type { CheckoutState } from '../checkoutSlice';
import styles from './Checkout.module.scss';
import local from './CheckoutDiscounts.module.scss';

/** Runs `action` instead of submitting the page's form when Enter is pressed in the field. */
const onEnter = (action: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  action();
};

export interface CheckoutDiscountsProps {
  appliedPromo: Cart['promo'];
  promo: CheckoutState['promo'];
  credit: CheckoutState['credit'];
  applyCredit: boolean;
  /** The signed-in buyer's store credit, 0 for a guest. */
  creditBalanceCents: number;
  onApplyPromo: (code: string) => void;
  onRemovePromo: () => void;
  onCreditToggle: (apply: boolean) => void;
}

/** Checkout's promo code (owns the code being typed) and store credit. */
export function CheckoutDiscounts({
  appliedPromo,
  promo,
  credit,
  applyCredit,
  creditBalanceCents,
  onApplyPromo,
  onRemovePromo,
  onCreditToggle,
}: CheckoutDiscountsProps) {
  const [promoCode, setPromoCode] = useState('');
  const applyPromo = () => {
    if (promoCode.trim()) onApplyPromo(promoCode.trim());
  };

  return (
    <section className={styles.section} aria-labelledby="co-promo">
      <h2 id="co-promo">Discounts</h2>
      {appliedPromo ? (
        <p className={local.applied}>
          <span>
            <strong>{appliedPromo.code}</strong> applied: {appliedPromo.description}
          </span>
          <button type="button" className={styles.linkButton} onClick={onRemovePromo}>
            Remove
          </button>
        </p>
      ) : (
        <div className={local.promoRow}>
          <TextField
            id="co-promo-code"
            label="Promo code"
            autoComplete="off"
            value={promoCode}
            onChange={setPromoCode}
            onKeyDown={onEnter(applyPromo)}
            error={promo.message}
            forceError={!!promo.message}
          />
          <button
            type="button"
            className={styles.secondaryButton}
            disabled={promo.status === 'loading' || !promoCode.trim()}
            onClick={applyPromo}
          >
            {promo.status === 'loading' ? 'Applying…' : 'Apply'}
          </button>
        </div>
      )}
      {creditBalanceCents > 0 && (
        <label className={local.checkbox}>
          <input
            type="checkbox"
            checked={applyCredit}
            disabled={credit.status === 'loading'}
            onChange={(event) => onCreditToggle(event.target.checked)}
          />
          Use my store credit ({formatCents(creditBalanceCents)} available)
        </label>
      )}
    </section>
  );
}
