import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import type { UnknownAction } from '@reduxjs/toolkit';
import { weddingSagas } from '../../src/features/wedding/weddingSagas';
import {
  acceptInvitationActions,
  fetchWeddingActions,
  initialWeddingState,
  inviteActions,
  saveSetupActions,
  saveWeddingActions,
  weddingReducer,
  type WeddingState,
} from '../../src/features/wedding/weddingSlice';
import {
  invitationAcceptRequested,
  partnerInviteRequested,
  setupStepSubmitted,
  weddingRequested,
  weddingSaveRequested,
} from '../../src/features/wedding/weddingEvents';
import { experimentConverted } from '../../src/features/experiments/experimentsSlice';
import { weddingApi } from '../../src/features/wedding/weddingApi';
import { userContextRequested, type UserState } from '../../src/features/user/userSlice';
import { GUEST_CONTEXT } from '../../src/features/user/types';
import { HttpError } from '../../src/lib/http';
import type { WeddingAnswer, WeddingFields } from '../../src/contracts/wedding';

const fields: WeddingFields = {
  owner_first_name: 'Alex',
  owner_last_name: 'Morgan',
  partner_first_name: 'Jordan',
  partner_last_name: 'Lee',
  wedding_date: '2027-06-12',
  tentative_year: null,
  tentative_month: null,
  tentative_season: null,
  time_zone: 'America/New_York',
  ceremony_venue: '',
  reception_venue: '',
  city: 'Brooklyn',
  state_province: 'NY',
  estimated_guest_count: 120,
  planning_stage: 'PLANNING_VENUE_BOOKED',
};
const answer: WeddingAnswer = {
  wedding: {
    ...fields,
    id: 1,
    slug: 'alex-and-jordan',
    couple_photo_id: null,
    planning_priorities: [],
    heard_about_us: null,
    setup_step: null,
    setup_completed_at: null,
    updated_at: '2026-11-24T10:00:00.000Z',
    is_after_wedding: false,
  },
  role: 'OWNER',
  permissions: {
    can_edit: true,
    can_invite_partner: true,
    can_revoke_invitation: true,
    can_remove_partner: true,
    can_delete_wedding: true,
  },
  members: [{ user_id: 1, role: 'OWNER', first_name: 'Alex', last_name: 'Morgan', email: 'alex@confetti.test' }],
  invitations: [],
};
/** A signed-in couple's state: the wedding is read only with a session (selectHasSession). */
const signedIn = {
  ...GUEST_CONTEXT,
  email: 'alex@confetti.test',
  is_guest: false,
  first_name: 'Alex',
  last_name: 'Morgan',
};
type Root = { wedding: WeddingState; user: UserState };
const root = (state: Root | undefined, action: UnknownAction): Root => ({
  wedding: weddingReducer(state?.wedding, action),
  user: state?.user ?? { context: signedIn, status: 'succeeded', error: null, signingOut: false },
});

