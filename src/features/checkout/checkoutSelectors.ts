import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import { selectCartRegistry } from '../cart/cartSelectors';
import { initialCheckoutState } from './checkoutSlice';
import type { CheckoutFlags } from './types';

/** The checkout's state; its initial state until the domain has loaded (src/app/lazyDomain.ts). */
export const selectCheckout = (state: RootState) => state.checkout ?? initialCheckoutState;
export const selectCheckoutSummary = (state: RootState) => selectCheckout(state).summary;
export const selectCheckoutUser = (state: RootState) => selectCheckout(state).user;
export const selectTestMode = (state: RootState) => selectCheckout(state).testMode;
export const selectTotals = (state: RootState) => selectCheckout(state).totals;
export const selectTotalsStatus = (state: RootState) => selectCheckout(state).totalsLoad.status;
export const selectShipping = (state: RootState) => selectCheckout(state).shipping;
export const selectAddress = (state: RootState) => selectCheckout(state).address;
export const selectPromo = (state: RootState) => selectCheckout(state).promo;
export const selectCredit = (state: RootState) => selectCheckout(state).credit;
export const selectSavedCards = (state: RootState) => selectCheckout(state).cards;
export const selectBusyItems = (state: RootState) => selectCheckout(state).busyItems;
export const selectItemsRemoving = (state: RootState) => selectCheckout(state).itemsRemoving;
export const selectSubmit = (state: RootState) => selectCheckout(state).submit;
export const selectOrder = (state: RootState) => selectCheckout(state).order;
export const selectOrderLookup = (state: RootState) => selectCheckout(state).lookup;
export const selectReturnRequest = (state: RootState) => selectCheckout(state).returnRequest;

/**
 * The flags every checkout call sends: the speed, and the destination — the couple's registry
 * for gifts, else the ZIP (and state) of the checked address once there is one.
 */
export const selectCheckoutFlags = createSelector([selectShipping, selectCartRegistry], (shipping, registry): CheckoutFlags => {
  const flags: CheckoutFlags = { isExpedited: shipping.method === 'EXPEDITED', isRushed: shipping.method === 'RUSH' };
  if (registry) return { ...flags, registryId: registry.id };
  if (shipping.zipCode) flags.zipCode = shipping.zipCode;
  if (shipping.stateCode) flags.stateCode = shipping.stateCode;
  return flags;
});
