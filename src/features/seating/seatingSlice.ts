import { createAction, createSlice, type Draft } from '@reduxjs/toolkit';
import { addRequestCases, idleRequest, type RequestState } from '../../lib/requestCases';
import { createRequestActions } from '../../lib/requestSaga';
import type {
  Assignment,
  AutoSeatAnswer,
  AutoSeatBody,
  CreateFixtureBody,
  CreateTableBody,
  FixtureAnswer,
  MoveBody,
  RuleBody,
  RulesAnswer,
  SeatingChartView,
  SeatingConflict,
  SeatingState as SeatingAssignments,
  TableAnswer,
  TableDeletedAnswer,
  UpdateFixtureBody,
  UpdateTableBody,
} from '../../contracts/seating';

// Events the page raises.
export const seatingRequested = createAction<number | null>('seating/seatingRequested');
/** Guests (one, a household, a tag group) to a table, or off the chart (`toTableId` null). */
export const guestsMoveRequested = createAction<{ guestIds: number[]; toTableId: number | null }>('seating/guestsMoveRequested');
export const autoSeatRequested = createAction<AutoSeatBody>('seating/autoSeatRequested');
export const tableAddRequested = createAction<CreateTableBody>('seating/tableAddRequested');
export const tableChangeRequested = createAction<{ id: number; changes: UpdateTableBody }>('seating/tableChangeRequested');
/** A table moved on screen (arrow keys) before its position is saved (on key up). */
export const tableNudged = createAction<{ id: number; x: number; y: number }>('seating/tableNudged');
export const tableRemoveRequested = createAction<number>('seating/tableRemoveRequested');
export const fixtureAddRequested = createAction<CreateFixtureBody>('seating/fixtureAddRequested');
export const fixtureChangeRequested = createAction<{ id: number; changes: UpdateFixtureBody }>('seating/fixtureChangeRequested');
export const fixtureNudged = createAction<{ id: number; x: number; y: number }>('seating/fixtureNudged');
export const fixtureRemoveRequested = createAction<number>('seating/fixtureRemoveRequested');
export const ruleAddRequested = createAction<RuleBody>('seating/ruleAddRequested');
export const ruleRemoveRequested = createAction<number>('seating/ruleRemoveRequested');
export const noticeDismissed = createAction('seating/noticeDismissed');

// Requests (started / succeeded / failed).
type EventArg<B> = { eventId: number; body: B };
export const loadSeatingActions = createRequestActions<number | null, SeatingChartView>('seating/load');
export const moveActions = createRequestActions<EventArg<MoveBody>, SeatingAssignments>('seating/move');
export const autoSeatActions = createRequestActions<EventArg<AutoSeatBody>, AutoSeatAnswer>('seating/autoSeat');
export const addTableActions = createRequestActions<EventArg<CreateTableBody>, TableAnswer>('seating/addTable');
export const changeTableActions = createRequestActions<{ id: number; body: UpdateTableBody }, TableAnswer>('seating/changeTable');
export const removeTableActions = createRequestActions<number, TableDeletedAnswer>('seating/removeTable');
export const addFixtureActions = createRequestActions<EventArg<CreateFixtureBody>, FixtureAnswer>('seating/addFixture');
export const changeFixtureActions = createRequestActions<{ id: number; body: UpdateFixtureBody }, FixtureAnswer>('seating/changeFixture');
export const removeFixtureActions = createRequestActions<number, { deleted_fixture_id: number }>('seating/removeFixture');
export const addRuleActions = createRequestActions<RuleBody, RulesAnswer>('seating/addRule');
export const removeRuleActions = createRequestActions<number, RulesAnswer>('seating/removeRule');

/** What the page says about the last change: a partner's move won, a failure, or what auto-seat did. */
export interface SeatingNotice {
  kind: 'partner' | 'error' | 'done';
  message: string;
}

export interface SeatingSliceState {
  /** The chart as loaded, without its assignments (kept below, by table). */
  chart: Omit<SeatingChartView, 'assignments'> | null;
  /**
   * Who sits at each table, in seat order. A move replaces only the arrays of the tables it
   * touches, so only those tables' components render again (300 guests on 30 tables stay smooth).
   */
  seatsByTable: Record<number, number[]>;
  /** Guest id → table id. */
  tableOf: Record<number, number>;
  load: RequestState;
  move: RequestState;
  autoSeat: RequestState;
  tables: RequestState;
  rules: RequestState;
  notice: SeatingNotice | null;
}

export const initialSeatingState: SeatingSliceState = {
  chart: null,
  seatsByTable: {},
  tableOf: {},
  load: idleRequest,
  move: idleRequest,
  autoSeat: idleRequest,
  tables: idleRequest,
  rules: idleRequest,
  notice: null,
};

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/** The server's seating, keeping the arrays of tables whose guests did not change. */
export function applyAssignments(state: Draft<SeatingSliceState>, assignments: readonly Assignment[]): void {
  const next: Record<number, number[]> = {};
  for (const a of [...assignments].sort((x, y) => x.table_id - y.table_id || x.seat - y.seat)) (next[a.table_id] ??= []).push(a.guest_id);
  const tableIds = new Set((state.chart?.tables ?? []).map((t) => t.id));
  for (const id of Object.keys(state.seatsByTable).map(Number)) if (!tableIds.has(id)) delete state.seatsByTable[id];
  for (const id of tableIds) {
    const ids = next[id] ?? [];
    const prev = state.seatsByTable[id];
    if (!prev || !sameIds(prev, ids)) state.seatsByTable[id] = ids;
  }
  const tableOf: Record<number, number> = {};
  for (const a of assignments) tableOf[a.guest_id] = a.table_id;
  state.tableOf = tableOf;
}

