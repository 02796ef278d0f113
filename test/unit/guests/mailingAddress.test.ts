import { stateForZip } from '../../../server/modules/checkout/rules/usAddress';
import {
  addressLines,
  checkMailingAddress,
  countries,
  countryCode,
  regionCode,
  type MailingAddress,
} from '../../../src/contracts/mailingAddress';

const us = { address1: '12 Oak Street', city: 'Springfield', stateProvince: 'IL', postalCode: '62704' };

describe('countryCode', () => {
  it.each([
    ['US', 'US'],
    ['us', 'US'],
    ['USA', 'US'],
    ['United States', 'US'],
    ['united states of america', 'US'],
    ['UK', 'GB'],
    ['England', 'GB'],
    ['United Kingdom', 'GB'],
    ['germany', 'DE'],
    ['Côte d’Ivoire', 'CI'],
    ['Cote dIvoire', 'CI'],
    ['Mexico', 'MX'],
    ['Atlantis', undefined],
    ['ZZ', undefined],
  ])('%s → %s', (input, code) => expect(countryCode(input)).toBe(code));

  it('lists every ISO country once, by name', () => {
    const list = countries();
    expect(list).toHaveLength(250);
    expect(new Set(list.map((c) => c.code)).size).toBe(250);
    expect(list.find((c) => c.code === 'FR')?.name).toBe('France');
  });
});

describe('regionCode', () => {
  it.each([
    ['US', 'new york', 'NY'],
    ['US', 'ny', 'NY'],
    ['US', 'Washington DC', 'DC'],
    ['US', 'AE', 'AE'],
    ['CA', 'Ontario', 'ON'],
    ['CA', 'qc', 'QC'],
    ['AU', 'New South Wales', 'NSW'],
    ['US', 'Ontario', undefined],
    ['FR', 'Île-de-France', undefined],
  ])('%s %s → %s', (country, value, code) => expect(regionCode(country, value)).toBe(code));
});

