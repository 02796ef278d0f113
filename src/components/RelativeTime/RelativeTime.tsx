import { formatRelativeTime } from '../../lib/relativeTime';

/** A <time> element showing spec §9 relative time, with the exact timestamp as its title. */
export function RelativeTime({ value, now }: { value: string | Date; now?: Date }) {
  const date = new Date(value);
  return (
    <time dateTime={date.toISOString()} title={date.toUTCString()}>
      {formatRelativeTime(date, now ?? Date.now())}
    </time>
  );
}
