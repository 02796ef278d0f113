import type { EntityState } from '@reduxjs/toolkit';
import type { ApiError } from '../../lib/http';
import type { RequestStatus } from '../../lib/requestSaga';
import type {
  AddedRegistryItem,
  Checklist,
  FindCoupleParams,
  FindCoupleResult,
  Gift,
  GiftTracker,
  QuickAddPack,
  QuickAddResult,
  RegistryCollection,
  RegistryHeader,
  RegistryItem,
  RegistrySearchRequest,
  RegistrySearchResponse,
  RegistrySummary,
  RegistryUserInfo,
  ThankYouFilter,
} from './types';

/** The registry state's shape and starting value (static: the root reducer holds it from the start). */
interface Request {
  status: RequestStatus;
  error: ApiError | null;
}
const idle: Request = { status: 'idle', error: null };

export interface RegistryState {
  userInfo: RegistryUserInfo | null;
  userInfoStatus: RequestStatus;
  addStatus: RequestStatus;
  /** The message the add flow shows (server message or the HI/AK block). */
  addError: string | null;
  lastAdded: AddedRegistryItem | null;
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
  packs: Request & { list: QuickAddPack[]; adding: number | null; results: Record<number, QuickAddResult>; addErrors: Record<number, ApiError> };
  gifts: Request & { filter: ThankYouFilter; list: EntityState<Gift, number>; totals: GiftTracker['totals'] | null; saving: Record<number, boolean> };
  checklist: Request & { data: Checklist | null };
}

export const initialRegistryState: RegistryState = {
  userInfo: null,
  userInfoStatus: 'idle',
  addStatus: 'idle',
  addError: null,
  lastAdded: null,
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
