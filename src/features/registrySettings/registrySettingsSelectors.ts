import type { RootState } from '../../app/rootReducer';
import { initialRegistrySettingsState, type RegistrySettingsState } from './registrySettingsSlice';

/** The domain's state (its initial state until its code has loaded: lazyDomains.ts). */
const domain = (state: RootState): RegistrySettingsState => state.registrySettings ?? initialRegistrySettingsState;

export const selectRegistrySettings = (state: RootState) => domain(state).settings;
export const selectSettingsLoad = (state: RootState) => domain(state).load;
export const selectSettingsSave = (state: RootState) => domain(state).save;
export const selectLastSavedSection = (state: RootState) => domain(state).lastSaved;
export const selectUrlKeyCheck = (state: RootState) => domain(state).urlKeyCheck;
export const selectCouplePhotoRequest = (state: RootState) => domain(state).photo;
export const selectShippingAddress = (state: RootState) => domain(state).address;
