import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { promoCodes } from '../../db/schema';
import { computeTotals, type PromoRule } from '../checkout/rules/totals';

export type PromoRow = typeof promoCodes.$inferSelect;

/** Codes are matched case-insensitively and stored upper-case. */
export const normalisePromoCode = (code: string) => code.trim().toUpperCase();

export async function findPromo(db: DbOrTx, code: string): Promise<PromoRow | null> {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(eq(promoCodes.code, normalisePromoCode(code)))
    .limit(1);
  return row ?? null;
}

export const isExpired = (promo: PromoRow, now: Date) => promo.expiresAt !== null && promo.expiresAt <= now;

export function promoRule(promo: PromoRow): PromoRule {
  return {
    code: promo.code,
    description: promo.description,
    kind: promo.kind,
    value: promo.value,
    minSubtotalCents: promo.minSubtotalCents,
  };
}

/** The cart's promo as the client shows it, with the discount the totals rules give this subtotal. */
export function promoView(promo: PromoRow, subtotalCents: number) {
  const { discountCents } = computeTotals({
    lines: [
      {
        id: 0,
        name: '',
        kind: 'PRODUCT',
        quantity: 1,
        unitPriceCents: subtotalCents,
        taxable: false,
        shippable: false,
        deliverySurchargeCents: 0,
        shippingRestrictions: null,
      },
    ],
    method: 'STANDARD',
    stateCode: null,
    promo: promoRule(promo),
    creditAvailableCents: 0,
    applyCredit: false,
  });
  return { code: promo.code, description: promo.description, discountCents };
}

export async function countRedemption(db: DbOrTx, code: string): Promise<void> {
  await db
    .update(promoCodes)
    .set({ redemptions: sql`${promoCodes.redemptions} + 1` })
    .where(eq(promoCodes.code, code));
}
