import { createAction, createSlice } from '@reduxjs/toolkit';
import { addRequestCases, idleRequest, type RequestState } from '../../lib/requestCases';
import { createRequestActions } from '../../lib/requestSaga';
import type { ApiError } from '../../lib/http';
import type {
  BudgetCategory,
  BudgetItem,
  BudgetSettings,
  BudgetVendor,
  BudgetView,
  CreateCategoryBody,
  CreateItemBody,
  CreatePaymentBody,
  StartBudgetBody,
  UpdateBudgetBody,
  UpdateCategoryBody,
  UpdateItemBody,
  UpdatePaymentBody,
  VendorSearchAnswer,
} from '../../contracts/budget';

/** What a change sets (the saga adds the version the page holds when it sends it). */
export type BudgetChanges = Omit<UpdateBudgetBody, 'version'>;
export type CategoryChanges = Omit<UpdateCategoryBody, 'version'>;
export type ItemChanges = Omit<UpdateItemBody, 'version'>;
export type PaymentChanges = Omit<UpdatePaymentBody, 'version'>;

// Events the page raises.
export const budgetRequested = createAction('budget/budgetRequested');
export const budgetStartRequested = createAction<StartBudgetBody>('budget/startRequested');
export const budgetChangeRequested = createAction<BudgetChanges>('budget/budgetChangeRequested');
export const categoryAddRequested = createAction<CreateCategoryBody>('budget/categoryAddRequested');
export const categoryChangeRequested = createAction<{ id: number; changes: CategoryChanges }>('budget/categoryChangeRequested');
export const categoryRemoveRequested = createAction<{ id: number }>('budget/categoryRemoveRequested');
export const itemAddRequested = createAction<CreateItemBody>('budget/itemAddRequested');
export const itemChangeRequested = createAction<{ id: number; changes: ItemChanges }>('budget/itemChangeRequested');
export const itemRemoveRequested = createAction<{ id: number }>('budget/itemRemoveRequested');
export const paymentAddRequested = createAction<{ itemId: number; body: CreatePaymentBody }>('budget/paymentAddRequested');
export const paymentChangeRequested = createAction<{ id: number; itemId: number; changes: PaymentChanges }>(
  'budget/paymentChangeRequested',
);
export const paymentRemoveRequested = createAction<{ id: number; itemId: number }>('budget/paymentRemoveRequested');
export const vendorSearchRequested = createAction<string>('budget/vendorSearchRequested');
export const noticeDismissed = createAction('budget/noticeDismissed');

// Requests (started / succeeded / failed).
export const loadBudgetActions = createRequestActions<void, BudgetView>('budget/load');
export const startBudgetActions = createRequestActions<StartBudgetBody, BudgetView>('budget/start');
export const updateBudgetActions = createRequestActions<UpdateBudgetBody, BudgetSettings>('budget/updateBudget');
export const createCategoryActions = createRequestActions<CreateCategoryBody, BudgetCategory>('budget/createCategory');
export const updateCategoryActions = createRequestActions<{ id: number; body: UpdateCategoryBody }, BudgetCategory>(
  'budget/updateCategory',
);
export const deleteCategoryActions = createRequestActions<{ id: number; version: number }, void>('budget/deleteCategory');
export const createItemActions = createRequestActions<CreateItemBody, BudgetItem>('budget/createItem');
export const updateItemActions = createRequestActions<{ id: number; body: UpdateItemBody }, BudgetItem>('budget/updateItem');
export const deleteItemActions = createRequestActions<{ id: number; version: number }, void>('budget/deleteItem');
export const createPaymentActions = createRequestActions<{ itemId: number; body: CreatePaymentBody }, BudgetItem>('budget/createPayment');
export const updatePaymentActions = createRequestActions<{ id: number; itemId: number; body: UpdatePaymentBody }, BudgetItem>(
  'budget/updatePayment',
);
export const deletePaymentActions = createRequestActions<{ id: number; itemId: number; version: number }, BudgetItem>(
  'budget/deletePayment',
);
export const searchVendorsActions = createRequestActions<string, VendorSearchAnswer>('budget/searchVendors');

/** A message about the last change: saved, the partner's edit won, or a failure. */
export interface BudgetNotice {
  kind: 'saved' | 'partner' | 'error';
  message: string;
}

export interface BudgetState {
  view: BudgetView | null;
  load: RequestState;
  start: RequestState;
  /** Changes and removals (one at a time: the write queue). */
  write: RequestState;
  addCategory: RequestState;
  addItem: RequestState;
  addPayment: RequestState;
  vendorSearch: RequestState & { query: string; vendors: BudgetVendor[] };
  notice: BudgetNotice | null;
}

export const initialBudgetState: BudgetState = {
  view: null,
  load: idleRequest,
  start: idleRequest,
  write: idleRequest,
  addCategory: idleRequest,
  addItem: idleRequest,
  addPayment: idleRequest,
  vendorSearch: { ...idleRequest, query: '', vendors: [] },
  notice: null,
};

