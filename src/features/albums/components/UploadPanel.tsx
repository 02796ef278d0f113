import { useId, useState, type DragEvent } from 'react';
import { ACCEPTED_IMAGE_TYPES } from '../../../contracts/media';
import type { UploadState } from '../albumsSlice';
import styles from './Builder.module.scss';

const percent = (u: UploadState) => (u.size > 0 ? Math.round((u.sent / u.size) * 100) : 0);

function statusText(u: UploadState): string {
  switch (u.status) {
    case 'queued':
      return 'Waiting';
    case 'uploading':
      return `${percent(u)}%`;
    case 'retrying':
      return `Connection lost, trying again (${u.attempt})`;
    case 'done':
      return 'Uploaded';
    case 'failed':
      return 'Stopped';
  }
}

/**
 * Choose many photos (the file picker, or drop them on the panel); each shows its own progress.
 * A stopped upload resumes from what the server already has. Presentational: the route dispatches.
 */
export function UploadPanel({
  uploads,
  disabled,
  onFiles,
  onResume,
  onDismiss,
}: {
  uploads: UploadState[];
  disabled: boolean;
  onFiles: (files: File[]) => void;
  onResume: (fileId: string) => void;
  onDismiss: (fileId: string) => void;
}) {
  const inputId = useId();
  const [over, setOver] = useState(false);
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (disabled) return;
    const files = [...e.dataTransfer.files].filter((f) => f.type.startsWith('image/') || f.type === '');
    if (files.length) onFiles(files);
  };
  const active = uploads.filter((u) => u.status !== 'done');
  const done = uploads.length - active.length;
  return (
    <section className={styles.panel} aria-labelledby={`${inputId}-h`}>
      <h2 id={`${inputId}-h`}>Add photos</h2>
      <div
        className={`${styles.drop} ${over ? styles.dropActive : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <p>Drop photos here, or</p>
        <label className={styles.fileLabel} htmlFor={inputId}>
          Choose photos
          <input
            id={inputId}
            className="visually-hidden"
            type="file"
            multiple
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            disabled={disabled}
            onChange={(e) => {
              const files = [...(e.target.files ?? [])];
              e.target.value = '';
              if (files.length) onFiles(files);
            }}
          />
        </label>
      </div>
      {uploads.length > 0 && (
        <p className={styles.status} role="status">
          {done} of {uploads.length} uploaded
        </p>
      )}
      {active.length > 0 && (
        <ul className={styles.uploads} aria-label="Uploads">
          {active.map((u) => (
            <li key={u.fileId}>
              <span className={styles.fileName}>{u.name}</span>
              <span>{statusText(u)}</span>
              <progress max={u.size} value={u.sent} aria-label={`${u.name}: ${percent(u)}% uploaded`} />
              {u.status === 'failed' && (
                <>
                  <span className={styles.warnings}>{u.error?.message}</span>
                  <span>
                    <button type="button" className={styles.secondary} onClick={() => onResume(u.fileId)}>
                      Resume
                    </button>{' '}
                    <button type="button" className={styles.secondary} onClick={() => onDismiss(u.fileId)}>
                      Dismiss
                    </button>
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
