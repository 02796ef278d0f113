import { api } from '../../lib/http';
import {
  projectPhotoPath,
  type CreateProjectBody,
  type ProjectView,
  type ProjectsAnswer,
  type SaveProjectBody,
} from '../../contracts/paperProjects';
import type { CropRect } from '../../contracts/imageCrop';
import { releaseHeldFile, type HeldFile } from '../../lib/heldFiles';

const BASE = '/web-api/v2/paper/projects';

/** server/API.md "Paper projects"; nothing else in the domain talks HTTP. */
export const paperProjectsApi = {
  list: (): Promise<ProjectsAnswer> => api.get<ProjectsAnswer>(BASE),
  get: (id: number): Promise<ProjectView> => api.get<ProjectView>(`${BASE}/${id}`),
  create: (body: CreateProjectBody): Promise<ProjectView> => api.post<ProjectView>(BASE, body),
  save: ({ id, body }: { id: number; body: SaveProjectBody }): Promise<ProjectView> => api.put<ProjectView>(`${BASE}/${id}`, body),
  duplicate: (id: number): Promise<ProjectView> => api.post<ProjectView>(`${BASE}/${id}/duplicate`),
  remove: (id: number): Promise<void> => api.delete<void>(`${BASE}/${id}`),
  /** A photo design's photo: the file itself is the body, the crop the query (the website's upload rules). */
  uploadPhoto: ({ id, file, crop }: PhotoUpload): Promise<ProjectView> =>
    api.uploadFile<ProjectView>(
      projectPhotoPath(id),
      releaseHeldFile(file),
      crop ? { x: crop.x, y: crop.y, width: crop.width, height: crop.height } : undefined,
    ),
  removePhoto: (id: number): Promise<ProjectView> => api.delete<ProjectView>(projectPhotoPath(id)),
  approve: ({ id, version }: { id: number; version: number }): Promise<ProjectView> =>
    api.post<ProjectView>(`${BASE}/${id}/approve`, { version }),
};

export interface PhotoUpload {
  id: number;
  file: HeldFile;
  /** null: the whole picture. */
  crop: CropRect | null;
}
