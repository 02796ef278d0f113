import { createAction, createSlice } from '@reduxjs/toolkit';
import { createRequestActions, type RequestStatus } from '../../lib/requestSaga';
import type { AddedRegistryItem, AddToRegistryArg, RegistryUserInfo } from './types';

/** Spec §5: the exact message when a restricted product is added by a HI/AK couple. */
export const HAWAII_ALASKA_MESSAGE = 'Product cannot be shipped to Hawaii or Alaska';

/** The product page's 'Add to registry' button (shop engineer) dispatches this event. */
export const addToRegistryRequested = createAction<AddToRegistryArg>('registry/addToRegistryRequested');

export const fetchUserInfoActions = createRequestActions<void, RegistryUserInfo>('registry/fetchUserInfo');
export const addItemActions = createRequestActions<AddToRegistryArg, AddedRegistryItem>('registry/addItem');
/** The client-side spec §5 block: no server call was made. */
export const addToRegistryBlocked = createAction<{ arg: AddToRegistryArg; message: string }>('registry/addToRegistryBlocked');

export interface RegistryState {
  userInfo: RegistryUserInfo | null;
  userInfoStatus: RequestStatus;
  addStatus: RequestStatus;
  /** The message the add flow shows (server message or the HI/AK block). */
  addError: string | null;
  lastAdded: AddedRegistryItem | null;
}

export const initialRegistryState: RegistryState = {
  userInfo: null,
  userInfoStatus: 'idle',
  addStatus: 'idle',
  addError: null,
  lastAdded: null,
};

const registrySlice = createSlice({
  name: 'registry',
  initialState: initialRegistryState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchUserInfoActions.started, (state) => {
        state.userInfoStatus = 'loading';
      })
      .addCase(fetchUserInfoActions.succeeded, (state, action) => {
        state.userInfoStatus = 'succeeded';
        state.userInfo = action.payload.result;
      })
      .addCase(fetchUserInfoActions.failed, (state, action) => {
        state.userInfoStatus = 'failed';
        state.addStatus = 'failed';
        state.addError = action.payload.error.message;
      })
      .addCase(addItemActions.started, (state) => {
        state.addStatus = 'loading';
        state.addError = null;
      })
      .addCase(addItemActions.succeeded, (state, action) => {
        state.addStatus = 'succeeded';
        state.lastAdded = action.payload.result;
      })
      .addCase(addItemActions.failed, (state, action) => {
        state.addStatus = 'failed';
        state.addError = action.payload.error.message;
      })
      .addCase(addToRegistryBlocked, (state, action) => {
        state.addStatus = 'failed';
        state.addError = action.payload.message;
      });
  },
});

export const registryReducer = registrySlice.reducer;
