import { TAX_RATES_BPS, taxCents } from '../../../server/modules/checkout/rules/taxRates';
import { US_STATE_CODES } from '../../../server/modules/checkout/rules/usAddress';

describe('tax table', () => {
  it('has a rate for every state, DC, territory and military code', () => {
    for (const code of US_STATE_CODES.keys()) expect(Number.isInteger(TAX_RATES_BPS[code])).toBe(true);
  });
  it.each([
    ['DE', 0],
    ['MT', 0],
    ['NH', 0],
    ['OR', 0],
    ['NY', 853],
    ['CA', 882],
    ['TX', 820],
    ['NJ', 660],
    ['HI', 450],
    ['AK', 176],
    ['DC', 600],
    ['PR', 1150],
    ['GU', 0],
  ])('%s is %i bps', (code, bps) => {
    expect(TAX_RATES_BPS[code]).toBe(bps);
  });
  it('rounds half up in integer cents', () => {
    expect(taxCents(10000, 'NY')).toEqual({ taxCents: 853, rateBps: 853 });
    expect(taxCents(1, 'PR')).toEqual({ taxCents: 0, rateBps: 1150 }); // 0.115 → 0
    expect(taxCents(100, 'HI')).toEqual({ taxCents: 5, rateBps: 450 }); // exactly 4.5 → 5
    expect(taxCents(5, 'PR')).toEqual({ taxCents: 1, rateBps: 1150 }); // 0.575 → 1
    expect(taxCents(200, 'CA')).toEqual({ taxCents: 18, rateBps: 882 }); // 17.64 → 18
    expect(taxCents(5000, 'AK')).toEqual({ taxCents: 88, rateBps: 176 }); // 88.0
    expect(taxCents(2841, 'AK')).toEqual({ taxCents: 50, rateBps: 176 }); // 50.0016 → 50
  });
  it('charges nothing without a destination, for an unknown code or a non-positive amount', () => {
    expect(taxCents(10000, null)).toEqual({ taxCents: 0, rateBps: 0 });
    expect(taxCents(10000, 'ZZ')).toEqual({ taxCents: 0, rateBps: 0 });
    expect(taxCents(-500, 'NY').taxCents).toBe(0);
    expect(taxCents(0, 'NY').taxCents).toBe(0);
    expect(taxCents(10000, 'OR')).toEqual({ taxCents: 0, rateBps: 0 });
  });
});
