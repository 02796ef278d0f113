/**
 * Spec §9 'Relative time': under 3 s 'Just now'; then seconds, minutes up to 59, hours up to 23,
 * 'yesterday' up to 2 days, days up to 6 days, weeks up to 28 days, then a full date.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

export function formatRelativeTime(then: Date | string | number, now: Date | number = Date.now()): string {
  const thenMs = new Date(then).getTime();
  const nowMs = typeof now === 'number' ? now : now.getTime();
  const diff = Math.max(0, nowMs - thenMs);
  if (diff < 3 * SECOND) return 'Just now';
  if (diff < MINUTE) return plural(Math.floor(diff / SECOND), 'second');
  if (diff < HOUR) return plural(Math.floor(diff / MINUTE), 'minute');
  if (diff < DAY) return plural(Math.floor(diff / HOUR), 'hour');
  if (diff < 2 * DAY) return 'yesterday';
  if (diff < 7 * DAY) return plural(Math.floor(diff / DAY), 'day');
  if (diff < 29 * DAY) return plural(Math.floor(diff / (7 * DAY)), 'week');
  return new Date(thenMs).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
