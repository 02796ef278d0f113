import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { paperMailReducer, type PaperMailState } from './paperMailSlice';
import { paperMailSagas } from './paperMailSagas';

/** The paper-by-mail domain as lazyDomains.ts loads it: one module, one chunk request, no glue in the first load. */
export const reducers: { paperMail: Reducer<PaperMailState> } = { paperMail: paperMailReducer };
export const sagas: Saga[] = [paperMailSagas];
