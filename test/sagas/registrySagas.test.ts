import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { HttpError } from '../../src/lib/http';
import { noticeShown } from '../../src/features/notices/noticesSlice';
import { modalOpened } from '../../src/features/modals/modalsSlice';
import { addToRegistryFlow } from '../../src/features/registry/registrySagas';
import { registryApi } from '../../src/features/registry/registryApi';
import {
  addItemActions,
  addToRegistryRequested,
  HAWAII_ALASKA_MESSAGE,
  initialRegistryState,
  registryReducer,
} from '../../src/features/registry/registrySlice';

const arg = { productId: 7, skuId: 70, quantity: 2, shippingRestrictions: ['US_CONTINENTAL'] };
const info = (state: string) => ({ registry_id: 1, address_view: { state_province_region: state } });

describe('add to registry', () => {
  it('adds the item when the couple ships to New York', async () => {
    const { storeState } = await expectSaga(addToRegistryFlow, addToRegistryRequested(arg))
      .withReducer(registryReducer, initialRegistryState)
      .provide([
        [matchers.call.fn(registryApi.userInfo), info('NY')],
        [matchers.call.fn(registryApi.add), { id: 1, skuId: 70, quantity: 2 }],
      ])
      .put(addItemActions.started(arg))
      .put.like({ action: { type: noticeShown.type, payload: { kind: 'positive', message: 'Added to your registry.' } } })
      .run();
    expect(storeState.add.status).toBe('succeeded');
    expect(storeState.lastAdded).toEqual({ id: 1, skuId: 70, quantity: 2 });
  });

  it('blocks a restricted product for a Hawaii couple without calling the server', async () => {
    const { storeState } = await expectSaga(addToRegistryFlow, addToRegistryRequested(arg))
      .withReducer(registryReducer, initialRegistryState)
      .provide([[matchers.call.fn(registryApi.userInfo), info('HI')]])
      .not.call.fn(registryApi.add)
      .put.like({ action: { type: noticeShown.type, payload: { kind: 'negative', message: HAWAII_ALASKA_MESSAGE } } })
      .run();
    expect(storeState.add.error?.message).toBe(HAWAII_ALASKA_MESSAGE);
  });

  it('lets an unrestricted product through for an Alaska couple', async () => {
    const free = { ...arg, shippingRestrictions: null };
    await expectSaga(addToRegistryFlow, addToRegistryRequested(free))
      .provide([
        [matchers.call.fn(registryApi.userInfo), info('AK')],
        [matchers.call.fn(registryApi.add), { id: 2, skuId: 70, quantity: 2 }],
      ])
      .call(registryApi.add, free)
      .run();
  });

  it("shows the server's message when the add fails", async () => {
    const error = new HttpError({ message: 'Registry not found', status: 404 });
    const { storeState } = await expectSaga(addToRegistryFlow, addToRegistryRequested(arg))
      .withReducer(registryReducer, initialRegistryState)
      .provide([
        [matchers.call.fn(registryApi.userInfo), info('NY')],
        [matchers.call.fn(registryApi.add), throwError(error)],
      ])
      .put.like({ action: { type: noticeShown.type, payload: { kind: 'negative', message: 'Registry not found' } } })
      .run();
    expect(storeState.add.status).toBe('failed');
    expect(storeState.add.error?.message).toBe('Registry not found');
  });

  it('signed out: the user-info failure stops the add, its message is shown and the log-in dialog opens', async () => {
    const { storeState } = await expectSaga(addToRegistryFlow, addToRegistryRequested(arg))
      .withReducer(registryReducer, initialRegistryState)
      .provide([
        [matchers.call.fn(registryApi.userInfo), throwError(new HttpError({ message: 'Please log in to continue.', status: 401 }))],
      ])
      .not.call.fn(registryApi.add)
      .put.like({ action: { type: noticeShown.type, payload: { kind: 'negative', message: 'Please log in to continue.' } } })
      .put(modalOpened({ type: 'auth' }))
      .run();
    expect(storeState.add.status).toBe('failed');
    expect(storeState.add.error?.message).toBe('Please log in to continue.');
  });
});
