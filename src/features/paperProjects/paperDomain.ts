import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { paperReducer, type PaperState } from '../paper/paperSlice';
import { paperSagas } from '../paper/paperSagas';
import { paperProjectsReducer, type PaperProjectsState } from './paperProjectsSlice';
import { paperProjectsSagas } from './paperProjectsSagas';

/** The paper catalogue and the cards being made, as lazyDomains.ts loads them: one module, one chunk request. */
export const reducers: { paper: Reducer<PaperState>; paperProjects: Reducer<PaperProjectsState> } = {
  paper: paperReducer,
  paperProjects: paperProjectsReducer,
};
export const sagas: Saga[] = [paperSagas, paperProjectsSagas];
