import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { combineReducers } from '@reduxjs/toolkit';
import { HttpError, type ApiError } from '../../src/lib/http';
import type {
  CatalogueAnswer,
  DesignDetail,
  PaperHomeAnswer,
  SampleBody,
  SampleOrderAnswer,
  SuitesAnswer,
} from '../../src/contracts/paper';
import { paperApi } from '../../src/features/paper/paperApi';
import { paperSagas } from '../../src/features/paper/paperSagas';
import { readSampleBox, type SampleChoice } from '../../src/features/paper/sampleBox';
import {
  catalogueActions,
  catalogueRequested,
  designActions,
  designRequested,
  homeActions,
  paperHomeRequested,
  paperReducer,
  SAMPLE_BOX_FULL_MESSAGE,
  sampleAdded,
  sampleBoxRestored,
  sampleOrderActions,
  samplesOrderSubmitted,
  suitesActions,
  suitesRequested,
} from '../../src/features/paper/paperSlice';

const reducer = combineReducers({ paper: paperReducer });
type State = ReturnType<typeof reducer>;
const fail = (message: string, status = 400, extra: Partial<ApiError> = {}) => throwError(new HttpError({ message, status, ...extra }));

const home: PaperHomeAnswer = {
  catalogues: [{ slug: 'invitations', title: 'Wedding invitations', path: '/wedding-planning/invitations', count: 8, cover: null }],
  featured_suites: [],
};
const suites: SuitesAnswer = { suites: [] };
const catalogue = (total: number): CatalogueAnswer => ({
  catalogue: {
    slug: 'invitations',
    title: 'Wedding invitations',
    intro: '',
    path: '/wedding-planning/invitations',
    card_types: ['INVITATION'],
  },
  total,
  designs: [],
  facets: { colour: [], style: [], shape: [], foil: 0, photo: { with: 0, without: 0 }, price: [] },
});
const design = { slug: 'gilded-deco-invitation', name: 'Gilded Deco Invitation' } as DesignDetail;
const choice = (i: number): SampleChoice => ({
  design: `design-${i}`,
  colourway: 'ivory',
  name: `Design ${i}`,
  colourway_name: 'Ivory',
  card_type: 'INVITATION',
  shape: 'rectangle',
});
const body: SampleBody = {
  name: 'Maya Okafor',
  email: 'maya@example.com',
  address1: '12 Orchard Lane',
  city: 'Hudson',
  state_code: 'NY',
  zip_code: '12534',
  samples: [{ design: 'design-1', colourway: 'ivory' }],
};
const confirmation: SampleOrderAnswer = {
  order_number: 'PS-0A1B2C3D',
  email: 'maya@example.com',
  ship_to: { name: 'Maya Okafor', address1: '12 Orchard Lane', address2: '', city: 'Hudson', state_code: 'NY', zip_code: '12534' },
  samples: [{ design: 'design-1', colourway: 'ivory', name: 'Design 1', colourway_name: 'Ivory', card_type: 'INVITATION' }],
  samples_left: 4,
};

beforeEach(() => window.localStorage.clear());

