import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { combineReducers } from '@reduxjs/toolkit';
import { HttpError, type ApiError } from '../../src/lib/http';
import { registryApi } from '../../src/features/registry/registryApi';
import { registrySagas, viewSearchBody } from '../../src/features/registry/registrySagas';
import {
  addCashActions,
  addCashRequested,
  addPackActions,
  collectionCreateRequested,
  collectionDeleteRequested,
  collectionMoveRequested,
  collectionRenameRequested,
  externalProductActions,
  externalProductRequested,
  fetchManageActions,
  fetchMoreActions,
  fetchViewActions,
  findCoupleActions,
  findCoupleRequested,
  giftTrackerRequested,
  itemRemoveRequested,
  itemUpdateRequested,
  manageRequested,
  publishActions,
  publishRequested,
  quickAddPackRequested,
  quickAddPacksRequested,
  REGISTRY_FETCH_FAILED_MESSAGE,
  REGISTRY_PAGE_SIZE,
  registryMoreRequested,
  registryReducer,
  registryViewRequested,
  removeItemActions,
  reorderCollectionsActions,
  thankYouActions,
  thankYouToggled,
  updateItemActions,
} from '../../src/features/registry/registrySlice';
import { noticesReducer } from '../../src/features/notices/noticesSlice';
import { selectGifts, selectManageCollections, selectManageGroups, selectManageItems } from '../../src/features/registry/registrySelectors';
import type {
  Gift,
  RegistryCollection,
  RegistryItem,
  RegistrySearchRequest,
  RegistrySearchResponse,
} from '../../src/features/registry/types';
import type { RootState } from '../../src/app/rootReducer';

const reducer = combineReducers({ registry: registryReducer, notices: noticesReducer });
type State = ReturnType<typeof reducer>;
const notices = (state: State) => Object.values(state.notices.entities).map((n) => ({ kind: n.kind, message: n.message }));
const asRoot = (state: State) => state as unknown as RootState;
const fail = (message: string, status = 400, extra: Partial<ApiError> = {}) => throwError(new HttpError({ message, status, ...extra }));

const item = (id: number, over: Partial<RegistryItem> = {}): RegistryItem => ({
  id,
  kind: 'PRODUCT',
  title: `Gift ${id}`,
  description: '',
  brand: 'Acme',
  image_url: `/media/p/g${id}/a/1x1-1.svg`,
  price_cents: 5000,
  price_range: { min_price: 5000, max_price: 5000 },
  requested_qty: 2,
  purchased_qty: 0,
  remaining: 2,
  most_wanted: false,
  note: '',
  collection_id: null,
  position: id,
  created_at: '2026-01-01T00:00:00.000Z',
  product_id: id,
  sku_id: id * 10,
  product_slug: `g${id}`,
  product_path: `/shop/product/g${id}`,
  category_key: 'kitchen',
  in_stock: true,
  cash_fund: null,
  external: null,
  is_available: true,
  ...over,
});
const collection = (id: number, name: string, position: number): RegistryCollection => ({ id, name, position, item_count: 0 });
const header = {
  id: 3,
  registry_key: 'alex-and-jordan',
  owner_first_name: 'Alex',
  owner_last_name: 'Morgan',
  partner_first_name: 'Jordan',
  partner_last_name: 'Lee',
  wedding_date: '2027-06-12',
  is_past_wedding_date: false,
  is_published: false,
  item_count: 3,
  version: 4,
  location: null,
  welcome_note: '',
  couple_photo: null,
};
const searchResponse = (items: RegistryItem[], collections: RegistryCollection[] = []): RegistrySearchResponse => ({
  registry: header,
  viewer: { is_owner: true, can_edit: true },
  summary: null,
  collections,
  uncollected_count: 0,
  facets: [],
  filters: [],
  sort: 'FEATURED',
  total: items.length,
  page: 1,
  page_size: null,
  page_count: 1,
  items,
  groups: null,
});
const userInfo = { registry_id: 3, registry_key: 'alex-and-jordan', is_published: false, address_view: { state_province_region: 'NY' } };

