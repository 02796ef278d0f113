import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { combineReducers } from '@reduxjs/toolkit';
import { flagsReducer } from '../../src/features/flags/flagsSlice';
import { modalOpened } from '../../src/features/modals/modalsSlice';
import { userReducer } from '../../src/features/user/userSlice';
import { GUEST_CONTEXT } from '../../src/features/user/types';
import { HttpError } from '../../src/lib/http';
import type { ProjectView } from '../../src/contracts/paperProjects';
import { paperProjectsApi } from '../../src/features/paperProjects/paperProjectsApi';
import { AUTOSAVE_DELAY_MS, paperProjectsSagas } from '../../src/features/paperProjects/paperProjectsSagas';
import {
  approveActions,
  createActions,
  draftOf,
  initialPaperProjectsState,
  loadActions,
  paperProjectsReducer,
  projectCreateRequested,
  projectEdited,
  projectFlushRequested,
  projectRequested,
  proofApproveRequested,
  saveActions,
} from '../../src/features/paperProjects/paperProjectsSlice';

// The sign-up prompt reads who is asking (user) and pushSignupIntoCustomization (flags).
const reducer = combineReducers({ paperProjects: paperProjectsReducer, user: userReducer, flags: flagsReducer });
type State = ReturnType<typeof reducer>;

const project = (over: Partial<ProjectView> = {}): ProjectView => ({
  id: 5,
  name: 'Wildflower Meadow Invitation',
  card_type: 'INVITATION',
  design: 'wildflower-meadow-invitation',
  colourway: 'meadow',
  shape: 'rectangle',
  version: 1,
  approved: false,
  updated_at: '2026-11-26T10:00:00.000Z',
  preview_url: '/web-api/v2/paper/projects/5/front.svg?v=1',
  typeface: 'italic-serif',
  texts: { names: 'Alex Morgan & Jordan Lee', note: 'Dinner and dancing to follow' },
  approved_version: null,
  approved_at: null,
  detail: {} as ProjectView['detail'],
  layout: { width: 500, height: 700, lines: [] },
  ...over,
});

const opened = (p: ProjectView, over: { signedIn?: boolean; pushSignup?: boolean } = {}): State => {
  const base = reducer(undefined, { type: '@@init' });
  return {
    paperProjects: {
      ...initialPaperProjectsState,
      projects: { [p.id]: p },
      drafts: { [p.id]: draftOf(p) },
      saves: { [p.id]: { status: 'saved', message: null } },
    },
    user: over.signedIn
      ? { ...base.user, status: 'succeeded', context: { ...GUEST_CONTEXT, is_guest: false, email: 'alex@confetti.test' } }
      : base.user,
    flags: { values: { ...base.flags.values, pushSignupIntoCustomization: over.pushSignup ?? true } },
  };
};

