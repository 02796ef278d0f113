import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { combineReducers } from '@reduxjs/toolkit';
import { HttpError } from '../../src/lib/http';
import type { CreateSendBody, SendDetail, StdOverview } from '../../src/contracts/saveTheDate';
import { saveTheDateApi } from '../../src/features/saveTheDate/saveTheDateApi';
import { POLL_MS, saveTheDateSagas } from '../../src/features/saveTheDate/saveTheDateSagas';
import {
  cardActions,
  createSendActions,
  overviewActions,
  resendActions,
  saveTheDateReducer,
  sendActions,
  stdCardOpened,
  stdPageOpened,
  stdResendRequested,
  stdSendOpened,
  stdSendRequested,
  stdUnsubscribeRequested,
  unsubscribeActions,
} from '../../src/features/saveTheDate/saveTheDateSlice';

const reducer = combineReducers({ saveTheDate: saveTheDateReducer });
type State = ReturnType<typeof reducer>;
const fail = (message: string, status = 400) => throwError(new HttpError({ message, status }));

const overview = { households: [], sends: [], tags: [], events: [] } as unknown as StdOverview;
const counts = { total: 2, queued: 0, delivered: 2, failed: 0, skipped: 0, opened: 0, clicked: 0 };
const detail = (status: 'SENDING' | 'DONE', over: Partial<SendDetail> = {}) =>
  ({
    id: 4,
    status,
    counts: status === 'DONE' ? counts : { ...counts, queued: 2, delivered: 0 },
    recipients: [],
    ...over,
  }) as unknown as SendDetail;
const body = { card_type: 'SAVE_THE_DATE', recipients: { mode: 'ALL' } } as unknown as CreateSendBody;

describe('save-the-date sagas', () => {
  it('loads the overview: started, succeeded, stored', async () => {
    const { storeState } = await expectSaga(saveTheDateSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(saveTheDateApi.overview), overview]])
      .dispatch(stdPageOpened())
      .put(overviewActions.started())
      .put(overviewActions.succeeded({ arg: undefined, result: overview }))
      .silentRun(50);
    expect((storeState as State).saveTheDate.overview).toMatchObject({ status: 'succeeded', data: overview });
  });

  it('a failed overview is kept as an ApiError', async () => {
    const { storeState } = await expectSaga(saveTheDateSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(saveTheDateApi.overview), fail('You have not told us about your wedding yet.', 404)]])
      .dispatch(stdPageOpened())
      .put.like({ action: { type: overviewActions.failed.type } })
      .silentRun(50);
    expect((storeState as State).saveTheDate.overview).toMatchObject({ status: 'failed', error: { status: 404 } });
  });

  it('sends, then follows the send until it is done, then reads the overview again', async () => {
    let reads = 0;
    const { storeState } = await expectSaga(saveTheDateSagas)
      .withReducer(reducer)
      .provide({
        call(effect, next) {
          if (effect.fn === saveTheDateApi.create) return detail('SENDING');
          if (effect.fn === saveTheDateApi.send) return detail((reads += 1) < 3 ? 'SENDING' : 'DONE');
          if (effect.fn === saveTheDateApi.overview) return overview;
          // The poll's wait between reads (a delay of POLL_MS) passes at once.
          if (effect.args.length === 1 && effect.args[0] === POLL_MS) return undefined;
          return next();
        },
      })
      .dispatch(stdSendRequested(body))
      .put(createSendActions.started(body))
      .put(createSendActions.succeeded({ arg: body, result: detail('SENDING') }))
      .put(stdSendOpened(4))
      .put(sendActions.succeeded({ arg: 4, result: detail('DONE') }))
      .put(overviewActions.succeeded({ arg: undefined, result: overview }))
      .silentRun(50);
    expect(reads).toBe(3);
    expect((storeState as State).saveTheDate.send.detail).toMatchObject({ id: 4, status: 'DONE' });
  });

  it('a refused send keeps the message and follows nothing', async () => {
    const { storeState } = await expectSaga(saveTheDateSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(saveTheDateApi.create), fail('Choose at least one household with an email address.')]])
      .dispatch(stdSendRequested(body))
      .put.like({ action: { type: createSendActions.failed.type } })
      .not.put.like({ action: { type: stdSendOpened.type } })
      .silentRun(50);
    expect((storeState as State).saveTheDate.create.error?.message).toBe('Choose at least one household with an email address.');
    expect((storeState as State).saveTheDate.send.detail).toBeNull();
  });

  it('a resend follows the new send; a refused one shows why', async () => {
    await expectSaga(saveTheDateSagas)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(saveTheDateApi.resend), detail('DONE', { id: 5, resend_of: 4 })],
        [matchers.call.fn(saveTheDateApi.send), detail('DONE', { id: 5 })],
        [matchers.call.fn(saveTheDateApi.overview), overview],
      ])
      .dispatch(stdResendRequested(4))
      .put(resendActions.started(4))
      .put(stdSendOpened(5))
      .silentRun(50);
    const { storeState } = await expectSaga(saveTheDateSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(saveTheDateApi.resend), fail('Everyone has opened their card.', 409)]])
      .dispatch(stdResendRequested(4))
      .put.like({ action: { type: resendActions.failed.type } })
      .silentRun(50);
    expect((storeState as State).saveTheDate.resend).toMatchObject({ status: 'failed', error: { status: 409 } });
  });

  it('opens a recipient’s card and unsubscribes; a bad link fails with its message', async () => {
    const card = { card: {}, unsubscribed: false } as never;
    const { storeState } = await expectSaga(saveTheDateSagas)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(saveTheDateApi.card), card],
        [matchers.call.fn(saveTheDateApi.unsubscribe), { unsubscribed: true, message: 'Done.' }],
      ])
      .dispatch(stdCardOpened('tok'))
      .dispatch(stdUnsubscribeRequested('tok'))
      .put(cardActions.succeeded({ arg: 'tok', result: card }))
      .put(unsubscribeActions.succeeded({ arg: 'tok', result: { unsubscribed: true, message: 'Done.' } }))
      .silentRun(50);
    expect((storeState as State).saveTheDate.card.card).toMatchObject({ unsubscribed: true });
    expect((storeState as State).saveTheDate.unsubscribe.message).toBe('Done.');
    const failed = await expectSaga(saveTheDateSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(saveTheDateApi.card), fail('This link doesn’t open a card.', 404)]])
      .dispatch(stdCardOpened('bad'))
      .put.like({ action: { type: cardActions.failed.type } })
      .silentRun(50);
    expect((failed.storeState as State).saveTheDate.card.error?.message).toBe('This link doesn’t open a card.');
  });
});
