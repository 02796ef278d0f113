import { createAction, createSlice } from '@reduxjs/toolkit';
import { addRequestCases, idleRequest, type RequestState } from '../../lib/requestCases';
import { createRequestActions } from '../../lib/requestSaga';
import {
  ADDRESS_DOUBTFUL_CODE,
  type CollectAddressBody,
  type CollectHousehold,
  type CollectHouseholdAnswer,
  type CollectLinkInfo,
  type CollectNewHouseholdBody,
  type CollectSaved,
} from '../../contracts/guestCollect';

/**
 * A guest's address form behind the couple's link (issue 27): the page
 * /wedding-planning/guests/collect/{token}, for people without an account.
 */

export const collectPageOpened = createAction<{ token: string; householdKey: string | null }>('guestCollect/pageOpened');
export const collectFindRequested = createAction<{ token: string; firstName: string; lastName: string }>('guestCollect/findRequested');
export const collectSaveRequested = createAction<{ token: string; key: string; body: CollectAddressBody }>('guestCollect/saveRequested');
export const collectAddRequested = createAction<{ token: string; body: CollectNewHouseholdBody }>('guestCollect/addRequested');
/** "Not me": back to the name form. */
export const collectRestarted = createAction('guestCollect/restarted');

export const linkInfoActions = createRequestActions<string, CollectLinkInfo>('guestCollect/linkInfo');
export const findActions = createRequestActions<{ token: string; firstName: string; lastName: string }, CollectHouseholdAnswer>(
  'guestCollect/find',
);
export const householdActions = createRequestActions<{ token: string; key: string }, CollectHouseholdAnswer>('guestCollect/household');
export const saveActions = createRequestActions<{ token: string; key: string; body: CollectAddressBody }, CollectSaved>(
  'guestCollect/save',
);
export const addActions = createRequestActions<{ token: string; body: CollectNewHouseholdBody }, CollectSaved>('guestCollect/add');

export interface GuestCollectState {
  info: RequestState & { info: CollectLinkInfo | null };
  find: RequestState;
  household: CollectHousehold | null;
  save: RequestState & {
    /** The server's doubt about a ZIP code, until the guest fixes or keeps the address. */
    doubt: string | null;
    saved: CollectSaved | null;
  };
}

export const initialGuestCollectState: GuestCollectState = {
  info: { ...idleRequest, info: null },
  find: idleRequest,
  household: null,
  save: { ...idleRequest, doubt: null, saved: null },
};

const slice = createSlice({
  name: 'guestCollect',
  initialState: initialGuestCollectState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(collectRestarted, (state) => {
      state.find = idleRequest;
      state.household = null;
      state.save = initialGuestCollectState.save;
    });
    addRequestCases(builder, linkInfoActions, (state) => state.info, {
      succeeded: (state, { payload }) => {
        state.info.info = payload.result;
      },
    });
    addRequestCases(builder, findActions, (state) => state.find, {
      succeeded: (state, { payload }) => {
        state.household = payload.result.household;
        state.save = initialGuestCollectState.save;
      },
    });
    addRequestCases(builder, householdActions, (state) => state.find, {
      succeeded: (state, { payload }) => {
        state.household = payload.result.household;
      },
    });
    const saving = {
      started: (state: GuestCollectState) => {
        state.save.saved = null;
      },
      succeeded: (state: GuestCollectState, { payload }: { payload: { result: CollectSaved } }) => {
        state.save.saved = payload.result;
        state.save.doubt = null;
        state.household = payload.result.household;
      },
      failed: (state: GuestCollectState, { payload }: { payload: { error: { code?: string; message: string } } }) => {
        state.save.doubt = payload.error.code === ADDRESS_DOUBTFUL_CODE ? payload.error.message : null;
      },
    };
    addRequestCases(builder, saveActions, (state) => state.save, saving);
    addRequestCases(builder, addActions, (state) => state.save, saving);
  },
});

export const guestCollectReducer = slice.reducer;
