import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { nearMeSearch, resolveNearMe } from '../../src/features/vendors/vendorsSagas';
import { nearMeActions, nearMeSearchRequested, searchActions } from '../../src/features/vendors/vendorsEvents';
import { vendorsApi } from '../../src/features/vendors/vendorsApi';
import { browserPosition } from '../../src/features/vendors/nearMe';
import { selectIsGuest } from '../../src/features/user/userSelectors';
import { selectFallbackLocation, selectNearMe, selectSearchResultsExperimentOn } from '../../src/features/vendors/vendorsSelectors';
import { writeLocationCookie } from '../../src/features/vendors/searchLocation';
import { DEFAULT_SEARCH } from '../../src/lib/vendorUrls';
import { HttpError } from '../../src/lib/http';

const city = (slug: string, label: string) => ({ type: 'CITY' as const, slug, label });
const chicago = city('chicago-il', 'Chicago, IL');
const offline = new HttpError({
  message: 'Network error',
  status: 0,
  code: null,
  category: null,
  reason: null,
  fields: null,
  supportId: null,
  data: null,
} as never);

describe('near me: where the visitor is', () => {
  it('the browser position, placed in its nearest city', () =>
    expectSaga(resolveNearMe)
      .provide([
        [matchers.call.fn(browserPosition), { latitude: 42.05, longitude: -87.69 }],
        [matchers.call.fn(vendorsApi.fetchNearestCity), { location: chicago, distanceMiles: 12 }],
      ])
      .returns({ slug: 'chicago-il', source: 'BROWSER' })
      .run());

  it('refused (or unplaceable) → the account preference when one is set', async () => {
    await expectSaga(resolveNearMe)
      .provide([
        [matchers.call.fn(browserPosition), null],
        [matchers.select.selector(selectIsGuest), false],
        [matchers.call.fn(vendorsApi.fetchAccountLocation), { isDefault: false, location: city('denver-co', 'Denver, CO') }],
      ])
      .returns({ slug: 'denver-co', source: 'ACCOUNT' })
      .run();
    await expectSaga(resolveNearMe)
      .provide([
        [matchers.call.fn(browserPosition), { latitude: 1, longitude: 1 }],
        [matchers.call.fn(vendorsApi.fetchNearestCity), throwError(offline)],
        [matchers.select.selector(selectIsGuest), false],
        [matchers.call.fn(vendorsApi.fetchAccountLocation), { isDefault: false, location: city('denver-co', 'Denver, CO') }],
      ])
      .returns({ slug: 'denver-co', source: 'ACCOUNT' })
      .run();
  });

  it('otherwise spec §9 default (guests, no preference, or a failed fetch)', async () => {
    await expectSaga(resolveNearMe)
      .provide([
        [matchers.call.fn(browserPosition), null],
        [matchers.select.selector(selectIsGuest), true],
      ])
      .not.call.fn(vendorsApi.fetchAccountLocation)
      .returns({ slug: 'new-york-ny', source: 'DEFAULT' })
      .run();
    await expectSaga(resolveNearMe)
      .provide([
        [matchers.call.fn(browserPosition), null],
        [matchers.select.selector(selectIsGuest), false],
        [matchers.call.fn(vendorsApi.fetchAccountLocation), { isDefault: true, location: city('new-york-ny', 'New York, NY') }],
      ])
      .returns({ slug: 'new-york-ny', source: 'DEFAULT' })
      .run();
    await expectSaga(resolveNearMe)
      .provide([
        [matchers.call.fn(browserPosition), null],
        [matchers.select.selector(selectIsGuest), false],
        [matchers.call.fn(vendorsApi.fetchAccountLocation), throwError(offline)],
      ])
      .returns({ slug: 'new-york-ny', source: 'DEFAULT' })
      .run();
  });

  it('a near-me page finds the place once, then searches that city (started, succeeded; failed search kept as failed)', async () => {
    const params = { ...DEFAULT_SEARCH, nearMe: true, category: 'wedding-venues' };
    const answer = { location: chicago, category: null, total: 0, page: 1, pageSize: 24, pageCount: 0, vendors: [], orderedByQuiz: false };
    await expectSaga(nearMeSearch, nearMeSearchRequested(params))
      .provide([
        [matchers.select.selector(selectNearMe), { status: 'idle', data: null, error: null }],
        [matchers.call.fn(browserPosition), { latitude: 42.05, longitude: -87.69 }],
        [matchers.call.fn(vendorsApi.fetchNearestCity), { location: chicago, distanceMiles: 12 }],
        [matchers.call.fn(vendorsApi.searchVendors), answer],
        [matchers.call.fn(writeLocationCookie), undefined],
        [matchers.select.selector(selectSearchResultsExperimentOn), false],
        [matchers.select.selector(selectFallbackLocation), null],
      ])
      .put(nearMeActions.started())
      .put(nearMeActions.succeeded({ arg: undefined, result: { slug: 'chicago-il', source: 'BROWSER' } }))
      .put(searchActions.succeeded({ arg: { ...params, location: 'chicago-il' }, result: answer }))
      .run();
    // Found before (a filter changed): no second question to the browser.
    await expectSaga(nearMeSearch, nearMeSearchRequested(params))
      .provide([
        [matchers.select.selector(selectNearMe), { status: 'succeeded', data: { slug: 'chicago-il', source: 'BROWSER' }, error: null }],
        [matchers.call.fn(vendorsApi.searchVendors), throwError(offline)],
      ])
      .not.call.fn(browserPosition)
      .put.like({ action: { type: searchActions.failed.type } })
      .run();
  });
});
