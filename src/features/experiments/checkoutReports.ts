import { scrubCardData, scrubText } from '../../contracts/scrub';

/**
 * logrocket-checkout TEST: the checkout's own error and timing reports, to our POST /api/v0/log/{id}
 * only (no third party), scrubbed of card data (contracts/scrub.ts) and rate-limited here.
 */
export type CheckoutReportKind = 'page_ready' | 'submit_answer' | 'client_error';
export interface CheckoutReport {
  kind: CheckoutReportKind;
  data: Record<string, unknown>;
}

export const CHECKOUT_REPORT_MESSAGE = 'Web Checkout Report';
/** Per checkout visit: at most this many reports, and client errors at most one a second. */
export const REPORT_LIMITS = { perVisit: 10, errorIntervalMs: 1000 } as const;

/** A visit's budget: allow(kind, now) says whether a report may go, and counts it. */
export function createReportLimiter(limits: { perVisit: number; errorIntervalMs: number } = REPORT_LIMITS) {
  let sent = 0;
  let lastError = -Infinity;
  return {
    allow(kind: CheckoutReportKind, now: number): boolean {
      if (sent >= limits.perVisit) return false;
      if (kind === 'client_error') {
        if (now - lastError < limits.errorIntervalMs) return false;
        lastError = now;
      }
      sent += 1;
      return true;
    },
  };
}

/** The log call's body: the report, scrubbed; strings are capped so one report stays small. */
export function checkoutReportBody(
  id: string,
  report: CheckoutReport,
  page: string,
): { meta: { id: string; message: string }; data: unknown } {
  const capped = Object.fromEntries(Object.entries(report.data).map(([k, v]) => [k, typeof v === 'string' ? v.slice(0, 2000) : v]));
  return {
    meta: { id, message: `${CHECKOUT_REPORT_MESSAGE}: ${report.kind}` },
    data: scrubCardData({ kind: report.kind, page: scrubText(page), ...capped }),
  };
}

/** A client error as report data: message, where, and the first lines of the stack. */
export function errorReportData(error: unknown, where?: { source?: string; line?: number; column?: number }): Record<string, unknown> {
  const e = error instanceof Error ? error : null;
  return {
    message: e ? e.message : String(error),
    name: e?.name ?? typeof error,
    stack: e?.stack?.split('\n').slice(0, 8).join('\n') ?? null,
    source: where?.source ?? null,
    line: where?.line ?? null,
    column: where?.column ?? null,
  };
}