/** A failed write's chart (a 409 carries it) or null. */
const conflictOf = (data: Record<string, unknown> | undefined) => (data?.state ? (data as unknown as SeatingConflict) : null);

const slice = createSlice({
  name: 'seating',
  initialState: initialSeatingState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(noticeDismissed, (state) => {
      state.notice = null;
    });
    builder.addCase(tableNudged, (state, { payload }) => {
      const table = state.chart?.tables.find((t) => t.id === payload.id);
      if (table) Object.assign(table, { x: payload.x, y: payload.y });
    });
    builder.addCase(fixtureNudged, (state, { payload }) => {
      const fixture = state.chart?.fixtures.find((f) => f.id === payload.id);
      if (fixture) Object.assign(fixture, { x: payload.x, y: payload.y });
    });
    addRequestCases(builder, loadSeatingActions, (state) => state.load, {
      keepSucceeded: true,
      succeeded: (state, { payload }) => {
        const { assignments, ...chart } = payload.result;
        if (state.chart?.event_id !== chart.event_id) state.seatsByTable = {};
        state.chart = chart;
        applyAssignments(state, assignments);
      },
    });
    addRequestCases(builder, moveActions, (state) => state.move, {
      // The move shows at once; the server's answer (or the chart of a 409) settles it.
      started: (state, { payload }) => {
        state.notice = null;
        const to = payload.body.to_table_id;
        for (const g of payload.body.guests) {
          const from = state.tableOf[g.id];
          if (from === to) continue;
          if (from !== undefined) {
            state.seatsByTable[from] = (state.seatsByTable[from] ?? []).filter((id) => id !== g.id);
            delete state.tableOf[g.id];
          }
          if (to !== null) {
            state.seatsByTable[to] = [...(state.seatsByTable[to] ?? []), g.id];
            state.tableOf[g.id] = to;
          }
        }
      },
      succeeded: (state, { payload }) => applyAssignments(state, payload.result.assignments),
      failed: (state, { payload }) => {
        const lost = conflictOf(payload.error.data);
        if (lost) applyAssignments(state, lost.state.assignments);
        state.notice = { kind: lost?.code === 'moved_by_partner' ? 'partner' : 'error', message: payload.error.message };
      },
    });
    addRequestCases(builder, autoSeatActions, (state) => state.autoSeat, {
      started: (state) => {
        state.notice = null;
      },
      succeeded: (state, { payload }) => {
        applyAssignments(state, payload.result.state.assignments);
        state.notice = { kind: 'done', message: payload.result.message };
      },
      failed: (state, { payload }) => {
        state.notice = { kind: 'error', message: payload.error.message };
      },
    });
    addRequestCases(builder, addTableActions, (state) => state.tables, {
      succeeded: (state, { payload }) => {
        if (!state.chart || state.chart.event_id !== payload.arg.eventId) return;
        state.chart.tables.push(payload.result.table);
        state.seatsByTable[payload.result.table.id] = [];
        state.notice = {
          kind: 'done',
          message: `${payload.result.table.name || `Table ${payload.result.table.number}`} is on the floor plan.`,
        };
      },
      failed: (state, { payload }) => {
        state.notice = { kind: 'error', message: payload.error.message };
      },
    });
    addRequestCases(builder, changeTableActions, (state) => state.tables, {
      succeeded: (state, { payload }) => {
        const i = state.chart?.tables.findIndex((t) => t.id === payload.result.table.id) ?? -1;
        if (state.chart && i >= 0) state.chart.tables[i] = payload.result.table;
        applyAssignments(state, payload.result.state.assignments);
      },
      failed: (state, { payload }) => {
        const lost = conflictOf(payload.error.data);
        if (lost) applyAssignments(state, lost.state.assignments);
        state.notice = { kind: 'error', message: payload.error.message };
      },
    });
    addRequestCases(builder, removeTableActions, (state) => state.tables, {
      succeeded: (state, { payload }) => {
        if (state.chart) state.chart.tables = state.chart.tables.filter((t) => t.id !== payload.result.deleted_table_id);
        applyAssignments(state, payload.result.state.assignments);
      },
      failed: (state, { payload }) => {
        state.notice = { kind: 'error', message: payload.error.message };
      },
    });
    addRequestCases(builder, addFixtureActions, (state) => state.tables, {
      succeeded: (state, { payload }) => {
        if (state.chart?.event_id === payload.arg.eventId) state.chart.fixtures.push(payload.result.fixture);
      },
      failed: (state, { payload }) => {
        state.notice = { kind: 'error', message: payload.error.message };
      },
    });
    addRequestCases(builder, changeFixtureActions, (state) => state.tables, {
      succeeded: (state, { payload }) => {
        const i = state.chart?.fixtures.findIndex((f) => f.id === payload.result.fixture.id) ?? -1;
        if (state.chart && i >= 0) state.chart.fixtures[i] = payload.result.fixture;
      },
      failed: (state, { payload }) => {
        state.notice = { kind: 'error', message: payload.error.message };
      },
    });
    addRequestCases(builder, removeFixtureActions, (state) => state.tables, {
      succeeded: (state, { payload }) => {
        if (state.chart) state.chart.fixtures = state.chart.fixtures.filter((f) => f.id !== payload.result.deleted_fixture_id);
      },
      failed: (state, { payload }) => {
        state.notice = { kind: 'error', message: payload.error.message };
      },
    });
    addRequestCases(builder, addRuleActions, (state) => state.rules, {
      succeeded: (state, { payload }) => {
        if (state.chart) state.chart.rules = payload.result.rules;
      },
    });
    addRequestCases(builder, removeRuleActions, (state) => state.rules, {
      succeeded: (state, { payload }) => {
        if (state.chart) state.chart.rules = payload.result.rules;
      },
    });
  },
});

export const seatingReducer = slice.reducer;
