import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { combineReducers } from '@reduxjs/toolkit';
import { HttpError } from '../../src/lib/http';
import { registryApi } from '../../src/features/registry/registryApi';
import { registrySagas, viewSearchBody } from '../../src/features/registry/registrySagas';
import {
  fetchViewActions,
  findCoupleActions,
  findCoupleRequested,
  registryReducer,
  registryViewRequested,
} from '../../src/features/registry/registrySlice';
import { viewParamsFromSearch, viewParamsToSearch } from '../../src/features/registry/registryFormat';
import { noticesReducer } from '../../src/features/notices/noticesSlice';
import type { FindCoupleAnswer, RegistrySearchAnswer } from '../../src/contracts/registry';

/** Issue 26's two flows: Find a couple with a nickname, a misspelling and a state; the guest page's "Arrives before the wedding". */
const reducer = combineReducers({ registry: registryReducer, notices: noticesReducer });
type State = ReturnType<typeof reducer>;
const run = (saga: ReturnType<typeof expectSaga>) => saga.silentRun(50);

describe('find a couple by nickname, misspelling and state', () => {
  const params = { first_name: 'Jordon', state: 'NY' };
  const found: FindCoupleAnswer = {
    registries: [
      {
        registry_key: 'alex-and-jordan',
        owner_first_name: 'Alex',
        owner_last_name: 'Morgan',
        partner_first_name: 'Jordan',
        partner_last_name: 'Lee',
        wedding_date: '2027-06-12',
        is_past_wedding_date: false,
        registry_path: '/registry/alex-and-jordan',
        location: 'Brooklyn, NY',
        couple_photo: null,
      },
    ],
    total: 1,
    page: 1,
    page_size: 20,
    page_count: 1,
  };

  it('started → succeeded, with the state sent as asked', async () => {
    const { storeState } = await run(
      expectSaga(registrySagas)
        .withReducer(reducer)
        .provide([[matchers.call.fn(registryApi.find), found]])
        .dispatch(findCoupleRequested(params))
        .put(findCoupleActions.started(params))
        .call(registryApi.find, params)
        .put(findCoupleActions.succeeded({ arg: params, result: found })),
    );
    expect((storeState as State).registry.find).toMatchObject({ status: 'succeeded', params, result: found });
  });

  it("started → failed with the server's message for a state it does not know", async () => {
    const bad = { first_name: 'Bob', state: 'ZZ' };
    const { storeState } = await run(
      expectSaga(registrySagas)
        .withReducer(reducer)
        .provide([
          [
            matchers.call.fn(registryApi.find),
            throwError(new HttpError({ message: 'Invalid state: Choose a US state or territory.', status: 400 })),
          ],
        ])
        .dispatch(findCoupleRequested(bad))
        .put(findCoupleActions.started(bad)),
    );
    expect((storeState as State).registry.find).toMatchObject({
      status: 'failed',
      result: null,
      error: { message: 'Invalid state: Choose a US state or territory.', status: 400 },
    });
  });
});

describe('arrives before the wedding', () => {
  const filters = [{ type: 'DELIVERY' as const, values: ['BEFORE_WEDDING'] }];
  const request = { key: 'alex-and-jordan', filters, sort: 'FEATURED' as const, grouped: false, previewAsGuest: false };

  it('lives in the URL as ?delivery=BEFORE_WEDDING and back', () => {
    const search = viewParamsToSearch({ filters, sort: 'FEATURED', grouped: false });
    expect(search.toString()).toBe('delivery=BEFORE_WEDDING&view=all');
    expect(viewParamsFromSearch(search).filters).toEqual(filters);
  });

  it('asks the server for the filtered page: started → succeeded with its totals', async () => {
    const body = viewSearchBody(request, 'alex-and-jordan');
    expect(body.filters).toEqual(filters);
    const answer = {
      registry: { id: 1, registry_key: 'alex-and-jordan' },
      facets: [{ type: 'DELIVERY', values: [{ value: 'BEFORE_WEDDING', label: 'Arrives before the wedding', count: 19 }] }],
      filters,
      total: 19,
      page: 1,
      page_size: 24,
      page_count: 1,
      items: [],
      groups: null,
    } as unknown as RegistrySearchAnswer;
    const { storeState } = await run(
      expectSaga(registrySagas)
        .withReducer(reducer)
        .provide([[matchers.call.fn(registryApi.search), answer]])
        .dispatch(registryViewRequested(request))
        .put(fetchViewActions.started(body))
        .call(registryApi.search, body)
        .put(fetchViewActions.succeeded({ arg: body, result: answer })),
    );
    expect((storeState as State).registry.view).toMatchObject({ status: 'succeeded', data: { total: 19 } });
  });

  it('started → failed keeps the reason', async () => {
    const body = viewSearchBody(request, 'alex-and-jordan');
    const { storeState } = await run(
      expectSaga(registrySagas)
        .withReducer(reducer)
        .provide([
          [matchers.call.fn(registryApi.search), throwError(new HttpError({ message: 'DELIVERY values are BEFORE_WEDDING', status: 400 }))],
        ])
        .dispatch(registryViewRequested(request))
        .put(fetchViewActions.started(body)),
    );
    expect((storeState as State).registry.view).toMatchObject({ status: 'failed' });
  });
});
