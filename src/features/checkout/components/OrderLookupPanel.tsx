import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { RelativeTime } from '../../../components/RelativeTime/RelativeTime';
import { TextField } from '../../../components/TextField/TextField';
import { OrderLines } from './OrderLines';
import { OrderTimeline } from './OrderTimeline';
import { OrderTotals } from './OrderTotals';
import { ReturnForm } from './ReturnForm';
import { orderStatusRequested, returnRequested } from '../checkoutEvents';
import { selectOrderLookup, selectReturnRequest } from '../checkoutSelectors';
import { arrivalText, ORDER_STATUS_LABEL, returnableLines } from '../orderFormat';
import { isEmail } from '../../../lib/validation';
import { formatCents } from '../../../lib/money';
import type { Order } from '../types';
import styles from './Checkout.module.scss';
import local from './OrderLookupPanel.module.scss';

/** '$42.10 to your card' / '… to your store credit' / both, once a return is received. */
function refundText(ret: NonNullable<Order['returnRequest']>): string {
  const parts = [
    ret.cardRefundCents ? `${formatCents(ret.cardRefundCents)} to your card` : null,
    ret.creditRefundCents ? `${formatCents(ret.creditRefundCents)} to your store credit` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' and ') : 'what was left to refund';
}

/**
 * Track order and Start a return (the footer's /order-status and /returns): find the order by its
 * number and the email it was placed with, see its status, lines and totals, and start a return.
 */
export function OrderLookupPanel({ purpose }: { purpose: 'track' | 'return' }) {
  const dispatch = useAppDispatch();
  const lookup = useAppSelector(selectOrderLookup);
  const returning = useAppSelector(selectReturnRequest);
  const [orderNumber, setOrderNumber] = useState('');
  const [email, setEmail] = useState('');
  const [tried, setTried] = useState(false);
  const [asked, setAsked] = useState<{ orderNumber: string; email: string } | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  const numberError = orderNumber.trim() ? null : 'Please enter your order number.';
  const emailError = isEmail(email) ? null : 'Please enter a valid email address.';
  const order = asked && lookup.order?.orderNumber.toUpperCase() === asked.orderNumber ? lookup.order : null;

  // The found order (or the message why not) is where focus goes next.
  const found = order?.orderNumber ?? null;
  useEffect(() => {
    if (found) resultHeading.current?.focus();
  }, [found]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (numberError) return document.getElementById(`${purpose}-orderNumber`)?.focus();
    if (emailError) return document.getElementById(`${purpose}-email`)?.focus();
    const request = { orderNumber: orderNumber.trim().toUpperCase(), email: email.trim() };
    setAsked(request);
    dispatch(orderStatusRequested(request));
  };

  const canReturn = order ? returnableLines(order) : [];
  const arrival = order ? arrivalText(order) : null;
  return (
    <div>
      <form onSubmit={submit} noValidate className={local.lookup} aria-label={purpose === 'track' ? 'Track your order' : 'Find your order'}>
        <TextField
          id={`${purpose}-orderNumber`}
          label="Order number"
          required
          autoComplete="off"
          placeholder="CF-100042"
          value={orderNumber}
          onChange={setOrderNumber}
          error={numberError}
          forceError={tried}
        />
        <TextField
          id={`${purpose}-email`}
          label="Email used for the order"
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={setEmail}
          error={emailError}
          forceError={tried}
        />
        <button type="submit" className={styles.primaryButton} disabled={lookup.status === 'loading'}>
          {lookup.status === 'loading' ? 'Looking…' : 'Find order'}
        </button>
      </form>

      {asked && lookup.status === 'failed' && lookup.error && (
        <p className={styles.errorBox} role="alert">
          {lookup.error.message}
        </p>
      )}

      {order && (
        <section className={styles.section} aria-labelledby={`${purpose}-result`}>
          <h2 id={`${purpose}-result`} ref={resultHeading} tabIndex={-1} className={local.resultHeading}>
            Order {order.orderNumber}
          </h2>
          <p className={local.status}>
            <span className={local.badge}>{ORDER_STATUS_LABEL[order.status]}</span>
            <span className={styles.muted}>
              Placed <RelativeTime value={order.createdAt} showDate="inline" />
            </span>
          </p>
          {arrival && order.status !== 'DELIVERED' && <p className={styles.muted}>{arrival}</p>}
          {order.registry && (
            <p>
              A gift for {order.registry.coupleName}, from {order.giverName}.
            </p>
          )}
          <OrderTimeline order={order} headingLevel={3} />
          <OrderLines lines={order.lines} />
          <OrderTotals totals={order.totals} />

          <h3 className={local.returnHeading}>Start a return</h3>
          {order.returnRequest ? (
            <p role="status">
              {order.returnRequest.status === 'RECEIVED' ? (
                <>
                  We received your return <strong>{order.returnRequest.reference}</strong> and refunded {refundText(order.returnRequest)}.
                </>
              ) : (
                <>
                  A return is under way: reference <strong>{order.returnRequest.reference}</strong>, started{' '}
                  <RelativeTime value={order.returnRequest.createdAt} showDate="inline" />.{' '}
                  {order.returnRequest.refundMethod ? `We emailed your free return label to ${order.email}. ` : ''}Quote the reference if
                  you contact us about this return.
                </>
              )}
            </p>
          ) : canReturn.length === 0 ? (
            <p>Nothing in this order can be returned: cash gifts are final.</p>
          ) : (
            <ReturnForm
              lines={canReturn}
              busy={returning.status === 'loading'}
              error={returning.status === 'failed' ? (returning.error?.message ?? null) : null}
              card={order.payment ? `${order.payment.brand} card ending ${order.payment.last4}` : null}
              onSubmit={(lineIds, reason, refundMethod) => dispatch(returnRequested({ ...asked!, lineIds, reason, refundMethod }))}
            />
          )}
        </section>
      )}
    </div>
  );
}
