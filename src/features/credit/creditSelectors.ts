import type { RootState } from '../../app/rootReducer';
import { idleRequest } from '../../lib/requestCases';
import { initialCreditState, type CreditState } from './creditSlice';

/** The domain's state (its initial state until its code has loaded: lazyDomains.ts). */
const domain = (state: RootState): CreditState => state.credit ?? initialCreditState;

export const selectCreditHistory = (state: RootState) => domain(state).history;
export const selectCompletion = (state: RootState) => domain(state).completion;
const idleExchange = { ...idleRequest, creditCents: null };
export const selectGiftExchange = (giftId: number) => (state: RootState) => domain(state).exchanges[giftId] ?? idleExchange;
