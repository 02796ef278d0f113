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

/**
 * The exact moment beside a relative time ('November 24, 2026 at 3:15 PM'), in the viewer's time
 * zone unless one is given: shown or announced with it, so "2 days ago" is never the only clue.
 */
export function formatAbsoluteTime(then: Date | string | number, timeZone?: string): string {
  return new Date(then).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) });
}

/** Whether the relative text is already the full date (spec §9: from 29 days on). */
export function isFullDate(then: Date | string | number, now: Date | number = Date.now()): boolean {
  const nowMs = typeof now === 'number' ? now : now.getTime();
  return nowMs - new Date(then).getTime() >= 29 * DAY;
}

/** How often a shown relative time needs redrawing to stay true: each unit it counts in. */
export function relativeTimeRefreshMs(then: Date | string | number, now: Date | number = Date.now()): number {
  const nowMs = typeof now === 'number' ? now : now.getTime();
  const age = nowMs - new Date(then).getTime();
  if (age < MINUTE) return 5 * SECOND;
  if (age < HOUR) return 30 * SECOND;
  if (age < DAY) return 5 * MINUTE;
  return HOUR;
}
