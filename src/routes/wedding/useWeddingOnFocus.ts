import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { weddingRequested } from '../../features/wedding/weddingEvents';

/**
 * Reads the wedding when the page opens and again whenever the tab comes back into view: both
 * partners edit the same wedding, and the server is the source of truth.
 */
export function useWeddingOnFocus(enabled: boolean): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!enabled) return;
    dispatch(weddingRequested());
    const refresh = () => {
      if (document.visibilityState === 'visible') dispatch(weddingRequested());
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [enabled, dispatch]);
}
