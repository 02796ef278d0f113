/**
 * Card-number arithmetic shared by the checkout form and the server's payment checks, so both
 * sides agree on what a well-formed number is.
 */

/** A typed card number without its spaces and dashes. */
export const cardDigits = (input: string) => input.replace(/[\s-]/g, '');

/** The Luhn checksum of a string of digits (any length; false for anything else). */
export function luhnChecksumValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
