import { createAction, createSlice } from '@reduxjs/toolkit';
import type { ApiError } from '../../lib/http';
import { createRequestActions, type RequestStatus } from '../../lib/requestSaga';
import type { CategoryNode, NavItem } from './types';

export const categoriesRequested = createAction('nav/categoriesRequested');
export const legacyNavRequested = createAction('nav/legacyNavRequested');
export const boutiqueNavRequested = createAction('nav/boutiqueNavRequested');
/**
 * The page came back into view (focus, visibility): menus older than their cache time are fetched
 * again. Bursts (focus and visibilitychange fire together) are debounced by 200 ms (spec §9).
 */
export const navRefreshRequested = createAction('nav/refreshRequested');
export const fetchLegacyNavActions = createRequestActions<void, { items: NavItem[] }>('nav/fetchLegacyNav');
export const fetchCategoriesActions = createRequestActions<void, { categories: CategoryNode[] }>('nav/fetchCategories');
export const fetchBoutiqueNavActions = createRequestActions<void, { items: NavItem[]; invites_paper_guest_path: string }>('nav/fetchBoutiqueNav');

export interface NavState {
  categories: CategoryNode[];
  categoriesStatus: RequestStatus;
  categoriesError: ApiError | null;
  /** Spec §2 registry top menu, from GET /website-nav/web-api/legacyNav. */
  menu: NavItem[];
  menuStatus: RequestStatus;
  /** Spec §2 boutique nav, from GET /web-registry-api/v1/nav/wedding-shop. */
  boutique: NavItem[];
  boutiqueStatus: RequestStatus;
  /** When each menu last arrived (epoch ms), for the refresh on return. */
  loadedAt: { menu: number | null; boutique: number | null; categories: number | null };
}

const initialState: NavState = {
  categories: [],
  categoriesStatus: 'idle',
  categoriesError: null,
  menu: [],
  menuStatus: 'idle',
  boutique: [],
  boutiqueStatus: 'idle',
  loadedAt: { menu: null, boutique: null, categories: null },
};

const navSlice = createSlice({
  name: 'nav',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchLegacyNavActions.started, (state) => {
        // A refresh keeps showing the menu it has.
        if (state.menuStatus !== 'succeeded') state.menuStatus = 'loading';
      })
      .addCase(fetchLegacyNavActions.succeeded, (state, action) => {
        state.menuStatus = 'succeeded';
        state.menu = action.payload.result.items;
        state.loadedAt.menu = Date.now();
      })
      .addCase(fetchLegacyNavActions.failed, (state) => {
        // Spec §8: logged only; a menu already shown stays.
        if (state.menuStatus !== 'succeeded') state.menuStatus = 'failed';
      })
      .addCase(fetchBoutiqueNavActions.started, (state) => {
        if (state.boutiqueStatus !== 'succeeded') state.boutiqueStatus = 'loading';
      })
      .addCase(fetchBoutiqueNavActions.succeeded, (state, action) => {
        state.boutiqueStatus = 'succeeded';
        state.boutique = action.payload.result.items;
        state.loadedAt.boutique = Date.now();
      })
      .addCase(fetchBoutiqueNavActions.failed, (state) => {
        if (state.boutiqueStatus !== 'succeeded') state.boutiqueStatus = 'failed';
      })
      .addCase(fetchCategoriesActions.started, (state) => {
        if (state.categoriesStatus !== 'succeeded') state.categoriesStatus = 'loading';
        state.categoriesError = null;
      })
      .addCase(fetchCategoriesActions.succeeded, (state, action) => {
        state.categoriesStatus = 'succeeded';
        state.categories = action.payload.result.categories;
        state.loadedAt.categories = Date.now();
      })
      .addCase(fetchCategoriesActions.failed, (state, action) => {
        // Spec §8: a navigation fetch failure is logged only; nothing is shown.
        if (state.categoriesStatus !== 'succeeded') state.categoriesStatus = 'failed';
        state.categoriesError = action.payload.error;
      });
  },
});

export const navReducer = navSlice.reducer;
