import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import type { UnknownAction } from '@reduxjs/toolkit';
import { vendorsSagas } from '../../src/features/vendors/vendorsSagas';
import {
  accountLocationActions,
  bookingReminderActions,
  inquiryActions,
  inquirySubmitted,
  searchActions,
  searchRequested,
  storefrontActions,
  storefrontRequested,
} from '../../src/features/vendors/vendorsEvents';
import { vendorsReducer } from '../../src/features/vendors/vendorsSlice';
import { initialVendorsState, type VendorsState } from '../../src/features/vendors/vendorsState';
import {
  initialVendorLocationState,
  vendorLocationReducer,
  type VendorLocationState,
} from '../../src/features/vendors/vendorLocationSlice';
import { vendorsApi } from '../../src/features/vendors/vendorsApi';
import { checkBookingReminder } from '../../src/features/vendors/vendorsSagas';
import { markReminderShown, reminderShownThisSession } from '../../src/features/vendors/bookingReminder';
import { modalOpened } from '../../src/features/modals/modalsSlice';
import { selectIsGuest } from '../../src/features/user/userSelectors';
import { selectFallbackLocation, selectSearchResultsExperimentOn } from '../../src/features/vendors/vendorsSelectors';
import { writeLocationCookie } from '../../src/features/vendors/searchLocation';
import { DEFAULT_SEARCH } from '../../src/lib/vendorUrls';
import { HttpError } from '../../src/lib/http';
import type { SearchResult, Storefront } from '../../src/features/vendors/types';

const reducer = (state: { vendors: VendorsState; vendorLocation: VendorLocationState } | undefined, action: UnknownAction) => ({
  vendors: vendorsReducer(state?.vendors, action),
  vendorLocation: vendorLocationReducer(state?.vendorLocation, action),
});
const nyc = { type: 'CITY' as const, label: 'New York, NY', slug: 'new-york-ny' };
const all = { type: 'ALL_MARKETS' as const, label: 'All locations', slug: 'all-locations' };
const card = {
  id: 7,
  name: 'Willow Estate',
  slug: 'willow-estate-new-york-7',
  categoryKey: 'wedding-venues',
  categoryName: 'Venue',
  location: 'New York, NY',
  priceTier: 3,
  startingPriceCents: 900000,
  rating: 4.8,
  reviewCount: 12,
  capacity: 200,
  style: 'Classic',
  tier: 'GOLD' as const,
  photoUrl: '/media/v/7-0.svg',
  url: '/wedding-vendors/wedding-venues/willow-estate-new-york-7',
  distanceMiles: null,
};
const result = (location: SearchResult['location']): SearchResult => ({
  location,
  category: { key: 'wedding-venues', name: 'Reception Venues' },
  total: 1,
  page: 1,
  pageSize: 24,
  pageCount: 1,
  orderedByQuiz: false,
  vendors: [card],
});
const params = { ...DEFAULT_SEARCH, location: 'new-york-ny', category: 'wedding-venues' };
const apiError = (status: number, message: string) =>
  new HttpError({ message, status, code: null, category: null, reason: null, fields: null, supportId: null, data: null } as never);

