import { cardBrand, checkCard, luhnValid, normaliseCardNumber, SANDBOX_DECLINE_MESSAGES, sandboxOutcome } from '../../../server/modules/payments/cards';

const now = new Date('2026-11-23T12:00:00Z');
const card = (number: string, extra: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) => ({ number, expMonth: 12, expYear: 2030, cvc: '123', ...extra });

describe('cards', () => {
  it('checks the Luhn digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42424242')).toBe(false);
  });
  it.each([
    ['4242424242424242', 'visa'], ['5555555555554444', 'mastercard'], ['2223003122003222', 'mastercard'], ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'], ['1234567812345670', null],
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
    expect(checkCard(card('4242424242424242', { expMonth: 10, expYear: 2026 }), now)).toEqual({ field: 'expiry', message: 'Your card has expired.' });
    expect(checkCard(card('4242424242424242', { expMonth: 13 }), now)).toEqual({ field: 'expiry', message: 'Please enter a valid expiry date.' });
    expect(checkCard(card('4242424242424242', { cvc: '12' }), now)).toEqual({ field: 'cvc', message: 'Please enter the 3- or 4-digit security code.' });
    expect(checkCard(card('378282246310005', { cvc: '123' }), now)?.field).toBe('cvc');
  });
  it('answers the documented sandbox test cards', () => {
    expect(sandboxOutcome('4242424242424242')).toBe('approve');
    expect(sandboxOutcome('4000000000000002')).toBe('decline');
    expect(sandboxOutcome('4000000000009995')).toBe('insufficient_funds');
    expect(sandboxOutcome('4000000000000127')).toBe('incorrect_cvc');
    expect(SANDBOX_DECLINE_MESSAGES).toEqual({
      decline: 'Your card was declined.',
      insufficient_funds: 'Your card has insufficient funds.',
      incorrect_cvc: "Your card's security code is incorrect.",
    });
    for (const n of ['4000000000000002', '4000000000009995', '4000000000000127']) expect(checkCard(card(n), now)).toBeNull();
  });
});
