import type { CouplePhoto } from '../../../contracts/registrySettings';
import { ImageUploadField } from '../../media/components/ImageUploadField';

export interface CouplePhotoFieldProps {
  photo: CouplePhoto | null;
  uploading: boolean;
  removing: boolean;
  error: string | null;
  onChoose: (file: File) => void;
  onRemove: () => void;
}

/** The couple photo: shown on the guest registry page and in Find a couple. Saved as soon as it is chosen. */
export function CouplePhotoField({ photo, uploading, removing, error, onChoose, onRemove }: CouplePhotoFieldProps) {
  return (
    <ImageUploadField
      label="Upload a photo"
      hint="A JPEG, PNG, WebP or HEIC photo up to 10 MB. Guests see it on your registry and in Find a couple. Location and camera details are removed."
      current={photo ? { src: photo.url, srcSet: photo.src_set, alt: 'Your couple photo' } : null}
      sizes="160px"
      uploading={uploading}
      removing={removing}
      error={error}
      onSelect={onChoose}
      onRemove={onRemove}
    />
  );
}
