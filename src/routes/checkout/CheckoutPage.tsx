import { Fragment, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { UnavailableNotice } from '../../features/cart/components/UnavailableNotice';
import { unavailableItemsDismissed } from '../../features/cart/cartEvents';
import { selectCart, selectUnavailableItems } from '../../features/cart/cartSelectors';
import { CheckoutContact, type CheckoutContactHandle } from '../../features/checkout/components/CheckoutContact';
import { CheckoutDelivery } from '../../features/checkout/components/CheckoutDelivery';
import { CheckoutDiscounts } from '../../features/checkout/components/CheckoutDiscounts';
import { CheckoutItems } from '../../features/checkout/components/CheckoutItems';
import { CheckoutPayment, type CheckoutPaymentHandle } from '../../features/checkout/components/CheckoutPayment';
import { CheckoutShipping, type CheckoutShippingHandle } from '../../features/checkout/components/CheckoutShipping';
import { CheckoutSummary } from '../../features/checkout/components/CheckoutSummary';
import {
  addressSubmitted,
  cardDeleteRequested,
  checkoutRequested,
  checkoutStarted,
  creditToggled,
  itemQuantityChanged,
  itemRemoveRequested,
  promoApplyRequested,
  promoRemoveRequested,
  shippingMethodChosen,
} from '../../features/checkout/checkoutEvents';
import {
  selectAddress,
  selectBusyItems,
  selectCheckoutSummary,
  selectCheckoutUser,
  selectCredit,
  selectPromo,
  selectSavedCards,
  selectShipping,
  selectSubmit,
  selectTestMode,
  selectTotals,
} from '../../features/checkout/checkoutSelectors';
import { modalOpened } from '../../features/modals/modalsSlice';
import { checkoutSectionOrder, type CheckoutSection } from '../../features/checkout/checkoutLayout';
import { useExperiment } from '../../features/experiments/useExperiment';
import { useCheckoutReports } from '../../features/experiments/useCheckoutReports';
import styles from '../../features/checkout/components/Checkout.module.scss';
import { EmptyCartPage } from './EmptyCartPage';

/**
 * /checkout: contact and giver, shipping (the couple's for a registry cart, else a checked
 * address), speed, items, promo, store credit, payment and the order total; Place order runs
 * spec §4's checkout (started → success | failure) and moves to the confirmation. Each section
 * owns its drafts; Place order reads them (contact, address, card) and is one event.
 */
export default function CheckoutPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const summary = useAppSelector(selectCheckoutSummary);
  const cart = useAppSelector(selectCart);
  const unavailable = useAppSelector(selectUnavailableItems);
  const user = useAppSelector(selectCheckoutUser);
  const totals = useAppSelector(selectTotals);
  const testMode = useAppSelector(selectTestMode);
  const shipping = useAppSelector(selectShipping);
  const address = useAppSelector(selectAddress);
  const promo = useAppSelector(selectPromo);
  const credit = useAppSelector(selectCredit);
  const cards = useAppSelector(selectSavedCards);
  const busy = useAppSelector(selectBusyItems);
  const submit = useAppSelector(selectSubmit);

  const contactRef = useRef<CheckoutContactHandle>(null);
  const shippingRef = useRef<CheckoutShippingHandle>(null);
  const paymentRef = useRef<CheckoutPaymentHandle>(null);
  const [submitted, setSubmitted] = useState(false);

  // Both experiments are shown once the checkout itself is (a loaded, non-empty cart).
  const shown = !!cart && !!totals && cart.items.length > 0;
  const order = checkoutSectionOrder(useExperiment('checkout-better-hierarchy-v2', shown));
  useCheckoutReports(useExperiment('logrocket-checkout', shown) === 'TEST', shown);

  useEffect(() => {
    dispatch(checkoutRequested());
  }, [dispatch]);
  // The order placed from this visit went through: the confirmation.
  const placed = submitted && submit.status === 'succeeded' ? submit.result : null;
  useEffect(() => {
    if (placed) void navigate(`/checkout/confirmation/${placed.order.orderNumber}`, { replace: true });
  }, [placed, navigate]);

  const notice = <UnavailableNotice items={unavailable} onDismiss={() => dispatch(unavailableItemsDismissed())} />;

  if (summary.status === 'failed' && !cart) {
    return (
      <div className={styles.page}>
        <h1>Checkout</h1>
        <div className={styles.errorBox} role="alert">
          <p>We could not load your checkout. {summary.error?.message}</p>
          <button type="button" className={styles.secondaryButton} onClick={() => dispatch(checkoutRequested())}>
            Try again
          </button>
        </div>
      </div>
    );
  }
  if (!cart || !totals || placed) {
    return (
      <div className={styles.page} aria-busy="true">
        <h1>Checkout</h1>
        <p role="status" className="visually-hidden">
          {placed ? 'Order placed. Opening your confirmation…' : 'Loading your checkout…'}
        </p>
        <div className={styles.skeletonStack}>
          <Skeleton height={160} />
          <Skeleton height={120} />
          <Skeleton height={200} />
        </div>
      </div>
    );
  }
  if (cart.items.length === 0) {
    return <EmptyCartPage title="Checkout" notice={notice} />;
  }

  const registry = cart.registry;
  const signedIn = !!user && !user.isGuest;

  const placeOrder = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const [contact, destination, payment] = [contactRef.current, shippingRef.current, paymentRef.current];
    if (!contact || !destination || !payment) return;
    // Every section shows its problems; focus goes to the first one, in page order.
    const invalid = [contact.check(), destination.check(), payment.check()];
    const firstBad = invalid.find((id) => id !== null);
    if (firstBad) {
      document.getElementById(firstBad)?.focus();
      return;
    }
    dispatch(
      checkoutStarted({
        ...contact.details(),
        ...(!registry && address.validated ? { shippingAddress: address.validated } : {}),
        payment: payment.choice(),
      }),
    );
  };

  // checkout-better-hierarchy-v2: the same sections, in the variation's order (checkoutLayout.ts).
  const sections: Record<CheckoutSection, ReactNode> = {
    contact: <CheckoutContact ref={contactRef} forRegistry={!!registry} user={user} showErrors={submitted} />,
    shipping: (
      <CheckoutShipping
        ref={shippingRef}
        coupleName={registry ? registry.coupleName : null}
        onlyContributions={cart.items.every((i) => i.kind === 'CASH_FUND')}
        address={address}
        onAddressSubmit={(next, bypass) => dispatch(addressSubmitted({ address: next, bypass }))}
        onEditAddress={() => dispatch(modalOpened({ type: 'setShippingAddress' }))}
      />
    ),
    delivery: (
      <CheckoutDelivery totals={totals} method={shipping.method} onMethodChange={(method) => dispatch(shippingMethodChosen(method))} />
    ),
    items: (
      <CheckoutItems
        cart={cart}
        busy={busy}
        shippingChargeCents={totals.shippingCents}
        onQuantityChange={(id, quantity) => dispatch(itemQuantityChanged({ id, quantity }))}
        onRemove={(id) => dispatch(itemRemoveRequested({ id }))}
      />
    ),
    discounts: (
      <CheckoutDiscounts
        appliedPromo={cart.promo}
        promo={promo}
        credit={credit}
        applyCredit={cart.applyCredit}
        creditBalanceCents={signedIn ? user.creditBalanceCents : 0}
        onApplyPromo={(code) => dispatch(promoApplyRequested({ code }))}
        onRemovePromo={() => dispatch(promoRemoveRequested())}
        onCreditToggle={(apply) => dispatch(creditToggled({ apply }))}
      />
    ),
    payment: (
      <CheckoutPayment
        ref={paymentRef}
        needsPayment={totals.totalCents > 0}
        testMode={testMode}
        cards={cards}
        signedIn={signedIn}
        showErrors={submitted}
        onDeleteCard={(id) => dispatch(cardDeleteRequested({ id }))}
      />
    ),
  };

  return (
    <div className={styles.page}>
      <h1>Checkout</h1>
      {notice}
      <form onSubmit={placeOrder} noValidate className={styles.layout} aria-label="Checkout">
        <div className={styles.main} data-section-order={order.join(' ')}>
          {order.map((section) => (
            <Fragment key={section}>{sections[section]}</Fragment>
          ))}
        </div>
        <CheckoutSummary
          totals={totals}
          promoCode={cart.promo?.code}
          taxPending={!registry && !address.validated}
          submit={submit}
          submitted={submitted}
          testMode={testMode}
        />
      </form>
    </div>
  );
}
