import { useEffect, useState } from 'react';
import styles from './DelayedFallback.module.scss';

/** Spec §4/§9: lazy components show a loading indicator only after 200 ms, so fast loads never flash. */
export const LOADING_DELAY_MS = 200;

export function DelayedFallback({ delayMs = LOADING_DELAY_MS }: { delayMs?: number }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  if (!visible) return null;
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      Loading…
    </div>
  );
}
