import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import { ruleWarnings, tableLabel, type SeatingGuest } from '../../contracts/seating';
import { initialSeatingState, type SeatingSliceState } from './seatingSlice';

/** The domain's state (its initial state until its code has loaded: lazyDomains.ts). */
const domain = (state: RootState): SeatingSliceState => state.seating ?? initialSeatingState;

export const selectSeatingChart = (state: RootState) => domain(state).chart;
export const selectSeatsByTable = (state: RootState) => domain(state).seatsByTable;
export const selectTableOf = (state: RootState) => domain(state).tableOf;
export const selectSeatingLoad = (state: RootState) => domain(state).load;
export const selectSeatingMove = (state: RootState) => domain(state).move;
export const selectAutoSeat = (state: RootState) => domain(state).autoSeat;
export const selectTablesRequest = (state: RootState) => domain(state).tables;
export const selectRulesRequest = (state: RootState) => domain(state).rules;
export const selectSeatingNotice = (state: RootState) => domain(state).notice;

const EMPTY_GUESTS: SeatingGuest[] = [];
export const selectSeatingGuests = createSelector(selectSeatingChart, (chart) => chart?.guests ?? EMPTY_GUESTS);

/** Guests by id: the same object while the chart's guests do not change (moves do not change them). */
export const selectGuestsById = createSelector(selectSeatingGuests, (guests) => {
  const byId: Record<number, SeatingGuest> = {};
  for (const g of guests) byId[g.id] = g;
  return byId;
});

/** Guests still to seat (attending or not answered yet), in the list's order. */
export const selectUnseatedGuests = createSelector([selectSeatingGuests, selectTableOf], (guests, tableOf) =>
  guests.filter((g) => tableOf[g.id] === undefined && g.status !== 'DECLINED'),
);

export const selectSeatingCounts = createSelector([selectSeatingGuests, selectTableOf], (guests, tableOf) => {
  let seated = 0;
  let attending = 0;
  let waiting = 0;
  let notComing = 0;
  for (const g of guests) {
    if (g.status === 'DECLINED') {
      if (tableOf[g.id] !== undefined) notComing += 1;
      continue;
    }
    if (tableOf[g.id] !== undefined) seated += 1;
    else if (g.status === 'ATTENDING') attending += 1;
    else waiting += 1;
  }
  return { seated, toSeat: attending + waiting, attending, waiting, notComing, total: seated + attending + waiting };
});

/** Table id → its label ("Table 3", "Sweetheart table"). */
export const selectTableLabels = createSelector(selectSeatingChart, (chart) => {
  const labels: Record<number, string> = {};
  for (const t of chart?.tables ?? []) labels[t.id] = tableLabel(t);
  return labels;
});

/** The rules the chart breaks now, in words. */
export const selectRuleWarnings = createSelector(
  [selectSeatingChart, selectTableOf, selectGuestsById, selectTableLabels],
  (chart, tableOf, byId, labels) =>
    ruleWarnings(
      chart?.rules ?? [],
      (id) => tableOf[id],
      (id) => byId[id]?.name ?? 'A guest',
      (id) => labels[id] ?? 'a table',
    ),
);

/** Table id → the warnings that name it, as one line (a string, so a table's component keeps its props when nothing changed). */
export const selectWarningsByTable = createSelector([selectRuleWarnings, selectTableOf], (warnings, tableOf) => {
  const byTable: Record<number, string> = {};
  for (const w of warnings)
    for (const id of new Set(w.guest_ids.map((g) => tableOf[g]))) {
      if (id === undefined) continue;
      byTable[id] = byTable[id] ? `${byTable[id]} ${w.message}` : w.message;
    }
  return byTable;
});
