import { useEffect, useRef, useState } from 'react';
import { formatCents } from '../../../lib/money';
import type { CreditExchange } from '../../../contracts/registry';
import type { RequestState } from '../../../lib/requestCases';
import styles from './GiftExchange.module.scss';

export interface GiftExchangeProps {
  /** The gift's name, for the buttons' accessible names in a list of gifts. */
  title: string;
  exchange: CreditExchange;
  request: RequestState;
  onExchange: () => void;
}

/**
 * 'Exchange for credit' on a gift in the tracker (issue 26): offered while the gift has not
 * started on its way, with a confirmation that says what happens; afterwards 'Exchanged for credit'.
 */
export function GiftExchange({ title, exchange, request, onExchange }: GiftExchangeProps) {
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    // Focus follows the step: onto 'Exchange for $X' when it appears, back to the first button on 'Keep the gift'.
    if (confirming) confirmRef.current?.focus();
    else if (wasConfirming.current) openRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  // The gift's status ('Exchanged for credit', contracts/fulfilment.ts) is shown beside it; this says how much.
  if (exchange.status === 'EXCHANGED')
    return <span className={styles.note}>{formatCents(exchange.credit_cents)} added to store credit</span>;
  if (exchange.status !== 'AVAILABLE' || exchange.credit_cents <= 0) return null;
  const busy = request.status === 'loading';
  return (
    <div className={styles.exchange}>
      {confirming ? (
        <div role="group" aria-label={`Exchange for credit: ${title}`} className={styles.confirm}>
          <p>
            Exchange for <strong>{formatCents(exchange.credit_cents)}</strong> in store credit? The gift will not ship, and the giver is not
            told.
          </p>
          <div className={styles.actions}>
            <button ref={confirmRef} type="button" className={styles.primary} disabled={busy} onClick={onExchange}>
              {busy ? 'Exchanging…' : `Exchange for ${formatCents(exchange.credit_cents)}`}
            </button>
            <button type="button" className={styles.secondary} disabled={busy} onClick={() => setConfirming(false)}>
              Keep the gift
            </button>
          </div>
        </div>
      ) : (
        <button
          ref={openRef}
          type="button"
          className={styles.secondary}
          onClick={() => setConfirming(true)}
          aria-label={`Exchange for credit: ${title}`}
        >
          Exchange for credit
        </button>
      )}
      {request.status === 'failed' && request.error && (
        <p role="alert" className={styles.error}>
          {request.error.message}
        </p>
      )}
    </div>
  );
}
