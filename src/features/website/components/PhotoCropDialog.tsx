import { useState } from 'react';
import { Modal } from '../../../components/Modal/Modal';
import { cropRatio, largestCrop, wholeImage, type CropAspectKey, type CropRect, type ImageSize } from '../../../contracts/imageCrop';
import type { HeldFile } from '../../../lib/heldFiles';
import { CropBox } from './CropBox';
import styles from './Gallery.module.scss';

/** A chosen file before it is sent: the browser's own copy to show, its upright size once read, and its crop. */
export interface PendingPhoto {
  file: HeldFile;
  url: string;
  size: ImageSize | null;
  crop: CropRect | null;
  aspect: CropAspectKey;
  /** The browser could not draw it (no crop box: it goes up whole). */
  unreadable?: boolean;
}

/** The crop a picture starts with: the whole of it, or the largest of a fixed shape from its middle. */
export function startingCrop(size: ImageSize, aspect: CropAspectKey): CropRect {
  const ratio = cropRatio(aspect);
  return ratio === null ? wholeImage(size) : largestCrop(size, ratio);
}

/** The crop box in a dialog: "Use this crop" keeps it, Cancel (or Escape) leaves the photo as it was. */
export function PhotoCropDialog({
  photo,
  aspects,
  onDone,
  onCancel,
}: {
  photo: PendingPhoto & { size: ImageSize };
  aspects?: readonly CropAspectKey[];
  onDone: (crop: CropRect, aspect: CropAspectKey) => void;
  onCancel: () => void;
}) {
  const [aspect, setAspect] = useState<CropAspectKey>(photo.aspect);
  const [crop, setCrop] = useState<CropRect>(photo.crop ?? startingCrop(photo.size, photo.aspect));
  return (
    <Modal title={`Crop ${photo.file.name}`} onClose={onCancel}>
      <CropBox
        src={photo.url}
        alt={`${photo.file.name}, to crop`}
        size={photo.size}
        crop={crop}
        aspect={aspect}
        aspects={aspects}
        onChange={setCrop}
        onAspectChange={(next, fitted) => {
          setAspect(next);
          setCrop(fitted);
        }}
      />
      <div className={styles.dialogActions}>
        <button type="button" className={styles.primary} onClick={() => onDone(crop, aspect)}>
          Use this crop
        </button>
        <button type="button" className={styles.secondary} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}
