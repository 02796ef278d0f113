import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import { selectCartRegistry } from '../cart/cartSelectors';
import type { CheckoutFlags } from './types';

export const selectCheckout = (state: RootState) => state.checkout;
export const selectCheckoutSummary = (state: RootState) => state.checkout.summary;
export const selectCheckoutUser = (state: RootState) => state.checkout.user;
export const selectTestMode = (state: RootState) => state.checkout.testMode;
export const selectTotals = (state: RootState) => state.checkout.totals;
export const selectTotalsStatus = (state: RootState) => state.checkout.totalsStatus;
export const selectShipping = (state: RootState) => state.checkout.shipping;
export const selectAddress = (state: RootState) => state.checkout.address;
export const selectPromo = (state: RootState) => state.checkout.promo;
export const selectCredit = (state: RootState) => state.checkout.credit;
export const selectSavedCards = (state: RootState) => state.checkout.cards;
export const selectBusyItems = (state: RootState) => state.checkout.busyItems;
export const selectItemsRemoving = (state: RootState) => state.checkout.itemsRemoving;
export const selectSubmit = (state: RootState) => state.checkout.submit;
export const selectOrder = (state: RootState) => state.checkout.order;
export const selectOrderLookup = (state: RootState) => state.checkout.lookup;
export const selectReturnRequest = (state: RootState) => state.checkout.returnRequest;

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
