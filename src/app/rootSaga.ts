import { all, call, spawn } from 'redux-saga/effects';
import type { Saga } from 'redux-saga';
import { userSagas } from '../features/user/userSagas';
import { navSagas } from '../features/nav/navSagas';
import { experimentsSagas } from '../features/experiments/experimentsSagas';
import { marketingSagas } from '../features/marketing/marketingSagas';
import { shopSagas } from '../features/shop/shopSagas';
import { vendorLocationSagas } from '../features/vendors/vendorLocationSagas';
import { cartCountSagas } from '../features/cart/cartCountSagas';
import { supportSagas } from '../features/support/supportSagas';
import { privacySagas } from '../features/privacy/privacySagas';
import {
  authDomain,
  commerceDomain,
  dashboardDomain,
  registryDomain,
  registrySettingsDomain,
  weddingDomain,
  guestsDomain,
  guestIoDomain,
  checklistDomain,
  seatingDomain,
  budgetDomain,
  paperDomain,
  albumsDomain,
  communityDomain,
  saveTheDateDomain,
  paperMailDomain,
  inspirationDomain,
  productPageDomain,
  vendorsDomain,
  fulfilmentDomain,
  websiteDomain,
  creditDomain,
  searchDomain,
} from './lazyDomains';

/** Every domain's root saga. */
export const domainSagas: Saga[] = [
  userSagas,
  navSagas,
  authDomain.saga,
  experimentsSagas,
  marketingSagas,
  shopSagas,
  vendorLocationSagas,
  vendorsDomain.saga,
  registryDomain.saga,
  registrySettingsDomain.saga,
  cartCountSagas,
  commerceDomain.saga,
  supportSagas,
  privacySagas,
  weddingDomain.saga,
  dashboardDomain.saga,
  fulfilmentDomain.saga,
  guestsDomain.saga,
  guestIoDomain.saga,
  websiteDomain.saga,
  creditDomain.saga,
  checklistDomain.saga,
  searchDomain.saga,
  seatingDomain.saga,
  budgetDomain.saga,
  paperDomain.saga,
  albumsDomain.saga,
  communityDomain.saga,
  saveTheDateDomain.saga,
  paperMailDomain.saga,
  inspirationDomain.saga,
  productPageDomain.saga,
];

/**
 * Spawns each domain saga detached and restarts it if it crashes, so one domain's bug cannot stop
 * the others (redux-saga docs, 'Root Saga' patterns).
 */
export function* rootSaga() {
  yield all(
    domainSagas.map((saga) =>
      spawn(function* keepAlive() {
        for (;;) {
          try {
            yield call(saga);
            break;
          } catch (error) {
            console.error('saga crashed; restarting', error);
          }
        }
      }),
    ),
  );
}
