import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import type { HeldGiftsAnswer } from '../../src/contracts/fulfilment';
import { fulfilmentApi } from '../../src/features/fulfilment/fulfilmentApi';
import { fulfilmentSagas } from '../../src/features/fulfilment/fulfilmentSagas';
import {
  fulfilmentReducer,
  heldGiftsRequested,
  holdGiftActions,
  holdGiftRequested,
  loadHeldActions,
  releaseActions,
  releaseRequested,
  savePreferenceActions,
  shippingPreferenceSaveRequested,
} from '../../src/features/fulfilment/fulfilmentSlice';
import { giftTrackerRequested } from '../../src/features/registry/registryEvents';
import { registryReducer } from '../../src/features/registry/registrySlice';
import { HttpError } from '../../src/lib/http';

const reducer = combineReducers({ fulfilment: fulfilmentReducer, registry: registryReducer });
type State = ReturnType<typeof reducer>;
const fail = (message: string, status = 409) => throwError(new HttpError({ message, status }));

const held: HeldGiftsAnswer = {
  preference: { hold: true, hold_until: '2027-06-20' },
  gifts: [{ gift_id: 4, title: 'Dutch oven', image_url: null, quantity: 1, giver_name: 'Pat', held_since: '2026-11-20T10:00:00.000Z' }],
};
const none: HeldGiftsAnswer = { preference: { hold: false, hold_until: null }, gifts: [] };

describe('fulfilment sagas (hold gifts, ship later)', () => {
  it('loads the held gifts: started, succeeded, stored', async () => {
    const { storeState } = await expectSaga(fulfilmentSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(fulfilmentApi.heldGifts), held]])
      .dispatch(heldGiftsRequested())
      .put(loadHeldActions.started())
      .put(loadHeldActions.succeeded({ arg: undefined, result: held }))
      .silentRun(50);
    expect((storeState as State).fulfilment).toMatchObject({ held, load: { status: 'succeeded' } });
  });

  it('a failed load keeps the server’s message', async () => {
    const { storeState } = await expectSaga(fulfilmentSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(fulfilmentApi.heldGifts), fail('You do not have a registry yet', 404)]])
      .dispatch(heldGiftsRequested())
      .put.like({ action: { type: loadHeldActions.failed.type } })
      .silentRun(50);
    expect((storeState as State).fulfilment.load).toEqual({
      status: 'failed',
      error: expect.objectContaining({ message: 'You do not have a registry yet', status: 404 }),
    });
  });

  it('saves the preference: the answer replaces the held gifts and the page says it saved', async () => {
    const body = { hold: true, hold_until: '2027-06-20' };
    const { storeState } = await expectSaga(fulfilmentSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(fulfilmentApi.savePreference), held]])
      .dispatch(shippingPreferenceSaveRequested(body))
      .put(savePreferenceActions.started(body))
      .put(savePreferenceActions.succeeded({ arg: body, result: held }))
      .silentRun(50);
    expect((storeState as State).fulfilment).toMatchObject({ held, savePreference: { status: 'succeeded', saved: true } });
  });

  it('a refused preference is failed, not saved', async () => {
    const body = { hold: true, hold_until: '2020-01-01' };
    const { storeState } = await expectSaga(fulfilmentSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(fulfilmentApi.savePreference), fail('Choose a date after today.', 400)]])
      .dispatch(shippingPreferenceSaveRequested(body))
      .put.like({ action: { type: savePreferenceActions.failed.type } })
      .silentRun(50);
    expect((storeState as State).fulfilment.savePreference).toMatchObject({
      status: 'failed',
      saved: false,
      error: { message: 'Choose a date after today.' },
    });
  });

  it('releases held gifts, then reloads the tracker with the filter it shows', async () => {
    const initial = reducer(undefined, { type: 'init' });
    const state: State = { ...initial, registry: { ...initial.registry, gifts: { ...initial.registry.gifts, filter: 'pending' } } };
    const { storeState } = await expectSaga(fulfilmentSagas)
      .withReducer(reducer, state)
      .provide([[matchers.call.fn(fulfilmentApi.release), { ...none, released: 1 }]])
      .dispatch(releaseRequested({}))
      .put(releaseActions.started({}))
      .put(releaseActions.succeeded({ arg: {}, result: { ...none, released: 1 } }))
      .put(giftTrackerRequested('pending'))
      .silentRun(50);
    expect((storeState as State).fulfilment).toMatchObject({ held: none, release: { status: 'succeeded', released: 1 } });
  });

  it('a refused release reloads nothing', async () => {
    const { storeState } = await expectSaga(fulfilmentSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(fulfilmentApi.release), fail('There are no held gifts to ship.')]])
      .dispatch(releaseRequested({}))
      .put.like({ action: { type: releaseActions.failed.type } })
      .not.put.like({ action: { type: giftTrackerRequested.type } })
      .silentRun(50);
    expect((storeState as State).fulfilment.release).toMatchObject({ status: 'failed', released: null });
  });

  it('holds one gift, then reloads the tracker; a refusal names why', async () => {
    await expectSaga(fulfilmentSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(fulfilmentApi.holdGift), held]])
      .dispatch(holdGiftRequested({ giftId: 4 }))
      .put(holdGiftActions.started({ giftId: 4 }))
      .put(holdGiftActions.succeeded({ arg: { giftId: 4 }, result: held }))
      .put(giftTrackerRequested('all'))
      .silentRun(50);
    const { storeState } = await expectSaga(fulfilmentSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(fulfilmentApi.holdGift), fail('This gift is already being prepared, so it can no longer be held.')]])
      .dispatch(holdGiftRequested({ giftId: 4 }))
      .not.put.like({ action: { type: giftTrackerRequested.type } })
      .silentRun(50);
    expect((storeState as State).fulfilment.hold).toMatchObject({ status: 'failed', giftId: 4 });
  });
});
