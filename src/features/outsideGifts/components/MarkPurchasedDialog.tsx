import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Modal } from '../../../components/Modal/Modal';
import { TextField } from '../../../components/TextField/TextField';
import type { ApiError } from '../../../lib/http';
import type { MarkPurchaseAnswer, MarkPurchaseInput } from '../../../contracts/outsideGifts';
import { MARK_MESSAGES } from '../../../contracts/outsideGiftMessages';
import type { RegistryItem } from '../../../contracts/registry';
import styles from './MarkPurchasedDialog.module.scss';

export interface MarkPurchasedDialogProps {
  item: RegistryItem;
  /** 'Alex Morgan & Jordan Lee': whose registry it is. */
  couple: string;
  busy: boolean;
  error: ApiError | null;
  /** The recorded mark, once the server took it. */
  result: MarkPurchaseAnswer | null;
  onSubmit: (body: MarkPurchaseInput) => void;
  onClose: () => void;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_CHOICES = 99;

/**
 * "I bought this" for a gift from another store: how many, who it is from, a message and (for the
 * couple's thank-you note) an email. Presentational: the guest page sends and shows the outcome.
 */
export function MarkPurchasedDialog({ item, couple, busy, error, result, onSubmit, onClose }: MarkPurchasedDialogProps) {
  const id = useId();
  const remaining = Math.max(item.remaining ?? 1, 1);
  const [quantity, setQuantity] = useState('1');
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const thanks = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (result) thanks.current?.focus();
  }, [result]);

  const local = {
    giver_name: name.trim() ? null : MARK_MESSAGES.giverName,
    giver_email: !email.trim() || EMAIL.test(email.trim()) ? null : MARK_MESSAGES.email,
  };
  const fieldError = (field: 'giver_name' | 'giver_email' | 'message' | 'quantity') =>
    (field in local ? local[field as keyof typeof local] : null) ?? error?.fields?.[field] ?? null;
  // A refused field is shown beside it; anything else (still needed, a rate limit, the network) here.
  const formError = error && !(error.status === 400 && error.fields) ? error.message : null;
  const messageError = message.length > 500 ? MARK_MESSAGES.message : (error?.fields?.message ?? null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.values(local).some(Boolean) || name.trim().length > 100 || message.length > 500) return;
    onSubmit({
      quantity: Number(quantity),
      giver_name: name.trim(),
      message: message.trim(),
      ...(email.trim() ? { giver_email: email.trim() } : {}),
    });
  };

  if (result) {
    const left = result.item.remaining ?? 0;
    return (
      <Modal title="Thank you!" onClose={onClose}>
        <p ref={thanks} tabIndex={-1} className={styles.thanks}>
          We told {couple} that {result.purchase.giver_name} bought{' '}
          {result.purchase.quantity === 1 ? 'this gift' : `${result.purchase.quantity} of this gift`}: <strong>{item.title}</strong>. It is
          in their gift tracker now.
        </p>
        <p className={styles.meta}>{left === 0 ? 'Nothing more is needed of this gift.' : `${left} still needed.`}</p>
        <div className={styles.footer}>
          <button type="button" className={styles.primary} onClick={onClose}>
            Done
          </button>
        </div>
      </Modal>
    );
  }

  const choices = Array.from({ length: Math.min(remaining, MAX_CHOICES) }, (_, i) => String(i + 1));
  return (
    <Modal title="I bought this" onClose={onClose}>
      <p className={styles.intro}>
        Tell {couple} you bought <strong>{item.title}</strong>
        {item.external ? ` at ${item.external.store_name}` : ''}, so no one else buys it too.
      </p>
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Mark as bought">
        <div className={styles.field}>
          <label htmlFor={`${id}-quantity`}>How many did you buy?</label>
          <select id={`${id}-quantity`} value={quantity} onChange={(event) => setQuantity(event.target.value)}>
            {choices.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          <p className={styles.hint}>{remaining === 1 ? '1 still needed.' : `${remaining} still needed.`}</p>
        </div>
        <TextField
          label="Your name"
          name="giver_name"
          autoComplete="name"
          required
          value={name}
          onChange={setName}
          maxChars={100}
          error={fieldError('giver_name')}
          forceError={submitted}
          hint={`${couple} will see it in their gift tracker.`}
        />
        <div className={styles.field}>
          <label htmlFor={`${id}-message`}>Message to the couple (optional)</label>
          <textarea
            id={`${id}-message`}
            rows={3}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            aria-invalid={messageError ? true : undefined}
            aria-describedby={`${id}-message-count${messageError ? ` ${id}-message-error` : ''}`}
          />
          <div className={styles.row}>
            {messageError && (
              <p id={`${id}-message-error`} role="alert" className={styles.error}>
                {messageError}
              </p>
            )}
            <p id={`${id}-message-count`} className={styles.counter}>
              {message.length}/500
            </p>
          </div>
        </div>
        <TextField
          label="Your email (optional)"
          name="giver_email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          error={fieldError('giver_email')}
          forceError={submitted}
          hint="Only for the couple's thank-you note."
        />
        {formError && (
          <p role="alert" className={styles.error}>
            {formError}
          </p>
        )}
        <div className={styles.footer}>
          <button type="button" className={styles.secondary} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={styles.primary} disabled={busy}>
            {busy ? 'Saving…' : 'Mark as bought'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
