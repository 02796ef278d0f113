import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import type { UnknownAction } from '@reduxjs/toolkit';
import { supportSagas } from '../../src/features/support/supportSagas';
import { contactActions, contactSubmitted, supportReducer, type SupportState } from '../../src/features/support/supportSlice';
import { supportApi } from '../../src/features/support/supportApi';
import { privacySagas } from '../../src/features/privacy/privacySagas';
import {
  doNotSellChanged,
  fetchPrivacyActions,
  privacyPreferencesRequested,
  privacyReducer,
  savePrivacyActions,
  type PrivacyState,
} from '../../src/features/privacy/privacySlice';
import { privacyApi } from '../../src/features/privacy/privacyApi';
import { HttpError } from '../../src/lib/http';

const input = { name: 'Dana Reyes', email: 'dana@example.com', topic: 'order' as const, message: 'Where is my order?' };
const supportRoot = (state: { support: SupportState } | undefined, action: UnknownAction) => ({
  support: supportReducer(state?.support, action),
});
const privacyRoot = (state: { privacy: PrivacyState } | undefined, action: UnknownAction) => ({
  privacy: privacyReducer(state?.privacy, action),
});

describe('support sagas: the contact form', () => {
  it('sends the message: started → succeeded, the confirmation kept', () => {
    const result = { id: 3, reference: 'C-000003', message: 'Thanks, Dana Reyes. …' };
    return expectSaga(supportSagas)
      .withReducer(supportRoot)
      .provide([[matchers.call.fn(supportApi.sendContactMessage), result]])
      .dispatch(contactSubmitted(input))
      .put(contactActions.started(input))
      .put(contactActions.succeeded({ arg: input, result }))
      .hasFinalState({ support: { contact: { status: 'succeeded', result, error: null } } })
      .silentRun(50);
  });

  it('a rejected message keeps the server’s error (with its field messages) for the form', () => {
    const error = {
      message: 'Invalid email: Please enter a valid email address.',
      status: 400,
      fields: { email: 'Please enter a valid email address.' },
    };
    return expectSaga(supportSagas)
      .withReducer(supportRoot)
      .provide([[matchers.call.fn(supportApi.sendContactMessage), throwError(new HttpError(error))]])
      .dispatch(contactSubmitted(input))
      .put(contactActions.failed({ arg: input, error }))
      .hasFinalState({ support: { contact: { status: 'failed', result: null, error } } })
      .silentRun(50);
  });
});

describe('privacy sagas: Do Not Sell / Share', () => {
  it('loads the choice, then saves a change', () =>
    expectSaga(privacySagas)
      .withReducer(privacyRoot)
      .provide([
        [matchers.call.fn(privacyApi.fetchPrivacyPreferences), { do_not_sell_or_share: false, saved_to: 'account' }],
        [matchers.call.fn(privacyApi.savePrivacyPreferences), { do_not_sell_or_share: true, saved_to: 'account' }],
      ])
      .dispatch(privacyPreferencesRequested())
      .dispatch(doNotSellChanged(true))
      .put(fetchPrivacyActions.succeeded({ arg: undefined, result: { do_not_sell_or_share: false, saved_to: 'account' } }))
      .call(privacyApi.savePrivacyPreferences, true)
      .hasFinalState({
        privacy: {
          preferences: { do_not_sell_or_share: true, saved_to: 'account' },
          status: 'succeeded',
          error: null,
          save: { status: 'succeeded', error: null },
        },
      })
      .silentRun(50));

  it('a failed save keeps the saved choice and records the error', () =>
    expectSaga(privacySagas)
      .withReducer(privacyRoot, {
        privacy: {
          preferences: { do_not_sell_or_share: false, saved_to: 'browser' },
          status: 'succeeded',
          error: null,
          save: { status: 'idle', error: null },
        },
      })
      .provide([
        [matchers.call.fn(privacyApi.savePrivacyPreferences), throwError(new HttpError({ message: 'An error has occurred', status: 503 }))],
      ])
      .dispatch(doNotSellChanged(true))
      .put(savePrivacyActions.failed({ arg: true, error: { message: 'An error has occurred', status: 503 } }))
      .hasFinalState({
        privacy: {
          preferences: { do_not_sell_or_share: false, saved_to: 'browser' },
          status: 'succeeded',
          error: null,
          save: { status: 'failed', error: { message: 'An error has occurred', status: 503 } },
        },
      })
      .silentRun(50));
});
