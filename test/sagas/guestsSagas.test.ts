import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { combineReducers } from '@reduxjs/toolkit';
import { HttpError, type ApiError } from '../../src/lib/http';
import type { BulkAnswer, GuestCounts, GuestListAnswer, HouseholdView, RsvpAnswer } from '../../src/contracts/guests';
import { guestsApi } from '../../src/features/guests/guestsApi';
import { guestsSagas } from '../../src/features/guests/guestsSagas';
import {
  bulkActions,
  bulkRequested,
  createTagActions,
  eventSaveRequested,
  guestsReducer,
  householdLinkActions,
  householdLinkRequested,
  householdSaveRequested,
  listRequested,
  loadListActions,
  restoreActions,
  rsvpActions,
  rsvpSaveRequested,
  saveEventActions,
  saveHouseholdActions,
  tagCreateRequested,
  undoRequested,
} from '../../src/features/guests/guestsSlice';

const reducer = combineReducers({ guests: guestsReducer });
type State = ReturnType<typeof reducer>;
const fail = (message: string, status = 400, extra: Partial<ApiError> = {}) => throwError(new HttpError({ message, status, ...extra }));

const counts: GuestCounts = {
  households: 1,
  guests: 2,
  adults: 2,
  children: 0,
  invited: 2,
  attending: 0,
  declined: 0,
  waiting: 2,
  missing_address: 0,
  events: [],
};
const household: HouseholdView = {
  id: 7,
  display_name: 'The Garcia family',
  address1: '12 Maple Ave',
  address2: '',
  city: 'Austin',
  state_province: 'TX',
  postal_code: '78701',
  country_code: 'US',
  email: '',
  phone: '',
  side: 'BOTH',
  list: 'A',
  notes: '',
  version: 1,
  has_address: true,
  tag_ids: [],
  event_ids: [3],
  guests: [
    {
      id: 11,
      household_id: 7,
      first_name: 'Maria',
      last_name: 'Garcia',
      email: '',
      phone: '',
      is_child: false,
      plus_one_allowed: false,
      plus_one_of: null,
      sort_order: 0,
      rsvps: [],
    },
  ],
  created_at: '2026-11-26T00:00:00.000Z',
  updated_at: '2026-11-26T00:00:00.000Z',
  updated_by: 'Alex',
};
const list: GuestListAnswer = {
  households: [household],
  total: 1,
  total_guests: 2,
  page: 1,
  page_size: 50,
  counts,
  tags: [],
  events: [],
  partner1_first_name: 'Alex',
  partner2_first_name: 'Jordan',
};
const initial = reducer(undefined, { type: 'init' });
const loaded = (): State =>
  reducer(reducer(initial, loadListActions.started('tag=1')), loadListActions.succeeded({ arg: 'tag=1', result: list }));
const withSearch = loaded;

