import { api } from '../../lib/http';
import type { CreateProjectBody, ProjectView, ProjectsAnswer, SaveProjectBody } from '../../contracts/paperProjects';

const BASE = '/web-api/v2/paper/projects';

/** server/API.md "Paper projects"; nothing else in the domain talks HTTP. */
export const paperProjectsApi = {
  list: (): Promise<ProjectsAnswer> => api.get<ProjectsAnswer>(BASE),
  get: (id: number): Promise<ProjectView> => api.get<ProjectView>(`${BASE}/${id}`),
  create: (body: CreateProjectBody): Promise<ProjectView> => api.post<ProjectView>(BASE, body),
  save: ({ id, body }: { id: number; body: SaveProjectBody }): Promise<ProjectView> => api.put<ProjectView>(`${BASE}/${id}`, body),
  duplicate: (id: number): Promise<ProjectView> => api.post<ProjectView>(`${BASE}/${id}/duplicate`),
  remove: (id: number): Promise<void> => api.delete<void>(`${BASE}/${id}`),
  approve: ({ id, version }: { id: number; version: number }): Promise<ProjectView> =>
    api.post<ProjectView>(`${BASE}/${id}/approve`, { version }),
};