/** A state with the manage page loaded (items 1–3; 2 in collection 10 'Kitchen'). */
function loadedState(): State {
  let state = reducer(undefined, { type: 'init' });
  const arg = { registry_key: 'alex-and-jordan', flattened_view: true };
  const items = [item(1), item(2, { collection_id: 10 }), item(3, { purchased_qty: 1, remaining: 1 })];
  state = reducer(
    state,
    fetchManageActions.succeeded({ arg, result: searchResponse(items, [collection(10, 'Kitchen', 0), collection(11, 'Honeymoon', 1)]) }),
  );
  return state;
}

const run = (saga = expectSaga(registrySagas)) => saga.silentRun(50);

describe('registry view (guest page and preview)', () => {
  const request = {
    key: 'alex-and-jordan',
    filters: [{ type: 'PRICE' as const, values: ['0-5000'] }],
    sort: 'PRICE_LOW_HIGH' as const,
    grouped: false,
    previewAsGuest: false,
  };

  it('builds the spec §7 body: sort only when not FEATURED, flattened unless grouped, preview flag only in a preview', () => {
    const firstPage = { page: 1, page_size: REGISTRY_PAGE_SIZE };
    expect(REGISTRY_PAGE_SIZE).toBe(24);
    expect(viewSearchBody(request, 'alex-and-jordan')).toEqual({
      registry_key: 'alex-and-jordan',
      filters: request.filters,
      flattened_view: true,
      sort: 'PRICE_LOW_HIGH',
      ...firstPage,
    });
    expect(viewSearchBody({ ...request, sort: 'FEATURED', grouped: true, previewAsGuest: true }, 'k')).toEqual({
      registry_key: 'k',
      filters: request.filters,
      grouped_by_collection: true,
      preview_as_guest: true,
      ...firstPage,
    });
  });

  it('fetches the registry: started → succeeded, data stored', async () => {
    const body = viewSearchBody(request, 'alex-and-jordan');
    const response = searchResponse([item(1)]);
    const { storeState } = await run(
      expectSaga(registrySagas)
        .withReducer(reducer)
        .provide([[matchers.call.fn(registryApi.search), response]])
        .dispatch(registryViewRequested(request))
        .put(fetchViewActions.started(body))
        .call(registryApi.search, body)
        .put(fetchViewActions.succeeded({ arg: body, result: response })),
    );
    expect((storeState as State).registry.view.status).toBe('succeeded');
    expect((storeState as State).registry.view.data?.items).toHaveLength(1);
  });

  it("a preview of /registry/{numeric id} resolves the couple's key through user-info", async () => {
    await run(
      expectSaga(registrySagas)
        .withReducer(reducer)
        .provide([
          [matchers.call.fn(registryApi.userInfo), userInfo],
          [matchers.call.fn(registryApi.search), searchResponse([])],
        ])
        .dispatch(registryViewRequested({ ...request, key: '3', previewAsGuest: true }))
        .call(registryApi.search, { ...viewSearchBody(request, 'alex-and-jordan'), preview_as_guest: true }),
    );
  });

  it("a failure shows spec §8's 'Sorry we couldn't fetch your registry.' and keeps the server's reason", async () => {
    const { storeState } = await run(
      expectSaga(registrySagas)
        .withReducer(reducer)
        .provide([[matchers.call.fn(registryApi.search), fail('We could not find that registry.', 404)]])
        .dispatch(registryViewRequested(request)),
    );
    const state = storeState as State;
    expect(state.registry.view.status).toBe('failed');
    expect(state.registry.view.error?.message).toBe('We could not find that registry.');
    expect(notices(state)).toEqual([{ kind: 'negative', message: REGISTRY_FETCH_FAILED_MESSAGE }]);
  });
});

