import { createAction, createEntityAdapter, createSlice, current, type EntityState } from '@reduxjs/toolkit';
import { addRequestCases, idleRequest, type RequestState } from '../../lib/requestCases';
import { createRequestActions, type RequestStatus } from '../../lib/requestSaga';
import type { ApiError } from '../../lib/http';
import { modalOpened } from '../modals/modalsSlice';
import { exchangeActions } from '../credit/creditEvents';
import { appendPage, isNextPage } from './registryPages';
import type {
  AddCashFundArg,
  AddedRegistryItem,
  AddToRegistryArg,
  Checklist,
  ExternalProductArg,
  FindCoupleParams,
  FindCoupleResult,
  Gift,
  GiftTracker,
  ItemUpdateArg,
  QuickAddPack,
  QuickAddResult,
  RegistryCollection,
  RegistryDuplicate,
  RegistryGiftAnswer,
  RegistryHeader,
  RegistryItem,
  RegistrySearchRequest,
  RegistrySearchResponse,
  RegistrySummary,
  RegistryUserInfo,
  ThankYouFilter,
} from './types';
import type { ItemDeletedAnswer } from '../../contracts/registry';

import { duplicateDismissed } from './registryEvents';

export * from './registryEvents';

// ---- Request progress (started / succeeded / failed for every call) ------------------------

export const fetchUserInfoActions = createRequestActions<void, RegistryUserInfo>('registry/fetchUserInfo');
export const addItemActions = createRequestActions<AddToRegistryArg, AddedRegistryItem>('registry/addItem');
/** The add stopped before the add call: the spec §5 HI/AK block, or the owner's state could not be fetched. */
export const addToRegistryBlocked = createAction<{ arg: AddToRegistryArg; message: string }>('registry/addToRegistryBlocked');
/** The add found the SKU already on the registry (409 registry.duplicate): the page asks whether to raise its quantity. */
export const addToRegistryDuplicate = createAction<{ arg: AddToRegistryArg; existing: RegistryDuplicate }>(
  'registry/addToRegistryDuplicate',
);
/** Raising a gift's requested quantity from the duplicate question. */
export const raiseItemActions = createRequestActions<{ itemId: number; requestedQty: number }, { item: RegistryItem }>(
  'registry/raiseItem',
);
/** A gift of a registry for its product page (GET registry/public/{key}/items/{id}). */
export const fetchGiftActions = createRequestActions<{ key: string; itemId: number }, RegistryGiftAnswer>('registry/fetchGift');
/** The gift's registry key was changed by the couple: the page goes to the new one. */
export const registryGiftMoved = createAction<{ key: string; itemId: number; movedTo: string }>('registry/giftMoved');
/** /my-registry cannot load: signed out, or an account without a registry (user-info said so). */
export const manageUnavailable = createAction<ApiError>('registry/manageUnavailable');
export const fetchViewActions = createRequestActions<RegistrySearchRequest, RegistrySearchResponse>('registry/fetchView');
/** The next page of the guest view ('Show more gifts'). */
export const fetchMoreActions = createRequestActions<RegistrySearchRequest, RegistrySearchResponse>('registry/fetchMore');
export const fetchManageActions = createRequestActions<RegistrySearchRequest, RegistrySearchResponse>('registry/fetchManage');
export const publishActions = createRequestActions<boolean, { registry_key: string; is_published: boolean }>('registry/publish');
export const findCoupleActions = createRequestActions<FindCoupleParams, FindCoupleResult>('registry/findCouple');
export const addCashActions = createRequestActions<AddCashFundArg, { item: RegistryItem }>('registry/addCash');
export const externalProductActions = createRequestActions<ExternalProductArg, { item: RegistryItem }>('registry/externalProduct');
export const updateItemActions = createRequestActions<ItemUpdateArg, { item: RegistryItem }>('registry/updateItem');
export const removeItemActions = createRequestActions<number, ItemDeletedAnswer>('registry/removeItem');
export const createCollectionActions = createRequestActions<string, { collection: RegistryCollection }>('registry/createCollection');
export const renameCollectionActions = createRequestActions<{ id: number; name: string }, { collection: RegistryCollection }>(
  'registry/renameCollection',
);
export const reorderCollectionsActions = createRequestActions<number[], { collections: RegistryCollection[] }>(
  'registry/reorderCollections',
);
export const deleteCollectionActions = createRequestActions<number, { id: number; deleted: true; uncollected_item_count: number }>(
  'registry/deleteCollection',
);
export const fetchPacksActions = createRequestActions<void, { packs: QuickAddPack[] }>('registry/fetchQuickAddPacks');
export const addPackActions = createRequestActions<{ packId: number; collectionId?: number }, QuickAddResult>('registry/addQuickAddPack');
export const fetchGiftsActions = createRequestActions<ThankYouFilter, GiftTracker>('registry/fetchGiftTracker');
export const thankYouActions = createRequestActions<{ id: number; thankYouSent: boolean }, { gift: Gift }>('registry/setThankYouSent');
export const fetchChecklistActions = createRequestActions<void, Checklist>('registry/fetchChecklist');

