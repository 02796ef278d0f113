import { z } from 'zod';
import { todayInZone } from './weddingDay';

/**
 * The completion discount (issue 26, promised on the registry's marketing pages): after the wedding
 * the couple get COMPLETION_DISCOUNT_PERCENT off what is left on their registry for
 * COMPLETION_DISCOUNT_MONTHS. One definition for the post-wedding shop and checkout.
 */
export const COMPLETION_DISCOUNT_PERCENT = 20;
export const COMPLETION_DISCOUNT_MONTHS = 6;

export const COMPLETION_STATUSES = ['NO_DATE', 'BEFORE', 'OPEN', 'ENDED'] as const;
export type CompletionStatus = (typeof COMPLETION_STATUSES)[number];

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'YYYY-MM-DD' plus whole days (UTC arithmetic on a calendar date: no zone can shift it). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' plus whole calendar months; a day the month lacks becomes its last (Aug 31 + 6 → Feb 28). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/** 'March 19, 2027'. */
export function formatLongDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}

/**
 * The discount's days on the wedding's own calendar, both inclusive: from the day after the wedding
 * (spec §4's "after the wedding") through the same day COMPLETION_DISCOUNT_MONTHS later.
 * Wedding 2026-09-19 → 2026-09-20 to 2027-03-19.
 */
export function completionWindow(weddingDate: string): { startsOn: string; endsOn: string } {
  return { startsOn: addDays(weddingDate, 1), endsOn: addMonths(weddingDate, COMPLETION_DISCOUNT_MONTHS) };
}

/** Where the couple are in the discount's window today, in the wedding's time zone. */
export function completionStatus(weddingDate: string | null | undefined, timeZone: string, now: Date = new Date()): CompletionStatus {
  if (!weddingDate) return 'NO_DATE';
  const today = todayInZone(timeZone, now);
  const { startsOn, endsOn } = completionWindow(weddingDate);
  if (today < startsOn) return 'BEFORE';
  return today <= endsOn ? 'OPEN' : 'ENDED';
}

/**
 * The rounding rule: COMPLETION_DISCOUNT_PERCENT of each unit's price, rounded down to the whole
 * cent; a line's discount is that times its discounted quantity. So the price the shop shows, times
 * the quantity, is what checkout charges.
 */
export function completionUnitDiscountCents(unitPriceCents: number): number {
  return Math.floor((Math.max(unitPriceCents, 0) * COMPLETION_DISCOUNT_PERCENT) / 100);
}
export function completionLineDiscountCents(unitPriceCents: number, quantity: number): number {
  return completionUnitDiscountCents(unitPriceCents) * Math.max(quantity, 0);
}
export const completionPriceCents = (unitPriceCents: number) => unitPriceCents - completionUnitDiscountCents(unitPriceCents);

/** What the post-wedding shop says about the discount. */
export function completionMessage(status: CompletionStatus, weddingDate: string | null | undefined): string {
  if (status === 'NO_DATE' || !weddingDate)
    return `Add your wedding date: the day after it, you get ${COMPLETION_DISCOUNT_PERCENT}% off what is left on your registry for ${COMPLETION_DISCOUNT_MONTHS} months.`;
  const { startsOn, endsOn } = completionWindow(weddingDate);
  if (status === 'BEFORE')
    return `Your ${COMPLETION_DISCOUNT_PERCENT}% completion discount starts on ${formatLongDate(startsOn)}, the day after your wedding.`;
  if (status === 'ENDED') return `Your completion discount ended on ${formatLongDate(endsOn)}.`;
  return `${COMPLETION_DISCOUNT_PERCENT}% off what is left on your registry, through ${formatLongDate(endsOn)}. Applied at checkout.`;
}

/** The totals line's label at checkout. */
export const COMPLETION_DISCOUNT_LABEL = `Completion discount (${COMPLETION_DISCOUNT_PERCENT}%)`;

/** One item still left on the couple's registry, at its discounted price. */
export const completionItem = z.object({
  registry_item_id: z.number(),
  sku_id: z.number(),
  product_slug: z.string(),
  title: z.string(),
  brand_name: z.string().nullable(),
  image_url: z.string().nullable(),
  remaining_qty: z.number(),
  /** How many can be bought now: what is left, capped by stock. */
  available_qty: z.number(),
  price_cents: z.number(),
  discounted_price_cents: z.number(),
});
export type CompletionItem = z.infer<typeof completionItem>;

/** GET /registry/completion-discount: the couple's discount and, while it is open, what it applies to. */
export const completionAnswer = z.object({
  status: z.enum(COMPLETION_STATUSES),
  percent: z.number(),
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
  message: z.string(),
  items: z.array(completionItem),
});
export type CompletionAnswer = z.infer<typeof completionAnswer>;