describe('paper project sagas', () => {
  it('loads a project and makes its draft', async () => {
    const p = project();
    const { storeState } = await expectSaga(paperProjectsSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(paperProjectsApi.get), p]])
      .dispatch(projectRequested(5))
      .put(loadActions.started(5))
      .put(loadActions.succeeded({ arg: 5, result: p }))
      .silentRun(50);
    expect((storeState as State).paperProjects.drafts[5]).toEqual(draftOf(p));
  });

  it('creates a project from a design and remembers its id for the page to open', async () => {
    const p = project();
    const { storeState } = await expectSaga(paperProjectsSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(paperProjectsApi.create), p]])
      .dispatch(projectCreateRequested({ design: p.design }))
      .put(createActions.started({ design: p.design }))
      .silentRun(50);
    expect((storeState as State).paperProjects.create).toMatchObject({ status: 'succeeded', createdId: 5 });
  });

  it('autosaves once after a pause, with every edit made before it: started, then succeeded → Saved', async () => {
    const p = project();
    const saved = project({ version: 2, texts: { ...p.texts, note: 'Dancing until midnight' } });
    const body = { ...draftOf(p), texts: { ...p.texts, note: 'Dancing until midnight' } };
    const { storeState } = await expectSaga(paperProjectsSagas)
      .withReducer(reducer, opened(p))
      .provide([[matchers.call.fn(paperProjectsApi.save), saved]])
      .dispatch(projectEdited({ id: 5, change: { kind: 'text', slot: 'note', text: 'Dancing' } }))
      .dispatch(projectEdited({ id: 5, change: { kind: 'text', slot: 'note', text: 'Dancing until midnight' } }))
      .put(saveActions.started({ id: 5, body }))
      .put(saveActions.succeeded({ arg: { id: 5, body }, result: saved }))
      .not.put(saveActions.started({ id: 5, body: { ...body, texts: { ...p.texts, note: 'Dancing' } } }))
      .silentRun(AUTOSAVE_DELAY_MS + 100);
    const state = (storeState as State).paperProjects;
    expect(state.saves[5]).toEqual({ status: 'saved', message: null });
    expect(state.projects[5]!.version).toBe(2);
  });

  it('a failed save says why and keeps the edit; a flush tries again at once', async () => {
    const p = project();
    const failed = await expectSaga(paperProjectsSagas)
      .withReducer(reducer, opened(p))
      .provide([
        [matchers.call.fn(paperProjectsApi.save), throwError(new HttpError({ status: 503, message: 'We could not reach Confetti.' }))],
      ])
      .dispatch(projectEdited({ id: 5, change: { kind: 'colourway', key: 'blush' } }))
      .put.like({ action: { type: saveActions.failed.type } })
      .silentRun(AUTOSAVE_DELAY_MS + 100);
    const state = (failed.storeState as State).paperProjects;
    expect(state.saves[5]).toEqual({ status: 'failed', message: 'We could not reach Confetti.' });
    expect(state.drafts[5]!.colourway).toBe('blush');

    const saved = project({ version: 2, colourway: 'blush' });
    const retried = await expectSaga(paperProjectsSagas)
      .withReducer(reducer, failed.storeState as State)
      .provide([[matchers.call.fn(paperProjectsApi.save), saved]])
      .dispatch(projectFlushRequested(5))
      .put.like({ action: { type: saveActions.succeeded.type } })
      .silentRun(50);
    expect((retried.storeState as State).paperProjects.saves[5]!.status).toBe('saved');
  });

  it('a flush with nothing waiting sends nothing', async () => {
    await expectSaga(paperProjectsSagas)
      .withReducer(reducer, opened(project()))
      .dispatch(projectFlushRequested(5))
      .not.call.fn(paperProjectsApi.save)
      .silentRun(50);
  });

  it('approves the proof of the saved version, or keeps the server’s reason', async () => {
    const p = project();
    const approved = project({ approved: true, approved_version: 1 });
    const ok = await expectSaga(paperProjectsSagas)
      .withReducer(reducer, opened(p))
      .provide([[matchers.call.fn(paperProjectsApi.approve), approved]])
      .dispatch(proofApproveRequested({ id: 5, version: 1 }))
      .put(approveActions.started({ id: 5, version: 1 }))
      .put(approveActions.succeeded({ arg: { id: 5, version: 1 }, result: approved }))
      .silentRun(50);
    expect((ok.storeState as State).paperProjects.projects[5]!.approved_version).toBe(1);

    const message = 'The card changed after this proof was made. Look at the new proof and approve it.';
    const stale = await expectSaga(paperProjectsSagas)
      .withReducer(reducer, opened(p))
      .provide([[matchers.call.fn(paperProjectsApi.approve), throwError(new HttpError({ status: 409, message }))]])
      .dispatch(proofApproveRequested({ id: 5, version: 1 }))
      .put.like({ action: { type: approveActions.failed.type } })
      .silentRun(50);
    expect((stale.storeState as State).paperProjects.action).toMatchObject({ status: 'failed', error: { message } });
  });

  describe('pushSignupIntoCustomization', () => {
    const p = project();
    const saved = project({ version: 2, texts: { ...p.texts, note: 'Dancing' } });
    const body = { ...draftOf(p), texts: { ...p.texts, note: 'Dancing' } };
    const edit = projectEdited({ id: 5, change: { kind: 'text', slot: 'note', text: 'Dancing' } });
    const prompt = modalOpened({ type: 'signupToSave', props: { returnTo: '/wedding-planning/projects/5' } });

    it('asks a signed-out guest to sign up at their first save, once, after the card is saved', async () => {
      const { storeState } = await expectSaga(paperProjectsSagas)
        .withReducer(reducer, opened(p))
        .provide([[matchers.call.fn(paperProjectsApi.save), saved]])
        .dispatch(edit)
        .put(saveActions.succeeded({ arg: { id: 5, body }, result: saved }))
        .put(prompt)
        .silentRun(AUTOSAVE_DELAY_MS + 100);
      expect((storeState as State).paperProjects.signupAsked).toBe(true);
      // The next save does not ask again.
      await expectSaga(paperProjectsSagas)
        .withReducer(reducer, storeState as State)
        .provide([[matchers.call.fn(paperProjectsApi.save), project({ version: 3 })]])
        .dispatch(projectEdited({ id: 5, change: { kind: 'text', slot: 'note', text: 'Dancing late' } }))
        .put.like({ action: { type: saveActions.succeeded.type } })
        .not.put.like({ action: { type: modalOpened.type } })
        .silentRun(AUTOSAVE_DELAY_MS + 100);
    });

    it('does not ask a signed-in person, nor a guest when the flag is off', async () => {
      for (const over of [{ signedIn: true }, { pushSignup: false }]) {
        await expectSaga(paperProjectsSagas)
          .withReducer(reducer, opened(p, over))
          .provide([[matchers.call.fn(paperProjectsApi.save), saved]])
          .dispatch(edit)
          .put(saveActions.succeeded({ arg: { id: 5, body }, result: saved }))
          .not.put.like({ action: { type: modalOpened.type } })
          .silentRun(AUTOSAVE_DELAY_MS + 100);
      }
    });

    it('does not ask when the save fails (nothing was saved)', async () => {
      await expectSaga(paperProjectsSagas)
        .withReducer(reducer, opened(p))
        .provide([[matchers.call.fn(paperProjectsApi.save), throwError(new HttpError({ status: 500, message: 'Something went wrong.' }))]])
        .dispatch(edit)
        .put.like({ action: { type: saveActions.failed.type } })
        .not.put.like({ action: { type: modalOpened.type } })
        .silentRun(AUTOSAVE_DELAY_MS + 100);
    });
  });
});
