import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import type { UnknownAction } from '@reduxjs/toolkit';
import { navSagas } from '../../src/features/nav/navSagas';
import { categoriesRequested, fetchCategoriesActions, navReducer, type NavState } from '../../src/features/nav/navSlice';
import { fetchCategories, logNavError } from '../../src/features/nav/navApi';
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
      .hasFinalState({ nav: { categories: tree.categories, categoriesStatus: 'succeeded', categoriesError: null } })
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
      .hasFinalState({ nav: { categories: [], categoriesStatus: 'failed', categoriesError: { message: 'An error has occurred', status: 503 } } })
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
      .hasFinalState({ nav: { categories: [], categoriesStatus: 'failed', categoriesError: { message: 'An error has occurred', status: 503 } } })
      .silentRun(50));

  it('does not fetch again once the tree is loaded', () =>
    expectSaga(navSagas)
      .withReducer(reducer, { nav: { categories: tree.categories, categoriesStatus: 'succeeded', categoriesError: null } })
      .provide([[matchers.call.fn(fetchCategories), tree]])
      .dispatch(categoriesRequested())
      .not.put(fetchCategoriesActions.started())
      .silentRun(50));
});
