import type { RecipientRow, RecipientState, SendDetail } from '../../../contracts/saveTheDate';
import styles from './SaveTheDate.module.scss';

const STATE_LABELS: Record<RecipientState, string> = {
  QUEUED: 'Waiting',
  SENDING: 'Sending',
  DELIVERED: 'Delivered',
  FAILED: 'Not delivered',
  SKIPPED: 'Unsubscribed',
};

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }) : '—';

export interface SendStatusProps {
  send: SendDetail;
  unopened: number;
  resending: boolean;
  resendError: string | null;
  onResend: () => void;
  onClose: () => void;
}

/** One send: its progress while it goes out, then per recipient delivered / opened / clicked, and a resend to those who did not open. */
export function SendStatus({ send, unopened, resending, resendError, onResend, onClose }: SendStatusProps) {
  const { counts } = send;
  const settled = counts.total - counts.queued;
  const done = send.status === 'DONE';
  return (
    <section className={styles.section} aria-labelledby="std-send-heading">
      <h2 id="std-send-heading" tabIndex={-1}>
        {send.resend_of ? 'Resend' : 'Send'} of {send.design_name}
      </h2>
      <p role="status" aria-live="polite" className={styles.progressText}>
        {done
          ? `Finished: delivered to ${counts.delivered} of ${counts.total}${counts.failed ? `, ${counts.failed} not delivered` : ''}${counts.skipped ? `, ${counts.skipped} unsubscribed` : ''}.`
          : `Sending… ${settled} of ${counts.total}`}
      </p>
      <progress className={styles.progress} max={counts.total} value={settled} aria-label="Sending progress" />
      <p className={styles.counts}>
        Opened: {counts.opened} · Clicked through to your website: {counts.clicked}
      </p>
      {done ? (
        <p className={styles.actions}>
          <button type="button" className={styles.primary} onClick={onResend} disabled={resending || unopened === 0}>
            {unopened === 0 ? 'Everyone has opened it' : `Resend to ${unopened} who did not open`}
          </button>
          <button type="button" className={styles.secondary} onClick={onClose}>
            Close
          </button>
        </p>
      ) : null}
      {resendError ? (
        <p role="alert" className={styles.error}>
          {resendError}
        </p>
      ) : null}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={styles.caption}>Recipients</caption>
          <thead>
            <tr>
              <th scope="col">Household</th>
              <th scope="col">Status</th>
              <th scope="col">Opened</th>
              <th scope="col">Clicked</th>
            </tr>
          </thead>
          <tbody>
            {send.recipients.map((r: RecipientRow) => (
              <tr key={r.id}>
                <th scope="row">
                  {r.name}
                  <span className={styles.email}>{r.email}</span>
                </th>
                <td>{STATE_LABELS[r.state]}</td>
                <td>{when(r.opened_at)}</td>
                <td>{when(r.clicked_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
