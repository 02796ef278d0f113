/**
 * Spec §4's "after the wedding" and the other date rules of a wedding, on its own calendar (its
 * IANA time zone, through Intl). One definition for the SPA and the server; re-exported by
 * wedding.ts. No zod here: the nav, in every page's first load, reads isAfterWedding.
 */

import { isAfterWedding, todayInZone } from './weddingDay';

export { isAfterWedding, isValidTimeZone, todayInZone } from './weddingDay';

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
