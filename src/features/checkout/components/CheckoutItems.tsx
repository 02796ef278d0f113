import { CartLine } from '../../cart/components/CartLine';
import type { Cart } from '../../cart/types';
import type { CheckoutState } from '../checkoutSlice';
import styles from './Checkout.module.scss';

export interface CheckoutItemsProps {
  cart: Cart;
  busy: CheckoutState['busyItems'];
  shippingChargeCents: number;
  onQuantityChange: (id: number, quantity: number) => void;
  onRemove: (id: number) => void;
}

/** Checkout's lines, each with its quantity and remove. */
export function CheckoutItems({ cart, busy, shippingChargeCents, onQuantityChange, onRemove }: CheckoutItemsProps) {
  return (
    <section className={styles.section} aria-labelledby="co-items">
      <h2 id="co-items">Your items ({cart.itemCount})</h2>
      <ul className={styles.lines}>
        {cart.items.map((item) => (
          <li key={item.id}>
            <CartLine
              item={item}
              busy={busy[item.id]}
              registry={cart.registry}
              showShipping
              shippingChargeCents={shippingChargeCents}
              onQuantityChange={(quantity) => onQuantityChange(item.id, quantity)}
              onRemove={() => onRemove(item.id)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
