import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { badRequest, conflict, unauthorized, AppError } from '../../lib/errors';
import type { CartAndTotals, CheckoutSummary, PromoAnswer, ShippingMethod, Totals } from '../../../src/contracts/checkout';
import { cartView } from '../cart/service';
import { isContribution, lineRows, registrySummary, unitPriceOf, type LineRow } from '../cart/lines';
import { findPromo, isExpired, promoRule } from '../cart/promos';
import { findOpenCart, touchCart, type CartOwner, type CartRow } from '../cart/store';
import { computeTotals, promoProblem, type TotalsLine } from './rules/totals';
import { stateForZip } from './rules/usAddress';
import type { Flags } from '../../../src/contracts/checkout';
import { completionFor, type CompletionLines } from '../credit/completion';

export const methodOf = (flags: Pick<Flags, 'isExpedited' | 'isRushed'>): ShippingMethod =>
  flags.isRushed ? 'RUSH' : flags.isExpedited ? 'EXPEDITED' : 'STANDARD';

/** The pricing view of a cart line: what is taxed and what ships (e-delivery and cash funds do not). */
export function totalsLine(r: LineRow): TotalsLine {
  // A contribution (to a cash fund or a group gift) is an amount: neither taxed nor shipped here (a
  // group gift ships to the couple in its own order once funded).
  // A paper line (issue 30) is printed and shipped to the buyer: taxed and shipped like a product.
  const isFund = isContribution(r);
  const isGiftCard = r.productKind === 'GIFT_CARD';
  return {
    id: r.id,
    name: (r.kind === 'CASH_FUND' ? r.fundTitle : r.kind === 'PAPER' ? r.paperDesignName : r.productName) ?? 'Gift',
    kind: r.kind,
    quantity: r.quantity,
    unitPriceCents: unitPriceOf(r),
    taxable: !isFund && !isGiftCard,
    shippable: !isFund && r.shipMethod !== 'E-delivery',
    deliverySurchargeCents: isFund ? 0 : (r.deliverySurchargeCents ?? 0),
    shippingRestrictions: isFund ? null : (r.shippingRestrictions ?? null),
  };
}

/**
 * Where the order goes, for tax and shipping rules: a registry cart ships to the couple (their
 * state, never their street); otherwise the ZIP (or state) the buyer gave.
 */
export async function destinationState(db: DbOrTx, cart: CartRow | undefined, flags: Partial<Flags>): Promise<string | null> {
  if (cart?.registryId) return (await registrySummary(db, cart.registryId))?.stateCode ?? null;
  if (flags.zipCode) {
    // An address the buyer confirmed as entered (validate-address bypass) may name a ZIP we do not know.
    const state = stateForZip(flags.zipCode) ?? flags.stateCode;
    if (!state)
      throw badRequest('We could not find that ZIP code.', { code: 'validation', fields: { zipCode: 'We could not find that ZIP code.' } });
    return state;
  }
  return flags.stateCode ?? null;
}

export async function creditBalance(db: DbOrTx, owner: CartOwner | null): Promise<number> {
  if (!owner?.userId) return 0;
  const [row] = await db.select({ credit: users.creditBalanceCents }).from(users).where(eq(users.id, owner.userId)).limit(1);
  return row?.credit ?? 0;
}

/**
 * The totals of a cart's lines for these flags. The promo is ignored once it expired. The couple's
 * completion discount is worked out here unless the caller (checkout, which claims it) passes it.
 */
export async function totalsFor(
  db: DbOrTx,
  owner: CartOwner | null,
  cart: CartRow | undefined,
  flags: Partial<Flags>,
  rows?: LineRow[],
  now = new Date(),
  completion?: CompletionLines,
): Promise<Totals> {
  const lines = cart ? (rows ?? (await lineRows(db, cart.id))) : [];
  const promo = cart?.promoCode ? await findPromo(db, cart.promoCode) : null;
  const discounts = completion ?? (await completionFor(db, owner, cart, lines, now));
  return computeTotals({
    lines: lines.map((r) => ({ ...totalsLine(r), completionDiscountCents: discounts.get(r.id)?.discountCents ?? 0 })),
    method: methodOf({ isExpedited: flags.isExpedited ?? false, isRushed: flags.isRushed ?? false }),
    stateCode: await destinationState(db, cart, flags),
    promo: promo && !isExpired(promo, now) ? promoRule(promo) : null,
    creditAvailableCents: await creditBalance(db, owner),
    applyCredit: cart?.applyCredit ?? false,
  });
}

export async function cartAndTotals(db: Db, owner: CartOwner | null, flags: Partial<Flags>): Promise<CartAndTotals> {
  const cart = owner ? await findOpenCart(db, owner) : undefined;
  return { cart: await cartView(db, cart), totals: await totalsFor(db, owner, cart, flags) };
}

/** GET /checkout: the cart, its totals for the couple's state (or no destination yet) and who is buying. */
export async function checkoutSummary(db: Db, owner: CartOwner | null, testMode: boolean): Promise<CheckoutSummary> {
  const { cart, totals } = await cartAndTotals(db, owner, {});
  let user: CheckoutSummary['user'] = { isGuest: true, email: null, firstName: null, lastName: null, creditBalanceCents: 0 };
  if (owner?.userId) {
    const [row] = await db.select().from(users).where(eq(users.id, owner.userId)).limit(1);
    if (row)
      user = {
        isGuest: false,
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        creditBalanceCents: row.creditBalanceCents,
      };
  }
  return { cart, totals, user, testMode };
}

/**
 * Applies a promo code to the cart. A code that does not apply answers 422 with the reason in
 * `trigger` (spec §8: the client shows it, or 'Promo {code} could not be applied').
 */
export async function applyPromo(db: Db, owner: CartOwner | null, code: string, flags: Flags, now = new Date()): Promise<PromoAnswer> {
  const cart = owner ? await findOpenCart(db, owner) : undefined;
  if (!owner || !cart) throw promoError(code, 'Add something to your cart first.');
  const promo = await findPromo(db, code);
  if (!promo) throw promoError(code, 'We do not recognise that code.');
  if (isExpired(promo, now)) throw promoError(code, 'This code has expired.');
  const before = await totalsFor(db, owner, cart, flags);
  const problem = promoProblem(promoRule(promo), before.subtotalCents - before.completionDiscountCents);
  if (problem) throw promoError(code, problem);
  await touchCart(db, cart.id, { promoCode: promo.code });
  const answer = await cartAndTotals(db, owner, flags);
  return { ...answer, promo: answer.cart.promo };
}

const promoError = (code: string, trigger: string) =>
  new AppError(422, `Promo ${code} could not be applied`, { code: 'promo.invalid', trigger });

export async function removePromo(db: Db, owner: CartOwner | null, flags: Flags): Promise<CartAndTotals> {
  const cart = owner ? await findOpenCart(db, owner) : undefined;
  if (cart) await touchCart(db, cart.id, { promoCode: null });
  return cartAndTotals(db, owner, flags);
}

export async function setCredit(db: Db, owner: CartOwner | null, apply: boolean, flags: Flags): Promise<CartAndTotals> {
  if (!owner?.userId) throw unauthorized('Please log in to use your credit.');
  const cart = await findOpenCart(db, owner);
  if (!cart) throw conflict('Add something to your cart first.', { code: 'cart.empty' });
  if (apply && (await creditBalance(db, owner)) <= 0) throw badRequest('You have no credit to apply.', { code: 'credit.none' });
  await touchCart(db, cart.id, { applyCredit: apply });
  return cartAndTotals(db, owner, flags);
}
