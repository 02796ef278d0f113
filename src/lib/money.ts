import { formatCount } from './numbers';

/** Spec §9: prices are in cents, shown in USD with 2 decimals only when not whole (en-US: '$1,234.56', '-$25'). */
export function formatCents(cents: number): string {
  const abs = Math.abs(Math.round(cents));
  const rest = abs % 100;
  return `${cents < 0 && abs > 0 ? '-' : ''}$${formatCount(Math.floor(abs / 100))}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}

/** Spec §5: free when the price range min and max are both 0, or the SKU's price_cents is 0. */
export function isFree(input: { price_range?: { min_price: number; max_price: number } | null; price_cents?: number | null }): boolean {
  if (input.price_cents === 0) return true;
  return !!input.price_range && input.price_range.min_price === 0 && input.price_range.max_price === 0;
}

/** 'Free', one price, or 'min – max'. */
export function formatPriceRange(minCents: number, maxCents: number): string {
  if (minCents === 0 && maxCents === 0) return 'Free';
  return minCents === maxCents ? formatCents(minCents) : `${formatCents(minCents)} – ${formatCents(maxCents)}`;
}

/** A dollar amount typed by a person ('25', '$25.50', '1,000') in cents; null when it is not one. */
export function parseDollars(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}
