import { useEffect, useRef } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { errorReportData } from './checkoutReports';
import { checkoutReportRaised, checkoutReportsOpened } from './experimentsSlice';

/**
 * logrocket-checkout TEST, on the checkout page: opens a visit's report budget, reports when the
 * page is ready (ms since the route opened and since the document started loading) and every
 * uncaught error or rejected promise while the page is open. The experiments saga scrubs, limits
 * and sends them; submit-to-answer it times from the checkout's own events.
 */
export function useCheckoutReports(enabled: boolean, ready: boolean): void {
  const dispatch = useAppDispatch();
  const openedAt = useRef(performance.now());
  const readyReported = useRef(false);

  useEffect(() => {
    if (!enabled) return undefined;
    dispatch(checkoutReportsOpened());
    const onError = (event: ErrorEvent) =>
      dispatch(
        checkoutReportRaised({
          kind: 'client_error',
          data: errorReportData(event.error ?? event.message, { source: event.filename, line: event.lineno, column: event.colno }),
        }),
      );
    const onRejection = (event: PromiseRejectionEvent) =>
      dispatch(checkoutReportRaised({ kind: 'client_error', data: errorReportData(event.reason) }));
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [dispatch, enabled]);

  useEffect(() => {
    if (!enabled || !ready || readyReported.current) return;
    readyReported.current = true;
    const now = performance.now();
    dispatch(
      checkoutReportRaised({
        kind: 'page_ready',
        data: { sinceRouteMs: Math.round(now - openedAt.current), sinceLoadMs: Math.round(now) },
      }),
    );
  }, [dispatch, enabled, ready]);
}
