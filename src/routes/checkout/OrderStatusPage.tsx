import { Link } from 'react-router-dom';
import styles from '../../features/checkout/components/Checkout.module.scss';
import { OrderLookupPanel } from '../../features/checkout/components/OrderLookupPanel';

/** /order-status: the footer's 'Track order' (and 'Start a return'). */
export default function OrderStatusPage() {
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <h1>Track your order</h1>
      <p className={styles.intro}>
        Enter your order number (it starts with CF-, and is in your confirmation email) and the email you used. You can start a return from
        here too; see our <Link to="/returns">returns policy</Link>.
      </p>
      <OrderLookupPanel purpose="track" />
    </div>
  );
}
