import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { combineReducers } from '@reduxjs/toolkit';
import { HttpError, type ApiError } from '../../src/lib/http';
import type { ImportPreview, ImportResult, LabelsSummary } from '../../src/contracts/guestImport';
import type { CollectionLinkView, CollectSaved } from '../../src/contracts/guestCollect';
import type { GuestListAnswer } from '../../src/contracts/guests';
import { guestIoApi } from '../../src/features/guestIo/guestIoApi';
import { guestIoSagas } from '../../src/features/guestIo/guestIoSagas';
import { guestCollectSagas } from '../../src/features/guestIo/guestCollectSagas';
import {
  activityActions,
  collectionLinkChanged,
  collectionLinkRegenerateRequested,
  guestIoPageOpened,
  guestIoReducer,
  importActions,
  importConfirmed,
  importFileChosen,
  labelsSummaryActions,
  labelsSummaryRequested,
  linkActions,
  optionsActions,
  previewActions,
  regenerateLinkActions,
  updateLinkActions,
} from '../../src/features/guestIo/guestIoSlice';
import {
  addActions,
  collectAddRequested,
  collectFindRequested,
  collectPageOpened,
  collectSaveRequested,
  findActions,
  guestCollectReducer,
  householdActions,
  linkInfoActions,
  saveActions,
} from '../../src/features/guestIo/guestCollectSlice';

const reducer = combineReducers({ guestIo: guestIoReducer, guestCollect: guestCollectReducer });
type State = ReturnType<typeof reducer>;
const fail = (message: string, status = 400, extra: Partial<ApiError> = {}) => throwError(new HttpError({ message, status, ...extra }));

const file = new File(['First name\nAna\n'], 'guests.csv', { type: 'text/csv' });
const preview: ImportPreview = {
  rows: [],
  ignored_columns: [],
  summary: { rows: 1, error_rows: 0, duplicate_rows: 0, households: 1, guests: 1 },
};
const result: ImportResult = { households_created: 1, guests_created: 1, rows_skipped: 0, tags_created: 0 };
const options = {
  tags: [{ id: 1, name: 'Family', household_count: 1 }],
  events: [],
  partner1_first_name: 'Alex',
  partner2_first_name: 'Jordan',
} as unknown as GuestListAnswer;
const link: CollectionLinkView = {
  enabled: true,
  token: 't'.repeat(32),
  path: `/wedding-planning/guests/collect/${'t'.repeat(32)}`,
  allow_new_households: false,
  updated_at: '2026-11-26T00:00:00.000Z',
};
const summary: LabelsSummary = { printable: 2, missing: [{ id: 3, display_name: 'Omar Haddad' }], collect_path: link.path };
const saved: CollectSaved = {
  household: { key: 'k'.repeat(32), display_name: 'Omar Haddad', has_address: true },
  address_lines: ['48 Harbor Road', 'Portland, ME 04101'],
  email: '',
  phone: '',
  message: 'Your address is saved. The couple will see it on their guest list.',
};
const token = 't'.repeat(32);

