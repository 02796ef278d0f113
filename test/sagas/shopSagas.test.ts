import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import type { UnknownAction } from '@reduxjs/toolkit';
import { shopSagas } from '../../src/features/shop/shopSagas';
import {
  fetchDirectoryActions,
  fetchListingActions,
  fetchProductActions,
  directoryRequested,
  initialShopState,
  listingRequested,
  productRequested,
  shopReducer,
  type ShopState,
} from '../../src/features/shop/shopSlice';
import { listingSearch, shopApi } from '../../src/features/shop/shopApi';
import type { Listing, ListingRequest, ProductDetail } from '../../src/features/shop/types';
import { HttpError } from '../../src/lib/http';

const reducer = (state: { shop: ShopState } | undefined, action: UnknownAction) => ({ shop: shopReducer(state?.shop, action) });

const card = {
  id: 1,
  slug: 'linen-napkins-1',
  name: 'Linen Napkins',
  brand: 'Hearth',
  kind: 'PRODUCT',
  image_url: '/media/p/x/a/3x4-1.svg',
  price_range: { min_price: 2400, max_price: 2400 },
  reference_price: null,
  in_stock: true,
  is_new_arrival: false,
  swatches: [],
  swatch_count: 1,
};
const listing: Listing = { products: [card], total: 1, page: 1, page_size: 24, page_count: 1, sort: 'price_asc' };
const request: ListingRequest = {
  kind: 'category',
  slug: 'kitchen',
  params: { sort: 'price_asc', page: 1, min_price: 2000, max_price: 5000 },
};

describe('shop sagas: listings', () => {
  it('loads a filtered, sorted listing: started → succeeded', () =>
    expectSaga(shopSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(shopApi.fetchListing), listing]])
      .dispatch(listingRequested(request))
      .call(shopApi.fetchListing, request)
      .put(fetchListingActions.started(request))
      .put(fetchListingActions.succeeded({ arg: request, result: listing }))
      .hasFinalState({ shop: { ...initialShopState, listingRequest: request, listing, listingLoad: { status: 'succeeded', error: null } } })
      .silentRun(50));

  it('keeps only the latest filter change (takeLatest)', () => {
    const second: ListingRequest = { ...request, params: { ...request.params, page: 2 } };
    const page2 = { ...listing, page: 2 };
    return expectSaga(shopSagas)
      .withReducer(reducer)
      .provide({
        call: (effect, next) =>
          effect.fn === shopApi.fetchListing
            ? (effect.args[0] as ListingRequest).params.page === 2
              ? page2
              : new Promise(() => undefined)
            : next(),
      })
      .dispatch(listingRequested(request))
      .dispatch(listingRequested(second))
      .put(fetchListingActions.succeeded({ arg: second, result: page2 }))
      .not.put(fetchListingActions.succeeded({ arg: request, result: listing }))
      .silentRun(50);
  });

  it('records a failed listing with the server message so the page can offer a retry', () =>
    expectSaga(shopSagas)
      .withReducer(reducer)
      .provide([
        [
          matchers.call.fn(shopApi.fetchListing),
          throwError(new HttpError({ message: 'Invalid min_price: must be 0 or more', status: 400, code: 'validation' })),
        ],
      ])
      .dispatch(listingRequested(request))
      .put(
        fetchListingActions.failed({
          arg: request,
          error: { message: 'Invalid min_price: must be 0 or more', status: 400, code: 'validation' },
        }),
      )
      .hasFinalState({
        shop: {
          ...initialShopState,
          listingRequest: request,
          listing: null,
          listingLoad: { status: 'failed', error: { message: 'Invalid min_price: must be 0 or more', status: 400, code: 'validation' } },
        },
      })
      .silentRun(50));

  it('puts filters, sort and page in the URL query, leaving defaults out', () => {
    expect(listingSearch({ sort: 'featured', page: 1 }).toString()).toBe('');
    expect(listingSearch({ sort: 'price_desc', page: 3, min_price: 1000, brand: 'hearth', in_stock: true }).toString()).toBe(
      'min_price=1000&brand=hearth&in_stock=true&sort=price_desc&page=3',
    );
  });
});

describe('shop sagas: product and directories', () => {
  const product = { id: 7, slug: 'oak-board-7', name: 'Oak Board' } as ProductDetail;

  it('loads a product', () =>
    expectSaga(shopSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(shopApi.fetchProduct), { product }]])
      .dispatch(productRequested('oak-board-7'))
      .put(fetchProductActions.succeeded({ arg: 'oak-board-7', result: { product } }))
      .hasFinalState({
        shop: { ...initialShopState, productKey: 'oak-board-7', product, productLoad: { status: 'succeeded', error: null } },
      })
      .silentRun(50));

  it('records a missing product (404) and clears the one shown before', () =>
    expectSaga(shopSagas)
      .withReducer(reducer, { shop: { ...initialShopState, product, productLoad: { status: 'succeeded', error: null } } })
      .provide([
        [matchers.call.fn(shopApi.fetchProduct), throwError(new HttpError({ message: 'We could not find that product.', status: 404 }))],
      ])
      .dispatch(productRequested('nope'))
      .hasFinalState({
        shop: {
          ...initialShopState,
          productKey: 'nope',
          product: null,
          productLoad: { status: 'failed', error: { message: 'We could not find that product.', status: 404 } },
        },
      })
      .silentRun(50));

  it('loads brands, then a failing cash-fund list is kept apart', () =>
    expectSaga(shopSagas)
      .withReducer(reducer)
      .provide({
        call: (effect, next) =>
          effect.fn === shopApi.fetchDirectory
            ? effect.args[0] === 'brands'
              ? { brands: [{ slug: 'hearth', name: 'Hearth', description: '', product_count: 3 }] }
              : Promise.reject(new HttpError({ message: 'An error has occurred', status: 503 }))
            : next(),
      })
      .dispatch(directoryRequested('brands'))
      .dispatch(directoryRequested('cash-funds'))
      .put(
        fetchDirectoryActions.succeeded({
          arg: 'brands',
          result: { brands: [{ slug: 'hearth', name: 'Hearth', description: '', product_count: 3 }] },
        }),
      )
      .hasFinalState({
        shop: {
          ...initialShopState,
          directories: {
            brands: {
              status: 'succeeded',
              data: { brands: [{ slug: 'hearth', name: 'Hearth', description: '', product_count: 3 }] },
              error: null,
            },
            'cash-funds': { status: 'failed', data: null, error: { message: 'An error has occurred', status: 503 } },
          },
        },
      })
      .silentRun(50));
});
