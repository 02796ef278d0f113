import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { combineReducers } from '@reduxjs/toolkit';
import { HttpError, type ApiError } from '../../src/lib/http';
import { CHECKLIST_MESSAGES, type ChecklistTask, type ChecklistView } from '../../src/contracts/checklist';
import { checklistApi } from '../../src/features/checklist/checklistApi';
import { checklistSagas } from '../../src/features/checklist/checklistSagas';
import {
  checklistReducer,
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
} from '../../src/features/checklist/checklistSlice';

const reducer = combineReducers({ checklist: checklistReducer });
type State = ReturnType<typeof reducer>;
const fail = (message: string, status = 400, extra: Partial<ApiError> = {}) => throwError(new HttpError({ message, status, ...extra }));

const task = (over: Partial<ChecklistTask> = {}): ChecklistTask => ({
  id: 7,
  template_key: 'book-florist',
  title: 'Book your florist',
  how_to: 'Bring photos.',
  bucket: 'MONTHS_6',
  link_path: '/wedding-vendors/search/wedding-florists',
  link_label: 'Find florists',
  due_date: '2027-03-01',
  due_date_custom: false,
  position: 10,
  assignee_user_id: null,
  done: false,
  done_by_tool: false,
  completed_at: null,
  completed_by_user_id: null,
  hidden: false,
  guest_count: null,
  save_the_dates_sent: null,
  version: 3,
  updated_by_user_id: null,
  ...over,
});
const view: ChecklistView = {
  wedding_date: '2027-08-28',
  today: '2026-11-26',
  members: [{ user_id: 1, first_name: 'Alex', role: 'OWNER' }],
  reminders_enabled: false,
  tasks: [task(), task({ id: 8, title: 'Book hair and makeup', position: 20, version: 1 })],
};
const loaded = (): State => ({
  checklist: { ...reducer(undefined, { type: 'init' }).checklist, view, load: { status: 'succeeded', error: null } },
});

