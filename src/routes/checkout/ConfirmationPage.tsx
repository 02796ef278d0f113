import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { OrderLines } from '../../features/checkout/components/OrderLines';
import { OrderTotals } from '../../features/checkout/components/OrderTotals';
import { OrderTimeline } from '../../features/checkout/components/OrderTimeline';
import { orderRequested } from '../../features/checkout/checkoutEvents';
import { selectOrder } from '../../features/checkout/checkoutSelectors';
import { cardBrandLabel } from '../../features/checkout/checkoutRules';
import { formatOrderDate } from '../../features/checkout/orderFormat';
import { formatDateRange } from '../../lib/shipping';
import styles from '../../features/checkout/components/Checkout.module.scss';
import local from './ConfirmationPage.module.scss';

/** /checkout/confirmation/{orderNumber}: thank-you, order number, lines, totals and where the confirmation went. */
export default function ConfirmationPage() {
  const { orderNumber = '' } = useParams();
  const dispatch = useAppDispatch();
  const { status, error, data } = useAppSelector(selectOrder);
  const order = data?.orderNumber === orderNumber ? data : null;
  const heading = useRef<HTMLHeadingElement>(null);

  // Straight from checkout the order is already here; a reload or a bookmark fetches it.
  useEffect(() => {
    if (!order) dispatch(orderRequested({ orderNumber }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fetch once per order number, not when the order arrives
  }, [dispatch, orderNumber]);
  // Focus lands on the thank-you, so screen-reader users hear it first: after the router and the
  // layout have moved focus to the new page's main region (their effects run after this one's).
  const ready = !!order;
  useEffect(() => {
    if (!ready) return undefined;
    const timer = window.setTimeout(() => heading.current?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [ready]);

  if (!order && status === 'failed') {
    return (
      <div className={`${styles.page} ${styles.narrow}`}>
        <h1>Order {orderNumber}</h1>
        <div className={styles.errorBox} role="alert">
          <p>{error?.message ?? 'We could not find that order.'}</p>
          <p>
            Look it up with your email on <Link to="/order-status">Track order</Link>.
          </p>
        </div>
      </div>
    );
  }
  if (!order) {
    return (
      <div className={`${styles.page} ${styles.narrow}`} aria-busy="true">
        <p role="status" className="visually-hidden">
          Loading your order…
        </p>
        <div className={styles.skeletonStack}>
          <Skeleton height={40} width="60%" />
          <Skeleton height={120} />
          <Skeleton height={160} />
        </div>
      </div>
    );
  }

  // A registry order of contributions only (cash funds, group gifts): nothing ships with it.
  const onlyContributions = order.registry !== null && order.lines.every((l) => l.kind !== 'PRODUCT');
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <div className={local.hero}>
        <h1 ref={heading} tabIndex={-1}>
          Thank you for your order
        </h1>
        <p className={local.number}>
          Order number <strong>{order.orderNumber}</strong>
        </p>
        <p>We emailed a confirmation to {order.email}</p>
        {order.registry && (
          <p>
            Your gift for <Link to={`/registry/${order.registry.slug}`}>{order.registry.coupleName}</Link>{' '}
            {onlyContributions ? 'goes straight to them' : 'is on its way to them'}, from {order.giverName}.
          </p>
        )}
      </div>

      <OrderTimeline order={order} />

      <section className={styles.section} aria-labelledby="order-items">
        <h2 id="order-items">What you ordered</h2>
        <OrderLines lines={order.lines} />
        <OrderTotals totals={order.totals} />
      </section>

      <section className={styles.section} aria-labelledby="order-details">
        <h2 id="order-details">Details</h2>
        <dl className={local.details}>
          <div>
            <dt>Placed</dt>
            <dd>{formatOrderDate(order.createdAt)}</dd>
          </div>
          {order.payment && (
            <div>
              <dt>Paid with</dt>
              <dd>
                {cardBrandLabel(order.payment.brand)} ending {order.payment.last4}
              </dd>
            </div>
          )}
          <div>
            <dt>{onlyContributions ? 'Given to' : 'Ships to'}</dt>
            <dd>
              {order.shipTo
                ? `${order.shipTo.name}, ${order.shipTo.city}, ${order.shipTo.stateCode}`
                : order.registry
                  ? order.registry.coupleName
                  : 'Delivered by email'}
            </dd>
          </div>
          {order.estimatedArrival && (
            <div>
              <dt>Estimated arrival</dt>
              <dd>{formatDateRange(order.estimatedArrival)}</dd>
            </div>
          )}
          {order.giftMessage && (
            <div>
              <dt>Gift message</dt>
              <dd>“{order.giftMessage}”</dd>
            </div>
          )}
        </dl>
      </section>

      <div className={styles.buttonRow}>
        {order.registry ? (
          <Link className={styles.primaryButton} to={`/registry/${order.registry.slug}`}>
            Back to the registry
          </Link>
        ) : (
          <Link className={styles.primaryButton} to="/shop">
            Keep shopping
          </Link>
        )}
        <Link className={styles.secondaryButton} to="/order-status">
          Track an order
        </Link>
      </div>
    </div>
  );
}
