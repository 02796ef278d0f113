import { createAction, createSlice } from '@reduxjs/toolkit';
import { addRequestCases, idleRequest, type RequestState } from '../../lib/requestCases';
import { createRequestActions } from '../../lib/requestSaga';
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
export const fetchBoutiqueNavActions = createRequestActions<void, { items: NavItem[]; invites_paper_guest_path: string }>(
  'nav/fetchBoutiqueNav',
);

export interface NavState {
  categories: CategoryNode[];
  categoriesLoad: RequestState;
  /** Spec §2 registry top menu, from GET /website-nav/web-api/legacyNav. */
  menu: NavItem[];
  menuLoad: RequestState;
  /** Spec §2 boutique nav, from GET /web-registry-api/v1/nav/wedding-shop. */
  boutique: NavItem[];
  boutiqueLoad: RequestState;
  /** When each menu last arrived (epoch ms), for the refresh on return. */
  loadedAt: { menu: number | null; boutique: number | null; categories: number | null };
}

const initialState: NavState = {
  categories: [],
  categoriesLoad: idleRequest,
  menu: [],
  menuLoad: idleRequest,
  boutique: [],
  boutiqueLoad: idleRequest,
  loadedAt: { menu: null, boutique: null, categories: null },
};

const navSlice = createSlice({
  name: 'nav',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    // A refresh keeps showing the menu it has; spec §8: a navigation fetch failure is logged
    // only (nothing is shown) and a menu already shown stays.
    addRequestCases(builder, fetchLegacyNavActions, (state) => state.menuLoad, {
      keepSucceeded: true,
      succeeded: (state, action) => {
        state.menu = action.payload.result.items;
        state.loadedAt.menu = Date.now();
      },
    });
    addRequestCases(builder, fetchBoutiqueNavActions, (state) => state.boutiqueLoad, {
      keepSucceeded: true,
      succeeded: (state, action) => {
        state.boutique = action.payload.result.items;
        state.loadedAt.boutique = Date.now();
      },
    });
    addRequestCases(builder, fetchCategoriesActions, (state) => state.categoriesLoad, {
      keepSucceeded: true,
      succeeded: (state, action) => {
        state.categories = action.payload.result.categories;
        state.loadedAt.categories = Date.now();
      },
    });
  },
});

export const navReducer = navSlice.reducer;
