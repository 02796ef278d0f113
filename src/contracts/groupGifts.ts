import { z } from 'zod';
import { money } from './inputs';
import { dollars, GROUP_GIFT_MIN_PRICE_CEILING_CENTS, GROUP_GIFT_MIN_PRICE_FLOOR_CENTS } from './groupGiftRules';

/**
 * Group gifting (issue 26; server/API.md "Group gifts"): guests each pay part of a gift from our
 * shop; it ships to the couple once its price is paid in full. The rules here are the ones both
 * sides apply: the server decides inside the checkout transaction, the SPA says the same first.
 */

export * from './groupGiftRules';

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
