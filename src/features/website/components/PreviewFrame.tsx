import { useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './PreviewFrame.module.scss';

export type PreviewWidth = 'phone' | 'desktop';
const WIDTHS: Record<PreviewWidth, number> = { phone: 375, desktop: 1280 };
const HEIGHT = 640;

/**
 * The site at a phone's width (375 px) or a desktop's (1280 px, scaled down to fit): the site lays
 * itself out by the frame's width (container queries), so each shows its real layout.
 */
export function PreviewFrame({ children }: { children: ReactNode }) {
  const [width, setWidth] = useState<PreviewWidth>('phone');
  const outer = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState(WIDTHS.desktop);
  useEffect(() => {
    const el = outer.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setAvailable(entry!.contentRect.width));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const target = WIDTHS[width];
  const scale = Math.min(1, available / target);
  return (
    <div className={styles.wrap}>
      <div className={styles.switch} role="group" aria-label="Preview width">
        {(['phone', 'desktop'] as const).map((w) => (
          <button key={w} type="button" aria-pressed={width === w} onClick={() => setWidth(w)}>
            {w === 'phone' ? 'Phone' : 'Desktop'}
          </button>
        ))}
      </div>
      <div ref={outer} className={styles.outer} style={{ height: HEIGHT }}>
        <div
          className={`${styles.screen} ${width === 'phone' ? styles.phone : ''}`}
          style={{ width: target, height: HEIGHT / scale, transform: scale < 1 ? `scale(${scale})` : undefined }}
          // A scrolling region must be reachable by keyboard to scroll it (axe scrollable-region-focusable).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          role="region"
          aria-label={`Preview at ${width} width`}
          data-testid="website-preview"
        >
          {children}
        </div>
      </div>
    </div>
  );
}