describe('guest list sagas', () => {
  it('loads the list as the URL asks: started, succeeded, stored', async () => {
    const { storeState } = await expectSaga(guestsSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(guestsApi.list), list]])
      .dispatch(listRequested('tag=1'))
      .put(loadListActions.started('tag=1'))
      .put(loadListActions.succeeded({ arg: 'tag=1', result: list }))
      .silentRun(50);
    const state = (storeState as State).guests;
    expect(state.households.ids).toEqual([7]);
    expect(state).toMatchObject({ search: 'tag=1', counts, page: { total: 1 }, partners: { partner1: 'Alex', partner2: 'Jordan' } });
  });

  it('a failed load keeps the error to show', async () => {
    const { storeState } = await expectSaga(guestsSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(guestsApi.list), fail('An error has occurred', 500)]])
      .dispatch(listRequested(''))
      .put(loadListActions.failed({ arg: '', error: { message: 'An error has occurred', status: 500 } }))
      .silentRun(50);
    expect((storeState as State).guests.list).toMatchObject({ status: 'failed', error: { message: 'An error has occurred' } });
  });

  it('saves a household and, when new, reloads the page it belongs to', async () => {
    const body = { display_name: 'Ana Silva', guests: [{ first_name: 'Ana', last_name: 'Silva' }] };
    const saved = { household: { ...household, id: 8, display_name: 'Ana Silva' }, counts };
    const { storeState } = await expectSaga(guestsSagas)
      .withReducer(reducer, withSearch())
      .provide([
        [matchers.call.fn(guestsApi.saveHousehold), saved],
        [matchers.call.fn(guestsApi.list), list],
      ])
      .dispatch(householdSaveRequested({ id: null, body }))
      .put(saveHouseholdActions.started({ id: null, body }))
      .put(saveHouseholdActions.succeeded({ arg: { id: null, body }, result: saved }))
      .put(listRequested('tag=1'))
      .silentRun(50);
    expect((storeState as State).guests).toMatchObject({ savedCount: 1, notice: 'Saved Ana Silva.' });
  });

  it('a stale save keeps the partner’s household to review', async () => {
    const theirs = { ...household, version: 2, phone: '+1 512 555 0100', updated_by: 'Jordan' };
    const arg = { id: 7, body: { version: 1, notes: 'mine' } };
    const error = {
      message: 'Your partner changed this household. Review their change and save again.',
      status: 409,
      code: 'stale_household',
      data: { household: theirs },
    };
    const { storeState } = await expectSaga(guestsSagas)
      .withReducer(reducer, loaded())
      .provide([[matchers.call.fn(guestsApi.saveHousehold), fail(error.message, 409, { code: error.code, data: error.data })]])
      .dispatch(householdSaveRequested(arg))
      .put(saveHouseholdActions.failed({ arg, error }))
      .silentRun(50);
    const state = (storeState as State).guests;
    expect(state.conflict).toEqual(theirs);
    expect(state.households.entities[7]).toMatchObject({ version: 2, phone: '+1 512 555 0100' });
    expect(state.save.status).toBe('failed');
  });

  it('a removal of someone who answered waits for the couple to confirm', async () => {
    const impacts = [
      {
        guest_id: 11,
        name: 'Maria Garcia',
        needs_confirmation: true,
        rsvps: [],
        plus_one: null,
        message: 'Maria Garcia’s RSVP will be deleted.',
      },
    ];
    const arg = { id: 7, body: { version: 1, guests: [{ first_name: 'Tom' }] } };
    const { storeState } = await expectSaga(guestsSagas)
      .withReducer(reducer, loaded())
      .provide([
        [
          matchers.call.fn(guestsApi.saveHousehold),
          fail('This guest has answered an RSVP.', 409, { code: 'confirm_needed', data: { impacts } }),
        ],
      ])
      .dispatch(householdSaveRequested(arg))
      .silentRun(50);
    expect((storeState as State).guests.confirm).toEqual(impacts);
  });

  it('bulk delete offers an undo, and the undo brings them back', async () => {
    const body = { household_ids: [7], action: 'DELETE' as const };
    const answer: BulkAnswer = {
      action: 'DELETE',
      affected: 1,
      undo_token: '8f5e0d7a-1111-4222-8333-444455556666',
      undo_until: '2026-11-26T01:00:00.000Z',
      counts,
    };
    const afterDelete = await expectSaga(guestsSagas)
      .withReducer(reducer, withSearch())
      .provide([
        [matchers.call.fn(guestsApi.bulk), answer],
        [matchers.call.fn(guestsApi.list), list],
      ])
      .dispatch(bulkRequested(body))
      .put(bulkActions.started(body))
      .put(bulkActions.succeeded({ arg: body, result: answer }))
      .put(listRequested('tag=1'))
      .silentRun(50);
    const deleted = afterDelete.storeState as State;
    expect(deleted.guests).toMatchObject({ notice: 'Deleted 1 household.', undo: { token: answer.undo_token, count: 1 } });
    const afterUndo = await expectSaga(guestsSagas)
      .withReducer(reducer, deleted)
      .provide([
        [matchers.call.fn(guestsApi.restore), { restored: 1, counts }],
        [matchers.call.fn(guestsApi.list), list],
      ])
      .dispatch(undoRequested())
      .put(restoreActions.started(answer.undo_token!))
      .put(restoreActions.succeeded({ arg: answer.undo_token!, result: { restored: 1, counts } }))
      .silentRun(50);
    expect((afterUndo.storeState as State).guests).toMatchObject({ undo: null, notice: 'Restored 1 household.' });
  });

  it('a failed bulk action says why and changes nothing', async () => {
    const body = { household_ids: [7], action: 'TAG' as const, tag_id: 99 };
    const { storeState } = await expectSaga(guestsSagas)
      .withReducer(reducer, loaded())
      .provide([[matchers.call.fn(guestsApi.bulk), fail('We could not find that tag.', 404)]])
      .dispatch(bulkRequested(body))
      .put(bulkActions.failed({ arg: body, error: { message: 'We could not find that tag.', status: 404 } }))
      .silentRun(50);
    expect((storeState as State).guests).toMatchObject({ bulk: { status: 'failed' }, undo: null });
  });

  it('records an RSVP into the person’s answers and the counts; a failure stays on its cell', async () => {
    const body = { guest_id: 11, event_id: 3, status: 'ATTENDING' as const };
    const answer: RsvpAnswer = {
      rsvp: {
        guest_id: 11,
        event_id: 3,
        status: 'ATTENDING',
        meal_option_id: null,
        dietary_notes: '',
        song_request: '',
        answered_by: 'COUPLE',
        answered_at: '2026-11-26T00:00:00.000Z',
      },
      counts: { ...counts, attending: 1, waiting: 1 },
    };
    const { storeState } = await expectSaga(guestsSagas)
      .withReducer(reducer, loaded())
      .provide([[matchers.call.fn(guestsApi.recordRsvp), answer]])
      .dispatch(rsvpSaveRequested(body))
      .put(rsvpActions.started(body))
      .put(rsvpActions.succeeded({ arg: body, result: answer }))
      .silentRun(50);
    const state = (storeState as State).guests;
    expect(state.households.entities[7]!.guests[0]!.rsvps).toEqual([answer.rsvp]);
    expect(state.counts?.attending).toBe(1);
    expect(state.rsvp['11:3']).toEqual({ status: 'succeeded', error: null });

    const failed = await expectSaga(guestsSagas)
      .withReducer(reducer, loaded())
      .provide([[matchers.call.fn(guestsApi.recordRsvp), fail('This household is not invited to that event. Invite them first.')]])
      .dispatch(rsvpSaveRequested(body))
      .silentRun(50);
    expect((failed.storeState as State).guests.rsvp['11:3']).toMatchObject({
      status: 'failed',
      error: { message: 'This household is not invited to that event. Invite them first.' },
    });
  });

  it('saves an event and creates a tag; failures keep their message', async () => {
    const event = { id: null, body: { name: 'Brunch' } };
    const events = {
      events: [{ id: 3, name: 'Brunch', event_date: null, start_time: null, place: '', address: '', sort_order: 0, meal_options: [] }],
      counts,
    };
    const saved = await expectSaga(guestsSagas)
      .withReducer(reducer, loaded())
      .provide([[matchers.call.fn(guestsApi.saveEvent), events]])
      .dispatch(eventSaveRequested(event))
      .put(saveEventActions.succeeded({ arg: event, result: events }))
      .silentRun(50);
    expect((saved.storeState as State).guests.events).toEqual(events.events);
    const tag = await expectSaga(guestsSagas)
      .withReducer(reducer, loaded())
      .provide([[matchers.call.fn(guestsApi.createTag), fail('You already have a tag with that name.', 409)]])
      .dispatch(tagCreateRequested('Family'))
      .put(createTagActions.failed({ arg: 'Family', error: { message: 'You already have a tag with that name.', status: 409 } }))
      .silentRun(50);
    expect((tag.storeState as State).guests.tagsRequest.status).toBe('failed');
  });

  it('fetches an opened household’s own address link: started, succeeded, kept for that household', async () => {
    const path = `/wedding-planning/guests/collect/${'t'.repeat(32)}?household=${'k'.repeat(32)}`;
    const { storeState } = await expectSaga(guestsSagas)
      .withReducer(reducer, loaded())
      .provide([[matchers.call.fn(guestsApi.householdLink), { path, message: null }]])
      .dispatch(householdLinkRequested(7))
      .put(householdLinkActions.started(7))
      .call(guestsApi.householdLink, 7)
      .put(householdLinkActions.succeeded({ arg: 7, result: { path, message: null } }))
      .silentRun(50);
    expect((storeState as State).guests.householdLink).toEqual({ status: 'succeeded', error: null, householdId: 7, path, message: null });
  });

  it('a household link while the wedding’s link is off keeps the reason to show; a failed request keeps its error', async () => {
    const message =
      'Your address link is turned off, so a household’s link would not work. Turn it on under Import, export & addresses first.';
    const off = await expectSaga(guestsSagas)
      .withReducer(reducer, loaded())
      .provide([[matchers.call.fn(guestsApi.householdLink), { path: null, message }]])
      .dispatch(householdLinkRequested(7))
      .put(householdLinkActions.succeeded({ arg: 7, result: { path: null, message } }))
      .silentRun(50);
    expect((off.storeState as State).guests.householdLink).toMatchObject({ status: 'succeeded', householdId: 7, path: null, message });
    const gone = 'We could not find that household on your guest list.';
    const failed = await expectSaga(guestsSagas)
      .withReducer(reducer, loaded())
      .provide([[matchers.call.fn(guestsApi.householdLink), fail(gone, 404)]])
      .dispatch(householdLinkRequested(7))
      .put(householdLinkActions.failed({ arg: 7, error: { message: gone, status: 404 } }))
      .silentRun(50);
    expect((failed.storeState as State).guests.householdLink).toMatchObject({ status: 'failed', path: null, error: { message: gone } });
  });

  it('a household opened after another: the earlier one’s late answer is not shown for it', () => {
    const path = (key: string) => ({ path: `/wedding-planning/guests/collect/${'t'.repeat(32)}?household=${key}`, message: null });
    let state = reducer(loaded(), householdLinkActions.started(7));
    state = reducer(state, householdLinkActions.started(8));
    state = reducer(state, householdLinkActions.succeeded({ arg: 7, result: path('a'.repeat(32)) }));
    expect(state.guests.householdLink).toMatchObject({ householdId: 8, path: null });
    state = reducer(state, householdLinkActions.succeeded({ arg: 8, result: path('b'.repeat(32)) }));
    expect(state.guests.householdLink).toMatchObject({ householdId: 8, path: path('b'.repeat(32)).path });
  });
});
