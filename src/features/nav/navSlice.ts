import { createAction, createSlice } from '@reduxjs/toolkit';
import type { ApiError } from '../../lib/http';
import { createRequestActions, type RequestStatus } from '../../lib/requestSaga';
import type { CategoryNode } from './types';

export const categoriesRequested = createAction('nav/categoriesRequested');
export const fetchCategoriesActions = createRequestActions<void, { categories: CategoryNode[] }>('nav/fetchCategories');

export interface NavState {
  categories: CategoryNode[];
  categoriesStatus: RequestStatus;
  categoriesError: ApiError | null;
}

const initialState: NavState = { categories: [], categoriesStatus: 'idle', categoriesError: null };

const navSlice = createSlice({
  name: 'nav',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
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
