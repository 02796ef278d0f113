import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { combineReducers } from '@reduxjs/toolkit';
import { HttpError } from '../../src/lib/http';
import type { CreditAnswer, GiftExchangeAnswer } from '../../src/contracts/credit';
import type { CompletionAnswer } from '../../src/contracts/completionDiscount';
import type { Gift } from '../../src/contracts/registry';
import { creditApi } from '../../src/features/credit/creditApi';
import { creditSagas } from '../../src/features/credit/creditSagas';
import { creditReducer } from '../../src/features/credit/creditSlice';
import {
  completionActions,
  completionRequested,
  creditHistoryRequested,
  exchangeActions,
  giftExchangeRequested,
  historyActions,
} from '../../src/features/credit/creditEvents';
import { registryReducer, fetchGiftsActions } from '../../src/features/registry/registrySlice';
import { userContextRequested } from '../../src/features/user/userSlice';

const reducer = combineReducers({ credit: creditReducer, registry: registryReducer });
type State = ReturnType<typeof reducer>;

const history: CreditAnswer = {
  balance_cents: 2500,
  entries: [
    {
      id: 1,
      amount_cents: 2500,
      balance_after_cents: 2500,
      reason: 'OPENING_BALANCE',
      description: 'Welcome credit',
      created_at: '2026-11-01T10:00:00.000Z',
      order_number: null,
    },
  ],
  has_more: false,
};
const gift = (over: Partial<Gift> = {}): Gift => ({
  id: 7,
  giver_name: 'Robin',
  giver_email: 'robin@example.com',
  received_at: '2026-11-20T10:00:00.000Z',
  description: 'Dutch oven',
  quantity: 1,
  amount_cents: 12000,
  message: null,
  thank_you_sent: false,
  order_id: 42,
  bought_elsewhere: false,
  item: null,
  fulfilment_status: 'PLACED',
  shipment: null,
  giver_address: null,
  credit_exchange: { status: 'AVAILABLE', credit_cents: 12000 },
  ...over,
});
const exchanged: GiftExchangeAnswer = {
  gift: gift({ credit_exchange: { status: 'EXCHANGED', credit_cents: 12000 } }),
  credit_cents: 12000,
  balance_cents: 14500,
};

describe('credit sagas', () => {
  it('loads the balance and history: started, succeeded, stored', async () => {
    const { storeState } = await expectSaga(creditSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(creditApi.history), history]])
      .dispatch(creditHistoryRequested())
      .put(historyActions.started())
      .put(historyActions.succeeded({ arg: undefined, result: history }))
      .silentRun(50);
    expect((storeState as State).credit.history).toMatchObject({ status: 'succeeded', answer: history });
  });

  it('a history that fails to load says why', async () => {
    const { storeState } = await expectSaga(creditSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(creditApi.history), throwError(new HttpError({ message: 'Please log in to continue.', status: 401 }))]])
      .dispatch(creditHistoryRequested())
      .put.like({ action: { type: historyActions.failed.type } })
      .silentRun(50);
    expect((storeState as State).credit.history).toMatchObject({ status: 'failed', error: { message: 'Please log in to continue.' } });
  });

  it('exchanges a gift: the tracker shows it exchanged and the user context (nav, checkout balance) is fetched again', async () => {
    const withTracker = reducer(
      undefined,
      fetchGiftsActions.succeeded({
        arg: 'all',
        result: { gifts: [gift()], totals: { gift_count: 1, amount_cents: 12000, thank_you_pending: 1 } },
      }),
    );
    const { storeState } = await expectSaga(creditSagas)
      .withReducer(reducer, withTracker)
      .provide([[matchers.call.fn(creditApi.exchange), exchanged]])
      .dispatch(giftExchangeRequested({ giftId: 7 }))
      .put(exchangeActions.started({ giftId: 7 }))
      .put(exchangeActions.succeeded({ arg: { giftId: 7 }, result: exchanged }))
      .put(userContextRequested())
      .silentRun(50);
    const state = storeState as State;
    expect(state.credit.exchanges[7]).toEqual({ status: 'succeeded', error: null, creditCents: 12000 });
    expect(state.registry.gifts.list.entities[7]!.credit_exchange).toEqual({ status: 'EXCHANGED', credit_cents: 12000 });
  });

  it('a refused exchange keeps the gift as it was and shows the server’s message', async () => {
    const message = 'This gift is already on its way, so it can no longer be exchanged for store credit.';
    const { storeState } = await expectSaga(creditSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(creditApi.exchange), throwError(new HttpError({ message, status: 409, code: 'exchange.shipped' }))]])
      .dispatch(giftExchangeRequested({ giftId: 7 }))
      .not.put(userContextRequested())
      .silentRun(50);
    expect((storeState as State).credit.exchanges[7]).toMatchObject({ status: 'failed', error: { message, code: 'exchange.shipped' } });
  });

  it('loads the completion discount, and a failure leaves the shop without it', async () => {
    const answer: CompletionAnswer = {
      status: 'OPEN',
      percent: 20,
      starts_on: '2026-09-20',
      ends_on: '2027-03-19',
      message: '20% off what is left on your registry, through March 19, 2027. Applied at checkout.',
      items: [],
    };
    const ok = await expectSaga(creditSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(creditApi.completion), answer]])
      .dispatch(completionRequested())
      .put(completionActions.succeeded({ arg: undefined, result: answer }))
      .silentRun(50);
    expect((ok.storeState as State).credit.completion.answer).toEqual(answer);
    const failed = await expectSaga(creditSagas)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(creditApi.completion), throwError(new HttpError({ message: 'You do not have a registry yet', status: 404 }))],
      ])
      .dispatch(completionRequested())
      .silentRun(50);
    expect((failed.storeState as State).credit.completion).toMatchObject({ status: 'failed', answer: null });
  });
});
