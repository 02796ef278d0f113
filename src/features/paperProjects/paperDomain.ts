import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { paperReducer, type PaperState } from '../paper/paperSlice';
import { paperSagas } from '../paper/paperSagas';
import { paperProjectsReducer, type PaperProjectsState } from './paperProjectsSlice';
import { paperProjectsSagas } from './paperProjectsSagas';
import { paperOrderReducer, type PaperOrderState } from '../paperOrder/paperOrderSlice';
import { paperOrderSagas } from '../paperOrder/paperOrderSagas';

/** The paper catalogue, the cards being made and ordering them, as lazyDomains.ts loads them: one module, one chunk request. */
export const reducers: { paper: Reducer<PaperState>; paperProjects: Reducer<PaperProjectsState>; paperOrder: Reducer<PaperOrderState> } = {
  paper: paperReducer,
  paperProjects: paperProjectsReducer,
  paperOrder: paperOrderReducer,
};
export const sagas: Saga[] = [paperSagas, paperProjectsSagas, paperOrderSagas];
