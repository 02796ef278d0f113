import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { TextField } from '../../components/TextField/TextField';
import { CartLine } from '../../features/cart/components/CartLine';
import { UnavailableNotice } from '../../features/cart/components/UnavailableNotice';
import { unavailableItemsDismissed } from '../../features/cart/cartEvents';
import { selectCart, selectUnavailableItems } from '../../features/cart/cartSelectors';
import { AddressDoubt } from '../../features/checkout/components/AddressDoubt';
import { AddressForm } from '../../features/checkout/components/AddressForm';
import { OrderTotals } from '../../features/checkout/components/OrderTotals';
import { PaymentSection, type PaymentMode } from '../../features/checkout/components/PaymentSection';
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
import { addressErrors, cardErrors, cleanAddress, contactErrors, EMPTY_ADDRESS, shippingOptionPrice, toNewCard, type CardDraft, type FieldErrors } from '../../features/checkout/checkoutRules';
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
import type { Address, PaymentChoice } from '../../features/checkout/types';
import { modalOpened } from '../../features/modals/modalsSlice';
import { formatCents } from '../../lib/money';
import styles from '../../features/checkout/components/Checkout.module.scss';
import { EmptyCartPage } from './EmptyCartPage';
import local from './CheckoutPage.module.scss';

const EMPTY_CARD: CardDraft = { number: '', expiry: '', cvc: '', name: '' };
const GIFT_MESSAGE_MAX = 500;
const SUBMIT_LABEL = { token: 'Checking your card…', payment: 'Checking your card…', order: 'Placing your order…' } as const;

/** Runs `action` instead of submitting the page's form when Enter is pressed in the field. */
const onEnter = (action: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  action();
};