describe("the guest view's next page ('Show more gifts')", () => {
  const request = { key: 'alex-and-jordan', filters: [], sort: 'FEATURED' as const, grouped: false, previewAsGuest: false };
  const first = viewSearchBody(request, 'alex-and-jordan');
  const second = { ...first, page: 2 };
  const page = (items: RegistryItem[], n: number): RegistrySearchResponse => ({
    ...searchResponse(items),
    total: 3,
    page: n,
    page_size: 2,
    page_count: 2,
  });
  /** The view with its first page (gifts 1 and 2 of 3) shown. */
  const shownState = () =>
    reducer(
      reducer(reducer(undefined, { type: 'init' }), fetchViewActions.started(first)),
      fetchViewActions.succeeded({ arg: first, result: page([item(1), item(2)], 1) }),
    );

  it('asks for the page after the last one shown with the same view: started → succeeded, gifts appended', async () => {
    const next = page([item(3)], 2);
    const { storeState } = await run(
      expectSaga(registrySagas)
        .withReducer(reducer, shownState())
        .provide([[matchers.call.fn(registryApi.search), next]])
        .dispatch(registryMoreRequested())
        .put(fetchMoreActions.started(second))
        .call(registryApi.search, second)
        .put(fetchMoreActions.succeeded({ arg: second, result: next })),
    );
    const view = (storeState as State).registry.view;
    expect(view.data?.items?.map((i) => i.id)).toEqual([1, 2, 3]);
    expect(view.data).toMatchObject({ page: 2, page_count: 2, total: 3 });
    expect(view.more.status).toBe('succeeded');
  });

  it("a failure shows spec §8's message and keeps the gifts shown, so the guest can try again", async () => {
    const { storeState } = await run(
      expectSaga(registrySagas)
        .withReducer(reducer, shownState())
        .provide([[matchers.call.fn(registryApi.search), fail('Network Error', 0)]])
        .dispatch(registryMoreRequested())
        .put(fetchMoreActions.started(second)),
    );
    const state = storeState as State;
    expect(state.registry.view.data?.items?.map((i) => i.id)).toEqual([1, 2]);
    expect(state.registry.view.more).toMatchObject({ status: 'failed', error: { message: 'Network Error' } });
    expect(notices(state)).toEqual([{ kind: 'negative', message: REGISTRY_FETCH_FAILED_MESSAGE }]);
  });

  it('asks for nothing once every page is shown', async () => {
    const all = reducer(shownState(), fetchMoreActions.succeeded({ arg: second, result: page([item(3)], 2) }));
    await run(
      expectSaga(registrySagas)
        .withReducer(reducer, all)
        .dispatch(registryMoreRequested())
        .not.call.fn(registryApi.search)
        .not.put.actionType(fetchMoreActions.started.type),
    );
  });

  it('abandons a page still loading when the guest asks for another view: no failure notice, the new first page shown', async () => {
    const filtered = { ...request, filters: [{ type: 'AVAILABILITY' as const, values: ['AVAILABLE'] }] };
    const filteredFirst = page([item(2)], 1);
    // The second page fails, but only after the guest has changed a filter.
    const slowFailure = () =>
      new Promise((_resolve, reject) => setTimeout(() => reject(new HttpError({ message: 'Network Error', status: 0 })), 20));
    const { storeState } = await run(
      expectSaga(registrySagas)
        .withReducer(reducer, shownState())
        .provide([
          [
            matchers.call.fn(registryApi.search),
            dynamic(({ args: [arg] }: { args: [RegistrySearchRequest] }) => (arg.page === 2 ? slowFailure() : filteredFirst)),
          ],
        ])
        .dispatch(registryMoreRequested())
        .dispatch(registryViewRequested(filtered))
        .put(fetchMoreActions.started(second))
        .put(fetchViewActions.succeeded({ arg: viewSearchBody(filtered, 'alex-and-jordan'), result: filteredFirst }))
        .not.put.actionType(fetchMoreActions.failed.type)
        .not.put.actionType(fetchMoreActions.succeeded.type),
    );
    const state = storeState as State;
    expect(state.registry.view.data?.items?.map((i) => i.id)).toEqual([2]);
    expect(state.registry.view.more.status).toBe('idle');
    expect(notices(state)).toEqual([]);
  });

  it('asks for nothing while a new view loads: its first page replaces the gifts shown', async () => {
    const loading = reducer(shownState(), fetchViewActions.started(viewSearchBody({ ...request, sort: 'NEWEST' }, 'alex-and-jordan')));
    await run(expectSaga(registrySagas).withReducer(reducer, loading).dispatch(registryMoreRequested()).not.call.fn(registryApi.search));
  });

  it('drops a page that arrives for a view no longer shown (the guest changed a filter), or a page already shown', () => {
    const filtered = viewSearchBody({ ...request, filters: [{ type: 'AVAILABILITY', values: ['AVAILABLE'] }] }, 'alex-and-jordan');
    const changed = reducer(shownState(), fetchViewActions.started(filtered));
    const after = reducer(changed, fetchMoreActions.succeeded({ arg: second, result: page([item(3)], 2) }));
    expect(after.registry.view).toEqual(changed.registry.view);
    const twice = reducer(
      reducer(shownState(), fetchMoreActions.succeeded({ arg: second, result: page([item(3)], 2) })),
      fetchMoreActions.succeeded({ arg: second, result: page([item(3)], 2) }),
    );
    expect(twice.registry.view.data?.items?.map((i) => i.id)).toEqual([1, 2, 3]);
  });
});

