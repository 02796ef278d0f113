import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import type { UnknownAction } from '@reduxjs/toolkit';
import { navSagas } from '../../src/features/nav/navSagas';
import {
  boutiqueNavRequested,
  categoriesRequested,
  fetchBoutiqueNavActions,
  fetchCategoriesActions,
  fetchLegacyNavActions,
  legacyNavRequested,
  navReducer,
  navRefreshRequested,
  type NavState,
} from '../../src/features/nav/navSlice';
import { navApi } from '../../src/features/nav/navApi';
import { NAV_STALE_MS } from '../../src/features/nav/navSagas';
import { HttpError } from '../../src/lib/http';

const tree = { categories: [{ key: 'kitchen', name: 'Kitchen', children: [{ key: 'cookware', name: 'Cookware', children: [] }] }] };
const reducer = (state: { nav: NavState } | undefined, action: UnknownAction) => ({ nav: navReducer(state?.nav, action) });
const NOW = 1_800_000_000_000;
const empty: NavState = {
  categories: [],
  categoriesLoad: { status: 'idle', error: null },
  menu: [],
  menuLoad: { status: 'idle', error: null },
  boutique: [],
  boutiqueLoad: { status: 'idle', error: null },
  loadedAt: { menu: null, boutique: null, categories: null },
};
beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(NOW));
afterEach(() => jest.restoreAllMocks());

describe('nav sagas: categories', () => {
  it('fetches the category tree: started → succeeded', () =>
    expectSaga(navSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(navApi.fetchCategories), tree]])
      .dispatch(categoriesRequested())
      .not.call.fn(navApi.logNavError)
      .put(fetchCategoriesActions.started())
      .put(fetchCategoriesActions.succeeded({ arg: undefined, result: tree }))
      .hasFinalState({
        nav: {
          ...empty,
          categories: tree.categories,
          categoriesLoad: { status: 'succeeded', error: null },
          loadedAt: { ...empty.loadedAt, categories: NOW },
        },
      })
      .silentRun(50));

  it('records a failure without showing anything (spec §8: logged only)', () =>
    expectSaga(navSagas)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(navApi.fetchCategories), throwError(new HttpError({ message: 'An error has occurred', status: 503 }))],
        [matchers.call.fn(navApi.logNavError), undefined],
      ])
      .dispatch(categoriesRequested())
      .call(navApi.logNavError, 'nav-categories', 'An error has occurred', { status: 503, supportId: undefined })
      .put(fetchCategoriesActions.failed({ arg: undefined, error: { message: 'An error has occurred', status: 503 } }))
      .hasFinalState({ nav: { ...empty, categoriesLoad: { status: 'failed', error: { message: 'An error has occurred', status: 503 } } } })
      .silentRun(50));

  it('ignores a failing log call too: the nav just stays empty', () =>
    expectSaga(navSagas)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(navApi.fetchCategories), throwError(new HttpError({ message: 'An error has occurred', status: 503 }))],
        [matchers.call.fn(navApi.logNavError), throwError(new HttpError({ message: 'An error has occurred', status: 500 }))],
      ])
      .dispatch(categoriesRequested())
      .not.put.like({ action: { type: 'notices/shown' } })
      .hasFinalState({ nav: { ...empty, categoriesLoad: { status: 'failed', error: { message: 'An error has occurred', status: 503 } } } })
      .silentRun(50));

  it('does not fetch again once the tree is loaded', () =>
    expectSaga(navSagas)
      .withReducer(reducer, { nav: { ...empty, categories: tree.categories, categoriesLoad: { status: 'succeeded', error: null } } })
      .provide([[matchers.call.fn(navApi.fetchCategories), tree]])
      .dispatch(categoriesRequested())
      .not.put(fetchCategoriesActions.started())
      .silentRun(50));
});

