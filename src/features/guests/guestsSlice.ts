import { createAction, createEntityAdapter, createSlice, type EntityState } from '@reduxjs/toolkit';
import { addRequestCases, idleRequest, type RequestState } from '../../lib/requestCases';
import { createRequestActions } from '../../lib/requestSaga';
import type {
  BulkAnswer,
  BulkBody,
  CreateHouseholdBody,
  DeleteGuestAnswer,
  EventBody,
  EventsAnswer,
  EventView,
  GuestCounts,
  GuestDeleteImpact,
  GuestListAnswer,
  HouseholdAnswer,
  HouseholdView,
  RestoreAnswer,
  RsvpAnswer,
  RsvpBody,
  TagsAnswer,
  TagView,
  UpdateHouseholdBody,
} from '../../contracts/guests';
import type { HouseholdCollectLink } from '../../contracts/guestCollect';

// Events the page raises.
/** The list as the URL says (`search` is filtersToSearch of the page's filters). */
export const listRequested = createAction<string>('guests/listRequested');
export const householdSaveRequested = createAction<HouseholdSave>('guests/householdSaveRequested');
export const householdDialogClosed = createAction('guests/householdDialogClosed');
export const bulkRequested = createAction<BulkBody>('guests/bulkRequested');
export const undoRequested = createAction('guests/undoRequested');
export const noticeDismissed = createAction('guests/noticeDismissed');
export const tagCreateRequested = createAction<string>('guests/tagCreateRequested');
export const tagDeleteRequested = createAction<number>('guests/tagDeleteRequested');
export const eventSaveRequested = createAction<{ id: number | null; body: EventBody }>('guests/eventSaveRequested');
export const eventDeleteRequested = createAction<number>('guests/eventDeleteRequested');
export const rsvpSaveRequested = createAction<RsvpBody>('guests/rsvpSaveRequested');
/** The household dialog opened on an existing household: its own address link is fetched, ready to copy. */
export const householdLinkRequested = createAction<number>('guests/householdLinkRequested');

/** A household form's save: a new household, or the changed fields of one at the version the form loaded. */
export type HouseholdSave = { id: null; body: CreateHouseholdBody } | { id: number; body: UpdateHouseholdBody };

// Requests (started / succeeded / failed).
export const loadListActions = createRequestActions<string, GuestListAnswer>('guests/loadList');
export const saveHouseholdActions = createRequestActions<HouseholdSave, HouseholdAnswer>('guests/saveHousehold');
export const bulkActions = createRequestActions<BulkBody, BulkAnswer>('guests/bulk');
export const restoreActions = createRequestActions<string, RestoreAnswer>('guests/restore');
export const createTagActions = createRequestActions<string, TagsAnswer>('guests/createTag');
export const deleteTagActions = createRequestActions<number, TagsAnswer>('guests/deleteTag');
export const saveEventActions = createRequestActions<{ id: number | null; body: EventBody }, EventsAnswer>('guests/saveEvent');
export const deleteEventActions = createRequestActions<number, EventsAnswer>('guests/deleteEvent');
export const rsvpActions = createRequestActions<RsvpBody, RsvpAnswer>('guests/rsvp');
export const deleteGuestActions = createRequestActions<{ guestId: number; confirm: boolean }, DeleteGuestAnswer>('guests/deleteGuest');
export const householdLinkActions = createRequestActions<number, HouseholdCollectLink>('guests/householdLink');

export const householdsAdapter = createEntityAdapter<HouseholdView>();

export interface GuestsState {
  households: EntityState<HouseholdView, number>;
  /** The page as the server answered it (totals, paging); the households themselves are in `households`. */
  page: { total: number; total_guests: number; page: number; page_size: number } | null;
  counts: GuestCounts | null;
  tags: TagView[];
  events: EventView[];
  partners: { partner1: string; partner2: string };
  /** The query string the list was last asked for. */
  search: string | null;
  list: RequestState;
  save: RequestState;
  /** A stale save: the household as the partner left it (the form shows what changed). */
  conflict: HouseholdView | null;
  /** Removals the server asked to confirm (people who answered). */
  confirm: GuestDeleteImpact[] | null;
  /** Bumped on each successful save: the dialog closes when it moves. */
  savedCount: number;
  bulk: RequestState;
  undo: { token: string; until: string; count: number } | null;
  restore: RequestState;
  tagsRequest: RequestState;
  eventsRequest: RequestState;
  /** Per cell (`guestId:eventId`). */
  rsvp: Record<string, RequestState>;
  /** What just happened, announced politely ("Saved The Garcia family."). */
  notice: string | null;
  /** The open household's own address link: for which household, and its path once fetched (or why there is none). */
  householdLink: RequestState & { householdId: number | null; path: string | null; message: string | null };
}

export const initialGuestsState: GuestsState = {
  households: householdsAdapter.getInitialState(),
  page: null,
  counts: null,
  tags: [],
  events: [],
  partners: { partner1: '', partner2: '' },
  search: null,
  list: idleRequest,
  save: idleRequest,
  conflict: null,
  confirm: null,
  savedCount: 0,
  bulk: idleRequest,
  undo: null,
  restore: idleRequest,
  tagsRequest: idleRequest,
  eventsRequest: idleRequest,
  rsvp: {},
  notice: null,
  householdLink: { ...idleRequest, householdId: null, path: null, message: null },
};

export const rsvpKey = (guestId: number, eventId: number) => `${guestId}:${eventId}`;