describe('find a couple', () => {
  const params = { first_name: 'ale', month: 6, year: 2027 };
  const found = {
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
        location: null,
        couple_photo: null,
      },
    ],
    total: 1,
    page: 1,
    page_size: 20,
    page_count: 1,
  };

  it('searches: started → succeeded with the results', async () => {
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

  it("a refused search keeps the server's message", async () => {
    const { storeState } = await run(
      expectSaga(registrySagas)
        .withReducer(reducer)
        .provide([[matchers.call.fn(registryApi.find), fail('Choose a year to search by month.')]])
        .dispatch(findCoupleRequested({ first_name: 'a', month: 6 })),
    );
    expect((storeState as State).registry.find).toMatchObject({
      status: 'failed',
      result: null,
      error: { message: 'Choose a year to search by month.' },
    });
  });
});

describe('manage', () => {
  it("loads the couple's registry by the key from user-info, flattened, in the couple's order", async () => {
    const response = searchResponse([item(2, { position: 0 }), item(1, { position: 1 })], [collection(10, 'Kitchen', 0)]);
    const { storeState } = await run(
      expectSaga(registrySagas)
        .withReducer(reducer)
        .provide([
          [matchers.call.fn(registryApi.userInfo), userInfo],
          [matchers.call.fn(registryApi.search), response],
        ])
        .dispatch(manageRequested())
        .call(registryApi.search, { registry_key: 'alex-and-jordan', flattened_view: true }),
    );
    const state = asRoot(storeState as State);
    expect(selectManageItems(state).map((i) => i.id)).toEqual([2, 1]);
    expect(selectManageGroups(state).map((g) => g.name)).toEqual(['Kitchen', 'Other gifts']);
  });

  it('an account without a registry is told so, without a search', async () => {
    const { storeState } = await run(
      expectSaga(registrySagas)
        .withReducer(reducer)
        .provide([
          [matchers.call.fn(registryApi.userInfo), { registry_id: null, registry_key: null, is_published: false, address_view: null }],
        ])
        .dispatch(manageRequested())
        .not.call.fn(registryApi.search),
    );
    expect((storeState as State).registry.manage).toMatchObject({
      status: 'failed',
      error: { message: 'You do not have a registry yet', status: 404 },
    });
  });

  it("a failed search shows 'Sorry we couldn't fetch your registry.'", async () => {
    const { storeState } = await run(
      expectSaga(registrySagas)
        .withReducer(reducer)
        .provide([
          [matchers.call.fn(registryApi.userInfo), userInfo],
          [matchers.call.fn(registryApi.search), fail('An error has occurred', 500)],
        ])
        .dispatch(manageRequested()),
    );
    expect((storeState as State).registry.manage.status).toBe('failed');
    expect(notices(storeState as State)).toEqual([{ kind: 'negative', message: REGISTRY_FETCH_FAILED_MESSAGE }]);
  });
});

