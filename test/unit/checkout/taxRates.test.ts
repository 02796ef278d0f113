import { TAX_RATES_BPS, taxCents } from '../../../server/modules/checkout/rules/taxRates';
import { US_STATE_CODES } from '../../../server/modules/checkout/rules/usAddress';

describe('tax table', () => {
  it('has a rate for every state, DC, territory and military code', () => {
    for (const code of US_STATE_CODES.keys()) expect(Number.isInteger(TAX_RATES_BPS[code])).toBe(true);
  });
  it.each([['DE', 0], ['MT', 0], ['NH', 0], ['OR', 0], ['NY', 853], ['CA', 885], ['DC', 600], ['PR', 1150], ['GU', 0]])('%s is %i bps', (code, bps) => {
    expect(TAX_RATES_BPS[code]).toBe(bps);
  });
  it('rounds half up in integer cents', () => {
    expect(taxCents(10000, 'NY')).toEqual({ taxCents: 853, rateBps: 853 });
    expect(taxCents(1, 'PR')).toEqual({ taxCents: 0, rateBps: 1150 }); // 0.115 → 0
    expect(taxCents(5, 'PR')).toEqual({ taxCents: 1, rateBps: 1150 }); // 0.575 → 1
    expect(taxCents(200, 'CA')).toEqual({ taxCents: 18, rateBps: 885 }); // 17.7 → 18
  });
  it('charges nothing without a destination, for an unknown code or a non-positive amount', () => {
    expect(taxCents(10000, null)).toEqual({ taxCents: 0, rateBps: 0 });
    expect(taxCents(10000, 'ZZ')).toEqual({ taxCents: 0, rateBps: 0 });
    expect(taxCents(-500, 'NY').taxCents).toBe(0);
  });
});
