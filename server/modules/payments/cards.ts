/** Card checks a provider makes before it will tokenise a card. Pure; the number never leaves. */
import { cardDigits, luhnChecksumValid } from '../../../src/contracts/cardNumbers';

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover';

export const normaliseCardNumber = cardDigits;

/** A card number's length range (12-19 digits) and its Luhn checksum. */
export const luhnValid = (digits: string): boolean => /^\d{12,19}$/.test(digits) && luhnChecksumValid(digits);

const BRAND_LENGTHS: Record<CardBrand, number[]> = { visa: [13, 16, 19], mastercard: [16], amex: [15], discover: [16, 17, 18, 19] };

/** The brand by its issuer prefix (IIN), or null. */
export function cardBrand(digits: string): CardBrand | null {
  if (!/^\d+$/.test(digits)) return null;
  if (digits.startsWith('4')) return 'visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  if (two === 34 || two === 37) return 'amex';
  const three = Number(digits.slice(0, 3));
  if (digits.startsWith('6011') || two === 65 || (three >= 644 && three <= 649)) return 'discover';
  return null;
}

export type CardProblem = { field: 'number' | 'expiry' | 'cvc'; message: string };

export function checkCard(card: { number: string; expMonth: number; expYear: number; cvc: string }, now: Date): CardProblem | null {
  const digits = normaliseCardNumber(card.number);
  const brand = cardBrand(digits);
  if (!brand || !BRAND_LENGTHS[brand].includes(digits.length) || !luhnValid(digits)) {
    return { field: 'number', message: 'Your card number is not valid.' };
  }
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12 || !Number.isInteger(card.expYear) || card.expYear < 0) {
    return { field: 'expiry', message: 'Please enter a valid expiry date.' };
  }
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  // Valid through the last day of the expiry month.
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (card.expMonth - 1) < thisMonth) return { field: 'expiry', message: 'Your card has expired.' };
  const cvcLength = brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim())) {
    return { field: 'cvc', message: 'Please enter the 3- or 4-digit security code.' };
  }
  return null;
}

export type SandboxOutcome = 'approve' | 'decline' | 'insufficient_funds' | 'incorrect_cvc';

/** The sandbox's documented test cards (README, API.md); any other valid number is approved. */
const SANDBOX_CARDS: Record<string, SandboxOutcome> = {
  '4000000000000002': 'decline',
  '4000000000009995': 'insufficient_funds',
  '4000000000000127': 'incorrect_cvc',
};

export const sandboxOutcome = (digits: string): SandboxOutcome => SANDBOX_CARDS[normaliseCardNumber(digits)] ?? 'approve';

export const SANDBOX_DECLINE_MESSAGES: Record<Exclude<SandboxOutcome, 'approve'>, string> = {
  decline: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  incorrect_cvc: "Your card's security code is incorrect.",
};
