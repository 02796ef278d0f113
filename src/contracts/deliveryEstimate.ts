import { isAfterWedding } from './weddingDay';

/**
 * "Arrives before the wedding" (issue 26): when a registry gift bought today reaches the couple, and
 * whether that is before their wedding. The one rule the server filters by and the gift card shows.
 *
 * - Counted like the product page's standard arrival range (server/modules/shop/service.ts
 *   shippingEstimate): calendar days from today's UTC date, the product's latest standard day
 *   (ship_max_days), so the card never promises sooner than the product page does.
 * - Personalised items add 1-2 weeks (spec §9): the 2 weeks count.
 * - Out of stock (the SKU's stock is 0): backordered, BACKORDER_LEAD_DAYS more.
 * - The couple's shipping address: Alaska and Hawaii (spec §9's AK, HI) and the US territories take
 *   REMOTE_US_EXTRA_DAYS more; an address outside the US INTERNATIONAL_EXTRA_DAYS more. No address
 *   yet: counted as the contiguous US.
 * - E-delivery (gift cards by email) arrives today.
 * - Before the wedding = arrives on a day before the wedding date (the wedding day itself is too late).
 *   No judgement (null) without a date the guest may know, or once the wedding is past (decided on
 *   the wedding's own calendar, weddingDay.ts).
 * Cash funds and gifts from other stores have no estimate (null): Confetti ships neither.
 */

export const BACKORDER_LEAD_DAYS = 14;
export const PERSONALIZED_EXTRA_DAYS = 14;
export const REMOTE_US_EXTRA_DAYS = 5;
export const INTERNATIONAL_EXTRA_DAYS = 10;
/** Alaska, Hawaii and the territories: the far end of a US carrier's network. */
export const REMOTE_US_STATES: readonly string[] = ['AK', 'HI', 'PR', 'GU', 'VI', 'AS', 'MP'];

export const BEFORE_WEDDING = 'BEFORE_WEDDING';
export const BEFORE_WEDDING_LABEL = 'Arrives before the wedding';
export const AFTER_WEDDING_TEXT = 'May arrive after the wedding';
export const E_DELIVERY_TEXT = 'Arrives by email';

export interface DeliveryInput {
  kind: 'PRODUCT' | 'GIFT_CARD' | 'CASH_FUND' | 'EXTERNAL';
  shipMethod: 'E-delivery' | 'Ground Shipping' | null;
  shipMaxDays: number | null;
  isPersonalized: boolean;
  inStock: boolean;
  /** The couple's shipping address (state code; country 'US' unless told otherwise), or null. */
  address: { state: string | null; country?: string } | null;
  /** The wedding date a guest may know ('YYYY-MM-DD'), or null. */
  weddingDate: string | null;
  timeZone: string;
  now: Date;
}

export interface DeliveryEstimate {
  /** The latest day it should arrive ('YYYY-MM-DD'). */
  arrives_by: string;
  /** Null: no date to compare with, or the wedding is past. */
  before_wedding: boolean | null;
  /** What the gift card says. */
  label: string;
}

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2027-06-12' → 'Jun 12' (with the year when it is not this year's: 'Jan 3, 2028'). */
export function formatArrivalDay(iso: string, now: Date): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const day = `${SHORT_MONTHS[m - 1]} ${d}`;
  return y === now.getUTCFullYear() ? day : `${day}, ${y}`;
}

const addDays = (isoDay: string, days: number) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The most days from order to arrival, or null when Confetti does not ship it. */
export function deliveryDays(input: Omit<DeliveryInput, 'weddingDate' | 'timeZone' | 'now'>): number | null {
  if (input.kind === 'CASH_FUND' || input.kind === 'EXTERNAL' || input.shipMethod === null) return null;
  if (input.shipMethod === 'E-delivery') return 0;
  let days = input.shipMaxDays ?? 0;
  if (input.isPersonalized) days += PERSONALIZED_EXTRA_DAYS;
  if (!input.inStock) days += BACKORDER_LEAD_DAYS;
  const country = input.address?.country ?? 'US';
  if (input.address && country !== 'US') days += INTERNATIONAL_EXTRA_DAYS;
  else if (input.address?.state && REMOTE_US_STATES.includes(input.address.state.toUpperCase())) days += REMOTE_US_EXTRA_DAYS;
  return days;
}

export function deliveryEstimate(input: DeliveryInput): DeliveryEstimate | null {
  const days = deliveryDays(input);
  if (days === null) return null;
  const arrivesBy = addDays(input.now.toISOString().slice(0, 10), days);
  const comparable = input.weddingDate !== null && !isAfterWedding(input.weddingDate, input.timeZone, input.now);
  const before = comparable ? arrivesBy < input.weddingDate! : null;
  const label =
    before === false
      ? AFTER_WEDDING_TEXT
      : input.shipMethod === 'E-delivery'
        ? E_DELIVERY_TEXT
        : `Arrives by ${formatArrivalDay(arrivesBy, input.now)}`;
  return { arrives_by: arrivesBy, before_wedding: before, label };
}

/** Whether the "Arrives before the wedding" filter keeps a gift: cash funds yes, other stores' gifts no, ours by their estimate. */
export function keptByArrivesBefore(kind: DeliveryInput['kind'], estimate: DeliveryEstimate | null | undefined): boolean {
  if (kind === 'CASH_FUND') return true;
  if (kind === 'EXTERNAL' || !estimate) return false;
  return estimate.before_wedding !== false;
}
