import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Price } from '../../../components/Price/Price';
import { Tag } from '../../../components/Tag/Tag';
import { formatCents, parseDollars } from '../../../lib/money';
import { registryGiftPath } from '../../../lib/registryGift';
import { fundPercent, isFullyPurchased } from '../registryFormat';
import type { FundContribution, RegistryItem } from '../types';
import { GroupGiftPanel } from './GroupGiftPanel';
import { ProgressBar } from './ProgressBar';
import styles from './RegistryItemCard.module.scss';

export interface RegistryItemCardProps {
  item: RegistryItem;
  /** 'Add to cart' for a gift bought here; absent → no button. */
  onBuy?: (item: RegistryItem) => void;
  /** A cash fund's or a group gift's 'Contribute' with the amount the guest typed; absent → no form. */
  onContribute?: (item: RegistryItem, amountCents: number) => void;
  /** A gift from another store's 'I bought this' (opens the guest's dialog); absent → no button. */
  onMarkPurchased?: (item: RegistryItem) => void;
  /** An add to the cart is in flight: the buttons wait for it. */
  busy?: boolean;
  /** The title's heading level (4 inside a collection's section). */
  headingLevel?: 3 | 4;
  /**
   * The registry the card is shown on: its name and picture then open the gift's page in the
   * registry's context (bought there as the couple's gift), not the plain product page.
   */
  registryKey?: string;
}

/** One gift as a guest sees it: purchased items marked, cash funds with progress, external gifts linking out. */
export function RegistryItemCard({
  item,
  onBuy,
  onContribute,
  onMarkPurchased,
  busy = false,
  headingLevel = 3,
  registryKey,
}: RegistryItemCardProps) {
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  const purchased = isFullyPurchased(item);
  const percent = fundPercent(item);
  const productPath = item.product_path && (item.kind === 'PRODUCT' || item.kind === 'GIFT_CARD') ? item.product_path : null;
  const productLink = productPath && registryKey ? registryGiftPath(productPath, { registryKey, itemId: item.id }) : productPath;
  const picture = item.image_url && <img src={item.image_url} alt="" width={300} height={300} loading="lazy" decoding="async" />;
  return (
    <article className={`${styles.card} ${purchased ? styles.purchased : ''}`} aria-label={item.title}>
      <div className={styles.media}>
        {/* The picture opens the gift's page too; the title's link is the one keyboards and screen readers use. */}
        {productLink && picture ? (
          <Link to={productLink} tabIndex={-1} aria-hidden="true" className={styles.mediaLink}>
            {picture}
          </Link>
        ) : (
          picture
        )}
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
              <p className={styles.meta}>
                <strong>{formatCents(item.cash_fund.contributed_cents)}</strong> raised so far
              </p>
            )}
            <FundContributions title={item.title} count={item.cash_fund.contribution_count} contributions={item.cash_fund.contributions} />
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
        {item.group_gift && !purchased && (
          <GroupGiftPanel
            title={item.title}
            group={item.group_gift}
            onContribute={onContribute ? (cents) => onContribute(item, cents) : undefined}
            onBuyWhole={onBuy && item.in_stock ? () => onBuy(item) : undefined}
            busy={busy}
          />
        )}
        {item.delivery && !purchased && <p className={styles.meta}>{item.delivery.label}</p>}
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
            !item.group_gift &&
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

/** A card lists this many of a fund's newest contributions, then says how many more. */
const CONTRIBUTIONS_ON_CARD = 5;

/**
 * Who gave to a fund and what they wrote: names and messages, never how much (the couple see the
 * amounts in their gift tracker). The newest first; the server sends a fund's latest few.
 */
export function FundContributions({ title, count, contributions }: { title: string; count: number; contributions: FundContribution[] }) {
  if (count === 0) return <p className={styles.meta}>Be the first to contribute.</p>;
  const shown = contributions.slice(0, CONTRIBUTIONS_ON_CARD);
  const more = count - shown.length;
  return (
    <div className={styles.contributions}>
      <p className={styles.meta}>{count === 1 ? '1 contribution' : `${count} contributions`}</p>
      <ul aria-label={`Contributions to ${title}`}>
        {shown.map((c, index) => (
          <li key={`${c.received_at}-${index}`}>
            <span className={styles.giver}>{c.giver_name}</span>
            {c.message && <q className={styles.message}>{c.message}</q>}
          </li>
        ))}
      </ul>
      {more > 0 && <p className={styles.meta}>and {more === 1 ? '1 more' : `${more} more`}</p>}
    </div>
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
