import { formatCents } from '../../../lib/money';
import type { ShippingMethod, Totals } from '../../../../src/contracts/checkout';
import { taxCents } from './taxRates';
import { shippingRegion } from './usAddress';

/** Standard shipping is free from this much of shippable goods (after their share of the discount). */
export const FREE_SHIPPING_THRESHOLD_CENTS = 5000;
export const STANDARD_SHIPPING_CENTS = 795;
export const EXPEDITED_SHIPPING_CENTS = 1495;
export const RUSH_SHIPPING_CENTS = 2495;

export interface TotalsLine {
  id: number;
  name: string;
  kind: 'PRODUCT' | 'CASH_FUND' | 'GROUP_GIFT' | 'PAPER';
  quantity: number;
  unitPriceCents: number;
  /** Cash funds and gift cards are not taxed. */
  taxable: boolean;
  /** False for e-delivery and cash funds. */
  shippable: boolean;
  /** Per unit, for heavy or perishable items (spec §9). */
  deliverySurchargeCents: number;
  shippingRestrictions: string[] | null;
  /** The couple's completion discount on this line (contracts/completionDiscount.ts); 0 when none. */
  completionDiscountCents?: number;
}

export type PromoRule = {
  code: string;
  description: string;
  kind: 'PERCENT' | 'FIXED' | 'FREE_SHIPPING';
  value: number;
  minSubtotalCents: number;
};

export interface TotalsInput {
  lines: TotalsLine[];
  method: ShippingMethod;
  stateCode: string | null;
  promo: PromoRule | null;
  creditAvailableCents: number;
  applyCredit: boolean;
}

/** Why a promo does not apply to this subtotal, or null when it does. */
export function promoProblem(promo: PromoRule, subtotalCents: number): string | null {
  return subtotalCents < promo.minSubtotalCents ? `Spend ${formatCents(promo.minSubtotalCents)} to use this code.` : null;
}

function discountFor(promo: PromoRule | null, subtotalCents: number): number {
  if (!promo || promoProblem(promo, subtotalCents)) return 0;
  if (promo.kind === 'PERCENT') return Math.floor((subtotalCents * Math.min(Math.max(promo.value, 0), 100)) / 100);
  if (promo.kind === 'FIXED') return Math.min(Math.max(promo.value, 0), subtotalCents);
  return 0;
}

/** A part's pro-rata share of the discount, rounded down (the rest stays on the other lines). */
const shareOf = (partCents: number, subtotalCents: number, discountCents: number) =>
  subtotalCents > 0 ? Math.floor((discountCents * partCents) / subtotalCents) : 0;

const EXCLUSION_REASONS = {
  US_ALASKA_AND_HAWAII: 'Cannot ship to Hawaii or Alaska',
  US_TERRITORIES: 'Cannot ship to U.S. territories',
  US_MILITARY: 'Cannot ship to military addresses',
  US_CONTIGUOUS: 'Cannot ship to this address',
} as const;

/**
 * The checkout totals (API.md 'Totals'), all integer cents:
 * total = subtotal − completion discount + shipping + surcharge + tax − discount − credit, never below zero.
 * The completion discount comes off its lines first; the promo, the free-shipping threshold and the
 * tax then work on what is left of each line.
 */
export function computeTotals(input: TotalsInput): Totals {
  const grossOf = (l: TotalsLine) => Math.max(l.quantity, 0) * Math.max(l.unitPriceCents, 0);
  const completionOf = (l: TotalsLine) => Math.min(Math.max(l.completionDiscountCents ?? 0, 0), grossOf(l));
  const lineTotal = (l: TotalsLine) => grossOf(l) - completionOf(l);
  const subtotalCents = input.lines.reduce((sum, l) => sum + grossOf(l), 0);
  const completionDiscountCents = input.lines.reduce((sum, l) => sum + completionOf(l), 0);
  const netSubtotal = subtotalCents - completionDiscountCents;
  const discountCents = discountFor(input.promo, netSubtotal);

  const shippable = input.lines.filter((l) => l.shippable);
  const shipsAnything = shippable.length > 0;
  const shippableGoods = shippable.reduce((sum, l) => sum + lineTotal(l), 0);
  const shippableAfterDiscount = shippableGoods - shareOf(shippableGoods, netSubtotal, discountCents);
  const freeStandard =
    input.promo?.kind === 'FREE_SHIPPING' && !promoProblem(input.promo, netSubtotal)
      ? true
      : shippableAfterDiscount >= FREE_SHIPPING_THRESHOLD_CENTS;
  const standardCents = freeStandard || !shipsAnything ? 0 : STANDARD_SHIPPING_CENTS;
  const shippingOptions: Totals['shippingOptions'] = [
    {
      method: 'STANDARD',
      label: standardCents === 0 ? 'Free standard shipping' : 'Standard shipping',
      priceCents: standardCents,
      available: shipsAnything,
    },
    { method: 'EXPEDITED', label: 'Expedited shipping', priceCents: EXPEDITED_SHIPPING_CENTS, available: shipsAnything },
    { method: 'RUSH', label: 'Rush shipping (1-2 business days)', priceCents: RUSH_SHIPPING_CENTS, available: shipsAnything },
  ];
  const shippingMethod: ShippingMethod = shipsAnything ? input.method : 'STANDARD';
  const shippingCents = shipsAnything ? shippingOptions.find((o) => o.method === shippingMethod)!.priceCents : 0;
  const surchargeCents = shippable.reduce((sum, l) => sum + Math.max(l.quantity, 0) * Math.max(l.deliverySurchargeCents, 0), 0);

  const taxableGoods = input.lines.filter((l) => l.taxable).reduce((sum, l) => sum + lineTotal(l), 0);
  const tax = taxCents(taxableGoods - shareOf(taxableGoods, netSubtotal, discountCents), input.stateCode);

  const beforeCredit = netSubtotal + shippingCents + surchargeCents + tax.taxCents - discountCents;
  const creditAvailableCents = Math.max(input.creditAvailableCents, 0);
  const creditAppliedCents = input.applyCredit ? Math.min(creditAvailableCents, Math.max(beforeCredit, 0)) : 0;
  const totalCents = Math.max(beforeCredit - creditAppliedCents, 0);

  const region = input.stateCode ? shippingRegion(input.stateCode) : null;
  const shippingExclusions = region
    ? input.lines
        .filter((l) => l.shippingRestrictions && !l.shippingRestrictions.includes(region))
        .map((l) => ({ itemId: l.id, name: l.name, reason: EXCLUSION_REASONS[region] }))
    : [];

  return {
    subtotalCents,
    shippingMethod,
    shippingCents,
    surchargeCents,
    taxCents: tax.taxCents,
    taxRateBps: tax.rateBps,
    taxStateCode: input.stateCode,
    discountCents,
    completionDiscountCents,
    creditAppliedCents,
    creditAvailableCents,
    totalCents,
    freeShippingThresholdCents: FREE_SHIPPING_THRESHOLD_CENTS,
    shippingOptions,
    shippingExclusions,
  };
}
