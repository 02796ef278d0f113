import { formatDateRange } from '../../lib/shipping';
import type { Order, OrderStatus } from './types';

/** What an order's status means to the buyer. */
export const ORDER_STATUS_LABEL: Record<OrderStatus, string> = {
  PLACED: 'Order placed',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  RETURN_REQUESTED: 'Return requested',
  CANCELLED: 'Cancelled',
};

/** 'June 12, 2026' from an ISO timestamp. */
export function formatOrderDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** 'Estimated arrival 3/2 - 3/6' (spec §9 dates as M/D), or null. */
export function arrivalText(order: Pick<Order, 'estimatedArrival'>): string | null {
  return order.estimatedArrival ? `Estimated arrival ${formatDateRange(order.estimatedArrival)}` : null;
}

/** Lines a return can include: returnable ones not already in a return. */
export const returnableLines = (order: Order) =>
  order.lines.filter((line) => line.returnable && !(order.returnRequest?.lineIds ?? []).includes(line.id));
