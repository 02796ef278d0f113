import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { RequestState } from '../../../lib/requestCases';
import styles from './PasswordPrompt.module.scss';

/** A protected site's password form: asked once per browser (the server remembers it in a cookie). */
export function PasswordPrompt({ request, onSubmit }: { request: RequestState; onSubmit: (password: string) => void }) {
  const [password, setPassword] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // A wrong password: back to the field, its message read out.
  useEffect(() => {
    if (request.status === 'failed') input.current?.focus();
  }, [request]);
  const busy = request.status === 'loading';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password && !busy) onSubmit(password);
  };
  return (
    <div className={styles.box}>
      <h1 ref={heading} tabIndex={-1}>
        This wedding website is private
      </h1>
      <p>Enter the password the couple shared with you.</p>
      <form onSubmit={submit} noValidate>
        <label htmlFor="site-password" className={styles.label}>
          Site password
        </label>
        <input
          ref={input}
          id="site-password"
          className={styles.input}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={request.status === 'failed'}
          aria-describedby={request.status === 'failed' ? 'site-password-error' : undefined}
          required
        />
        {request.status === 'failed' && (
          <p id="site-password-error" className={styles.error} role="alert">
            {request.error?.message}
          </p>
        )}
        <button type="submit" className={styles.button} disabled={busy}>
          {busy ? 'Opening…' : 'Open the website'}
        </button>
      </form>
    </div>
  );
}
