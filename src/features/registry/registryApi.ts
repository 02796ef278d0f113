import type {
  AddCashInput,
  AddedRegistryItem,
  AddItemInput,
  ChecklistAnswer,
  CollectionAnswer,
  CollectionBody,
  CollectionDeletedAnswer,
  CollectionOrderAnswer,
  CollectionOrderBody,
  ExternalProductInput,
  FindCoupleAnswer,
  FindCoupleParams,
  GiftAnswer,
  GiftTrackerAnswer,
  GiftUpdateBody,
  ItemAnswer,
  ItemDeletedAnswer,
  PackAddBody,
  PublishAnswer,
  PublishBody,
  QuickAddAnswer,
  QuickAddPacksAnswer,
  RegistryGiftAnswer,
  RegistrySearchAnswer,
  RegistrySearchRequest,
  RegistrySummary,
  RegistryUserInfo,
  ThankYouFilter,
} from '../../contracts/registry';
import { api } from '../../lib/http';
import type { AddToRegistryArg, ItemUpdateArg } from './types';

const BASE = '/web-registry-api/v1';

/** The registry endpoints of server/API.md ("Registry"); nothing else in the domain talks HTTP. */
export const registryApi = {
  userInfo: (): Promise<RegistryUserInfo> => api.get<RegistryUserInfo>(`${BASE}/registry/user-info`),
  add: (arg: AddToRegistryArg): Promise<AddedRegistryItem> =>
    api.post<AddedRegistryItem>(`${BASE}/registryCollection/add`, {
      product_id: arg.productId,
      sku_id: arg.skuId,
      quantity: arg.quantity,
    } satisfies AddItemInput),

  gift: ({ key, itemId }: { key: string; itemId: number }): Promise<RegistryGiftAnswer> =>
    api.get<RegistryGiftAnswer>(`${BASE}/registry/public/${encodeURIComponent(key)}/items/${itemId}`),
  /** The duplicate question's 'raise it': PUT registry/items/{id} with the new requested quantity. */
  raise: ({ itemId, requestedQty }: { itemId: number; requestedQty: number }): Promise<ItemAnswer> =>
    api.put(`${BASE}/registry/items/${itemId}`, { requested_qty: requestedQty }),

  search: (body: RegistrySearchRequest): Promise<RegistrySearchAnswer> =>
    api.post<RegistrySearchAnswer>(`${BASE}/registryCollection/search`, body),
  summary: (): Promise<RegistrySummary> => api.get<RegistrySummary>(`${BASE}/registry/summary`),
  publish: (published: boolean): Promise<PublishAnswer> => api.post(`${BASE}/registry/publish`, { published } satisfies PublishBody),
  find: (params: FindCoupleParams): Promise<FindCoupleAnswer> => api.get<FindCoupleAnswer>(`${BASE}/registry/find`, { ...params }),

  addCash: (arg: AddCashInput): Promise<ItemAnswer> => api.post(`${BASE}/registryCollection/add-cash`, arg),
  addExternal: (arg: ExternalProductInput): Promise<ItemAnswer> => api.post(`${BASE}/registryCollection/external-product`, arg),

  updateItem: ({ id, changes }: ItemUpdateArg): Promise<ItemAnswer> => api.put(`${BASE}/registry/items/${id}`, changes),
  removeItem: (id: number): Promise<ItemDeletedAnswer> => api.delete(`${BASE}/registry/items/${id}`),

  createCollection: (name: string): Promise<CollectionAnswer> =>
    api.post(`${BASE}/registry/collections`, { name } satisfies CollectionBody),
  renameCollection: ({ id, name }: { id: number; name: string }): Promise<CollectionAnswer> =>
    api.put(`${BASE}/registry/collections/${id}`, { name } satisfies CollectionBody),
  reorderCollections: (collectionIds: number[]): Promise<CollectionOrderAnswer> =>
    api.put(`${BASE}/registry/collections/order`, { collection_ids: collectionIds } satisfies CollectionOrderBody),
  deleteCollection: (id: number): Promise<CollectionDeletedAnswer> => api.delete(`${BASE}/registry/collections/${id}`),

  quickAddPacks: (): Promise<QuickAddPacksAnswer> => api.get(`${BASE}/registry/quick-add-packs`),
  addQuickAddPack: ({ packId, collectionId }: { packId: number; collectionId?: number }): Promise<QuickAddAnswer> =>
    api.post(
      `${BASE}/registry/quick-add-packs/${packId}/add`,
      (collectionId === undefined ? {} : { collection_id: collectionId }) satisfies PackAddBody,
    ),

  giftTracker: (thankYou: ThankYouFilter): Promise<GiftTrackerAnswer> => api.get(`${BASE}/registry/gift-tracker`, { thank_you: thankYou }),
  setThankYouSent: ({ id, thankYouSent }: { id: number; thankYouSent: boolean }): Promise<GiftAnswer> =>
    api.put(`${BASE}/registry/gift-tracker/${id}`, { thank_you_sent: thankYouSent } satisfies GiftUpdateBody),

  checklist: (): Promise<ChecklistAnswer> => api.get(`${BASE}/registry/checklist`),
};
