/** 'YYYY-MM-DD' as 'Aug 1, 2026' (a calendar day: formatted in UTC so no zone moves it). */
export function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/** Cents as the text a money field starts with: '1234.5' → '1234.50', whole dollars without decimals. */
export function centsToInput(cents: number | null): string {
  if (cents === null) return '';
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/** A share of a whole as a whole percent ('28%'), '0%' of nothing. */
export function percentOf(part: number, whole: number): string {
  return whole > 0 ? `${Math.round((part / whole) * 100)}%` : '0%';
}
