import { useId, useState, type FormEvent } from 'react';
import type { OrderLine } from '../types';
import type { RefundMethod } from '../../../contracts/credit';
import styles from './ReturnForm.module.scss';

const REASON_MAX = 500;

export interface ReturnFormProps {
  lines: OrderLine[];
  busy: boolean;
  /** The server's refusal, shown with the form. */
  error: string | null;
  /** The card the order was paid with ('Visa ending 4242'), or null when it was paid without one. */
  card: string | null;
  onSubmit: (lineIds: number[], reason: string, refundMethod: RefundMethod) => void;
}

/** 'Start a return': which returnable items, why, and where the refund goes (free returns: the label is mailed). */
export function ReturnForm({ lines, busy, error, card, onSubmit }: ReturnFormProps) {
  const id = useId();
  const [chosen, setChosen] = useState<number[]>([]);
  const [reason, setReason] = useState('');
  const [refundMethod, setRefundMethod] = useState<RefundMethod>(card ? 'CARD' : 'CREDIT');
  const [tried, setTried] = useState(false);
  const linesError = tried && chosen.length === 0 ? 'Choose at least one item to return.' : null;
  const reasonError =
    tried && !reason.trim()
      ? 'Please tell us why you are returning it.'
      : reason.length > REASON_MAX
        ? `You are ${reason.length - REASON_MAX} characters over maximum.`
        : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (chosen.length === 0) return document.getElementById(`${id}-line-${lines[0]?.id}`)?.focus();
    if (!reason.trim() || reason.length > REASON_MAX) return document.getElementById(`${id}-reason`)?.focus();
    onSubmit(chosen, reason.trim(), refundMethod);
  };
  const toggle = (lineId: number, on: boolean) => setChosen((c) => (on ? [...c, lineId] : c.filter((x) => x !== lineId)));

  return (
    <form onSubmit={submit} noValidate className={styles.form} aria-label="Start a return">
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <fieldset aria-describedby={linesError ? `${id}-lines-error` : undefined}>
        <legend>Items to return</legend>
        {lines.map((line) => (
          <label key={line.id} className={styles.checkbox}>
            <input
              id={`${id}-line-${line.id}`}
              type="checkbox"
              checked={chosen.includes(line.id)}
              onChange={(event) => toggle(line.id, event.target.checked)}
            />
            {line.name}
            {line.quantity > 1 ? ` (${line.quantity})` : ''}
          </label>
        ))}
        {linesError && (
          <p id={`${id}-lines-error`} className={styles.error} role="alert">
            {linesError}
          </p>
        )}
      </fieldset>
      <div className={styles.textarea}>
        <label htmlFor={`${id}-reason`}>
          Why are you returning it?
          <span aria-hidden="true" className={styles.required}>
            {' '}
            *
          </span>
        </label>
        <textarea
          id={`${id}-reason`}
          rows={3}
          required
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={`${id}-count${reasonError ? ` ${id}-reason-error` : ''}`}
        />
        <div className={styles.footer}>
          {reasonError && (
            <p id={`${id}-reason-error`} className={styles.error} role="alert">
              {reasonError}
            </p>
          )}
          <p id={`${id}-count`} className={styles.counter}>
            {reason.length}/{REASON_MAX}
          </p>
        </div>
      </div>
      <fieldset className={styles.refund}>
        <legend>Refund to</legend>
        {card && (
          <label className={styles.checkbox}>
            <input type="radio" name={`${id}-refund`} checked={refundMethod === 'CARD'} onChange={() => setRefundMethod('CARD')} />
            Your {card}
          </label>
        )}
        <label className={styles.checkbox}>
          <input
            type="radio"
            name={`${id}-refund`}
            checked={refundMethod === 'CREDIT'}
            onChange={() => setRefundMethod('CREDIT')}
            aria-describedby={`${id}-credit-hint`}
          />
          Confetti store credit
        </label>
        <p id={`${id}-credit-hint`} className={styles.hint}>
          Store credit goes to the account the order was placed with, to spend on anything in the shop.
        </p>
      </fieldset>
      <p className={styles.hint}>Returns are free: we email you a prepaid label, and refund you once the parcel reaches us.</p>
      <button type="submit" className={styles.primary} disabled={busy}>
        {busy ? 'Starting your return…' : 'Start a return'}
      </button>
    </form>
  );
}
