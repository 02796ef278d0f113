import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { combineReducers } from '@reduxjs/toolkit';
import { HttpError, type ApiError } from '../../src/lib/http';
import { FILE_NOT_HELD_MESSAGE, holdFile, releaseHeldFile } from '../../src/lib/heldFiles';
import type { RegistrySettings } from '../../src/contracts/registrySettings';
import { registrySettingsApi } from '../../src/features/registrySettings/registrySettingsApi';
import { registrySettingsSagas } from '../../src/features/registrySettings/registrySettingsSagas';
import { userContextRequested } from '../../src/features/user/userSlice';
import {
  couplePhotoChosen,
  couplePhotoRemoveRequested,
  loadSettingsActions,
  registrySettingsReducer,
  removePhotoActions,
  saveAddressActions,
  saveSettingsActions,
  settingsRequested,
  settingsSaveRequested,
  shippingAddressSaveRequested,
  uploadPhotoActions,
  urlKeyCheckActions,
  urlKeyTyped,
  validateAddressActions,
} from '../../src/features/registrySettings/registrySettingsSlice';

const reducer = combineReducers({ registrySettings: registrySettingsReducer });
type State = ReturnType<typeof reducer>;
const fail = (message: string, status = 400, extra: Partial<ApiError> = {}) => throwError(new HttpError({ message, status, ...extra }));

const settings: RegistrySettings = {
  registry_id: 3,
  registry_key: 'alex-and-jordan',
  registry_path: '/registry/alex-and-jordan',
  visibility: 'PUBLIC',
  hide_date_and_location: false,
  welcome_note: '',
  couple_photo: null,
  redirects: [],
  version: 4,
};
const photo = { id: 'a1b2', width: 800, height: 600, url: '/media/images/a1b2/640.webp', src_set: 's', jpeg_src_set: 'j' };
const loaded = (state: State) => ({
  ...state,
  registrySettings: { ...state.registrySettings, settings, load: { status: 'succeeded' as const, error: null } },
});
const initial = reducer(undefined, { type: 'init' });

