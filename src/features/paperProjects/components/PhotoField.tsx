import { useEffect, useId, useState } from 'react';
import { isWholeImage, type CropRect, type ImageSize } from '../../../contracts/imageCrop';
import { holdFile, type HeldFile } from '../../../lib/heldFiles';
import type { RequestState } from '../../../lib/requestCases';
import { PhotoCropDialog } from '../../website/components/PhotoCropDialog';
import styles from './Customizer.module.scss';

interface Chosen {
  file: HeldFile;
  url: string;
  size: ImageSize;
}

/** Reads a chosen picture's upright size in the browser (it applies the EXIF orientation, as the server does). */
function readSize(url: string): Promise<ImageSize | null> {
  return new Promise((resolve) => {
    const img = new Image();
    img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
    img.onerror = () => resolve(null);
    img.src = url;
  });
}

/**
 * A photo design's photo: choose a picture, crop it in the website's crop box (landscape for the
 * photo band by default), and it goes up with the crop; the server checks and re-encodes it.
 */
export function PhotoField({
  hasPhoto,
  request,
  onUpload,
  onRemove,
}: {
  hasPhoto: boolean;
  request: RequestState;
  onUpload: (file: HeldFile, crop: CropRect | null) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  useEffect(() => () => void (chosen && URL.revokeObjectURL(chosen.url)), [chosen]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setUnreadable(false);
    const url = URL.createObjectURL(file);
    const size = await readSize(url);
    const held = holdFile(file);
    if (!size) {
      // A picture this browser cannot draw (HEIC in most browsers) goes up whole; the server reads it.
      URL.revokeObjectURL(url);
      setUnreadable(true);
      onUpload(held, null);
      return;
    }
    setChosen({ file: held, url, size });
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id}>{hasPhoto ? 'Replace your photo' : 'Your photo'}</label>
      <input
        id={id}
        type="file"
        className={styles.fileInput}
        accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
        disabled={request.status === 'loading'}
        onChange={(e) => {
          void choose(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      {hasPhoto && (
        <button type="button" className={styles.linkButton} disabled={request.status === 'loading'} onClick={onRemove}>
          Remove the photo
        </button>
      )}
      <p role="status" className={request.status === 'failed' ? styles.error : styles.muted}>
        {request.status === 'loading'
          ? 'Uploading your photo…'
          : request.status === 'failed'
            ? request.error?.message
            : unreadable
              ? 'This browser cannot show that photo, so it went up whole.'
              : ''}
      </p>
      {chosen && (
        <PhotoCropDialog
          photo={{ file: chosen.file, url: chosen.url, size: chosen.size, crop: null, aspect: '3:2' }}
          onDone={(crop: CropRect) => {
            onUpload(chosen.file, isWholeImage(crop, chosen.size) ? null : crop);
            setChosen(null);
          }}
          onCancel={() => setChosen(null)}
        />
      )}
    </div>
  );
}
