import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { combineReducers } from '@reduxjs/toolkit';
import { makeStore } from '../../src/app/store';
import { HttpError, type ApiError } from '../../src/lib/http';
import { noticesReducer } from '../../src/features/notices/noticesSlice';
import { groupGiftsApi, type SwitchArg } from '../../src/features/groupGifts/groupGiftsApi';
import { groupGiftsSagas } from '../../src/features/groupGifts/groupGiftsSagas';
import { selectGroupGifting } from '../../src/features/groupGifts/groupGiftsSelectors';
import {
  groupGiftingRequested,
  groupGiftingSaveRequested,
  groupGiftSwitchRequested,
  groupGiftsReducer,
  groupGiftUnitsRequested,
  loadSettingsActions,
  loadUnitsActions,
  saveSettingsActions,
  switchActions,
} from '../../src/features/groupGifts/groupGiftsSlice';
import { itemRemoveRequested, manageRequested } from '../../src/features/registry/registryEvents';
import { registryApi } from '../../src/features/registry/registryApi';
import { removeItemFlow } from '../../src/features/registry/registrySagas';
import { removeItemActions } from '../../src/features/registry/registrySlice';
import type { CoupleGroupGift, GroupGiftingAnswer } from '../../src/contracts/groupGifts';
import type { GroupGiftSwitchAnswer } from '../../src/contracts/registry';
import { outsideItem } from '../setup/outsideGiftFixtures';

const reducer = combineReducers({ groupGifts: groupGiftsReducer, notices: noticesReducer });
type State = ReturnType<typeof reducer>;
const fail = (error: ApiError) => throwError(new HttpError(error));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const settings: GroupGiftingAnswer = { min_price_cents: 25_000, group_gift_count: 3 };
const mixer = outsideItem({ id: 7, kind: 'PRODUCT', title: 'Stand Mixer', external: null, group_gift: null, group_gift_setting: false });
const unit: CoupleGroupGift = {
  key: 'order-12',
  item_id: 7,
  title: 'Stand Mixer',
  image_url: null,
  status: 'FUNDED',
  goal_cents: 24_000,
  funded_cents: 24_000,
  order_number: 'CF-100012',
  fulfilment_status: 'PLACED',
  contributions: [],
};

describe('group gifting: the price rule', () => {
  it('load: started, succeeded, and the rule is kept', async () => {
    const { storeState } = await expectSaga(groupGiftsSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(groupGiftsApi.getSettings), settings]])
      .dispatch(groupGiftingRequested())
      .put(loadSettingsActions.started(undefined))
      .put(loadSettingsActions.succeeded({ arg: undefined, result: settings }))
      .silentRun(50);
    expect((storeState as State).groupGifts.settings).toEqual({ status: 'succeeded', error: null, data: settings });
  });

  it('load: failed, the error kept as plain data', async () => {
    const error: ApiError = { message: 'You do not have a registry yet', status: 404 };
    const { storeState } = await expectSaga(groupGiftsSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(groupGiftsApi.getSettings), fail(error)]])
      .dispatch(groupGiftingRequested())
      .put(loadSettingsActions.failed({ arg: undefined, error }))
      .silentRun(50);
    expect((storeState as State).groupGifts.settings).toEqual({ status: 'failed', error, data: null });
  });

  it('save: started, succeeded (saved, and the new rule shown)', async () => {
    const saved = { min_price_cents: 30_000, group_gift_count: 2 };
    const { storeState } = await expectSaga(groupGiftsSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(groupGiftsApi.saveSettings), saved]])
      .dispatch(groupGiftingSaveRequested(30_000))
      .put(saveSettingsActions.started(30_000))
      .put(saveSettingsActions.succeeded({ arg: 30_000, result: saved }))
      .silentRun(50);
    const state = (storeState as State).groupGifts;
    expect(state.save).toEqual({ status: 'succeeded', error: null, saved: true });
    expect(state.settings.data).toEqual(saved);
  });

  it('save: failed with the server’s message', async () => {
    const error: ApiError = { message: 'Invalid min_price_cents: Choose an amount from $50 to $100,000.', status: 400 };
    const { storeState } = await expectSaga(groupGiftsSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(groupGiftsApi.saveSettings), fail(error)]])
      .dispatch(groupGiftingSaveRequested(100))
      .put(saveSettingsActions.failed({ arg: 100, error }))
      .silentRun(50);
    expect((storeState as State).groupGifts.save).toEqual({ status: 'failed', error, saved: false });
  });
});

