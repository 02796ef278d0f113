import { z } from 'zod';
import { money } from './inputs';

/**
 * Group gifting (issue 26; server/API.md "Group gifts"): guests each pay part of a gift from our
 * shop; it ships to the couple once its price is paid in full. The rules here are the ones both
 * sides apply: the server decides inside the checkout transaction, the SPA says the same first.
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

// ---------------------------------------------------------------------------------------------
// Requests

const MIN_PRICE_MESSAGE = `Choose an amount from ${dollars(GROUP_GIFT_MIN_PRICE_FLOOR_CENTS)} to ${dollars(GROUP_GIFT_MIN_PRICE_CEILING_CENTS)}.`;

/** PUT /registry/group-gifting: the registry's price rule, or null to have none. */
export const groupGiftingBody = z
  .object({
    min_price_cents: money(
      GROUP_GIFT_MIN_PRICE_FLOOR_CENTS,
      GROUP_GIFT_MIN_PRICE_CEILING_CENTS,
      MIN_PRICE_MESSAGE,
      'Enter the amount in whole cents.',
    ).nullable(),
  })
  .strict();
export type GroupGiftingBody = z.input<typeof groupGiftingBody>;

/** PUT /registry/items/{id}/group-gift: on, off (refunds a unit being funded), or null to follow the price rule. */
export const groupGiftSwitchBody = z.object({ group_gift: z.boolean({ message: 'must be true, false or null' }).nullable() }).strict();
export type GroupGiftSwitchBody = z.input<typeof groupGiftSwitchBody>;

// ---------------------------------------------------------------------------------------------
// Answers

/** GET and PUT /registry/group-gifting. */
export const groupGiftingAnswer = z.object({
  min_price_cents: z.number().nullable(),
  /** How many of the registry's gifts guests can contribute to now. */
  group_gift_count: z.number(),
});
export type GroupGiftingAnswer = z.infer<typeof groupGiftingAnswer>;

/** One contribution as everyone sees it: who and their message, never how much. */
export const groupGiftContributionView = z.object({ giver_name: z.string(), message: z.string(), received_at: z.string() });
export type GroupGiftContributionView = z.infer<typeof groupGiftContributionView>;

/** How many of a gift's newest contributions an item carries. */
export const GROUP_GIFT_CONTRIBUTIONS_SHOWN = 20;

/** A registry item's `group_gift` (API.md `Item`): null unless guests can contribute to it. */
export const itemGroupGift = z.object({
  /** The couple's switch: true, false or null (follows the price rule). */
  setting: z.boolean().nullable(),
  /** What the unit being funded costs (its price when its first contribution came; the price now before that). */
  goal_cents: z.number(),
  funded_cents: z.number(),
  remaining_cents: z.number(),
  /** The least the next guest may give (GROUP_GIFT_MIN_CONTRIBUTION_CENTS, or what is left). */
  min_contribution_cents: z.number(),
  /** Whole units a guest can still buy outright (what is needed, less the unit being funded). */
  buyable_qty: z.number(),
  contribution_count: z.number(),
  contributions: z.array(groupGiftContributionView),
});
export type ItemGroupGift = z.infer<typeof itemGroupGift>;

/** PUT /registry/items/{id}/group-gift: the item, and the contributions the change refunded. */
export const refundSummary = z.object({ count: z.number(), amount_cents: z.number() });
export type RefundSummary = z.infer<typeof refundSummary>;

/** The couple's view of one contributor (GET /registry/group-gifts): with the amount. */
export const coupleContribution = z.object({
  id: z.number(),
  giver_name: z.string(),
  giver_email: z.string(),
  message: z.string(),
  amount_cents: z.number(),
  received_at: z.string(),
  status: z.enum(['HELD', 'FUNDED', 'REFUNDED']),
  /** REFUNDED: to the card, as store credit, and why. */
  refund: z
    .object({
      card_cents: z.number(),
      credit_cents: z.number(),
      reason: z.enum(['CONVERTED', 'REMOVED']),
      refunded_at: z.string(),
    })
    .nullable(),
});
export type CoupleContribution = z.infer<typeof coupleContribution>;

/**
 * One unit of a group gift as the couple's tracker shows it: being funded, funded (its order ships
 * it to them; the fulfilment status is the order line's), or refunded.
 */
export const coupleGroupGift = z.object({
  key: z.string(),
  item_id: z.number().nullable(),
  title: z.string(),
  image_url: z.string().nullable(),
  status: z.enum(['FUNDING', 'FUNDED', 'REFUNDED']),
  goal_cents: z.number(),
  funded_cents: z.number(),
  order_number: z.string().nullable(),
  fulfilment_status: z.string().nullable(),
  contributions: z.array(coupleContribution),
});
export type CoupleGroupGift = z.infer<typeof coupleGroupGift>;
export const coupleGroupGiftsAnswer = z.object({ group_gifts: z.array(coupleGroupGift) });
export type CoupleGroupGiftsAnswer = z.infer<typeof coupleGroupGiftsAnswer>;
