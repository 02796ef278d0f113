import { formatCents } from '../../../lib/money';
import { shippingOptionPrice } from '../checkoutRules';
import type { ShippingMethod, Totals } from '../types';
import styles from './Checkout.module.scss';
import local from './CheckoutDelivery.module.scss';

export interface CheckoutDeliveryProps {
  totals: Totals;
  method: ShippingMethod;
  onMethodChange: (method: ShippingMethod) => void;
}

/** Checkout's shipping speed (or the note that nothing ships). */
export function CheckoutDelivery({ totals, method, onMethodChange }: CheckoutDeliveryProps) {
  if (totals.shippingOptions.length === 0) {
    return <p className={styles.note}>Nothing here needs shipping: e-delivery and cash gifts arrive by email.</p>;
  }
  return (
    <section className={styles.section} aria-labelledby="co-delivery">
      <h2 id="co-delivery">Delivery</h2>
      <fieldset className={local.options}>
        <legend className="visually-hidden">Shipping speed</legend>
        {totals.shippingOptions.map((option) => (
          <label key={option.method} className={local.option}>
            <input
              type="radio"
              name="shipping-method"
              value={option.method}
              checked={method === option.method}
              disabled={!option.available}
              onChange={() => onMethodChange(option.method)}
            />
            <span className={local.optionLabel}>{option.label}</span>
            <span>{shippingOptionPrice(option, formatCents)}</span>
          </label>
        ))}
      </fieldset>
      {totals.shippingCents > 0 && method === 'STANDARD' && totals.freeShippingThresholdCents > 0 && (
        <p className={styles.note}>Standard shipping is free on {formatCents(totals.freeShippingThresholdCents)} or more.</p>
      )}
    </section>
  );
}
