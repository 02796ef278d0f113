import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import type { UnknownAction } from '@reduxjs/toolkit';
import { navSagas } from '../../src/features/nav/navSagas';
import { categoriesRequested, fetchCategoriesActions, fetchLegacyNavActions, legacyNavRequested, navReducer, type NavState } from '../../src/features/nav/navSlice';
import { fetchCategories, fetchLegacyNav, logNavError } from '../../src/features/nav/navApi';
import { HttpError } from '../../src/lib/http';

const tree = { categories: [{ key: 'kitchen', name: 'Kitchen', children: [{ key: 'cookware', name: 'Cookware', children: [] }] }] };
const reducer = (state: { nav: NavState } | undefined, action: UnknownAction) => ({ nav: navReducer(state?.nav, action) });

describe('nav sagas: categories', () => {
  it('fetches the category tree: started → succeeded', () =>
    expectSaga(navSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(fetchCategories), tree]])
      .dispatch(categoriesRequested())
      .not.call.fn(logNavError)
      .put(fetchCategoriesActions.started())
      .put(fetchCategoriesActions.succeeded({ arg: undefined, result: tree }))
      .hasFinalState({ nav: { categories: tree.categories, categoriesStatus: 'succeeded', categoriesError: null, menu: [], menuStatus: 'idle' } })
      .silentRun(50));

  it('records a failure without showing anything (spec §8: logged only)', () =>
    expectSaga(navSagas)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(fetchCategories), throwError(new HttpError({ message: 'An error has occurred', status: 503 }))],
        [matchers.call.fn(logNavError), undefined],
      ])
      .dispatch(categoriesRequested())
      .call(logNavError, 'nav-categories', 'An error has occurred', { status: 503, supportId: undefined })
      .put(fetchCategoriesActions.failed({ arg: undefined, error: { message: 'An error has occurred', status: 503 } }))
      .hasFinalState({ nav: { categories: [], categoriesStatus: 'failed', categoriesError: { message: 'An error has occurred', status: 503 }, menu: [], menuStatus: 'idle' } })
      .silentRun(50));

  it('ignores a failing log call too: the nav just stays empty', () =>
    expectSaga(navSagas)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(fetchCategories), throwError(new HttpError({ message: 'An error has occurred', status: 503 }))],
        [matchers.call.fn(logNavError), throwError(new HttpError({ message: 'An error has occurred', status: 500 }))],
      ])
      .dispatch(categoriesRequested())
      .not.put.like({ action: { type: 'notices/shown' } })
      .hasFinalState({ nav: { categories: [], categoriesStatus: 'failed', categoriesError: { message: 'An error has occurred', status: 503 }, menu: [], menuStatus: 'idle' } })
      .silentRun(50));

  it('does not fetch again once the tree is loaded', () =>
    expectSaga(navSagas)
      .withReducer(reducer, { nav: { categories: tree.categories, categoriesStatus: 'succeeded', categoriesError: null, menu: [], menuStatus: 'idle' } })
      .provide([[matchers.call.fn(fetchCategories), tree]])
      .dispatch(categoriesRequested())
      .not.put(fetchCategoriesActions.started())
      .silentRun(50));
});

describe('nav sagas: registry top menu', () => {
  const items = [{ id: 'newArrivals', identifier: 'newArrivals', title: 'New Arrivals', path: '/shop/category/new-arrivals', parent: null, businessUnit: 'WEDDING_REGISTRY', children: [], showCaret: false, dockRight: false, centerDropdown: false }];
  it('loads the menu', () =>
    expectSaga(navSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(fetchLegacyNav), { items }]])
      .dispatch(legacyNavRequested())
      .put(fetchLegacyNavActions.succeeded({ arg: undefined, result: { items } }))
      .not.call.fn(logNavError)
      .silentRun(50)
      .then(({ storeState }) => expect((storeState as { nav: NavState }).nav.menu).toEqual(items)));

  it('logs a failure and shows nothing', () =>
    expectSaga(navSagas)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(fetchLegacyNav), throwError(new HttpError({ message: 'An error has occurred', status: 502 }))],
        [matchers.call.fn(logNavError), undefined],
      ])
      .dispatch(legacyNavRequested())
      .call(logNavError, 'nav-legacy', 'An error has occurred', { status: 502, supportId: undefined })
      .silentRun(50)
      .then(({ storeState }) => expect((storeState as { nav: NavState }).nav.menuStatus).toBe('failed')));
});