describe('wedding sagas', () => {
  it('reads the wedding: started → succeeded, kept in the state', () =>
    expectSaga(weddingSagas)
      .withReducer(root)
      .provide([[matchers.call.fn(weddingApi.fetchWedding), answer]])
      .dispatch(weddingRequested())
      .put(fetchWeddingActions.started())
      .put(fetchWeddingActions.succeeded({ arg: undefined, result: answer }))
      .hasFinalState({
        user: { context: signedIn, status: 'succeeded', error: null, signingOut: false },
        wedding: { ...initialWeddingState, answer, load: { status: 'succeeded', error: null } },
      })
      .silentRun(50));

  it('asks nothing once signed out or while signing out (a focus refresh racing the sign-out)', async () => {
    for (const user of [
      { context: GUEST_CONTEXT, status: 'succeeded' as const, error: null, signingOut: false },
      { context: signedIn, status: 'succeeded' as const, error: null, signingOut: true },
    ]) {
      const result = await expectSaga(weddingSagas)
        .withReducer(root, { wedding: initialWeddingState, user })
        .provide([[matchers.call.fn(weddingApi.fetchWedding), answer]])
        .dispatch(weddingRequested())
        .not.put(fetchWeddingActions.started())
        .silentRun(50);
      expect(result.effects.call ?? []).toHaveLength(0);
    }
  });

  it('saves the form, then refreshes the user context (the nav shows the names and date)', () => {
    const saved = { ...answer, wedding: { ...answer.wedding, city: 'Queens' } };
    return expectSaga(weddingSagas)
      .withReducer(root)
      .provide([[matchers.call.fn(weddingApi.saveWedding), saved]])
      .dispatch(weddingSaveRequested({ ...fields, city: 'Queens' }))
      .put(saveWeddingActions.started({ ...fields, city: 'Queens' }))
      .put(saveWeddingActions.succeeded({ arg: { ...fields, city: 'Queens' }, result: saved }))
      .put(userContextRequested())
      .hasFinalState({
        user: { context: signedIn, status: 'succeeded', error: null, signingOut: false },
        wedding: { ...initialWeddingState, answer: saved, save: { status: 'succeeded', error: null } },
      })
      .silentRun(50);
  });

  it('a refused date keeps the field message for the form and refreshes nothing', () => {
    const error = {
      message: 'Choose a date that hasn’t passed yet.',
      status: 400,
      code: 'validation',
      fields: { wedding_date: 'Choose a date that hasn’t passed yet.' },
    };
    return expectSaga(weddingSagas)
      .withReducer(root)
      .provide([[matchers.call.fn(weddingApi.saveWedding), throwError(new HttpError(error))]])
      .dispatch(weddingSaveRequested({ ...fields, wedding_date: '2020-01-01' }))
      .put(saveWeddingActions.failed({ arg: { ...fields, wedding_date: '2020-01-01' }, error }))
      .not.put(userContextRequested())
      .hasFinalState({
        user: { context: signedIn, status: 'succeeded', error: null, signingOut: false },
        wedding: { ...initialWeddingState, save: { status: 'failed', error } },
      })
      .silentRun(50);
  });

  it('saves a guided-start step; the last one refreshes the user context and converts hdyhau-subway', () => {
    const step = { setup_step: 'priorities' as const, planning_priorities: ['REGISTRY' as const], completed: true };
    return expectSaga(weddingSagas)
      .withReducer(root)
      .provide([[matchers.call.fn(weddingApi.saveSetupStep), answer]])
      .dispatch(setupStepSubmitted(step))
      .put(saveSetupActions.started(step))
      .put(saveSetupActions.succeeded({ arg: step, result: answer }))
      .put(userContextRequested())
      .put(experimentConverted({ event: 'setup_completed' }))
      .silentRun(50);
  });

  it('invites the partner and says so', () => {
    const invited = {
      ...answer,
      invitations: [{ id: 4, email: 'jordan@example.com', created_at: '2026-11-24T10:00:00.000Z', expires_at: '2026-12-01T10:00:00.000Z' }],
    };
    return expectSaga(weddingSagas)
      .withReducer(root)
      .provide([[matchers.call.fn(weddingApi.invitePartner), invited]])
      .dispatch(partnerInviteRequested('Jordan@Example.com'))
      .put(inviteActions.succeeded({ arg: 'Jordan@Example.com', result: invited }))
      .put.like({
        action: { type: 'notices/noticeShown', payload: { kind: 'positive', message: 'Invitation sent to jordan@example.com.' } },
      })
      .hasFinalState({
        user: { context: signedIn, status: 'succeeded', error: null, signingOut: false },
        wedding: { ...initialWeddingState, answer: invited, invite: { status: 'succeeded', error: null } },
      })
      .silentRun(50);
  });

  it('accepting an invitation makes the user a partner: the user context follows', () =>
    expectSaga(weddingSagas)
      .withReducer(root)
      .provide([[matchers.call.fn(weddingApi.acceptInvitation), { ...answer, role: 'PARTNER' }]])
      .dispatch(invitationAcceptRequested('link-token-123'))
      .put(acceptInvitationActions.started('link-token-123'))
      .put(userContextRequested())
      .silentRun(50));

  it('a wrong user’s acceptance fails with the server’s message', () => {
    const error = { message: 'This invitation was sent to jordan@example.com. Log in with that email to accept it.', status: 403 };
    return expectSaga(weddingSagas)
      .withReducer(root)
      .provide([[matchers.call.fn(weddingApi.acceptInvitation), throwError(new HttpError(error))]])
      .dispatch(invitationAcceptRequested('link-token-123'))
      .put(acceptInvitationActions.failed({ arg: 'link-token-123', error }))
      .not.put(userContextRequested())
      .hasFinalState({
        user: { context: signedIn, status: 'succeeded', error: null, signingOut: false },
        wedding: { ...initialWeddingState, accept: { status: 'failed', error } },
      })
      .silentRun(50);
  });
});
