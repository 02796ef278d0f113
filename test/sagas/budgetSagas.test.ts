import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { combineReducers } from '@reduxjs/toolkit';
import { HttpError, type ApiError } from '../../src/lib/http';
import { BUDGET_MESSAGES, type BudgetCategory, type BudgetItem, type BudgetView } from '../../src/contracts/budget';
import { budgetApi } from '../../src/features/budget/budgetApi';
import { budgetSagas, VENDOR_SEARCH_DEBOUNCE_MS } from '../../src/features/budget/budgetSagas';
import {
  budgetChangeRequested,
  budgetReducer,
  budgetRequested,
  budgetStartRequested,
  categoryAddRequested,
  categoryChangeRequested,
  categoryRemoveRequested,
  createCategoryActions,
  createItemActions,
  createPaymentActions,
  deleteCategoryActions,
  deleteItemActions,
  deletePaymentActions,
  itemAddRequested,
  itemChangeRequested,
  itemRemoveRequested,
  loadBudgetActions,
  paymentAddRequested,
  paymentChangeRequested,
  paymentRemoveRequested,
  searchVendorsActions,
  startBudgetActions,
  updateBudgetActions,
  updateCategoryActions,
  updateItemActions,
  updatePaymentActions,
  vendorSearchRequested,
} from '../../src/features/budget/budgetSlice';

const reducer = combineReducers({ budget: budgetReducer });
type State = ReturnType<typeof reducer>;
const fail = (message: string, status = 400, extra: Partial<ApiError> = {}) => throwError(new HttpError({ message, status, ...extra }));

const venue: BudgetCategory = { id: 10, key: 'venue', name: 'Venue', target_cents: 840_000, position: 10, version: 1 };
const item = (over: Partial<BudgetItem> = {}): BudgetItem => ({
  id: 7,
  category_id: 10,
  name: 'Reception hall',
  estimated_cents: 900_000,
  actual_cents: null,
  paid_cents: 0,
  due_date: null,
  vendor: null,
  vendor_name: '',
  notes: '',
  payments: [{ id: 70, amount_cents: 300_000, due_date: '2026-12-01', paid_on: null, version: 2 }],
  version: 3,
  updated_by_user_id: null,
  ...over,
});
const view: BudgetView = {
  budget: { total_cents: 3_000_000, guest_count: 120, city: 'New York', state_province: 'NY', version: 1 },
  prefill: { guest_count: 120, city: 'New York', state_province: 'NY' },
  today: '2026-11-26',
  categories: [venue],
  items: [item()],
};
const empty: BudgetView = { ...view, budget: null, categories: [], items: [] };
const loaded = (v: BudgetView = view): State => ({
  budget: { ...reducer(undefined, { type: 'init' }).budget, view: v, load: { status: 'succeeded', error: null } },
});

