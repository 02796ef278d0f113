import { useId } from 'react';
import {
  ALBUM_COVERS,
  ALBUM_COVER_KEYS,
  ALBUM_PAGE_COUNTS,
  ALBUM_SIZES,
  ALBUM_SIZE_KEYS,
  type AlbumCover,
  type AlbumFormat,
  type AlbumPageCount,
  type AlbumSize,
} from '../../../contracts/albums';
import styles from './Albums.module.scss';

/** The three choices of an album's format (size, cover, pages): the start form's and the builder's. */
export function AlbumFormatFields({
  value,
  onChange,
  disabled = false,
}: {
  value: AlbumFormat;
  onChange: (next: AlbumFormat) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <>
      <div className={styles.field}>
        <label htmlFor={`${id}-size`}>Size</label>
        <select
          id={`${id}-size`}
          value={value.size}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, size: e.target.value as AlbumSize })}
        >
          {ALBUM_SIZE_KEYS.map((k) => (
            <option key={k} value={k}>
              {ALBUM_SIZES[k].label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-cover`}>Cover</label>
        <select
          id={`${id}-cover`}
          value={value.cover}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, cover: e.target.value as AlbumCover })}
        >
          {ALBUM_COVER_KEYS.map((k) => (
            <option key={k} value={k}>
              {ALBUM_COVERS[k].label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-pages`}>Pages</label>
        <select
          id={`${id}-pages`}
          value={value.pages}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, pages: Number(e.target.value) as AlbumPageCount })}
        >
          {ALBUM_PAGE_COUNTS.map((n) => (
            <option key={n} value={n}>
              {n} pages ({n / 2} spreads)
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
