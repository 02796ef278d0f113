import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { ACCEPTED_IMAGE_TYPES, IMAGE_TOO_LARGE_MESSAGE, MAX_IMAGE_UPLOAD_BYTES, NOT_AN_IMAGE_MESSAGE } from '../../../contracts/media';
import styles from './ImageUploadField.module.scss';

export interface ImageUploadFieldProps {
  label: string;
  hint?: string;
  /** The stored picture, if any (the server's sizes: `src` and `srcSet`). */
  current: { src: string; srcSet?: string; alt: string } | null;
  /** An upload of the chosen file is under way: its local preview shows meanwhile. */
  uploading: boolean;
  removing?: boolean;
  /** The server's refusal of the last upload or removal. */
  error?: string | null;
  onSelect: (file: File) => void;
  onRemove?: () => void;
  /** Sizes for the preview's `srcSet` (CSS width it is shown at). */
  sizes?: string;
  maxBytes?: number;
}

/**
 * A picture field: a file input that takes images, a preview (the chosen file's own pixels while it
 * uploads, then the stored sizes), 'Uploading…', the errors, and Remove. Files over the size limit,
 * or that do not say they are pictures, are refused here before any upload; the server still reads
 * the bytes themselves. Presentational: the caller uploads (`onSelect`) and removes.
 */
export function ImageUploadField({
  label,
  hint,
  current,
  uploading,
  removing = false,
  error,
  onSelect,
  onRemove,
  sizes = '240px',
  maxBytes = MAX_IMAGE_UPLOAD_BYTES,
}: ImageUploadFieldProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  // The local preview lasts while its upload does; its object URL is released after.
  useEffect(() => {
    if (!uploading && preview) {
      URL.revokeObjectURL(preview);
      setPreview(null);
    }
  }, [uploading, preview]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after an error.
    event.target.value = '';
    if (!file) return;
    if (file.type && !file.type.startsWith('image/')) return setLocalError(NOT_AN_IMAGE_MESSAGE);
    if (file.size > maxBytes)
      return setLocalError(
        maxBytes === MAX_IMAGE_UPLOAD_BYTES
          ? IMAGE_TOO_LARGE_MESSAGE
          : `That file is too large (at most ${Math.round(maxBytes / 1024 / 1024)} MB).`,
      );
    setLocalError(null);
    setPreview(typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);
    onSelect(file);
  };
  const remove = () => {
    onRemove?.();
    input.current?.focus();
  };

  const shownError = localError ?? error ?? null;
  const busy = uploading || removing;
  const describedBy = [hint && `${inputId}-hint`, shownError && `${inputId}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <div className={styles.preview} aria-busy={busy}>
        {preview ? (
          <img src={preview} alt="" className={`${styles.image} ${styles.pending}`} />
        ) : current ? (
          <img
            src={current.src}
            srcSet={current.srcSet}
            sizes={current.srcSet ? sizes : undefined}
            alt={current.alt}
            className={styles.image}
          />
        ) : (
          <span className={styles.placeholder} aria-hidden="true">
            No photo yet
          </span>
        )}
      </div>
      <div className={styles.controls}>
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
        {hint && (
          <p id={`${inputId}-hint`} className={styles.hint}>
            {hint}
          </p>
        )}
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          className={styles.input}
          onChange={choose}
          disabled={busy}
          aria-describedby={describedBy}
          aria-invalid={shownError ? true : undefined}
        />
        <p role="status" className={styles.status}>
          {uploading ? 'Uploading…' : removing ? 'Removing…' : ''}
        </p>
        {shownError && (
          <p id={`${inputId}-error`} role="alert" className={styles.error}>
            {shownError}
          </p>
        )}
        {current && onRemove && !uploading && (
          <button type="button" className={styles.remove} onClick={remove} disabled={busy}>
            Remove photo
          </button>
        )}
      </div>
    </div>
  );
}
