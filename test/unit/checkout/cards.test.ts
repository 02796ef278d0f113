import {
  cardBrand,
  checkCard,
  luhnValid,
  normaliseCardNumber,
  SANDBOX_DECLINE_MESSAGES,
  sandboxOutcome,
} from '../../../server/modules/payments/cards';

const now = new Date('2026-11-23T12:00:00Z');
const card = (number: string, extra: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) => ({
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  ...extra,
});

/** A Luhn-valid number of the given length starting with prefix (the last digit is the check digit). */
function luhnNumber(prefix: string, length: number): string {
  const body = prefix.padEnd(length - 1, '0');
  for (let check = 0; check <= 9; check++) if (luhnValid(body + String(check))) return body + String(check);
  throw new Error('unreachable');
}

describe('cards', () => {
  it.each([
    ['4', 13, 'visa'],
    ['4', 16, 'visa'],
    ['4', 19, 'visa'],
    ['51', 16, 'mastercard'],
    ['55', 16, 'mastercard'],
    ['2221', 16, 'mastercard'],
    ['2720', 16, 'mastercard'],
    ['34', 15, 'amex'],
    ['37', 15, 'amex'],
    ['6011', 16, 'discover'],
    ['65', 19, 'discover'],
    ['644', 17, 'discover'],
    ['649', 18, 'discover'],
  ])('accepts a %s… card of %i digits as %s', (prefix, length, brand) => {
    const number = luhnNumber(prefix, length);
    expect(cardBrand(number)).toBe(brand);
    expect(checkCard(card(number, { cvc: brand === 'amex' ? '1234' : '123' }), now)).toBeNull();
  });
  it.each([
    ['4', 15],
    ['4', 17],
    ['51', 15],
    ['51', 19],
    ['34', 16],
    ['37', 14],
    ['6011', 15],
    ['2220', 16],
    ['2721', 16],
    ['50', 16],
    ['56', 16],
    ['35', 16],
    ['643', 16],
    ['6012', 16],
    ['3', 16],
    ['0', 13],
  ])('refuses a %s… card of %i digits (wrong length or no such brand)', (prefix, length) => {
    expect(checkCard(card(luhnNumber(prefix, length)), now)).toEqual({ field: 'number', message: 'Your card number is not valid.' });
  });
  it('knows no brand for text that is not digits', () => {
    expect(cardBrand('4abc')).toBeNull();
    expect(cardBrand('')).toBeNull();
    expect(luhnValid('4242 4242 4242 4242')).toBe(false);
    expect(checkCard(card(''), now)?.field).toBe('number');
  });
  it('lets a card expire after the last day of its month (UTC)', () => {
    const december = card('4242424242424242', { expMonth: 12, expYear: 2026 });
    expect(checkCard(december, new Date('2026-12-31T23:59:59Z'))).toBeNull();
    expect(checkCard(december, new Date('2027-01-01T00:00:00Z'))).toEqual({ field: 'expiry', message: 'Your card has expired.' });
    expect(checkCard({ ...december, expYear: 26 }, new Date('2027-01-01T00:00:00Z'))?.message).toBe('Your card has expired.');
    expect(checkCard(card('4242424242424242', { expMonth: 1, expYear: 27 }), new Date('2027-01-15T00:00:00Z'))).toBeNull();
  });
  it.each([0, 13, 1.5, Number.NaN])('refuses expiry month %s', (expMonth) => {
    expect(checkCard(card('4242424242424242', { expMonth }), now)).toEqual({
      field: 'expiry',
      message: 'Please enter a valid expiry date.',
    });
  });
  it.each([['12'], ['12a'], ['1234'], [''], ['abc']])('refuses security code %j for a Visa', (cvc) => {
    expect(checkCard(card('4242424242424242', { cvc }), now)).toEqual({
      field: 'cvc',
      message: 'Please enter the 3- or 4-digit security code.',
    });
  });
  it('checks the Luhn digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42424242')).toBe(false);
  });
  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['1234567812345670', null],
  ])('%s is %s', (n, brand) => expect(cardBrand(n)).toBe(brand));
  it('strips spaces and dashes', () => expect(normaliseCardNumber('4242 4242-4242 4242')).toBe('4242424242424242'));
  it('accepts a good card through the last day of its expiry month', () => {
    expect(checkCard(card('4242 4242 4242 4242'), now)).toBeNull();
    expect(checkCard(card('4242424242424242', { expMonth: 11, expYear: 2026 }), now)).toBeNull();
    expect(checkCard(card('4242424242424242', { expMonth: 11, expYear: 26 }), now)).toBeNull();
    expect(checkCard(card('378282246310005', { cvc: '1234' }), now)).toBeNull();
  });
  it('names what is wrong, exactly', () => {
    expect(checkCard(card('4242424242424241'), now)).toEqual({ field: 'number', message: 'Your card number is not valid.' });
    expect(checkCard(card('42424242424242'), now)?.message).toBe('Your card number is not valid.');
    expect(checkCard(card('4242abcd42424242'), now)?.message).toBe('Your card number is not valid.');
    expect(checkCard(card('4242424242424242', { expMonth: 10, expYear: 2026 }), now)).toEqual({
      field: 'expiry',
      message: 'Your card has expired.',
    });
    expect(checkCard(card('4242424242424242', { expMonth: 13 }), now)).toEqual({
      field: 'expiry',
      message: 'Please enter a valid expiry date.',
    });
    expect(checkCard(card('4242424242424242', { cvc: '12' }), now)).toEqual({
      field: 'cvc',
      message: 'Please enter the 3- or 4-digit security code.',
    });
    expect(checkCard(card('378282246310005', { cvc: '123' }), now)?.field).toBe('cvc');
  });
  it('answers the documented sandbox test cards', () => {
    expect(sandboxOutcome('4242424242424242')).toBe('approve');
    expect(sandboxOutcome('4000000000000002')).toBe('decline');
    expect(sandboxOutcome('4000000000009995')).toBe('insufficient_funds');
    expect(sandboxOutcome('4000000000000127')).toBe('incorrect_cvc');
    expect(sandboxOutcome('4000 0000 0000 0002')).toBe('decline');
    expect(sandboxOutcome('5555555555554444')).toBe('approve');
    // the documented approved cards pass the checks
    for (const [n, cvc] of [
      ['4242 4242 4242 4242', '123'],
      ['5555 5555 5555 4444', '123'],
      ['3782 822463 10005', '1234'],
    ])
      expect(checkCard(card(n!, { cvc }), now)).toBeNull();
    expect(SANDBOX_DECLINE_MESSAGES).toEqual({
      decline: 'Your card was declined.',
      insufficient_funds: 'Your card has insufficient funds.',
      incorrect_cvc: "Your card's security code is incorrect.",
    });
    for (const n of ['4000000000000002', '4000000000009995', '4000000000000127']) expect(checkCard(card(n), now)).toBeNull();
  });
});
