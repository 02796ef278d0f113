import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Price } from '../../../components/Price/Price';
import { Tag } from '../../../components/Tag/Tag';
import { formatCents, parseDollars } from '../../../lib/money';
import { fundPercent, isFullyPurchased } from '../registryFormat';
import type { RegistryItem } from '../types';
import { ProgressBar } from './ProgressBar';
import styles from './RegistryItemCard.module.scss';

export interface RegistryItemCardProps {
  item: RegistryItem;
  /** 'Add to cart' for a gift bought here; absent → no button. */
  onBuy?: (item: RegistryItem) => void;
  /** A cash fund's 'Contribute' with the amount the guest typed; absent → no form. */
  onContribute?: (item: RegistryItem, amountCents: number) => void;
  /** A gift from another store's 'I bought this' (opens the guest's dialog); absent → no button. */
  onMarkPurchased?: (item: RegistryItem) => void;
  /** An add to the cart is in flight: the buttons wait for it. */
  busy?: boolean;
  /** The title's heading level (4 inside a collection's section). */
  headingLevel?: 3 | 4;
}

/** One gift as a guest sees it: purchased items marked, cash funds with progress, external gifts linking out. */
export function RegistryItemCard({ item, onBuy, onContribute, onMarkPurchased, busy = false, headingLevel = 3 }: RegistryItemCardProps) {
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  const purchased = isFullyPurchased(item);
  const percent = fundPercent(item);
  const productLink = item.product_path && (item.kind === 'PRODUCT' || item.kind === 'GIFT_CARD') ? item.product_path : null;
  return (
    <article className={`${styles.card} ${purchased ? styles.purchased : ''}`} aria-label={item.title}>
      <div className={styles.media}>
        {item.image_url && <img src={item.image_url} alt="" width={300} height={300} loading="lazy" decoding="async" />}
        <div className={styles.tags}>
          {purchased && (
            <Tag variant="gray" size="small">
              Purchased
            </Tag>
          )}
          {item.most_wanted && !purchased && (
            <Tag variant="gold" size="small">
              Most wanted
            </Tag>
          )}
        </div>
      </div>
      <div className={styles.body}>
        {item.brand && <p className={styles.brand}>{item.brand}</p>}
        {item.kind === 'EXTERNAL' && item.external && <p className={styles.brand}>From {item.external.store_name}</p>}
        {/* tabIndex -1: the guest page moves keyboard focus to the first new title after 'Show more gifts'. */}
        <Heading className={styles.title} tabIndex={-1}>
          {productLink ? <Link to={productLink}>{item.title}</Link> : item.title}
        </Heading>

        {item.kind === 'CASH_FUND' && item.cash_fund ? (
          <div className={styles.fund}>
            {item.description && <p className={styles.description}>{item.description}</p>}
            {percent !== null && item.cash_fund.goal_cents ? (
              <>
                <ProgressBar
                  value={percent}
                  label={`${item.title} progress`}
                  valueText={`${formatCents(item.cash_fund.contributed_cents)} of ${formatCents(item.cash_fund.goal_cents)} raised`}
                />
                <p className={styles.meta}>
                  <strong>{formatCents(item.cash_fund.contributed_cents)}</strong> of {formatCents(item.cash_fund.goal_cents)} raised
                </p>
              </>
            ) : (
              <p className={styles.meta}>{formatCents(item.cash_fund.contributed_cents)} raised so far</p>
            )}
          </div>
        ) : (
          <>
            {item.price_cents !== null ? (
              <Price cents={item.price_cents} />
            ) : (
              item.price_range && <Price min={item.price_range.min_price} max={item.price_range.max_price} />
            )}
            <p className={styles.meta}>
              {purchased
                ? `All ${item.requested_qty} purchased`
                : item.purchased_qty > 0
                  ? `${item.purchased_qty} of ${item.requested_qty} purchased · ${item.remaining} still needed`
                  : `Requested: ${item.requested_qty}`}
            </p>
          </>
        )}
        {item.note && <p className={styles.note}>“{item.note}”</p>}

        <div className={styles.actions}>
          {item.kind === 'EXTERNAL' && item.external && !purchased && (
            <a className={styles.secondary} href={item.external.url} target="_blank" rel="noopener noreferrer">
              Buy it at {item.external.store_name}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          )}
          {onMarkPurchased && item.kind === 'EXTERNAL' && !purchased && (
            <button
              type="button"
              className={styles.primary}
              aria-label={`I bought this: ${item.title}`}
              onClick={() => onMarkPurchased(item)}
            >
              I bought this
            </button>
          )}
          {onBuy &&
            (item.kind === 'PRODUCT' || item.kind === 'GIFT_CARD') &&
            !purchased &&
            (item.in_stock ? (
              <button
                type="button"
                className={styles.primary}
                aria-label={`Add to cart: ${item.title}`}
                disabled={busy}
                onClick={() => onBuy(item)}
              >
                Add to cart
              </button>
            ) : (
              <p className={styles.unavailable}>Out of stock</p>
            ))}
          {onContribute && item.kind === 'CASH_FUND' && <ContributeForm item={item} onContribute={onContribute} busy={busy} />}
        </div>
      </div>
    </article>
  );
}

/** Cart contributions start at $1.00 and stop at $10,000.00 (server/API.md POST /cart/item). */
const MIN_CONTRIBUTION_CENTS = 100;
const MAX_CONTRIBUTION_CENTS = 1_000_000;

/** A cash fund's amount field and 'Contribute' (adds the contribution to the cart). */
function ContributeForm({
  item,
  onContribute,
  busy,
}: {
  item: RegistryItem;
  onContribute: (item: RegistryItem, amountCents: number) => void;
  busy: boolean;
}) {
  const id = useId();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = parseDollars(amount);
    if (cents === null || cents < MIN_CONTRIBUTION_CENTS) return setError('Enter an amount of at least $1.');
    if (cents > MAX_CONTRIBUTION_CENTS) return setError('Contributions can be at most $10,000.');
    setError(null);
    onContribute(item, cents);
  };
  return (
    <form className={styles.contribute} onSubmit={submit} noValidate>
      <label htmlFor={`${id}-amount`}>
        Amount<span className="visually-hidden"> to give to {item.title}</span>
      </label>
      <div className={styles.amountRow}>
        <span className={styles.currency} aria-hidden="true">
          $
        </span>
        <input
          id={`${id}-amount`}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" className={styles.primary} disabled={busy}>
          Contribute
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