describe('publish', () => {
  it('publishes: started → succeeded, the registry marked published (the modal tells it, no notice)', async () => {
    const { storeState } = await run(
      expectSaga(registrySagas)
        .withReducer(reducer, loadedState())
        .provide([[matchers.call.fn(registryApi.publish), { registry_key: 'alex-and-jordan', is_published: true }]])
        .dispatch(publishRequested({ published: true }))
        .put(publishActions.started(true))
        .call(registryApi.publish, true),
    );
    const state = storeState as State;
    expect(state.registry.publish.status).toBe('succeeded');
    expect(state.registry.manage.registry?.is_published).toBe(true);
    expect(notices(state)).toEqual([]);
  });

  it("a failure keeps the registry as it was and shows the server's message", async () => {
    const { storeState } = await run(
      expectSaga(registrySagas)
        .withReducer(reducer, loadedState())
        .provide([[matchers.call.fn(registryApi.publish), fail('Please log in to continue.', 401)]])
        .dispatch(publishRequested({ published: true })),
    );
    const state = storeState as State;
    expect(state.registry.publish).toMatchObject({ status: 'failed', error: { message: 'Please log in to continue.' } });
    expect(state.registry.manage.registry?.is_published).toBe(false);
    expect(notices(state)).toEqual([{ kind: 'negative', message: 'Please log in to continue.' }]);
  });
});

describe('add a cash fund / a gift from another store', () => {
  const fund = { title: 'Lisbon honeymoon', fund_type: 'HONEYMOON' as const, goal_cents: 300000 };
  const fundItem = item(9, {
    kind: 'CASH_FUND',
    title: 'Lisbon honeymoon',
    price_cents: null,
    remaining: null,
    cash_fund: { fund_type: 'HONEYMOON', goal_cents: 300000, contributed_cents: 0, contribution_count: 0, contributions: [] },
  });

  it('adds the fund: started → succeeded, onto a loaded manage page (the form tells it, no notice)', async () => {
    const { storeState } = await run(
      expectSaga(registrySagas)
        .withReducer(reducer, loadedState())
        .provide([[matchers.call.fn(registryApi.addCash), { item: fundItem }]])
        .dispatch(addCashRequested(fund))
        .put(addCashActions.started(fund))
        .put(addCashActions.succeeded({ arg: fund, result: { item: fundItem } })),
    );
    const state = storeState as State;
    expect(state.registry.addCash).toMatchObject({ status: 'succeeded', lastAdded: fundItem });
    expect(selectManageItems(asRoot(state)).map((i) => i.id)).toContain(9);
    expect(notices(state)).toEqual([]);
  });

  it('a refused fund keeps the field messages for the form', async () => {
    const { storeState } = await run(
      expectSaga(registrySagas)
        .withReducer(reducer)
        .provide([
          [
            matchers.call.fn(registryApi.addCash),
            fail('Invalid goal_cents: The goal must be between $1 and $100,000.', 400, {
              fields: { goal_cents: 'The goal must be between $1 and $100,000.' },
            }),
          ],
        ])
        .dispatch(addCashRequested({ ...fund, goal_cents: 50 })),
    );
    expect((storeState as State).registry.addCash.error?.fields).toEqual({ goal_cents: 'The goal must be between $1 and $100,000.' });
  });

  const external = { url: 'https://www.etsy.com/listing/1', title: 'Hand-thrown vase', price_cents: 6400, quantity: 1 };
  const externalItem = item(12, { kind: 'EXTERNAL', title: 'Hand-thrown vase', external: { store_name: 'Etsy', url: external.url } });

  it('adds a gift from another store: started → succeeded', async () => {
    const { storeState } = await run(
      expectSaga(registrySagas)
        .withReducer(reducer)
        .provide([[matchers.call.fn(registryApi.addExternal), { item: externalItem }]])
        .dispatch(externalProductRequested(external))
        .put(externalProductActions.started(external))
        .call(registryApi.addExternal, external),
    );
    expect((storeState as State).registry.external).toMatchObject({ status: 'succeeded', lastAdded: externalItem });
  });

  it("a refused external gift shows the server's message", async () => {
    const { storeState } = await run(
      expectSaga(registrySagas)
        .withReducer(reducer)
        .provide([[matchers.call.fn(registryApi.addExternal), fail("Enter the gift's web address, starting with http:// or https://.")]])
        .dispatch(externalProductRequested({ ...external, url: 'etsy' })),
    );
    expect((storeState as State).registry.external.status).toBe('failed');
    expect(notices(storeState as State)[0]?.message).toBe("Enter the gift's web address, starting with http:// or https://.");
  });
});

