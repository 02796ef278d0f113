import { Link } from 'react-router-dom';
import { formatCents } from '../../../lib/money';
import { registryGiftPath } from '../../../lib/registryGift';
import { shippingLines } from '../../../lib/shipping';
import { maxLineQuantity } from '../cartRules';
import type { CartItem, CartRegistry } from '../types';
import { PaperLineDetails, PaperQuantity } from '../../paperOrder/components/PaperLineDetails';
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
  /** The couple a registry cart is for: its gifts say 'For Alex & Jordan' and link to the gift's page in their registry. */
  registry?: Pick<CartRegistry, 'slug' | 'coupleName'> | null;
}

/** What a cart line says about who it is for: 'For Alex & Jordan' on a registry gift, nothing on your own things. */
export function lineRecipient(item: Pick<CartItem, 'registryItemId'>, registry: Pick<CartRegistry, 'coupleName'> | null | undefined) {
  return item.registryItemId !== null && registry ? `For ${registry.coupleName}` : null;
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
  registry = null,
}: CartLineProps) {
  // A contribution (to a cash fund or a group gift) is an amount: no quantity, no stock.
  const isFund = item.kind === 'CASH_FUND' || item.kind === 'GROUP_GIFT';
  // Paper (issue 30): a card being printed, in its tiers' quantities, with its proof's approval.
  const paper = item.kind === 'PAPER' ? item.paper : undefined;
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
  const productPath = item.productSlug ? `/shop/product/${item.productSlug}` : null;
  // A registry gift links back to its page in the couple's registry, where it is bought as their gift.
  const href =
    productPath && item.registryItemId !== null && registry
      ? registryGiftPath(productPath, { registryKey: registry.slug, itemId: item.registryItemId })
      : productPath;
  const name = href && item.kind !== 'CASH_FUND' ? <Link to={href}>{item.name}</Link> : item.name;
  const recipient = lineRecipient(item, registry);
  const limitedByCouple = item.remainingQuantity !== null && item.availability.availableQuantity >= item.remainingQuantity;
  return (
    <div className={styles.line} aria-busy={busy ? true : undefined}>
      <div className={paper ? `${styles.media} ${styles.card}` : styles.media}>
        {item.imageUrl && <img src={item.imageUrl} alt="" width={96} height={96} loading="lazy" />}
      </div>
      <div className={styles.info}>
        {item.brandName && <p className={styles.brand}>{item.brandName}</p>}
        <h3 className={styles.name}>{name}</h3>
        {recipient && <p className={styles.recipient}>{recipient}</p>}
        {item.kind === 'CASH_FUND' ? (
          <p className={styles.meta}>Cash gift</p>
        ) : item.kind === 'GROUP_GIFT' ? (
          <p className={styles.meta}>Group gift contribution</p>
        ) : paper ? (
          <PaperLineDetails paper={paper} name={item.name} />
        ) : (
          item.skuLabel && <p className={styles.meta}>{item.skuLabel}</p>
        )}
        {!isFund && <p className={styles.meta}>{formatCents(item.priceCents)} each</p>}
        {/* A contribution is an amount, never stock; a gift the couple needs only a few more of is not short of stock. */}
        {!isFund && item.availability.stockStatus === 'LOW_STOCK' && !limitedByCouple && (
          <p className={styles.low}>Only {item.availability.availableQuantity} left</p>
        )}
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
        {onQuantityChange && paper ? (
          <PaperQuantity paper={paper} name={item.name} quantity={item.quantity} disabled={!!busy} onChange={onQuantityChange} />
        ) : onQuantityChange && !isFund ? (
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
