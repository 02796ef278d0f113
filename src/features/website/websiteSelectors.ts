import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import { PASSWORD_REQUIRED_CODE } from '../../contracts/websiteRules';
import { initialWebsiteState, type WebsiteState } from './websiteSlice';

/** The domain's state (its initial state until its code has loaded: lazyDomains.ts). */
const domain = (state: RootState): WebsiteState => state.website ?? initialWebsiteState;

export const selectWebsiteAnswer = (state: RootState) => domain(state).answer;
export const selectWebsiteLoad = (state: RootState) => domain(state).load;
export const selectWebsiteCreate = (state: RootState) => domain(state).create;
export const selectSettingsSaves = (state: RootState) => domain(state).settings;
export const selectPasswordSave = (state: RootState) => domain(state).password;
export const selectPageSaves = (state: RootState) => domain(state).pages;
export const selectReorder = (state: RootState) => domain(state).reorder;
export const selectLastSaved = (state: RootState) => domain(state).lastSaved;
export const selectSlugCheck = (state: RootState) => domain(state).slugCheck;
export const selectVisit = (state: RootState) => domain(state).visit;
export const selectRsvp = (state: RootState) => domain(state).rsvp;
export const selectPhotoUploads = (state: RootState) => domain(state).uploads;
export const selectPhotoSaves = (state: RootState) => domain(state).photoSaves;
export const selectCaptionSaved = (state: RootState) => domain(state).captionSaved;
export const selectPhotoOrder = (state: RootState) => domain(state).photoOrder;
export const selectPersonPhotos = (state: RootState) => domain(state).personPhotos;

/** The couple has no site yet (the editor offers to make one). */
export const selectHasNoWebsite = createSelector(
  [selectWebsiteLoad],
  (load) => load.status === 'failed' && load.error?.code === 'no_website',
);

/** The guest's page needs the site password. */
export const selectVisitNeedsPassword = createSelector(
  [selectVisit],
  (visit) => visit.site === null && visit.load.status === 'failed' && visit.load.error?.code === PASSWORD_REQUIRED_CODE,
);