describe('items', () => {
  it('updates an item: busy while saving, then the saved item replaces it', async () => {
    const arg = { id: 1, changes: { most_wanted: true, collection_id: 11 } };
    const saved = item(1, { most_wanted: true, collection_id: 11 });
    const { storeState } = await run(
      expectSaga(registrySagas)
        .withReducer(reducer, loadedState())
        .provide([[matchers.call.fn(registryApi.updateItem), { item: saved }]])
        .dispatch(itemUpdateRequested(arg))
        .put(updateItemActions.started(arg))
        .put(updateItemActions.succeeded({ arg, result: { item: saved } })),
    );
    const state = asRoot(storeState as State);
    expect(state.registry?.manage.busyItems).toEqual({});
    expect(
      selectManageGroups(state)
        .find((g) => g.name === 'Honeymoon')
        ?.items.map((i) => i.id),
    ).toEqual([1]);
  });

  it("a refused update leaves the item as saved and shows the server's message", async () => {
    const { storeState } = await run(
      expectSaga(registrySagas)
        .withReducer(reducer, loadedState())
        .provide([[matchers.call.fn(registryApi.updateItem), fail('You cannot ask for fewer than the 1 already purchased.')]])
        .dispatch(itemUpdateRequested({ id: 3, changes: { requested_qty: 1 } })),
    );
    const state = storeState as State;
    expect(state.registry.manage.items.entities[3]?.requested_qty).toBe(2);
    expect(state.registry.manage.busyItems).toEqual({});
    expect(notices(state)).toEqual([{ kind: 'negative', message: 'You cannot ask for fewer than the 1 already purchased.' }]);
  });

  it('removes an item', async () => {
    const { storeState } = await run(
      expectSaga(registrySagas)
        .withReducer(reducer, loadedState())
        .provide([[matchers.call.fn(registryApi.removeItem), { id: 1, deleted: true }]])
        .dispatch(itemRemoveRequested({ id: 1, title: 'Gift 1' }))
        .put(removeItemActions.started(1)),
    );
    const state = storeState as State;
    expect(state.registry.manage.items.ids).not.toContain(1);
    expect(notices(state)).toEqual([{ kind: 'positive', message: 'Gift 1 was removed from your registry.' }]);
  });

  it('a purchased gift stays, with the 409 message', async () => {
    const message =
      'Someone has already bought this gift, so it stays on your registry. You can lower its quantity to what was purchased instead.';
    const { storeState } = await run(
      expectSaga(registrySagas)
        .withReducer(reducer, loadedState())
        .provide([[matchers.call.fn(registryApi.removeItem), fail(message, 409, { code: 'registry.item_purchased' })]])
        .dispatch(itemRemoveRequested({ id: 3, title: 'Gift 3' })),
    );
    const state = storeState as State;
    expect(state.registry.manage.items.ids).toContain(3);
    expect(notices(state)).toEqual([{ kind: 'negative', message }]);
  });
});

