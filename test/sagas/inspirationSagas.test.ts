import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { combineReducers } from '@reduxjs/toolkit';
import { HttpError } from '../../src/lib/http';
import type { BoardDetail, BrowseAnswer, QuizAnswers, SuggestionsAnswer, WeddingDetail } from '../../src/contracts/inspiration';
import { inspirationApi } from '../../src/features/inspiration/inspirationApi';
import { inspirationSagas } from '../../src/features/inspiration/inspirationSagas';
import {
  addItemActions,
  boardActions,
  boardRequested,
  boardsActions,
  boardsRequested,
  browseActions,
  browseRequested,
  createBoardActions,
  deleteBoardActions,
  boardDeleteRequested,
  inspirationReducer,
  itemRemoveRequested,
  quizSaveActions,
  quizSubmitted,
  removeItemActions,
  saveRequested,
  sharedBoardActions,
  sharedBoardRequested,
  shareLinkActions,
  shareLinkRequested,
  suggestionsActions,
  weddingActions,
  weddingRequested,
} from '../../src/features/inspiration/inspirationSlice';

const reducer = combineReducers({ inspiration: inspirationReducer });
type State = ReturnType<typeof reducer>;
const fail = (message: string, status = 400) => throwError(new HttpError({ message, status }));

const browse: BrowseAnswer = { items: [], total: 0, page: 1, page_size: 12, facets: { season: [], style: [], colour: [], state: [] } };
const wedding = { slug: 'emma-and-jacob-nashville', title: 'Emma & Jacob' } as WeddingDetail;
const photo = { id: 7, src: '/a.svg', srcset: '/a.svg 480w', alt: 'A bouquet', caption: 'The bouquet' };
const board = (over: Partial<BoardDetail> = {}): BoardDetail => ({
  id: 3,
  name: 'Autumn',
  shared_with_partner: true,
  is_owner: true,
  owner_first_name: 'Alex',
  share_path: null,
  item_count: 0,
  cover: null,
  updated_at: '2026-11-26T10:00:00.000Z',
  items: [],
  ...over,
});
const withItem = board({
  item_count: 1,
  cover: photo,
  items: [{ id: 11, kind: 'photo', photo, wedding: { slug: wedding.slug, title: wedding.title }, saved_at: '2026-11-26T10:00:00.000Z' }],
});
const quiz: QuizAnswers = { style: 'rustic', colours: ['terracotta'], season: 'autumn', budget: 'under-20k' };
const suggestions: SuggestionsAnswer = { answers: quiz, weddings: [], vendors: [] };

