import { useEffect, useRef, useState } from 'react';
import { SLOT_TEXT_MAX } from '../../../contracts/paperProjects';
import styles from './Customizer.module.scss';

export interface CanvasLine {
  slot: string;
  label: string;
  x: number;
  top: number;
  width: number;
  height: number;
}

export interface CardCanvasProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Edit targets over the wording (front only). */
  lines: CanvasLine[];
  texts: Record<string, string>;
  onText: (slot: string, text: string) => void;
}

/**
 * The card's preview with its wording editable in place: each line of the card is a button that
 * opens a field over it (Enter or Escape closes it and returns to the line).
 */
export function CardCanvas({ src, alt, width, height, lines, texts, onText }: CardCanvasProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const buttons = useRef<Record<string, HTMLButtonElement | null>>({});
  const field = useRef<HTMLInputElement | null>(null);
  // The field opened over a line takes the focus the line's button had.
  useEffect(() => {
    if (editing) field.current?.focus();
  }, [editing]);
  const close = (slot: string) => {
    setEditing(null);
    // Back to the line the person was on (after React has put the button back).
    requestAnimationFrame(() => buttons.current[slot]?.focus());
  };
  const pct = (v: number, of: number) => `${(v / of) * 100}%`;
  return (
    <div className={styles.canvas} style={{ aspectRatio: `${width} / ${height}` }}>
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        className={styles.cardImage}
        fetchPriority="high"
        data-testid="project-preview"
      />
      {lines.map((l) => {
        const box = { left: pct(l.x, width), top: pct(l.top, height), width: pct(l.width, width), height: pct(l.height, height) };
        return editing === l.slot ? (
          <input
            key={l.slot}
            className={styles.inPlace}
            style={box}
            aria-label={`${l.label}, on the card`}
            value={texts[l.slot] ?? ''}
            maxLength={SLOT_TEXT_MAX}
            ref={field}
            onChange={(e) => onText(l.slot, e.target.value)}
            onBlur={() => setEditing(null)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === 'Escape') {
                e.preventDefault();
                close(l.slot);
              }
            }}
          />
        ) : (
          <button
            key={l.slot}
            type="button"
            ref={(el) => {
              buttons.current[l.slot] = el;
            }}
            className={styles.lineTarget}
            style={box}
            aria-label={`Edit ${l.label.toLowerCase()} on the card`}
            onClick={() => setEditing(l.slot)}
          />
        );
      })}
    </div>
  );
}
