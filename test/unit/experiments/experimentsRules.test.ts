import { EXPERIMENT_KEYS, EXPERIMENT_WEIGHTS } from '../../../config/experiments';
import { FLAG_NAMES } from '../../../config/flags';
import {
  CONVERSION_EVENTS,
  EXPERIMENTS,
  FLAGS,
  HOLIDAY_SHOPS,
  experimentVariations,
  experimentsConvertingOn,
  isHolidaySeason,
} from '../../../src/contracts/experiments';
import { BETTER_HIERARCHY_ORDER, CONTROL_ORDER, checkoutSectionOrder } from '../../../src/features/checkout/checkoutLayout';
import { experimentSessionId, rememberHolidayVisit, holidayVisitKey, sessionIdKey } from '../../../src/features/experiments/experiments';
import { checkoutReportBody, createReportLimiter, errorReportData } from '../../../src/features/experiments/checkoutReports';

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
};

describe('the experiments and flags registry (spec §9)', () => {
  it('documents all five experiments, every variation they assign, and what converts', () => {
    expect(Object.keys(EXPERIMENTS).sort()).toEqual([...EXPERIMENT_KEYS].sort());
    expect(EXPERIMENT_KEYS).toHaveLength(5);
    for (const key of EXPERIMENT_KEYS) {
      const doc = EXPERIMENTS[key];
      expect(doc.key).toBe(key);
      expect(doc.summary.length).toBeGreaterThan(20);
      expect(doc.exposure.length).toBeGreaterThan(10);
      for (const variation of experimentVariations(key)) expect(doc.variations[variation]?.length ?? 0).toBeGreaterThan(10);
      expect(Object.keys(doc.variations).sort()).toEqual(Object.keys(EXPERIMENT_WEIGHTS[key]).sort());
      expect(doc.conversion.events.length).toBeGreaterThan(0);
      for (const event of doc.conversion.events) expect(CONVERSION_EVENTS).toContain(event);
    }
  });
  it('documents all four flags', () => {
    expect(Object.keys(FLAGS).sort()).toEqual([...FLAG_NAMES].sort());
    expect(FLAG_NAMES).toHaveLength(4);
    for (const name of FLAG_NAMES) expect(FLAGS[name].effect.length).toBeGreaterThan(20);
  });
  it('every conversion event converts some experiment', () => {
    expect(experimentsConvertingOn('order_placed').sort()).toEqual(['checkout-better-hierarchy-v2', 'logrocket-checkout']);
    expect(experimentsConvertingOn('setup_completed')).toEqual(['hdyhau-subway']);
    for (const event of CONVERSION_EVENTS) expect(experimentsConvertingOn(event).length).toBeGreaterThan(0);
  });
});

describe("holiday season: Nov 1 – Dec 31 in the visitor's local date", () => {
  it.each([
    ['2026-10-31T23:59:59', false],
    ['2026-11-01T00:00:00', true],
    ['2026-11-25T12:00:00', true],
    ['2026-12-31T23:59:59', true],
    ['2027-01-01T00:00:00', false],
    ['2026-07-04T12:00:00', false],
  ])('%s (local) → %s', (local, expected) => {
    // No Z: a local date-time, as the browser's clock reads it.
    expect(isHolidaySeason(new Date(local))).toBe(expected);
  });
  it('links three distinct holiday collections', () => {
    expect(new Set(HOLIDAY_SHOPS.map((s) => s.slug)).size).toBe(3);
  });
  it('remembers a visit to a holiday collection only', () => {
    const s = memory();
    rememberHolidayVisit(
      'coffee-lovers',
      s,
      HOLIDAY_SHOPS.map((h) => h.slug),
    );
    expect(s.getItem(holidayVisitKey)).toBeNull();
    rememberHolidayVisit(
      'winter-warmers',
      s,
      HOLIDAY_SHOPS.map((h) => h.slug),
    );
    expect(s.getItem(holidayVisitKey)).toBe('winter-warmers');
  });
});

describe('checkout-better-hierarchy-v2 section order', () => {
  it('control for everything but TEST-1', () => {
    expect(checkoutSectionOrder('TEST-0')).toBe(CONTROL_ORDER);
    expect(checkoutSectionOrder('NOT_IN_TEST')).toBe(CONTROL_ORDER);
    expect(checkoutSectionOrder('TEST-1')).toBe(BETTER_HIERARCHY_ORDER);
  });
  it('the same sections, items first, discounts last; contact → shipping → payment keeps its order', () => {
    expect([...BETTER_HIERARCHY_ORDER].sort()).toEqual([...CONTROL_ORDER].sort());
    expect(BETTER_HIERARCHY_ORDER[0]).toBe('items');
    expect(BETTER_HIERARCHY_ORDER.at(-1)).toBe('discounts');
    for (const order of [CONTROL_ORDER, BETTER_HIERARCHY_ORDER]) {
      const walk = order.filter((s) => s === 'contact' || s === 'shipping' || s === 'payment');
      expect(walk).toEqual(['contact', 'shipping', 'payment']);
    }
  });
});

describe('experiment session id', () => {
  it('is made once per session and kept', () => {
    const s = memory();
    const id = experimentSessionId(s, (n) => new Uint8Array(n).fill(171));
    expect(id).toBe('ab'.repeat(16));
    expect(s.getItem(sessionIdKey)).toBe(id);
    expect(experimentSessionId(s)).toBe(id);
  });
  it('replaces a malformed stored id', () => {
    const s = memory();
    s.setItem(sessionIdKey, 'bad id');
    expect(experimentSessionId(s)).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('logrocket-checkout reports', () => {
  it('allow at most 10 per visit and one client error a second', () => {
    const limiter = createReportLimiter();
    expect(limiter.allow('client_error', 0)).toBe(true);
    expect(limiter.allow('client_error', 500)).toBe(false);
    expect(limiter.allow('client_error', 1000)).toBe(true);
    expect(limiter.allow('page_ready', 1000)).toBe(true);
    let allowed = 3;
    for (let i = 0; i < 20; i++) if (limiter.allow('submit_answer', 2000 + i)) allowed++;
    expect(allowed).toBe(10);
    expect(limiter.allow('client_error', 99_999)).toBe(false);
  });
  it('a report body carries no card data, even inside an error message or stack', () => {
    const error = new Error('charge failed for 4111 1111 1111 1111 cvc 123');
    const body = checkoutReportBody(
      'checkout-report-1',
      { kind: 'client_error', data: { ...errorReportData(error), card: { number: '5555555555554444', cvc: '123', expMonth: 12 } } },
      '/checkout',
    );
    const text = JSON.stringify(body);
    expect(text).not.toContain('4111');
    expect(text).not.toContain('5555555555554444');
    expect(text).not.toMatch(/"cvc":"123"/);
    expect(body.meta).toEqual({ id: 'checkout-report-1', message: 'Web Checkout Report: client_error' });
    expect(body.data).toMatchObject({ kind: 'client_error', page: '/checkout', name: 'Error' });
  });
});
