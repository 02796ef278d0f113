/**
 * An iCalendar file (RFC 5545) of a few events: what a guest's calendar app imports from their
 * RSVP confirmation. Times are floating local times of the wedding's zone with its TZID (no
 * VTIMEZONE block: calendar apps resolve IANA names); an event without a time is an all-day one.
 */
export interface CalendarEvent {
  uid: string;
  title: string;
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:MM', 24-hour, or null for all day. */
  time: string | null;
  location: string;
  description: string;
}

/** Text escaped as RFC 5545 §3.3.11 asks (backslash, semicolon, comma, newline). */
export const icsText = (value: string): string =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets are folded (§3.1): continued on the next line after a space. */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const ch of line) {
    if (Buffer.byteLength(current + ch, 'utf8') > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
    }
    current += ch;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (date: string) => date.replace(/-/g, '');
const nextDay = (date: string) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};
const stamp = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Events with a date; the others (no date yet) cannot be put in a calendar and are left out. */
export function calendarFile(events: CalendarEvent[], timeZone: string, now: Date = new Date()): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Confetti//Wedding website//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  for (const e of events) {
    lines.push('BEGIN:VEVENT', `UID:${e.uid}`, `DTSTAMP:${stamp(now)}`);
    if (e.time) {
      const [h, m] = e.time.split(':');
      const start = `${compactDate(e.date)}T${h}${m}00`;
      // Two hours: a calendar needs an end; the couple's schedule gives only a start.
      const endHour = Number(h) + 2;
      const end =
        endHour < 24
          ? `${compactDate(e.date)}T${String(endHour).padStart(2, '0')}${m}00`
          : `${compactDate(nextDay(e.date))}T${String(endHour - 24).padStart(2, '0')}${m}00`;
      lines.push(`DTSTART;TZID=${timeZone}:${start}`, `DTEND;TZID=${timeZone}:${end}`);
    } else {
      lines.push(`DTSTART;VALUE=DATE:${compactDate(e.date)}`, `DTEND;VALUE=DATE:${compactDate(nextDay(e.date))}`);
    }
    lines.push(`SUMMARY:${icsText(e.title)}`);
    if (e.location) lines.push(`LOCATION:${icsText(e.location)}`);
    if (e.description) lines.push(`DESCRIPTION:${icsText(e.description)}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
