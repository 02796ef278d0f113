import {
  addMonths,
  COMPLETION_DISCOUNT_LABEL,
  COMPLETION_DISCOUNT_MONTHS,
  COMPLETION_DISCOUNT_PERCENT,
  completionLineDiscountCents,
  completionMessage,
  completionPriceCents,
  completionStatus,
  completionUnitDiscountCents,
  completionWindow,
  formatLongDate,
} from '../../../src/contracts/completionDiscount';
import { computeTotals, type TotalsLine } from '../../../server/modules/checkout/rules/totals';

describe('the completion discount (issue 26: 20% off what is left on the registry for 6 months after the wedding)', () => {
  it('has the promised constants', () => {
    expect([COMPLETION_DISCOUNT_PERCENT, COMPLETION_DISCOUNT_MONTHS]).toEqual([20, 6]);
    expect(COMPLETION_DISCOUNT_LABEL).toBe('Completion discount (20%)');
  });

  it.each([
    ['2026-09-19', 6, '2027-03-19'],
    ['2026-08-31', 6, '2027-02-28'],
    ['2027-08-31', 6, '2028-02-29'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2026-01-31', 1, '2026-02-28'],
  ])('%s plus %i months is %s (a day the month lacks becomes its last)', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it('runs from the day after the wedding through the same day six months later', () => {
    expect(completionWindow('2026-09-19')).toEqual({ startsOn: '2026-09-20', endsOn: '2027-03-19' });
    expect(completionWindow('2026-12-31')).toEqual({ startsOn: '2027-01-01', endsOn: '2027-06-30' });
  });

  it.each([
    // [wedding, zone, now (UTC), status]
    ['2026-09-19', 'America/New_York', '2026-09-19T23:00:00Z', 'BEFORE'], // still the wedding day in New York
    ['2026-09-19', 'America/New_York', '2026-09-20T03:59:00Z', 'BEFORE'], // 23:59 on the 19th in New York
    ['2026-09-19', 'America/New_York', '2026-09-20T04:00:00Z', 'OPEN'], // midnight: the day after
    ['2026-09-19', 'Pacific/Honolulu', '2026-09-20T09:59:00Z', 'BEFORE'],
    ['2026-09-19', 'Pacific/Honolulu', '2026-09-20T10:00:00Z', 'OPEN'],
    ['2026-09-19', 'America/New_York', '2027-03-20T03:59:00Z', 'OPEN'], // the last day, late evening
    ['2026-09-19', 'America/New_York', '2027-03-20T04:00:00Z', 'ENDED'],
    ['2026-09-19', 'Not/AZone', '2026-09-20T00:00:00Z', 'OPEN'], // an unknown zone reads UTC
  ] as const)('wedding %s in %s at %s: %s', (wedding, zone, now, status) => {
    expect(completionStatus(wedding, zone, new Date(now))).toBe(status);
  });

  it('without a date there is no discount yet', () => {
    expect(completionStatus(null, 'UTC', new Date())).toBe('NO_DATE');
    expect(completionMessage('NO_DATE', null)).toBe(
      'Add your wedding date: the day after it, you get 20% off what is left on your registry for 6 months.',
    );
  });

  it('says when it starts, until when it runs, and when it ended', () => {
    expect(formatLongDate('2027-03-09')).toBe('March 9, 2027');
    expect(completionMessage('BEFORE', '2026-09-19')).toBe(
      'Your 20% completion discount starts on September 20, 2026, the day after your wedding.',
    );
    expect(completionMessage('OPEN', '2026-09-19')).toBe(
      '20% off what is left on your registry, through March 19, 2027. Applied at checkout.',
    );
    expect(completionMessage('ENDED', '2026-09-19')).toBe('Your completion discount ended on March 19, 2027.');
  });

  it.each([
    [10000, 1, 2000, 8000],
    [999, 1, 199, 800],
    [999, 3, 597, 800],
    [1, 1, 0, 1],
    [4, 5, 0, 4],
    [12345, 2, 4938, 9876],
  ])('rounds down per unit: %i cents × %i → %i off (unit price %i)', (unit, quantity, off, price) => {
    expect(completionLineDiscountCents(unit, quantity)).toBe(off);
    expect(completionPriceCents(unit)).toBe(price);
    expect(completionPriceCents(unit) * quantity + completionLineDiscountCents(unit, quantity)).toBe(unit * quantity);
    expect(completionUnitDiscountCents(unit)).toBe(Math.floor((unit * 20) / 100));
  });

  describe('in the checkout totals', () => {
    const line = (over: Partial<TotalsLine> = {}): TotalsLine => ({
      id: 1,
      name: 'Dutch oven',
      kind: 'PRODUCT',
      quantity: 1,
      unitPriceCents: 10000,
      taxable: true,
      shippable: true,
      deliverySurchargeCents: 0,
      shippingRestrictions: null,
      ...over,
    });
    const base = { method: 'STANDARD' as const, stateCode: 'OR', creditAvailableCents: 0, applyCredit: false, promo: null };

    it('is its own line, off the subtotal before tax and shipping', () => {
      const t = computeTotals({ ...base, lines: [line({ completionDiscountCents: 2000 }), line({ id: 2, unitPriceCents: 3000 })] });
      expect(t).toMatchObject({ subtotalCents: 13000, completionDiscountCents: 2000, discountCents: 0, shippingCents: 0 });
      expect(t.totalCents).toBe(11000);
    });

    it('comes before a percent promo, which works on what is left', () => {
      const t = computeTotals({
        ...base,
        lines: [line({ completionDiscountCents: 2000 })],
        promo: { code: 'WELCOME10', description: '10% off', kind: 'PERCENT', value: 10, minSubtotalCents: 0 },
      });
      expect([t.completionDiscountCents, t.discountCents, t.totalCents]).toEqual([2000, 800, 7200]);
    });

    it('can drop an order under the free-shipping threshold (shipping is on what is paid)', () => {
      const t = computeTotals({ ...base, lines: [line({ unitPriceCents: 5500, completionDiscountCents: 1100 })] });
      expect(t.shippingCents).toBe(795);
      expect(t.totalCents).toBe(5500 - 1100 + 795);
    });

    it('never takes off more than the line', () => {
      const t = computeTotals({ ...base, lines: [line({ unitPriceCents: 100, completionDiscountCents: 5000 })] });
      expect(t.completionDiscountCents).toBe(100);
      expect(t.totalCents).toBe(0 + t.shippingCents);
    });
  });
});
