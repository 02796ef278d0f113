import { useEffect, useState } from 'react';
import { formatAbsoluteTime, formatRelativeTime, isFullDate, relativeTimeRefreshMs } from '../../lib/relativeTime';
import styles from './RelativeTime.module.scss';

export interface RelativeTimeProps {
  value: string | Date;
  /** A fixed "now" (tests, or a list drawn at one instant); without it the text keeps itself true as time passes. */
  now?: Date;
  /**
   * Show the exact date and time too: under the relative text, or after it in brackets. Without it
   * the exact moment is the title (hover) and is read out to screen readers.
   */
  showDate?: 'below' | 'inline';
  className?: string;
}

/** The current time, redrawn every `intervalMs` (none when null). */
function useNow(intervalMs: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (intervalMs === null) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * Spec §9 relative time in a <time dateTime> element. The exact moment is never hidden from
 * anyone: it is the element's title (mouse), part of its accessible text (screen readers) and,
 * with `showDate`, visible under it (everyone, keyboard users included).
 */
export function RelativeTime({ value, now, showDate, className }: RelativeTimeProps) {
  const date = new Date(value);
  const ticking = useNow(now ? null : relativeTimeRefreshMs(date));
  const current = now ?? ticking;
  const relative = formatRelativeTime(date, current);
  const absolute = formatAbsoluteTime(date);
  const classes = [styles.time, className].filter(Boolean).join(' ');
  return (
    <time dateTime={date.toISOString()} title={absolute} className={classes}>
      {relative}
      {!isFullDate(date, current) &&
        (showDate === 'below' ? (
          <>
            <span className="visually-hidden">, </span>
            <span className={styles.below}>{absolute}</span>
          </>
        ) : showDate === 'inline' ? (
          <span className={styles.inline}> ({absolute})</span>
        ) : (
          <span className="visually-hidden">, {absolute}</span>
        ))}
    </time>
  );
}
