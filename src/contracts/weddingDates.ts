/**
 * Spec §4's "after the wedding" and the other date rules of a wedding, on its own calendar (its
 * IANA time zone, through Intl). One definition for the SPA and the server; re-exported by
 * wedding.ts. No zod here: the nav, in every page's first load, reads isAfterWedding.
 */

const zoneFormatters = new Map<string, Intl.DateTimeFormat>();
function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = zoneFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    zoneFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether Intl knows the IANA time zone ('America/New_York', 'Pacific/Honolulu', 'UTC'). */
export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone || timeZone.length > 64) return false;
  try {
    zoneFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The calendar date ('YYYY-MM-DD') it is at `now` in `timeZone` (UTC when the zone is unknown). */
export function todayInZone(timeZone: string, now: Date): string {
  const formatter = isValidTimeZone(timeZone) ? zoneFormatter(timeZone) : zoneFormatter('UTC');
  const parts = Object.fromEntries(formatter.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * Spec §4's "after the wedding": today, on the wedding's own calendar (its time zone), is past
 * the wedding date by at least a day. No date: not after. The one rule the SPA and server share.
 */
export function isAfterWedding(weddingDate: string | null | undefined, timeZone: string, now: Date = new Date()): boolean {
  if (!weddingDate) return false;
  // Every zone's today is within a day of UTC's: only a wedding dated UTC's yesterday or today needs
  // Intl (this runs on every cached guest registry answer).
  const utcToday = now.toISOString().slice(0, 10);
  const utcYesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  if (weddingDate < utcYesterday) return true;
  if (weddingDate > utcToday) return false;
  return todayInZone(timeZone, now) > weddingDate;
}

/** Whole days from today (in the wedding's zone) to the wedding; negative afterwards; null without a (valid) date. */
export function daysUntilWedding(weddingDate: string | null | undefined, timeZone: string, now: Date = new Date()): number | null {
  const wedding = weddingDate && /^\d{4}-\d{2}-\d{2}$/.test(weddingDate) ? Date.parse(`${weddingDate}T00:00:00Z`) : NaN;
  if (Number.isNaN(wedding)) return null;
  return Math.round((wedding - Date.parse(`${todayInZone(timeZone, now)}T00:00:00Z`)) / 86_400_000);
}

export const PAST_DATE_MESSAGE = 'Choose a date that hasn’t passed yet.';

/**
 * A new wedding date is refused when it has passed (in the wedding's zone) and it changes the
 * date of a wedding that is not married yet. A married couple (saved date already past) keeps,
 * or corrects, their past date. Returns the message, or null when the date is fine.
 */
export function pastDateRefusal(saved: string | null, next: string | null, timeZone: string, now: Date = new Date()): string | null {
  if (!next || next === saved) return null;
  if (isAfterWedding(saved, timeZone, now)) return null;
  return todayInZone(timeZone, now) > next ? PAST_DATE_MESSAGE : null;
}

/** Whether 'YYYY-MM-DD' names a real calendar day (no 2027-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}
