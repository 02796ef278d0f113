import { call, put, race, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { dollars } from '../../contracts/groupGiftRules';
import { requestSaga, type RequestOutcome } from '../../lib/requestSaga';
import type { ApiError } from '../../lib/http';
import { modalOpened } from '../modals/modalsSlice';
import { noticeShown } from '../notices/noticesSlice';
import { registryApi } from './registryApi';
import { duplicateFromError, REGISTRY_MOVED_CODE } from '../../contracts/registryCodes';
import {
  addCashActions,
  addCashRequested,
  addItemActions,
  addPackActions,
  addToRegistryBlocked,
  addToRegistryDuplicate,
  addToRegistryRequested,
  duplicateRaiseRequested,
  fetchGiftActions,
  raiseItemActions,
  registryGiftMoved,
  registryGiftRequested,
  checklistRequested,
  collectionCreateRequested,
  collectionDeleteRequested,
  collectionMoveRequested,
  collectionRenameRequested,
  createCollectionActions,
  deleteCollectionActions,
  externalProductActions,
  externalProductRequested,
  fetchChecklistActions,
  fetchGiftsActions,
  fetchManageActions,
  fetchMoreActions,
  fetchPacksActions,
  fetchUserInfoActions,
  fetchViewActions,
  findCoupleActions,
  findCoupleRequested,
  giftTrackerRequested,
  HAWAII_ALASKA_MESSAGE,
  itemRemoveRequested,
  itemUpdateRequested,
  manageRequested,
  manageUnavailable,
  publishActions,
  publishRequested,
  quickAddPackRequested,
  quickAddPacksRequested,
  REGISTRY_FETCH_FAILED_MESSAGE,
  REGISTRY_PAGE_SIZE,
  registryMoreRequested,
  registryViewRequested,
  removeItemActions,
  renameCollectionActions,
  reorderCollectionsActions,
  thankYouActions,
  thankYouToggled,
  updateItemActions,
  type RegistryViewRequest,
} from './registrySlice';
import { selectManageCollections, selectRegistryUserInfo, selectRegistryView } from './registrySelectors';
import type {
  AddCashFundArg,
  AddToRegistryArg,
  ExternalProductArg,
  FindCoupleParams,
  ItemUpdateArg,
  RegistryCollection,
  RegistrySearchRequest,
  RegistrySearchResponse,
  RegistryUserInfo,
  ThankYouFilter,
} from './types';

/** Spec §5: restricted products (non-null list without US_ALASKA_AND_HAWAII) cannot go to HI/AK. */
export function isBlockedForState(shippingRestrictions: string[] | null, state: string | null | undefined): boolean {
  if (shippingRestrictions === null || shippingRestrictions.includes('US_ALASKA_AND_HAWAII')) return false;
  return state === 'HI' || state === 'AK';
}

/** The API's answer for an account without a registry (user-info says so with a null key). */
export const NO_REGISTRY_ERROR: ApiError = { message: 'You do not have a registry yet', status: 404 };

const negative = (message: string) => noticeShown({ kind: 'negative', message });
const positive = (message: string) => noticeShown({ kind: 'positive', message });

/** Fetch the owner's state first, block client-side per spec §5, then call the server. */
export function* addToRegistryFlow(action: PayloadAction<AddToRegistryArg>) {
  const arg = action.payload;
  const info = yield* requestSaga(fetchUserInfoActions, undefined, registryApi.userInfo);
  if (!info.ok) {
    yield put(addToRegistryBlocked({ arg, message: info.error.message }));
    yield put(negative(info.error.message));
    // Signed out: the log-in dialog, so the couple can add the gift without leaving the page.
    if (info.error.status === 401) yield put(modalOpened({ type: 'auth' }));
    return;
  }
  if (isBlockedForState(arg.shippingRestrictions, info.result.address_view?.state_province_region)) {
    yield put(addToRegistryBlocked({ arg, message: HAWAII_ALASKA_MESSAGE }));
    yield put(negative(HAWAII_ALASKA_MESSAGE));
    return;
  }
  const added = yield* requestSaga(addItemActions, arg, registryApi.add);
  if (added.ok) {
    yield put(positive('Added to your registry.'));
    return;
  }
  // Already there: no second line; the page asks whether to raise its requested quantity.
  const existing = duplicateFromError(added.error.code, added.error.data);
  if (existing) {
    yield put(addToRegistryDuplicate({ arg, existing }));
    return;
  }
  // Spec §8: an add-to-registry failure shows the server's message.
  yield put(negative(added.error.message));
}

/** 'Raise the requested quantity to N?' answered yes. */
export function* raiseItemFlow(action: PayloadAction<{ itemId: number; requestedQty: number }>) {
  const outcome = yield* requestSaga(raiseItemActions, action.payload, registryApi.raise);
  yield put(
    outcome.ok
      ? positive(`Your registry now asks for ${outcome.result.item.requested_qty} of ${outcome.result.item.title}.`)
      : negative(outcome.error.message),
  );
}

/** A product page opened from a registry: the couple and the gift (what is still needed). */
export function* registryGiftFlow(action: PayloadAction<{ key: string; itemId: number }>) {
  // The page says what went wrong itself (and stays a product page).
  const outcome = yield* requestSaga(fetchGiftActions, action.payload, registryApi.gift);
  // A key the couple changed: the page follows it to the same gift.
  const movedTo = !outcome.ok && outcome.error.code === REGISTRY_MOVED_CODE ? outcome.error.data?.registry_key : undefined;
  if (typeof movedTo === 'string') yield put(registryGiftMoved({ ...action.payload, movedTo }));
}

/**
 * The search body for a view request (spec §7: sort is sent only when it is not FEATURED): its
 * first page of REGISTRY_PAGE_SIZE gifts.
 */
export function viewSearchBody(request: RegistryViewRequest, registryKey: string): RegistrySearchRequest {
  return {
    registry_key: registryKey,
    filters: request.filters,
    ...(request.grouped ? { grouped_by_collection: true } : { flattened_view: true }),
    ...(request.sort !== 'FEATURED' ? { sort: request.sort } : {}),
    ...(request.previewAsGuest ? { preview_as_guest: true } : {}),
    page: 1,
    page_size: REGISTRY_PAGE_SIZE,
  };
}

/** The couple's own user-info, fetched once per session view (it carries the registry key). */
function* ownUserInfo() {
  const known = (yield select(selectRegistryUserInfo)) as RegistryUserInfo | null;
  if (known?.registry_key) return { ok: true as const, result: known };
  return yield* requestSaga(fetchUserInfoActions, undefined, registryApi.userInfo);
}

/**
 * /registry/{id}: the guest page or the couple's preview. A preview of /registry/{numeric id}
 * resolves the id to the couple's registry key through user-info (the search takes the key).
 */
export function* registryViewFlow(action: PayloadAction<RegistryViewRequest>) {
  const request = action.payload;
  let key = request.key;
  if (request.previewAsGuest && /^\d+$/.test(key)) {
    const info = yield* ownUserInfo();
    if (info.ok && info.result.registry_id === Number(key) && info.result.registry_key) key = info.result.registry_key;
  }
  const outcome = yield* requestSaga(fetchViewActions, viewSearchBody(request, key), registryApi.search);
  // A key the couple changed is no failure: the page goes to the new key (RegistryPage).
  if (!outcome.ok && outcome.error.code !== REGISTRY_MOVED_CODE) yield put(negative(REGISTRY_FETCH_FAILED_MESSAGE));
}

/**
 * 'Show more gifts': the page after the last one shown, with the same view. Nothing when every
 * page is shown, or while a new view loads (its first page replaces what is shown); a new view
 * requested meanwhile abandons the page, so neither it nor its failure reaches the guest.
 */
export function* registryMoreFlow() {
  const view = (yield select(selectRegistryView)) as ReturnType<typeof selectRegistryView>;
  if (view.status !== 'succeeded' || !view.request || !view.data || view.data.page >= view.data.page_count) return;
  const { outcome } = (yield race({
    outcome: call(fetchMore, { ...view.request, page: view.data.page + 1 }),
    replaced: take(registryViewRequested.type),
  })) as {
    outcome?: RequestOutcome<RegistrySearchResponse>;
  };
  if (outcome && !outcome.ok) yield put(negative(REGISTRY_FETCH_FAILED_MESSAGE));
}
/** The next page's request, as a saga of its own so that the race above can abandon it. */
function* fetchMore(arg: RegistrySearchRequest) {
  return yield* requestSaga(fetchMoreActions, arg, registryApi.search);
}

/** /my-registry: the couple's registry key from user-info, then every item in the couple's order. */
export function* manageFlow() {
  const info = yield* requestSaga(fetchUserInfoActions, undefined, registryApi.userInfo);
  if (!info.ok) {
    yield put(manageUnavailable(info.error));
    // Signed out is not a failed fetch: the page asks the visitor to log in.
    if (info.error.status !== 401) yield put(negative(REGISTRY_FETCH_FAILED_MESSAGE));
    return;
  }
  if (!info.result.registry_key) {
    yield put(manageUnavailable(NO_REGISTRY_ERROR));
    return;
  }
  const outcome = yield* requestSaga(
    fetchManageActions,
    { registry_key: info.result.registry_key, flattened_view: true },
    registryApi.search,
  );
  if (!outcome.ok) yield put(negative(REGISTRY_FETCH_FAILED_MESSAGE));
}

export function* publishFlow(action: PayloadAction<{ published: boolean }>) {
  const outcome = yield* requestSaga(publishActions, action.payload.published, registryApi.publish);
  // Success is told by the publish registry modal itself (with the link to share).
  if (!outcome.ok) yield put(negative(outcome.error.message));
}

export function* findCoupleFlow(action: PayloadAction<FindCoupleParams>) {
  yield* requestSaga(findCoupleActions, action.payload, registryApi.find);
}

export function* addCashFlow(action: PayloadAction<AddCashFundArg>) {
  const outcome = yield* requestSaga(addCashActions, action.payload, registryApi.addCash);
  // The form says when it worked (with a link to the registry); field errors sit by their fields.
  if (!outcome.ok) yield put(negative(outcome.error.message));
}

export function* externalProductFlow(action: PayloadAction<ExternalProductArg>) {
  const outcome = yield* requestSaga(externalProductActions, action.payload, registryApi.addExternal);
  if (!outcome.ok) yield put(negative(outcome.error.message));
}

export function* updateItemFlow(action: PayloadAction<ItemUpdateArg>) {
  const outcome = yield* requestSaga(updateItemActions, action.payload, registryApi.updateItem);
  if (!outcome.ok) yield put(negative(outcome.error.message));
}

export function* removeItemFlow(action: PayloadAction<{ id: number; title: string }>) {
  const outcome = yield* requestSaga(removeItemActions, action.payload.id, registryApi.removeItem);
  if (!outcome.ok) {
    yield put(negative(outcome.error.message));
    return;
  }
  // A group gift guests were funding: its contributors were refunded (server/API.md "Group gifts").
  const refunded = outcome.result.refunded;
  yield put(
    positive(
      refunded && refunded.count > 0
        ? `${action.payload.title} was removed from your registry. ${refunded.count === 1 ? '1 contributor was' : `${refunded.count} contributors were`} refunded ${dollars(refunded.amount_cents)}.`
        : `${action.payload.title} was removed from your registry.`,
    ),
  );
}

export function* createCollectionFlow(action: PayloadAction<{ name: string }>) {
  const outcome = yield* requestSaga(createCollectionActions, action.payload.name, registryApi.createCollection);
  yield put(outcome.ok ? positive(`Collection "${outcome.result.collection.name}" created.`) : negative(outcome.error.message));
}

export function* renameCollectionFlow(action: PayloadAction<{ id: number; name: string }>) {
  const outcome = yield* requestSaga(renameCollectionActions, action.payload, registryApi.renameCollection);
  if (!outcome.ok) yield put(negative(outcome.error.message));
}

/** Moves one collection up or down: the server takes the whole new order. */
export function* moveCollectionFlow(action: PayloadAction<{ id: number; direction: -1 | 1 }>) {
  const collections = (yield select(selectManageCollections)) as RegistryCollection[];
  const ids = collections.map((c) => c.id);
  const from = ids.indexOf(action.payload.id);
  const to = from + action.payload.direction;
  if (from < 0 || to < 0 || to >= ids.length) return;
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  const outcome = yield* requestSaga(reorderCollectionsActions, ids, registryApi.reorderCollections);
  if (!outcome.ok) yield put(negative(outcome.error.message));
}

export function* deleteCollectionFlow(action: PayloadAction<{ id: number; name: string }>) {
  const outcome = yield* requestSaga(deleteCollectionActions, action.payload.id, registryApi.deleteCollection);
  yield put(
    outcome.ok
      ? positive(`Collection "${action.payload.name}" deleted; its gifts stay on your registry.`)
      : negative(outcome.error.message),
  );
}

export function* quickAddPacksFlow() {
  yield* requestSaga(fetchPacksActions, undefined, registryApi.quickAddPacks);
}

export function* addPackFlow(action: PayloadAction<{ packId: number; collectionId?: number }>) {
  const outcome = yield* requestSaga(addPackActions, action.payload, registryApi.addQuickAddPack);
  // What was added and what was skipped (and why) is reported on the pack itself.
  if (!outcome.ok) yield put(negative(outcome.error.message));
}

export function* giftTrackerFlow(action: PayloadAction<ThankYouFilter>) {
  yield* requestSaga(fetchGiftsActions, action.payload, registryApi.giftTracker);
}

export function* thankYouFlow(action: PayloadAction<{ id: number; thankYouSent: boolean }>) {
  const outcome = yield* requestSaga(thankYouActions, action.payload, registryApi.setThankYouSent);
  if (!outcome.ok) yield put(negative(outcome.error.message));
}

export function* checklistFlow() {
  yield* requestSaga(fetchChecklistActions, undefined, registryApi.checklist);
}

/** Collection changes share one watcher (see registrySagas). */
export function* collectionChangeFlow(action: PayloadAction<unknown>) {
  if (collectionCreateRequested.match(action)) yield* createCollectionFlow(action);
  else if (collectionRenameRequested.match(action)) yield* renameCollectionFlow(action);
  else if (collectionMoveRequested.match(action)) yield* moveCollectionFlow(action);
  else if (collectionDeleteRequested.match(action)) yield* deleteCollectionFlow(action);
}

export function* registrySagas() {
  // takeLeading: a double click on 'Add to registry' (or a form's submit) must not add the gift twice.
  yield takeLeading(addToRegistryRequested.type, addToRegistryFlow);
  yield takeLeading(duplicateRaiseRequested.type, raiseItemFlow);
  yield takeLeading(addCashRequested.type, addCashFlow);
  yield takeLeading(externalProductRequested.type, externalProductFlow);
  yield takeLeading(quickAddPackRequested.type, addPackFlow);
  yield takeLeading(publishRequested.type, publishFlow);
  // takeLatest: reads and searches; only the newest filters / page / query matter.
  yield takeLatest(registryViewRequested.type, registryViewFlow);
  yield takeLatest(registryGiftRequested.type, registryGiftFlow);
  // takeLeading: one page at a time, so a double click does not skip a page (a new view abandons it).
  yield takeLeading(registryMoreRequested.type, registryMoreFlow);
  yield takeLatest(manageRequested.type, manageFlow);
  yield takeLatest(findCoupleRequested.type, findCoupleFlow);
  yield takeLatest(quickAddPacksRequested.type, quickAddPacksFlow);
  yield takeLatest(giftTrackerRequested.type, giftTrackerFlow);
  yield takeLatest(checklistRequested.type, checklistFlow);
  // takeEvery: edits to different items (or gifts) are independent requests.
  yield takeEvery(itemUpdateRequested.type, updateItemFlow);
  yield takeEvery(itemRemoveRequested.type, removeItemFlow);
  yield takeEvery(thankYouToggled.type, thankYouFlow);
  // takeLeading: collection changes one at a time, so each reorder starts from the saved order.
  yield takeLeading(
    [collectionCreateRequested.type, collectionRenameRequested.type, collectionMoveRequested.type, collectionDeleteRequested.type],
    collectionChangeFlow,
  );
}
