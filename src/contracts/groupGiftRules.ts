/**
 * Group gifting's rules (issue 26), without zod: the guest registry and product pages apply them
 * before the server does, and a value imported from a schema module would bring zod into those
 * first loads (`npm run size` checks it). contracts/groupGifts.ts re-exports them with the schemas.
 */

// ---------------------------------------------------------------------------------------------
// Constants

/** A contribution starts at $10 (or at what is left, when less is left). */
export const GROUP_GIFT_MIN_CONTRIBUTION_CENTS = 1_000;
/** The couple's price rule ("gifts of $X or more can be group-gifted"): from $50 to $100,000. */
export const GROUP_GIFT_MIN_PRICE_FLOOR_CENTS = 5_000;
export const GROUP_GIFT_MIN_PRICE_CEILING_CENTS = 10_000_000;
/** What the settings form offers first. */
export const GROUP_GIFT_SUGGESTED_MIN_PRICE_CENTS = 25_000;

/** '$10', '$10.50', '$1,250': how the messages here write an amount (the SPA's price style). */
export function dollars(cents: number): string {
  const whole = Math.floor(Math.abs(cents) / 100).toLocaleString('en-US');
  const rest = Math.abs(cents) % 100;
  return `${cents < 0 ? '-' : ''}$${whole}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}

// ---------------------------------------------------------------------------------------------
// Rules

export type GroupGiftSwitch = boolean | null;

export interface GroupGiftFacts {
  kind: string;
  /** The gift's price now (its SKU's). */
  priceCents: number | null;
  /** The couple's switch for this gift: true on, false off, null follows the price rule. */
  groupGift: GroupGiftSwitch;
  /** The registry's price rule: gifts of this much or more; null when the couple have not set one. */
  minPriceCents: number | null;
  /** What the unit being funded has raised (0 when none is). */
  fundedCents: number;
}

/**
 * Whether guests may contribute to a gift: a gift from our shop, switched on by the couple, or
 * priced at the registry's rule or more. A gift with a unit being funded stays a group gift until
 * the couple switch it off by hand (that refunds its contributors): a new price rule never does.
 */
export function isGroupGift(f: GroupGiftFacts): boolean {
  if (f.kind !== 'PRODUCT' || f.priceCents === null || f.priceCents <= 0) return false;
  if (f.groupGift !== null) return f.groupGift;
  if (f.fundedCents > 0) return true;
  return f.minPriceCents !== null && f.priceCents >= f.minPriceCents;
}

/** The least a guest may give toward what is left: $10, or all of it when less than $10 is left. */
export const minContribution = (remainingCents: number): number => Math.max(0, Math.min(GROUP_GIFT_MIN_CONTRIBUTION_CENTS, remainingCents));

export const FULLY_FUNDED_MESSAGE = 'This gift is fully funded.';
export const overfundMessage = (remainingCents: number) =>
  `Only ${dollars(remainingCents)} is left to fund on this gift. Please contribute ${dollars(remainingCents)} or less.`;
export const underMinimumMessage = (minCents: number) => `Contributions to this gift start at ${dollars(minCents)}.`;

/**
 * Why an amount cannot go toward what is left of a gift (null when it can). Never more than is
 * left: a gift is never funded beyond its price.
 */
export function contributionProblem(amountCents: number, remainingCents: number): string | null {
  if (remainingCents <= 0) return FULLY_FUNDED_MESSAGE;
  if (amountCents > remainingCents) return overfundMessage(remainingCents);
  const min = minContribution(remainingCents);
  if (amountCents < min) return underMinimumMessage(min);
  return null;
}

/** Who a funded gift is from: up to three contributors' names, then how many more ('A, B, C and 2 more'). */
export function giversLine(names: string[]): string {
  const unique = [...new Set(names)];
  if (unique.length <= 3) return unique.join(', ').replace(/, ([^,]*)$/, ' and $1');
  return `${unique.slice(0, 3).join(', ')} and ${unique.length - 3} more`;
}

/** Whole percent funded, rounded down (100 only when fully funded). */
export const fundedPercent = (fundedCents: number, goalCents: number): number =>
  goalCents <= 0 ? 0 : Math.min(100, Math.floor((fundedCents * 100) / goalCents));

/** How many of a gift's newest contributions an item carries. */
export const GROUP_GIFT_CONTRIBUTIONS_SHOWN = 20;
