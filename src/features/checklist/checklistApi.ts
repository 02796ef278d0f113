import { api } from '../../lib/http';
import type { ChecklistTask, ChecklistView, CreateTaskBody, MoveTaskBody, UpdateTaskBody } from '../../contracts/checklist';

const BASE = '/web-api/v2/wedding/checklist';

/** server/API.md "The wedding checklist"; nothing else in the domain talks HTTP. */
export const checklistApi = {
  get: (): Promise<ChecklistView> => api.get<ChecklistView>(BASE),
  create: (body: CreateTaskBody): Promise<ChecklistTask> => api.post<ChecklistTask>(`${BASE}/tasks`, body),
  update: ({ id, body }: { id: number; body: UpdateTaskBody }): Promise<ChecklistTask> =>
    api.patch<ChecklistTask>(`${BASE}/tasks/${id}`, body),
  move: ({ id, body }: { id: number; body: MoveTaskBody }): Promise<ChecklistView> =>
    api.post<ChecklistView>(`${BASE}/tasks/${id}/move`, body),
  reminders: (enabled: boolean): Promise<ChecklistView> => api.put<ChecklistView>(`${BASE}/reminders`, { enabled }),
};
