import { api } from '../../lib/http';
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
  RegistryItem,
  RegistrySearchRequest,
  RegistrySearchResponse,
  RegistrySummary,
  RegistryUserInfo,
  ThankYouFilter,
} from './types';

const BASE = '/web-registry-api/v1';

/** The registry endpoints of server/API.md ("Registry"); nothing else in the domain talks HTTP. */
export const registryApi = {
  userInfo: (): Promise<RegistryUserInfo> => api.get<RegistryUserInfo>(`${BASE}/registry/user-info`),
  add: (arg: AddToRegistryArg): Promise<AddedRegistryItem> =>
    api.post<AddedRegistryItem>(`${BASE}/registryCollection/add`, {
      product_id: arg.productId,
      sku_id: arg.skuId,
      quantity: arg.quantity,
    }),

  search: (body: RegistrySearchRequest): Promise<RegistrySearchResponse> => api.post<RegistrySearchResponse>(`${BASE}/registryCollection/search`, body),
  summary: (): Promise<RegistrySummary> => api.get<RegistrySummary>(`${BASE}/registry/summary`),
  publish: (published: boolean): Promise<{ registry_key: string; is_published: boolean }> => api.post(`${BASE}/registry/publish`, { published }),
  find: (params: FindCoupleParams): Promise<FindCoupleResult> => api.get<FindCoupleResult>(`${BASE}/registry/find`, { ...params }),

  addCash: (arg: AddCashFundArg): Promise<{ item: RegistryItem }> => api.post(`${BASE}/registryCollection/add-cash`, arg),
  addExternal: (arg: ExternalProductArg): Promise<{ item: RegistryItem }> => api.post(`${BASE}/registryCollection/external-product`, arg),

  updateItem: ({ id, changes }: ItemUpdateArg): Promise<{ item: RegistryItem }> => api.put(`${BASE}/registry/items/${id}`, changes),
  removeItem: (id: number): Promise<{ id: number; deleted: true }> => api.delete(`${BASE}/registry/items/${id}`),

  createCollection: (name: string): Promise<{ collection: RegistryCollection }> => api.post(`${BASE}/registry/collections`, { name }),
  renameCollection: ({ id, name }: { id: number; name: string }): Promise<{ collection: RegistryCollection }> => api.put(`${BASE}/registry/collections/${id}`, { name }),
  reorderCollections: (collectionIds: number[]): Promise<{ collections: RegistryCollection[] }> => api.put(`${BASE}/registry/collections/order`, { collection_ids: collectionIds }),
  deleteCollection: (id: number): Promise<{ id: number; deleted: true; uncollected_item_count: number }> => api.delete(`${BASE}/registry/collections/${id}`),

  quickAddPacks: (): Promise<{ packs: QuickAddPack[] }> => api.get(`${BASE}/registry/quick-add-packs`),
  addQuickAddPack: ({ packId, collectionId }: { packId: number; collectionId?: number }): Promise<QuickAddResult> =>
    api.post(`${BASE}/registry/quick-add-packs/${packId}/add`, collectionId === undefined ? {} : { collection_id: collectionId }),

  giftTracker: (thankYou: ThankYouFilter): Promise<GiftTracker> => api.get(`${BASE}/registry/gift-tracker`, { thank_you: thankYou }),
  setThankYouSent: ({ id, thankYouSent }: { id: number; thankYouSent: boolean }): Promise<{ gift: Gift }> =>
    api.put(`${BASE}/registry/gift-tracker/${id}`, { thank_you_sent: thankYouSent }),

  checklist: (): Promise<Checklist> => api.get(`${BASE}/registry/checklist`),
};
