import { z } from 'zod';
import { id } from './inputs';
import { type FulfilmentGroup, type FulfilmentStatus } from './orders';

/**
 * After the purchase (issue 26; server/API.md "Fulfilment, held gifts and packing slips"): the
 * order timeline's steps, the couple's "hold gifts, ship later" choice and their held gifts. Field
 * names of the couple's registry answers are the API's (snake_case); the order's are camelCase as
 * in contracts/orders.ts.
 */

// ---------------------------------------------------------------------------------------------
// The timeline

/** What each state is called on the order status page and in the gift tracker. */
export const FULFILMENT_LABELS: Record<FulfilmentStatus, string> = {
  PLACED: 'Placed',
  HELD: 'Held for the couple',
  PROCESSING: 'Processing',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  CONVERTED: 'Exchanged for credit',
  RETURNED: 'Returned',
};

/** The normal path, in order. */
export const TIMELINE_STEPS = ['PLACED', 'PROCESSING', 'SHIPPED', 'DELIVERED'] as const satisfies readonly FulfilmentStatus[];

/** Where a line goes next on the sandbox fulfilment's schedule (HELD waits for its release, to PROCESSING). */
export const NEXT_STATUS: Partial<Record<FulfilmentStatus, FulfilmentStatus>> = {
  PLACED: 'PROCESSING',
  PROCESSING: 'SHIPPED',
  SHIPPED: 'DELIVERED',
};

export interface TimelineStep {
  status: FulfilmentStatus;
  label: string;
  /** When it was reached (ISO), or null while it is still ahead. */
  at: string | null;
  reached: boolean;
  /** The step the group is at now. */
  current: boolean;
}

/**
 * The steps to draw for a group: placed → processing → shipped → delivered, with "held" after
 * placed when the gift waited for the couple's release. A line that left the path (exchanged for
 * credit, returned) ends with that step.
 */
export function timelineSteps(group: Pick<FulfilmentGroup, 'status' | 'events'>): TimelineStep[] {
  const at = new Map<FulfilmentStatus, string>();
  for (const e of group.events) at.set(e.status, e.at);
  const path: FulfilmentStatus[] = ['PLACED'];
  if (group.status === 'HELD' || at.has('HELD')) path.push('HELD');
  path.push('PROCESSING', 'SHIPPED', 'DELIVERED');
  const offPath = group.status === 'CONVERTED' || group.status === 'RETURNED';
  const steps = offPath ? [...path.filter((s) => at.has(s)), group.status] : path;
  return steps.map((status) => ({
    status,
    label: FULFILMENT_LABELS[status],
    at: at.get(status) ?? null,
    reached: at.has(status) || status === group.status,
    current: status === group.status,
  }));
}

// ---------------------------------------------------------------------------------------------
// Hold gifts, ship later

/** The latest a couple may hold gifts to, in days from today: two years, so a couple can hold until after a wedding well ahead. */
export const HOLD_MAX_DAYS = 730;
export const HOLD_DATE_REQUIRED_MESSAGE = 'Choose the date your held gifts should ship.';
export const HOLD_DATE_PAST_MESSAGE = 'Choose a date after today.';
export const HOLD_DATE_FAR_MESSAGE = 'Choose a date within two years.';
export const HOLD_NEEDS_DATE_MESSAGE = 'Choose a ship date for held gifts in your registry settings first.';
export const HOLD_TOO_LATE_MESSAGE = 'This gift is already being prepared, so it can no longer be held.';
export const NOTHING_HELD_MESSAGE = 'There are no held gifts to ship.';

/** The calendar day (UTC) of an instant, as YYYY-MM-DD. */
export const isoDay = (at: Date): string => at.toISOString().slice(0, 10);

/** YYYY-MM-DD plus `days`. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return isoDay(d);
}

/** Why a hold date cannot be chosen on `today` (both YYYY-MM-DD), or null. */
export function holdDateProblem(date: string | null | undefined, today: string): string | null {
  if (!date) return HOLD_DATE_REQUIRED_MESSAGE;
  if (date <= today) return HOLD_DATE_PAST_MESSAGE;
  if (date > addDays(today, HOLD_MAX_DAYS)) return HOLD_DATE_FAR_MESSAGE;
  return null;
}

/** Whether a gift bought on `today` waits for the couple's date. */
export const holdsGiftsOn = (preference: ShippingPreference, today: string): boolean =>
  preference.hold && preference.hold_until !== null && preference.hold_until > today;

const day = z
  .string({ message: 'must be a date (YYYY-MM-DD)' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && isoDay(new Date(`${v}T00:00:00Z`)) === v, 'must be a real date');

/** GET and PUT /registry/shipping-preference. */
export const shippingPreference = z.object({
  /** true: gifts bought before hold_until wait and ship together then; false: each ships as it is bought. */
  hold: z.boolean(),
  hold_until: z.string().nullable(),
});
export type ShippingPreference = z.infer<typeof shippingPreference>;

/** PUT /registry/shipping-preference: hold with a date, or ship as bought (which sends anything held now). */
export const shippingPreferenceBody = z
  .object({ hold: z.boolean({ message: 'must be true or false' }), hold_until: day.optional().nullable() })
  .strict()
  .refine((b) => !b.hold || !!b.hold_until, { message: HOLD_DATE_REQUIRED_MESSAGE, path: ['hold_until'] });
export type ShippingPreferenceBody = z.input<typeof shippingPreferenceBody>;

/** A gift waiting for the couple's release. */
export const heldGift = z.object({
  gift_id: z.number(),
  title: z.string(),
  image_url: z.string().nullable(),
  quantity: z.number(),
  giver_name: z.string(),
  held_since: z.string(),
});
export type HeldGift = z.infer<typeof heldGift>;

/** GET /registry/held-gifts, and the answer of every change to the preference or the held gifts. */
export const heldGiftsAnswer = z.object({ preference: shippingPreference, gifts: z.array(heldGift) });
export type HeldGiftsAnswer = z.infer<typeof heldGiftsAnswer>;

/** POST /registry/held-gifts/release: the listed held gifts (or all of them) leave together, in one shipment. */
export const releaseHeldBody = z.object({ gift_ids: z.array(id()).min(1).max(500).optional() }).strict();
export type ReleaseHeldBody = z.input<typeof releaseHeldBody>;
export const releaseHeldAnswer = heldGiftsAnswer.extend({ released: z.number() });
export type ReleaseHeldAnswer = z.infer<typeof releaseHeldAnswer>;

// ---------------------------------------------------------------------------------------------
// The giver's mailing address (for the couple's thank-you notes)

export interface GiverAddress {
  name: string;
  address1: string;
  address2: string | null;
  city: string;
  stateCode: string;
  zipCode: string;
}

/** One line, as the tracker and its CSV show it: "Casey Guest, 1 Main Street, Apt 2, Brooklyn, NY 11201". */
export function formatGiverAddress(a: GiverAddress): string {
  return [a.name, a.address1, a.address2, `${a.city}, ${a.stateCode} ${a.zipCode}`].filter((part) => part && part.trim() !== '').join(', ');
}

/** A YYYY-MM-DD day as people read it: 'June 14, 2027' (the day itself, whatever the viewer's time zone). */
export function formatDay(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}
