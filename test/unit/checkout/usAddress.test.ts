import { checkUsAddress, isHawaiiOrAlaska, isTerritory, shippingRegion, stateForZip, US_STATE_CODES } from '../../../server/modules/checkout/rules/usAddress';

const address = { name: 'Casey Guest', address1: '1 Main Street', city: 'Brooklyn', stateCode: 'NY', zipCode: '11201' };

describe('US states and territories', () => {
  it('has the 50 states, DC, the territories of spec §3 and the military codes', () => {
    expect([...US_STATE_CODES.keys()]).toHaveLength(50 + 1 + 8 + 3);
    for (const code of ['DC', 'AS', 'GU', 'MH', 'PR', 'VI', 'MP', 'FM', 'PW', 'AA', 'AE', 'AP']) expect(US_STATE_CODES.has(code)).toBe(true);
    expect(US_STATE_CODES.get('DC')).toBe('District of Columbia');
  });
  it('names the shipping region a product restriction refers to', () => {
    expect(shippingRegion('HI')).toBe('US_ALASKA_AND_HAWAII');
    expect(shippingRegion('AK')).toBe('US_ALASKA_AND_HAWAII');
    expect(shippingRegion('PR')).toBe('US_TERRITORIES');
    expect(shippingRegion('AE')).toBe('US_MILITARY');
    expect(shippingRegion('NY')).toBe('US_CONTIGUOUS');
    expect(isHawaiiOrAlaska('HI')).toBe(true);
    expect(isTerritory('GU')).toBe(true);
    expect(isTerritory('DC')).toBe(false);
  });
});

describe('stateForZip', () => {
  it.each([
    ['11201', 'NY'], ['00501', 'NY'], ['10001-1234', 'NY'], ['00901', 'PR'], ['00802', 'VI'], ['02134', 'MA'], ['05501', 'MA'],
    ['05401', 'VT'], ['20500', 'DC'], ['20101', 'VA'], ['56901', 'DC'], ['73301', 'TX'], ['73101', 'OK'], ['88501', 'TX'],
    ['96813', 'HI'], ['99501', 'AK'], ['96799', 'AS'], ['96910', 'GU'], ['96950', 'MP'], ['96960', 'MH'], ['96941', 'FM'],
    ['96940', 'PW'], ['09021', 'AE'], ['34001', 'AA'], ['96201', 'AP'], ['94105', 'CA'], ['97201', 'OR'], ['33101', 'FL'],
  ])('%s is in %s', (zip, state) => expect(stateForZip(zip)).toBe(state));
  it.each(['00000', '00123', '21301', '96900', '1234', 'abcde', '123456'])('%s is unknown', (zip) => expect(stateForZip(zip)).toBeNull());
});

describe('checkUsAddress', () => {
  it('normalises a good address', () => {
    expect(checkUsAddress({ ...address, name: '  Casey   Guest ', city: ' Brooklyn', stateCode: 'ny', zipCode: '112011234' })).toEqual({
      ok: true,
      address: { name: 'Casey Guest', address1: '1 Main Street', address2: null, city: 'Brooklyn', stateCode: 'NY', zipCode: '11201-1234' },
    });
  });
  it('names every missing or malformed part', () => {
    expect(checkUsAddress({ name: '', address1: ' ', city: '', stateCode: 'XX', zipCode: '1120' })).toEqual({
      ok: false,
      fields: {
        name: "Please enter the recipient's name.",
        address1: 'Please enter a street address.',
        city: 'Please enter a city.',
        stateCode: 'Please choose a state.',
        zipCode: 'Please enter a 5-digit ZIP code.',
      },
    });
  });
  it('finds a ZIP in another state doubtful, with the exact message', () => {
    expect(checkUsAddress({ ...address, stateCode: 'NJ', zipCode: '10001' })).toMatchObject({
      ok: 'doubtful',
      userMessage: 'ZIP code 10001 is in New York, not New Jersey. Please check your address, or continue with it as entered.',
    });
  });
  it('finds an unassigned ZIP doubtful', () => {
    expect(checkUsAddress({ ...address, zipCode: '00100' })).toMatchObject({
      ok: 'doubtful',
      userMessage: 'We could not find ZIP code 00100. Please check your address, or continue with it as entered.',
    });
  });
  it('accepts DC and the territories', () => {
    expect(checkUsAddress({ ...address, city: 'Washington', stateCode: 'DC', zipCode: '20500' }).ok).toBe(true);
    expect(checkUsAddress({ ...address, city: 'Pago Pago', stateCode: 'AS', zipCode: '96799' }).ok).toBe(true);
    expect(checkUsAddress({ ...address, city: 'Saipan', stateCode: 'MP', zipCode: '96950' }).ok).toBe(true);
  });
});
