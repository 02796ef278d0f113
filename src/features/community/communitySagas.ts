import { all, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { requestSaga } from '../../lib/requestSaga';
import { communityApi } from './communityApi';
import {
  boardRequested,
  boardsRequested,
  createThreadActions,
  deleteActions,
  deleteRequested,
  editActions,
  editTitleActions,
  loadMyPostsActions,
  myPostsRequested,
  titleSubmitted,
  unsubscribeActions,
  unsubscribeRequested,
  editSubmitted,
  followActions,
  followToggled,
  likeActions,
  likeToggled,
  loadBoardActions,
  loadBoardsActions,
  loadQueueActions,
  loadThreadActions,
  moderateActions,
  moderationRequested,
  queueRequested,
  replyActions,
  replySubmitted,
  reportActions,
  reportSubmitted,
  searchActions,
  searchRequested,
  suspendActions,
  suspensionRequested,
  threadRequested,
  threadSubmitted,
} from './communitySlice';

function* loadBoards() {
  yield* requestSaga(loadBoardsActions, undefined, communityApi.boards);
}
function* loadBoard(action: ReturnType<typeof boardRequested>) {
  yield* requestSaga(loadBoardActions, action.payload, communityApi.board);
}
function* loadThread(action: ReturnType<typeof threadRequested>) {
  yield* requestSaga(loadThreadActions, action.payload, communityApi.thread);
}
function* runSearch(action: ReturnType<typeof searchRequested>) {
  yield* requestSaga(searchActions, action.payload, communityApi.search);
}
function* loadQueue(action: ReturnType<typeof queueRequested>) {
  yield* requestSaga(loadQueueActions, { after: action.payload?.after ?? null }, communityApi.queue);
}
function* loadMyPosts(action: ReturnType<typeof myPostsRequested>) {
  yield* requestSaga(loadMyPostsActions, action.payload, communityApi.myPosts);
}
function* editTitle(action: ReturnType<typeof titleSubmitted>) {
  yield* requestSaga(editTitleActions, action.payload, communityApi.editTitle);
}
function* unsubscribe(action: ReturnType<typeof unsubscribeRequested>) {
  yield* requestSaga(unsubscribeActions, action.payload, communityApi.unsubscribe);
}
function* createThread(action: ReturnType<typeof threadSubmitted>) {
  yield* requestSaga(createThreadActions, action.payload, communityApi.createThread);
}
function* reply(action: ReturnType<typeof replySubmitted>) {
  yield* requestSaga(replyActions, action.payload, communityApi.reply);
}
function* edit(action: ReturnType<typeof editSubmitted>) {
  yield* requestSaga(editActions, action.payload, communityApi.edit);
}
function* remove(action: ReturnType<typeof deleteRequested>) {
  yield* requestSaga(deleteActions, action.payload, communityApi.remove);
}
function* like(action: ReturnType<typeof likeToggled>) {
  yield* requestSaga(likeActions, action.payload, communityApi.like);
}
function* follow(action: ReturnType<typeof followToggled>) {
  yield* requestSaga(followActions, action.payload, communityApi.follow);
}
function* report(action: ReturnType<typeof reportSubmitted>) {
  yield* requestSaga(reportActions, action.payload, communityApi.report);
}
/** A staff decision, then the queue again (a decision resolves the post's reports, so it leaves the queue). */
function* moderate(action: ReturnType<typeof moderationRequested>) {
  const outcome = yield* requestSaga(moderateActions, action.payload, communityApi.moderate);
  if (outcome.ok) yield put(queueRequested({ after: null }));
}
function* suspend(action: ReturnType<typeof suspensionRequested>) {
  yield* requestSaga(suspendActions, action.payload, communityApi.suspend);
}

export function* communitySagas() {
  yield all([
    // Reads and searches: only the latest matters (a newer page or query replaces the one in flight).
    takeLatest(boardsRequested.type, loadBoards),
    takeLatest(boardRequested.type, loadBoard),
    takeLatest(threadRequested.type, loadThread),
    takeLatest(searchRequested.type, runSearch),
    takeLatest(queueRequested.type, loadQueue),
    takeLatest(myPostsRequested.type, loadMyPosts),
    // Posting: a double click must not post twice.
    takeLeading(threadSubmitted.type, createThread),
    takeLeading(replySubmitted.type, reply),
    takeLeading(editSubmitted.type, edit),
    takeLeading(titleSubmitted.type, editTitle),
    takeLeading(unsubscribeRequested.type, unsubscribe),
    takeLeading(reportSubmitted.type, report),
    takeLeading(followToggled.type, follow),
    // Independent requests, each about its own post (or account): none waits for another.
    takeEvery(deleteRequested.type, remove),
    takeEvery(likeToggled.type, like),
    takeEvery(moderationRequested.type, moderate),
    takeEvery(suspensionRequested.type, suspend),
  ]);
}
