import { createAction, createSlice } from '@reduxjs/toolkit';
import type { ApiError } from '../../lib/http';
import { createRequestActions, type RequestStatus } from '../../lib/requestSaga';
import type { CategoryNode, NavItem } from './types';

export const categoriesRequested = createAction('nav/categoriesRequested');
export const legacyNavRequested = createAction('nav/legacyNavRequested');
export const fetchLegacyNavActions = createRequestActions<void, { items: NavItem[] }>('nav/fetchLegacyNav');
export const fetchCategoriesActions = createRequestActions<void, { categories: CategoryNode[] }>('nav/fetchCategories');

export interface NavState {
  categories: CategoryNode[];
  categoriesStatus: RequestStatus;
  categoriesError: ApiError | null;
  /** Spec §2 registry top menu, from GET /website-nav/web-api/legacyNav. */
  menu: NavItem[];
  menuStatus: RequestStatus;
}

const initialState: NavState = { categories: [], categoriesStatus: 'idle', categoriesError: null, menu: [], menuStatus: 'idle' };

const navSlice = createSlice({
  name: 'nav',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchLegacyNavActions.started, (state) => {
        state.menuStatus = 'loading';
      })
      .addCase(fetchLegacyNavActions.succeeded, (state, action) => {
        state.menuStatus = 'succeeded';
        state.menu = action.payload.result.items;
      })
      .addCase(fetchLegacyNavActions.failed, (state) => {
        // Spec §8: logged only; the nav falls back to its static links.
        state.menuStatus = 'failed';
      })
      .addCase(fetchCategoriesActions.started, (state) => {
        state.categoriesStatus = 'loading';
        state.categoriesError = null;
      })
      .addCase(fetchCategoriesActions.succeeded, (state, action) => {
        state.categoriesStatus = 'succeeded';
        state.categories = action.payload.result.categories;
      })
      .addCase(fetchCategoriesActions.failed, (state, action) => {
        // Spec §8: a navigation fetch failure is logged only; nothing is shown.
        state.categoriesStatus = 'failed';
        state.categoriesError = action.payload.error;
      });
  },
});

export const navReducer = navSlice.reducer;
