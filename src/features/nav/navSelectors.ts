import type { RootState } from '../../app/rootReducer';
import { createSelector } from '@reduxjs/toolkit';
import { selectIsGuest, selectPrimaryWedding } from '../user/userSelectors';
import { navHeight, type Announcement } from './navHeights';

export const selectCategories = (state: RootState) => state.nav.categories;
export const selectCategoriesStatus = (state: RootState) => state.nav.categoriesStatus;
export const selectMenu = (state: RootState) => state.nav.menu;
export const selectMenuStatus = (state: RootState) => state.nav.menuStatus;


/**
 * Spec §2 navigation height for the current user: signed-in couples with a wedding get the
 * registry secondary row; guests get the guest heights (secondary row unless disabled).
 */
export const selectNavHeight = (view: { isMobile: boolean; compact?: boolean; announcement?: Announcement; secondaryDisabled?: boolean; hasTertiary?: boolean }) =>
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
