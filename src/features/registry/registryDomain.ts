import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { registryExperimentsSagas } from '../experiments/domainExperimentsSagas';
import { groupGiftsSagas } from '../groupGifts/groupGiftsSagas';
import { groupGiftsReducer, type GroupGiftsState } from '../groupGifts/groupGiftsSlice';
import { outsideGiftsSagas } from '../outsideGifts/outsideGiftsSagas';
import { outsideGiftsReducer, type OutsideGiftsState } from '../outsideGifts/outsideGiftsSlice';
import { registryReducer, type RegistryState } from './registrySlice';
import { registrySagas } from './registrySagas';

/**
 * The registry domain as lazyDomains.ts loads it, with gifts from other stores and group gifting
 * (only ever on registry pages): one module, one chunk request.
 */
export const reducers: {
  registry: Reducer<RegistryState>;
  outsideGifts: Reducer<OutsideGiftsState>;
  groupGifts: Reducer<GroupGiftsState>;
} = { registry: registryReducer, outsideGifts: outsideGiftsReducer, groupGifts: groupGiftsReducer };
export const sagas: Saga[] = [registrySagas, registryExperimentsSagas, outsideGiftsSagas, groupGiftsSagas];
