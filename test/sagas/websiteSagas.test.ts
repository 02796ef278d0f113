import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { combineReducers } from '@reduxjs/toolkit';
import { HttpError, type ApiError } from '../../src/lib/http';
import type { RsvpInvitation } from '../../src/contracts/websiteRsvp';
import { PAGE_KINDS, PASSWORD_REQUIRED_CODE, websitePageContent, type PublicSite, type WebsiteAnswer } from '../../src/contracts/website';
import { websiteApi } from '../../src/features/website/websiteApi';
import { websiteSagas } from '../../src/features/website/websiteSagas';
import {
  createActions,
  loadActions,
  pageSaveRequested,
  pagesReordered,
  publicLoadActions,
  publicSiteRequested,
  reorderActions,
  rsvpFindActions,
  rsvpFindRequested,
  rsvpSaveActions,
  rsvpSaveRequested,
  savePageActions,
  saveSettingsActions,
  settingsSaveRequested,
  slugCheckActions,
  slugTyped,
  unlockActions,
  unlockRequested,
  websiteCreateRequested,
  websiteReducer,
  websiteRequested,
} from '../../src/features/website/websiteSlice';

const reducer = combineReducers({ website: websiteReducer });
type State = ReturnType<typeof reducer>;
const fail = (message: string, status = 400, extra: Partial<ApiError> = {}) => throwError(new HttpError({ message, status, ...extra }));

const site: PublicSite = {
  slug: 'alex-and-jordan',
  theme: 'classic',
  hide_from_search: false,
  couple: { first_names: 'Alex & Jordan', owner_name: 'Alex Morgan', partner_name: 'Jordan Lee' },
  wedding_date: '2027-06-12',
  place: 'Brooklyn, NY',
  venue: 'The Boathouse',
  time_zone: 'America/New_York',
  photo: null,
  rsvp_deadline: null,
  schedule: [],
  registry_path: null,
  gallery: [],
  pages: [],
};
const answer: WebsiteAnswer = {
  website: {
    id: 1,
    slug: 'alex-and-jordan',
    path: '/wedding/alex-and-jordan',
    theme: 'classic',
    published: false,
    published_at: null,
    has_password: false,
    hide_from_search: false,
    rsvp_deadline: null,
    updated_at: '2026-11-26T06:00:00.000Z',
  },
  pages: PAGE_KINDS.map((kind, position) => ({ kind, enabled: true, position, content: websitePageContent.parse({}) })),
  photos: [],
  preview: site,
};
const loaded = (state: State): State => ({ website: { ...state.website, answer, load: { status: 'succeeded', error: null } } });
const initial = reducer(undefined, { type: 'init' });