// ---- State --------------------------------------------------------------------------------

interface Request {
  status: RequestStatus;
  error: ApiError | null;
}
const idle: Request = { status: 'idle', error: null };

export interface RegistryState {
  userInfo: RegistryUserInfo | null;
  userInfoLoad: RequestState;
  /** The add flow; its error's message is what it shows (server message or the HI/AK block). */
  add: RequestState & {
    /** The add this state is about: a page matches it to the one it asked for. */
    arg: AddToRegistryArg | null;
    /** The SKU was already on the registry: the question to ask, until answered. */
    duplicate: RegistryDuplicate | null;
    /** The answer 'raise it', in flight or done. */
    raise: RequestState & { requestedQty: number | null };
  };
  lastAdded: AddedRegistryItem | null;
  /** The gift a product page opened from a registry shows (its couple, what is still needed). */
  gift: Request & { key: string | null; itemId: number | null; data: RegistryGiftAnswer | null; movedTo: string | null };
  /** The guest-facing page (or the couple's preview). */
  view: Request & {
    request: RegistrySearchRequest | null;
    /** Every page loaded so far, merged: `page` is the last one. */
    data: RegistrySearchResponse | null;
    /** The next page ('Show more gifts') in flight, or why it failed. */
    more: Request;
  };
  /** /my-registry: the couple's whole registry, normalised. */
  manage: Request & {
    registry: RegistryHeader | null;
    summary: RegistrySummary | null;
    items: EntityState<RegistryItem, number>;
    collections: EntityState<RegistryCollection, number>;
    /** Items with a save or removal in flight. */
    busyItems: Record<number, 'saving' | 'removing'>;
    collectionsBusy: boolean;
  };
  publish: Request;
  find: Request & { params: FindCoupleParams | null; result: FindCoupleResult | null };
  addCash: Request & { lastAdded: RegistryItem | null };
  external: Request & { lastAdded: RegistryItem | null };
  packs: Request & {
    list: QuickAddPack[];
    adding: number | null;
    results: Record<number, QuickAddResult>;
    addErrors: Record<number, ApiError>;
  };
  gifts: Request & {
    filter: ThankYouFilter;
    list: EntityState<Gift, number>;
    totals: GiftTracker['totals'] | null;
    saving: Record<number, boolean>;
  };
  checklist: Request & { data: Checklist | null };
}