describe('budget sagas', () => {
  it('loads the budget: started, succeeded, stored; a failure is kept as an ApiError', async () => {
    const { storeState } = await expectSaga(budgetSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(budgetApi.get), view]])
      .dispatch(budgetRequested())
      .put(loadBudgetActions.started())
      .put(loadBudgetActions.succeeded({ arg: undefined, result: view }))
      .silentRun(50);
    expect((storeState as State).budget.view).toEqual(view);

    const failed = await expectSaga(budgetSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(budgetApi.get), fail('You have not told us about your wedding yet.', 404)]])
      .dispatch(budgetRequested())
      .put.like({ action: { type: loadBudgetActions.failed.type } })
      .silentRun(50);
    expect((failed.storeState as State).budget.load).toMatchObject({ status: 'failed', error: { status: 404 } });
  });

  it('starts the budget from the form and shows it', async () => {
    const body = { total_cents: 3_000_000, guest_count: 120, city: 'New York', state_province: 'NY' };
    const { storeState } = await expectSaga(budgetSagas)
      .withReducer(reducer, loaded(empty))
      .provide([[matchers.call.fn(budgetApi.start), view]])
      .dispatch(budgetStartRequested(body))
      .put(startBudgetActions.started(body))
      .put(startBudgetActions.succeeded({ arg: body, result: view }))
      .silentRun(50);
    expect((storeState as State).budget.view).toEqual(view);
    expect((storeState as State).budget.start.status).toBe('succeeded');
  });

  it('a refused start keeps the server’s message and fields', async () => {
    const body = { total_cents: 0, guest_count: 1 };
    const { storeState } = await expectSaga(budgetSagas)
      .withReducer(reducer, loaded(empty))
      .provide([
        [
          matchers.call.fn(budgetApi.start),
          fail(`Invalid total_cents: ${BUDGET_MESSAGES.total}`, 400, { fields: { total_cents: BUDGET_MESSAGES.total } }),
        ],
      ])
      .dispatch(budgetStartRequested(body))
      .put.like({ action: { type: startBudgetActions.failed.type } })
      .silentRun(50);
    expect((storeState as State).budget.start.error).toMatchObject({ fields: { total_cents: BUDGET_MESSAGES.total } });
  });

  it('two edits of one item: sent in order, each with the version the previous answer left', async () => {
    const first = item({ actual_cents: 950_000, version: 4 });
    const second = item({ actual_cents: 950_000, notes: 'Deposit paid', version: 5 });
    const { storeState } = await expectSaga(budgetSagas)
      .withReducer(reducer, loaded())
      .provide({
        call(effect, next) {
          if (effect.fn === budgetApi.updateItem) {
            const { body } = effect.args[0] as { body: { version: number } };
            return body.version === 3 ? first : body.version === 4 ? second : next();
          }
          return next();
        },
      })
      .dispatch(itemChangeRequested({ id: 7, changes: { actual_cents: 950_000 } }))
      .dispatch(itemChangeRequested({ id: 7, changes: { notes: 'Deposit paid' } }))
      .put(updateItemActions.started({ id: 7, body: { actual_cents: 950_000, version: 3 } }))
      .put(updateItemActions.succeeded({ arg: { id: 7, body: { actual_cents: 950_000, version: 3 } }, result: first }))
      .put(updateItemActions.started({ id: 7, body: { notes: 'Deposit paid', version: 4 } }))
      .put(updateItemActions.succeeded({ arg: { id: 7, body: { notes: 'Deposit paid', version: 4 } }, result: second }))
      .silentRun(50);
    const state = (storeState as State).budget;
    expect(state.view!.items[0]).toEqual(second);
    expect(state.notice).toEqual({ kind: 'saved', message: '“Reception hall” is saved.' });
  });

  it('a partner’s newer version: the 409’s item replaces ours and “changed by your partner” is shown', async () => {
    const theirs = item({ name: 'Reception hall (Riley)', version: 4 });
    const { storeState } = await expectSaga(budgetSagas)
      .withReducer(reducer, loaded())
      .provide([
        [
          matchers.call.fn(budgetApi.updateItem),
          fail(BUDGET_MESSAGES.changedByPartner, 409, { code: 'stale_item', data: { item: theirs } }),
        ],
      ])
      .dispatch(itemChangeRequested({ id: 7, changes: { name: 'Hall' } }))
      .put.like({ action: { type: updateItemActions.failed.type } })
      .silentRun(50);
    const state = (storeState as State).budget;
    expect(state.view!.items[0]).toEqual(theirs);
    expect(state.notice).toEqual({ kind: 'partner', message: BUDGET_MESSAGES.changedByPartner });
  });

  it('a stale category and a stale budget are replaced the same way', async () => {
    const theirCategory = { ...venue, name: 'Venue (Riley)', version: 2 };
    const theirBudget = { ...view.budget!, total_cents: 3_500_000, version: 2 };
    const { storeState } = await expectSaga(budgetSagas)
      .withReducer(reducer, loaded())
      .provide([
        [
          matchers.call.fn(budgetApi.updateCategory),
          fail(BUDGET_MESSAGES.changedByPartner, 409, { code: 'stale_category', data: { category: theirCategory } }),
        ],
        [
          matchers.call.fn(budgetApi.update),
          fail(BUDGET_MESSAGES.changedByPartner, 409, { code: 'stale_budget', data: { budget: theirBudget } }),
        ],
      ])
      .dispatch(categoryChangeRequested({ id: 10, changes: { target_cents: 1 } }))
      .dispatch(budgetChangeRequested({ guest_count: 90 }))
      .put.like({ action: { type: updateCategoryActions.failed.type } })
      .put.like({ action: { type: updateBudgetActions.failed.type } })
      .silentRun(50);
    const state = (storeState as State).budget;
    expect(state.view!.categories[0]).toEqual(theirCategory);
    expect(state.view!.budget).toEqual(theirBudget);
  });

  it('removing an item already removed by the partner reads the budget again', async () => {
    const without = { ...view, items: [] };
    const { storeState } = await expectSaga(budgetSagas)
      .withReducer(reducer, loaded())
      .provide([
        [matchers.call.fn(budgetApi.deleteItem), fail(BUDGET_MESSAGES.itemNotFound, 404)],
        [matchers.call.fn(budgetApi.get), without],
      ])
      .dispatch(itemRemoveRequested({ id: 7 }))
      .put(deleteItemActions.started({ id: 7, version: 3 }))
      .put.like({ action: { type: deleteItemActions.failed.type } })
      .put(budgetRequested())
      .put(loadBudgetActions.succeeded({ arg: undefined, result: without }))
      .silentRun(50);
    expect((storeState as State).budget.view!.items).toEqual([]);
  });

  it('adds a category, an item and a payment; changes and removes a payment, a category and an item', async () => {
    const honeymoon: BudgetCategory = { id: 11, key: null, name: 'Honeymoon', target_cents: 0, position: 20, version: 1 };
    const cake = item({ id: 8, name: 'Cake', estimated_cents: 60_000, payments: [], version: 1 });
    const withPayment = item({
      payments: [...item().payments, { id: 71, amount_cents: 600_000, due_date: null, paid_on: null, version: 1 }],
    });
    const paid = item({ paid_cents: 300_000, payments: [{ ...item().payments[0]!, paid_on: '2026-11-26', version: 3 }] });
    const paymentGone = item({ payments: [] });
    const { storeState } = await expectSaga(budgetSagas)
      .withReducer(reducer, loaded())
      .provide([
        [matchers.call.fn(budgetApi.createCategory), honeymoon],
        [matchers.call.fn(budgetApi.createItem), cake],
        [matchers.call.fn(budgetApi.createPayment), withPayment],
        [matchers.call.fn(budgetApi.updatePayment), paid],
        [matchers.call.fn(budgetApi.deletePayment), paymentGone],
        [matchers.call.fn(budgetApi.deleteCategory), undefined],
        [matchers.call.fn(budgetApi.deleteItem), undefined],
      ])
      .dispatch(categoryAddRequested({ name: 'Honeymoon' }))
      .dispatch(itemAddRequested({ category_id: 10, name: 'Cake', estimated_cents: 60_000 }))
      .dispatch(paymentAddRequested({ itemId: 7, body: { amount_cents: 600_000 } }))
      .put(createCategoryActions.succeeded({ arg: { name: 'Honeymoon' }, result: honeymoon }))
      .put(createItemActions.succeeded({ arg: { category_id: 10, name: 'Cake', estimated_cents: 60_000 }, result: cake }))
      .put(createPaymentActions.succeeded({ arg: { itemId: 7, body: { amount_cents: 600_000 } }, result: withPayment }))
      .delay(10)
      .dispatch(paymentChangeRequested({ id: 70, itemId: 7, changes: { paid_on: '2026-11-26' } }))
      .put(updatePaymentActions.started({ id: 70, itemId: 7, body: { paid_on: '2026-11-26', version: 2 } }))
      .delay(10)
      .dispatch(paymentRemoveRequested({ id: 70, itemId: 7 }))
      .put(deletePaymentActions.started({ id: 70, itemId: 7, version: 3 }))
      .dispatch(categoryRemoveRequested({ id: 11 }))
      .put(deleteCategoryActions.succeeded({ arg: { id: 11, version: 1 }, result: undefined }))
      .dispatch(itemRemoveRequested({ id: 8 }))
      .put(deleteItemActions.succeeded({ arg: { id: 8, version: 1 }, result: undefined }))
      .silentRun(100);
    const state = (storeState as State).budget;
    expect(state.view!.categories).toEqual([venue]);
    expect(state.view!.items).toEqual([paymentGone]);
  });

  it('searches vendors once the typing pauses, and keeps only the latest answer', async () => {
    const found = {
      vendors: [
        {
          id: 5,
          name: 'Cedar Loft',
          category_name: 'Reception Venues',
          location: 'New York, NY',
          url: '/wedding-vendors/wedding-venues/cedar-loft',
        },
      ],
    };
    const { storeState } = await expectSaga(budgetSagas)
      .withReducer(reducer, loaded())
      .provide([[matchers.call.fn(budgetApi.searchVendors), found]])
      .dispatch(vendorSearchRequested('ce'))
      .dispatch(vendorSearchRequested('ced'))
      .dispatch(vendorSearchRequested('ceda'))
      .put(searchVendorsActions.started('ceda'))
      .put(searchVendorsActions.succeeded({ arg: 'ceda', result: found }))
      .not.put(searchVendorsActions.started('ced'))
      .silentRun(VENDOR_SEARCH_DEBOUNCE_MS + 100);
    expect((storeState as State).budget.vendorSearch).toMatchObject({ query: 'ceda', vendors: found.vendors, status: 'succeeded' });
  });

  it('does not search fewer letters than VENDOR_SEARCH_MIN (3), spaces aside', async () => {
    await expectSaga(budgetSagas)
      .withReducer(reducer, loaded())
      .provide([[matchers.call.fn(budgetApi.searchVendors), { vendors: [] }]])
      .dispatch(vendorSearchRequested(' ce '))
      .not.call.fn(budgetApi.searchVendors)
      .not.put.like({ action: { type: searchVendorsActions.started.type } })
      .silentRun(VENDOR_SEARCH_DEBOUNCE_MS + 100);
  });

  it('a failed search empties the results', async () => {
    const { storeState } = await expectSaga(budgetSagas)
      .withReducer(reducer, loaded())
      .provide([[matchers.call.fn(budgetApi.searchVendors), fail('Something went wrong', 503)]])
      .dispatch(vendorSearchRequested('cedar'))
      .put.like({ action: { type: searchVendorsActions.failed.type } })
      .silentRun(VENDOR_SEARCH_DEBOUNCE_MS + 100);
    expect((storeState as State).budget.vendorSearch).toMatchObject({ status: 'failed', vendors: [] });
  });
});
