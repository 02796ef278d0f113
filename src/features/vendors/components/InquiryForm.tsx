import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { COUPLE_INBOX_PATH } from '../../../contracts/vendorInbox';
import { selectInquiry } from '../vendorsSelectors';
import { inquiryReset, inquirySubmitted } from '../vendorsEvents';
import styles from './InquiryForm.module.scss';

/** A storefront's inquiry form (owns its drafts), then the vendor's confirmation. */
export function InquiryForm({ vendorId, vendorName }: { vendorId: number; vendorName: string }) {
  const dispatch = useAppDispatch();
  const inquiry = useAppSelector(selectInquiry);
  const [message, setMessage] = useState('');
  const [date, setDate] = useState('');
  const [guests, setGuests] = useState('');
  const [budget, setBudget] = useState('');
  const [clientError, setClientError] = useState<string | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (inquiry.status === 'succeeded') confirmation.current?.focus();
  }, [inquiry.status]);

  if (inquiry.status === 'succeeded' && inquiry.data) {
    return (
      <div className={`${styles.form} ${styles.success}`} role="status" tabIndex={-1} ref={confirmation}>
        <h2 style={{ margin: 0 }}>Message sent</h2>
        <p>{inquiry.data.message}</p>
        <p>
          <Link to={`${COUPLE_INBOX_PATH}/${inquiry.data.inquiry.id}`}>See the conversation in your messages</Link>
        </p>
        <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={() => dispatch(inquiryReset())}>
          Send another message
        </button>
      </div>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!message.trim()) return setClientError('Please write a message to the vendor.');
    setClientError(null);
    dispatch(
      inquirySubmitted({
        vendor_id: vendorId,
        message: message.trim(),
        ...(date ? { wedding_date: date } : {}),
        ...(guests ? { guest_count: Number(guests) } : {}),
        ...(budget ? { budget_cents: Math.round(Number(budget) * 100) } : {}),
      }),
    );
  };
  const fields = inquiry.error?.fields ?? {};
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="inquiry-title">
      <h2 id="inquiry-title" style={{ margin: 0 }}>
        Message {vendorName}
      </h2>
      <label>
        Wedding date
        <input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
      </label>
      <label>
        Guest count
        <input type="number" min={1} inputMode="numeric" value={guests} onChange={(e) => setGuests(e.target.value)} />
      </label>
      <label>
        Budget (USD)
        <input type="number" min={0} inputMode="decimal" value={budget} onChange={(e) => setBudget(e.target.value)} />
      </label>
      <label>
        Message
        <textarea
          rows={5}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          aria-invalid={Boolean(clientError || fields.message)}
          aria-describedby="inquiry-error"
          required
        />
      </label>
      <p id="inquiry-error" className={styles.error} role="alert">
        {clientError ?? (inquiry.status === 'failed' ? inquiry.error?.message : '')}
      </p>
      <button type="submit" className={styles.button} disabled={inquiry.status === 'loading'}>
        {inquiry.status === 'loading' ? 'Sending…' : 'Send message'}
      </button>
    </form>
  );
}
