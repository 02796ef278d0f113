import fc from 'fast-check';
import { computeTotals, type PromoRule, type TotalsLine } from '../../../server/modules/checkout/rules/totals';
import { US_STATE_CODES } from '../../../server/modules/checkout/rules/usAddress';

const lineArb = fc.record<TotalsLine>({
  id: fc.integer({ min: 1, max: 1e6 }),
  name: fc.string(),
  kind: fc.constantFrom('PRODUCT', 'CASH_FUND'),
  quantity: fc.integer({ min: 1, max: 99 }),
  unitPriceCents: fc.integer({ min: 0, max: 500_000 }),
  taxable: fc.boolean(),
  shippable: fc.boolean(),
  deliverySurchargeCents: fc.integer({ min: 0, max: 5000 }),
  shippingRestrictions: fc.option(fc.subarray(['US_CONTIGUOUS', 'US_ALASKA_AND_HAWAII', 'US_TERRITORIES', 'US_MILITARY']), { nil: null }),
});
const promoArb = fc.option(
  fc.record<PromoRule>({
    code: fc.constant('CODE'),
    description: fc.constant('d'),
    kind: fc.constantFrom('PERCENT', 'FIXED', 'FREE_SHIPPING'),
    value: fc.integer({ min: 0, max: 100_000 }),
    minSubtotalCents: fc.integer({ min: 0, max: 50_000 }),
  }),
  { nil: null },
);
const inputArb = fc.record({
  lines: fc.array(lineArb, { maxLength: 12 }),
  method: fc.constantFrom<'STANDARD' | 'EXPEDITED' | 'RUSH'>('STANDARD', 'EXPEDITED', 'RUSH'),
  stateCode: fc.option(fc.constantFrom(...US_STATE_CODES.keys()), { nil: null }),
  promo: promoArb,
  creditAvailableCents: fc.integer({ min: 0, max: 1_000_000 }),
  applyCredit: fc.boolean(),
});

describe('checkout totals (property)', () => {
  it('total = lines + shipping + surcharge + tax − discount − credit, in whole cents, never negative', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const t = computeTotals(input);
        const lines = input.lines.reduce((sum, l) => sum + l.quantity * l.unitPriceCents, 0);
        expect(t.subtotalCents).toBe(lines);
        expect(t.totalCents).toBe(
          t.subtotalCents + t.shippingCents + t.surchargeCents + t.taxCents - t.discountCents - t.creditAppliedCents,
        );
        for (const value of [
          t.subtotalCents,
          t.shippingCents,
          t.surchargeCents,
          t.taxCents,
          t.discountCents,
          t.creditAppliedCents,
          t.totalCents,
        ]) {
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        expect(t.discountCents).toBeLessThanOrEqual(t.subtotalCents);
        expect(t.creditAppliedCents).toBeLessThanOrEqual(input.applyCredit ? input.creditAvailableCents : 0);
        expect(t.creditAvailableCents).toBe(input.creditAvailableCents);
        for (const option of t.shippingOptions) {
          expect(Number.isInteger(option.priceCents)).toBe(true);
          expect(option.priceCents).toBeGreaterThanOrEqual(0);
        }
        if (input.promo && input.lines.reduce((sum, l) => sum + l.quantity * l.unitPriceCents, 0) < input.promo.minSubtotalCents) {
          expect(t.discountCents).toBe(0);
        }
        if (!input.lines.some((l) => l.shippable)) expect(t.shippingCents + t.surchargeCents).toBe(0);
        expect(t.shippingExclusions.every((e) => input.lines.some((l) => l.id === e.itemId && l.shippingRestrictions !== null))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('more credit never raises the total', () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 0, max: 100_000 }), (input, extra) => {
        const base = computeTotals({ ...input, applyCredit: true });
        const richer = computeTotals({ ...input, applyCredit: true, creditAvailableCents: input.creditAvailableCents + extra });
        expect(richer.totalCents).toBeLessThanOrEqual(base.totalCents);
      }),
      { numRuns: 300 },
    );
  });
});
