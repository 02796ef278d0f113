import type { RootState } from '../../app/rootReducer';
import type { DirectoryKind } from './types';

export const selectListing = (state: RootState) => state.shop.listing;
export const selectListingStatus = (state: RootState) => state.shop.listingLoad.status;
export const selectListingError = (state: RootState) => state.shop.listingLoad.error;
export const selectProduct = (state: RootState) => state.shop.product;
export const selectProductStatus = (state: RootState) => state.shop.productLoad.status;
export const selectProductError = (state: RootState) => state.shop.productLoad.error;
export const selectDirectory = (kind: DirectoryKind) => (state: RootState) => state.shop.directories[kind];
