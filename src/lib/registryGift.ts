/**
 * A registry gift's product page carries the registry in its URL, so the context survives a reload
 * and a shared link: /shop/product/{slug}?registry={key}&item={registry item id}. The registry page's
 * cards, the cart's lines and the product page all build and read it here.
 */
export const REGISTRY_PARAM = 'registry';
export const ITEM_PARAM = 'item';

export interface RegistryGiftContext {
  registryKey: string;
  itemId: number;
}

/** '/shop/product/{slug}' (or a product path) with the registry's context. */
export function registryGiftPath(productPath: string, context: RegistryGiftContext): string {
  const params = new URLSearchParams({ [REGISTRY_PARAM]: context.registryKey, [ITEM_PARAM]: String(context.itemId) });
  return `${productPath}?${params.toString()}`;
}

/** The registry context of a product page's URL, or null when it has none (or a malformed one). */
export function registryGiftContext(search: URLSearchParams): RegistryGiftContext | null {
  const registryKey = search.get(REGISTRY_PARAM);
  const item = search.get(ITEM_PARAM);
  if (!registryKey || !/^[a-z0-9-]{1,120}$/.test(registryKey) || !item || !/^[1-9]\d{0,9}$/.test(item)) return null;
  return { registryKey, itemId: Number(item) };
}