describe('collections', () => {
  it('creates a collection, added last', async () => {
    const created = collection(12, 'Bar', 2);
    const { storeState } = await run(
      expectSaga(registrySagas)
        .withReducer(reducer, loadedState())
        .provide([[matchers.call.fn(registryApi.createCollection), { collection: created }]])
        .dispatch(collectionCreateRequested({ name: 'Bar' }))
        .call(registryApi.createCollection, 'Bar'),
    );
    expect(selectManageCollections(asRoot(storeState as State)).map((c) => c.name)).toEqual(['Kitchen', 'Honeymoon', 'Bar']);
  });

  it('a duplicate name is refused with the server message', async () => {
    const { storeState } = await run(
      expectSaga(registrySagas)
        .withReducer(reducer, loadedState())
        .provide([[matchers.call.fn(registryApi.createCollection), fail('You already have a collection called "Kitchen".', 409)]])
        .dispatch(collectionCreateRequested({ name: 'kitchen' })),
    );
    const state = storeState as State;
    expect(state.registry.manage.collections.ids).toHaveLength(2);
    expect(state.registry.manage.collectionsBusy).toBe(false);
    expect(notices(state)).toEqual([{ kind: 'negative', message: 'You already have a collection called "Kitchen".' }]);
  });

  it('renames a collection', async () => {
    const { storeState } = await run(
      expectSaga(registrySagas)
        .withReducer(reducer, loadedState())
        .provide([[matchers.call.fn(registryApi.renameCollection), { collection: collection(10, 'Cooking', 0) }]])
        .dispatch(collectionRenameRequested({ id: 10, name: 'Cooking' })),
    );
    expect(selectManageCollections(asRoot(storeState as State))[0]?.name).toBe('Cooking');
  });

  it('moves a collection down by sending the whole new order', async () => {
    const reordered = [collection(11, 'Honeymoon', 0), collection(10, 'Kitchen', 1)];
    const { storeState } = await run(
      expectSaga(registrySagas)
        .withReducer(reducer, loadedState())
        .provide([[matchers.call.fn(registryApi.reorderCollections), { collections: reordered }]])
        .dispatch(collectionMoveRequested({ id: 10, direction: 1 }))
        .put(reorderCollectionsActions.started([11, 10])),
    );
    expect(selectManageCollections(asRoot(storeState as State)).map((c) => c.id)).toEqual([11, 10]);
  });

  it('a move past the end makes no call', () =>
    run(
      expectSaga(registrySagas)
        .withReducer(reducer, loadedState())
        .dispatch(collectionMoveRequested({ id: 11, direction: 1 }))
        .not.call.fn(registryApi.reorderCollections),
    ));

  it('deletes a collection; its gifts stay, outside any collection', async () => {
    const { storeState } = await run(
      expectSaga(registrySagas)
        .withReducer(reducer, loadedState())
        .provide([[matchers.call.fn(registryApi.deleteCollection), { id: 10, deleted: true, uncollected_item_count: 1 }]])
        .dispatch(collectionDeleteRequested({ id: 10, name: 'Kitchen' })),
    );
    const state = storeState as State;
    expect(state.registry.manage.items.entities[2]?.collection_id).toBeNull();
    expect(selectManageCollections(asRoot(state)).map((c) => c.name)).toEqual(['Honeymoon']);
  });

  it('a failed delete keeps the collection', async () => {
    const { storeState } = await run(
      expectSaga(registrySagas)
        .withReducer(reducer, loadedState())
        .provide([[matchers.call.fn(registryApi.deleteCollection), fail('Collection not found', 404)]])
        .dispatch(collectionDeleteRequested({ id: 10, name: 'Kitchen' })),
    );
    expect((storeState as State).registry.manage.collections.ids).toContain(10);
    expect(notices(storeState as State)).toEqual([{ kind: 'negative', message: 'Collection not found' }]);
  });
});

describe('quick-add packs', () => {
  const pack = {
    id: 1,
    slug: 'kitchen-essentials',
    name: 'Kitchen essentials',
    description: 'The basics',
    image_url: null,
    total_cents: 30000,
    items: [1, 2, 3].map((id) => ({
      id,
      kind: 'PRODUCT' as const,
      product_id: id,
      sku_id: id * 10,
      product_path: `/shop/product/p${id}`,
      title: `Pack item ${id}`,
      brand: 'Acme',
      image_url: null,
      price_cents: 10000,
      quantity: 1,
      cash_fund: null,
      on_registry: false,
      can_ship: id !== 3,
    })),
  };

  it('loads the packs', async () => {
    const { storeState } = await run(
      expectSaga(registrySagas)
        .withReducer(reducer)
        .provide([[matchers.call.fn(registryApi.quickAddPacks), { packs: [pack] }]])
        .dispatch(quickAddPacksRequested()),
    );
    expect((storeState as State).registry.packs).toMatchObject({ status: 'succeeded', list: [pack] });
  });

  it('adds a pack in one call and reports what was skipped', async () => {
    const result = {
      added: [item(21), item(22)],
      skipped: [
        {
          pack_item_id: 3,
          title: 'Pack item 3',
          reason: 'CANNOT_SHIP_TO_HAWAII_ALASKA' as const,
          message: 'Product cannot be shipped to Hawaii or Alaska',
        },
      ],
    };
    const start = reducer(undefined, { type: 'init' });
    const withPacks = reducer(start, {
      type: 'registry/fetchQuickAddPacks/succeeded',
      payload: { arg: undefined, result: { packs: [pack] } },
    });
    const { storeState } = await run(
      expectSaga(registrySagas)
        .withReducer(reducer, withPacks)
        .provide([[matchers.call.fn(registryApi.addQuickAddPack), result]])
        .dispatch(quickAddPackRequested({ packId: 1 }))
        .put(addPackActions.started({ packId: 1 }))
        .call(registryApi.addQuickAddPack, { packId: 1 }),
    );
    const state = storeState as State;
    expect(state.registry.packs.results[1]).toEqual(result);
    expect(state.registry.packs.list[0]?.items.map((i) => i.on_registry)).toEqual([true, true, false]);
    expect(notices(state)).toEqual([]);
  });

  it("a failed pack add shows the server's message", async () => {
    const { storeState } = await run(
      expectSaga(registrySagas)
        .withReducer(reducer)
        .provide([[matchers.call.fn(registryApi.addQuickAddPack), fail('We could not find that pack.', 404)]])
        .dispatch(quickAddPackRequested({ packId: 99 })),
    );
    expect((storeState as State).registry.packs).toMatchObject({
      adding: null,
      addErrors: { 99: { message: 'We could not find that pack.' } },
    });
    expect(notices(storeState as State)).toEqual([{ kind: 'negative', message: 'We could not find that pack.' }]);
  });
});

