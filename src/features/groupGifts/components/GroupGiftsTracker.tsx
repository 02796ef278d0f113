import type { CoupleContribution, CoupleGroupGift } from '../../../contracts/groupGifts';
import { dollars } from '../../../contracts/groupGiftRules';
import type { RequestState } from '../../../lib/requestCases';
import styles from './GroupGifts.module.scss';

export interface GroupGiftsTrackerProps {
  units: CoupleGroupGift[] | null;
  load: RequestState;
  onRetry: () => void;
}

const FULFILMENT_LABELS: Record<string, string> = {
  PLACED: 'ordered',
  HELD: 'held until your shipping date',
  PROCESSING: 'being prepared',
  SHIPPED: 'shipped',
  DELIVERED: 'delivered',
  CONVERTED: 'exchanged for credit',
  RETURNED: 'returned',
};

function statusLine(unit: CoupleGroupGift): string {
  if (unit.status === 'FUNDING') return `Being funded: ${dollars(unit.funded_cents)} of ${dollars(unit.goal_cents)}`;
  if (unit.status === 'FUNDED') {
    const where = unit.fulfilment_status ? (FULFILMENT_LABELS[unit.fulfilment_status] ?? unit.fulfilment_status.toLowerCase()) : 'ordered';
    return `Fully funded (${dollars(unit.funded_cents)}): ${where}${unit.order_number ? `, order ${unit.order_number}` : ''}`;
  }
  return `Refunded: ${dollars(unit.funded_cents)} back to ${unit.contributions.length === 1 ? '1 contributor' : `${unit.contributions.length} contributors`}`;
}

function refundText(c: CoupleContribution): string | null {
  if (!c.refund) return null;
  const parts = [
    c.refund.card_cents > 0 ? `${dollars(c.refund.card_cents)} to their card` : null,
    c.refund.credit_cents > 0 ? `${dollars(c.refund.credit_cents)} as store credit` : null,
  ].filter(Boolean);
  return `Refunded ${parts.join(' and ') || ''}`.trim();
}

/**
 * The gift tracker's group gifts: each gift guests funded together (or are funding, or were
 * refunded), with every contributor, their amount and message (the couple's alone to see).
 */
export function GroupGiftsTracker({ units, load, onRetry }: GroupGiftsTrackerProps) {
  if (!units && load.status === 'failed')
    return (
      <section className={styles.section} aria-labelledby="group-gifts-title">
        <h2 id="group-gifts-title">Group gifts</h2>
        <div role="alert" className={styles.error}>
          <p>{load.error?.message ?? 'We could not load your group gifts.'}</p>
          <button type="button" className={styles.secondary} onClick={onRetry}>
            Try again
          </button>
        </div>
      </section>
    );
  if (!units || units.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="group-gifts-title">
      <h2 id="group-gifts-title">Group gifts</h2>
      <ul className={styles.units}>
        {units.map((unit) => (
          <li key={unit.key} className={styles.unit}>
            <div>{unit.image_url && <img src={unit.image_url} alt="" width={64} height={64} loading="lazy" />}</div>
            <div>
              <h3>{unit.title}</h3>
              <p className={styles.meta}>{statusLine(unit)}</p>
              <ul className={styles.contributors} aria-label={`Contributors to ${unit.title}`}>
                {unit.contributions.map((c) => (
                  <li key={c.id}>
                    <span className={styles.giver}>{c.giver_name}</span>
                    <span>{dollars(c.amount_cents)}</span>
                    {refundText(c) && <span>{refundText(c)}</span>}
                    {c.message && <q className={styles.message}>{c.message}</q>}
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
