import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { combineReducers } from '@reduxjs/toolkit';
import { HttpError } from '../../src/lib/http';
import type { EnvelopesOverview, ThankYouBody, ThankYouCreated, ThankYouNoteView, ThankYouOverview } from '../../src/contracts/paperMail';
import { paperMailApi } from '../../src/features/paperMail/paperMailApi';
import { paperMailSagas, THANK_YOU_POLL_MS } from '../../src/features/paperMail/paperMailSagas';
import {
  createThankYousActions,
  envelopesActions,
  envelopesRequested,
  markMailedActions,
  paperMailedRequested,
  paperMailReducer,
  thankYouPageOpened,
  thankYousActions,
  thankYouSendRequested,
} from '../../src/features/paperMail/paperMailSlice';

const reducer = combineReducers({ paperMail: paperMailReducer });
type State = ReturnType<typeof reducer>;
const fail = (message: string, status = 400) => throwError(new HttpError({ message, status }));

const envelopes = { households: [], missing: [], printable: 0 } as unknown as EnvelopesOverview;
const note = (state: ThankYouNoteView['state'], over: Partial<ThankYouNoteView> = {}) =>
  ({ id: 1, gift_id: 9, channel: 'DIGITAL', state, paper_project_id: null, ...over }) as ThankYouNoteView;
const overview = (notes: ThankYouNoteView[]) => ({ couple: 'A & B', gifts: [], designs: [], notes }) as ThankYouOverview;
const body = { channel: 'DIGITAL', design: 'd', colourway: 'c', cards: [{ gift_id: 9, heading: 'Thank you' }] } as ThankYouBody;
const created = { notes: [note('QUEUED')], project_ids: [] } as ThankYouCreated;

describe('paper mail sagas', () => {
  it('reads the envelopes of a choice: started, succeeded, stored', async () => {
    const { storeState } = await expectSaga(paperMailSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(paperMailApi.envelopes), envelopes]])
      .dispatch(envelopesRequested('mode=ALL&name_style=LABEL'))
      .put(envelopesActions.started('mode=ALL&name_style=LABEL'))
      .put(envelopesActions.succeeded({ arg: 'mode=ALL&name_style=LABEL', result: envelopes }))
      .silentRun(50);
    expect((storeState as State).paperMail.envelopes).toMatchObject({ status: 'succeeded', data: envelopes });
  });

  it('keeps a failed envelopes read as an ApiError', async () => {
    const { storeState } = await expectSaga(paperMailSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(paperMailApi.envelopes), fail('Choose a tag.')]])
      .dispatch(envelopesRequested('mode=TAG'))
      .put.like({ action: { type: envelopesActions.failed.type } })
      .silentRun(50);
    expect((storeState as State).paperMail.envelopes).toMatchObject({ status: 'failed', error: { message: 'Choose a tag.', status: 400 } });
  });

  it('sends thank-yous, then reads the notes until none is queued', async () => {
    let reads = 0;
    const { storeState } = await expectSaga(paperMailSagas)
      .withReducer(reducer)
      .provide({
        call(effect, next) {
          if (effect.fn === paperMailApi.createThankYous) return created;
          if (effect.fn === paperMailApi.thankYous) return overview([note((reads += 1) < 3 ? 'QUEUED' : 'SENT')]);
          // The wait between reads passes at once.
          if (effect.args.length === 1 && effect.args[0] === THANK_YOU_POLL_MS) return undefined;
          return next();
        },
      })
      .dispatch(thankYouSendRequested(body))
      .put(createThankYousActions.started(body))
      .put(createThankYousActions.succeeded({ arg: body, result: created }))
      .put(thankYousActions.succeeded({ arg: undefined, result: overview([note('SENT')]) }))
      .silentRun(50);
    expect(reads).toBe(3);
    expect((storeState as State).paperMail.thankYous.data?.notes[0]?.state).toBe('SENT');
    expect((storeState as State).paperMail.create.result).toEqual(created);
  });

  it('a refused send keeps the message and reads nothing', async () => {
    const { storeState } = await expectSaga(paperMailSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(paperMailApi.createThankYous), fail('One of those givers left no email address.')]])
      .dispatch(thankYouSendRequested(body))
      .put.like({ action: { type: createThankYousActions.failed.type } })
      .not.put.like({ action: { type: thankYousActions.started.type } })
      .silentRun(50);
    expect((storeState as State).paperMail.create.error?.message).toBe('One of those givers left no email address.');
  });

  it('loads the overview on open; a failure is kept', async () => {
    const { storeState } = await expectSaga(paperMailSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(paperMailApi.thankYous), fail('You have not set up your wedding yet.', 404)]])
      .dispatch(thankYouPageOpened())
      .put(thankYousActions.started())
      .put.like({ action: { type: thankYousActions.failed.type } })
      .silentRun(50);
    expect((storeState as State).paperMail.thankYous).toMatchObject({ status: 'failed', error: { status: 404 } });
  });

  it('marks a paper project mailed and reads the notes again; a refusal shows why', async () => {
    const paper = note('MADE', { channel: 'PAPER', paper_project_id: 5 });
    const mailed = { ...paper, state: 'MAILED' as const };
    const ok = await expectSaga(paperMailSagas)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(paperMailApi.markMailed), { notes: [mailed] }],
        [matchers.call.fn(paperMailApi.thankYous), overview([mailed])],
      ])
      .dispatch(paperMailedRequested(5))
      .put(markMailedActions.started(5))
      .put(markMailedActions.succeeded({ arg: 5, result: { notes: [mailed] } }))
      .put(thankYousActions.succeeded({ arg: undefined, result: overview([mailed]) }))
      .silentRun(50);
    expect((ok.storeState as State).paperMail.thankYous.data?.notes[0]?.state).toBe('MAILED');
    const refused = await expectSaga(paperMailSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(paperMailApi.markMailed), fail('We could not find that thank-you card project.', 404)]])
      .dispatch(paperMailedRequested(6))
      .put.like({ action: { type: markMailedActions.failed.type } })
      .silentRun(50);
    expect((refused.storeState as State).paperMail.markMailed.error?.message).toBe('We could not find that thank-you card project.');
  });
});
