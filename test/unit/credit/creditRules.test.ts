import {
  CREDIT_REASONS,
  EXCHANGEABLE_STATUSES,
  EXCHANGE_MESSAGES,
  exchangeCreditCents,
  linePaidCents,
  RETURN_MESSAGES,
  returnRefundCents,
  splitRefund,
  type PaidOrder,
} from '../../../src/contracts/credit';

const order = (over: Partial<PaidOrder> = {}): PaidOrder => ({
  subtotalCents: 10000,
  completionDiscountCents: 0,
  discountCents: 0,
  taxCents: 800,
  totalCents: 10800,
  creditAppliedCents: 0,
  ...over,
});

describe('store credit rules', () => {
  it('names its reasons and messages once', () => {
    expect(CREDIT_REASONS).toEqual(['OPENING_BALANCE', 'GIFT_EXCHANGE', 'RETURN_REFUND', 'GROUP_GIFT_REFUND', 'CHECKOUT', 'ADJUSTMENT']);
    expect(EXCHANGEABLE_STATUSES).toEqual(['PLACED', 'HELD']);
    expect(EXCHANGE_MESSAGES.shipped).toBe('This gift is already on its way, so it can no longer be exchanged for store credit.');
    expect(RETURN_MESSAGES.creditNeedsAccount).toMatch(/^Store credit needs an account/);
  });

  describe('a line as paid (exchange for credit)', () => {
    it('is its price when the order had no discount; tax and shipping are not credited', () => {
      expect(exchangeCreditCents({ lineTotalCents: 4000, completionDiscountCents: 0 }, order())).toBe(4000);
    });
    it('takes off its share of a promo, rounded down in the buyer’s favour', () => {
      // 1000 off 10000: a 3333 line carries 333.3 → 333.
      expect(linePaidCents({ lineTotalCents: 3333, completionDiscountCents: 0 }, order({ discountCents: 1000 }))).toBe(3000);
      // The shares of three lines never add up to more than the discount.
      const o = order({ subtotalCents: 9999, discountCents: 1000 });
      const paid = [3333, 3333, 3333].map((c) => linePaidCents({ lineTotalCents: c, completionDiscountCents: 0 }, o));
      expect(paid.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(9999 - 1000);
    });
    it('takes off its completion discount first, then its share of the promo on what is left', () => {
      const o = order({ subtotalCents: 10000, completionDiscountCents: 2000, discountCents: 800 });
      expect(linePaidCents({ lineTotalCents: 10000, completionDiscountCents: 2000 }, o)).toBe(7200);
    });
  });

  describe('a return’s refund', () => {
    it('is the lines as paid plus their share of the tax; shipping stays', () => {
      expect(returnRefundCents([{ lineTotalCents: 10000, completionDiscountCents: 0 }], order({ totalCents: 11595 }))).toBe(10800);
      expect(returnRefundCents([{ lineTotalCents: 2500, completionDiscountCents: 0 }], order())).toBe(2700);
    });
    it('never exceeds what the order took (card plus credit)', () => {
      expect(
        returnRefundCents([{ lineTotalCents: 10000, completionDiscountCents: 0 }], order({ totalCents: 500, creditAppliedCents: 300 })),
      ).toBe(800);
    });
    it('of an order that was all discount is nothing', () => {
      expect(
        returnRefundCents(
          [{ lineTotalCents: 1000, completionDiscountCents: 0 }],
          order({ subtotalCents: 1000, discountCents: 1000, taxCents: 0, totalCents: 0 }),
        ),
      ).toBe(0);
    });
  });

  describe('where a refund goes', () => {
    it('all to credit when chosen', () => {
      expect(splitRefund(5000, 'CREDIT', 9000)).toEqual({ cardCents: 0, creditCents: 5000 });
    });
    it('to the card up to what it paid; the part paid with credit returns as credit', () => {
      expect(splitRefund(5000, 'CARD', 9000)).toEqual({ cardCents: 5000, creditCents: 0 });
      expect(splitRefund(5000, 'CARD', 3000)).toEqual({ cardCents: 3000, creditCents: 2000 });
      expect(splitRefund(5000, 'CARD', 0)).toEqual({ cardCents: 0, creditCents: 5000 });
    });
  });
});