/**
 * /checkout: contact and giver, shipping (the couple's for a registry cart, else a checked
 * address), speed, items, promo, store credit, payment and the order total; Place order runs
 * spec §4's checkout (started → success | failure) and moves to the confirmation.
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
  const messageId = useId();

  const [contact, setContact] = useState({ email: '', giverName: '', giftMessage: '' });
  const [addressDraft, setAddressDraft] = useState<Address>(EMPTY_ADDRESS);
  const [addressTried, setAddressTried] = useState(false);
  const [addressSent, setAddressSent] = useState(false);
  const [promoCode, setPromoCode] = useState('');
  const [mode, setMode] = useState<PaymentMode>({ kind: 'new' });
  const [modeChosen, setModeChosen] = useState(false);
  const [card, setCard] = useState<CardDraft>(EMPTY_CARD);
  const [saveCard, setSaveCard] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [addressMissing, setAddressMissing] = useState(false);

  useEffect(() => {
    dispatch(checkoutRequested());
  }, [dispatch]);
  // A signed-in buyer's details fill the empty fields once known.
  useEffect(() => {
    if (!user || user.isGuest) return;
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
    setContact((c) => ({ ...c, email: c.email || (user.email ?? ''), giverName: c.giverName || name }));
  }, [user]);
  // Saved cards: the first is the default until the buyer chooses.
  useEffect(() => {
    if (modeChosen) return;
    const first = cards.list[0];
    setMode(first ? { kind: 'saved', id: first.id } : { kind: 'new' });
  }, [cards.list, modeChosen]);
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
          <button type="button" className={styles.secondaryButton} onClick={() => dispatch(checkoutRequested())}>Try again</button>
        </div>
      </div>
    );
  }
  if (!cart || !totals || placed) {
    return (
      <div className={styles.page} aria-busy="true">
        <h1>Checkout</h1>
        <p role="status" className="visually-hidden">{placed ? 'Order placed. Opening your confirmation…' : 'Loading your checkout…'}</p>
        <div className={styles.skeletonStack}><Skeleton height={160} /><Skeleton height={120} /><Skeleton height={200} /></div>
      </div>
    );
  }
  if (cart.items.length === 0) {
    return <EmptyCartPage title="Checkout" notice={notice} />;
  }

  const registry = cart.registry;
  const needsPayment = totals.totalCents > 0;
  const signedIn = !!user && !user.isGuest;
  const contactErrs = contactErrors(contact);
  const cardErrs: FieldErrors = needsPayment && mode.kind === 'new' ? cardErrors(card, new Date()) : {};
  const draftAddressErrors = { ...(addressSent ? address.error?.fields : undefined), ...addressErrors(addressDraft) };
  const placing = submit.status === 'loading';

  const useAddress = () => {
    setAddressTried(true);
    const first = Object.keys(addressErrors(addressDraft))[0];
    if (first) {
      document.getElementById(`addr-${first}`)?.focus();
      return;
    }
    setAddressSent(true);
    setAddressMissing(false);
    dispatch(addressSubmitted({ address: cleanAddress(addressDraft), bypass: false }));
  };
  const applyPromo = () => {
    if (promoCode.trim()) dispatch(promoApplyRequested({ code: promoCode.trim() }));
  };

  const placeOrder = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const missingAddress = !registry && !address.validated;
    setAddressMissing(missingAddress);
    const firstBad = [
      ...Object.keys(contactErrs).map((f) => `co-${f}`),
      ...(missingAddress ? [Object.keys(addressErrors(addressDraft)).length ? `addr-${Object.keys(addressErrors(addressDraft))[0]}` : 'use-address'] : []),
      ...Object.keys(cardErrs).map((f) => `pay-${f}`),
    ][0];
    if (firstBad) {
      if (missingAddress) setAddressTried(true);
      document.getElementById(firstBad)?.focus();
      return;
    }
    const payment: PaymentChoice | null = !needsPayment ? null : mode.kind === 'saved' ? { kind: 'saved', creditCardId: mode.id } : { kind: 'new', card: toNewCard(card), saveCard: signedIn && saveCard };
    dispatch(
      checkoutStarted({
        email: contact.email.trim(),
        giverName: contact.giverName.trim(),
        ...(registry && contact.giftMessage.trim() ? { giftMessage: contact.giftMessage.trim() } : {}),
        ...(!registry && address.validated ? { shippingAddress: address.validated } : {}),
        payment,
      }),
    );
  };

  const messageOver = contact.giftMessage.length - GIFT_MESSAGE_MAX;
  const validated = address.validated;

  return (
    <div className={styles.page}>
      <h1>Checkout</h1>
      {notice}
      <form onSubmit={placeOrder} noValidate className={styles.layout} aria-label="Checkout">
        <div className={styles.main}>
          <section className={styles.section} aria-labelledby="co-contact">
            <h2 id="co-contact">{registry ? 'Your details' : 'Contact'}</h2>
            <TextField id="co-email" label="Email" type="email" required autoComplete="email" value={contact.email} onChange={(email) => setContact({ ...contact, email })} error={contactErrs.email} forceError={submitted} hint="We send your order confirmation here." />
            <TextField
              id="co-giverName"
              label={registry ? 'Your name (who the gift is from)' : 'Your name'}
              required
              autoComplete="name"
              value={contact.giverName}
              onChange={(giverName) => setContact({ ...contact, giverName })}
              error={contactErrs.giverName}
              forceError={submitted}
            />
            {registry && (
              <div className={local.textarea}>
                <label htmlFor="co-giftMessage">Gift message (optional)</label>
                <textarea
                  id="co-giftMessage"
                  rows={3}
                  value={contact.giftMessage}
                  onChange={(event) => setContact({ ...contact, giftMessage: event.target.value })}
                  aria-invalid={messageOver > 0 ? true : undefined}
                  aria-describedby={`${messageId}-count${messageOver > 0 ? ` ${messageId}-error` : ''}`}
                />
                <div className={local.textareaFooter}>
                  {messageOver > 0 && <p id={`${messageId}-error`} className={styles.error} role="alert">You are {messageOver} characters over maximum.</p>}
                  <p id={`${messageId}-count`} className={local.counter}>{contact.giftMessage.length}/{GIFT_MESSAGE_MAX}</p>
                </div>
              </div>
            )}
          </section>

          <section className={styles.section} aria-labelledby="co-shipping">
            <h2 id="co-shipping">Shipping</h2>
            {registry ? (
              <p className={local.shipsTo}>
                Ships to <strong>{registry.coupleName}</strong>. We send gifts straight to the couple, so you do not need their address.
              </p>
            ) : validated ? (
              <div className={local.addressCard}>
                <address>
                  {validated.name}<br />
                  {validated.address1}{validated.address2 ? `, ${validated.address2}` : ''}<br />
                  {validated.city}, {validated.stateCode} {validated.zipCode}
                </address>
                <button type="button" className={styles.linkButton} onClick={() => dispatch(modalOpened({ type: 'setShippingAddress' }))}>Edit address</button>
              </div>
            ) : (
              <div>
                {addressSent && address.userMessage && address.pending && (
                  <AddressDoubt message={address.userMessage} busy={address.status === 'loading'} onUseAnyway={() => dispatch(addressSubmitted({ address: address.pending!, bypass: true }))} />
                )}
                {addressSent && address.error && !address.error.fields && <p className={styles.error} role="alert">{address.error.message}</p>}
                {addressMissing && <p className={styles.error} role="alert">Please confirm your shipping address.</p>}
                <AddressForm value={addressDraft} onChange={setAddressDraft} errors={draftAddressErrors} showErrors={addressTried} idPrefix="addr" onEnter={useAddress} />
                <button id="use-address" type="button" className={styles.secondaryButton} disabled={address.status === 'loading' && addressSent} onClick={useAddress}>
                  {address.status === 'loading' && addressSent ? 'Checking address…' : 'Use this address'}
                </button>
              </div>
            )}
          </section>

          {totals.shippingOptions.length > 0 ? (
            <section className={styles.section} aria-labelledby="co-delivery">
              <h2 id="co-delivery">Delivery</h2>
              <fieldset className={local.options}>
                <legend className="visually-hidden">Shipping speed</legend>
                {totals.shippingOptions.map((option) => (
                  <label key={option.method} className={local.option}>
                    <input type="radio" name="shipping-method" value={option.method} checked={shipping.method === option.method} disabled={!option.available} onChange={() => dispatch(shippingMethodChosen(option.method))} />
                    <span className={local.optionLabel}>{option.label}</span>
                    <span>{shippingOptionPrice(option, formatCents)}</span>
                  </label>
                ))}
              </fieldset>
              {totals.shippingCents > 0 && shipping.method === 'STANDARD' && totals.freeShippingThresholdCents > 0 && (
                <p className={styles.note}>Standard shipping is free on {formatCents(totals.freeShippingThresholdCents)} or more.</p>
              )}
            </section>
          ) : (
            <p className={styles.note}>Nothing here needs shipping: e-delivery and cash gifts arrive by email.</p>
          )}

          <section className={styles.section} aria-labelledby="co-items">
            <h2 id="co-items">Your items ({cart.itemCount})</h2>
            <ul className={styles.lines}>
              {cart.items.map((item) => (
                <li key={item.id}>
                  <CartLine
                    item={item}
                    busy={busy[item.id]}
                    showShipping
                    shippingChargeCents={totals.shippingCents}
                    onQuantityChange={(quantity) => dispatch(itemQuantityChanged({ id: item.id, quantity }))}
                    onRemove={() => dispatch(itemRemoveRequested({ id: item.id }))}
                  />
                </li>
              ))}
            </ul>
          </section>

          <section className={styles.section} aria-labelledby="co-promo">
            <h2 id="co-promo">Discounts</h2>
            {cart.promo ? (
              <p className={local.applied}>
                <span><strong>{cart.promo.code}</strong> applied: {cart.promo.description}</span>
                <button type="button" className={styles.linkButton} onClick={() => dispatch(promoRemoveRequested())}>Remove</button>
              </p>
            ) : (
              <div className={local.promoRow}>
                <TextField id="co-promo-code" label="Promo code" autoComplete="off" value={promoCode} onChange={setPromoCode} onKeyDown={onEnter(applyPromo)} error={promo.message} forceError={!!promo.message} />
                <button type="button" className={styles.secondaryButton} disabled={promo.status === 'loading' || !promoCode.trim()} onClick={applyPromo}>
                  {promo.status === 'loading' ? 'Applying…' : 'Apply'}
                </button>
              </div>
            )}
            {signedIn && user.creditBalanceCents > 0 && (
              <label className={local.checkbox}>
                <input type="checkbox" checked={cart.applyCredit} disabled={credit.status === 'loading'} onChange={(event) => dispatch(creditToggled({ apply: event.target.checked }))} />
                Use my store credit ({formatCents(user.creditBalanceCents)} available)
              </label>
            )}
          </section>

          <section className={styles.section} aria-labelledby="co-payment">
            <h2 id="co-payment">Payment</h2>
            {needsPayment ? (
              <PaymentSection
                testMode={testMode}
                cards={cards.list}
                deleting={cards.deleting}
                mode={mode}
                onModeChange={(next) => {
                  setModeChosen(true);
                  setMode(next);
                }}
                onDeleteCard={(c) => {
                  if (mode.kind === 'saved' && mode.id === c.id) setMode({ kind: 'new' });
                  setModeChosen(true);
                  dispatch(cardDeleteRequested({ id: c.id }));
                }}
                card={card}
                onCardChange={setCard}
                errors={cardErrs}
                showErrors={submitted}
                canSaveCard={signedIn}
                saveCard={saveCard}
                onSaveCardChange={setSaveCard}
                idPrefix="pay"
              />
            ) : (
              <p>Nothing to pay: your credit covers this order.</p>
            )}
          </section>
        </div>

        <aside className={styles.aside} aria-labelledby="co-summary">
          <h2 id="co-summary">Order summary</h2>
          <OrderTotals totals={totals} promoCode={cart.promo?.code} taxPending={!registry && !validated} />
          {submitted && submit.status === 'failed' && submit.error && (
            <p className={`${styles.error} ${local.submitError}`} id="co-submit-error">
              {submit.error.message} (Support ID: {submit.supportId})
            </p>
          )}
          <button type="submit" className={`${styles.primaryButton} ${local.placeOrder}`} disabled={placing} aria-describedby={submitted && submit.status === 'failed' ? 'co-submit-error' : undefined}>
            {placing ? SUBMIT_LABEL[submit.step ?? 'order'] : `Place order · ${formatCents(totals.totalCents)}`}
          </button>
          {testMode && <p className={styles.note}>Test mode — no real charge.</p>}
        </aside>
      </form>
    </div>
  );
}
