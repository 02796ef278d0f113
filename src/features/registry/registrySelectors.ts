import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import { selectPrimaryWedding } from '../user/userSelectors';
import { isAfterWedding } from '../../contracts/weddingDay';
import { collectionsAdapter, giftsAdapter, initialRegistryState, itemsAdapter } from './registrySlice';
import type { RegistryCollection, RegistryItem } from './types';

/** The registry's state; its initial state until the domain has loaded (src/app/lazyDomain.ts). */
const selectRegistry = (state: RootState) => state.registry ?? initialRegistryState;

export const selectRegistryUserInfo = (state: RootState) => selectRegistry(state).userInfo;
export const selectAddToRegistry = createSelector(selectRegistry, (r) => ({
  status: r.add.status,
  error: r.add.error?.message ?? null,
  lastAdded: r.lastAdded,
  /** The add this is about (a page compares it with the one it asked for). */
  arg: r.add.arg,
  duplicate: r.add.duplicate,
  raise: r.add.raise,
}));
/** The registry gift a product page opened from a registry shows. */
export const selectRegistryGift = (state: RootState) => selectRegistry(state).gift;

/** The guest-facing page (or the preview). */
export const selectRegistryView = (state: RootState) => selectRegistry(state).view;

// ---- manage ----
export const selectManage = (state: RootState) => selectRegistry(state).manage;
const itemSelectors = itemsAdapter.getSelectors((state: RootState) => selectRegistry(state).manage.items);
const collectionSelectors = collectionsAdapter.getSelectors((state: RootState) => selectRegistry(state).manage.collections);

/** The couple's order: position, then id (the server's FEATURED order). */
export const byPosition = (a: RegistryItem, b: RegistryItem) => a.position - b.position || a.id - b.id;
export const selectManageItems = createSelector(itemSelectors.selectAll, (items) => [...items].sort(byPosition));
export const selectManageCollections = collectionSelectors.selectAll;
export const selectBusyItems = (state: RootState) => selectRegistry(state).manage.busyItems;
export const selectCollectionsBusy = (state: RootState) => selectRegistry(state).manage.collectionsBusy;

export interface ManageGroup {
  collection: RegistryCollection | null;
  name: string;
  items: RegistryItem[];
}
/** The couple's items grouped by their collections (every collection, even empty), then the rest. */
export const selectManageGroups = createSelector(selectManageItems, selectManageCollections, (items, collections): ManageGroup[] => {
  const groups: ManageGroup[] = collections.map((collection) => ({
    collection,
    name: collection.name,
    items: items.filter((i) => i.collection_id === collection.id),
  }));
  const known = new Set(collections.map((c) => c.id));
  const rest = items.filter((i) => i.collection_id === null || !known.has(i.collection_id));
  if (rest.length > 0 || groups.length === 0)
    groups.push({ collection: null, name: collections.length > 0 ? 'Other gifts' : 'Your gifts', items: rest });
  return groups;
});

/**
 * The counts summary. Item counts are derived from the items in state (so they follow every edit
 * without a refetch); gift-tracker and date counts come from the server's summary.
 */
export const selectManageCounts = createSelector(
  selectManageItems,
  (state: RootState) => selectRegistry(state).manage.summary,
  (items, summary) => ({
    itemCount: items.length,
    requested: items.reduce((n, i) => n + (i.kind === 'CASH_FUND' ? 0 : i.requested_qty), 0),
    purchased: items.reduce((n, i) => n + (i.kind === 'CASH_FUND' ? 0 : i.purchased_qty), 0),
    fulfilled: items.filter((i) => i.kind !== 'CASH_FUND' && i.remaining === 0).length,
    mostWanted: items.filter((i) => i.most_wanted).length,
    cashFunds: items.filter((i) => i.kind === 'CASH_FUND').length,
    contributedCents: items.reduce((n, i) => n + (i.cash_fund?.contributed_cents ?? 0), 0),
    giftCount: summary?.gift_count ?? 0,
    thankYouPending: summary?.thank_you_pending_count ?? 0,
    daysUntilWedding: summary?.days_until_wedding ?? null,
  }),
);

/** Published as far as we know: the manage page's registry, else user-info. */
export const selectIsPublished = (state: RootState) =>
  selectRegistry(state).manage.registry?.is_published ?? selectRegistry(state).userInfo?.is_published ?? false;
export const selectPublish = (state: RootState) => selectRegistry(state).publish;

/**
 * Spec §2: after the wedding date the couple gets the post-wedding shop instead of 'Add gifts'.
 * The wedding's own calendar decides (contracts/wedding.ts), not the browser's; read when the
 * context changes, so a page left open over midnight keeps its menu until the next context fetch.
 */
export const selectIsAfterWedding = createSelector(selectPrimaryWedding, (wedding) =>
  wedding ? isAfterWedding(wedding.wedding_date, wedding.time_zone) : false,
);

// ---- other pages ----
export const selectFindCouple = (state: RootState) => selectRegistry(state).find;
export const selectAddCash = (state: RootState) => selectRegistry(state).addCash;
export const selectExternalProduct = (state: RootState) => selectRegistry(state).external;
export const selectQuickAddPacks = (state: RootState) => selectRegistry(state).packs;
export const selectChecklist = (state: RootState) => selectRegistry(state).checklist;

const giftSelectors = giftsAdapter.getSelectors((state: RootState) => selectRegistry(state).gifts.list);
export const selectGifts = giftSelectors.selectAll;
export const selectGiftTracker = (state: RootState) => selectRegistry(state).gifts;