export const initialRegistryState: RegistryState = {
  userInfo: null,
  userInfoLoad: idleRequest,
  add: { ...idleRequest, arg: null, duplicate: null, raise: { ...idleRequest, requestedQty: null } },
  lastAdded: null,
  gift: { ...idle, key: null, itemId: null, data: null, movedTo: null },
  view: { ...idle, request: null, data: null, more: idle },
  manage: {
    ...idle,
    registry: null,
    summary: null,
    items: { ids: [], entities: {} },
    collections: { ids: [], entities: {} },
    busyItems: {},
    collectionsBusy: false,
  },
  publish: idle,
  find: { ...idle, params: null, result: null },
  addCash: { ...idle, lastAdded: null },
  external: { ...idle, lastAdded: null },
  packs: { ...idle, list: [], adding: null, results: {}, addErrors: {} },
  gifts: { ...idle, filter: 'all', list: { ids: [], entities: {} }, totals: null, saving: {} },
  checklist: { ...idle, data: null },
};

export const itemsAdapter = createEntityAdapter<RegistryItem>();
export const collectionsAdapter = createEntityAdapter<RegistryCollection>({
  sortComparer: (a, b) => a.position - b.position || a.id - b.id,
});
export const giftsAdapter = createEntityAdapter<Gift>();

