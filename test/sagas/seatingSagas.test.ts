import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { combineReducers } from '@reduxjs/toolkit';
import { HttpError, type ApiError } from '../../src/lib/http';
import { SEATING_MESSAGES, type SeatingState as Assignments } from '../../src/contracts/seating';
import { seatingApi } from '../../src/features/seating/seatingApi';
import { seatingSagas } from '../../src/features/seating/seatingSagas';
import {
  addRuleActions,
  addTableActions,
  autoSeatActions,
  autoSeatRequested,
  guestsMoveRequested,
  loadSeatingActions,
  moveActions,
  removeTableActions,
  ruleAddRequested,
  seatingReducer,
  seatingRequested,
  tableAddRequested,
  tableChangeRequested,
  changeTableActions,
  tableRemoveRequested,
} from '../../src/features/seating/seatingSlice';
import { seatingFixture } from '../setup/seatingFixtures';

const reducer = combineReducers({ seating: seatingReducer });
type State = ReturnType<typeof reducer>;
const fail = (message: string, status = 400, extra: Partial<ApiError> = {}) => throwError(new HttpError({ message, status, ...extra }));
const chart = seatingFixture();
const loaded = (): State => reducer(undefined, loadSeatingActions.succeeded({ arg: null, result: chart }));

describe('seating sagas', () => {
  it('loads the chart: started, succeeded, seats kept by table', async () => {
    const { storeState } = await expectSaga(seatingSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(seatingApi.chart), chart]])
      .dispatch(seatingRequested(null))
      .put(loadSeatingActions.started(null))
      .put(loadSeatingActions.succeeded({ arg: null, result: chart }))
      .silentRun(50);
    const state = (storeState as State).seating;
    expect(state.chart?.event_id).toBe(3);
    expect(state.seatsByTable).toEqual({ 10: [], 11: [4, 5] });
    expect(state.tableOf).toEqual({ 4: 11, 5: 11 });
  });

  it('a failed load is kept as an ApiError', async () => {
    const { storeState } = await expectSaga(seatingSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(seatingApi.chart), fail(SEATING_MESSAGES.eventNotFound, 404)]])
      .dispatch(seatingRequested(99))
      .put.like({ action: { type: loadSeatingActions.failed.type } })
      .silentRun(50);
    expect((storeState as State).seating.load).toMatchObject({
      status: 'failed',
      error: { status: 404, message: SEATING_MESSAGES.eventNotFound },
    });
  });

  it('a move says where the page saw each guest; only the tables it touches get new arrays', async () => {
    const before = loaded();
    const answer: Assignments = {
      event_id: 3,
      assignments: [
        { guest_id: 1, table_id: 10, seat: 0 },
        { guest_id: 4, table_id: 11, seat: 0 },
        { guest_id: 5, table_id: 11, seat: 1 },
      ],
    };
    const arg = { eventId: 3, body: { guests: [{ id: 1, from_table_id: null }], to_table_id: 10 } };
    const { storeState } = await expectSaga(seatingSagas)
      .withReducer(reducer, before)
      .provide([[matchers.call.fn(seatingApi.move), answer]])
      .dispatch(guestsMoveRequested({ guestIds: [1], toTableId: 10 }))
      .put(moveActions.started(arg))
      .put(moveActions.succeeded({ arg, result: answer }))
      .silentRun(50);
    const state = (storeState as State).seating;
    expect(state.seatsByTable[10]).toEqual([1]);
    // Table 2's guests did not change: the same array, so its component does not render again.
    expect(state.seatsByTable[11]).toBe(before.seating.seatsByTable[11]);
    expect(state.move.status).toBe('succeeded');
  });

  it('two quick moves go in order, the second from where the first left the guest', async () => {
    const first = { eventId: 3, body: { guests: [{ id: 1, from_table_id: null }], to_table_id: 11 } };
    const second = { eventId: 3, body: { guests: [{ id: 1, from_table_id: 11 }], to_table_id: 10 } };
    const seatedAt = (table: number): Assignments => ({
      event_id: 3,
      assignments: [
        { guest_id: 1, table_id: table, seat: table === 11 ? 2 : 0 },
        { guest_id: 4, table_id: 11, seat: 0 },
        { guest_id: 5, table_id: 11, seat: 1 },
      ],
    });
    const { storeState } = await expectSaga(seatingSagas)
      .withReducer(reducer, loaded())
      .provide({
        call(effect, next) {
          if (effect.fn === seatingApi.move) return seatedAt((effect.args[0] as typeof first).body.to_table_id);
          return next();
        },
      })
      .dispatch(guestsMoveRequested({ guestIds: [1], toTableId: 11 }))
      .dispatch(guestsMoveRequested({ guestIds: [1], toTableId: 10 }))
      .put(moveActions.started(first))
      .put(moveActions.started(second))
      .silentRun(50);
    expect((storeState as State).seating.tableOf[1]).toBe(10);
  });

  it('a move that lost a race shows the partner’s chart and the message', async () => {
    const theirs: Assignments = {
      event_id: 3,
      assignments: [
        { guest_id: 1, table_id: 11, seat: 2 },
        { guest_id: 4, table_id: 11, seat: 0 },
        { guest_id: 5, table_id: 11, seat: 1 },
      ],
    };
    const message = SEATING_MESSAGES.movedByPartner('Maria Garcia');
    const { storeState } = await expectSaga(seatingSagas)
      .withReducer(reducer, loaded())
      .provide([
        [
          matchers.call.fn(seatingApi.move),
          fail(message, 409, { code: 'moved_by_partner', data: { message, code: 'moved_by_partner', state: theirs } }),
        ],
      ])
      .dispatch(guestsMoveRequested({ guestIds: [1], toTableId: 10 }))
      .put.like({ action: { type: moveActions.failed.type } })
      .silentRun(50);
    const state = (storeState as State).seating;
    expect(state.tableOf[1]).toBe(11);
    expect(state.seatsByTable[10]).toEqual([]);
    expect(state.notice).toEqual({ kind: 'partner', message });
  });

  it('a refusal without the chart reads it again so the optimistic move does not stay', async () => {
    await expectSaga(seatingSagas)
      .withReducer(reducer, loaded())
      .provide([
        [matchers.call.fn(seatingApi.move), fail('An error has occurred', 503)],
        [matchers.call.fn(seatingApi.chart), chart],
      ])
      .dispatch(guestsMoveRequested({ guestIds: [1], toTableId: 10 }))
      .put.like({ action: { type: moveActions.failed.type } })
      .put(seatingRequested(3))
      .put(loadSeatingActions.succeeded({ arg: 3, result: chart }))
      .silentRun(50);
  });

  it('auto-seat: started, succeeded with its summary; a failure is shown', async () => {
    const result = {
      state: {
        event_id: 3,
        assignments: [...chart.assignments, { guest_id: 1, table_id: 10, seat: 0 }, { guest_id: 2, table_id: 10, seat: 1 }],
      },
      seated: 2,
      unseated: 1,
      message: 'Seated 2 guests. 1 still needs a seat: add tables or seats.',
    };
    const { storeState } = await expectSaga(seatingSagas)
      .withReducer(reducer, loaded())
      .provide([[matchers.call.fn(seatingApi.autoSeat), result]])
      .dispatch(autoSeatRequested({ replace: false }))
      .put(autoSeatActions.started({ eventId: 3, body: { replace: false } }))
      .put(autoSeatActions.succeeded({ arg: { eventId: 3, body: { replace: false } }, result }))
      .silentRun(50);
    expect((storeState as State).seating.seatsByTable[10]).toEqual([1, 2]);
    expect((storeState as State).seating.notice).toEqual({ kind: 'done', message: result.message });

    const failed = await expectSaga(seatingSagas)
      .withReducer(reducer, loaded())
      .provide([[matchers.call.fn(seatingApi.autoSeat), fail(SEATING_MESSAGES.eventNotFound, 404)]])
      .dispatch(autoSeatRequested({ replace: true }))
      .put.like({ action: { type: autoSeatActions.failed.type } })
      .silentRun(50);
    expect((failed.storeState as State).seating.notice).toEqual({ kind: 'error', message: SEATING_MESSAGES.eventNotFound });
  });

  it('tables: added, changed and removed; a refusal is shown', async () => {
    const table = { id: 12, shape: 'LONG' as const, name: '', number: 3, seats: 12, x: 400, y: 100 };
    const state = { event_id: 3, assignments: chart.assignments };
    const { storeState } = await expectSaga(seatingSagas)
      .withReducer(reducer, loaded())
      .provide([
        [matchers.call.fn(seatingApi.addTable), { table, state }],
        [matchers.call.fn(seatingApi.changeTable), { table: { ...table, x: 500 }, state }],
        [matchers.call.fn(seatingApi.removeTable), { deleted_table_id: 11, state: { event_id: 3, assignments: [] } }],
      ])
      .dispatch(tableAddRequested({ shape: 'LONG', seats: 12 }))
      .dispatch(tableChangeRequested({ id: 12, changes: { x: 500 } }))
      .dispatch(tableRemoveRequested(11))
      .put.like({ action: { type: addTableActions.succeeded.type } })
      .put.like({ action: { type: changeTableActions.succeeded.type } })
      .put.like({ action: { type: removeTableActions.succeeded.type } })
      .silentRun(50);
    const s = (storeState as State).seating;
    expect(s.chart!.tables.map((t) => [t.id, t.x])).toEqual([
      [10, 100],
      [12, 500],
    ]);
    expect(s.tableOf).toEqual({});

    const refused = await expectSaga(seatingSagas)
      .withReducer(reducer, loaded())
      .provide([[matchers.call.fn(seatingApi.addTable), fail(`Invalid seats: ${SEATING_MESSAGES.seats}`)]])
      .dispatch(tableAddRequested({ shape: 'ROUND', seats: 40 }))
      .put.like({ action: { type: addTableActions.failed.type } })
      .silentRun(50);
    expect((refused.storeState as State).seating.notice).toEqual({ kind: 'error', message: `Invalid seats: ${SEATING_MESSAGES.seats}` });
  });

  it('rules: added (the list comes back), a duplicate refused', async () => {
    const rules = [...chart.rules, { id: 31, kind: 'TOGETHER' as const, guest_ids: [1, 2] as [number, number] }];
    const { storeState } = await expectSaga(seatingSagas)
      .withReducer(reducer, loaded())
      .provide([[matchers.call.fn(seatingApi.addRule), { rules }]])
      .dispatch(ruleAddRequested({ kind: 'TOGETHER', guest_ids: [1, 2] }))
      .put(addRuleActions.started({ kind: 'TOGETHER', guest_ids: [1, 2] }))
      .put.like({ action: { type: addRuleActions.succeeded.type } })
      .silentRun(50);
    expect((storeState as State).seating.chart!.rules).toEqual(rules);

    const refused = await expectSaga(seatingSagas)
      .withReducer(reducer, loaded())
      .provide([[matchers.call.fn(seatingApi.addRule), fail(SEATING_MESSAGES.ruleExists, 409)]])
      .dispatch(ruleAddRequested({ kind: 'APART', guest_ids: [1, 4] }))
      .put.like({ action: { type: addRuleActions.failed.type } })
      .silentRun(50);
    expect((refused.storeState as State).seating.rules.error?.message).toBe(SEATING_MESSAGES.ruleExists);
  });
});
