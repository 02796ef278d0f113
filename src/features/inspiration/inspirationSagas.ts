import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { requestSaga } from '../../lib/requestSaga';
import type { AddBoardItemBody, CreateBoardBody, QuizAnswers, UpdateBoardBody } from '../../contracts/inspiration';
import { inspirationApi } from './inspirationApi';
import {
  addItemActions,
  boardActions,
  boardCreateRequested,
  boardDeleteRequested,
  boardRequested,
  boardsActions,
  boardsRequested,
  boardUpdateRequested,
  browseActions,
  browseRequested,
  createBoardActions,
  deleteBoardActions,
  itemRemoveRequested,
  quizActions,
  quizRequested,
  quizSaveActions,
  quizSubmitted,
  removeItemActions,
  saveRequested,
  sharedBoardActions,
  sharedBoardRequested,
  shareLinkActions,
  shareLinkRequested,
  suggestionsActions,
  suggestionsRequested,
  updateBoardActions,
  weddingActions,
  weddingRequested,
  type SaveTarget,
} from './inspirationSlice';

function* browse(action: PayloadAction<string>) {
  yield* requestSaga(browseActions, action.payload, inspirationApi.browse);
}
function* wedding(action: PayloadAction<string>) {
  yield* requestSaga(weddingActions, action.payload, inspirationApi.wedding);
}
function* quiz() {
  yield* requestSaga(quizActions, undefined, inspirationApi.quiz);
}
function* saveQuiz(action: PayloadAction<QuizAnswers>) {
  const outcome = yield* requestSaga(quizSaveActions, action.payload, inspirationApi.saveQuiz);
  // The answers order the suggestions: fetch them afresh for the page that shows them.
  if (outcome.ok) yield call(suggestions);
}
function* suggestions() {
  yield* requestSaga(suggestionsActions, undefined, inspirationApi.suggestions);
}
function* boards() {
  yield* requestSaga(boardsActions, undefined, inspirationApi.boards);
}
function* board(action: PayloadAction<number>) {
  yield* requestSaga(boardActions, action.payload, inspirationApi.board);
}

/** Save to a board; a new board is made first (its name and sharing as chosen), then the save goes to it. */
function* save(action: PayloadAction<{ item: AddBoardItemBody; to: SaveTarget }>) {
  const { item, to } = action.payload;
  let boardId: number;
  if ('newBoard' in to) {
    const created = yield* requestSaga(createBoardActions, to.newBoard, inspirationApi.createBoard);
    if (!created.ok) return;
    boardId = created.result.id;
  } else {
    boardId = to.boardId;
  }
  yield* requestSaga(addItemActions, { boardId, item }, inspirationApi.addItem);
}

function* createBoard(action: PayloadAction<CreateBoardBody>) {
  yield* requestSaga(createBoardActions, action.payload, inspirationApi.createBoard);
}
function* updateBoard(action: PayloadAction<{ id: number; changes: UpdateBoardBody }>) {
  yield* requestSaga(updateBoardActions, action.payload, inspirationApi.updateBoard);
}
function* deleteBoard(action: PayloadAction<number>) {
  yield* requestSaga(deleteBoardActions, action.payload, inspirationApi.deleteBoard);
}
function* removeItem(action: PayloadAction<{ boardId: number; itemId: number }>) {
  yield* requestSaga(removeItemActions, action.payload, inspirationApi.removeItem);
}
function* shareLink(action: PayloadAction<{ id: number; on: boolean }>) {
  yield* requestSaga(shareLinkActions, action.payload, inspirationApi.setShareLink);
}
function* shared(action: PayloadAction<string>) {
  yield* requestSaga(sharedBoardActions, action.payload, inspirationApi.shared);
}

export function* inspirationSagas() {
  yield all([
    // Reads: only the latest matters (filters changed again, another board opened).
    takeLatest(browseRequested.type, browse),
    takeLatest(weddingRequested.type, wedding),
    takeLatest(quizRequested.type, quiz),
    takeLatest(suggestionsRequested.type, suggestions),
    takeLatest(boardsRequested.type, boards),
    takeLatest(boardRequested.type, board),
    takeLatest(sharedBoardRequested.type, shared),
    // Writes that must not run twice from a double click: the quiz, a save, a new board, a deletion.
    takeLeading(quizSubmitted.type, saveQuiz),
    takeLeading(saveRequested.type, save),
    takeLeading(boardCreateRequested.type, createBoard),
    takeLeading(boardDeleteRequested.type, deleteBoard),
    // Independent edits of different boards or items.
    takeEvery(boardUpdateRequested.type, updateBoard),
    takeEvery(itemRemoveRequested.type, removeItem),
    takeEvery(shareLinkRequested.type, shareLink),
  ]);
}
