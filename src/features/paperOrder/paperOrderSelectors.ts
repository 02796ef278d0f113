import type { RootState } from '../../app/rootReducer';
import { idleRequest } from '../../lib/requestCases';
import { initialPaperOrderState } from './paperOrderSlice';

const domain = (state: RootState) => state.paperOrder ?? initialPaperOrderState;

/** The last "Add to cart" of this project (idle when it was another project's). */
export const selectPaperAdd = (state: RootState, projectId: number) => {
  const add = domain(state).add;
  return add.projectId === projectId ? add : { ...idleRequest, projectId, quantity: null };
};
