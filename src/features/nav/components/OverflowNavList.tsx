import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { fitCount } from '../overflow';
import { DisclosureMenu } from './DisclosureMenu';
import styles from './OverflowNavList.module.scss';

export interface OverflowNavItem {
  id: string;
  title: string;
  path: string;
  /** 'true' marks the active area (primary row), 'page' the current page (registry row). */
  current?: 'true' | 'page';
}

/**
 * A navigation row that always fits (issue 25): every item that fits is shown in order, and the
 * rest go into a "More" disclosure menu. Widths are measured from a hidden copy of the row (every
 * item and the More button, with the row's own styles), and the row's width is watched with a
 * ResizeObserver, so the split follows the real text at every width and never wraps or scrolls.
 */
export function OverflowNavList({
  items,
  linkClassName,
  activeClassName,
  listClassName,
  moreLabel = 'More',
}: {
  items: OverflowNavItem[];
  linkClassName: string | undefined;
  activeClassName: string | undefined;
  listClassName?: string;
  moreLabel?: string;
}) {
  const rowRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLUListElement>(null);
  const [visible, setVisible] = useState(items.length);
  const key = items.map((i) => `${i.id}:${i.title}`).join('|');

  useLayoutEffect(() => {
    const row = rowRef.current;
    const measure = measureRef.current;
    if (!row || !measure) return;
    const update = () => {
      const entries = Array.from(measure.children) as HTMLElement[];
      const more = entries.pop();
      const widths = entries.map((el) => el.getBoundingClientRect().width);
      const gap = parseFloat(getComputedStyle(measure).columnGap) || 0;
      // Rounding up a pixel per item keeps sub-pixel text from tipping the last item over the edge.
      setVisible(
        fitCount(
          widths.map(Math.ceil),
          Math.ceil(more?.getBoundingClientRect().width ?? 0),
          gap,
          Math.floor(row.getBoundingClientRect().width),
        ),
      );
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(row);
    observer.observe(measure);
    return () => observer.disconnect();
  }, [key]);

  const shown = items.slice(0, visible);
  const hidden = items.slice(visible);
  const link = (item: OverflowNavItem) => (
    <Link to={item.path} className={item.current ? activeClassName : linkClassName} aria-current={item.current}>
      {item.title}
    </Link>
  );

  return (
    <div ref={rowRef} className={styles.row}>
      <ul className={`${styles.list} ${listClassName ?? ''}`}>
        {shown.map((item) => (
          <li key={item.id}>{link(item)}</li>
        ))}
        {hidden.length > 0 && (
          <li>
            <DisclosureMenu
              label={moreLabel}
              buttonLabel={`${moreLabel}: ${hidden.length} more ${hidden.length === 1 ? 'link' : 'links'}`}
              current={hidden.some((item) => item.current)}
              entries={hidden.map((item) => ({ id: item.id, label: item.title, to: item.path, current: Boolean(item.current) }))}
              align="end"
              buttonClassName={styles.moreButton}
            />
          </li>
        )}
      </ul>
      {/* The measuring copy: the same items and More button, invisible and out of the flow. */}
      <ul ref={measureRef} className={`${styles.list} ${listClassName ?? ''} ${styles.measure}`} aria-hidden="true">
        {items.map((item) => (
          <li key={item.id}>
            <span className={item.current ? activeClassName : linkClassName}>{item.title}</span>
          </li>
        ))}
        <li>
          <span className={styles.moreButton}>
            {moreLabel}
            <span className={styles.caretSpace} />
          </span>
        </li>
      </ul>
    </div>
  );
}
