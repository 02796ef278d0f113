import {
  checkUsAddress,
  isHawaiiOrAlaska,
  isTerritory,
  shippingRegion,
  stateForZip,
  US_STATE_CODES,
} from '../../../server/modules/checkout/rules/usAddress';

const address = { name: 'Casey Guest', address1: '1 Main Street', city: 'Brooklyn', stateCode: 'NY', zipCode: '11201' };

describe('US states and territories', () => {
  it('has the 50 states, DC, the territories of spec §3 and the military codes', () => {
    expect([...US_STATE_CODES.keys()]).toHaveLength(50 + 1 + 8 + 3);
    for (const code of ['DC', 'AS', 'GU', 'MH', 'PR', 'VI', 'MP', 'FM', 'PW', 'AA', 'AE', 'AP'])
      expect(US_STATE_CODES.has(code)).toBe(true);
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
    expect(isHawaiiOrAlaska('CA')).toBe(false);
    for (const code of ['AS', 'GU', 'MH', 'PR', 'VI', 'MP', 'FM', 'PW']) expect(shippingRegion(code)).toBe('US_TERRITORIES');
    for (const code of ['AA', 'AE', 'AP']) expect(shippingRegion(code)).toBe('US_MILITARY');
    expect(shippingRegion('DC')).toBe('US_CONTIGUOUS');
  });
});

describe('stateForZip', () => {
  it.each([
    ['11201', 'NY'],
    ['00501', 'NY'],
    ['10001-1234', 'NY'],
    ['00901', 'PR'],
    ['00802', 'VI'],
    ['02134', 'MA'],
    ['05501', 'MA'],
    ['05401', 'VT'],
    ['20500', 'DC'],
    ['20101', 'VA'],
    ['56901', 'DC'],
    ['73301', 'TX'],
    ['73101', 'OK'],
    ['88501', 'TX'],
    ['96813', 'HI'],
    ['99501', 'AK'],
    ['96799', 'AS'],
    ['96910', 'GU'],
    ['96950', 'MP'],
    ['96960', 'MH'],
    ['96941', 'FM'],
    ['96940', 'PW'],
    ['09021', 'AE'],
    ['34001', 'AA'],
    ['96201', 'AP'],
    ['94105', 'CA'],
    ['97201', 'OR'],
    ['33101', 'FL'],
    // the edges of the table
    ['00601', 'PR'],
    ['00795', 'PR'],
    ['00902', 'PR'],
    ['00851', 'VI'],
    ['20001', 'DC'],
    ['20201', 'DC'],
    ['20599', 'DC'],
    ['20601', 'MD'],
    ['21901', 'MD'],
    ['09801', 'AE'],
    ['96601', 'AP'],
    ['96701', 'HI'],
    ['96898', 'HI'],
    ['99950', 'AK'],
    ['96932', 'GU'],
    ['96939', 'PW'],
    ['96944', 'FM'],
    ['96952', 'MP'],
    ['96970', 'MH'],
    ['39801', 'GA'],
    ['39901', 'GA'],
    ['03901', 'ME'],
    ['02801', 'RI'],
    ['06001', 'CT'],
    ['08901', 'NJ'],
    ['19701', 'DE'],
    ['59001', 'MT'],
    ['82001', 'WY'],
    ['83201', 'ID'],
    ['84101', 'UT'],
    ['85001', 'AZ'],
    ['87101', 'NM'],
    ['89101', 'NV'],
    ['98101', 'WA'],
    ['57001', 'SD'],
    ['58001', 'ND'],
    ['68001', 'NE'],
    ['66002', 'KS'],
    ['72201', 'AR'],
    ['70112', 'LA'],
    ['38601', 'MS'],
    ['37201', 'TN'],
    ['35203', 'AL'],
    ['40202', 'KY'],
    ['43215', 'OH'],
    ['46204', 'IN'],
    ['48201', 'MI'],
    ['50309', 'IA'],
    ['53202', 'WI'],
    ['55401', 'MN'],
    ['60601', 'IL'],
    ['63101', 'MO'],
    ['80202', 'CO'],
    ['27601', 'NC'],
    ['29201', 'SC'],
    ['30303', 'GA'],
    ['22201', 'VA'],
    ['25301', 'WV'],
    ['15201', 'PA'],
    ['10001 1234', 'NY'],
    ['100011234', 'NY'],
  ])('%s is in %s', (zip, state) => expect(stateForZip(zip)).toBe(state));
  it.each([
    '00000',
    '00123',
    '00401',
    '09901',
    '21301',
    '34301',
    '53301',
    '62101',
    '96900',
    '96933',
    '96961',
    '96971',
    '1234',
    'abcde',
    '123456',
    '12345-67',
  ])('%s is unknown', (zip) => expect(stateForZip(zip)).toBeNull());
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
  it('names the military "state" a ZIP belongs to', () => {
    expect(checkUsAddress({ ...address, zipCode: '09021' })).toMatchObject({
      ok: 'doubtful',
      userMessage: 'ZIP code 09021 is in Armed Forces Europe, not New York. Please check your address, or continue with it as entered.',
    });
    expect(checkUsAddress({ ...address, city: 'APO', stateCode: 'ae', zipCode: '09021' })).toMatchObject({
      ok: true,
      address: { stateCode: 'AE' },
    });
  });
  it('tells Hawaii from American Samoa and Guam from Palau by the full ZIP', () => {
    expect(checkUsAddress({ ...address, stateCode: 'HI', zipCode: '96799' })).toMatchObject({
      ok: 'doubtful',
      userMessage: 'ZIP code 96799 is in American Samoa, not Hawaii. Please check your address, or continue with it as entered.',
    });
    expect(checkUsAddress({ ...address, stateCode: 'GU', zipCode: '96940' })).toMatchObject({
      ok: 'doubtful',
      userMessage: 'ZIP code 96940 is in Palau, not Guam. Please check your address, or continue with it as entered.',
    });
  });
  it('keeps address2 tidy and drops an empty one', () => {
    expect(checkUsAddress({ ...address, address2: '  Apt   4B ' })).toMatchObject({ ok: true, address: { address2: 'Apt 4B' } });
    expect(checkUsAddress({ ...address, address2: '   ' })).toMatchObject({ ok: true, address: { address2: null } });
    expect(checkUsAddress({ ...address, zipCode: ' 11201 - 1234' }).ok).toBe(false);
    expect(checkUsAddress({ ...address, zipCode: ' 11201 1234 ' })).toMatchObject({ ok: true, address: { zipCode: '11201-1234' } });
  });
  it('accepts DC and the territories', () => {
    expect(checkUsAddress({ ...address, city: 'Washington', stateCode: 'DC', zipCode: '20500' }).ok).toBe(true);
    expect(checkUsAddress({ ...address, city: 'Pago Pago', stateCode: 'AS', zipCode: '96799' }).ok).toBe(true);
    expect(checkUsAddress({ ...address, city: 'Saipan', stateCode: 'MP', zipCode: '96950' }).ok).toBe(true);
    for (const [stateCode, zipCode] of [
      ['PR', '00901'],
      ['VI', '00802'],
      ['GU', '96910'],
      ['MH', '96960'],
      ['FM', '96941'],
      ['PW', '96940'],
    ]) {
      expect(checkUsAddress({ ...address, stateCode: stateCode!, zipCode: zipCode! }).ok).toBe(true);
    }
  });
});