describe('guest list import sagas', () => {
  it('previews a chosen file: started, succeeded, stored with its name', async () => {
    const { storeState } = await expectSaga(guestIoSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(guestIoApi.preview), preview]])
      .dispatch(importFileChosen(file))
      .put(previewActions.started(file))
      .put(previewActions.succeeded({ arg: file, result: preview }))
      .silentRun(50);
    expect((storeState as State).guestIo.preview).toMatchObject({ status: 'succeeded', fileName: 'guests.csv', result: preview });
  });

  it('a file the server cannot read fails with its message', async () => {
    const { storeState } = await expectSaga(guestIoSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(guestIoApi.preview), fail('This file has 10,000 guests; one import takes at most 2,000.')]])
      .dispatch(importFileChosen(file))
      .put.like({ action: { type: previewActions.failed.type } })
      .silentRun(50);
    expect((storeState as State).guestIo.preview).toMatchObject({
      status: 'failed',
      error: { message: 'This file has 10,000 guests; one import takes at most 2,000.' },
    });
  });

  it('imports, clears the preview and reloads the filters’ tags', async () => {
    const arg = { file, skip: '3,5' };
    const { storeState } = await expectSaga(guestIoSagas)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(guestIoApi.importFile), result],
        [matchers.call.fn(guestIoApi.listOptions), options],
      ])
      .dispatch(importConfirmed(arg))
      .put(importActions.started(arg))
      .put(importActions.succeeded({ arg, result }))
      .put(optionsActions.succeeded({ arg: undefined, result: options }))
      .silentRun(50);
    expect((storeState as State).guestIo.import).toMatchObject({ status: 'succeeded', result });
    expect((storeState as State).guestIo.options.tags).toEqual(options.tags);
  });

  it('an import refused for a row with errors fails with the server’s words', async () => {
    const arg = { file, skip: '' };
    const message = 'Row 5 still has a problem. Fix it in the file or skip the row, then import again. Nothing was imported.';
    const { storeState } = await expectSaga(guestIoSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(guestIoApi.importFile), fail(message, 400, { code: 'import_has_errors' })]])
      .dispatch(importConfirmed(arg))
      .put(importActions.started(arg))
      .put.like({ action: { type: importActions.failed.type } })
      .silentRun(50);
    expect((storeState as State).guestIo.import).toMatchObject({ status: 'failed', error: { message } });
  });

  it('opens the page: options, link and activity side by side', async () => {
    const { storeState } = await expectSaga(guestIoSagas)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(guestIoApi.listOptions), options],
        [matchers.call.fn(guestIoApi.link), { link }],
        [matchers.call.fn(guestIoApi.activity), { changes: [] }],
      ])
      .dispatch(guestIoPageOpened())
      .put(optionsActions.started())
      .put(linkActions.started())
      .put(activityActions.started())
      .put(linkActions.succeeded({ arg: undefined, result: { link } }))
      .silentRun(50);
    expect((storeState as State).guestIo.link).toMatchObject({ link, loaded: true });
    expect((storeState as State).guestIo.options.partnerNames).toEqual(['Alex', 'Jordan']);
  });

  it('a failed link load says why', async () => {
    const { storeState } = await expectSaga(guestIoSagas)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(guestIoApi.listOptions), options],
        [matchers.call.fn(guestIoApi.link), fail('You have not told us about your wedding yet.', 404)],
        [matchers.call.fn(guestIoApi.activity), { changes: [] }],
      ])
      .dispatch(guestIoPageOpened())
      .put.like({ action: { type: linkActions.failed.type } })
      .silentRun(50);
    expect((storeState as State).guestIo.link).toMatchObject({
      status: 'failed',
      error: { message: 'You have not told us about your wedding yet.' },
    });
  });

  it('turns the link off, and regenerates it (started, succeeded, failed)', async () => {
    const off = { ...link, enabled: false };
    const renewed = { ...link, token: 'n'.repeat(32) };
    const { storeState } = await expectSaga(guestIoSagas)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(guestIoApi.updateLink), { link: off }],
        [matchers.call.fn(guestIoApi.regenerateLink), { link: renewed }],
      ])
      .dispatch(collectionLinkChanged({ enabled: false }))
      .put(updateLinkActions.succeeded({ arg: { enabled: false }, result: { link: off } }))
      .dispatch(collectionLinkRegenerateRequested())
      .put(regenerateLinkActions.succeeded({ arg: undefined, result: { link: renewed } }))
      .silentRun(50);
    expect((storeState as State).guestIo.link.link).toEqual(renewed);
    expect((storeState as State).guestIo.linkSave).toMatchObject({ status: 'succeeded', regenerated: true });

    const failed = await expectSaga(guestIoSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(guestIoApi.regenerateLink), fail('Please log in to continue.', 401)]])
      .dispatch(collectionLinkRegenerateRequested())
      .put.like({ action: { type: regenerateLinkActions.failed.type } })
      .silentRun(50);
    expect((failed.storeState as State).guestIo.linkSave).toMatchObject({ status: 'failed', regenerated: false });
  });

  it('keeps only the newest labels summary', async () => {
    const { storeState } = await expectSaga(guestIoSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(guestIoApi.labelsSummary), summary]])
      .dispatch(labelsSummaryRequested('list=B'))
      .put(labelsSummaryActions.started('list=B'))
      .put(labelsSummaryActions.succeeded({ arg: 'list=B', result: summary }))
      .silentRun(50);
    expect((storeState as State).guestIo.labels).toMatchObject({ status: 'succeeded', query: 'list=B', summary });
    const failed = await expectSaga(guestIoSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(guestIoApi.labelsSummary), fail('Invalid tag: must be a list of ids separated by commas')]])
      .dispatch(labelsSummaryRequested('tag=x'))
      .put.like({ action: { type: labelsSummaryActions.failed.type } })
      .silentRun(50);
    expect((failed.storeState as State).guestIo.labels.status).toBe('failed');
  });
});