describe('gift tracker', () => {
  const gift = (id: number, sent: boolean): Gift => ({
    id,
    giver_name: `Guest ${id}`,
    giver_email: null,
    received_at: '2026-05-01T12:00:00.000Z',
    description: null,
    quantity: 1,
    amount_cents: 5000,
    message: null,
    thank_you_sent: sent,
    order_id: null,
    bought_elsewhere: false,
    item: null,
    fulfilment_status: null,
    shipment: null,
    giver_address: null,
  });
  const tracker = { gifts: [gift(1, false), gift(2, true)], totals: { gift_count: 2, amount_cents: 10000, thank_you_pending: 1 } };

  it('loads the gifts for a filter', async () => {
    const { storeState } = await run(
      expectSaga(registrySagas)
        .withReducer(reducer)
        .provide([[matchers.call.fn(registryApi.giftTracker), tracker]])
        .dispatch(giftTrackerRequested('pending'))
        .call(registryApi.giftTracker, 'pending'),
    );
    const state = storeState as State;
    expect(state.registry.gifts.filter).toBe('pending');
    expect(selectGifts(asRoot(state)).map((g) => g.id)).toEqual([1, 2]);
  });

  it('marks a thank-you sent; the pending total follows', async () => {
    const loaded = reducer(reducer(undefined, { type: 'init' }), {
      type: 'registry/fetchGiftTracker/succeeded',
      payload: { arg: 'all', result: tracker },
    });
    const { storeState } = await run(
      expectSaga(registrySagas)
        .withReducer(reducer, loaded)
        .provide([[matchers.call.fn(registryApi.setThankYouSent), { gift: gift(1, true) }]])
        .dispatch(thankYouToggled({ id: 1, thankYouSent: true }))
        .put(thankYouActions.started({ id: 1, thankYouSent: true })),
    );
    const state = storeState as State;
    expect(state.registry.gifts.list.entities[1]?.thank_you_sent).toBe(true);
    expect(state.registry.gifts.totals?.thank_you_pending).toBe(0);
  });

  it("a failed toggle leaves the gift unchanged and shows the server's message", async () => {
    const loaded = reducer(reducer(undefined, { type: 'init' }), {
      type: 'registry/fetchGiftTracker/succeeded',
      payload: { arg: 'all', result: tracker },
    });
    const { storeState } = await run(
      expectSaga(registrySagas)
        .withReducer(reducer, loaded)
        .provide([[matchers.call.fn(registryApi.setThankYouSent), fail('We could not find that gift.', 404)]])
        .dispatch(thankYouToggled({ id: 1, thankYouSent: true })),
    );
    const state = storeState as State;
    expect(state.registry.gifts.list.entities[1]?.thank_you_sent).toBe(false);
    expect(state.registry.gifts.saving).toEqual({});
    expect(notices(state)).toEqual([{ kind: 'negative', message: 'We could not find that gift.' }]);
  });
});