describe('website sagas', () => {
  it('loads the couple’s site', async () => {
    const { storeState } = await expectSaga(websiteSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(websiteApi.get), answer]])
      .dispatch(websiteRequested())
      .put(loadActions.started())
      .put(loadActions.succeeded({ arg: undefined, result: answer }))
      .silentRun(50);
    expect((storeState as State).website.answer).toEqual(answer);
  });

  it('a couple with no site yet is offered to make one; making it stores the answer', async () => {
    const noSite = { message: 'You have not made your wedding website yet.', status: 404, code: 'no_website' };
    const { storeState } = await expectSaga(websiteSagas)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(websiteApi.get), fail(noSite.message, 404, { code: 'no_website' })],
        [matchers.call.fn(websiteApi.create), answer],
      ])
      .dispatch(websiteRequested())
      .put(loadActions.failed({ arg: undefined, error: noSite }))
      .dispatch(websiteCreateRequested())
      .put(createActions.started())
      .put(createActions.succeeded({ arg: undefined, result: answer }))
      .silentRun(50);
    expect((storeState as State).website).toMatchObject({ answer, load: { status: 'succeeded' }, create: { status: 'succeeded' } });
  });

  it('a failed create is kept as plain data', async () => {
    const { storeState } = await expectSaga(websiteSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(websiteApi.create), fail('Your wedding already has a website.', 409)]])
      .dispatch(websiteCreateRequested())
      .put(createActions.failed({ arg: undefined, error: { message: 'Your wedding already has a website.', status: 409 } }))
      .silentRun(50);
    expect((storeState as State).website.create.status).toBe('failed');
  });

  it('saves a settings section and says which one saved; a failure stays on its section', async () => {
    const published = { ...answer, website: { ...answer.website, published: true } };
    const body = { published: true };
    const { storeState } = await expectSaga(websiteSagas)
      .withReducer(reducer, loaded(initial))
      .provide([
        [matchers.call.like({ fn: websiteApi.saveSettings, args: [{ section: 'publish', body }] }), published],
        [
          matchers.call.like({ fn: websiteApi.saveSettings, args: [{ section: 'address', body: { slug: 'taken' } }] }),
          fail('That web address is taken. Please choose another.', 409),
        ],
      ])
      .dispatch(settingsSaveRequested({ section: 'publish', body }))
      .put(saveSettingsActions.succeeded({ arg: { section: 'publish', body }, result: published }))
      .dispatch(settingsSaveRequested({ section: 'address', body: { slug: 'taken' } }))
      .put(
        saveSettingsActions.failed({
          arg: { section: 'address', body: { slug: 'taken' } },
          error: { message: 'That web address is taken. Please choose another.', status: 409 },
        }),
      )
      .silentRun(50);
    const state = (storeState as State).website;
    expect(state.answer!.website.published).toBe(true);
    expect(state.settings.publish.status).toBe('succeeded');
    expect(state.settings.address).toEqual({
      status: 'failed',
      error: { message: 'That web address is taken. Please choose another.', status: 409 },
    });
  });

  it('saves a page; a failure is that page’s', async () => {
    const content = websitePageContent.parse({ body: 'We met on a train.' });
    const { storeState } = await expectSaga(websiteSagas)
      .withReducer(reducer, loaded(initial))
      .provide([
        [matchers.call.like({ fn: websiteApi.savePage, args: [{ kind: 'STORY', body: { content } }] }), answer],
        [
          matchers.call.like({ fn: websiteApi.savePage, args: [{ kind: 'FAQ', body: { enabled: false } }] }),
          fail('Please log in to continue.', 401),
        ],
      ])
      .dispatch(pageSaveRequested({ kind: 'STORY', body: { content } }))
      .put(savePageActions.succeeded({ arg: { kind: 'STORY', body: { content } }, result: answer }))
      .dispatch(pageSaveRequested({ kind: 'FAQ', body: { enabled: false } }))
      .put(
        savePageActions.failed({
          arg: { kind: 'FAQ', body: { enabled: false } },
          error: { message: 'Please log in to continue.', status: 401 },
        }),
      )
      .silentRun(50);
    const state = (storeState as State).website;
    expect(state.pages.STORY!.status).toBe('succeeded');
    // The FAQ save started after the story's answer: no 'saved' note is left standing for it.
    expect(state.lastSaved).toBeNull();
    expect(state.pages.FAQ).toEqual({ status: 'failed', error: { message: 'Please log in to continue.', status: 401 } });
  });

  it('shows a new order at once and saves it; a refused order is reloaded from the server', async () => {
    const order = ['HOME', ...PAGE_KINDS.slice(1).reverse()] as (typeof PAGE_KINDS)[number][];
    const { storeState } = await expectSaga(websiteSagas)
      .withReducer(reducer, loaded(initial))
      .provide([
        [matchers.call.fn(websiteApi.reorder), fail('Home is always the first page.', 400)],
        [matchers.call.fn(websiteApi.get), answer],
      ])
      .dispatch(pagesReordered(order))
      .put(reorderActions.started({ kinds: order }))
      .put(reorderActions.failed({ arg: { kinds: order }, error: { message: 'Home is always the first page.', status: 400 } }))
      .put(websiteRequested())
      .put(loadActions.succeeded({ arg: undefined, result: answer }))
      .silentRun(50);
    expect((storeState as State).website.answer!.pages.map((p) => p.kind)).toEqual([...PAGE_KINDS]);
  });

  it('saves moves one after another, in order', async () => {
    const order = ['HOME', ...PAGE_KINDS.slice(1).reverse()] as (typeof PAGE_KINDS)[number][];
    const first = ['HOME', 'FAQ', ...PAGE_KINDS.slice(1).filter((k) => k !== 'FAQ')] as typeof order;
    const calls: string[] = [];
    await expectSaga(websiteSagas)
      .withReducer(reducer, loaded(initial))
      .provide({
        call(effect, next) {
          if (effect.fn === websiteApi.reorder) {
            calls.push((effect.args[0] as { kinds: string[] }).kinds[1]!);
            return answer;
          }
          return next();
        },
      })
      .dispatch(pagesReordered(first))
      .dispatch(pagesReordered(order))
      .put(reorderActions.succeeded({ arg: { kinds: first }, result: answer }))
      .put(reorderActions.succeeded({ arg: { kinds: order }, result: answer }))
      .silentRun(50);
    expect(calls).toEqual(['FAQ', 'RSVP']);
  });

  it('checks a typed address once typing pauses, and not one that breaks the rules', async () => {
    const result = { slug: 'our-day', available: true, message: null };
    const { storeState } = await expectSaga(websiteSagas)
      .withReducer(reducer, loaded(initial))
      .provide([[matchers.call.fn(websiteApi.slugAvailable), result]])
      .dispatch(slugTyped('o'))
      .dispatch(slugTyped('Our-Day'))
      .put(slugCheckActions.started('our-day'))
      .put(slugCheckActions.succeeded({ arg: 'our-day', result }))
      .silentRun(700);
    expect((storeState as State).website.slugCheck.result).toEqual(result);
  });

  it('opens a guest’s site; a protected one asks for the password, which opens it', async () => {
    const locked = { message: 'This wedding website is password protected.', status: 401, code: PASSWORD_REQUIRED_CODE };
    const { storeState } = await expectSaga(websiteSagas)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(websiteApi.publicSite), fail(locked.message, 401, { code: PASSWORD_REQUIRED_CODE })],
        [
          matchers.call.like({ fn: websiteApi.unlock, args: [{ slug: 'alex-and-jordan', password: 'wrong' }] }),
          fail('That password is not right. Please check it and try again.', 403),
        ],
        [matchers.call.like({ fn: websiteApi.unlock, args: [{ slug: 'alex-and-jordan', password: 'june-twelve' }] }), site],
      ])
      .dispatch(publicSiteRequested('alex-and-jordan'))
      .put(publicLoadActions.failed({ arg: 'alex-and-jordan', error: locked }))
      .dispatch(unlockRequested({ slug: 'alex-and-jordan', password: 'wrong' }))
      .put(
        unlockActions.failed({
          arg: { slug: 'alex-and-jordan', password: 'wrong' },
          error: { message: 'That password is not right. Please check it and try again.', status: 403 },
        }),
      )
      .dispatch(unlockRequested({ slug: 'alex-and-jordan', password: 'june-twelve' }))
      .put(unlockActions.succeeded({ arg: { slug: 'alex-and-jordan', password: 'june-twelve' }, result: site }))
      .silentRun(50);
    expect((storeState as State).website.visit).toMatchObject({
      slug: 'alex-and-jordan',
      site,
      load: { status: 'succeeded' },
      unlock: { status: 'succeeded' },
    });
  });

  it('finds a guest’s invitation and saves their answers; a name not found is kept as plain data', async () => {
    const invitation: RsvpInvitation = {
      key: '7.abcdefghijklmnopqrstuvwxyz',
      household: 'The Garcia family',
      people: [{ id: 1, name: 'Maria Garcia' }],
      events: [{ id: 5, name: 'Ceremony', date: '2031-05-17', time: '4:00 PM', place: 'Forsyth Park', meals: [] }],
      answers: [],
      deadline: null,
      open: true,
    };
    const answered = {
      ...invitation,
      answers: [
        { guest_id: 1, event_id: 5, status: 'ATTENDING' as const, meal_option_id: null, dietary_notes: '', song_request: 'September' },
      ],
    };
    const wrong = { slug: 'alex-and-jordan', body: { first_name: 'No', last_name: 'Body' } };
    const right = { slug: 'alex-and-jordan', body: { first_name: 'Maria', last_name: 'Garcia' } };
    const save = {
      slug: 'alex-and-jordan',
      body: { key: invitation.key, answers: [{ guest_id: 1, event_id: 5, status: 'ATTENDING' as const }] },
    };
    const notFound = 'We could not find an invitation under that name. Try the name on your envelope, or ask the couple.';
    const { storeState } = await expectSaga(websiteSagas)
      .withReducer(reducer)
      .provide([
        [matchers.call.like({ fn: websiteApi.rsvpFind, args: [wrong] }), fail(notFound, 404)],
        [matchers.call.like({ fn: websiteApi.rsvpFind, args: [right] }), invitation],
        [matchers.call.fn(websiteApi.rsvpSave), answered],
      ])
      .dispatch(rsvpFindRequested(wrong))
      .put(rsvpFindActions.failed({ arg: wrong, error: { message: notFound, status: 404 } }))
      .dispatch(rsvpFindRequested(right))
      .put(rsvpFindActions.succeeded({ arg: right, result: invitation }))
      .dispatch(rsvpSaveRequested(save))
      .put(rsvpSaveActions.started(save))
      .put(rsvpSaveActions.succeeded({ arg: save, result: answered }))
      .silentRun(50);
    expect((storeState as State).website.rsvp).toMatchObject({ invitation: answered, saved: true, save: { status: 'succeeded' } });
  });

  it('a refused RSVP stays on the form with the server’s words', async () => {
    const save = {
      slug: 's',
      body: { key: '7.abcdefghijklmnopqrstuvwxyz', answers: [{ guest_id: 1, event_id: 5, status: 'DECLINED' as const }] },
    };
    const closed = 'The reply-by date has passed. Please contact the couple to change your answer.';
    const { storeState } = await expectSaga(websiteSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(websiteApi.rsvpSave), fail(closed, 409)]])
      .dispatch(rsvpSaveRequested(save))
      .put(rsvpSaveActions.failed({ arg: save, error: { message: closed, status: 409 } }))
      .silentRun(50);
    expect((storeState as State).website.rsvp).toMatchObject({ saved: false, save: { status: 'failed', error: { message: closed } } });
  });

  it('keeps a page switch and a new order on screen while answers to earlier saves arrive', () => {
    const story = { kind: 'STORY' as const, body: { content: websitePageContent.parse({ body: 'x' }) } };
    const off = { kind: 'RSVP' as const, body: { enabled: false } };
    const order = ['HOME', ...PAGE_KINDS.slice(1).reverse()] as (typeof PAGE_KINDS)[number][];
    const enabledOf = (state: State, kind: string) => state.website.answer!.pages.find((p) => p.kind === kind)!.enabled;
    let state = loaded(initial);
    state = reducer(state, savePageActions.started(story));
    state = reducer(state, savePageActions.started(off));
    state = reducer(state, pagesReordered(order));
    // The story's answer was made before the switch and the move: they stay as shown.
    state = reducer(state, savePageActions.succeeded({ arg: story, result: answer }));
    expect(enabledOf(state, 'RSVP')).toBe(false);
    expect(state.website.answer!.pages.map((p) => p.kind)).toEqual(order);
    // The switch is refused: it goes back.
    state = reducer(state, savePageActions.failed({ arg: off, error: { message: 'Please log in to continue.', status: 401 } }));
    expect(enabledOf(state, 'RSVP')).toBe(true);
    expect(state.website.pendingEnabled).toEqual({});
  });
});
