import { useEffect, useRef } from 'react';

/**
 * Reads when the page opens (and whenever `key` changes), and again each time the tab comes back
 * into view: both partners edit the same wedding, and the server is the source of truth.
 * `read(returning)` is told which: a return may re-read what is on screen rather than what opened.
 */
export function useReadOnReturn(read: ((returning: boolean) => void) | null, key: unknown = null): void {
  const latest = useRef(read);
  latest.current = read;
  const enabled = read !== null;
  useEffect(() => {
    if (!enabled) return;
    latest.current?.(false);
    const refresh = () => {
      if (document.visibilityState === 'visible') latest.current?.(true);
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [enabled, key]);
}
