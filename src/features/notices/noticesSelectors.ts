import type { RootState } from '../../app/rootReducer';
import { noticesAdapter } from './noticesSlice';

export const { selectAll: selectNotices } = noticesAdapter.getSelectors((state: RootState) => state.notices);
