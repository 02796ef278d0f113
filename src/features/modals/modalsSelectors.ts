import type { RootState } from '../../app/rootReducer';

export const selectOpenModal = (state: RootState) => state.modals.open;
