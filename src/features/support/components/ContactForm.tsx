import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { TextField } from '../../../components/TextField/TextField';
import type { ApiError } from '../../../lib/http';
import type { RequestStatus } from '../../../lib/requestSaga';
import { CONTACT_LIMITS, SUPPORT_TOPICS, type SupportTopic } from '../../../contracts/supportTopics';
import { SERVER_FIELD, validateContact, type ContactDraft, type ContactErrors } from '../contactValidation';
import type { ContactInput, ContactResult } from '../types';
import styles from './ContactForm.module.scss';

export interface ContactFormProps {
  /** Pre-filled for signed-in visitors; topic from the page's ?topic=. */
  initial: { name: string; email: string; topic: string };
  status: RequestStatus;
  result: ContactResult | null;
  error: ApiError | null;
  onSubmit: (input: ContactInput) => void;
  onReset: () => void;
}

const FIELD_ORDER: Array<keyof ContactDraft> = ['name', 'email', 'topic', 'orderNumber', 'message'];

/** The /contact-us form: name, email, topic, optional order number, message; a confirmation after sending. */
export function ContactForm({ initial, status, result, error, onSubmit, onReset }: ContactFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<ContactDraft>({
    name: initial.name,
    email: initial.email,
    topic: initial.topic,
    orderNumber: '',
    message: '',
  });
  const [errors, setErrors] = useState<ContactErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const confirmation = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (status === 'succeeded') confirmation.current?.focus();
  }, [status]);

  // The server's per-field messages (it validates again) join the form's own.
  const serverErrors: ContactErrors = {};
  if (status === 'failed' && error?.fields)
    for (const [field, message] of Object.entries(error.fields)) if (SERVER_FIELD[field]) serverErrors[SERVER_FIELD[field]] = message;
  const shown: ContactErrors = { ...serverErrors, ...errors };

  const set = (field: keyof ContactDraft) => (value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    if (submitted) setErrors(validateContact({ ...draft, [field]: value }));
  };

  if (status === 'succeeded' && result) {
    return (
      <div ref={confirmation} tabIndex={-1} role="status" className={styles.confirmation}>
        <h2>Message sent</h2>
        <p>{result.message}</p>
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setDraft((d) => ({ ...d, orderNumber: '', message: '' }));
            setSubmitted(false);
            setErrors({});
            onReset();
          }}
        >
          Send another message
        </button>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateContact(draft);
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    onSubmit({
      name: draft.name.trim(),
      email: draft.email.trim(),
      topic: draft.topic as SupportTopic,
      ...(draft.orderNumber.trim() ? { order_number: draft.orderNumber.trim() } : {}),
      message: draft.message.trim(),
    });
  };

  const over = draft.message.length - CONTACT_LIMITS.message;
  const messageError = shown.message ?? (over > 0 ? `You are ${over} characters over maximum.` : undefined);
  const generalError = status === 'failed' && error && !error.fields ? error.message : null;

  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Send us a message</h2>
      <p className={styles.hint}>
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      {generalError && (
        <p role="alert" className={styles.formError}>
          {generalError}
        </p>
      )}
      <div className={styles.row}>
        <TextField
          label="Your name"
          name="name"
          autoComplete="name"
          required
          value={draft.name}
          onChange={set('name')}
          error={shown.name}
          forceError={submitted || !!serverErrors.name}
          data-field="name"
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={draft.email}
          onChange={set('email')}
          error={shown.email}
          forceError={submitted || !!serverErrors.email}
          data-field="email"
        />
      </div>
      <div className={styles.row}>
        <div className={styles.select}>
          <label htmlFor={`${id}-topic`}>
            Topic
            <span className={styles.required} aria-hidden="true">
              {' '}
              *
            </span>
          </label>
          <select
            id={`${id}-topic`}
            data-field="topic"
            required
            value={draft.topic}
            onChange={(e) => set('topic')(e.target.value)}
            aria-invalid={shown.topic ? true : undefined}
            aria-describedby={shown.topic ? `${id}-topic-error` : undefined}
          >
            <option value="">Choose a topic</option>
            {SUPPORT_TOPICS.map((topic) => (
              <option key={topic.value} value={topic.value}>
                {topic.label}
              </option>
            ))}
          </select>
          {shown.topic && (
            <p id={`${id}-topic-error`} className={styles.error} role="alert">
              {shown.topic}
            </p>
          )}
        </div>
        <TextField
          label="Order number (optional)"
          name="order_number"
          value={draft.orderNumber}
          onChange={set('orderNumber')}
          error={shown.orderNumber}
          forceError={submitted || !!serverErrors.orderNumber}
          hint="Helps us find an order faster, e.g. CF-1042."
          data-field="orderNumber"
        />
      </div>
      <div className={styles.textarea}>
        <label htmlFor={`${id}-message`}>
          Message
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        </label>
        <textarea
          id={`${id}-message`}
          data-field="message"
          rows={7}
          required
          value={draft.message}
          onChange={(e) => set('message')(e.target.value)}
          aria-invalid={messageError && (submitted || over > 0 || serverErrors.message) ? true : undefined}
          aria-describedby={`${id}-message-count${messageError ? ` ${id}-message-error` : ''}`}
        />
        <div className={styles.footer}>
          {messageError && (submitted || over > 0 || serverErrors.message) && (
            <p id={`${id}-message-error`} className={styles.error} role="alert">
              {messageError}
            </p>
          )}
          <p id={`${id}-message-count`} className={styles.counter}>
            {draft.message.length}/{CONTACT_LIMITS.message}
          </p>
        </div>
      </div>
      <button type="submit" className="button" disabled={status === 'loading'}>
        {status === 'loading' ? 'Sending…' : 'Send message'}
      </button>
    </form>
  );
}
