import type { RootState } from '../../app/rootReducer';

export const selectContact = (state: RootState) => state.support.contact;
