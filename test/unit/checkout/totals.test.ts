import {
  computeTotals,
  EXPEDITED_SHIPPING_CENTS,
  FREE_SHIPPING_THRESHOLD_CENTS,
  promoProblem,
  RUSH_SHIPPING_CENTS,
  STANDARD_SHIPPING_CENTS,
  type PromoRule,
  type TotalsInput,
  type TotalsLine,
} from '../../../server/modules/checkout/rules/totals';

const line = (over: Partial<TotalsLine> = {}): TotalsLine => ({
  id: 1,
  name: 'Dutch oven',
  kind: 'PRODUCT',
  quantity: 1,
  unitPriceCents: 3000,
  taxable: true,
  shippable: true,
  deliverySurchargeCents: 0,
  shippingRestrictions: null,
  ...over,
});
const input = (over: Partial<TotalsInput> = {}): TotalsInput => ({
  lines: [line()],
  method: 'STANDARD',
  stateCode: 'NY',
  promo: null,
  creditAvailableCents: 0,
  applyCredit: false,
  ...over,
});
const percent10: PromoRule = { code: 'WELCOME10', description: '10% off', kind: 'PERCENT', value: 10, minSubtotalCents: 0 };
const save20: PromoRule = { code: 'SAVE20', description: '$20 off $100', kind: 'FIXED', value: 2000, minSubtotalCents: 10000 };
const freeShip: PromoRule = {
  code: 'FREESHIP',
  description: 'Free standard shipping',
  kind: 'FREE_SHIPPING',
  value: 0,
  minSubtotalCents: 0,
};

