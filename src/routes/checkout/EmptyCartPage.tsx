import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from '../../features/checkout/components/Checkout.module.scss';

/** /cart and /checkout with nothing in the cart: where to go next. */
export function EmptyCartPage({ title, notice }: { title: string; notice?: ReactNode }) {
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      {notice}
      <div className={styles.empty}>
        <p>Your cart is empty.</p>
        <div className={styles.buttonRow}>
          <Link className={styles.primaryButton} to="/shop">
            Shop gifts
          </Link>
          <Link className={styles.secondaryButton} to="/search/wedding-registry">
            Find a couple
          </Link>
        </div>
      </div>
    </div>
  );
}