describe('registry settings sagas', () => {
  it('loads the settings: started, succeeded, stored', async () => {
    const { storeState } = await expectSaga(registrySettingsSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(registrySettingsApi.get), settings]])
      .dispatch(settingsRequested())
      .put(loadSettingsActions.started())
      .put(loadSettingsActions.succeeded({ arg: undefined, result: settings }))
      .silentRun(50);
    expect((storeState as State).registrySettings).toMatchObject({ settings, load: { status: 'succeeded' } });
  });

  it('a load failure is kept as plain data', async () => {
    const { storeState } = await expectSaga(registrySettingsSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(registrySettingsApi.get), fail('You do not have a registry yet', 404)]])
      .dispatch(settingsRequested())
      .put(loadSettingsActions.failed({ arg: undefined, error: { message: 'You do not have a registry yet', status: 404 } }))
      .silentRun(50);
    expect((storeState as State).registrySettings.load).toEqual({
      status: 'failed',
      error: { message: 'You do not have a registry yet', status: 404 },
    });
  });

  it('saves a section and says which one saved; a taken key fails that section only', async () => {
    const moved = {
      ...settings,
      registry_key: 'our-day',
      registry_path: '/registry/our-day',
      redirects: [{ registry_key: 'alex-and-jordan', expires_at: '2027-11-26T00:00:00.000Z' }],
    };
    const arg = { section: 'urlKey' as const, body: { registry_key: 'our-day' } };
    const { storeState } = await expectSaga(registrySettingsSagas)
      .withReducer(reducer, loaded(initial))
      .provide([[matchers.call.fn(registrySettingsApi.update), moved]])
      .dispatch(settingsSaveRequested(arg))
      .put(saveSettingsActions.started(arg))
      .call(registrySettingsApi.update, arg)
      .put(saveSettingsActions.succeeded({ arg, result: moved }))
      // The nav's registry links follow the new key.
      .put(userContextRequested())
      .silentRun(50);
    expect((storeState as State).registrySettings).toMatchObject({
      settings: moved,
      lastSaved: 'urlKey',
      save: { urlKey: { status: 'succeeded' }, visibility: { status: 'idle' } },
    });

    const taken = { message: 'That web address is taken. Please choose another.', status: 409 };
    const failed = await expectSaga(registrySettingsSagas)
      .withReducer(reducer, loaded(initial))
      .provide([[matchers.call.fn(registrySettingsApi.update), fail(taken.message, 409)]])
      .dispatch(settingsSaveRequested({ section: 'urlKey', body: { registry_key: 'sam-and-riley' } }))
      .put(saveSettingsActions.failed({ arg: { section: 'urlKey', body: { registry_key: 'sam-and-riley' } }, error: taken }))
      .silentRun(50);
    expect((failed.storeState as State).registrySettings).toMatchObject({
      settings,
      lastSaved: null,
      save: { urlKey: { status: 'failed', error: taken } },
    });
  });

  it('checks a typed key once typing pauses, only the last one, and never a key that breaks the rules or is the current one', async () => {
    const answer = { key: 'our-day', available: false, message: 'That web address is taken. Please choose another.' };
    const { storeState, effects } = await expectSaga(registrySettingsSagas)
      .withReducer(reducer, loaded(initial))
      .provide([[matchers.call.fn(registrySettingsApi.urlKeyAvailable), answer]])
      .dispatch(urlKeyTyped('ou'))
      .dispatch(urlKeyTyped('our-da'))
      .dispatch(urlKeyTyped('Our-Day'))
      .put(urlKeyCheckActions.started('our-day'))
      .put(urlKeyCheckActions.succeeded({ arg: 'our-day', result: answer }))
      .silentRun(700);
    // One call: 'ou' is too short, 'our-da' was superseded while waiting.
    expect((effects.call ?? []).filter((e) => (e.payload as { fn: unknown }).fn === registrySettingsApi.urlKeyAvailable)).toHaveLength(1);
    expect((storeState as State).registrySettings.urlKeyCheck).toMatchObject({ key: 'our-day', result: answer, status: 'succeeded' });

    await expectSaga(registrySettingsSagas)
      .withReducer(reducer, loaded(initial))
      .provide([[matchers.call.fn(registrySettingsApi.urlKeyAvailable), answer]])
      .dispatch(urlKeyTyped('alex-and-jordan'))
      .dispatch(urlKeyTyped('settings'))
      .not.call.fn(registrySettingsApi.urlKeyAvailable)
      .silentRun(600);
  });

  it('uploads the couple photo once however often it is chosen meanwhile, and removes it', async () => {
    const file = new File(['bytes'], 'us.jpg', { type: 'image/jpeg' });
    const held = holdFile(file);
    const { storeState } = await expectSaga(registrySettingsSagas)
      .withReducer(reducer, loaded(initial))
      .provide([[matchers.call.fn(registrySettingsApi.uploadCouplePhoto), { couple_photo: photo }]])
      .dispatch(couplePhotoChosen(held))
      .put(uploadPhotoActions.started(held))
      .call(registrySettingsApi.uploadCouplePhoto, held)
      .put(uploadPhotoActions.succeeded({ arg: held, result: { couple_photo: photo } }))
      .silentRun(50);
    expect((storeState as State).registrySettings.settings!.couple_photo).toEqual(photo);
    // The action carries plain data only: the file itself stays outside the store.
    expect(JSON.parse(JSON.stringify(held))).toEqual({ id: held.id, name: 'us.jpg', size: 5, type: 'image/jpeg' });

    const withPhoto = loaded(initial);
    withPhoto.registrySettings.settings = { ...settings, couple_photo: photo };
    const removed = await expectSaga(registrySettingsSagas)
      .withReducer(reducer, withPhoto)
      .provide([[matchers.call.fn(registrySettingsApi.removeCouplePhoto), { couple_photo: null }]])
      .dispatch(couplePhotoRemoveRequested())
      .put(removePhotoActions.started())
      .put(removePhotoActions.succeeded({ arg: undefined, result: { couple_photo: null } }))
      .silentRun(50);
    expect((removed.storeState as State).registrySettings.settings!.couple_photo).toBeNull();
  });

  it('a refused photo fails with the server’s message', async () => {
    const held = holdFile(new File(['not a photo'], 'fake.jpg', { type: 'image/jpeg' }));
    const message = 'That file is not a photo we can read. Please choose a JPEG, PNG, WebP or HEIC picture.';
    const { storeState } = await expectSaga(registrySettingsSagas)
      .withReducer(reducer, loaded(initial))
      .provide([[matchers.call.fn(registrySettingsApi.uploadCouplePhoto), fail(message)]])
      .dispatch(couplePhotoChosen(held))
      .put(uploadPhotoActions.failed({ arg: held, error: { message, status: 400 } }))
      .silentRun(50);
    expect((storeState as State).registrySettings.photo).toMatchObject({ status: 'failed', action: 'upload', error: { message } });
    expect((storeState as State).registrySettings.settings!.couple_photo).toBeNull();
  });

  it('a replayed photo event (the file already sent) fails in words instead of sending nothing', async () => {
    const held = holdFile(new File(['bytes'], 'us.jpg', { type: 'image/jpeg' }));
    releaseHeldFile(held);
    const { storeState } = await expectSaga(registrySettingsSagas)
      .withReducer(reducer, loaded(initial))
      .dispatch(couplePhotoChosen(held))
      .put(uploadPhotoActions.failed({ arg: held, error: { message: FILE_NOT_HELD_MESSAGE } }))
      .silentRun(50);
    expect((storeState as State).registrySettings.photo).toMatchObject({ status: 'failed', error: { message: FILE_NOT_HELD_MESSAGE } });
  });

  describe('shipping address (spec §5 address validation)', () => {
    const draft = { name: 'Sam Patel', address1: '1 Aloha Way', address2: '', city: 'Honolulu', stateCode: 'HI', zipCode: '96815' };
    const normalised = { name: 'Sam Patel', address1: '1 Aloha Way', address2: null, city: 'Honolulu', stateCode: 'HI', zipCode: '96815' };
    const savedBody = {
      name: 'Sam Patel',
      address1: '1 Aloha Way',
      address2: '',
      city: 'Honolulu',
      state_province_region: 'HI',
      postal_code: '96815',
    };
    const saved = { address: { ...savedBody, country: 'US' as const }, restricted_items: [{ id: 9, title: 'Cast iron skillet' }] };

    it('validates, then saves the normalised address, and lists the gifts that cannot ship there', async () => {
      const { storeState } = await expectSaga(registrySettingsSagas)
        .withReducer(reducer, loaded(initial))
        .provide([
          [matchers.call.fn(registrySettingsApi.validateAddress), { valid: true, address: normalised }],
          [matchers.call.fn(registrySettingsApi.saveShippingAddress), saved],
        ])
        .dispatch(shippingAddressSaveRequested({ address: draft, bypass: false }))
        .put(validateAddressActions.started({ address: draft, bypass: false }))
        .put(saveAddressActions.started(savedBody))
        .call(registrySettingsApi.saveShippingAddress, savedBody)
        .put(saveAddressActions.succeeded({ arg: savedBody, result: saved }))
        .silentRun(50);
      expect((storeState as State).registrySettings.address).toMatchObject({
        saved: true,
        doubt: null,
        restricted: [{ id: 9, title: 'Cast iron skillet' }],
        save: { status: 'succeeded' },
      });
    });

    it('a userMessage stops the save and is shown; "use anyway" carries the bypass', async () => {
      const doubt = 'ZIP code 96815 is in Hawaii, not Alaska. Please check your address, or continue with it as entered.';
      const { storeState } = await expectSaga(registrySettingsSagas)
        .withReducer(reducer, loaded(initial))
        .provide([[matchers.call.fn(registrySettingsApi.validateAddress), { valid: false, userMessage: doubt, bypass: true }]])
        .dispatch(shippingAddressSaveRequested({ address: { ...draft, stateCode: 'AK' }, bypass: false }))
        .not.call.fn(registrySettingsApi.saveShippingAddress)
        .silentRun(50);
      expect((storeState as State).registrySettings.address).toMatchObject({ doubt, saved: false, save: { status: 'idle' } });

      const kept = await expectSaga(registrySettingsSagas)
        .withReducer(reducer, storeState as State)
        .provide([
          [
            matchers.call.fn(registrySettingsApi.validateAddress),
            { valid: true, address: { ...normalised, stateCode: 'AK' }, bypassed: true },
          ],
          [
            matchers.call.fn(registrySettingsApi.saveShippingAddress),
            { address: { ...saved.address, state_province_region: 'AK' }, restricted_items: [] },
          ],
        ])
        .dispatch(shippingAddressSaveRequested({ address: { ...draft, stateCode: 'AK' }, bypass: true }))
        .call(registrySettingsApi.validateAddress, { address: { ...draft, stateCode: 'AK' }, bypass: true })
        .call.fn(registrySettingsApi.saveShippingAddress)
        .silentRun(50);
      expect((kept.storeState as State).registrySettings.address).toMatchObject({ doubt: null, saved: true });
    });

    it('field errors from the check fail the save', async () => {
      const error = { message: 'Please enter a 5-digit ZIP code.', status: 400, fields: { zipCode: 'Please enter a 5-digit ZIP code.' } };
      const { storeState } = await expectSaga(registrySettingsSagas)
        .withReducer(reducer, loaded(initial))
        .provide([[matchers.call.fn(registrySettingsApi.validateAddress), fail(error.message, 400, { fields: error.fields })]])
        .dispatch(shippingAddressSaveRequested({ address: { ...draft, zipCode: '9' }, bypass: false }))
        .not.call.fn(registrySettingsApi.saveShippingAddress)
        .silentRun(50);
      expect((storeState as State).registrySettings.address.save).toEqual({ status: 'failed', error });
    });
  });
});
