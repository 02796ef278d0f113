import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { seatingReducer, type SeatingSliceState } from './seatingSlice';
import { seatingSagas } from './seatingSagas';

/** The seating domain as lazyDomains.ts loads it: one module, one chunk request, no glue in the first load. */
export const reducers: { seating: Reducer<SeatingSliceState> } = { seating: seatingReducer };
export const sagas: Saga[] = [seatingSagas];
