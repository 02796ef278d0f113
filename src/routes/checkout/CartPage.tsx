import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { CartLine } from '../../features/cart/components/CartLine';
import { UnavailableNotice } from '../../features/cart/components/UnavailableNotice';
import { cartRequested, unavailableItemsDismissed } from '../../features/cart/cartEvents';
import { selectCart, selectCartError, selectCartStatus, selectUnavailableItems } from '../../features/cart/cartSelectors';
import { itemQuantityChanged, itemRemoveRequested, totalsRequested } from '../../features/checkout/checkoutEvents';
import { selectBusyItems, selectTotals } from '../../features/checkout/checkoutSelectors';
import { formatCents } from '../../lib/money';
import styles from '../../features/checkout/components/Checkout.module.scss';
import { EmptyCartPage } from './EmptyCartPage';

/** /cart: the cart with quantities, remove, subtotal and estimated shipping, and 'Checkout'. */
export default function CartPage() {
  const dispatch = useAppDispatch();
  const cart = useAppSelector(selectCart);
  const status = useAppSelector(selectCartStatus);
  const error = useAppSelector(selectCartError);
  const unavailable = useAppSelector(selectUnavailableItems);
  const busy = useAppSelector(selectBusyItems);
  const totals = useAppSelector(selectTotals);

  useEffect(() => {
    dispatch(cartRequested());
  }, [dispatch]);
  // The shipping estimate is for the cart as loaded (line changes bring fresh totals themselves).
  const cartKey = status === 'succeeded' && cart && cart.items.length > 0 ? cart.cartId : null;
  useEffect(() => {
    if (cartKey) dispatch(totalsRequested());
  }, [dispatch, cartKey]);

  const notice = <UnavailableNotice items={unavailable} onDismiss={() => dispatch(unavailableItemsDismissed())} />;

  if (status === 'failed' && !cart) {
    return (
      <div className={styles.page}>
        <h1>Your cart</h1>
        {notice}
        <div className={styles.errorBox} role="alert">
          <p>We could not load your cart. {error?.message}</p>
          <button type="button" className={styles.secondaryButton} onClick={() => dispatch(cartRequested())}>
            Try again
          </button>
        </div>
      </div>
    );
  }
  if (!cart) {
    return (
      <div className={styles.page} aria-busy="true">
        <h1>Your cart</h1>
        <p role="status" className="visually-hidden">
          Loading your cart…
        </p>
        <div className={styles.skeletonStack}>
          <Skeleton height={96} />
          <Skeleton height={96} />
        </div>
      </div>
    );
  }

  const count = cart.itemCount;
  if (cart.items.length === 0) {
    return <EmptyCartPage title="Your cart" notice={notice} />;
  }

  const standard = totals?.shippingOptions.find((o) => o.method === 'STANDARD');
  return (
    <div className={styles.page}>
      <h1>Your cart</h1>
      {notice}
      {cart.registry && (
        <div className={styles.banner}>
          <p>
            Gifts for <Link to={`/registry/${cart.registry.slug}`}>{cart.registry.coupleName}</Link>.
            {cart.items.some((i) => i.kind === 'PRODUCT')
              ? ' They ship to the couple; you never need their address.'
              : ' Your contribution goes straight to the couple.'}
          </p>
        </div>
      )}
      <div className={styles.layout}>
        <section className={styles.main} aria-labelledby="cart-lines">
          <h2 id="cart-lines">{count === 1 ? '1 item' : `${count} items`}</h2>
          <ul className={styles.lines}>
            {cart.items.map((item) => (
              <li key={item.id}>
                <CartLine
                  item={item}
                  busy={busy[item.id]}
                  registry={cart.registry}
                  showShipping
                  shippingChargeCents={totals ? totals.shippingCents : undefined}
                  onQuantityChange={(quantity) => dispatch(itemQuantityChanged({ id: item.id, quantity }))}
                  onRemove={() => dispatch(itemRemoveRequested({ id: item.id }))}
                />
              </li>
            ))}
          </ul>
        </section>
        <aside className={styles.aside} aria-label="Cart summary">
          <h2>Summary</h2>
          <dl>
            <div className={styles.summaryRow}>
              <dt>Subtotal</dt>
              <dd>{formatCents(cart.subtotalCents)}</dd>
            </div>
            {cart.promo && (
              <div className={styles.summaryRow}>
                <dt>Promo {cart.promo.code}</dt>
                <dd>−{formatCents(cart.promo.discountCents)}</dd>
              </div>
            )}
            {standard && totals && (
              <div className={styles.summaryRow}>
                <dt>Estimated shipping</dt>
                <dd>{totals.shippingCents === 0 ? 'Free' : formatCents(totals.shippingCents)}</dd>
              </div>
            )}
          </dl>
          {totals && totals.shippingCents > 0 && totals.freeShippingThresholdCents > 0 && (
            <p className={styles.note}>Standard shipping is free on {formatCents(totals.freeShippingThresholdCents)} or more.</p>
          )}
          <p className={styles.note}>Tax and any store credit are worked out at checkout.</p>
          <div className={styles.stack}>
            <Link to="/checkout" className={styles.primaryButton}>
              Checkout
            </Link>
            <Link to={cart.registry ? `/registry/${cart.registry.slug}` : '/shop'} className={styles.secondaryButton}>
              Continue shopping
            </Link>
          </div>
        </aside>
      </div>
    </div>
  );
}
