import { api } from '../../lib/http';
import type { CropRect } from '../../contracts/imageCrop';
import { releaseHeldFile, type HeldFile } from '../../lib/heldFiles';
import type {
  PageKind,
  PersonPhotoAnswer,
  PhotoCaptionBody,
  PageOrderBody,
  PublicSite,
  SlugAvailability,
  WebsiteAnswer,
  WebsitePageBody,
  WebsitePasswordBody,
  WebsiteSettingsBody,
} from '../../contracts/website';
import type { RsvpFindBody, RsvpInvitation, RsvpSaveBody } from '../../contracts/websiteRsvp';
import { publicSiteApiPath, WEBSITE_API } from '../../contracts/websiteRules';

const BASE = WEBSITE_API;

/** A chosen file to upload, and the part of it to keep (null: the whole picture; a person's photo: the middle square). */
export interface PhotoUpload {
  file: HeldFile;
  crop: CropRect | null;
}
export type UploadProgress = (sent: number, total: number) => void;
const cropQuery = (crop: CropRect | null) => (crop ? { x: crop.x, y: crop.y, width: crop.width, height: crop.height } : undefined);

/** server/API.md "The wedding website"; nothing else in the domain talks HTTP. */
export const websiteApi = {
  get: (): Promise<WebsiteAnswer> => api.get<WebsiteAnswer>(BASE),
  create: (): Promise<WebsiteAnswer> => api.post<WebsiteAnswer>(BASE),
  saveSettings: ({ body }: { body: WebsiteSettingsBody }): Promise<WebsiteAnswer> => api.put<WebsiteAnswer>(`${BASE}/settings`, body),
  setPassword: (body: WebsitePasswordBody): Promise<WebsiteAnswer> => api.put<WebsiteAnswer>(`${BASE}/password`, body),
  savePage: ({ kind, body }: { kind: PageKind; body: WebsitePageBody }): Promise<WebsiteAnswer> =>
    api.put<WebsiteAnswer>(`${BASE}/pages/${kind}`, body),
  reorder: (body: PageOrderBody): Promise<WebsiteAnswer> => api.put<WebsiteAnswer>(`${BASE}/page-order`, body),
  slugAvailable: (slug: string): Promise<SlugAvailability> => api.get<SlugAvailability>(`${BASE}/slug-available`, { slug }),
  publicSite: (slug: string): Promise<PublicSite> => api.get<PublicSite>(publicSiteApiPath(slug)),
  rsvpFind: ({ slug, body }: { slug: string; body: RsvpFindBody }): Promise<RsvpInvitation> =>
    api.post<RsvpInvitation>(`${BASE}/public/${encodeURIComponent(slug)}/rsvp/find`, body),
  rsvpSave: ({ slug, body }: { slug: string; body: RsvpSaveBody }): Promise<RsvpInvitation> =>
    api.put<RsvpInvitation>(`${BASE}/public/${encodeURIComponent(slug)}/rsvp`, body),
  uploadPhoto: ({ file, crop }: PhotoUpload, onProgress?: UploadProgress): Promise<WebsiteAnswer> =>
    api.uploadFile<WebsiteAnswer>(`${BASE}/photos`, releaseHeldFile(file), cropQuery(crop), onProgress),
  setCaption: ({ id, body }: { id: number; body: PhotoCaptionBody }): Promise<WebsiteAnswer> =>
    api.patch<WebsiteAnswer>(`${BASE}/photos/${id}`, body),
  removePhoto: (id: number): Promise<WebsiteAnswer> => api.delete<WebsiteAnswer>(`${BASE}/photos/${id}`),
  reorderPhotos: (ids: number[]): Promise<WebsiteAnswer> => api.put<WebsiteAnswer>(`${BASE}/photo-order`, { ids }),
  uploadPersonPhoto: ({ file, crop }: PhotoUpload, onProgress?: UploadProgress): Promise<PersonPhotoAnswer> =>
    api.uploadFile<PersonPhotoAnswer>(`${BASE}/people-photos`, releaseHeldFile(file), cropQuery(crop), onProgress),
  unlock: ({ slug, password }: { slug: string; password: string }): Promise<PublicSite> =>
    api.post<PublicSite>(`${BASE}/public/${encodeURIComponent(slug)}/unlock`, { password }),
};
