import {
  AFTER_WEDDING_TEXT,
  BACKORDER_LEAD_DAYS,
  deliveryEstimate,
  formatArrivalDay,
  INTERNATIONAL_EXTRA_DAYS,
  keptByArrivesBefore,
  PERSONALIZED_EXTRA_DAYS,
  REMOTE_US_EXTRA_DAYS,
  type DeliveryInput,
} from '../../src/contracts/deliveryEstimate';

/** Issue 26's delivery estimate: one rule for the card and the "Arrives before the wedding" filter. */
const NOW = new Date('2027-06-01T15:00:00Z');
const base: DeliveryInput = {
  kind: 'PRODUCT',
  shipMethod: 'Ground Shipping',
  shipMaxDays: 7,
  isPersonalized: false,
  inStock: true,
  address: { state: 'NY' },
  weddingDate: '2027-06-12',
  timeZone: 'America/New_York',
  now: NOW,
};

describe('deliveryEstimate', () => {
  it('has the documented constants', () => {
    expect({ BACKORDER_LEAD_DAYS, PERSONALIZED_EXTRA_DAYS, REMOTE_US_EXTRA_DAYS, INTERNATIONAL_EXTRA_DAYS }).toEqual({
      BACKORDER_LEAD_DAYS: 14,
      PERSONALIZED_EXTRA_DAYS: 14,
      REMOTE_US_EXTRA_DAYS: 5,
      INTERNATIONAL_EXTRA_DAYS: 10,
    });
  });

  it.each<[string, Partial<DeliveryInput>, { arrives_by: string; before_wedding: boolean | null; label: string } | null]>([
    ['in stock, New York: 7 days', {}, { arrives_by: '2027-06-08', before_wedding: true, label: 'Arrives by Jun 8' }],
    [
      'Hawaii: 7 + 5 days, the wedding day itself is too late',
      { address: { state: 'HI' } },
      { arrives_by: '2027-06-13', before_wedding: false, label: AFTER_WEDDING_TEXT },
    ],
    [
      'Alaska (lower case): 7 + 5',
      { address: { state: 'ak' }, weddingDate: '2027-06-14' },
      { arrives_by: '2027-06-13', before_wedding: true, label: 'Arrives by Jun 13' },
    ],
    [
      'Puerto Rico counts as remote',
      { address: { state: 'PR' } },
      { arrives_by: '2027-06-13', before_wedding: false, label: AFTER_WEDDING_TEXT },
    ],
    [
      'international: 7 + 10',
      { address: { state: null, country: 'CA' }, weddingDate: '2027-07-01' },
      { arrives_by: '2027-06-18', before_wedding: true, label: 'Arrives by Jun 18' },
    ],
    ['backorder: 7 + 14', { inStock: false }, { arrives_by: '2027-06-22', before_wedding: false, label: AFTER_WEDDING_TEXT }],
    ['personalised: 7 + 14', { isPersonalized: true }, { arrives_by: '2027-06-22', before_wedding: false, label: AFTER_WEDDING_TEXT }],
    ['no address yet: the contiguous US', { address: null }, { arrives_by: '2027-06-08', before_wedding: true, label: 'Arrives by Jun 8' }],
    ['no wedding date: no judgement', { weddingDate: null }, { arrives_by: '2027-06-08', before_wedding: null, label: 'Arrives by Jun 8' }],
    [
      'wedding past (its own calendar): no judgement',
      { weddingDate: '2027-05-30' },
      { arrives_by: '2027-06-08', before_wedding: null, label: 'Arrives by Jun 8' },
    ],
    [
      'gift card by email: today',
      { kind: 'GIFT_CARD', shipMethod: 'E-delivery', shipMaxDays: 0 },
      { arrives_by: '2027-06-01', before_wedding: true, label: 'Arrives by email' },
    ],
    ['cash fund: none', { kind: 'CASH_FUND', shipMethod: null }, null],
    ['other store: none', { kind: 'EXTERNAL', shipMethod: null }, null],
  ])('%s', (_name, change, expected) => {
    expect(deliveryEstimate({ ...base, ...change })).toEqual(expected);
  });

  it('decides "past" in the wedding\'s time zone', () => {
    // 03:00 UTC on June 13 is still June 12 in Los Angeles: the wedding day, not past.
    const now = new Date('2027-06-13T03:00:00Z');
    expect(deliveryEstimate({ ...base, now, timeZone: 'America/Los_Angeles' })!.before_wedding).toBe(false);
    expect(deliveryEstimate({ ...base, now, timeZone: 'UTC' })!.before_wedding).toBeNull();
  });

  it('writes the day short, with the year when it is not this one', () => {
    expect(formatArrivalDay('2027-06-12', NOW)).toBe('Jun 12');
    expect(formatArrivalDay('2028-01-03', NOW)).toBe('Jan 3, 2028');
  });

  it('the filter keeps cash funds, drops other stores, and keeps ours unless they may arrive after', () => {
    expect(keptByArrivesBefore('CASH_FUND', null)).toBe(true);
    expect(keptByArrivesBefore('EXTERNAL', null)).toBe(false);
    expect(keptByArrivesBefore('PRODUCT', deliveryEstimate(base))).toBe(true);
    expect(keptByArrivesBefore('PRODUCT', deliveryEstimate({ ...base, inStock: false }))).toBe(false);
    expect(keptByArrivesBefore('PRODUCT', deliveryEstimate({ ...base, weddingDate: null }))).toBe(true);
  });
});