describe('checkMailingAddress', () => {
  it('takes a US address, tidied (the country defaults to the US; a state name becomes its code; ZIP+4 gets its hyphen)', () => {
    expect(
      checkMailingAddress({ address1: ' 12  Oak Street ', city: 'Springfield', stateProvince: 'illinois', postalCode: '627041234' }),
    ).toEqual({
      ok: true,
      address: {
        address1: '12 Oak Street',
        address2: '',
        city: 'Springfield',
        stateProvince: 'IL',
        postalCode: '62704-1234',
        country: 'US',
      },
    });
  });

  it.each([
    [{ ...us, address1: '' }, 'address1', 'Please enter a street address.'],
    [{ ...us, city: ' ' }, 'city', 'Please enter a city.'],
    [{ ...us, stateProvince: '' }, 'stateProvince', 'Please choose a state.'],
    [{ ...us, stateProvince: 'Narnia' }, 'stateProvince', '“Narnia” is not a state of the United States.'],
    [{ ...us, postalCode: '' }, 'postalCode', 'Please enter a ZIP code.'],
    [{ ...us, postalCode: '6270' }, 'postalCode', '“6270” is not a ZIP code of the United States (for example 12345 or 12345-6789).'],
    [{ ...us, country: 'Atlantis' }, 'country', 'We do not know the country “Atlantis”. Please choose one from the list.'],
    [{ ...us, address1: 'x'.repeat(101) }, 'address1', 'Street addresses can be at most 100 characters.'],
    [
      { address1: '1 Rue de Rivoli', city: 'Paris', postalCode: '7500', country: 'France' },
      'postalCode',
      '“7500” is not a postal code of France (for example 75001).',
    ],
    [{ address1: '24 Sussex Drive', city: 'Ottawa', postalCode: 'K1M 1M4', country: 'CA' }, 'stateProvince', 'Please choose a province.'],
    [
      { address1: '24 Sussex Drive', city: 'Ottawa', stateProvince: 'ON', postalCode: '12345', country: 'CA' },
      'postalCode',
      '“12345” is not a postal code of Canada (for example K1A 0B1).',
    ],
    [
      { address1: 'Calle 1', city: 'Lima', postalCode: 'Lima!!', country: 'PE' },
      'postalCode',
      '“LIMA!!” is not a postal code (letters, digits, spaces and hyphens).',
    ],
  ])('%j: %s says %s', (input, field, message) => {
    const check = checkMailingAddress(input);
    expect(check.ok).toBe(false);
    if (check.ok === false) expect(check.fields[field as keyof typeof check.fields]).toBe(message);
  });

  it.each([
    [
      { address1: '24 Sussex Drive', city: 'Ottawa', stateProvince: 'Ontario', postalCode: 'k1m1m4', country: 'Canada' },
      { stateProvince: 'ON', postalCode: 'K1M 1M4', country: 'CA' },
    ],
    [
      { address1: '221B Baker Street', city: 'London', postalCode: 'nw16xe', country: 'UK' },
      { stateProvince: '', postalCode: 'NW1 6XE', country: 'GB' },
    ],
    [
      { address1: 'Unter den Linden 1', city: 'Berlin', postalCode: '10117', country: 'Deutschland (DE)'.slice(-3, -1) },
      { postalCode: '10117', country: 'DE' },
    ],
    [
      { address1: '1 George St', city: 'Sydney', stateProvince: 'nsw', postalCode: '2000', country: 'Australia' },
      { stateProvince: 'NSW', country: 'AU' },
    ],
    // A country without a postal code format we know, and no code at all: fine.
    [
      { address1: 'Plot 12, Kololo', city: 'Kampala', country: 'Uganda' },
      { postalCode: '', country: 'UG' },
    ],
  ])('accepts the international address %j', (input, expected) => {
    const check = checkMailingAddress(input);
    expect(check.ok).toBe(true);
    if (check.ok === true) expect(check.address).toMatchObject(expected);
  });

  it('doubts a ZIP of another state or of none, as checkout does (with its USPS table)', () => {
    expect(checkMailingAddress({ ...us, postalCode: '10001' }, { stateForZip })).toEqual({
      ok: 'doubtful',
      address: expect.objectContaining({ postalCode: '10001' }),
      userMessage: 'ZIP code 10001 is in New York, not Illinois. Please check the address, or keep it as entered.',
    });
    expect(checkMailingAddress({ ...us, postalCode: '00000' }, { stateForZip })).toMatchObject({
      ok: 'doubtful',
      userMessage: 'We could not find ZIP code 00000. Please check the address, or keep it as entered.',
    });
    expect(checkMailingAddress(us, { stateForZip }).ok).toBe(true);
  });
});

describe('addressLines (each country’s line order)', () => {
  const a = (extra: Partial<MailingAddress>): MailingAddress => ({
    address1: '1 Main St',
    address2: '',
    city: 'Town',
    stateProvince: '',
    postalCode: '',
    country: 'US',
    ...extra,
  });
  it.each([
    [
      a({ address2: 'Apt 4', city: 'Springfield', stateProvince: 'IL', postalCode: '62704' }),
      ['1 Main St', 'Apt 4', 'Springfield, IL 62704'],
    ],
    [a({ city: 'Ottawa', stateProvince: 'ON', postalCode: 'K1M 1M4', country: 'CA' }), ['1 Main St', 'Ottawa ON K1M 1M4', 'CANADA']],
    [a({ city: 'London', postalCode: 'NW1 6XE', country: 'GB' }), ['1 Main St', 'LONDON', 'NW1 6XE', 'UNITED KINGDOM']],
    [a({ city: 'Berlin', postalCode: '10117', country: 'DE' }), ['1 Main St', '10117 Berlin', 'GERMANY']],
    [a({ city: 'Sydney', stateProvince: 'NSW', postalCode: '2000', country: 'AU' }), ['1 Main St', 'SYDNEY NSW 2000', 'AUSTRALIA']],
    [a({ city: 'Kampala', country: 'UG' }), ['1 Main St', 'Kampala', 'UGANDA']],
  ])('%j', (address, lines) => expect(addressLines(address)).toEqual(lines));

  it('names the US when the letter is sent from elsewhere', () => {
    expect(addressLines(a({ city: 'Springfield', stateProvince: 'IL', postalCode: '62704' }), 'CA').at(-1)).toBe('UNITED STATES');
  });
});