type Draft = { view: BudgetView | null };
const putItem = (state: Draft, item: BudgetItem) => {
  if (!state.view) return;
  const i = state.view.items.findIndex((x) => x.id === item.id);
  if (i >= 0) state.view.items[i] = item;
  else state.view.items.push(item);
};
const putCategory = (state: Draft, category: BudgetCategory) => {
  if (!state.view) return;
  const i = state.view.categories.findIndex((x) => x.id === category.id);
  if (i >= 0) state.view.categories[i] = category;
  else state.view.categories.push(category);
};

/** A refusal: the partner's newer version (409 stale_*) replaces ours; anything else is a plain error. */
function refusal(state: { view: BudgetView | null; notice: BudgetNotice | null }, error: ApiError) {
  const data = error.data ?? {};
  if (error.code === 'stale_item' && data.item) putItem(state, data.item as BudgetItem);
  else if (error.code === 'stale_category' && data.category) putCategory(state, data.category as BudgetCategory);
  else if (error.code === 'stale_budget' && data.budget && state.view) state.view.budget = data.budget as BudgetSettings;
  const stale = error.code === 'stale_item' || error.code === 'stale_category' || error.code === 'stale_budget';
  state.notice = { kind: stale ? 'partner' : 'error', message: error.message };
}

const slice = createSlice({
  name: 'budget',
  initialState: initialBudgetState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(noticeDismissed, (state) => {
      state.notice = null;
    });
    addRequestCases(builder, loadBudgetActions, (state) => state.load, {
      keepSucceeded: true,
      succeeded: (state, { payload }) => {
        state.view = payload.result;
      },
    });
    addRequestCases(builder, startBudgetActions, (state) => state.start, {
      succeeded: (state, { payload }) => {
        state.view = payload.result;
        state.notice = { kind: 'saved', message: 'Your budget is ready: each category starts with its typical share.' };
      },
    });
    const saved = (message: string) => (state: BudgetState) => {
      state.notice = { kind: 'saved', message };
    };
    const failed = (state: BudgetState, { payload }: { payload: { error: ApiError } }) => refusal(state, payload.error);
    const clear = (state: BudgetState) => {
      state.notice = null;
    };
    addRequestCases(builder, updateBudgetActions, (state) => state.write, {
      started: clear,
      succeeded: (state, { payload }) => {
        if (state.view) state.view.budget = payload.result;
        saved('Your budget is saved.')(state);
      },
      failed,
    });
    addRequestCases(builder, createCategoryActions, (state) => state.addCategory, {
      succeeded: (state, { payload }) => {
        putCategory(state, payload.result);
        saved(`“${payload.result.name}” is in your budget.`)(state);
      },
    });
    addRequestCases(builder, updateCategoryActions, (state) => state.write, {
      started: clear,
      succeeded: (state, { payload }) => {
        putCategory(state, payload.result);
        saved(`“${payload.result.name}” is saved.`)(state);
      },
      failed,
    });
    addRequestCases(builder, deleteCategoryActions, (state) => state.write, {
      started: clear,
      succeeded: (state, { payload }) => {
        if (!state.view) return;
        const gone = state.view.categories.find((c) => c.id === payload.arg.id);
        state.view.categories = state.view.categories.filter((c) => c.id !== payload.arg.id);
        if (gone) saved(`“${gone.name}” is removed.`)(state);
      },
      failed,
    });
    addRequestCases(builder, createItemActions, (state) => state.addItem, {
      succeeded: (state, { payload }) => {
        putItem(state, payload.result);
        saved(`“${payload.result.name}” is in your budget.`)(state);
      },
    });
    addRequestCases(builder, updateItemActions, (state) => state.write, {
      started: clear,
      succeeded: (state, { payload }) => {
        putItem(state, payload.result);
        saved(`“${payload.result.name}” is saved.`)(state);
      },
      failed,
    });
    addRequestCases(builder, deleteItemActions, (state) => state.write, {
      started: clear,
      succeeded: (state, { payload }) => {
        if (!state.view) return;
        const gone = state.view.items.find((i) => i.id === payload.arg.id);
        state.view.items = state.view.items.filter((i) => i.id !== payload.arg.id);
        if (gone) saved(`“${gone.name}” is removed.`)(state);
      },
      failed,
    });
    addRequestCases(builder, createPaymentActions, (state) => state.addPayment, {
      succeeded: (state, { payload }) => {
        putItem(state, payload.result);
        saved(`The payment for “${payload.result.name}” is saved.`)(state);
      },
    });
    const paymentWritten = {
      started: clear,
      succeeded: (state: BudgetState, { payload }: { payload: { result: BudgetItem } }) => {
        putItem(state, payload.result);
        saved(`The payments of “${payload.result.name}” are saved.`)(state);
      },
      failed,
    };
    addRequestCases(builder, updatePaymentActions, (state) => state.write, paymentWritten);
    addRequestCases(builder, deletePaymentActions, (state) => state.write, paymentWritten);
    addRequestCases(builder, searchVendorsActions, (state) => state.vendorSearch, {
      started: (state, { payload }) => {
        state.vendorSearch.query = payload;
      },
      succeeded: (state, { payload }) => {
        if (payload.arg === state.vendorSearch.query) state.vendorSearch.vendors = payload.result.vendors;
      },
      failed: (state) => {
        state.vendorSearch.vendors = [];
      },
    });
  },
});

export const budgetReducer = slice.reducer;