describe('inspiration sagas', () => {
  it('browses for the URL’s filters: started, succeeded, stored for that query', async () => {
    const { storeState } = await expectSaga(inspirationSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(inspirationApi.browse), browse]])
      .dispatch(browseRequested('season=autumn'))
      .put(browseActions.started('season=autumn'))
      .put(browseActions.succeeded({ arg: 'season=autumn', result: browse }))
      .silentRun(50);
    expect((storeState as State).inspiration.browse).toMatchObject({ status: 'succeeded', query: 'season=autumn', answer: browse });
  });

  it('reports a browse that fails', async () => {
    const { storeState } = await expectSaga(inspirationSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(inspirationApi.browse), fail('Invalid season: must be one of spring, summer, autumn, winter')]])
      .dispatch(browseRequested('season=monsoon'))
      .put.like({ action: { type: browseActions.failed.type } })
      .silentRun(50);
    expect((storeState as State).inspiration.browse.error?.message).toMatch(/must be one of/);
  });

  it('keeps a loaded wedding by slug; reports one not found', async () => {
    const ok = await expectSaga(inspirationSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(inspirationApi.wedding), wedding]])
      .dispatch(weddingRequested(wedding.slug))
      .put(weddingActions.succeeded({ arg: wedding.slug, result: wedding }))
      .silentRun(50);
    expect((ok.storeState as State).inspiration.weddings[wedding.slug]).toEqual(wedding);
    const missing = await expectSaga(inspirationSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(inspirationApi.wedding), fail('We could not find that real wedding.', 404)]])
      .dispatch(weddingRequested('nope'))
      .put.like({ action: { type: weddingActions.failed.type } })
      .silentRun(50);
    expect((missing.storeState as State).inspiration.wedding).toMatchObject({ status: 'failed', slug: 'nope' });
  });

  it('saves the quiz, then fetches the suggestions it orders', async () => {
    const { storeState } = await expectSaga(inspirationSagas)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(inspirationApi.saveQuiz), { answers: quiz, kept: 'account' }],
        [matchers.call.fn(inspirationApi.suggestions), suggestions],
      ])
      .dispatch(quizSubmitted(quiz))
      .put(quizSaveActions.started(quiz))
      .put(quizSaveActions.succeeded({ arg: quiz, result: { answers: quiz, kept: 'account' } }))
      .put(suggestionsActions.succeeded({ arg: undefined, result: suggestions }))
      .silentRun(50);
    expect((storeState as State).inspiration.quiz.answer).toEqual({ answers: quiz, kept: 'account' });
    expect((storeState as State).inspiration.suggestions.answer).toEqual(suggestions);
  });

  it('reports a quiz the server refuses, and asks for no suggestions', async () => {
    const { storeState, effects } = await expectSaga(inspirationSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(inspirationApi.saveQuiz), fail('Invalid colours: Please choose at least one colour.')]])
      .dispatch(quizSubmitted({ ...quiz, colours: [] }))
      .put.like({ action: { type: quizSaveActions.failed.type } })
      .silentRun(50);
    expect((storeState as State).inspiration.quizSave.error?.message).toBe('Invalid colours: Please choose at least one colour.');
    expect((effects.call ?? []).some((e) => e.payload.fn === inspirationApi.suggestions)).toBe(false);
  });

  it('saves to a new board: creates it, then saves the photo to it, and the list shows it', async () => {
    const created = board();
    const { storeState } = await expectSaga(inspirationSagas)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(inspirationApi.boards), { boards: [] }],
        [matchers.call.fn(inspirationApi.createBoard), created],
        [matchers.call.fn(inspirationApi.addItem), withItem],
      ])
      .dispatch(boardsRequested())
      .dispatch(saveRequested({ item: { photo_id: 7 }, to: { newBoard: { name: 'Autumn', shared_with_partner: true } } }))
      .put(boardsActions.succeeded({ arg: undefined, result: { boards: [] } }))
      .put(createBoardActions.succeeded({ arg: { name: 'Autumn', shared_with_partner: true }, result: created }))
      .put(addItemActions.started({ boardId: 3, item: { photo_id: 7 } }))
      .put(addItemActions.succeeded({ arg: { boardId: 3, item: { photo_id: 7 } }, result: withItem }))
      .silentRun(50);
    const state = (storeState as State).inspiration;
    expect(state.save).toMatchObject({ status: 'succeeded', savedTo: { id: 3, name: 'Autumn' } });
    expect(state.boards.list).toEqual([expect.objectContaining({ id: 3, item_count: 1 })]);
  });

  it('a save whose new board is refused fails with the server’s message and saves nothing', async () => {
    const { storeState, effects } = await expectSaga(inspirationSagas)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(inspirationApi.createBoard), fail('To share a board with your partner, first tell us about your wedding.')],
      ])
      .dispatch(saveRequested({ item: { photo_id: 7 }, to: { newBoard: { name: 'Ours', shared_with_partner: true } } }))
      .put.like({ action: { type: createBoardActions.failed.type } })
      .silentRun(50);
    expect((storeState as State).inspiration.save).toMatchObject({
      status: 'failed',
      error: { message: 'To share a board with your partner, first tell us about your wedding.' },
    });
    expect((effects.call ?? []).some((e) => e.payload.fn === inspirationApi.addItem)).toBe(false);
  });

  it('opens a board; removing a save, sharing by link and deleting update it', async () => {
    const linked = board({ ...withItem, share_path: '/inspiration/shared/abc' });
    const { storeState } = await expectSaga(inspirationSagas)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(inspirationApi.board), withItem],
        [matchers.call.fn(inspirationApi.setShareLink), linked],
        [matchers.call.fn(inspirationApi.removeItem), board({ share_path: '/inspiration/shared/abc' })],
      ])
      .dispatch(boardRequested(3))
      .put(boardActions.succeeded({ arg: 3, result: withItem }))
      .dispatch(shareLinkRequested({ id: 3, on: true }))
      .put(shareLinkActions.succeeded({ arg: { id: 3, on: true }, result: linked }))
      .dispatch(itemRemoveRequested({ boardId: 3, itemId: 11 }))
      .put.like({ action: { type: removeItemActions.succeeded.type } })
      .silentRun(50);
    expect((storeState as State).inspiration.board.detail).toMatchObject({
      share_path: '/inspiration/shared/abc',
      item_count: 0,
      items: [],
    });

    const deleted = await expectSaga(inspirationSagas)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(inspirationApi.deleteBoard), fail('Only the person who made this board can rename, share or delete it.', 403)],
      ])
      .dispatch(boardDeleteRequested(3))
      .put.like({ action: { type: deleteBoardActions.failed.type } })
      .silentRun(50);
    expect((deleted.storeState as State).inspiration.edit.error?.message).toMatch(/Only the person who made this board/);
  });

  it('loads a shared board by its link, and says when the link no longer works', async () => {
    const answer = { name: 'Autumn', owner_first_name: 'Alex', items: [] };
    const ok = await expectSaga(inspirationSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(inspirationApi.shared), answer]])
      .dispatch(sharedBoardRequested('tok'))
      .put(sharedBoardActions.succeeded({ arg: 'tok', result: answer }))
      .silentRun(50);
    expect((ok.storeState as State).inspiration.shared.answer).toEqual(answer);
    const gone = await expectSaga(inspirationSagas)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(inspirationApi.shared), fail('This board link no longer works. Ask whoever sent it for a new one.', 404)],
      ])
      .dispatch(sharedBoardRequested('old'))
      .put.like({ action: { type: sharedBoardActions.failed.type } })
      .silentRun(50);
    expect((gone.storeState as State).inspiration.shared.error?.message).toMatch(/no longer works/);
  });
});
