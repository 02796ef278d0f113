import { formatCents } from '../../../lib/money';
import styles from './CountsSummary.module.scss';

export interface Counts {
  itemCount: number;
  requested: number;
  purchased: number;
  fulfilled: number;
  mostWanted: number;
  cashFunds: number;
  contributedCents: number;
  giftCount: number;
  thankYouPending: number;
  daysUntilWedding: number | null;
}

/** The manage page's counts at a glance. */
export function CountsSummary({ counts }: { counts: Counts }) {
  const entries: { label: string; value: string }[] = [
    { label: 'Gifts on your registry', value: String(counts.itemCount) },
    { label: 'Items requested', value: String(counts.requested) },
    { label: 'Items purchased', value: String(counts.purchased) },
    { label: 'Most wanted', value: String(counts.mostWanted) },
    ...(counts.cashFunds > 0 ? [{ label: 'Raised in cash funds', value: formatCents(counts.contributedCents) }] : []),
    { label: 'Thank-you notes to send', value: String(counts.thankYouPending) },
  ];
  if (counts.daysUntilWedding !== null && counts.daysUntilWedding >= 0) {
    entries.push({
      label: counts.daysUntilWedding === 1 ? 'Day until the wedding' : 'Days until the wedding',
      value: String(counts.daysUntilWedding),
    });
  }
  return (
    <section aria-labelledby="registry-summary-title">
      <h2 id="registry-summary-title" className="visually-hidden">
        Registry summary
      </h2>
      <dl className={styles.summary}>
        {entries.map((e) => (
          <div key={e.label} className={styles.entry}>
            <dt>{e.label}</dt>
            <dd>{e.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
