import { cardDigits as digitsOf, luhnChecksumValid as luhnValid } from '../../contracts/cardNumbers';
import { isEmail } from '../../lib/validation';
import type { Address, NewCard, ShippingOption } from './types';

/**
 * The checkout form's own checks, run before anything is sent; their messages are the server's
 * (server/API.md), so a buyer reads the same words whichever side catches the mistake.
 */
export type FieldErrors = Partial<Record<string, string>>;

/** The sandbox's test cards (server/API.md), shown beside the card form in test mode. */
export const TEST_CARDS: ReadonlyArray<{ number: string; outcome: string }> = [
  { number: '4242 4242 4242 4242', outcome: 'Visa, approved' },
  { number: '5555 5555 5555 4444', outcome: 'Mastercard, approved' },
  { number: '3782 822463 10005', outcome: 'Amex, approved' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
  { number: '4000 0000 0000 9995', outcome: 'insufficient funds' },
  { number: '4000 0000 0000 0127', outcome: 'incorrect security code' },
];

export { cardDigits as digitsOf, luhnChecksumValid as luhnValid } from '../../contracts/cardNumbers';

/** 'MM/YY' (or 'MM / YYYY') → month and four-digit year; null when it is not a date. */
export function parseExpiry(value: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const expMonth = Number(match[1]);
  const year = Number(match[2]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: year < 100 ? 2000 + year : year };
}

export interface CardDraft {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

/** The card fields' problems; a card is good through the last day of its expiry month. */
export function cardErrors(card: CardDraft, today: Date): FieldErrors {
  const errors: FieldErrors = {};
  const digits = digitsOf(card.number);
  if (digits.length < 13 || digits.length > 19 || !luhnValid(digits)) errors.number = 'Your card number is not valid.';
  const expiry = parseExpiry(card.expiry);
  if (!expiry) errors.expiry = 'Please enter a valid expiry date.';
  else if (expiry.expYear * 12 + expiry.expMonth - 1 < today.getFullYear() * 12 + today.getMonth())
    errors.expiry = 'Your card has expired.';
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = 'Please enter the 3- or 4-digit security code.';
  if (!card.name.trim()) errors.name = 'Please enter the name on the card.';
  return errors;
}

/** The card as the payment intent call wants it (call only when cardErrors found nothing). */
export function toNewCard(card: CardDraft): NewCard {
  const expiry = parseExpiry(card.expiry)!;
  return {
    number: digitsOf(card.number),
    expMonth: expiry.expMonth,
    expYear: expiry.expYear,
    cvc: card.cvc.trim(),
    cardholderName: card.name.trim(),
  };
}

export function contactErrors(contact: { email: string; giverName: string; giftMessage: string }): FieldErrors {
  const errors: FieldErrors = {};
  if (!isEmail(contact.email)) errors.email = 'Please enter a valid email address.';
  if (!contact.giverName.trim()) errors.giverName = 'Please tell the couple who the gift is from.';
  if (contact.giftMessage.length > 500) errors.giftMessage = 'Gift messages can be at most 500 characters.';
  return errors;
}

export const EMPTY_ADDRESS: Address = { name: '', address1: '', address2: '', city: '', stateCode: '', zipCode: '' };

export function addressErrors(address: Address): FieldErrors {
  const errors: FieldErrors = {};
  if (!address.name.trim()) errors.name = 'Please enter the name to ship to.';
  if (!address.address1.trim()) errors.address1 = 'Please enter a street address.';
  if (!address.city.trim()) errors.city = 'Please enter a city.';
  if (!address.stateCode) errors.stateCode = 'Please choose a state.';
  if (!/^\d{5}(-\d{4})?$/.test(address.zipCode.trim())) errors.zipCode = 'Please enter a 5-digit ZIP code.';
  return errors;
}

/** The address as sent: trimmed, without an empty second line. */
export function cleanAddress(address: Address): Address {
  const clean: Address = {
    name: address.name.trim(),
    address1: address.address1.trim(),
    city: address.city.trim(),
    stateCode: address.stateCode,
    zipCode: address.zipCode.trim(),
  };
  if (address.address2?.trim()) clean.address2 = address.address2.trim();
  return clean;
}

/** 'Expires 12/30'. */
export const expiryLabel = (month: number, year: number) => `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;

/** A shipping option's line: 'Standard — Free', 'Expedited — $14.95'. */
export function shippingOptionPrice(option: ShippingOption, format: (cents: number) => string): string {
  return option.priceCents === 0 ? 'Free' : format(option.priceCents);
}

const BRAND_NAMES: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' };

/** The card network as people write it ('visa' → 'Visa'). */
export const cardBrandLabel = (brand: string) => BRAND_NAMES[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