describe('group gifting: one gift’s switch', () => {
  const arg: SwitchArg = { itemId: 7, groupGift: false };
  it('succeeded with refunds: the registry is read again and the refund is said', async () => {
    const answer: GroupGiftSwitchAnswer = { item: mixer, refunded: { count: 2, amount_cents: 12_500 } };
    const { storeState } = await expectSaga(groupGiftsSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(groupGiftsApi.switchGift), answer]])
      .dispatch(groupGiftSwitchRequested(arg))
      .put(switchActions.started(arg))
      .put(switchActions.succeeded({ arg, result: answer }))
      .put(manageRequested())
      .silentRun(50);
    const state = storeState as State;
    expect(state.groupGifts.switch).toEqual({ status: 'succeeded', error: null, itemId: 7, refunded: answer.refunded });
    expect(Object.values(state.notices.entities).map((n) => [n.kind, n.message])).toEqual([
      ['positive', 'Group gifting is off for Stand Mixer. 2 contributors were refunded $125.'],
    ]);
  });

  it('succeeded without refunds: no notice', async () => {
    const answer: GroupGiftSwitchAnswer = { item: mixer, refunded: { count: 0, amount_cents: 0 } };
    const { storeState } = await expectSaga(groupGiftsSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(groupGiftsApi.switchGift), answer]])
      .dispatch(groupGiftSwitchRequested({ itemId: 7, groupGift: true }))
      .put(manageRequested())
      .silentRun(50);
    expect((storeState as State).notices.ids).toEqual([]);
  });

  it('failed: the server’s message as a negative notice', async () => {
    const error: ApiError = { message: 'Only gifts from our shop can be group gifts.', status: 400 };
    const { storeState } = await expectSaga(groupGiftsSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(groupGiftsApi.switchGift), fail(error)]])
      .dispatch(groupGiftSwitchRequested(arg))
      .put(switchActions.failed({ arg, error }))
      .silentRun(50);
    const state = storeState as State;
    expect(state.groupGifts.switch.status).toBe('failed');
    expect(Object.values(state.notices.entities).map((n) => [n.kind, n.message])).toEqual([['negative', error.message]]);
  });
});

describe('group gifting: the tracker’s units', () => {
  it('started, succeeded', async () => {
    const { storeState } = await expectSaga(groupGiftsSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(groupGiftsApi.listUnits), { group_gifts: [unit] }]])
      .dispatch(groupGiftUnitsRequested())
      .put(loadUnitsActions.started(undefined))
      .put(loadUnitsActions.succeeded({ arg: undefined, result: { group_gifts: [unit] } }))
      .silentRun(50);
    expect((storeState as State).groupGifts.units).toEqual({ status: 'succeeded', error: null, data: [unit] });
  });

  it('failed', async () => {
    const error: ApiError = { message: 'Please log in to continue.', status: 401 };
    const { storeState } = await expectSaga(groupGiftsSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(groupGiftsApi.listUnits), fail(error)]])
      .dispatch(groupGiftUnitsRequested())
      .put(loadUnitsActions.failed({ arg: undefined, error }))
      .silentRun(50);
    expect((storeState as State).groupGifts.units).toEqual({ status: 'failed', error, data: null });
  });

  it('on a real store: the registry domain loads with the first groupGifts event', async () => {
    const spy = jest.spyOn(groupGiftsApi, 'getSettings').mockResolvedValue(settings);
    const store = makeStore();
    expect(store.getState().groupGifts).toBeNull();
    store.dispatch(groupGiftingRequested());
    await settle();
    await settle();
    expect(spy).toHaveBeenCalledTimes(1);
    expect(selectGroupGifting(store.getState()).data).toEqual(settings);
    spy.mockRestore();
  });
});

describe('removing a group gift guests were funding (the registry’s remove flow)', () => {
  const noticeMessages = (state: State) => Object.values(state.notices.entities).map((n) => [n.kind, n.message]);

  it('succeeded with refunds: the notice says who was refunded and how much', async () => {
    const answer = { id: 7, deleted: true as const, refunded: { count: 1, amount_cents: 4_000 } };
    const { storeState } = await expectSaga(removeItemFlow, itemRemoveRequested({ id: 7, title: 'Stand Mixer' }))
      .withReducer(reducer)
      .provide([[matchers.call.fn(registryApi.removeItem), answer]])
      .put(removeItemActions.started(7))
      .put(removeItemActions.succeeded({ arg: 7, result: answer }))
      .run();
    expect(noticeMessages(storeState as State)).toEqual([
      ['positive', 'Stand Mixer was removed from your registry. 1 contributor was refunded $40.'],
    ]);
  });

  it('succeeded without contributions: the plain notice', async () => {
    const answer = { id: 7, deleted: true as const };
    const { storeState } = await expectSaga(removeItemFlow, itemRemoveRequested({ id: 7, title: 'Stand Mixer' }))
      .withReducer(reducer)
      .provide([[matchers.call.fn(registryApi.removeItem), answer]])
      .run();
    expect(noticeMessages(storeState as State)).toEqual([['positive', 'Stand Mixer was removed from your registry.']]);
  });

  it('failed: the server’s message', async () => {
    const error: ApiError = { message: 'Someone has already bought this gift, so it stays on your registry.', status: 409 };
    const { storeState } = await expectSaga(removeItemFlow, itemRemoveRequested({ id: 7, title: 'Stand Mixer' }))
      .withReducer(reducer)
      .provide([[matchers.call.fn(registryApi.removeItem), fail(error)]])
      .put(removeItemActions.failed({ arg: 7, error }))
      .run();
    expect(noticeMessages(storeState as State)).toEqual([['negative', error.message]]);
  });
});
