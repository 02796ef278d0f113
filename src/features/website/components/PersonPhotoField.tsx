import { useEffect, useId, useRef, useState } from 'react';
import { ACCEPTED_IMAGE_TYPES, imageUrl } from '../../../contracts/media';
import { holdFile, releaseHeldFile } from '../../../lib/heldFiles';
import type { PhotoUpload } from '../websiteApi';
import type { PersonPhotoState } from '../websiteSlice';
import { PhotoCropDialog, type PendingPhoto } from './PhotoCropDialog';
import styles from './Gallery.module.scss';

/**
 * A wedding party person's photo in the page editor: choose one, crop it square, and it uploads;
 * the person's `photo_id` is set in the draft once it is stored (the page's Save shows it on the
 * site). Remove takes it off the draft.
 */
export function PersonPhotoField({
  name,
  photoId,
  uploads,
  onUpload,
  onPhoto,
}: {
  /** Whose photo (for labels). */
  name: string;
  photoId: string | null;
  uploads: Record<string, PersonPhotoState>;
  onUpload: (upload: PhotoUpload) => void;
  onPhoto: (photoId: string | null) => void;
}) {
  const inputId = useId();
  const [chosen, setChosen] = useState<PendingPhoto | null>(null);
  const [uploadId, setUploadId] = useState<string | null>(null);
  const upload = uploadId ? uploads[uploadId] : undefined;
  const onPhotoRef = useRef(onPhoto);
  onPhotoRef.current = onPhoto;
  useEffect(() => {
    if (upload?.photo) {
      onPhotoRef.current(upload.photo.id);
      setUploadId(null);
    }
  }, [upload?.photo]);
  const who = name.trim() || 'this person';

  const choose = (file: File | undefined) => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    const photo: PendingPhoto = { file: holdFile(file), url, size: null, crop: null, aspect: '1:1' };
    setChosen(photo);
    const img = new Image();
    // A picture this browser cannot draw goes up as it is: the server cuts the middle square.
    img.onerror = () => {
      setChosen(null);
      setUploadId(photo.file.id);
      URL.revokeObjectURL(url);
      onUpload({ file: photo.file, crop: null });
    };
    img.onload = () =>
      setChosen((c) => (c && c.file.id === photo.file.id ? { ...c, size: { width: img.naturalWidth, height: img.naturalHeight } } : c));
    img.src = url;
  };
  const cancel = () => {
    if (!chosen) return;
    URL.revokeObjectURL(chosen.url);
    releaseHeldFile(chosen.file);
    setChosen(null);
  };

  return (
    <div className={styles.person}>
      {photoId ? (
        <img className={styles.personThumb} src={imageUrl(photoId, 320)} alt={who} width={96} height={96} />
      ) : (
        <span className={styles.personEmpty} aria-hidden="true">
          {who.charAt(0).toUpperCase()}
        </span>
      )}
      <div>
        <label htmlFor={inputId} className={styles.secondaryLabel}>
          {photoId ? 'Change photo' : 'Add a photo'}
          <span className="visually-hidden"> of {who}</span>
        </label>
        <input
          id={inputId}
          className={styles.fileInput}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          disabled={upload?.status === 'loading'}
          onChange={(e) => {
            choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        {photoId && (
          <button type="button" className={styles.linkButton} onClick={() => onPhoto(null)}>
            Remove photo<span className="visually-hidden"> of {who}</span>
          </button>
        )}
        {upload?.status === 'loading' && (
          <progress
            className={styles.progress}
            max={100}
            value={upload.size ? Math.round((upload.sent / upload.size) * 100) : 0}
            aria-label={`Uploading the photo of ${who}`}
          />
        )}
        {upload?.status === 'failed' && (
          <p className={styles.error} role="alert">
            {upload.error?.message}
          </p>
        )}
      </div>
      {chosen?.size && (
        <PhotoCropDialog
          photo={{ ...chosen, size: chosen.size }}
          aspects={['1:1']}
          onCancel={cancel}
          onDone={(crop) => {
            URL.revokeObjectURL(chosen.url);
            setUploadId(chosen.file.id);
            setChosen(null);
            onUpload({ file: chosen.file, crop });
          }}
        />
      )}
    </div>
  );
}