describe('nav sagas: registry top menu', () => {
  const items = [
    {
      id: 'newArrivals',
      identifier: 'newArrivals',
      title: 'New Arrivals',
      path: '/shop/category/new-arrivals',
      parent: null,
      businessUnit: 'WEDDING_REGISTRY' as const,
      children: [],
      showCaret: false,
      dockRight: false,
      centerDropdown: false,
    },
  ];
  it('loads the menu', () =>
    expectSaga(navSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(navApi.fetchLegacyNav), { items }]])
      .dispatch(legacyNavRequested())
      .put(fetchLegacyNavActions.succeeded({ arg: undefined, result: { items } }))
      .not.call.fn(navApi.logNavError)
      .silentRun(50)
      .then(({ storeState }) => expect((storeState as { nav: NavState }).nav.menu).toEqual(items)));

  it('logs a failure and shows nothing', () =>
    expectSaga(navSagas)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(navApi.fetchLegacyNav), throwError(new HttpError({ message: 'An error has occurred', status: 502 }))],
        [matchers.call.fn(navApi.logNavError), undefined],
      ])
      .dispatch(legacyNavRequested())
      .call(navApi.logNavError, 'nav-legacy', 'An error has occurred', { status: 502, supportId: undefined })
      .silentRun(50)
      .then(({ storeState }) => expect((storeState as { nav: NavState }).nav.menuLoad.status).toBe('failed')));
});

describe('nav sagas: boutique nav (spec §2)', () => {
  const boutique = {
    items: [
      {
        id: 'newArrivals',
        identifier: 'newArrivals',
        title: 'New Arrivals',
        path: '/shop/category/wedding-shop',
        parent: null,
        businessUnit: 'WEDDING_REGISTRY' as const,
        children: [],
        showCaret: false,
        dockRight: false,
        centerDropdown: false,
      },
    ],
    invites_paper_guest_path: '/universal',
  };
  it('loads the wedding-shop menu once', () =>
    expectSaga(navSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(navApi.fetchWeddingShopNav), boutique]])
      .dispatch(boutiqueNavRequested())
      .put(fetchBoutiqueNavActions.succeeded({ arg: undefined, result: boutique }))
      .silentRun(50)
      .then(({ storeState }) => {
        const nav = (storeState as { nav: NavState }).nav;
        expect(nav.boutique).toEqual(boutique.items);
        expect(nav.boutiqueLoad.status).toBe('succeeded');
      }));

  it('logs a failure only', () =>
    expectSaga(navSagas)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(navApi.fetchWeddingShopNav), throwError(new HttpError({ message: 'An error has occurred', status: 500 }))],
        [matchers.call.fn(navApi.logNavError), undefined],
      ])
      .dispatch(boutiqueNavRequested())
      .call(navApi.logNavError, 'nav-boutique', 'An error has occurred', { status: 500, supportId: undefined })
      .silentRun(50));
});

describe('nav sagas: refresh on return (debounced 200 ms, spec §9)', () => {
  const loaded = (at: number): NavState => ({
    ...empty,
    menu: [],
    menuLoad: { status: 'succeeded', error: null },
    categories: tree.categories,
    categoriesLoad: { status: 'succeeded', error: null },
    loadedAt: { menu: at, boutique: null, categories: at },
  });

  it('a burst of requests refreshes the stale menus once, keeping the old menu while it loads', () =>
    expectSaga(navSagas)
      .withReducer(reducer, { nav: loaded(NOW - NAV_STALE_MS - 1) })
      .provide([
        [matchers.call.fn(navApi.fetchLegacyNav), { items: [] }],
        [matchers.call.fn(navApi.fetchCategories), tree],
      ])
      .dispatch(navRefreshRequested())
      .dispatch(navRefreshRequested())
      .dispatch(navRefreshRequested())
      .not.call.fn(navApi.fetchWeddingShopNav)
      .silentRun(400)
      .then(({ effects, storeState }) => {
        const calls = effects.call?.filter((c) => c.payload.fn === navApi.fetchLegacyNav || c.payload.fn === navApi.fetchCategories) ?? [];
        expect(calls).toHaveLength(2);
        expect((storeState as { nav: NavState }).nav.menuLoad.status).toBe('succeeded');
      }));

  it('fresh menus are left alone', () =>
    expectSaga(navSagas)
      .withReducer(reducer, { nav: loaded(NOW - 1000) })
      .provide([[matchers.call.fn(navApi.fetchLegacyNav), { items: [] }]])
      .dispatch(navRefreshRequested())
      .not.call.fn(navApi.fetchLegacyNav)
      .not.call.fn(navApi.fetchCategories)
      .silentRun(400));
});