describe('paper sagas', () => {
  it('loads the paper home and the suites', async () => {
    const { storeState } = await expectSaga(paperSagas)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(paperApi.home), home],
        [matchers.call.fn(paperApi.suites), suites],
      ])
      .dispatch(paperHomeRequested())
      .dispatch(suitesRequested())
      .put(homeActions.started())
      .put(homeActions.succeeded({ arg: undefined, result: home }))
      .put(suitesActions.succeeded({ arg: undefined, result: suites }))
      .silentRun(50);
    expect((storeState as State).paper.home.answer).toEqual(home);
    expect((storeState as State).paper.suites.status).toBe('succeeded');
  });

  it('loads a catalogue for its filters: started, succeeded, stored', async () => {
    const arg = { slug: 'invitations', query: 'colour=green' };
    const { storeState } = await expectSaga(paperSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(paperApi.catalogue), catalogue(3)]])
      .dispatch(catalogueRequested(arg))
      .put(catalogueActions.started(arg))
      .put(catalogueActions.succeeded({ arg, result: catalogue(3) }))
      .silentRun(50);
    const state = (storeState as State).paper.catalogue;
    expect(state).toMatchObject({ status: 'succeeded', slug: 'invitations', query: 'colour=green' });
    expect(state.answer?.total).toBe(3);
  });

  it('reports a catalogue that fails to load', async () => {
    const arg = { slug: 'invitations', query: 'sort=cheapest' };
    const { storeState } = await expectSaga(paperSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(paperApi.catalogue), fail('Invalid query: sort must be one of featured, price-asc, price-desc, name')]])
      .dispatch(catalogueRequested(arg))
      .put.like({ action: { type: catalogueActions.failed.type } })
      .silentRun(50);
    expect((storeState as State).paper.catalogue.error?.message).toMatch(/sort must be one of/);
  });

  it('keeps each design loaded by slug, and reports one that is not found', async () => {
    const ok = await expectSaga(paperSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(paperApi.design), design]])
      .dispatch(designRequested(design.slug))
      .put(designActions.started(design.slug))
      .put(designActions.succeeded({ arg: design.slug, result: design }))
      .silentRun(50);
    expect((ok.storeState as State).paper.designs[design.slug]).toEqual(design);
    const missing = await expectSaga(paperSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(paperApi.design), fail('We could not find that design. It may have been retired.', 404)]])
      .dispatch(designRequested('no-such-design'))
      .put.like({ action: { type: designActions.failed.type } })
      .silentRun(50);
    expect((missing.storeState as State).paper.design).toMatchObject({ status: 'failed', slug: 'no-such-design' });
  });

  it('orders the samples in the box, empties the box and the stored copy', async () => {
    const { storeState } = await expectSaga(paperSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(paperApi.orderSamples), confirmation]])
      .dispatch(sampleAdded(choice(1)))
      .dispatch(samplesOrderSubmitted(body))
      .put(sampleOrderActions.started(body))
      .put(sampleOrderActions.succeeded({ arg: body, result: confirmation }))
      .silentRun(50);
    const samples = (storeState as State).paper.samples;
    expect(samples.confirmation).toEqual(confirmation);
    expect(samples.box).toEqual([]);
    expect(readSampleBox()).toEqual([]);
  });

  it('keeps the box and shows the server’s message when the order is refused', async () => {
    const message = 'You have already ordered your 5 free sample cards.';
    const { storeState } = await expectSaga(paperSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(paperApi.orderSamples), fail(message)]])
      .dispatch(sampleAdded(choice(1)))
      .dispatch(samplesOrderSubmitted(body))
      .put.like({ action: { type: sampleOrderActions.failed.type } })
      .silentRun(50);
    const samples = (storeState as State).paper.samples;
    expect(samples.order).toMatchObject({ status: 'failed', error: { message } });
    expect(samples.box).toEqual([choice(1)]);
    expect(readSampleBox()).toEqual([choice(1)]);
  });

  it('holds the box to 5 and says so', async () => {
    const { storeState } = await expectSaga(paperSagas)
      .withReducer(reducer)
      .dispatch(sampleAdded(choice(1)))
      .dispatch(sampleAdded(choice(1)))
      .dispatch(sampleAdded(choice(2)))
      .dispatch(sampleAdded(choice(3)))
      .dispatch(sampleAdded(choice(4)))
      .dispatch(sampleAdded(choice(5)))
      .dispatch(sampleAdded(choice(6)))
      .silentRun(50);
    const samples = (storeState as State).paper.samples;
    expect(samples.box.map((s) => s.design)).toEqual(['design-1', 'design-2', 'design-3', 'design-4', 'design-5']);
    expect(samples.notice).toBe(SAMPLE_BOX_FULL_MESSAGE);
    expect(SAMPLE_BOX_FULL_MESSAGE).toBe('Your sample box is full: free samples are limited to 5. Remove one to add another.');
  });

  it('restores the box this browser kept when the domain loads', async () => {
    window.localStorage.setItem('confetti.paperSamples', JSON.stringify([choice(7), { nonsense: true }]));
    const { storeState } = await expectSaga(paperSagas)
      .withReducer(reducer)
      .put(sampleBoxRestored([choice(7)]))
      .silentRun(50);
    expect((storeState as State).paper.samples.box).toEqual([choice(7)]);
  });
});
