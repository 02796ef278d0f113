import type { RootState } from '../../app/rootReducer';
import { initialGuestCollectState } from './guestCollectSlice';
import { initialGuestIoState } from './guestIoSlice';

// The slices load with their pages (lazyDomains.ts): until then their state is null.
const io = (state: RootState) => state.guestIo ?? initialGuestIoState;
const collect = (state: RootState) => state.guestCollect ?? initialGuestCollectState;

export const selectImportPreview = (state: RootState) => io(state).preview;
export const selectImportResult = (state: RootState) => io(state).import;
export const selectListOptions = (state: RootState) => io(state).options;
export const selectLabelsSummary = (state: RootState) => io(state).labels;
export const selectCollectionLink = (state: RootState) => io(state).link;
export const selectCollectionLinkSave = (state: RootState) => io(state).linkSave;
export const selectCollectActivity = (state: RootState) => io(state).activity;

export const selectCollectInfo = (state: RootState) => collect(state).info;
export const selectCollectFind = (state: RootState) => collect(state).find;
export const selectCollectHousehold = (state: RootState) => collect(state).household;
export const selectCollectSave = (state: RootState) => collect(state).save;
