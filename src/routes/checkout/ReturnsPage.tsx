import { Link } from 'react-router-dom';
import styles from '../../features/checkout/components/Checkout.module.scss';
import { OrderLookupPanel } from '../../features/checkout/components/OrderLookupPanel';

/** /returns: the returns policy (free returns, issue 26) and the Start a return form. */
export default function ReturnsPage() {
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <h1>Returns</h1>
      <section className={styles.section} aria-labelledby="policy">
        <h2 id="policy">Our returns policy</h2>
        <ul>
          <li>Products bought on Confetti can be returned, whether you bought them for yourself or as a gift from a registry.</li>
          <li>Cash fund contributions go straight to the couple and cannot be returned.</li>
          <li>
            Find your order with its number (it starts with CF- and is in your confirmation email) and the email you used, choose the items
            and tell us why. You get a return reference straight away.
          </li>
          <li>
            Returns are free: we email you a prepaid return label. Once the parcel reaches us we refund the items (and their tax) to your
            card, or to Confetti store credit if you choose it for an order placed with your account.
          </li>
          <li>A registry gift the couple exchanged for store credit never shipped, so there is nothing to return.</li>
          <li>An order has one return at a time; once it is under way, its reference shows here whenever you look the order up.</li>
        </ul>
        <p className={styles.muted}>
          Questions? <Link to="/contact-us">Contact us</Link> or see the <Link to="/faq">FAQ</Link>.
        </p>
      </section>
      <h2>Start a return</h2>
      <OrderLookupPanel purpose="return" />
    </div>
  );
}