const registrySlice = createSlice({
  name: 'registry',
  initialState: initialRegistryState,
  reducers: {},
  extraReducers: (builder) => {
    addRequestCases(builder, fetchViewActions, (state) => state.view, {
      started: (state, action) => {
        state.view.request = action.payload;
        state.view.more = { status: 'idle', error: null };
      },
      succeeded: (state, action) => {
        state.view.data = action.payload.result;
      },
      failed: (state) => {
        state.view.data = null;
      },
    });
    addRequestCases(builder, fetchManageActions, (state) => state.manage, {
      succeeded: (state, action) => {
        const { registry, summary, items, groups, collections } = action.payload.result;
        state.manage.registry = registry;
        state.manage.summary = summary;
        itemsAdapter.setAll(state.manage.items, items ?? (groups ?? []).flatMap((g) => g.items));
        collectionsAdapter.setAll(state.manage.collections, collections);
        state.manage.busyItems = {};
      },
    });
    addRequestCases(builder, addCashActions, (state) => state.addCash, {
      succeeded: (state, action) => {
        state.addCash.lastAdded = action.payload.result.item;
        if (state.manage.status === 'succeeded') itemsAdapter.upsertOne(state.manage.items, action.payload.result.item);
      },
    });
    addRequestCases(builder, externalProductActions, (state) => state.external, {
      succeeded: (state, action) => {
        state.external.lastAdded = action.payload.result.item;
        if (state.manage.status === 'succeeded') itemsAdapter.upsertOne(state.manage.items, action.payload.result.item);
      },
    });
    addRequestCases(builder, publishActions, (state) => state.publish, {
      succeeded: (state, action) => {
        const published = action.payload.result.is_published;
        if (state.userInfo) state.userInfo.is_published = published;
        if (state.manage.registry) state.manage.registry.is_published = published;
        if (state.manage.summary) state.manage.summary.is_published = published;
        if (state.view.data) state.view.data.registry.is_published = published;
      },
    });
    addRequestCases(builder, findCoupleActions, (state) => state.find, {
      started: (state, action) => {
        state.find.params = action.payload;
      },
      succeeded: (state, action) => {
        state.find.result = action.payload.result;
      },
      failed: (state) => {
        state.find.result = null;
      },
    });
    addRequestCases(builder, fetchPacksActions, (state) => state.packs, {
      succeeded: (state, action) => {
        state.packs.list = action.payload.result.packs;
      },
    });
    addRequestCases(builder, fetchGiftsActions, (state) => state.gifts, {
      started: (state, action) => {
        state.gifts.filter = action.payload;
      },
      succeeded: (state, action) => {
        giftsAdapter.setAll(state.gifts.list, action.payload.result.gifts);
        state.gifts.totals = action.payload.result.totals;
        state.gifts.saving = {};
      },
    });
    addRequestCases(builder, fetchChecklistActions, (state) => state.checklist, {
      succeeded: (state, action) => {
        state.checklist.data = action.payload.result;
      },
    });
    // user-info and the add flow
    addRequestCases(builder, fetchUserInfoActions, (state) => state.userInfoLoad, {
      succeeded: (state, action) => {
        state.userInfo = action.payload.result;
      },
    });
    addRequestCases(builder, addItemActions, (state) => state.add, {
      started: (state, action) => {
        state.add.arg = action.payload;
        state.add.duplicate = null;
        state.add.raise = { ...idleRequest, requestedQty: null };
      },
      succeeded: (state, action) => {
        state.lastAdded = action.payload.result;
      },
    });
    addRequestCases(builder, raiseItemActions, (state) => state.add.raise, {
      started: (state, action) => {
        state.add.raise.requestedQty = action.payload.requestedQty;
      },
      succeeded: (state, action) => {
        state.add.duplicate = null;
        if (state.manage.status === 'succeeded') itemsAdapter.upsertOne(state.manage.items, action.payload.result.item);
      },
    });
    addRequestCases(builder, fetchGiftActions, (state) => state.gift, {
      started: (state, action) => {
        // Another gift's data is never shown while this one loads.
        if (state.gift.key !== action.payload.key || state.gift.itemId !== action.payload.itemId) state.gift.data = null;
        state.gift.key = action.payload.key;
        state.gift.itemId = action.payload.itemId;
        state.gift.movedTo = null;
      },
      succeeded: (state, action) => {
        state.gift.data = action.payload.result;
      },
      failed: (state) => {
        state.gift.data = null;
      },
    });
    builder
      .addCase(addToRegistryBlocked, (state, action) => {
        state.add = {
          ...state.add,
          status: 'failed',
          error: { message: action.payload.message },
          arg: action.payload.arg,
          duplicate: null,
        };
      })
      .addCase(registryGiftMoved, (state, action) => {
        if (state.gift.key === action.payload.key && state.gift.itemId === action.payload.itemId)
          state.gift.movedTo = action.payload.movedTo;
      })
      .addCase(addToRegistryDuplicate, (state, action) => {
        state.add.arg = action.payload.arg;
        state.add.duplicate = action.payload.existing;
      })
      .addCase(duplicateDismissed, (state) => {
        state.add.duplicate = null;
      })

      // the guest-facing view
      // 'Show more gifts': only an answer for the next page of the view still shown is kept.
      .addCase(fetchMoreActions.started, (state, action) => {
        if (isNextPage(state.view, action.payload)) state.view.more = { status: 'loading', error: null };
      })
      .addCase(fetchMoreActions.succeeded, (state, action) => {
        if (!isNextPage(state.view, action.payload.arg)) return;
        state.view.data = appendPage(current(state.view.data!), action.payload.result);
        state.view.more = { status: 'succeeded', error: null };
      })
      .addCase(fetchMoreActions.failed, (state, action) => {
        if (isNextPage(state.view, action.payload.arg)) state.view.more = { status: 'failed', error: action.payload.error };
      })

      // manage
      .addCase(manageUnavailable, (state, action) => {
        state.manage.status = 'failed';
        state.manage.error = action.payload;
      })
      .addCase(updateItemActions.started, (state, action) => {
        state.manage.busyItems[action.payload.id] = 'saving';
      })
      .addCase(updateItemActions.succeeded, (state, action) => {
        delete state.manage.busyItems[action.payload.arg.id];
        itemsAdapter.upsertOne(state.manage.items, action.payload.result.item);
      })
      .addCase(updateItemActions.failed, (state, action) => {
        delete state.manage.busyItems[action.payload.arg.id];
      })
      .addCase(removeItemActions.started, (state, action) => {
        state.manage.busyItems[action.payload] = 'removing';
      })
      .addCase(removeItemActions.succeeded, (state, action) => {
        delete state.manage.busyItems[action.payload.arg];
        itemsAdapter.removeOne(state.manage.items, action.payload.arg);
      })
      .addCase(removeItemActions.failed, (state, action) => {
        delete state.manage.busyItems[action.payload.arg];
      })
      .addCase(createCollectionActions.succeeded, (state, action) => {
        collectionsAdapter.addOne(state.manage.collections, action.payload.result.collection);
      })
      .addCase(renameCollectionActions.succeeded, (state, action) => {
        collectionsAdapter.upsertOne(state.manage.collections, action.payload.result.collection);
      })
      .addCase(reorderCollectionsActions.succeeded, (state, action) => {
        collectionsAdapter.setAll(state.manage.collections, action.payload.result.collections);
      })
      .addCase(deleteCollectionActions.succeeded, (state, action) => {
        const id = action.payload.arg;
        collectionsAdapter.removeOne(state.manage.collections, id);
        // Its items stay on the registry, outside any collection (API.md).
        const moved = Object.values(state.manage.items.entities).filter((item) => item.collection_id === id);
        itemsAdapter.updateMany(
          state.manage.items,
          moved.map((item) => ({ id: item.id, changes: { collection_id: null } })),
        );
      })

      // publish
      // A fresh publish dialog starts without the last attempt's outcome.
      .addCase(modalOpened, (state, action) => {
        if (action.payload.type === 'publishRegistry') state.publish = { status: 'idle', error: null };
      })

      // quick-add packs
      .addCase(addPackActions.started, (state, action) => {
        state.packs.adding = action.payload.packId;
        delete state.packs.results[action.payload.packId];
        delete state.packs.addErrors[action.payload.packId];
      })
      .addCase(addPackActions.succeeded, (state, action) => {
        const { packId } = action.payload.arg;
        const result = action.payload.result;
        state.packs.adding = null;
        state.packs.results[packId] = result;
        // One transaction: every item not skipped was added; an 'already on it' skip is on it too.
        const pack = state.packs.list.find((p) => p.id === packId);
        const skipped = new Map(result.skipped.map((s) => [s.pack_item_id, s.reason]));
        pack?.items.forEach((item) => {
          const reason = skipped.get(item.id);
          if (reason === undefined || reason === 'ALREADY_ON_REGISTRY') item.on_registry = true;
        });
      })
      .addCase(addPackActions.failed, (state, action) => {
        state.packs.adding = null;
        state.packs.addErrors[action.payload.arg.packId] = action.payload.error;
      })

      // gift tracker
      .addCase(thankYouActions.started, (state, action) => {
        state.gifts.saving[action.payload.id] = true;
      })
      .addCase(thankYouActions.succeeded, (state, action) => {
        const { gift } = action.payload.result;
        const before = state.gifts.list.entities[gift.id];
        delete state.gifts.saving[gift.id];
        // Totals ignore the filter (API.md): adjust the pending count by this one change.
        if (state.gifts.totals && before && before.thank_you_sent !== gift.thank_you_sent) {
          state.gifts.totals.thank_you_pending += gift.thank_you_sent ? -1 : 1;
        }
        giftsAdapter.upsertOne(state.gifts.list, gift);
      })
      .addCase(thankYouActions.failed, (state, action) => {
        delete state.gifts.saving[action.payload.arg.id];
      })
      // A gift exchanged for store credit (features/credit): the tracker shows it as exchanged.
      .addCase(exchangeActions.succeeded, (state, action) => {
        giftsAdapter.upsertOne(state.gifts.list, action.payload.result.gift);
      });

    // Collections busy flag: one collection change at a time keeps the list coherent.
    for (const actions of [createCollectionActions, renameCollectionActions, reorderCollectionsActions, deleteCollectionActions]) {
      builder.addMatcher(actions.started.match, (state) => {
        state.manage.collectionsBusy = true;
      });
      builder.addMatcher(
        (a) => actions.succeeded.match(a) || actions.failed.match(a),
        (state) => {
          state.manage.collectionsBusy = false;
        },
      );
    }
  },
});

export const registryReducer = registrySlice.reducer;
