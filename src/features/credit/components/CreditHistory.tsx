import { Link } from 'react-router-dom';
import { formatCents } from '../../../lib/money';
import { RelativeTime } from '../../../components/RelativeTime/RelativeTime';
import type { CreditAnswer } from '../../../contracts/credit';
import styles from './CreditHistory.module.scss';

/** The account's store credit: the balance, then each change with what it came from, newest first. */
export function CreditHistory({ answer }: { answer: CreditAnswer }) {
  return (
    <div className={styles.credit}>
      <p className={styles.balance}>
        <span>Available</span> <strong>{formatCents(answer.balance_cents)}</strong>
      </p>
      <p className={styles.hint}>
        Store credit comes from gifts you exchange and returns refunded to credit. It is applied at checkout when you choose “Use my store
        credit”.
      </p>
      {answer.entries.length === 0 ? (
        <p>No store credit yet.</p>
      ) : (
        <ol className={styles.entries} aria-label="Store credit history">
          {answer.entries.map((e) => (
            <li key={e.id}>
              <span className={styles.what}>
                <span>{e.description}</span>
                <span className={styles.muted}>
                  {e.order_number && (
                    <>
                      <Link to={`/order-status?orderNumber=${encodeURIComponent(e.order_number)}`}>{e.order_number}</Link>
                      {' · '}
                    </>
                  )}
                  <RelativeTime value={e.created_at} showDate="inline" />
                </span>
              </span>
              <span className={e.amount_cents > 0 ? styles.plus : styles.minus}>
                {e.amount_cents > 0 ? '+' : '−'}
                {formatCents(Math.abs(e.amount_cents))}
              </span>
            </li>
          ))}
        </ol>
      )}
      {answer.has_more && <p className={styles.muted}>Showing your {answer.entries.length} most recent changes.</p>}
    </div>
  );
}
