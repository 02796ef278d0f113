import { useId } from 'react';
import {
  MAX_PAPER_QUANTITY,
  MIN_PAPER_QUANTITY,
  OPTION_KIND_LABELS,
  OPTION_KINDS,
  quotePrice,
  type OptionChoice,
  type PaperOption,
  type PriceTier,
} from '../../../contracts/paper';
import { formatCents } from '../../../lib/money';
import styles from './PriceCalculator.module.scss';

export interface PriceCalculatorProps {
  tiers: PriceTier[];
  options: PaperOption[];
  choice: OptionChoice;
  /** What the person typed (kept as text so a half-typed number is not rewritten). */
  quantity: string;
  onChoice: (next: OptionChoice) => void;
  onQuantity: (next: string) => void;
}

/** The paper options as radio groups, the quantity, the tier table, and the price they make. */
export function PriceCalculator({ tiers, options, choice, quantity, onChoice, onQuantity }: PriceCalculatorProps) {
  const id = useId();
  const qty = /^\d+$/.test(quantity.trim()) ? Number(quantity.trim()) : NaN;
  const outcome = quotePrice(tiers, options, choice, qty);
  const optionsCents = outcome.ok ? outcome.quote.options_cents : 0;
  return (
    <div className={styles.calculator}>
      {OPTION_KINDS.map((kind) => {
        const ofKind = options.filter((o) => o.kind === kind);
        if (ofKind.length === 0) return null;
        const chosen = choice[kind] ?? ofKind[0]!.key;
        return (
          <fieldset key={kind} className={styles.group}>
            <legend className={styles.legend}>{OPTION_KIND_LABELS[kind]}</legend>
            <div className={styles.choices}>
              {ofKind.map((o) => (
                <label key={o.key} className={styles.choice}>
                  <input
                    type="radio"
                    name={`${id}-${kind}`}
                    checked={chosen === o.key}
                    onChange={() => onChoice({ ...choice, [kind]: o.key })}
                  />
                  {o.swatch && <span className={styles.swatch} style={{ background: o.swatch }} aria-hidden="true" />}
                  <span className={styles.choiceText}>
                    <span>{o.label}</span>
                    <span className={styles.choiceNote}>
                      {o.price_cents > 0 ? `+${formatCents(o.price_cents)} per card` : o.description}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
      <div className={styles.quantityRow}>
        <label htmlFor={`${id}-qty`} className={styles.legend}>
          Quantity
        </label>
        <input
          id={`${id}-qty`}
          className={styles.quantity}
          type="number"
          inputMode="numeric"
          min={MIN_PAPER_QUANTITY}
          max={MAX_PAPER_QUANTITY}
          step={1}
          value={quantity}
          aria-describedby={`${id}-total`}
          aria-invalid={!outcome.ok}
          onChange={(e) => onQuantity(e.target.value)}
        />
      </div>
      <div id={`${id}-total`} className={styles.total} role="status" aria-live="polite">
        {outcome.ok ? (
          <>
            <p className={styles.totalLine}>
              <span>
                {outcome.quote.quantity} cards at {formatCents(outcome.quote.per_card_cents)} each
              </span>
              <strong data-testid="paper-total">{formatCents(outcome.quote.total_cents)}</strong>
            </p>
            {outcome.quote.next && (
              <p className={styles.next}>
                Order {outcome.quote.next.min_quantity} or more for {formatCents(outcome.quote.next.per_card_cents)} each.
              </p>
            )}
          </>
        ) : (
          <p className={styles.error}>{outcome.message}</p>
        )}
      </div>
      <table className={styles.tiers}>
        <caption>Price per card by quantity{optionsCents > 0 ? ', with your options' : ''}</caption>
        <thead>
          <tr>
            <th scope="col">Quantity</th>
            <th scope="col">Per card</th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier, i) => {
            const next = tiers[i + 1];
            const current = outcome.ok && outcome.quote.tier.min_quantity === tier.min_quantity;
            return (
              <tr key={tier.min_quantity} className={current ? styles.current : undefined} aria-current={current ? 'true' : undefined}>
                <th scope="row">{next ? `${tier.min_quantity}–${next.min_quantity - 1}` : `${tier.min_quantity}+`}</th>
                <td>{formatCents(tier.unit_cents + optionsCents)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
