import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { combineReducers } from '@reduxjs/toolkit';
import { HttpError } from '../../src/lib/http';
import type { ProjectView } from '../../src/contracts/paperProjects';
import { paperProjectsApi } from '../../src/features/paperProjects/paperProjectsApi';
import { paperProjectsSagas } from '../../src/features/paperProjects/paperProjectsSagas';
import {
  paperProjectsReducer,
  photoActions,
  photoRemoveActions,
  photoRemoveRequested,
  photoUploadRequested,
} from '../../src/features/paperProjects/paperProjectsSlice';

const reducer = combineReducers({ paperProjects: paperProjectsReducer });
type State = ReturnType<typeof reducer>;
const file = { id: 'file-1', name: 'us.jpg', size: 1000, type: 'image/jpeg' };
const upload = { id: 5, file, crop: { x: 10, y: 20, width: 600, height: 400 } };
const project = (over: Partial<ProjectView>) => ({ id: 5, version: 2, photo_url: '/media/images/abc/640.jpeg', ...over }) as ProjectView;

describe('a photo design’s photo', () => {
  it('upload: started, succeeded → the new version with its photo', async () => {
    const p = project({});
    const { storeState } = await expectSaga(paperProjectsSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(paperProjectsApi.uploadPhoto), p]])
      .dispatch(photoUploadRequested(upload))
      .put(photoActions.started(upload))
      .put(photoActions.succeeded({ arg: upload, result: p }))
      .silentRun(50);
    const state = (storeState as State).paperProjects;
    expect(state.projects[5]).toEqual(p);
    expect(state.photo).toEqual({ status: 'succeeded', error: null, id: 5 });
  });

  it('upload failed: the server’s reason for the field, the project untouched', async () => {
    const error = new HttpError({ status: 400, message: 'That file is not a photo we can read.' });
    const { storeState } = await expectSaga(paperProjectsSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(paperProjectsApi.uploadPhoto), throwError(error)]])
      .dispatch(photoUploadRequested(upload))
      .put.like({ action: { type: photoActions.failed.type } })
      .silentRun(50);
    const state = (storeState as State).paperProjects;
    expect(state.photo).toMatchObject({ status: 'failed', id: 5, error: { message: 'That file is not a photo we can read.' } });
    expect(state.projects[5]).toBeUndefined();
  });

  it('remove: started, succeeded → the sample again', async () => {
    const p = project({ version: 3, photo_url: null });
    const { storeState } = await expectSaga(paperProjectsSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(paperProjectsApi.removePhoto), p]])
      .dispatch(photoRemoveRequested(5))
      .put(photoRemoveActions.started(5))
      .put(photoRemoveActions.succeeded({ arg: 5, result: p }))
      .silentRun(50);
    expect((storeState as State).paperProjects.projects[5]!.photo_url).toBeNull();
  });
});
