import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentIntents, savedCards } from '../../db/schema';
import { badRequest, notFound, unauthorized } from '../../lib/errors';
import { findOpenCart, ownerKey, type CartOwner } from '../cart/store';
import type { CardInput, PaymentProvider, TokenisedCard } from './provider';
import type { PaymentIntent, SavedCardsAnswer } from '../../../src/contracts/checkout';

const isExpiredCard = (card: { expMonth: number; expYear: number }, now: Date) =>
  card.expYear < now.getUTCFullYear() || (card.expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1);

/** GET /credit-card: the signed-in user's saved cards (guests have none). */
export async function listCards(
  db: Db,
  owner: CartOwner | null,
  paymentIntentEnabled: boolean,
  now = new Date(),
): Promise<SavedCardsAnswer> {
  if (!owner?.userId) return { creditCards: [] };
  const rows = await db.select().from(savedCards).where(eq(savedCards.userId, owner.userId)).orderBy(asc(savedCards.id));
  const creditCards = rows
    .map((c) => ({
      id: c.id,
      brand: c.brand,
      last4: c.last4,
      expMonth: c.expMonth,
      expYear: c.expYear,
      cardholderName: c.cardholderName,
      isExpired: isExpiredCard(c, now),
    }))
    .filter((c) => !paymentIntentEnabled || !c.isExpired);
  return { creditCards };
}

/** DELETE /credit-card/{id}: another user's card is 'not found', never 'forbidden' (no probing). */
export async function deleteCard(db: Db, owner: CartOwner | null, cardId: number): Promise<void> {
  if (!owner?.userId) throw unauthorized('Please log in to manage your cards.');
  const deleted = await db
    .delete(savedCards)
    .where(and(eq(savedCards.id, cardId), eq(savedCards.userId, owner.userId)))
    .returning({ id: savedCards.id });
  if (deleted.length === 0) throw notFound('We could not find that card.');
}

/** Where flag debugPaymentIntents sends intent details: the request's logger. */
export type IntentDebugLog = { info(details: object, message: string): void };

/**
 * Flag debugPaymentIntents (spec §9): the intent's details for the server log, outside production
 * only (debugIntentLogger decides). Built field by field from what is safe: never the number,
 * CVV, expiry, last 4, cardholder name or the provider's card reference.
 */
export function intentDebugDetails(intent: {
  id: string;
  cartId: number;
  provider: string;
  brand: string;
  savedCard: boolean;
  status: string;
}) {
  return {
    id: intent.id,
    cartId: intent.cartId,
    provider: intent.provider,
    brand: intent.brand,
    savedCard: intent.savedCard,
    status: intent.status,
  };
}

/** The logger to pass to createPaymentIntent: the request's when the flag is on and neither the app nor Node runs as production. */
export function debugIntentLogger(
  config: { env: string; flags: { debugPaymentIntents: boolean } },
  log: IntentDebugLog,
  nodeEnv = process.env.NODE_ENV,
): IntentDebugLog | null {
  return config.flags.debugPaymentIntents && config.env !== 'production' && nodeEnv !== 'production' ? log : null;
}

type IntentInput =
  | { braintreeToken: string; card: CardInput & { postalCode?: string | null }; saveCard: boolean }
  | { braintreeToken: string; creditCardId: number };

/**
 * POST /checkout/create-payment-intent: the card (new, or saved) becomes a provider reference tied
 * to the cart. The number is checked and dropped here; only brand, last 4 and expiry are kept.
 */
export async function createPaymentIntent(
  db: Db,
  provider: PaymentProvider,
  owner: CartOwner | null,
  input: IntentInput,
  now = new Date(),
  debugLog: IntentDebugLog | null = null,
): Promise<PaymentIntent> {
  if (!owner || !provider.verifyClientToken(input.braintreeToken, ownerKey(owner), now)) {
    throw badRequest('Your checkout session expired. Please try again.', { code: 'payment.token_invalid' });
  }
  const cart = await findOpenCart(db, owner);
  if (!cart) throw badRequest('Your cart is empty.', { code: 'checkout.empty' });
  let card: TokenisedCard;
  if ('creditCardId' in input) {
    const [saved] = owner.userId
      ? await db
          .select()
          .from(savedCards)
          .where(and(eq(savedCards.id, input.creditCardId), eq(savedCards.userId, owner.userId)))
          .limit(1)
      : [];
    if (!saved) throw notFound('We could not find that card.');
    if (isExpiredCard(saved, now)) throw badRequest('Your card has expired.', { code: 'payment.card_invalid' });
    card = { providerRef: saved.providerToken, brand: saved.brand, last4: saved.last4, expMonth: saved.expMonth, expYear: saved.expYear };
  } else {
    card = provider.tokenizeCard(input.card, now);
    if (input.saveCard && owner.userId) {
      await db.insert(savedCards).values({
        userId: owner.userId,
        provider: provider.name,
        providerToken: card.providerRef,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
        cardholderName: input.card.cardholderName,
      });
    }
  }
  const id = `pi_${randomBytes(12).toString('base64url')}`;
  await db.insert(paymentIntents).values({
    id,
    cartId: cart.id,
    provider: provider.name,
    providerRef: card.providerRef,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
  });
  debugLog?.info(
    {
      paymentIntent: intentDebugDetails({
        id,
        cartId: cart.id,
        provider: provider.name,
        brand: card.brand,
        savedCard: 'creditCardId' in input,
        status: 'requires_confirmation',
      }),
    },
    'payment intent created',
  );
  return {
    paymentIntentId: id,
    card: { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear },
    status: 'requires_confirmation' as const,
  };
}
