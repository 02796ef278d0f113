import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { registrySettingsReducer, type RegistrySettingsState } from './registrySettingsSlice';
import { registrySettingsSagas } from './registrySettingsSagas';

/** The registrySettings domain as lazyDomains.ts loads it: one module, one chunk request, no glue in the first load. */
export const reducers: { registrySettings: Reducer<RegistrySettingsState> } = { registrySettings: registrySettingsReducer };
export const sagas: Saga[] = [registrySettingsSagas];
