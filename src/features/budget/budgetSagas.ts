import { buffers, type Channel } from 'redux-saga';
import { actionChannel, all, call, debounce, put, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { requestSaga } from '../../lib/requestSaga';
import { VENDOR_SEARCH_MIN, type BudgetView } from '../../contracts/budget';
import { budgetApi } from './budgetApi';
import {
  budgetChangeRequested,
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
} from './budgetSlice';
import { selectBudgetView } from './budgetSelectors';

/** How long the vendor picker waits for the typing to stop before it searches. */
export const VENDOR_SEARCH_DEBOUNCE_MS = 250;

const WRITES = [
  budgetChangeRequested,
  categoryChangeRequested,
  categoryRemoveRequested,
  itemChangeRequested,
  itemRemoveRequested,
  paymentChangeRequested,
  paymentRemoveRequested,
] as const;
type WriteEvent = ReturnType<(typeof WRITES)[number]>;

function* loadBudget() {
  yield* requestSaga(loadBudgetActions, undefined, budgetApi.get);
}

function* startBudget(action: ReturnType<typeof budgetStartRequested>) {
  yield* requestSaga(startBudgetActions, action.payload, budgetApi.start);
}

/** The budget as the page holds it now (after any earlier change of ours has come back). */
function* currentView(): Generator<unknown, BudgetView | null, unknown> {
  return (yield select(selectBudgetView)) as BudgetView | null;
}

/**
 * Changes and removals go one at a time, in the order they were made, each with the version the
 * previous one left: two quick edits of one item are not refused as a partner's. A partner's change
 * in between is refused by the server (409 with their version, which the slice shows). A thing no
 * longer on the page (removed meanwhile) is skipped.
 */
function* writeQueue() {
  const channel = (yield actionChannel(
    WRITES.map((a) => a.type),
    buffers.expanding<WriteEvent>(10),
  )) as Channel<WriteEvent>;
  for (;;) {
    const action = (yield take(channel)) as WriteEvent;
    const view = yield* currentView();
    if (view?.budget) yield* write(view, action);
  }
}

/** One change or removal, with the version of the thing as the page holds it (skipped when it is no longer there). */
function* write(view: BudgetView, action: WriteEvent) {
  // The events' payloads share shapes, so they are told apart by type (a type guard would narrow to never).
  switch (action.type) {
    case budgetChangeRequested.type: {
      const changes = (action as ReturnType<typeof budgetChangeRequested>).payload;
      yield* requestSaga(updateBudgetActions, { ...changes, version: view.budget!.version }, budgetApi.update);
      return;
    }
    case categoryChangeRequested.type:
    case categoryRemoveRequested.type: {
      const { id } = (action as ReturnType<typeof categoryRemoveRequested>).payload;
      const category = view.categories.find((c) => c.id === id);
      if (!category) return;
      if (action.type === categoryChangeRequested.type) {
        const { changes } = (action as ReturnType<typeof categoryChangeRequested>).payload;
        yield* requestSaga(updateCategoryActions, { id, body: { ...changes, version: category.version } }, budgetApi.updateCategory);
      } else {
        yield* requestSaga(deleteCategoryActions, { id, version: category.version }, budgetApi.deleteCategory);
      }
      return;
    }
    case itemChangeRequested.type:
    case itemRemoveRequested.type: {
      const { id } = (action as ReturnType<typeof itemRemoveRequested>).payload;
      const item = view.items.find((i) => i.id === id);
      if (!item) return;
      const outcome =
        action.type === itemChangeRequested.type
          ? yield* requestSaga(
              updateItemActions,
              { id, body: { ...(action as ReturnType<typeof itemChangeRequested>).payload.changes, version: item.version } },
              budgetApi.updateItem,
            )
          : yield* requestSaga(deleteItemActions, { id, version: item.version }, budgetApi.deleteItem);
      // Removed by the partner already: read the budget again so it leaves this page too.
      if (!outcome.ok && outcome.error.status === 404) yield put(budgetRequested());
      return;
    }
    default: {
      const { id, itemId } = (action as ReturnType<typeof paymentRemoveRequested>).payload;
      const payment = view.items.find((i) => i.id === itemId)?.payments.find((p) => p.id === id);
      if (!payment) return;
      const outcome =
        action.type === paymentChangeRequested.type
          ? yield* requestSaga(
              updatePaymentActions,
              { id, itemId, body: { ...(action as ReturnType<typeof paymentChangeRequested>).payload.changes, version: payment.version } },
              budgetApi.updatePayment,
            )
          : yield* requestSaga(deletePaymentActions, { id, itemId, version: payment.version }, budgetApi.deletePayment);
      if (!outcome.ok && outcome.error.status === 404) yield put(budgetRequested());
    }
  }
}

function* addCategory(action: ReturnType<typeof categoryAddRequested>) {
  yield* requestSaga(createCategoryActions, action.payload, budgetApi.createCategory);
}
function* addItem(action: ReturnType<typeof itemAddRequested>) {
  yield* requestSaga(createItemActions, action.payload, budgetApi.createItem);
}
function* addPayment(action: ReturnType<typeof paymentAddRequested>) {
  yield* requestSaga(createPaymentActions, action.payload, budgetApi.createPayment);
}

function* searchVendors(action: ReturnType<typeof vendorSearchRequested>) {
  const q = action.payload.trim();
  if (q.length < VENDOR_SEARCH_MIN) return;
  yield* requestSaga(searchVendorsActions, q, budgetApi.searchVendors);
}

export function* budgetSagas() {
  yield all([
    // A read: only the latest matters (the page reloads it on focus).
    takeLatest(budgetRequested.type, loadBudget),
    // A double click must not start (or add) twice.
    takeLeading(budgetStartRequested.type, startBudget),
    takeLeading(categoryAddRequested.type, addCategory),
    takeLeading(itemAddRequested.type, addItem),
    takeLeading(paymentAddRequested.type, addPayment),
    call(writeQueue),
    // A search as the couple types: only once they pause, and only the latest answer counts.
    debounce(VENDOR_SEARCH_DEBOUNCE_MS, vendorSearchRequested.type, searchVendors),
  ]);
}
