import type { AddToCartArg, Cart, CartItem } from './types';

/** Spec §4: an item is out of stock when its stock status says so, whatever the case. */
export const isOutOfStock = (item: Pick<CartItem, 'availability'>) => item.availability.stockStatus.toUpperCase() === 'OUT_OF_STOCK';

/** The cart's out-of-stock items (spec §4 cart load). */
export const outOfStockItems = (cart: Pick<Cart, 'items'>): CartItem[] => cart.items.filter(isOutOfStock);

/** 'X is out of stock and was removed from your cart' (one or several names). */
export function unavailableMessage(names: string[]): string {
  if (names.length === 0) return '';
  const list = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]!}`;
  return `${list} ${names.length === 1 ? 'is' : 'are'} out of stock and ${names.length === 1 ? 'was' : 'were'} removed from your cart`;
}

/** The largest quantity a line can be set to: its stock (capped by what the couple needs), at most 99. */
export function maxLineQuantity(item: Pick<CartItem, 'availability' | 'remainingQuantity' | 'quantity'>): number {
  const limits = [99, Math.max(item.quantity, item.availability.availableQuantity)];
  if (item.remainingQuantity !== null) limits.push(Math.max(item.quantity, item.remainingQuantity));
  return Math.min(...limits);
}

/** Whether an add request is for this SKU (the product page's own 'Adding to your cart…'). */
export const isAddOf = (arg: AddToCartArg | null, skuId: number) => arg !== null && 'skuId' in arg && arg.skuId === skuId;
