import { Link } from 'react-router-dom';
import type { BoardItem } from '../../../contracts/inspiration';
import styles from './SavedGrid.module.scss';

/** A board's saves: each photo (or wedding cover) with the wedding it came from; `onRemove` when the viewer may. */
export function SavedGrid({ items, onRemove }: { items: BoardItem[]; onRemove?: (item: BoardItem) => void }) {
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.id} className={styles.cell}>
          <figure className={styles.figure}>
            <img
              className={styles.photo}
              src={item.photo.src}
              srcSet={item.photo.srcset}
              sizes="(min-width: 992px) 25vw, 50vw"
              width={480}
              height={360}
              alt={item.photo.alt}
              loading="lazy"
            />
            <figcaption className={styles.caption}>
              {item.kind === 'wedding' ? 'The whole wedding: ' : `${item.photo.caption}, from `}
              <Link to={`/inspiration/weddings/${item.wedding.slug}`}>{item.wedding.title}</Link>
            </figcaption>
          </figure>
          {onRemove && (
            <button type="button" className={styles.remove} onClick={() => onRemove(item)}>
              Remove<span className={styles.visuallyHidden}> {item.kind === 'wedding' ? item.wedding.title : item.photo.caption}</span>
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
