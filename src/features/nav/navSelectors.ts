import type { RootState } from '../../app/rootReducer';
import { createSelector } from '@reduxjs/toolkit';
import { selectIsGuest, selectPrimaryWedding } from '../user/userSelectors';
import { navHeight, type Announcement } from './navHeights';
import type { CategoryNode } from './types';

export const selectCategories = (state: RootState) => state.nav.categories;
export const selectCategoriesStatus = (state: RootState) => state.nav.categoriesLoad.status;
export const selectMenu = (state: RootState) => state.nav.menu;
export const selectMenuStatus = (state: RootState) => state.nav.menuLoad.status;
export const selectBoutiqueMenu = (state: RootState) => state.nav.boutique;
export const selectBoutiqueStatus = (state: RootState) => state.nav.boutiqueLoad.status;
export const selectNavLoadedAt = (state: RootState) => state.nav.loadedAt;

/** The wedding boutique's category pages (and their sub-categories): the boutique section of the nav. */
export const selectBoutiquePaths = createSelector(selectBoutiqueMenu, (items): ReadonlySet<string> => {
  const paths = new Set<string>();
  const walk = (list: typeof items, inside: boolean) => {
    for (const item of list) {
      const isShop = inside || item.identifier === 'wedding-shop';
      if (isShop && item.path.startsWith('/shop/category/')) paths.add(item.path);
      walk(item.children, isShop);
    }
  };
  walk(items, false);
  return paths;
});

/**
 * Spec §2 navigation height for the current user: signed-in couples with a wedding get the
 * registry secondary row; guests get the guest heights (secondary row unless disabled).
 */
export const selectNavHeight = (view: {
  isMobile: boolean;
  compact?: boolean;
  announcement?: Announcement;
  secondaryDisabled?: boolean;
  hasTertiary?: boolean;
}) =>
  createSelector(selectIsGuest, selectPrimaryWedding, (isGuest, wedding) =>
    navHeight({
      isGuest,
      isMobile: view.isMobile,
      compact: view.compact ?? false,
      announcement: view.announcement ?? 'none',
      hasSecondary: isGuest ? !view.secondaryDisabled : !!wedding && !view.secondaryDisabled,
      hasTertiary: view.hasTertiary ?? false,
    }),
  );

/** A category of the shop's tree by its key, at any depth (null when the tree has not loaded or lacks it). */
export function findCategory(nodes: readonly CategoryNode[], key: string): CategoryNode | null {
  for (const node of nodes) {
    if (node.key === key) return node;
    const inside = findCategory(node.children, key);
    if (inside) return inside;
  }
  return null;
}
