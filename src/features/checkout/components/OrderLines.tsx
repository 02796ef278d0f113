import { formatCents } from '../../../lib/money';
import type { OrderLine } from '../types';
import { optionsSummary } from '../../../contracts/paperOrder';
import styles from './OrderLines.module.scss';

/** An order's lines: picture, name, option, quantity and line total. */
export function OrderLines({ lines, label = 'Items' }: { lines: OrderLine[]; label?: string }) {
  return (
    <ul className={styles.lines} aria-label={label}>
      {lines.map((line) => (
        <li key={line.id} className={styles.line}>
          <div className={styles.media}>{line.imageUrl && <img src={line.imageUrl} alt="" width={64} height={64} loading="lazy" />}</div>
          <div className={styles.info}>
            <p className={styles.name}>{line.name}</p>
            {line.kind === 'CASH_FUND' ? (
              <p className={styles.meta}>Cash gift</p>
            ) : line.kind === 'GROUP_GIFT' ? (
              <p className={styles.meta}>Group gift contribution: it ships to the couple once fully funded</p>
            ) : line.paper ? (
              // Paper (issue 30): the approved version as ordered, and its options.
              <>
                <p className={styles.meta}>{optionsSummary(line.paper.options)}</p>
                <p className={styles.meta}>Printed from your approved proof (version {line.paper.version})</p>
              </>
            ) : (
              line.skuLabel && <p className={styles.meta}>{line.skuLabel}</p>
            )}
            {(line.kind === 'PRODUCT' || line.kind === 'PAPER') && (
              <p className={styles.meta}>
                Qty {line.quantity} × {formatCents(line.unitPriceCents)}
              </p>
            )}
          </div>
          <p className={styles.total}>{formatCents(line.lineTotalCents)}</p>
        </li>
      ))}
    </ul>
  );
}
