import { useId, useState } from 'react';
import { TextField } from '../../../components/TextField/TextField';
import { cardBrandLabel, expiryLabel, TEST_CARDS, type CardDraft, type FieldErrors } from '../checkoutRules';
import type { SavedCard } from '../types';
import styles from './PaymentSection.module.scss';

export type PaymentMode = { kind: 'new' } | { kind: 'saved'; id: number };

export interface PaymentSectionProps {
  testMode: boolean;
  cards: SavedCard[];
  deleting: number[];
  mode: PaymentMode;
  onModeChange: (mode: PaymentMode) => void;
  onDeleteCard: (card: SavedCard) => void;
  card: CardDraft;
  onCardChange: (card: CardDraft) => void;
  errors: FieldErrors;
  showErrors: boolean;
  /** Signed in: the card can be kept for next time. */
  canSaveCard: boolean;
  saveCard: boolean;
  onSaveCardChange: (save: boolean) => void;
  idPrefix: string;
}

const cardName = (c: SavedCard) => `${cardBrandLabel(c.brand)} ending ${c.last4}`;

/**
 * Payment: a saved card (with delete after a confirmation) or a new card (number, MM/YY, CVC,
 * name). In test mode it says so and lists the sandbox's test cards.
 */
export function PaymentSection(props: PaymentSectionProps) {
  const {
    testMode,
    cards,
    deleting,
    mode,
    onModeChange,
    onDeleteCard,
    card,
    onCardChange,
    errors,
    showErrors,
    canSaveCard,
    saveCard,
    onSaveCardChange,
    idPrefix,
  } = props;
  const testId = useId();
  const [confirming, setConfirming] = useState<number | null>(null);
  const set = (field: keyof CardDraft) => (value: string) => onCardChange({ ...card, [field]: value });

  return (
    <div>
      {testMode && (
        <div className={styles.testMode} id={testId}>
          <p className={styles.testTitle}>Test mode — no real charge</p>
          <p>Use a test card with any future expiry date and any security code:</p>
          <ul>
            {TEST_CARDS.map((t) => (
              <li key={t.number}>
                <span className={styles.number}>{t.number}</span> {t.outcome}
              </li>
            ))}
          </ul>
        </div>
      )}

      {cards.length > 0 && (
        <fieldset className={styles.choices}>
          <legend>Pay with</legend>
          {cards.map((c) => (
            <div key={c.id} className={styles.savedCard}>
              <label className={styles.radio}>
                <input
                  type="radio"
                  name={`${idPrefix}-payment`}
                  checked={mode.kind === 'saved' && mode.id === c.id}
                  onChange={() => onModeChange({ kind: 'saved', id: c.id })}
                />
                <span>
                  {cardName(c)} <span className={styles.muted}>expires {expiryLabel(c.expMonth, c.expYear)}</span>
                </span>
              </label>
              {confirming === c.id ? (
                <span className={styles.confirm} role="group" aria-label={`Delete ${cardName(c)}?`}>
                  <span>Delete this card?</span>
                  <button
                    type="button"
                    className={styles.danger}
                    onClick={() => {
                      setConfirming(null);
                      onDeleteCard(c);
                    }}
                  >
                    Delete card
                  </button>
                  <button type="button" className={styles.link} onClick={() => setConfirming(null)}>
                    Keep it
                  </button>
                </span>
              ) : (
                <button
                  type="button"
                  className={styles.link}
                  disabled={deleting.includes(c.id)}
                  onClick={() => setConfirming(c.id)}
                  aria-label={`Delete ${cardName(c)}`}
                >
                  {deleting.includes(c.id) ? 'Deleting…' : 'Delete'}
                </button>
              )}
            </div>
          ))}
          <label className={styles.radio}>
            <input type="radio" name={`${idPrefix}-payment`} checked={mode.kind === 'new'} onChange={() => onModeChange({ kind: 'new' })} />
            <span>A new card</span>
          </label>
        </fieldset>
      )}

      {mode.kind === 'new' && (
        <div className={styles.cardGrid}>
          <TextField
            id={`${idPrefix}-number`}
            className={styles.wide}
            label="Card number"
            required
            inputMode="numeric"
            autoComplete="cc-number"
            value={card.number}
            onChange={set('number')}
            error={errors.number}
            forceError={showErrors}
            hint={testMode ? 'Test mode: use a test card above.' : undefined}
          />
          <TextField
            id={`${idPrefix}-expiry`}
            label="Expiry (MM/YY)"
            required
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            value={card.expiry}
            onChange={set('expiry')}
            error={errors.expiry}
            forceError={showErrors}
          />
          <TextField
            id={`${idPrefix}-cvc`}
            label="Security code (CVC)"
            required
            inputMode="numeric"
            autoComplete="cc-csc"
            value={card.cvc}
            onChange={set('cvc')}
            error={errors.cvc}
            forceError={showErrors}
          />
          <TextField
            id={`${idPrefix}-name`}
            className={styles.wide}
            label="Name on card"
            required
            autoComplete="cc-name"
            value={card.name}
            onChange={set('name')}
            error={errors.name}
            forceError={showErrors}
          />
          {canSaveCard && (
            <label className={`${styles.checkbox} ${styles.wide}`}>
              <input type="checkbox" checked={saveCard} onChange={(event) => onSaveCardChange(event.target.checked)} />
              Save this card for next time
            </label>
          )}
        </div>
      )}
    </div>
  );
}
