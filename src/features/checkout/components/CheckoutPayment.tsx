import { useEffect, useImperativeHandle, useState, type Ref } from 'react';
import { cardErrors, toNewCard, type CardDraft, type FieldErrors } from '../checkoutRules';
import type { CheckoutState } from '../checkoutSlice';
import type { PaymentChoice } from '../types';
import styles from './Checkout.module.scss';
import { PaymentSection, type PaymentMode } from './PaymentSection';

const EMPTY_CARD: CardDraft = { number: '', expiry: '', cvc: '', name: '' };

export interface CheckoutPaymentHandle {
  /** At Place order: the first invalid card field's id, else null. */
  check: () => string | null;
  /** The payment as the order sends it (null: nothing to pay); only once `check` found nothing. */
  choice: () => PaymentChoice | null;
}

export interface CheckoutPaymentProps {
  /** False when credit covers the order. */
  needsPayment: boolean;
  testMode: boolean;
  cards: CheckoutState['cards'];
  /** Signed in: the card can be kept for next time. */
  signedIn: boolean;
  showErrors: boolean;
  onDeleteCard: (id: number) => void;
  ref?: Ref<CheckoutPaymentHandle>;
}

/** Checkout's payment: a saved card or a new one; owns the choice and the card draft. */
export function CheckoutPayment({ needsPayment, testMode, cards, signedIn, showErrors, onDeleteCard, ref }: CheckoutPaymentProps) {
  const [mode, setMode] = useState<PaymentMode>({ kind: 'new' });
  const [modeChosen, setModeChosen] = useState(false);
  const [card, setCard] = useState<CardDraft>(EMPTY_CARD);
  const [saveCard, setSaveCard] = useState(false);

  // Saved cards: the first is the default until the buyer chooses.
  useEffect(() => {
    if (modeChosen) return;
    const first = cards.list[0];
    setMode(first ? { kind: 'saved', id: first.id } : { kind: 'new' });
  }, [cards.list, modeChosen]);

  const cardErrs: FieldErrors = needsPayment && mode.kind === 'new' ? cardErrors(card, new Date()) : {};
  useImperativeHandle(ref, () => ({
    check: () => {
      const first = Object.keys(cardErrs)[0];
      return first ? `pay-${first}` : null;
    },
    choice: () =>
      !needsPayment
        ? null
        : mode.kind === 'saved'
          ? { kind: 'saved', creditCardId: mode.id }
          : { kind: 'new', card: toNewCard(card), saveCard: signedIn && saveCard },
  }));

  return (
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
            onDeleteCard(c.id);
          }}
          card={card}
          onCardChange={setCard}
          errors={cardErrs}
          showErrors={showErrors}
          canSaveCard={signedIn}
          saveCard={saveCard}
          onSaveCardChange={setSaveCard}
          idPrefix="pay"
        />
      ) : (
        <p>Nothing to pay: your credit covers this order.</p>
      )}
    </section>
  );
}
