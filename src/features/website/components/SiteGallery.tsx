import { useState } from 'react';
import { Lightbox } from '../../../components/Lightbox/Lightbox';
import type { WebImage } from '../../../contracts/website';
import styles from './SiteGallery.module.scss';

/**
 * The Photos page's gallery as guests see it: a grid of photos at the size they are shown (srcset /
 * sizes), with their width and height (no layout shift), loaded lazily as they come near; each
 * opens the lightbox (a button: Enter or Space from the keyboard).
 */
export function SiteGallery({ photos, names }: { photos: Array<WebImage & { caption: string }>; names: string }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <ul className={styles.grid}>
        {photos.map((photo, i) => (
          <li key={photo.id} className={styles.cell}>
            <figure className={styles.figureCell}>
              <button
                type="button"
                className={styles.open}
                onClick={() => setOpen(i)}
                aria-label={`Open photo ${i + 1} of ${photos.length}`}
              >
                <img
                  className={styles.thumb}
                  src={photo.url}
                  srcSet={photo.src_set}
                  sizes="(min-width: 760px) 240px, 50vw"
                  width={photo.width}
                  height={photo.height}
                  alt={photo.caption || `${names}, photo ${i + 1}`}
                  loading="lazy"
                  decoding="async"
                />
              </button>
              {photo.caption && <figcaption className={styles.caption}>{photo.caption}</figcaption>}
            </figure>
          </li>
        ))}
      </ul>
      {open !== null && photos[open] && <Lightbox photos={photos} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />}
    </>
  );
}
