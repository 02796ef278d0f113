import { buffers, type Channel } from 'redux-saga';
import { actionChannel, all, call, put, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { requestSaga } from '../../lib/requestSaga';
import { seatingApi } from './seatingApi';
import {
  addFixtureActions,
  addRuleActions,
  addTableActions,
  autoSeatActions,
  autoSeatRequested,
  changeFixtureActions,
  changeTableActions,
  fixtureAddRequested,
  fixtureChangeRequested,
  fixtureRemoveRequested,
  guestsMoveRequested,
  loadSeatingActions,
  moveActions,
  removeFixtureActions,
  removeRuleActions,
  removeTableActions,
  ruleAddRequested,
  ruleRemoveRequested,
  seatingRequested,
  tableAddRequested,
  tableChangeRequested,
  tableRemoveRequested,
} from './seatingSlice';
import { selectSeatingChart, selectTableOf } from './seatingSelectors';

function* load(action: ReturnType<typeof seatingRequested>) {
  yield* requestSaga(loadSeatingActions, action.payload, seatingApi.chart);
}

/** The event the page shows (null before the chart has loaded, or when the wedding has no events). */
function* currentEvent(): Generator<unknown, number | null, unknown> {
  const chart = (yield select(selectSeatingChart)) as ReturnType<typeof selectSeatingChart>;
  return chart?.event_id ?? null;
}

/**
 * Moves go one at a time, in the order they were made: each says where the page saw its guests
 * after the previous move came back, so a quick move and move back are not refused as a partner's
 * change. A partner's move in between is refused by the server (409) with the chart as it is.
 */
/** Where each guest sits now, as the page shows it. */
function* tablesNow(): Generator<unknown, Record<number, number>, unknown> {
  return (yield select(selectTableOf)) as Record<number, number>;
}

function* moveQueue(): Generator<unknown, void, unknown> {
  const channel = (yield actionChannel(guestsMoveRequested.type, buffers.expanding<ReturnType<typeof guestsMoveRequested>>(10))) as Channel<
    ReturnType<typeof guestsMoveRequested>
  >;
  for (;;) {
    const action = (yield take(channel)) as ReturnType<typeof guestsMoveRequested>;
    const eventId = yield* currentEvent();
    if (eventId === null || action.payload.guestIds.length === 0) continue;
    const tableOf = yield* tablesNow();
    const body = {
      guests: action.payload.guestIds.map((id) => ({ id, from_table_id: tableOf[id] ?? null })),
      to_table_id: action.payload.toTableId,
    };
    const outcome = yield* requestSaga(moveActions, { eventId, body }, seatingApi.move);
    // A refusal without the chart (the network, a 400): read it again so the optimistic move does not stay.
    if (!outcome.ok && !outcome.error.data?.state) yield put(seatingRequested(eventId));
  }
}

function* autoSeat(action: ReturnType<typeof autoSeatRequested>) {
  const eventId = yield* currentEvent();
  if (eventId !== null) yield* requestSaga(autoSeatActions, { eventId, body: action.payload }, seatingApi.autoSeat);
}

function* addTable(action: ReturnType<typeof tableAddRequested>) {
  const eventId = yield* currentEvent();
  if (eventId !== null) yield* requestSaga(addTableActions, { eventId, body: action.payload }, seatingApi.addTable);
}

function* changeTable(action: ReturnType<typeof tableChangeRequested>) {
  yield* requestSaga(changeTableActions, { id: action.payload.id, body: action.payload.changes }, seatingApi.changeTable);
}

function* removeTable(action: ReturnType<typeof tableRemoveRequested>) {
  yield* requestSaga(removeTableActions, action.payload, seatingApi.removeTable);
}

function* addFixture(action: ReturnType<typeof fixtureAddRequested>) {
  const eventId = yield* currentEvent();
  if (eventId !== null) yield* requestSaga(addFixtureActions, { eventId, body: action.payload }, seatingApi.addFixture);
}

function* changeFixture(action: ReturnType<typeof fixtureChangeRequested>) {
  yield* requestSaga(changeFixtureActions, { id: action.payload.id, body: action.payload.changes }, seatingApi.changeFixture);
}

function* removeFixture(action: ReturnType<typeof fixtureRemoveRequested>) {
  yield* requestSaga(removeFixtureActions, action.payload, seatingApi.removeFixture);
}

function* addRule(action: ReturnType<typeof ruleAddRequested>) {
  yield* requestSaga(addRuleActions, action.payload, seatingApi.addRule);
}

function* removeRule(action: ReturnType<typeof ruleRemoveRequested>) {
  yield* requestSaga(removeRuleActions, action.payload, seatingApi.removeRule);
}

export function* seatingSagas(): Generator<unknown, void, unknown> {
  yield all([
    // A read: only the latest matters (another event chosen, the tab back in view).
    takeLatest(seatingRequested.type, load),
    call(moveQueue),
    // Must not run twice on a double click.
    takeLeading(autoSeatRequested.type, autoSeat),
    takeLeading(tableAddRequested.type, addTable),
    takeLeading(fixtureAddRequested.type, addFixture),
    takeLeading(ruleAddRequested.type, addRule),
    // Independent requests (different tables, fixtures, rules).
    takeEvery(tableChangeRequested.type, changeTable),
    takeEvery(tableRemoveRequested.type, removeTable),
    takeEvery(fixtureChangeRequested.type, changeFixture),
    takeEvery(fixtureRemoveRequested.type, removeFixture),
    takeEvery(ruleRemoveRequested.type, removeRule),
  ]);
}