describe('vendors sagas', () => {
  it('searches a city: started → succeeded, keeps the location and writes the search-location cookie', () =>
    expectSaga(vendorsSagas)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(vendorsApi.searchVendors), result(nyc)],
        [matchers.call.fn(writeLocationCookie), undefined],
        [matchers.select.selector(selectSearchResultsExperimentOn), false],
        [matchers.select.selector(selectFallbackLocation), null],
      ])
      .dispatch(searchRequested(params))
      .put(searchActions.started(params))
      .put(searchActions.succeeded({ arg: params, result: result(nyc) }))
      .call(writeLocationCookie, nyc)
      .not.call.fn(vendorsApi.fetchAccountLocation)
      .hasFinalState({
        vendors: { ...initialVendorsState, search: { status: 'succeeded', data: result(nyc), error: null, params } },
        vendorLocation: { ...initialVendorLocationState, searchedLocation: nyc, lastSpecificLocation: nyc },
      })
      .silentRun(50));

  it('shows a failed search with its message', () =>
    expectSaga(vendorsSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(vendorsApi.searchVendors), throwError(apiError(404, 'We could not find that location.'))]])
      .dispatch(searchRequested(params))
      .run({ timeout: 50, silenceTimeout: true })
      .then(({ storeState }) => {
        expect(storeState.vendors.search.status).toBe('failed');
        expect(storeState.vendors.search.error?.message).toBe('We could not find that location.');
      }));

  it('fetches the account location for an all-markets search with the experiment on and no fallback', () => {
    const pref = { isDefault: false, location: { ...nyc, label: 'McAllen, TX', slug: 'mcallen-tx' } };
    const p = { ...DEFAULT_SEARCH };
    return expectSaga(vendorsSagas)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(vendorsApi.searchVendors), result(all)],
        [matchers.select.selector(selectSearchResultsExperimentOn), true],
        [matchers.select.selector(selectFallbackLocation), null],
        [matchers.call.fn(vendorsApi.fetchAccountLocation), pref],
      ])
      .dispatch(searchRequested(p))
      .put(accountLocationActions.succeeded({ arg: undefined, result: pref }))
      .not.call.fn(writeLocationCookie)
      .run({ timeout: 50, silenceTimeout: true })
      .then(({ storeState }) => expect(storeState.vendorLocation.fallbackLocation).toEqual(pref.location));
  });

  it('does not fetch the account location when the experiment is off or a fallback is loaded', async () => {
    await expectSaga(vendorsSagas)
      .provide([
        [matchers.call.fn(vendorsApi.searchVendors), result(all)],
        [matchers.select.selector(selectSearchResultsExperimentOn), false],
        [matchers.select.selector(selectFallbackLocation), null],
      ])
      .dispatch(searchRequested(DEFAULT_SEARCH))
      .not.call.fn(vendorsApi.fetchAccountLocation)
      .silentRun(50);
    await expectSaga(vendorsSagas)
      .provide([
        [matchers.call.fn(vendorsApi.searchVendors), result(all)],
        [matchers.select.selector(selectSearchResultsExperimentOn), true],
        [matchers.select.selector(selectFallbackLocation), nyc],
      ])
      .dispatch(searchRequested(DEFAULT_SEARCH))
      .not.call.fn(vendorsApi.fetchAccountLocation)
      .silentRun(50);
  });

  it('swallows an account-location failure silently: no error shown, search results kept', () =>
    expectSaga(vendorsSagas)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(vendorsApi.searchVendors), result(all)],
        [matchers.select.selector(selectSearchResultsExperimentOn), true],
        [matchers.select.selector(selectFallbackLocation), null],
        [matchers.call.fn(vendorsApi.fetchAccountLocation), throwError(apiError(500, 'An error has occurred'))],
      ])
      .dispatch(searchRequested(DEFAULT_SEARCH))
      .run({ timeout: 50, silenceTimeout: true })
      .then(({ storeState }) => {
        expect(storeState.vendorLocation.fallbackLoad.status).toBe('failed');
        expect(storeState.vendorLocation.fallbackLocation).toBeNull();
        expect(storeState.vendors.search.status).toBe('succeeded');
        expect(storeState.vendors.search.error).toBeNull();
      }));

  it('loads a storefront', () => {
    const store = {
      ...card,
      description: 'x',
      market: { id: 3169, name: 'New York, NY' },
      searchLocation: nyc,
      photos: [],
      packages: [],
      reviews: [],
      reviewsNextCursor: null,
      canReview: false,
      isFavorite: false,
    } as Storefront;
    const arg = { categoryKey: 'wedding-venues', slug: card.slug };
    return expectSaga(vendorsSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(vendorsApi.fetchStorefront), { vendor: store }]])
      .dispatch(storefrontRequested(arg))
      .put(storefrontActions.succeeded({ arg, result: { vendor: store } }))
      .run({ timeout: 50, silenceTimeout: true })
      .then(({ storeState }) => expect(storeState.vendors.storefront.data?.name).toBe('Willow Estate'));
  });

  it('sends an inquiry once and keeps the confirmation message', () => {
    const input = { vendor_id: 7, message: 'Is June 12 available?', guest_count: 120 };
    const sent = {
      inquiry: {
        id: 1,
        vendorId: 7,
        weddingDate: null,
        guestCount: 120,
        budgetCents: null,
        message: 'Is June 12 available?',
        flowTags: ['GOLD', 'FROM_INQUIRY', 'UNREAD'],
        createdAt: '2026-11-25T12:00:00.000Z',
        vendorName: 'Willow Estate',
      },
      message: 'Your message was sent to Willow Estate. They usually reply within 2 business days.',
    };
    return expectSaga(vendorsSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(vendorsApi.sendInquiry), sent]])
      .dispatch(inquirySubmitted(input))
      .call(vendorsApi.sendInquiry, input)
      .put(inquiryActions.succeeded({ arg: input, result: sent }))
      .run({ timeout: 50, silenceTimeout: true })
      .then(({ storeState }) => expect(storeState.vendors.inquiry).toEqual({ status: 'succeeded', data: sent, error: null }));
  });

  it('shows an inquiry failure message (e.g. not logged in)', () =>
    expectSaga(vendorsSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(vendorsApi.sendInquiry), throwError(apiError(401, 'Please log in to continue.'))]])
      .dispatch(inquirySubmitted({ vendor_id: 7, message: 'Hi' }))
      .run({ timeout: 50, silenceTimeout: true })
      .then(({ storeState }) => expect(storeState.vendors.inquiry.error?.message).toBe('Please log in to continue.')));
});

