import { Link } from 'react-router-dom';
import { formatCents } from '../../../lib/money';
import { shippingLines } from '../../../lib/shipping';
import { maxLineQuantity } from '../cartRules';
import type { CartItem } from '../types';
import styles from './CartLine.module.scss';

export interface CartLineProps {
  item: CartItem;
  /** Quantity steppers and Remove; without them the line is read-only (the cart modal). */
  onQuantityChange?: (quantity: number) => void;
  onRemove?: () => void;
  busy?: 'updating' | 'removing';
  /** Standard shipping's charge once the totals are known: spec §9 'Free standard shipping' or 'Standard shipping'. */
  shippingChargeCents?: number;
  /** Shipping text (spec §9) under the line. */
  showShipping?: boolean;
  today?: Date;
}

/** One cart line: picture, name, option, price, quantity, line total, stock and shipping text. */
export function CartLine({
  item,
  onQuantityChange,
  onRemove,
  busy,
  shippingChargeCents,
  showShipping = false,
  today = new Date(),
}: CartLineProps) {
  const isFund = item.kind === 'CASH_FUND';
  const max = maxLineQuantity(item);
  const lines =
    showShipping && item.shipping
      ? shippingLines(
          {
            shipping: item.shipping,
            shippingChargeCents,
            isPersonalized: item.isPersonalized,
            deliverySurchargeCents: item.deliverySurchargeCents,
          },
          today,
        )
      : [];
  const name = item.productSlug && !isFund ? <Link to={`/shop/product/${item.productSlug}`}>{item.name}</Link> : item.name;
  return (
    <div className={styles.line} aria-busy={busy ? true : undefined}>
      <div className={styles.media}>{item.imageUrl && <img src={item.imageUrl} alt="" width={96} height={96} loading="lazy" />}</div>
      <div className={styles.info}>
        {item.brandName && <p className={styles.brand}>{item.brandName}</p>}
        <h3 className={styles.name}>{name}</h3>
        {isFund ? <p className={styles.meta}>Cash gift</p> : item.skuLabel && <p className={styles.meta}>{item.skuLabel}</p>}
        {!isFund && <p className={styles.meta}>{formatCents(item.priceCents)} each</p>}
        {item.availability.stockStatus === 'LOW_STOCK' && <p className={styles.low}>Only {item.availability.availableQuantity} left</p>}
        {item.remainingQuantity !== null && <p className={styles.meta}>The couple still needs {item.remainingQuantity}</p>}
        {lines.length > 0 && (
          <ul className={styles.shipping} aria-label={`Shipping for ${item.name}`}>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </div>
      <div className={styles.controls}>
        {onQuantityChange && !isFund ? (
          <div className={styles.stepper} role="group" aria-label={`Quantity of ${item.name}`}>
            <button
              type="button"
              aria-label={`Decrease quantity of ${item.name}`}
              disabled={!!busy || item.quantity <= 1}
              onClick={() => onQuantityChange(item.quantity - 1)}
            >
              −
            </button>
            <output aria-live="polite" aria-label={`Quantity ${item.quantity}`}>
              {item.quantity}
            </output>
            <button
              type="button"
              aria-label={`Increase quantity of ${item.name}`}
              disabled={!!busy || item.quantity >= max}
              onClick={() => onQuantityChange(item.quantity + 1)}
            >
              +
            </button>
          </div>
        ) : (
          !isFund && <p className={styles.meta}>Qty {item.quantity}</p>
        )}
        <p className={styles.total}>{formatCents(item.lineTotalCents)}</p>
        {onRemove && (
          <button type="button" className={styles.remove} disabled={!!busy} onClick={onRemove} aria-label={`Remove ${item.name}`}>
            {busy === 'removing' ? 'Removing…' : 'Remove'}
          </button>
        )}
      </div>
    </div>
  );
}
