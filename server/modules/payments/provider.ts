import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { badRequest } from '../../lib/errors';
import { cardBrand, checkCard, normaliseCardNumber, SANDBOX_DECLINE_MESSAGES, sandboxOutcome, type SandboxOutcome } from './cards';

/** A card as the checkout form sends it. The number never leaves this module. */
export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  cardholderName: string;
}

/** What may be kept of a card: the provider's token and what a receipt shows. */
export interface TokenisedCard {
  providerRef: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type Authorization = { ok: true; authorizationRef: string } | { ok: false; code: string; message: string };
export type Refund = { ok: true; refundRef: string } | { ok: false; message: string };

/**
 * The payment provider behind checkout. The default is the embedded sandbox; a real provider
 * (Braintree, Stripe) implements the same calls: a client token for the browser, tokenising a
 * card into a reusable reference, authorising an amount against it, then capturing or voiding.
 */
export interface PaymentProvider {
  readonly name: string;
  /** True for the sandbox: the UI says 'Test mode' and no money moves. */
  readonly testMode: boolean;
  clientToken(ownerKey: string, now: Date): string;
  verifyClientToken(token: string, ownerKey: string, now: Date): boolean;
  /** Checks the card (Luhn, expiry, CVC) and returns a reference; throws a 400 with the card's problem. */
  tokenizeCard(card: CardInput, now: Date): TokenisedCard;
  authorize(input: { providerRef: string; amountCents: number; idempotencyKey: string }): Promise<Authorization>;
  capture(authorizationRef: string): Promise<void>;
  void(authorizationRef: string): Promise<void>;
  /** Gives part (or all) of a captured payment back to its card; the key makes a retry refund once. */
  refund(input: { authorizationRef: string; amountCents: number; idempotencyKey: string }): Promise<Refund>;
}

export const CLIENT_TOKEN_TTL_MS = 30 * 60 * 1000;

/**
 * The embedded sandbox: behaves like a real provider for the documented test cards (API.md) so the
 * whole flow runs offline. Its card reference carries only the test outcome and a random id.
 */
export function sandboxProvider(secret: string): PaymentProvider {
  const sign = (payload: string) => createHmac('sha256', secret).update(`sandbox-client-token:${payload}`).digest('base64url');
  return {
    name: 'sandbox',
    testMode: true,
    clientToken(ownerKey, now) {
      const expires = now.getTime() + CLIENT_TOKEN_TTL_MS;
      return `sandbox_${expires}_${sign(`${ownerKey}.${expires}`)}`;
    },
    verifyClientToken(token, ownerKey, now) {
      const match = /^sandbox_(\d+)_([\w-]+)$/.exec(token);
      if (!match) return false;
      const expires = Number(match[1]);
      if (expires < now.getTime()) return false;
      const expected = Buffer.from(sign(`${ownerKey}.${expires}`));
      const given = Buffer.from(match[2]!);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
    tokenizeCard(card, now) {
      const digits = normaliseCardNumber(card.number);
      const problem = checkCard({ number: digits, expMonth: card.expMonth, expYear: card.expYear, cvc: card.cvc }, now);
      if (problem)
        throw badRequest(problem.message, { code: 'payment.card_invalid', fields: { [`card.${problem.field}`]: problem.message } });
      const expYear = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
      return {
        providerRef: `sbx_${sandboxOutcome(digits)}_${randomBytes(9).toString('base64url')}`,
        brand: cardBrand(digits) ?? 'card',
        last4: digits.slice(-4),
        expMonth: card.expMonth,
        expYear,
      };
    },
    async authorize({ providerRef }) {
      const outcome = /^sbx_(approve|decline|insufficient_funds|incorrect_cvc)_/.exec(providerRef)?.[1] as SandboxOutcome | undefined;
      if (!outcome) return { ok: false, code: 'payment.declined', message: SANDBOX_DECLINE_MESSAGES.decline };
      if (outcome !== 'approve') return { ok: false, code: 'payment.declined', message: SANDBOX_DECLINE_MESSAGES[outcome] };
      return { ok: true, authorizationRef: `sbx_auth_${randomBytes(9).toString('base64url')}` };
    },
    async capture() {},
    async void() {},
    async refund({ amountCents }) {
      if (!Number.isInteger(amountCents) || amountCents <= 0) return { ok: false, message: 'A refund must be a positive amount.' };
      return { ok: true, refundRef: `sbx_refund_${randomBytes(9).toString('base64url')}` };
    },
  };
}

/** The configured provider. Only the sandbox ships today; a real one is added here. */
export function createPaymentProvider(name: string, secret: string): PaymentProvider {
  if (name === 'sandbox') return sandboxProvider(secret);
  throw new Error(`Unknown PAYMENT_PROVIDER '${name}' (supported: sandbox)`);
}