describe('the guest’s address form sagas', () => {
  it('opens a personal link: the link’s owner and the household, side by side', async () => {
    const household = { household: saved.household };
    const { storeState } = await expectSaga(guestCollectSagas)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(guestIoApi.linkInfo), { couple_names: 'Alex & Jordan', wedding_date: null, allow_new_households: false }],
        [matchers.call.fn(guestIoApi.household), household],
      ])
      .dispatch(collectPageOpened({ token, householdKey: saved.household.key }))
      .put(linkInfoActions.started(token))
      .put(householdActions.started({ token, key: saved.household.key }))
      .silentRun(50);
    expect((storeState as State).guestCollect.household).toEqual(saved.household);
    expect((storeState as State).guestCollect.info.info?.couple_names).toBe('Alex & Jordan');
  });

  it('a link turned off fails with its message', async () => {
    const { storeState } = await expectSaga(guestCollectSagas)
      .withReducer(reducer)
      .provide([
        [
          matchers.call.fn(guestIoApi.linkInfo),
          fail('This address link is not active. Please ask the couple for their current link.', 404),
        ],
      ])
      .dispatch(collectPageOpened({ token, householdKey: null }))
      .put.like({ action: { type: linkInfoActions.failed.type } })
      .silentRun(50);
    expect((storeState as State).guestCollect.info.status).toBe('failed');
  });

  it('finds the household by name; an unknown name fails', async () => {
    const arg = { token, firstName: 'Omar', lastName: 'Haddad' };
    const { storeState } = await expectSaga(guestCollectSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(guestIoApi.find), { household: { ...saved.household, has_address: false } }]])
      .dispatch(collectFindRequested(arg))
      .put(findActions.started(arg))
      .put.like({ action: { type: findActions.succeeded.type } })
      .silentRun(50);
    expect((storeState as State).guestCollect.household?.display_name).toBe('Omar Haddad');
    const failed = await expectSaga(guestCollectSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(guestIoApi.find), fail('We could not find that name on the guest list.', 404)]])
      .dispatch(collectFindRequested(arg))
      .put.like({ action: { type: findActions.failed.type } })
      .silentRun(50);
    expect((failed.storeState as State).guestCollect).toMatchObject({ household: null, find: { status: 'failed' } });
  });

  it('saves the address; a doubtful ZIP is kept as the doubt to show', async () => {
    const body = { address1: '48 Harbor Road', city: 'Portland', state_province: 'ME', postal_code: '04101' };
    const arg = { token, key: saved.household.key, body };
    const { storeState } = await expectSaga(guestCollectSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(guestIoApi.saveAddress), saved]])
      .dispatch(collectSaveRequested(arg))
      .put(saveActions.started(arg))
      .put(saveActions.succeeded({ arg, result: saved }))
      .silentRun(50);
    expect((storeState as State).guestCollect.save).toMatchObject({ status: 'succeeded', saved, doubt: null });

    const doubt = 'ZIP code 10001 is in New York, not Maine. Please check the address, or keep it as entered.';
    const failed = await expectSaga(guestCollectSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(guestIoApi.saveAddress), fail(doubt, 422, { code: 'address_doubtful' })]])
      .dispatch(collectSaveRequested(arg))
      .put.like({ action: { type: saveActions.failed.type } })
      .silentRun(50);
    expect((failed.storeState as State).guestCollect.save).toMatchObject({ status: 'failed', doubt, saved: null });
  });

  it('adds a household when allowed; refused otherwise', async () => {
    const arg = {
      token,
      body: { first_name: 'Nora', last_name: 'Quinn', address1: '1 Main', city: 'Town', state_province: 'NY', postal_code: '10001' },
    };
    const { storeState } = await expectSaga(guestCollectSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(guestIoApi.addHousehold), saved]])
      .dispatch(collectAddRequested(arg))
      .put(addActions.started(arg))
      .put(addActions.succeeded({ arg, result: saved }))
      .silentRun(50);
    expect((storeState as State).guestCollect.save.saved).toEqual(saved);
    const failed = await expectSaga(guestCollectSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(guestIoApi.addHousehold), fail('The couple has not allowed new households on this link.', 403)]])
      .dispatch(collectAddRequested(arg))
      .put.like({ action: { type: addActions.failed.type } })
      .silentRun(50);
    expect((failed.storeState as State).guestCollect.save.status).toBe('failed');
  });
});
