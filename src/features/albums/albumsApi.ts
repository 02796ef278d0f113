import { api } from '../../lib/http';
import {
  ALBUMS_API,
  type AlbumView,
  type AlbumsAnswer,
  type CreateAlbumBody,
  type FormatsAnswer,
  type SaveAlbumBody,
  type UploadAnswer,
} from '../../contracts/albums';

/** server/API.md "Photo albums"; nothing else in the domain talks HTTP. */
export const albumsApi = {
  formats: (): Promise<FormatsAnswer> => api.get<FormatsAnswer>(`${ALBUMS_API}/formats`),
  list: (): Promise<AlbumsAnswer> => api.get<AlbumsAnswer>(ALBUMS_API),
  get: (id: number): Promise<AlbumView> => api.get<AlbumView>(`${ALBUMS_API}/${id}`),
  create: (body: CreateAlbumBody): Promise<AlbumView> => api.post<AlbumView>(ALBUMS_API, body),
  save: ({ id, body }: { id: number; body: SaveAlbumBody }): Promise<AlbumView> => api.put<AlbumView>(`${ALBUMS_API}/${id}`, body),
  autoLayout: (id: number): Promise<AlbumView> => api.post<AlbumView>(`${ALBUMS_API}/${id}/auto-layout`),
  removePhoto: ({ id, photoId }: { id: number; photoId: number }): Promise<AlbumView> =>
    api.delete<AlbumView>(`${ALBUMS_API}/${id}/photos/${photoId}`),
  createUpload: ({ id, fileName, size }: { id: number; fileName: string; size: number }): Promise<UploadAnswer> =>
    api.post<UploadAnswer>(`${ALBUMS_API}/${id}/uploads`, { file_name: fileName, size }),
  uploadState: ({ id, uploadId }: { id: number; uploadId: string }): Promise<UploadAnswer> =>
    api.get<UploadAnswer>(`${ALBUMS_API}/${id}/uploads/${uploadId}`),
  putChunk: (
    { id, uploadId, offset, bytes }: { id: number; uploadId: string; offset: number; bytes: Blob },
    onProgress?: (sent: number) => void,
  ): Promise<UploadAnswer> => api.putBytes<UploadAnswer>(`${ALBUMS_API}/${id}/uploads/${uploadId}`, bytes, { offset }, onProgress),
};

export const proofUrl = (id: number, version: number): string => `${ALBUMS_API}/${id}/proof.pdf?v=${version}`;
