import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { HttpError } from '../../src/lib/http';
import { noticeShown } from '../../src/features/notices/noticesSlice';
import { addToRegistryFlow, raiseItemFlow, registryGiftFlow, registrySagas } from '../../src/features/registry/registrySagas';
import { registryApi } from '../../src/features/registry/registryApi';
import {
  addItemActions,
  addToRegistryDuplicate,
  addToRegistryRequested,
  duplicateDismissed,
  duplicateRaiseRequested,
  fetchGiftActions,
  initialRegistryState,
  raiseItemActions,
  registryGiftMoved,
  registryGiftRequested,
  registryReducer,
} from '../../src/features/registry/registrySlice';
import type { RegistryGiftAnswer, RegistryItem } from '../../src/features/registry/types';

const arg = { productId: 7, skuId: 70, quantity: 1, shippingRestrictions: null };
const info = { registry_id: 1, registry_key: 'alex-and-jordan', is_published: true, address_view: { state_province_region: 'NY' } };
const existing = { id: 55, title: 'Stoneware Vase', requested_qty: 2, purchased_qty: 1 };
const duplicateError = new HttpError({
  message: 'Already on your registry (requested 2).',
  status: 409,
  code: 'registry.duplicate',
  data: { message: 'Already on your registry (requested 2).', code: 'registry.duplicate', existing },
});
const item = { id: 55, title: 'Stoneware Vase', requested_qty: 3 } as RegistryItem;
const answer = { registry: { registry_key: 'alex-and-jordan' }, item } as RegistryGiftAnswer;

describe('add to registry: a gift already there', () => {
  it('started → failed, then the duplicate (no error notice): the page asks to raise the quantity', async () => {
    const { storeState } = await expectSaga(addToRegistryFlow, addToRegistryRequested(arg))
      .withReducer(registryReducer, initialRegistryState)
      .provide([
        [matchers.call.fn(registryApi.userInfo), info],
        [matchers.call.fn(registryApi.add), throwError(duplicateError)],
      ])
      .put(addItemActions.started(arg))
      .put.like({ action: { type: addItemActions.failed.type } })
      .put(addToRegistryDuplicate({ arg, existing }))
      .not.put.like({ action: { type: noticeShown.type } })
      .run();
    expect(storeState.add).toMatchObject({ status: 'failed', arg, duplicate: existing });
  });

  it('a 409 whose body is not the duplicate answer is shown as the failure it is', async () => {
    const odd = new HttpError({ message: 'Conflict', status: 409, code: 'registry.duplicate', data: { existing: { id: 'x' } } });
    const { storeState } = await expectSaga(addToRegistryFlow, addToRegistryRequested(arg))
      .withReducer(registryReducer, initialRegistryState)
      .provide([
        [matchers.call.fn(registryApi.userInfo), info],
        [matchers.call.fn(registryApi.add), throwError(odd)],
      ])
      .put.like({ action: { type: noticeShown.type, payload: { kind: 'negative', message: 'Conflict' } } })
      .run();
    expect(storeState.add.duplicate).toBeNull();
  });

  it('answered no: the question is gone and nothing is called', () => {
    const asked = registryReducer(initialRegistryState, addToRegistryDuplicate({ arg, existing }));
    expect(registryReducer(asked, duplicateDismissed()).add.duplicate).toBeNull();
  });
});