const slice = createSlice({
  name: 'guests',
  initialState: initialGuestsState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(householdDialogClosed, (state) => {
      state.save = idleRequest;
      state.conflict = null;
      state.confirm = null;
    });
    builder.addCase(noticeDismissed, (state) => {
      state.notice = null;
      state.undo = null;
    });
    addRequestCases(builder, householdLinkActions, (state) => state.householdLink, {
      started: (state, { payload }) => {
        state.householdLink.householdId = payload;
        state.householdLink.path = null;
        state.householdLink.message = null;
      },
      succeeded: (state, { payload: { arg, result } }) => {
        if (arg !== state.householdLink.householdId) return;
        state.householdLink.path = result.path;
        state.householdLink.message = result.message;
      },
    });
    addRequestCases(builder, loadListActions, (state) => state.list, {
      keepSucceeded: true,
      started: (state, { payload }) => {
        state.search = payload;
      },
      succeeded: (state, { payload: { arg, result } }) => {
        if (arg !== state.search) return;
        householdsAdapter.setAll(state.households, result.households);
        state.page = { total: result.total, total_guests: result.total_guests, page: result.page, page_size: result.page_size };
        state.counts = result.counts;
        state.tags = result.tags;
        state.events = result.events;
        state.partners = { partner1: result.partner1_first_name, partner2: result.partner2_first_name };
      },
    });
    addRequestCases(builder, saveHouseholdActions, (state) => state.save, {
      started: (state) => {
        state.confirm = null;
      },
      succeeded: (state, { payload: { result } }) => {
        householdsAdapter.upsertOne(state.households, result.household);
        state.counts = result.counts;
        state.conflict = null;
        state.savedCount += 1;
        state.notice = `Saved ${result.household.display_name}.`;
        state.undo = null;
      },
      failed: (state, { payload: { error } }) => {
        if (error.code === 'stale_household' && error.data?.household) {
          const current = error.data.household as HouseholdView;
          state.conflict = current;
          householdsAdapter.upsertOne(state.households, current);
        }
        if (error.code === 'confirm_needed' && error.data?.impacts) state.confirm = error.data.impacts as GuestDeleteImpact[];
      },
    });
    addRequestCases(builder, deleteGuestActions, (state) => state.save, {
      succeeded: (state, { payload: { result } }) => {
        householdsAdapter.upsertOne(state.households, result.household);
        state.counts = result.counts;
        state.confirm = null;
      },
      failed: (state, { payload: { error } }) => {
        if (error.code === 'confirm_needed' && error.data?.impacts) state.confirm = error.data.impacts as GuestDeleteImpact[];
      },
    });
    addRequestCases(builder, bulkActions, (state) => state.bulk, {
      started: (state) => {
        state.notice = null;
        state.undo = null;
      },
      succeeded: (state, { payload: { arg, result } }) => {
        state.counts = result.counts;
        const n = arg.household_ids.length;
        const households = `${n} household${n === 1 ? '' : 's'}`;
        if (result.undo_token && result.undo_until) {
          state.undo = { token: result.undo_token, until: result.undo_until, count: n };
          state.notice = `Deleted ${households}.`;
        } else state.notice = `Updated ${households}.`;
      },
    });
    addRequestCases(builder, restoreActions, (state) => state.restore, {
      succeeded: (state, { payload: { result } }) => {
        state.counts = result.counts;
        state.undo = null;
        state.notice = `Restored ${result.restored} household${result.restored === 1 ? '' : 's'}.`;
      },
    });
    const tagsDone = (state: GuestsState, tags: TagView[]) => {
      state.tags = tags;
    };
    addRequestCases(builder, createTagActions, (state) => state.tagsRequest, {
      succeeded: (state, { payload }) => tagsDone(state, payload.result.tags),
    });
    addRequestCases(builder, deleteTagActions, (state) => state.tagsRequest, {
      succeeded: (state, { payload }) => tagsDone(state, payload.result.tags),
    });
    const eventsDone = (state: GuestsState, result: EventsAnswer) => {
      state.events = result.events;
      state.counts = result.counts;
    };
    addRequestCases(builder, saveEventActions, (state) => state.eventsRequest, {
      succeeded: (state, { payload }) => {
        eventsDone(state, payload.result);
        state.notice = `Saved ${payload.arg.body.name}.`;
      },
    });
    addRequestCases(builder, deleteEventActions, (state) => state.eventsRequest, {
      succeeded: (state, { payload }) => eventsDone(state, payload.result),
    });
    builder.addCase(rsvpActions.started, (state, { payload }) => {
      state.rsvp[rsvpKey(payload.guest_id, payload.event_id)] = { status: 'loading', error: null };
    });
    builder.addCase(rsvpActions.failed, (state, { payload: { arg, error } }) => {
      state.rsvp[rsvpKey(arg.guest_id, arg.event_id)] = { status: 'failed', error };
    });
    builder.addCase(rsvpActions.succeeded, (state, { payload: { arg, result } }) => {
      state.rsvp[rsvpKey(arg.guest_id, arg.event_id)] = { status: 'succeeded', error: null };
      state.counts = result.counts;
      for (const household of Object.values(state.households.entities)) {
        const guest = household.guests.find((g) => g.id === arg.guest_id);
        if (!guest) continue;
        guest.rsvps = [...guest.rsvps.filter((r) => r.event_id !== arg.event_id), result.rsvp].sort((a, b) => a.event_id - b.event_id);
      }
    });
  },
});

export const guestsReducer = slice.reducer;
