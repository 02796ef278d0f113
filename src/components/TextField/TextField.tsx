import { useId, useState, type InputHTMLAttributes } from 'react';
import styles from './TextField.module.scss';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Error to show once the field has been touched (or `forceError` after a submit). */
  error?: string | null;
  forceError?: boolean;
  /** Spec §5: optional maximum characters with an 'n/max' counter. */
  maxChars?: number;
  /** Spec §5: an async availability check in flight shows 'Checking availability...'. */
  checking?: boolean;
  hint?: string;
}

/** Spec §5 'Text field': required asterisk, error once touched, max-characters message and counter. */
export function TextField({
  label,
  value,
  onChange,
  error,
  forceError,
  maxChars,
  checking,
  hint,
  required,
  id,
  className,
  ...input
}: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const [touched, setTouched] = useState(false);
  const over = maxChars !== undefined ? value.length - maxChars : 0;
  const overMessage = over > 0 ? `You are ${over} characters over maximum.` : null;
  const shownError = overMessage ?? ((touched || forceError) && error ? error : null);
  const describedBy = [
    hint && `${inputId}-hint`,
    shownError && `${inputId}-error`,
    maxChars !== undefined && `${inputId}-count`,
    checking && `${inputId}-checking`,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <input
        {...input}
        id={inputId}
        required={required}
        value={value}
        className={`${styles.input} ${shownError ? styles.invalid : ''}`}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={(event) => {
          setTouched(true);
          input.onBlur?.(event);
        }}
      />
      {hint && (
        <p id={`${inputId}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {checking && (
        <p id={`${inputId}-checking`} className={styles.hint} role="status">
          Checking availability...
        </p>
      )}
      <div className={styles.footer}>
        {shownError && (
          <p id={`${inputId}-error`} className={styles.error} role="alert">
            {shownError}
          </p>
        )}
        {maxChars !== undefined && (
          <p id={`${inputId}-count`} className={styles.counter}>
            {value.length}/{maxChars}
          </p>
        )}
      </div>
    </div>
  );
}
