import { combineReducers } from '@reduxjs/toolkit';
import { userReducer } from '../features/user/userSlice';
import { navReducer } from '../features/nav/navSlice';
import { modalsReducer } from '../features/modals/modalsSlice';
import { flagsReducer } from '../features/flags/flagsSlice';
import { marketingReducer } from '../features/marketing/marketingSlice';
import { shopReducer } from '../features/shop/shopSlice';
import { vendorLocationReducer } from '../features/vendors/vendorLocationSlice';
import { cartCountReducer } from '../features/cart/cartCountSlice';
import { noticesReducer } from '../features/notices/noticesSlice';
import { supportReducer } from '../features/support/supportSlice';
import { privacyReducer } from '../features/privacy/privacySlice';
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

/** One reducer per domain; each domain folder owns its slice (a lazy domain's is null until it loads). */
export const rootReducer = combineReducers({
  user: userReducer,
  nav: navReducer,
  ...authDomain.reducers,
  modals: modalsReducer,
  flags: flagsReducer,
  marketing: marketingReducer,
  shop: shopReducer,
  vendorLocation: vendorLocationReducer,
  ...vendorsDomain.reducers,
  ...registryDomain.reducers,
  ...registrySettingsDomain.reducers,
  ...commerceDomain.reducers,
  cartCount: cartCountReducer,
  notices: noticesReducer,
  support: supportReducer,
  privacy: privacyReducer,
  ...weddingDomain.reducers,
  ...dashboardDomain.reducers,
  ...guestsDomain.reducers,
  ...guestIoDomain.reducers,
  ...fulfilmentDomain.reducers,
  ...websiteDomain.reducers,
  ...creditDomain.reducers,
  ...checklistDomain.reducers,
  ...searchDomain.reducers,
  ...seatingDomain.reducers,
  ...budgetDomain.reducers,
  ...paperDomain.reducers,
  ...albumsDomain.reducers,
  ...communityDomain.reducers,
  ...saveTheDateDomain.reducers,
  ...paperMailDomain.reducers,
  ...inspirationDomain.reducers,
  ...productPageDomain.reducers,
});

export type RootState = ReturnType<typeof rootReducer>;
