import type { RootState } from '../../app/rootReducer';

export const selectCategories = (state: RootState) => state.nav.categories;
export const selectCategoriesStatus = (state: RootState) => state.nav.categoriesStatus;
export const selectMenu = (state: RootState) => state.nav.menu;
export const selectMenuStatus = (state: RootState) => state.nav.menuStatus;
