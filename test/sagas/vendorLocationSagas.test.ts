import { expectSaga } from 'redux-saga-test-plan';
import type { UnknownAction } from '@reduxjs/toolkit';
import { makeStore } from '../../src/app/store';
import { vendorLocationSagas } from '../../src/features/vendors/vendorLocationSagas';
import {
  initialVendorLocationState,
  searchedLocationRestored,
  vendorLocationReducer,
  type VendorLocationState,
} from '../../src/features/vendors/vendorLocationSlice';
import { SEARCH_LOCATION_COOKIE, writeLocationCookie } from '../../src/features/vendors/searchLocation';
import { selectEffectiveLocation, selectSearch } from '../../src/features/vendors/vendorsSelectors';

const reducer = (state: { vendorLocation: VendorLocationState } | undefined, action: UnknownAction) => ({
  vendorLocation: vendorLocationReducer(state?.vendorLocation, action),
});
const austin = { type: 'CITY' as const, label: 'Austin, TX', slug: 'austin-tx' };

afterEach(() => {
  document.cookie = `${SEARCH_LOCATION_COOKIE}=; path=/; max-age=0`;
});

describe('the searched location (first load)', () => {
  it('restores the last searched city from its cookie at start-up, under its own prefix', () => {
    writeLocationCookie(austin);
    return expectSaga(vendorLocationSagas)
      .withReducer(reducer)
      .put(searchedLocationRestored(austin))
      .hasFinalState({ vendorLocation: { ...initialVendorLocationState, lastSpecificLocation: austin } })
      .silentRun(50)
      .then(() => expect(searchedLocationRestored.type.startsWith('vendors/')).toBe(false));
  });

  it('puts nothing without a cookie', () =>
    expectSaga(vendorLocationSagas)
      .withReducer(reducer)
      .not.put.like({ action: { type: searchedLocationRestored.type } })
      .silentRun(50));

  it('a fresh store reads the marketplace through its selectors before the marketplace code has loaded', () => {
    const state = makeStore().getState();
    expect(state.vendors).toBeNull();
    expect(selectSearch(state).status).toBe('idle');
    expect(selectEffectiveLocation(state).slug).toBeTruthy();
  });
});
