import type { RootState } from '../../app/rootReducer';

export const selectNewArrivals = (state: RootState) => state.marketing.newArrivals;
export const selectNewArrivalsStatus = (state: RootState) => state.marketing.newArrivalsLoad.status;
