import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A list that renders only the rows near the viewport (plus `overscan` either side), with spacers
 * standing in for the rest, so a page of hundreds of households scrolls without jank. Rows are
 * `rowHeight` px tall. It follows the window's scroll (the page scrolls, not a box), and renders
 * every row when there are at most `threshold` of them.
 */
export function WindowedList<T>({
  items,
  rowHeight,
  renderRow,
  getKey,
  label,
  threshold = 40,
  overscan = 8,
}: {
  items: readonly T[];
  rowHeight: number;
  renderRow: (item: T, index: number) => ReactNode;
  getKey: (item: T) => string | number;
  label: string;
  threshold?: number;
  overscan?: number;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const windowed = items.length > threshold;
  const [range, setRange] = useState({ start: 0, end: Math.min(items.length, threshold) });

  useEffect(() => {
    if (!windowed) return undefined;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const list = listRef.current;
      if (!list) return;
      const top = list.getBoundingClientRect().top;
      const first = Math.floor(Math.max(0, -top) / rowHeight);
      const visible = Math.ceil(window.innerHeight / rowHeight);
      const start = Math.max(0, first - overscan);
      const end = Math.min(items.length, first + visible + overscan);
      setRange((r) => (r.start === start && r.end === end ? r : { start, end }));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [windowed, items.length, rowHeight, overscan]);

  const start = windowed ? Math.min(range.start, items.length) : 0;
  const end = windowed ? Math.min(range.end, items.length) : items.length;
  return (
    <ul ref={listRef} aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {start > 0 && <li aria-hidden="true" style={{ height: start * rowHeight }} />}
      {items.slice(start, end).map((item, i) => (
        <li
          key={getKey(item)}
          style={windowed ? { height: rowHeight, overflow: 'hidden' } : undefined}
          aria-setsize={items.length}
          aria-posinset={start + i + 1}
        >
          {renderRow(item, start + i)}
        </li>
      ))}
      {end < items.length && <li aria-hidden="true" style={{ height: (items.length - end) * rowHeight }} />}
    </ul>
  );
}
