import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { saveTheDateReducer, type SaveTheDateState } from './saveTheDateSlice';
import { saveTheDateSagas } from './saveTheDateSagas';

/** The saveTheDate domain as lazyDomains.ts loads it: one module, one chunk request, no glue in the first load. */
export const reducers: { saveTheDate: Reducer<SaveTheDateState> } = { saveTheDate: saveTheDateReducer };
export const sagas: Saga[] = [saveTheDateSagas];
