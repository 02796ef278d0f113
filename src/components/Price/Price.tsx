import { formatCents, formatPriceRange } from '../../lib/money';
import styles from './Price.module.scss';

export interface PriceProps {
  /** A single price in cents, or a range. */
  cents?: number;
  min?: number;
  max?: number;
  /** Spec §3 reference price (MSRP, COMPAREATPRICE, DISCOUNTPRICE) shown struck through when higher. */
  referenceCents?: number | null;
}

/** Spec §9: USD, 2 decimals only when not whole; spec §5: 'Free' when zero. */
export function Price({ cents, min, max, referenceCents }: PriceProps) {
  const low = cents ?? min ?? 0;
  const high = cents ?? max ?? low;
  const text = formatPriceRange(low, high);
  const showReference = referenceCents != null && referenceCents > high;
  return (
    <span className={styles.price}>
      {showReference && (
        <>
          <s className={styles.reference} aria-hidden="true">
            {formatCents(referenceCents)}
          </s>
          <span className="visually-hidden">Was {formatCents(referenceCents)}, now </span>
        </>
      )}
      <span className={showReference ? styles.sale : undefined}>{text}</span>
    </span>
  );
}
