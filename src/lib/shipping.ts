import type { ShippingData } from '../contracts/shop';
import { formatCents } from './money';

/** Spec §3 shipping data as the shop API returns it: declared in src/contracts/shop.ts. */
export type { ShippingData };

export interface ShippingTextInput {
  shipping: ShippingData;
  /** Cents charged for standard shipping; 0 = free. */
  shippingChargeCents?: number;
  isPersonalized?: boolean;
  deliverySurchargeCents?: number;
}

/** Spec §9/§5: the holiday cutoff is Dec 25 of the current year. */
const HOLIDAY_CUTOFF = { month: 12, day: 25 };

const parts = (iso: string) => iso.split('-').map(Number) as [number, number, number];

/** Spec §9: dates as M/D (no leading zeros). */
export function formatShipDate(iso: string): string {
  const [, m, d] = parts(iso);
  return `${m}/${d}`;
}

/** '11/26 - 11/30', or a single date when min and max are equal. */
export function formatDateRange(range: { min: string; max: string }): string {
  return range.min === range.max ? formatShipDate(range.min) : `${formatShipDate(range.min)} - ${formatShipDate(range.max)}`;
}

/** True when the date falls before Dec 25 of `today`'s year. */
export function isBeforeHolidayCutoff(iso: string, today: Date): boolean {
  const [y, m, d] = parts(iso);
  const year = today.getFullYear();
  if (y !== year) return y < year;
  return m < HOLIDAY_CUTOFF.month || (m === HOLIDAY_CUTOFF.month && d < HOLIDAY_CUTOFF.day);
}

/**
 * Spec §5: the holiday order-by hint shows only for e-delivery or when the arrival max date is
 * before Dec 25 of the current year. Text: 'We recommend ordering by {date}' or
 * 'We recommend ordering by {date} for expedited'.
 */
export function holidayHint(shipping: ShippingData, today: Date): string | null {
  const holiday = shipping.holiday_shipping;
  if (!holiday) return null;
  const eligible = shipping.ship_method === 'E-delivery' || isBeforeHolidayCutoff(shipping.arrival_range.max, today);
  if (!eligible) return null;
  if (holiday.show_expedited && holiday.order_by_expedited)
    return `We recommend ordering by ${formatShipDate(holiday.order_by_expedited)} for expedited`;
  return `We recommend ordering by ${formatShipDate(holiday.order_by)}`;
}

/** The lines of the product page's shipping block (spec §9), in display order. */
export function shippingLines(input: ShippingTextInput, today: Date): string[] {
  const { shipping } = input;
  const lines: string[] = [];
  if (shipping.ship_method === 'E-delivery') {
    lines.push('E-delivery: arrives by email');
  } else {
    const label = (input.shippingChargeCents ?? 0) > 0 ? 'Standard shipping' : 'Free standard shipping';
    lines.push(`${label}: ${formatDateRange(shipping.arrival_range)}`);
    if (shipping.expedited_arrival_range) lines.push(`Expedited Shipping: ${formatDateRange(shipping.expedited_arrival_range)}`);
  }
  if (input.isPersonalized) lines.push('Personalized items take an extra 1-2 weeks to make');
  if ((input.deliverySurchargeCents ?? 0) > 0)
    lines.push(`A ${formatCents(input.deliverySurchargeCents!)} delivery surcharge applies to this heavy or perishable item`);
  const hint = holidayHint(shipping, today);
  if (hint) lines.push(hint);
  return lines;
}
