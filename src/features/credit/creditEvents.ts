import { createAction } from '@reduxjs/toolkit';
import { createRequestActions } from '../../lib/requestSaga';
import type { CreditAnswer, GiftExchangeAnswer } from '../../contracts/credit';
import type { CompletionAnswer } from '../../contracts/completionDiscount';

/**
 * Store credit's events and request actions (issue 26). Only createAction calls: the gift tracker's
 * slice reads the exchange's answer from here without loading the domain (lazyDomains.ts).
 */

/** The account page shows the balance and its history. */
export const creditHistoryRequested = createAction('credit/historyRequested');
/** The couple confirmed 'Exchange for credit' on a gift in the tracker. */
export const giftExchangeRequested = createAction<{ giftId: number }>('credit/giftExchangeRequested');
/** The post-wedding shop shows the completion discount. */
export const completionRequested = createAction('credit/completionRequested');

export const historyActions = createRequestActions<void, CreditAnswer>('credit/history');
export const exchangeActions = createRequestActions<{ giftId: number }, GiftExchangeAnswer>('credit/exchange');
export const completionActions = createRequestActions<void, CompletionAnswer>('credit/completion');
