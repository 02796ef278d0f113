/**
 * "Today" on a wedding's own calendar (its IANA time zone, through Intl) and spec §4's "after the
 * wedding": the part of weddingDates.ts that every page's navigation reads, kept apart so the first
 * load carries no more of the wedding's date rules.
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
