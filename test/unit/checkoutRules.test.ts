import {
  addressErrors,
  cardBrandLabel,
  cardErrors,
  cleanAddress,
  contactErrors,
  expiryLabel,
  luhnValid,
  parseExpiry,
  TEST_CARDS,
  toNewCard,
} from '../../src/features/checkout/checkoutRules';
import { arrivalText, returnableLines } from '../../src/features/checkout/orderFormat';
import { order } from '../setup/commerceFixtures';

const today = new Date(2026, 1, 20); // 20 Feb 2026

describe('card checks (the server’s messages)', () => {
  it.each(TEST_CARDS.map((c) => [c.number]))('the sandbox test card %s passes Luhn', (number) => {
    expect(luhnValid(number.replace(/\s/g, ''))).toBe(true);
  });

  it.each([
    ['4242424242424241', false],
    ['4242 4242 4242 4242'.replace(/\s/g, ''), true],
    ['abcd', false],
  ])('luhn %s → %s', (digits, ok) => {
    expect(luhnValid(digits)).toBe(ok);
  });

  it.each([
    ['12/30', { expMonth: 12, expYear: 2030 }],
    ['1/27', { expMonth: 1, expYear: 2027 }],
    ['03 / 2028', { expMonth: 3, expYear: 2028 }],
    ['13/30', null],
    ['1230', null],
    ['', null],
  ])('expiry %j → %j', (text, parsed) => {
    expect(parseExpiry(text)).toEqual(parsed);
  });

  it('names each bad field; a card is good through its expiry month', () => {
    expect(cardErrors({ number: '4242 4242 4242 4242', expiry: '02/26', cvc: '123', name: 'Pat' }, today)).toEqual({});
    expect(cardErrors({ number: '4242', expiry: '01/26', cvc: '12', name: ' ' }, today)).toEqual({
      number: 'Your card number is not valid.',
      expiry: 'Your card has expired.',
      cvc: 'Please enter the 3- or 4-digit security code.',
      name: 'Please enter the name on the card.',
    });
    expect(cardErrors({ number: '3782 822463 10005', expiry: 'soon', cvc: '1234', name: 'Pat' }, today)).toEqual({
      expiry: 'Please enter a valid expiry date.',
    });
  });

  it('sends digits only, a four-digit year and trimmed fields', () => {
    expect(toNewCard({ number: '4242 4242-4242 4242', expiry: '12/30', cvc: ' 123 ', name: ' Pat Guest ' })).toEqual({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
      cardholderName: 'Pat Guest',
    });
    expect(expiryLabel(3, 2030)).toBe('03/30');
  });

  it.each([
    ['visa', 'Visa'],
    ['mastercard', 'Mastercard'],
    ['amex', 'American Express'],
    ['card', 'Card'],
  ])('brand %s reads %s', (brand, label) => {
    expect(cardBrandLabel(brand)).toBe(label);
  });
});

describe('contact and address', () => {
  it('contact', () => {
    expect(contactErrors({ email: 'pat@example.com', giverName: 'Pat', giftMessage: '' })).toEqual({});
    expect(contactErrors({ email: 'pat@', giverName: ' ', giftMessage: 'x'.repeat(501) })).toEqual({
      email: 'Please enter a valid email address.',
      giverName: 'Please tell the couple who the gift is from.',
      giftMessage: 'Gift messages can be at most 500 characters.',
    });
  });

  it('address fields, ZIP 5 or ZIP+4; the sent address is trimmed and drops an empty second line', () => {
    const ok = { name: 'Pat', address1: '1 Main St', address2: ' ', city: 'New York', stateCode: 'NY', zipCode: '10001-1234' };
    expect(addressErrors(ok)).toEqual({});
    expect(addressErrors({ ...ok, address1: '', stateCode: '', zipCode: '1000' })).toEqual({
      address1: 'Please enter a street address.',
      stateCode: 'Please choose a state.',
      zipCode: 'Please enter a 5-digit ZIP code.',
    });
    expect(cleanAddress({ ...ok, name: ' Pat ' })).toEqual({
      name: 'Pat',
      address1: '1 Main St',
      city: 'New York',
      stateCode: 'NY',
      zipCode: '10001-1234',
    });
  });
});

describe('orders', () => {
  it('arrival text uses spec §9 M/D dates', () => {
    expect(arrivalText(order())).toBe('Estimated arrival 3/2 - 3/6');
    expect(arrivalText(order({ estimatedArrival: null }))).toBeNull();
  });

  it('only returnable lines not already in a return can be returned', () => {
    expect(returnableLines(order()).map((l) => l.id)).toEqual([11]);
    expect(returnableLines(order({ returnRequest: { reference: 'R', lineIds: [11], reason: 'x', createdAt: '' } }))).toEqual([]);
  });
});
