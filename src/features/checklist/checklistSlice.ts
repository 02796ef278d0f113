import { createAction, createSlice } from '@reduxjs/toolkit';
import { addRequestCases, idleRequest, type RequestState } from '../../lib/requestCases';
import { createRequestActions } from '../../lib/requestSaga';
import type { ChecklistTask, ChecklistView, CreateTaskBody, MoveTaskBody, UpdateTaskBody } from '../../contracts/checklist';

/** What a change to a task sets (the saga adds the version the page holds when it sends it). */
export type TaskChanges = Omit<UpdateTaskBody, 'version'>;

// Events the page raises.
export const checklistRequested = createAction('checklist/checklistRequested');
export const taskChangeRequested = createAction<{ id: number; changes: TaskChanges }>('checklist/taskChangeRequested');
export const taskAddRequested = createAction<CreateTaskBody>('checklist/taskAddRequested');
export const taskMoveRequested = createAction<{ id: number; direction: MoveTaskBody['direction'] }>('checklist/taskMoveRequested');
export const remindersToggled = createAction<boolean>('checklist/remindersToggled');
export const noticeDismissed = createAction('checklist/noticeDismissed');

// Requests (started / succeeded / failed).
export const loadChecklistActions = createRequestActions<void, ChecklistView>('checklist/load');
export const updateTaskActions = createRequestActions<{ id: number; body: UpdateTaskBody }, ChecklistTask>('checklist/updateTask');
export const createTaskActions = createRequestActions<CreateTaskBody, ChecklistTask>('checklist/createTask');
export const moveTaskActions = createRequestActions<{ id: number; body: MoveTaskBody }, ChecklistView>('checklist/moveTask');
export const remindersActions = createRequestActions<boolean, ChecklistView>('checklist/reminders');

/** A message about the last change: the partner's edit won, a failure, or a completion to undo. */
export interface ChecklistNotice {
  kind: 'partner' | 'error' | 'done' | 'added';
  taskId: number | null;
  message: string;
}

export interface ChecklistState {
  view: ChecklistView | null;
  load: RequestState;
  update: RequestState;
  create: RequestState;
  reminders: RequestState;
  notice: ChecklistNotice | null;
}

export const initialChecklistState: ChecklistState = {
  view: null,
  load: idleRequest,
  update: idleRequest,
  create: idleRequest,
  reminders: idleRequest,
  notice: null,
};

const replaceTask = (view: ChecklistView | null, task: ChecklistTask) => {
  if (!view) return;
  const i = view.tasks.findIndex((t) => t.id === task.id);
  if (i >= 0) view.tasks[i] = task;
};

const slice = createSlice({
  name: 'checklist',
  initialState: initialChecklistState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(noticeDismissed, (state) => {
      state.notice = null;
    });
    // A tick (or hide) shows at once; the server's answer (or a partner's newer version) replaces it.
    builder.addCase(taskChangeRequested, (state, { payload }) => {
      const task = state.view?.tasks.find((t) => t.id === payload.id);
      if (!task) return;
      if (payload.changes.done !== undefined) task.done = payload.changes.done;
      if (payload.changes.hidden !== undefined) task.hidden = payload.changes.hidden;
    });
    addRequestCases(builder, loadChecklistActions, (state) => state.load, {
      keepSucceeded: true,
      succeeded: (state, { payload }) => {
        state.view = payload.result;
      },
    });
    addRequestCases(builder, updateTaskActions, (state) => state.update, {
      started: (state) => {
        state.notice = null;
      },
      succeeded: (state, { payload }) => {
        replaceTask(state.view, payload.result);
        if (payload.arg.body.done === true)
          state.notice = { kind: 'done', taskId: payload.result.id, message: `“${payload.result.title}” is done.` };
      },
      failed: (state, { payload }) => {
        const stale = payload.error.code === 'stale_task' ? (payload.error.data?.task as ChecklistTask | undefined) : undefined;
        if (stale) replaceTask(state.view, stale);
        state.notice = { kind: stale ? 'partner' : 'error', taskId: payload.arg.id, message: payload.error.message };
      },
    });
    addRequestCases(builder, createTaskActions, (state) => state.create, {
      succeeded: (state, { payload }) => {
        state.view?.tasks.push(payload.result);
        state.notice = { kind: 'added', taskId: payload.result.id, message: `“${payload.result.title}” is on your checklist.` };
      },
    });
    addRequestCases(builder, moveTaskActions, (state) => state.update, {
      started: (state) => {
        state.notice = null;
      },
      succeeded: (state, { payload }) => {
        state.view = payload.result;
      },
      failed: (state, { payload }) => {
        const stale = payload.error.code === 'stale_task' ? (payload.error.data?.task as ChecklistTask | undefined) : undefined;
        if (stale) replaceTask(state.view, stale);
        state.notice = { kind: stale ? 'partner' : 'error', taskId: payload.arg.id, message: payload.error.message };
      },
    });
    addRequestCases(builder, remindersActions, (state) => state.reminders, {
      succeeded: (state, { payload }) => {
        state.view = payload.result;
      },
    });
  },
});

export const checklistReducer = slice.reducer;
