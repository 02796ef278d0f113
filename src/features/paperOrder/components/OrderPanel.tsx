import { useId, useState } from 'react';
import { formatCents } from '../../../lib/money';
import { OPTION_KIND_LABELS, type PaperOption, type PriceTier } from '../../../contracts/paper';
import { ORDER_OPTION_KINDS, PAPER_LINE_QUANTITIES, paperLinePrice, type OrderOptionKind } from '../../../contracts/paperOrder';
import type { AddPaperToCartBody } from '../../../contracts/paperOrder';
import type { RequestState } from '../../../lib/requestCases';
import styles from './OrderPanel.module.scss';

export interface OrderPanelProps {
  name: string;
  tiers: readonly PriceTier[];
  options: readonly PaperOption[];
  /** The project's cut shape (priced as its SHAPE option). */
  shape: string;
  approved: boolean;
  add: RequestState;
  onAdd: (body: AddPaperToCartBody) => void;
  /** The page's primary button style. */
  buttonClassName?: string;
}

const optionText = (o: PaperOption) => (o.price_cents > 0 ? `${o.label} (+${formatCents(o.price_cents)} a card)` : `${o.label} (included)`);

/**
 * Ordering a card: a quantity at one of its price tiers and its paper options, with the price the
 * catalogue's quote gives (the server prices the line again; this is what the couple will see).
 */
export function OrderPanel({ name, tiers, options, shape, approved, add, onAdd, buttonClassName }: OrderPanelProps) {
  const id = useId();
  const [quantity, setQuantity] = useState<number>(PAPER_LINE_QUANTITIES.find((q) => q >= 100) ?? PAPER_LINE_QUANTITIES[0]!);
  const [chosen, setChosen] = useState<Partial<Record<OrderOptionKind, string>>>({});
  const kinds = ORDER_OPTION_KINDS.filter((k) => options.some((o) => o.kind === k));
  const price = paperLinePrice(tiers, options, shape, chosen, quantity);
  return (
    <section className={styles.panel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        Order your cards
      </h2>
      <div className={styles.fields}>
        <div className={styles.field}>
          <label htmlFor={`${id}-quantity`}>Quantity</label>
          <select id={`${id}-quantity`} value={quantity} onChange={(e) => setQuantity(Number(e.target.value))}>
            {PAPER_LINE_QUANTITIES.map((q) => {
              const at = paperLinePrice(tiers, options, shape, chosen, q);
              return (
                <option key={q} value={q}>
                  {at.ok ? `${q} cards · ${formatCents(at.perCardCents)} each` : `${q} cards`}
                </option>
              );
            })}
          </select>
        </div>
        {kinds.map((kind) => {
          const ofKind = options.filter((o) => o.kind === kind);
          return (
            <div className={styles.field} key={kind}>
              <label htmlFor={`${id}-${kind}`}>{OPTION_KIND_LABELS[kind]}</label>
              <select
                id={`${id}-${kind}`}
                value={chosen[kind] ?? ofKind[0]!.key}
                onChange={(e) => setChosen((c) => ({ ...c, [kind]: e.target.value }))}
              >
                {ofKind.map((o) => (
                  <option key={o.key} value={o.key}>
                    {optionText(o)}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      </div>
      {price.ok && (
        <p className={styles.price}>
          {quantity} cards: {formatCents(price.totalCents)} <span className={styles.note}>({formatCents(price.perCardCents)} each)</span>
        </p>
      )}
      <p className={styles.note}>
        {approved
          ? 'Your proof is approved: this version is what we print.'
          : 'You can add the card to your cart now; approve its proof before paying.'}
      </p>
      <button
        type="button"
        className={buttonClassName}
        disabled={add.status === 'loading' || !price.ok}
        onClick={() => onAdd({ quantity, options: chosen })}
      >
        {add.status === 'loading' ? 'Adding…' : `Add ${name} to cart`}
      </button>
      <p role="status" className={add.status === 'failed' ? styles.error : styles.status}>
        {add.status === 'failed' ? add.error?.message : add.status === 'succeeded' ? 'Added to your cart.' : ''}
      </p>
    </section>
  );
}