describe('raise the requested quantity', () => {
  const request = { itemId: 55, requestedQty: 3 };
  it('started → succeeded: the question is answered and the couple told', async () => {
    const asked = registryReducer(initialRegistryState, addToRegistryDuplicate({ arg, existing }));
    const { storeState } = await expectSaga(raiseItemFlow, duplicateRaiseRequested(request))
      .withReducer(registryReducer, asked)
      .provide([[matchers.call.fn(registryApi.raise), { item }]])
      .put(raiseItemActions.started(request))
      .put(raiseItemActions.succeeded({ arg: request, result: { item } }))
      .put.like({
        action: { type: noticeShown.type, payload: { kind: 'positive', message: 'Your registry now asks for 3 of Stoneware Vase.' } },
      })
      .run();
    expect(storeState.add.raise).toMatchObject({ status: 'succeeded', requestedQty: 3 });
    expect(storeState.add.duplicate).toBeNull();
  });

  it('started → failed: the server’s message', async () => {
    const error = new HttpError({ message: 'We could not find that item on your registry.', status: 404 });
    const { storeState } = await expectSaga(raiseItemFlow, duplicateRaiseRequested(request))
      .withReducer(registryReducer, initialRegistryState)
      .provide([[matchers.call.fn(registryApi.raise), throwError(error)]])
      .put(raiseItemActions.started(request))
      .put.like({ action: { type: raiseItemActions.failed.type } })
      .put.like({ action: { type: noticeShown.type, payload: { kind: 'negative', message: error.message } } })
      .run();
    expect(storeState.add.raise).toMatchObject({ status: 'failed', error: { message: error.message } });
  });

  it('a double click raises once (takeLeading)', async () => {
    let calls = 0;
    let answer: (value: { item: RegistryItem }) => void = () => undefined;
    await expectSaga(registrySagas)
      .provide({
        call(effect, next) {
          if (effect.fn !== registryApi.raise) return next();
          calls++;
          // Still in flight when the second click comes.
          return new Promise((resolve) => (answer = resolve));
        },
      })
      .dispatch(duplicateRaiseRequested(request))
      .dispatch(duplicateRaiseRequested(request))
      .put(raiseItemActions.started(request))
      .silentRun(20);
    answer({ item });
    expect(calls).toBe(1);
  });
});

describe('a registry gift for its product page', () => {
  const request = { key: 'alex-and-jordan', itemId: 55 };
  it('started → succeeded: the couple and the gift', async () => {
    const { storeState } = await expectSaga(registryGiftFlow, registryGiftRequested(request))
      .withReducer(registryReducer, initialRegistryState)
      .provide([[matchers.call.fn(registryApi.gift), answer]])
      .put(fetchGiftActions.started(request))
      .put(fetchGiftActions.succeeded({ arg: request, result: answer }))
      .run();
    expect(storeState.gift).toMatchObject({ status: 'succeeded', key: 'alex-and-jordan', itemId: 55, data: answer });
  });

  it('started → failed: the page says why (no notice)', async () => {
    const error = new HttpError({ message: 'That gift is not on this registry.', status: 404 });
    const { storeState } = await expectSaga(registryGiftFlow, registryGiftRequested(request))
      .withReducer(registryReducer, initialRegistryState)
      .provide([[matchers.call.fn(registryApi.gift), throwError(error)]])
      .put(fetchGiftActions.started(request))
      .put.like({ action: { type: fetchGiftActions.failed.type } })
      .not.put.like({ action: { type: noticeShown.type } })
      .run();
    expect(storeState.gift).toMatchObject({ status: 'failed', data: null, error: { message: error.message } });
  });

  it('started → failed with a changed key: the new key is kept for the page to follow', async () => {
    const moved = new HttpError({
      message: 'This registry has a new web address.',
      status: 404,
      code: 'registry_moved',
      data: { code: 'registry_moved', registry_key: 'alex-and-jordan-2027' },
    });
    const { storeState } = await expectSaga(registryGiftFlow, registryGiftRequested(request))
      .withReducer(registryReducer, initialRegistryState)
      .provide([[matchers.call.fn(registryApi.gift), throwError(moved)]])
      .put(registryGiftMoved({ ...request, movedTo: 'alex-and-jordan-2027' }))
      .run();
    expect(storeState.gift).toMatchObject({ status: 'failed', movedTo: 'alex-and-jordan-2027' });
  });

  it('another gift’s data is never kept while a new one loads', () => {
    const loaded = registryReducer(initialRegistryState, fetchGiftActions.succeeded({ arg: request, result: answer }));
    const next = registryReducer(
      { ...loaded, gift: { ...loaded.gift, key: 'alex-and-jordan', itemId: 55 } },
      fetchGiftActions.started({ key: 'alex-and-jordan', itemId: 56 }),
    );
    expect(next.gift).toMatchObject({ status: 'loading', itemId: 56, data: null });
  });
});
