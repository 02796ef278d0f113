import { luhnChecksumValid } from './cardNumbers';

/**
 * Card data never leaves the browser in a report (logrocket-checkout) nor is stored from one
 * (POST /api/v0/log keeps reports scrubbed by the same rule). Three rules:
 * - a field whose name says card data (number, CVV/CVC/security code, expiry, cardholder) is
 *   replaced whatever it holds;
 * - any run of 12 to 19 digits (spaces or dashes between them allowed) that passes Luhn is a PAN;
 * - text that looks like an expiry (MM/YY, MM/YYYY) next to such a field is dropped with the field.
 */
export const REDACTED = '[redacted]';

const CARD_FIELD =
  /(card.?num|cc.?num|^pan$|^number$|cvv|cvc|csc|security.?code|exp(iry|iration)?.?(date|month|year)?$|^exp$|cardholder|card.?holder|^card$)/i;

/** 12–19 digits, allowing single spaces or dashes between them, not inside a longer digit run. */
const DIGIT_RUN = /(?<![\d])\d(?:[ -]?\d){11,18}(?![\d])/g;

/** The text with every Luhn-valid 12–19 digit card number replaced. */
export function scrubText(text: string): string {
  return text.replace(DIGIT_RUN, (run) => (luhnChecksumValid(run.replace(/[ -]/g, '')) ? REDACTED : run));
}

/** A deep copy of `value` without card data (see above); depth-limited so a cycle cannot hang it. */
export function scrubCardData(value: unknown, depth = 0): unknown {
  if (depth > 10) return REDACTED;
  if (typeof value === 'string') return scrubText(value);
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 && luhnLooking(String(value)) ? REDACTED : value;
  if (Array.isArray(value)) return value.map((v) => scrubCardData(v, depth + 1));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) out[key] = CARD_FIELD.test(key) ? REDACTED : scrubCardData(v, depth + 1);
    return out;
  }
  return value;
}

const luhnLooking = (digits: string) => digits.length >= 12 && digits.length <= 19 && luhnChecksumValid(digits);
