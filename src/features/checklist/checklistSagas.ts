import { buffers, type Channel } from 'redux-saga';
import { actionChannel, all, call, put, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { requestSaga } from '../../lib/requestSaga';
import type { ChecklistView } from '../../contracts/checklist';
import { checklistApi } from './checklistApi';
import {
  checklistRequested,
  createTaskActions,
  loadChecklistActions,
  moveTaskActions,
  remindersActions,
  remindersToggled,
  taskAddRequested,
  taskChangeRequested,
  taskMoveRequested,
  updateTaskActions,
} from './checklistSlice';
import { selectChecklistView } from './checklistSelectors';

type WriteEvent = ReturnType<typeof taskChangeRequested> | ReturnType<typeof taskMoveRequested>;

function* loadChecklist() {
  yield* requestSaga(loadChecklistActions, undefined, checklistApi.get);
}

/** The version of the task the page holds now (after any earlier change of ours has come back). */
function* versionOf(id: number): Generator<unknown, number | null, unknown> {
  const view = (yield select(selectChecklistView)) as ChecklistView | null;
  return view?.tasks.find((t) => t.id === id)?.version ?? null;
}

/**
 * Changes and moves go one at a time, in the order they were made: each is sent with the version
 * the previous one left, so a quick "done" then "undo" is not refused as a partner's edit. A
 * partner's change in between is refused by the server (409) and shown.
 */
function* writeQueue() {
  const channel = (yield actionChannel(
    [taskChangeRequested.type, taskMoveRequested.type],
    buffers.expanding<WriteEvent>(10),
  )) as Channel<WriteEvent>;
  for (;;) {
    const action = (yield take(channel)) as WriteEvent;
    const version = yield* versionOf(action.payload.id);
    if (version === null) continue;
    if (taskChangeRequested.match(action)) {
      const outcome = yield* requestSaga(
        updateTaskActions,
        { id: action.payload.id, body: { ...action.payload.changes, version } },
        checklistApi.update,
      );
      // A refusal other than a partner's version (which carries the task): read the list again so
      // the optimistic tick does not stay on screen.
      if (!outcome.ok && outcome.error.code !== 'stale_task') yield put(checklistRequested());
    } else {
      yield* requestSaga(
        moveTaskActions,
        { id: action.payload.id, body: { direction: action.payload.direction, version } },
        checklistApi.move,
      );
    }
  }
}

function* addTask(action: ReturnType<typeof taskAddRequested>) {
  yield* requestSaga(createTaskActions, action.payload, checklistApi.create);
}

function* setReminders(action: ReturnType<typeof remindersToggled>) {
  yield* requestSaga(remindersActions, action.payload, checklistApi.reminders);
}

export function* checklistSagas() {
  yield all([
    // A read: only the latest matters (the page reloads it on focus).
    takeLatest(checklistRequested.type, loadChecklist),
    call(writeQueue),
    // A double click must not add the task twice.
    takeLeading(taskAddRequested.type, addTask),
    // The last choice wins.
    takeLatest(remindersToggled.type, setReminders),
  ]);
}
