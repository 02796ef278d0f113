import { call, debounce, select, takeLeading } from 'redux-saga/effects';
import { requestSaga, type RequestActions } from '../../lib/requestSaga';
import { navApi } from './navApi';
import {
  boutiqueNavRequested,
  categoriesRequested,
  fetchBoutiqueNavActions,
  fetchCategoriesActions,
  fetchLegacyNavActions,
  legacyNavRequested,
  navRefreshRequested,
} from './navSlice';
import { selectBoutiqueStatus, selectCategoriesStatus, selectMenuStatus, selectNavLoadedAt } from './navSelectors';
import { NAV_REFRESH_DEBOUNCE_MS } from './navHeights';
import type { RequestStatus } from '../../lib/requestSaga';
import type { ApiError } from '../../lib/http';
import type { NavState } from './navSlice';
import type { RootState } from '../../app/rootReducer';

/** The server caches the menus for 60 s; a menu older than that is worth fetching again. */
export const NAV_STALE_MS = 60_000;

/** Spec §8: a navigation fetch failure is logged, nothing is shown, and a failing log is ignored. */
export function* logNavFailure(id: string, error: ApiError) {
  try {
    yield call(navApi.logNavError, id, error.message, { status: error.status, supportId: error.supportId });
  } catch {
    // The log endpoint failing must not surface either.
  }
}

function* load<R>(actions: RequestActions<void, R>, fetch: () => Promise<R>, logId: string) {
  const outcome = yield* requestSaga(actions, undefined, fetch);
  if (!outcome.ok) yield* logNavFailure(logId, outcome.error);
}

const loadCategories = () => load(fetchCategoriesActions, navApi.fetchCategories, 'nav-categories');
const loadLegacyNav = () => load(fetchLegacyNavActions, navApi.fetchLegacyNav, 'nav-legacy');
const loadBoutiqueNav = () => load(fetchBoutiqueNavActions, navApi.fetchWeddingShopNav, 'nav-boutique');

/** Loads a menu once per page load, however many components ask. */
function onceLoaded(selectStatus: (state: RootState) => RequestStatus, loader: () => Generator) {
  return function* loadOnce() {
    const status = (yield select(selectStatus)) as RequestStatus;
    if (status === 'succeeded') return;
    yield* loader();
  };
}

/** Fetches again the menus that were loaded more than NAV_STALE_MS ago. */
export function* refreshNav() {
  const loadedAt = (yield select(selectNavLoadedAt)) as NavState['loadedAt'];
  const stale = (at: number | null) => at !== null && Date.now() - at > NAV_STALE_MS;
  if (stale(loadedAt.menu)) yield* loadLegacyNav();
  if (stale(loadedAt.boutique)) yield* loadBoutiqueNav();
  if (stale(loadedAt.categories)) yield* loadCategories();
}

export function* navSagas() {
  // takeLeading: every layout mount asks; one request serves them all.
  yield takeLeading(legacyNavRequested.type, onceLoaded(selectMenuStatus, loadLegacyNav));
  yield takeLeading(boutiqueNavRequested.type, onceLoaded(selectBoutiqueStatus, loadBoutiqueNav));
  // takeLeading: concurrent asks share the request in flight.
  yield takeLeading(categoriesRequested.type, onceLoaded(selectCategoriesStatus, loadCategories));
  // debounce (spec §9, 200 ms): focus and visibilitychange arrive together; one refresh serves both.
  yield debounce(NAV_REFRESH_DEBOUNCE_MS, navRefreshRequested.type, refreshNav);
}
