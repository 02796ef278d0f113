import { api } from '../../lib/http';
import type { AddedRegistryItem, AddToRegistryArg, RegistryUserInfo } from './types';

const BASE = '/web-registry-api/v1';

export const registryApi = {
  userInfo: (): Promise<RegistryUserInfo> => api.get<RegistryUserInfo>(`${BASE}/registry/user-info`),
  add: (arg: AddToRegistryArg): Promise<AddedRegistryItem> =>
    api.post<AddedRegistryItem>(`${BASE}/registryCollection/add`, {
      product_id: arg.productId,
      sku_id: arg.skuId,
      quantity: arg.quantity,
    }),
};
