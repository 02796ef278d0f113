import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import styles from './Lightbox.module.scss';

/** A photo at its largest (`large_url`, with `src_set` for the browser to choose); `alt` defaults to the caption. */
export interface LightboxPhoto {
  id: string | number;
  large_url: string;
  src_set: string;
  width: number;
  height: number;
  caption: string;
  alt?: string;
}

const FOCUSABLE = 'button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * One gallery photo at full size, over the page (the wedding website's gallery, a real wedding's): a modal dialog (focus moves in and stays in,
 * Escape or Close shuts it, focus goes back to the photo that opened it), with previous / next
 * (buttons or the arrow keys).
 */
export function Lightbox({
  photos,
  index,
  onIndex,
  onClose,
}: {
  photos: LightboxPhoto[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const latest = useRef({ index, onIndex, onClose, count: photos.length });
  latest.current = { index, onIndex, onClose, count: photos.length };
  const photo = photos[index]!;

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    close.current?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      const { index: i, onIndex: go, onClose: shut, count } = latest.current;
      if (event.key === 'Escape') {
        event.preventDefault();
        shut();
      } else if (event.key === 'ArrowRight' && i < count - 1) {
        go(i + 1);
      } else if (event.key === 'ArrowLeft' && i > 0) {
        go(i - 1);
      } else if (event.key === 'Tab' && dialog.current) {
        const focusable = Array.from(dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE));
        if (focusable.length === 0) return;
        const first = focusable[0]!;
        const last = focusable[focusable.length - 1]!;
        const inside = dialog.current.contains(document.activeElement);
        if (event.shiftKey && (document.activeElement === first || !inside)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      opener?.focus();
    };
  }, []);

  return createPortal(
    <div className={styles.backdrop} role="presentation" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={dialog} className={styles.lightbox} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <p id={titleId} className={styles.counter}>
          Photo {index + 1} of {photos.length}
        </p>
        <figure className={styles.figure}>
          <img
            key={photo.id}
            className={styles.full}
            src={photo.large_url}
            srcSet={photo.src_set}
            sizes="100vw"
            width={photo.width}
            height={photo.height}
            alt={photo.alt || photo.caption || `Photo ${index + 1} of ${photos.length}`}
          />
          {photo.caption && <figcaption className={styles.fullCaption}>{photo.caption}</figcaption>}
        </figure>
        <div className={styles.controls}>
          <button type="button" className={styles.control} disabled={index === 0} onClick={() => onIndex(index - 1)}>
            ← Previous
          </button>
          <button type="button" className={styles.control} disabled={index === photos.length - 1} onClick={() => onIndex(index + 1)}>
            Next →
          </button>
          <button ref={close} type="button" className={styles.control} onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