describe('checklist sagas', () => {
  it('loads the checklist: started, succeeded, stored', async () => {
    const { storeState } = await expectSaga(checklistSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(checklistApi.get), view]])
      .dispatch(checklistRequested())
      .put(loadChecklistActions.started())
      .put(loadChecklistActions.succeeded({ arg: undefined, result: view }))
      .silentRun(50);
    expect((storeState as State).checklist.view).toEqual(view);
  });

  it('a failed load is kept as an ApiError', async () => {
    const { storeState } = await expectSaga(checklistSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(checklistApi.get), fail('You have not told us about your wedding yet.', 404)]])
      .dispatch(checklistRequested())
      .put.like({ action: { type: loadChecklistActions.failed.type } })
      .silentRun(50);
    expect((storeState as State).checklist.load).toMatchObject({ status: 'failed', error: { status: 404 } });
  });

  it('done then undo: sent in order, each with the version the previous answer left', async () => {
    const done = task({ done: true, version: 4, completed_at: '2026-11-26T10:00:00Z' });
    const undone = task({ version: 5 });
    const { storeState } = await expectSaga(checklistSagas)
      .withReducer(reducer, loaded())
      .provide({
        call(effect, next) {
          if (effect.fn === checklistApi.update) {
            const { body } = effect.args[0] as { body: { version: number; done: boolean } };
            return body.done ? (body.version === 3 ? done : next()) : body.version === 4 ? undone : next();
          }
          return next();
        },
      })
      .dispatch(taskChangeRequested({ id: 7, changes: { done: true } }))
      .dispatch(taskChangeRequested({ id: 7, changes: { done: false } }))
      .put(updateTaskActions.started({ id: 7, body: { done: true, version: 3 } }))
      .put(updateTaskActions.succeeded({ arg: { id: 7, body: { done: true, version: 3 } }, result: done }))
      .put(updateTaskActions.started({ id: 7, body: { done: false, version: 4 } }))
      .put(updateTaskActions.succeeded({ arg: { id: 7, body: { done: false, version: 4 } }, result: undone }))
      .silentRun(50);
    expect((storeState as State).checklist.view!.tasks[0]).toEqual(undone);
  });

  it('a partner’s newer version: the 409’s task replaces ours and the message is shown', async () => {
    const theirs = task({ title: 'Florist (Jordan)', version: 4 });
    const { storeState } = await expectSaga(checklistSagas)
      .withReducer(reducer, loaded())
      .provide([
        [
          matchers.call.fn(checklistApi.update),
          fail(CHECKLIST_MESSAGES.changedByPartner, 409, { code: 'stale_task', data: { task: theirs } }),
        ],
      ])
      .dispatch(taskChangeRequested({ id: 7, changes: { hidden: true } }))
      .put.like({ action: { type: updateTaskActions.failed.type } })
      .silentRun(50);
    const state = (storeState as State).checklist;
    expect(state.view!.tasks[0]).toEqual(theirs);
    expect(state.notice).toEqual({ kind: 'partner', taskId: 7, message: CHECKLIST_MESSAGES.changedByPartner });
  });

  it('another refusal re-reads the list so the optimistic tick does not stay', async () => {
    await expectSaga(checklistSagas)
      .withReducer(reducer, loaded())
      .provide([
        [matchers.call.fn(checklistApi.update), fail('Something went wrong', 503)],
        [matchers.call.fn(checklistApi.get), view],
      ])
      .dispatch(taskChangeRequested({ id: 7, changes: { done: true } }))
      .put.like({ action: { type: updateTaskActions.failed.type } })
      .put(checklistRequested())
      .put(loadChecklistActions.succeeded({ arg: undefined, result: view }))
      .silentRun(50);
  });

  it('moves, adds and the reminders opt-in: started and succeeded', async () => {
    const moved = { ...view, tasks: [view.tasks[1]!, view.tasks[0]!] };
    const added = task({ id: 9, template_key: null, title: 'Book the quartet', version: 1 });
    const withReminders = { ...moved, reminders_enabled: true, tasks: [...moved.tasks, added] };
    const { storeState } = await expectSaga(checklistSagas)
      .withReducer(reducer, loaded())
      .provide([
        [matchers.call.fn(checklistApi.move), moved],
        [matchers.call.fn(checklistApi.create), added],
        [matchers.call.fn(checklistApi.reminders), withReminders],
      ])
      .dispatch(taskMoveRequested({ id: 8, direction: 'up' }))
      .dispatch(taskAddRequested({ title: 'Book the quartet', bucket: 'MONTHS_6' }))
      .dispatch(remindersToggled(true))
      .put(moveTaskActions.started({ id: 8, body: { direction: 'up', version: 1 } }))
      .put(moveTaskActions.succeeded({ arg: { id: 8, body: { direction: 'up', version: 1 } }, result: moved }))
      .put(createTaskActions.succeeded({ arg: { title: 'Book the quartet', bucket: 'MONTHS_6' }, result: added }))
      .put(remindersActions.succeeded({ arg: true, result: withReminders }))
      .silentRun(50);
    expect((storeState as State).checklist.view).toEqual(withReminders);
  });

  it('a refused new task keeps the server’s message', async () => {
    const { storeState } = await expectSaga(checklistSagas)
      .withReducer(reducer, loaded())
      .provide([[matchers.call.fn(checklistApi.create), fail(`Invalid title: ${CHECKLIST_MESSAGES.title}`)]])
      .dispatch(taskAddRequested({ title: ' ', bucket: 'MONTHS_6' }))
      .put.like({ action: { type: createTaskActions.failed.type } })
      .silentRun(50);
    expect((storeState as State).checklist.create).toMatchObject({
      status: 'failed',
      error: { message: `Invalid title: ${CHECKLIST_MESSAGES.title}` },
    });
  });
});
