import { formatDateRange, formatShipDate, holidayHint, shippingLines, type ShippingData } from '../../../src/lib/shipping';
import { formatCents, formatPriceRange, isFree } from '../../../src/lib/money';
import { formatCount } from '../../../src/lib/numbers';

const ground: ShippingData = {
  ship_method: 'Ground Shipping',
  arrival_range: { min: '2026-11-26', max: '2026-11-30' },
  expedited_arrival_range: { min: '2026-11-24', max: '2026-11-27' },
  holiday_shipping: { order_by: '2026-12-18', order_by_expedited: '2026-12-21', show_expedited: false },
};
const today = new Date(2026, 10, 23);

describe('shipping text (spec §9)', () => {
  it('writes dates as M/D without leading zeros', () => {
    expect(formatShipDate('2026-01-05')).toBe('1/5');
    expect(formatShipDate('2026-12-18')).toBe('12/18');
  });
  it('shows a single date when min and max are equal', () => {
    expect(formatDateRange({ min: '2026-11-27', max: '2026-11-27' })).toBe('11/27');
    expect(formatDateRange({ min: '2026-11-24', max: '2026-11-27' })).toBe('11/24 - 11/27');
  });
  it("shows Ground Shipping as 'Free standard shipping', or 'Standard shipping' when charged, plus expedited", () => {
    expect(shippingLines({ shipping: ground }, today)).toEqual([
      'Free standard shipping: 11/26 - 11/30',
      'Expedited Shipping: 11/24 - 11/27',
      'We recommend ordering by 12/18',
    ]);
    expect(shippingLines({ shipping: ground, shippingChargeCents: 895 }, today)[0]).toBe('Standard shipping: 11/26 - 11/30');
  });
  it('adds the personalised and surcharge messages', () => {
    const lines = shippingLines({ shipping: ground, isPersonalized: true, deliverySurchargeCents: 2500 }, today);
    expect(lines).toContain('Personalized items take an extra 1-2 weeks to make');
    expect(lines).toContain('A $25 delivery surcharge applies to this heavy or perishable item');
  });
});

describe('holiday hint (spec §5, Dec 25 cutoff)', () => {
  it('shows the expedited date when the server says so', () => {
    expect(holidayHint({ ...ground, holiday_shipping: { ...ground.holiday_shipping!, show_expedited: true } }, today)).toBe(
      'We recommend ordering by 12/21 for expedited',
    );
  });
  it('shows when the arrival max is Dec 24, hides when it is Dec 25 or later', () => {
    expect(holidayHint({ ...ground, arrival_range: { min: '2026-12-20', max: '2026-12-24' } }, today)).toBe(
      'We recommend ordering by 12/18',
    );
    expect(holidayHint({ ...ground, arrival_range: { min: '2026-12-20', max: '2026-12-25' } }, today)).toBeNull();
    expect(holidayHint({ ...ground, arrival_range: { min: '2026-12-28', max: '2027-01-02' } }, today)).toBeNull();
  });
  it('always shows for e-delivery', () => {
    const e: ShippingData = {
      ship_method: 'E-delivery',
      arrival_range: { min: '2026-12-26', max: '2026-12-26' },
      expedited_arrival_range: null,
      holiday_shipping: { order_by: '2026-12-25', order_by_expedited: null, show_expedited: false },
    };
    expect(holidayHint(e, today)).toBe('We recommend ordering by 12/25');
    expect(shippingLines({ shipping: e }, today)[0]).toBe('E-delivery: arrives by email');
  });
  it('shows nothing without holiday data', () => {
    expect(holidayHint({ ...ground, holiday_shipping: null }, today)).toBeNull();
  });
});

describe('price rules (spec §5, §9)', () => {
  it('shows whole dollars without decimals and cents with two', () => {
    expect(formatCents(2500)).toBe('$25');
    expect(formatCents(2599)).toBe('$25.99');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(0)).toBe('$0');
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(100000)).toBe('$1,000');
    expect(formatCents(-2550)).toBe('-$25.50');
  });
  it("writes amounts exactly as Intl's en-US dollars would", () => {
    const intl = (cents: number) =>
      (cents / 100).toLocaleString('en-US', {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
        maximumFractionDigits: cents % 100 === 0 ? 0 : 2,
      });
    const amounts = [1, 9, 10, 99, 100, 101, 999, 1000, 99_999, 100_000, 100_001, 123_456_789, 1_000_000_000, -1, -99, -100_000];
    for (let cents = 0; cents < 300_000; cents += 97) amounts.push(cents);
    for (const cents of amounts) expect(formatCents(cents)).toBe(intl(cents));
  });
  it('groups counts by thousands', () => {
    for (const n of [0, 7, 999, 1000, 2780, 12_345, 999_999, 1_000_000, 123_456_789, -4321])
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
  });
  it("shows 'Free' when min and max are 0 or the SKU costs 0", () => {
    expect(isFree({ price_range: { min_price: 0, max_price: 0 } })).toBe(true);
    expect(isFree({ price_range: { min_price: 0, max_price: 500 } })).toBe(false);
    expect(isFree({ price_cents: 0 })).toBe(true);
    expect(formatPriceRange(0, 0)).toBe('Free');
    expect(formatPriceRange(1000, 2550)).toBe('$10 – $25.50');
  });
});
