import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import { householdsAdapter, initialGuestsState, type GuestsState } from './guestsSlice';

/** The domain's state (its initial state until its code has loaded: lazyDomains.ts). */
const domain = (state: RootState): GuestsState => state.guests ?? initialGuestsState;

const householdSelectors = householdsAdapter.getSelectors((state: RootState) => domain(state).households);
/** The page's households in the server's order. */
export const selectHouseholds = householdSelectors.selectAll;
export const selectHouseholdById = householdSelectors.selectById;
export const selectGuestPage = (state: RootState) => domain(state).page;
export const selectGuestCounts = (state: RootState) => domain(state).counts;
export const selectGuestTags = (state: RootState) => domain(state).tags;
export const selectGuestEvents = (state: RootState) => domain(state).events;
export const selectPartners = (state: RootState) => domain(state).partners;
export const selectListRequest = (state: RootState) => domain(state).list;
export const selectListSearch = (state: RootState) => domain(state).search;
export const selectHouseholdSave = (state: RootState) => domain(state).save;
export const selectSaveConflict = (state: RootState) => domain(state).conflict;
export const selectConfirmRemovals = (state: RootState) => domain(state).confirm;
export const selectSavedCount = (state: RootState) => domain(state).savedCount;
export const selectBulkRequest = (state: RootState) => domain(state).bulk;
export const selectUndo = (state: RootState) => domain(state).undo;
export const selectGuestNotice = (state: RootState) => domain(state).notice;
export const selectEventsRequest = (state: RootState) => domain(state).eventsRequest;
export const selectTagsRequest = (state: RootState) => domain(state).tagsRequest;
export const selectRsvpRequests = (state: RootState) => domain(state).rsvp;
export const selectHouseholdLink = (state: RootState) => domain(state).householdLink;

/** Tag and event names by id, for the rows. */
export const selectTagNames = createSelector(selectGuestTags, (tags) => new Map(tags.map((t) => [t.id, t.name])));
export const selectEventNames = createSelector(selectGuestEvents, (events) => new Map(events.map((e) => [e.id, e.name])));