describe('booking status reminder saga', () => {
  const due = {
    due: true,
    vendors: [
      {
        id: 7,
        name: 'Willow Estate',
        categoryName: 'Venue',
        url: '/wedding-vendors/wedding-venues/willow-estate-7',
        lastInquiryAt: '2026-11-20T10:00:00.000Z',
        status: null,
      },
    ],
  };
  const signedIn: StaticProvider = [matchers.select.selector(selectIsGuest), false];

  it('due: fetches, marks the session and opens the modal', () =>
    expectSaga(checkBookingReminder)
      .withReducer(reducer)
      .provide([
        signedIn,
        [matchers.call.fn(reminderShownThisSession), false],
        [matchers.call.fn(vendorsApi.fetchBookingReminder), due],
        [matchers.call.fn(markReminderShown), undefined],
      ])
      .put(bookingReminderActions.succeeded({ arg: undefined, result: due }))
      .call(markReminderShown)
      .put(modalOpened({ type: 'bookingStatusReminder' }))
      .run());

  it('already shown this session: no request at all', () =>
    expectSaga(checkBookingReminder)
      .withReducer(reducer)
      .provide([signedIn, [matchers.call.fn(reminderShownThisSession), true]])
      .not.call.fn(vendorsApi.fetchBookingReminder)
      .not.put.actionType(modalOpened.type)
      .run());

  it('a failed check stays silent (a nudge, not an error)', () =>
    expectSaga(checkBookingReminder)
      .withReducer(reducer)
      .provide([
        signedIn,
        [matchers.call.fn(reminderShownThisSession), false],
        [matchers.call.fn(vendorsApi.fetchBookingReminder), throwError(apiError(500, 'An error has occurred'))],
      ])
      .not.call.fn(markReminderShown)
      .not.put.actionType(modalOpened.type)
      .not.put.like({ action: { type: 'notices/shown' } })
      .run());
});
