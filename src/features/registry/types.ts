/** Owner info from GET /web-registry-api/v1/registry/user-info (spec §5, §7). */
export interface RegistryUserInfo {
  registry_id: number | null;
  address_view: { state_province_region: string | null } | null;
}

export interface AddToRegistryArg {
  productId: number;
  skuId: number;
  quantity: number;
  shippingRestrictions: string[] | null;
}

export interface AddedRegistryItem {
  id: number;
  skuId: number;
  quantity: number;
}
