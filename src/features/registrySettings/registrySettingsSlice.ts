import { createAction, createSlice } from '@reduxjs/toolkit';
import { addRequestCases, idleRequest, type RequestState } from '../../lib/requestCases';
import { createRequestActions } from '../../lib/requestSaga';
import type { ApiError } from '../../lib/http';
import type { HeldFile } from '../../lib/heldFiles';
import type { CouplePhoto, RegistrySettings, RegistrySettingsBody, UrlKeyAvailability } from '../../contracts/registrySettings';
import type { AddressDraft, AddressValidation, SettingsSection, ShippingAddressAnswer, ShippingAddressInput } from './types';

// Events the page raises.
export const settingsRequested = createAction('registrySettings/settingsRequested');
export const settingsSaveRequested = createAction<{ section: SettingsSection; body: RegistrySettingsBody }>(
  'registrySettings/settingsSaveRequested',
);
export const urlKeyTyped = createAction<string>('registrySettings/urlKeyTyped');
export const couplePhotoChosen = createAction<HeldFile>('registrySettings/couplePhotoChosen');
export const couplePhotoRemoveRequested = createAction('registrySettings/couplePhotoRemoveRequested');
export const shippingAddressRequested = createAction('registrySettings/shippingAddressRequested');
/** Save the address: checked by the checkout's validate-address first; `bypass` when the couple keep a doubted one. */
export const shippingAddressSaveRequested = createAction<{ address: AddressDraft; bypass: boolean }>(
  'registrySettings/shippingAddressSaveRequested',
);

// Requests (started / succeeded / failed).
export const loadSettingsActions = createRequestActions<void, RegistrySettings>('registrySettings/load');
export const saveSettingsActions = createRequestActions<{ section: SettingsSection; body: RegistrySettingsBody }, RegistrySettings>(
  'registrySettings/save',
);
export const urlKeyCheckActions = createRequestActions<string, UrlKeyAvailability>('registrySettings/urlKeyCheck');
export const uploadPhotoActions = createRequestActions<HeldFile, { couple_photo: CouplePhoto }>('registrySettings/uploadPhoto');
export const removePhotoActions = createRequestActions<void, { couple_photo: null }>('registrySettings/removePhoto');
export const loadAddressActions = createRequestActions<void, ShippingAddressAnswer>('registrySettings/loadAddress');
export const validateAddressActions = createRequestActions<{ address: AddressDraft; bypass: boolean }, AddressValidation>(
  'registrySettings/validateAddress',
);
export const saveAddressActions = createRequestActions<ShippingAddressInput, ShippingAddressAnswer>('registrySettings/saveAddress');

export interface RegistrySettingsState {
  settings: RegistrySettings | null;
  load: RequestState;
  /** Each section saves on its own; `savedAt` says which one saved last (the page announces it). */
  save: Record<SettingsSection, RequestState>;
  lastSaved: SettingsSection | null;
  urlKeyCheck: RequestState & { key: string | null; result: UrlKeyAvailability | null };
  photo: RequestState & { action: 'upload' | 'remove' | null };
  address: {
    answer: ShippingAddressAnswer | null;
    load: RequestState;
    save: RequestState;
    /** Spec §5: the server's userMessage about a doubtful address, until the couple fix or keep it. */
    doubt: string | null;
    /** The restricted gifts a saved Hawaii or Alaska address cannot receive. */
    restricted: Array<{ id: number; title: string }>;
    saved: boolean;
  };
}

export const initialRegistrySettingsState: RegistrySettingsState = {
  settings: null,
  load: idleRequest,
  save: { urlKey: idleRequest, visibility: idleRequest, welcomeNote: idleRequest },
  lastSaved: null,
  urlKeyCheck: { ...idleRequest, key: null, result: null },
  photo: { ...idleRequest, action: null },
  address: { answer: null, load: idleRequest, save: idleRequest, doubt: null, restricted: [], saved: false },
};

const failedAddress = (state: RegistrySettingsState['address'], error: ApiError) => {
  state.save = { status: 'failed', error };
};

const slice = createSlice({
  name: 'registrySettings',
  initialState: initialRegistrySettingsState,
  reducers: {},
  extraReducers: (builder) => {
    addRequestCases(builder, loadSettingsActions, (state) => state.load, {
      keepSucceeded: true,
      succeeded: (state, { payload }) => {
        state.settings = payload.result;
      },
    });
    addRequestCases(builder, saveSettingsActions, (state, arg) => state.save[arg.section], {
      started: (state) => {
        state.lastSaved = null;
      },
      succeeded: (state, { payload }) => {
        state.settings = payload.result;
        state.lastSaved = payload.arg.section;
        // The key just saved is the registry's: no availability left to show.
        if (payload.arg.section === 'urlKey') state.urlKeyCheck = { ...idleRequest, key: null, result: null };
      },
    });
    builder.addCase(urlKeyTyped, (state) => {
      state.urlKeyCheck = { ...idleRequest, key: null, result: null };
    });
    addRequestCases(builder, urlKeyCheckActions, (state) => state.urlKeyCheck, {
      started: (state, { payload }) => {
        state.urlKeyCheck.key = payload;
        state.urlKeyCheck.result = null;
      },
      succeeded: (state, { payload }) => {
        if (state.urlKeyCheck.key === payload.arg) state.urlKeyCheck.result = payload.result;
      },
    });
    addRequestCases(builder, uploadPhotoActions, (state) => state.photo, {
      started: (state) => {
        state.photo.action = 'upload';
      },
      succeeded: (state, { payload }) => {
        if (state.settings) state.settings.couple_photo = payload.result.couple_photo;
      },
    });
    addRequestCases(builder, removePhotoActions, (state) => state.photo, {
      started: (state) => {
        state.photo.action = 'remove';
      },
      succeeded: (state) => {
        if (state.settings) state.settings.couple_photo = null;
      },
    });
    addRequestCases(builder, loadAddressActions, (state) => state.address.load, {
      succeeded: (state, { payload }) => {
        state.address.answer = payload.result;
      },
    });
    builder.addCase(shippingAddressSaveRequested, (state) => {
      state.address.saved = false;
      state.address.restricted = [];
    });
    // Checking and saving are one 'save' to the person: both drive address.save.
    addRequestCases(builder, validateAddressActions, (state) => state.address.save, {
      started: (state) => {
        state.address.doubt = null;
      },
      succeeded: (state, { payload }) => {
        if (!payload.result.valid) {
          state.address.doubt = payload.result.userMessage;
          state.address.save = idleRequest;
        }
      },
      failed: (state, { payload }) => failedAddress(state.address, payload.error),
    });
    addRequestCases(builder, saveAddressActions, (state) => state.address.save, {
      succeeded: (state, { payload }) => {
        state.address.answer = { address: payload.result.address };
        state.address.restricted = payload.result.restricted_items ?? [];
        state.address.doubt = null;
        state.address.saved = true;
      },
    });
  },
});

export const registrySettingsReducer = slice.reducer;