describe('checkout totals', () => {
  it('has the documented constants', () => {
    expect([FREE_SHIPPING_THRESHOLD_CENTS, STANDARD_SHIPPING_CENTS, EXPEDITED_SHIPPING_CENTS, RUSH_SHIPPING_CENTS]).toEqual([
      5000, 795, 1495, 2495,
    ]);
  });

  it('adds lines, standard shipping under $50, NY tax', () => {
    const t = computeTotals(input({ lines: [line({ quantity: 2, unitPriceCents: 1500 })] }));
    expect(t).toMatchObject({
      subtotalCents: 3000,
      shippingCents: 795,
      shippingMethod: 'STANDARD',
      taxCents: 256,
      taxRateBps: 853,
      taxStateCode: 'NY',
      totalCents: 3000 + 795 + 256,
    });
    expect(t.shippingOptions.map((o) => [o.method, o.label, o.priceCents, o.available])).toEqual([
      ['STANDARD', 'Standard shipping', 795, true],
      ['EXPEDITED', 'Expedited shipping', 1495, true],
      ['RUSH', 'Rush shipping (1-2 business days)', 2495, true],
    ]);
  });

  it('ships free from $50 of goods; expedited and rush cost their price', () => {
    expect(computeTotals(input({ lines: [line({ unitPriceCents: 5000 })] }))).toMatchObject({ shippingCents: 0 });
    expect(computeTotals(input({ lines: [line({ unitPriceCents: 5000 })] })).shippingOptions[0]!.label).toBe('Free standard shipping');
    expect(computeTotals(input({ method: 'EXPEDITED' })).shippingCents).toBe(1495);
    expect(computeTotals(input({ method: 'RUSH' })).shippingCents).toBe(2495);
  });

  it('counts the free-shipping threshold after the discount', () => {
    const t = computeTotals(input({ lines: [line({ unitPriceCents: 5400 })], promo: percent10 }));
    expect(t.discountCents).toBe(540);
    expect(t.shippingCents).toBe(795);
  });

  it('ships nothing for e-delivery and cash funds, untaxed', () => {
    const t = computeTotals(
      input({
        lines: [
          line({ kind: 'CASH_FUND', taxable: false, shippable: false, unitPriceCents: 10000 }),
          line({ id: 2, taxable: false, shippable: false, unitPriceCents: 2500 }),
        ],
        method: 'RUSH',
      }),
    );
    expect(t).toMatchObject({ subtotalCents: 12500, shippingCents: 0, shippingMethod: 'STANDARD', taxCents: 0, totalCents: 12500 });
    expect(t.shippingOptions.every((o) => !o.available)).toBe(true);
  });

  it('adds the delivery surcharge of heavy or perishable shippable items per unit', () => {
    expect(computeTotals(input({ lines: [line({ quantity: 3, deliverySurchargeCents: 500 })] })).surchargeCents).toBe(1500);
  });

  it('applies promos: percent (floored), fixed with a minimum, free shipping', () => {
    expect(computeTotals(input({ lines: [line({ unitPriceCents: 3333 })], promo: percent10 })).discountCents).toBe(333);
    expect(computeTotals(input({ lines: [line({ unitPriceCents: 9999 })], promo: save20 })).discountCents).toBe(0);
    expect(computeTotals(input({ lines: [line({ unitPriceCents: 10000 })], promo: save20 })).discountCents).toBe(2000);
    const ship = computeTotals(input({ promo: freeShip }));
    expect(ship).toMatchObject({ discountCents: 0, shippingCents: 0 });
    expect(computeTotals(input({ promo: freeShip, method: 'EXPEDITED' })).shippingCents).toBe(1495);
  });

  it('explains an unmet minimum', () => {
    expect(promoProblem(save20, 9999)).toBe('Spend $100.00 to use this code.');
    expect(promoProblem({ ...save20, minSubtotalCents: 123456 }, 0)).toBe('Spend $1,234.56 to use this code.');
    expect(promoProblem(save20, 10000)).toBeNull();
  });

  it('taxes goods after their share of the discount', () => {
    const t = computeTotals(
      input({
        lines: [
          line({ unitPriceCents: 10000 }),
          line({ id: 2, kind: 'CASH_FUND', taxable: false, shippable: false, unitPriceCents: 10000 }),
        ],
        promo: percent10,
      }),
    );
    expect(t.discountCents).toBe(2000);
    expect(t.taxCents).toBe(Math.floor((9000 * 853 + 5000) / 10000));
  });

  it('applies credit up to what is owed, never below zero', () => {
    const some = computeTotals(input({ creditAvailableCents: 1000, applyCredit: true }));
    expect(some.creditAppliedCents).toBe(1000);
    const all = computeTotals(input({ creditAvailableCents: 100000, applyCredit: true }));
    expect(all.creditAppliedCents).toBe(3000 + 795 + 256);
    expect(all.totalCents).toBe(0);
    expect(computeTotals(input({ creditAvailableCents: 1000, applyCredit: false })).creditAppliedCents).toBe(0);
  });

  it('makes standard shipping free at exactly $50 of shippable goods, not a cent less', () => {
    expect(computeTotals(input({ lines: [line({ quantity: 2, unitPriceCents: 2500 })] })).shippingCents).toBe(0);
    expect(computeTotals(input({ lines: [line({ unitPriceCents: 4999 })] })).shippingCents).toBe(STANDARD_SHIPPING_CENTS);
    // a $100 cash fund does not count towards free shipping of a $30 item
    const mixed = computeTotals(
      input({ lines: [line(), line({ id: 2, kind: 'CASH_FUND', taxable: false, shippable: false, unitPriceCents: 10000 })] }),
    );
    expect(mixed).toMatchObject({ subtotalCents: 13000, shippingCents: 795 });
    expect(mixed.shippingOptions[0]).toEqual({ method: 'STANDARD', label: 'Standard shipping', priceCents: 795, available: true });
  });

  it('keeps expedited and rush at their price when standard is free', () => {
    const t = computeTotals(input({ lines: [line({ unitPriceCents: 8000 })], method: 'EXPEDITED' }));
    expect(t).toMatchObject({ shippingMethod: 'EXPEDITED', shippingCents: EXPEDITED_SHIPPING_CENTS });
    expect(t.shippingOptions.map((o) => o.priceCents)).toEqual([0, EXPEDITED_SHIPPING_CENTS, RUSH_SHIPPING_CENTS]);
  });

  it('offers no shipping options when nothing ships', () => {
    const t = computeTotals(input({ lines: [line({ shippable: false, deliverySurchargeCents: 900 })], method: 'EXPEDITED' }));
    expect(t).toMatchObject({ shippingMethod: 'STANDARD', shippingCents: 0, surchargeCents: 0 });
    expect(t.shippingOptions).toEqual([
      { method: 'STANDARD', label: 'Free standard shipping', priceCents: 0, available: false },
      { method: 'EXPEDITED', label: 'Expedited shipping', priceCents: EXPEDITED_SHIPPING_CENTS, available: false },
      { method: 'RUSH', label: 'Rush shipping (1-2 business days)', priceCents: RUSH_SHIPPING_CENTS, available: false },
    ]);
    expect(computeTotals(input({ lines: [] }))).toMatchObject({ subtotalCents: 0, shippingCents: 0, taxCents: 0, totalCents: 0 });
  });

  it('gives nothing for a promo whose minimum is not met, free shipping included', () => {
    const freeShipOver100 = { ...freeShip, minSubtotalCents: 10000 };
    expect(computeTotals(input({ promo: freeShipOver100 }))).toMatchObject({ discountCents: 0, shippingCents: STANDARD_SHIPPING_CENTS });
    expect(computeTotals(input({ promo: { ...percent10, minSubtotalCents: 3001 } })).discountCents).toBe(0);
    expect(computeTotals(input({ promo: { ...percent10, minSubtotalCents: 3000 } })).discountCents).toBe(300);
  });

  it('never discounts more than the subtotal', () => {
    const t = computeTotals(input({ promo: { ...save20, value: 5000, minSubtotalCents: 0 } }));
    expect(t).toMatchObject({ subtotalCents: 3000, discountCents: 3000, taxCents: 0, shippingCents: 795, totalCents: 795 });
    expect(computeTotals(input({ promo: { ...percent10, value: 100 } })).discountCents).toBe(3000);
  });

  it('charges the surcharge on top of free shipping, and only for lines that ship', () => {
    const t = computeTotals(
      input({
        lines: [
          line({ quantity: 2, unitPriceCents: 4000, deliverySurchargeCents: 1000 }),
          line({ id: 2, shippable: false, deliverySurchargeCents: 700 }),
        ],
      }),
    );
    expect(t).toMatchObject({ shippingCents: 0, surchargeCents: 2000 });
    expect(t.totalCents).toBe(t.subtotalCents + 2000 + t.taxCents);
  });

  it('does not tax shipping, and taxes nothing without a destination', () => {
    const standard = computeTotals(input());
    const rush = computeTotals(input({ method: 'RUSH' }));
    expect(rush.taxCents).toBe(standard.taxCents);
    expect(computeTotals(input({ stateCode: null }))).toMatchObject({ taxCents: 0, taxRateBps: 0, taxStateCode: null, totalCents: 3795 });
    expect(computeTotals(input({ stateCode: 'OR' }))).toMatchObject({ taxCents: 0, taxRateBps: 0, taxStateCode: 'OR' });
  });

  it('reports the credit available whether or not it is applied', () => {
    expect(computeTotals(input({ creditAvailableCents: 2500 }))).toMatchObject({ creditAvailableCents: 2500, creditAppliedCents: 0 });
    const t = computeTotals(input({ creditAvailableCents: 2500, applyCredit: true, promo: percent10 }));
    // credit applies after the discount, shipping and tax
    expect(t).toMatchObject({ discountCents: 300, creditAppliedCents: 2500 });
    expect(t.totalCents).toBe(3000 - 300 + 795 + t.taxCents - 2500);
  });

  it('lists items that cannot ship to the destination', () => {
    const lines = [
      line({ shippingRestrictions: ['US_CONTIGUOUS'] }),
      line({ id: 2, name: 'Candle', shippingRestrictions: ['US_CONTIGUOUS', 'US_ALASKA_AND_HAWAII'] }),
      line({ id: 3, name: 'Vase' }),
    ];
    expect(computeTotals(input({ lines, stateCode: 'HI' })).shippingExclusions).toEqual([
      { itemId: 1, name: 'Dutch oven', reason: 'Cannot ship to Hawaii or Alaska' },
    ]);
    expect(computeTotals(input({ lines, stateCode: 'PR' })).shippingExclusions.map((e) => e.reason)).toEqual([
      'Cannot ship to U.S. territories',
      'Cannot ship to U.S. territories',
    ]);
    expect(computeTotals(input({ lines, stateCode: null })).shippingExclusions).toEqual([]);
    expect(computeTotals(input({ lines, stateCode: 'NY' })).shippingExclusions).toEqual([]);
    expect(computeTotals(input({ lines, stateCode: 'AE' })).shippingExclusions.map((e) => e.reason)).toEqual([
      'Cannot ship to military addresses',
      'Cannot ship to military addresses',
    ]);
    expect(
      computeTotals(input({ lines: [line({ shippingRestrictions: ['US_CONTIGUOUS', 'US_TERRITORIES'] })], stateCode: 'GU' }))
        .shippingExclusions,
    ).toEqual([]);
  });
});
