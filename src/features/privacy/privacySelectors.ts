import type { RootState } from '../../app/rootReducer';

export const selectPrivacy = (state: RootState) => state.privacy;
