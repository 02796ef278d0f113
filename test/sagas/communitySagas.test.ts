import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { combineReducers } from '@reduxjs/toolkit';
import { HttpError, type ApiError } from '../../src/lib/http';
import type {
  BoardsView,
  BoardThreadsView,
  ModerationQueueView,
  MyPostsView,
  PostView,
  SearchView,
  ThreadView,
} from '../../src/contracts/community';
import { COMMUNITY_MESSAGES } from '../../src/contracts/community';
import { communityApi } from '../../src/features/community/communityApi';
import { communitySagas } from '../../src/features/community/communitySagas';
import {
  boardRequested,
  boardsRequested,
  communityReducer,
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
  type CommunityState,
} from '../../src/features/community/communitySlice';

const reducer = combineReducers({ community: communityReducer });
type State = { community: CommunityState };
const fail = (message: string, status = 400, extra: Partial<ApiError> = {}) => throwError(new HttpError({ message, status, ...extra }));

const author = { id: 7, name: 'Maya O.' };
const post = (over: Partial<PostView> = {}): PostView => ({
  id: 11,
  thread_id: 3,
  author,
  status: 'PUBLISHED',
  html: '<p>Hello</p>',
  quote: null,
  like_count: 2,
  created_at: '2026-11-20T10:00:00.000Z',
  edited_at: null,
  liked: false,
  can_edit: false,
  can_delete: false,
  body: null,
  ...over,
});
const thread = (posts: PostView[] = [post()]): ThreadView => ({
  thread: {
    id: 3,
    title: 'Shoes',
    status: 'PUBLISHED',
    board: { slug: 'attire', name: 'Attire' },
    can_edit_title: false,
    author,
    reply_count: posts.length - 1,
    created_at: '2026-11-20T10:00:00.000Z',
    last_post_at: '2026-11-20T10:00:00.000Z',
  },
  posts,
  next_after: null,
  viewer: { signed_in: true, is_staff: false, suspended: false, following: false },
});
const boards: BoardsView = {
  boards: [{ slug: 'attire', name: 'Attire', description: '', kind: 'TOPIC', state_code: null, thread_count: 1, last_post_at: null }],
};
const board: BoardThreadsView = { board: boards.boards[0]!, threads: [], next_cursor: null };

/** The saga with the thread page already loaded. */
const withThread = (view: ThreadView) =>
  expectSaga(communitySagas)
    .withReducer(reducer)
    .withState({ community: { ...reducer(undefined, { type: 'init' }).community, thread: view } });

describe('community sagas', () => {
  it('loads the boards, a board and a thread: started, succeeded, stored', async () => {
    const view = thread();
    const { storeState } = await expectSaga(communitySagas)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(communityApi.boards), boards],
        [matchers.call.fn(communityApi.board), board],
        [matchers.call.fn(communityApi.thread), view],
      ])
      .dispatch(boardsRequested())
      .dispatch(boardRequested({ slug: 'attire', cursor: null }))
      .dispatch(threadRequested({ id: 3, after: null }))
      .put(loadBoardsActions.started())
      .put(loadBoardsActions.succeeded({ arg: undefined, result: boards }))
      .put(loadBoardActions.succeeded({ arg: { slug: 'attire', cursor: null }, result: board }))
      .put(loadThreadActions.started({ id: 3, after: null }))
      .put(loadThreadActions.succeeded({ arg: { id: 3, after: null }, result: view }))
      .silentRun(50);
    const s = (storeState as State).community;
    expect(s.boards).toEqual(boards);
    expect(s.board).toEqual(board);
    expect(s.thread).toEqual(view);
  });

  it('reports a thread that is not there', async () => {
    const { storeState } = await expectSaga(communitySagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(communityApi.thread), fail(COMMUNITY_MESSAGES.noSuchThread, 404)]])
      .dispatch(threadRequested({ id: 99, after: null }))
      .put.like({ action: { type: loadThreadActions.failed.type } })
      .silentRun(50);
    expect((storeState as State).community.threadLoad.error?.message).toBe(COMMUNITY_MESSAGES.noSuchThread);
  });

  it('searches, and reports a refused query', async () => {
    const result: SearchView = { q: 'shoes', page: 1, hits: [], has_more: false };
    const ok = await expectSaga(communitySagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(communityApi.search), result]])
      .dispatch(searchRequested({ q: 'shoes', page: 1 }))
      .put(searchActions.succeeded({ arg: { q: 'shoes', page: 1 }, result }))
      .silentRun(50);
    expect((ok.storeState as State).community.search).toEqual(result);
    const bad = await expectSaga(communitySagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(communityApi.search), fail('Invalid q: Please type at least 2 characters.')]])
      .dispatch(searchRequested({ q: 'a', page: 1 }))
      .put.like({ action: { type: searchActions.failed.type } })
      .silentRun(50);
    expect((bad.storeState as State).community.searchLoad.status).toBe('failed');
  });

  it('starts a thread: the page learns its id and the form may clear', async () => {
    const body = { title: 'Hello there', body: 'Hi' };
    const { storeState } = await expectSaga(communitySagas)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(communityApi.createThread), { thread_id: 42, post: post({ id: 50, thread_id: 42 }), held: false, message: null }],
      ])
      .dispatch(threadSubmitted({ slug: 'attire', body }))
      .put(createThreadActions.started({ slug: 'attire', body }))
      .put.like({ action: { type: createThreadActions.succeeded.type } })
      .silentRun(50);
    expect((storeState as State).community).toMatchObject({ createdThreadId: 42, sent: 1, notice: null });
  });

  it('replies on the last page: the reply shows at once', async () => {
    const reply = post({ id: 12, body: 'Sneakers', can_edit: true, can_delete: true });
    const arg = { threadId: 3, body: { body: 'Sneakers', quoted_post_id: 11 } };
    const { storeState } = await withThread(thread())
      .provide([[matchers.call.fn(communityApi.reply), { post: reply, held: false, message: null }]])
      .dispatch(replySubmitted(arg))
      .put(replyActions.started(arg))
      .put(replyActions.succeeded({ arg, result: { post: reply, held: false, message: null } }))
      .silentRun(50);
    const s = (storeState as State).community;
    expect(s.thread?.posts.map((p) => p.id)).toEqual([11, 12]);
    expect(s.thread?.thread.reply_count).toBe(1);
    expect(s.sent).toBe(1);
    expect(s.notice).toEqual({ kind: 'success', message: 'Your reply is posted.', postId: 12 });
  });

  it('a refused reply (the hourly limit) says why and keeps the form', async () => {
    const message = COMMUNITY_MESSAGES.rateLimited(5);
    const { storeState } = await withThread(thread())
      .provide([[matchers.call.fn(communityApi.reply), fail(message, 429, { code: 'community_rate_limited' })]])
      .dispatch(replySubmitted({ threadId: 3, body: { body: 'One more' } }))
      .put.like({ action: { type: replyActions.failed.type } })
      .silentRun(50);
    const s = (storeState as State).community;
    expect(s.notice).toEqual({ kind: 'error', message, postId: null });
    expect(s.sent).toBe(0);
    expect(s.thread?.posts).toHaveLength(1);
  });

  it('edits and deletes a post in place; a late edit is refused', async () => {
    const edited = post({ html: '<p>Changed</p>', edited_at: '2026-11-20T10:05:00.000Z' });
    const ok = await withThread(thread())
      .provide([[matchers.call.fn(communityApi.edit), edited]])
      .dispatch(editSubmitted({ id: 11, body: 'Changed' }))
      .put(editActions.succeeded({ arg: { id: 11, body: 'Changed' }, result: edited }))
      .silentRun(50);
    expect((ok.storeState as State).community.thread?.posts[0]?.html).toBe('<p>Changed</p>');
    const late = await withThread(thread())
      .provide([[matchers.call.fn(communityApi.edit), fail(COMMUNITY_MESSAGES.editWindow, 403)]])
      .dispatch(editSubmitted({ id: 11, body: 'Late' }))
      .put.like({ action: { type: editActions.failed.type } })
      .silentRun(50);
    expect((late.storeState as State).community.notice).toEqual({ kind: 'error', message: COMMUNITY_MESSAGES.editWindow, postId: 11 });
    const deleted = post({ status: 'DELETED', html: '' });
    const gone = await withThread(thread())
      .provide([[matchers.call.fn(communityApi.remove), deleted]])
      .dispatch(deleteRequested(11))
      .put(deleteActions.succeeded({ arg: 11, result: deleted }))
      .silentRun(50);
    expect((gone.storeState as State).community.thread?.posts[0]?.status).toBe('DELETED');
  });

  it('a like shows at once, takes the server count, and is put back when refused', async () => {
    const ok = await withThread(thread())
      .provide([[matchers.call.fn(communityApi.like), { post_id: 11, liked: true, like_count: 5 }]])
      .dispatch(likeToggled({ postId: 11, liked: true }))
      .put(likeActions.succeeded({ arg: { postId: 11, liked: true }, result: { post_id: 11, liked: true, like_count: 5 } }))
      .silentRun(50);
    expect((ok.storeState as State).community.thread?.posts[0]).toMatchObject({ liked: true, like_count: 5 });
    const refused = await withThread(thread())
      .provide([[matchers.call.fn(communityApi.like), fail(COMMUNITY_MESSAGES.suspended, 403)]])
      .dispatch(likeToggled({ postId: 11, liked: true }))
      .put.like({ action: { type: likeActions.failed.type } })
      .silentRun(50);
    expect((refused.storeState as State).community.thread?.posts[0]).toMatchObject({ liked: false, like_count: 2 });
  });

  it('follows a thread, and reports a second report of a post', async () => {
    const follow = await withThread(thread())
      .provide([[matchers.call.fn(communityApi.follow), { thread_id: 3, following: true }]])
      .dispatch(followToggled({ threadId: 3, following: true }))
      .put(followActions.succeeded({ arg: { threadId: 3, following: true }, result: { thread_id: 3, following: true } }))
      .silentRun(50);
    expect((follow.storeState as State).community.thread?.viewer.following).toBe(true);
    const arg = { postId: 11, body: { reason: 'SPAM' as const } };
    const twice = await withThread(thread())
      .provide([[matchers.call.fn(communityApi.report), fail(COMMUNITY_MESSAGES.alreadyReported, 409)]])
      .dispatch(reportSubmitted(arg))
      .put(reportActions.started(arg))
      .put.like({ action: { type: reportActions.failed.type } })
      .silentRun(50);
    expect((twice.storeState as State).community.notice?.message).toBe(COMMUNITY_MESSAGES.alreadyReported);
  });

  it('staff hide a post, then the queue is read again', async () => {
    const queue: ModerationQueueView = {
      items: [{ post: post(), thread: { id: 3, title: 'Shoes' }, author_suspended: false, reports: [] }],
      next_after: null,
    };
    const hidden = post({ status: 'HIDDEN' });
    const { storeState } = await expectSaga(communitySagas)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(communityApi.queue), { items: [], next_after: null }],
        [matchers.call.fn(communityApi.moderate), hidden],
      ])
      .withState({ community: { ...reducer(undefined, { type: 'init' }).community, queue } })
      .dispatch(moderationRequested({ postId: 11, action: 'HIDE' }))
      .put(moderateActions.started({ postId: 11, action: 'HIDE' }))
      .put(moderateActions.succeeded({ arg: { postId: 11, action: 'HIDE' }, result: hidden }))
      .put(queueRequested({ after: null }))
      .put(loadQueueActions.succeeded({ arg: { after: null }, result: { items: [], next_after: null } }))
      .silentRun(50);
    const s = (storeState as State).community;
    expect(s.queue?.items).toEqual([]);
    expect(s.notice?.message).toBe('The post is hidden.');
  });

  it('a suspension marks the author in the queue', async () => {
    const queue: ModerationQueueView = {
      items: [{ post: post(), thread: { id: 3, title: 'Shoes' }, author_suspended: false, reports: [] }],
      next_after: null,
    };
    const { storeState } = await expectSaga(communitySagas)
      .withReducer(reducer)
      .withState({ community: { ...reducer(undefined, { type: 'init' }).community, queue } })
      .provide([[matchers.call.fn(communityApi.suspend), { user_id: 7, suspended: true }]])
      .dispatch(suspensionRequested({ userId: 7, suspended: true }))
      .put(suspendActions.started({ userId: 7, suspended: true }))
      .put(suspendActions.succeeded({ arg: { userId: 7, suspended: true }, result: { user_id: 7, suspended: true } }))
      .silentRun(50);
    const s = (storeState as State).community;
    expect(s.queue?.items[0]?.author_suspended).toBe(true);
    expect(s.notice?.message).toBe('The account is suspended from posting.');
  });

  it('a refused suspension says why', async () => {
    const { storeState } = await expectSaga(communitySagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(communityApi.suspend), fail('Staff accounts cannot be suspended here.', 409)]])
      .dispatch(suspensionRequested({ userId: 1, suspended: true }))
      .put.like({ action: { type: suspendActions.failed.type } })
      .silentRun(50);
    expect((storeState as State).community.notice?.message).toBe('Staff accounts cannot be suspended here.');
  });

  it('a moderation refused for non-staff says so', async () => {
    const { storeState } = await expectSaga(communitySagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(communityApi.moderate), fail(COMMUNITY_MESSAGES.staffOnly, 403)]])
      .dispatch(moderationRequested({ postId: 11, action: 'HIDE' }))
      .put.like({ action: { type: moderateActions.failed.type } })
      .not.put.like({ action: { type: queueRequested.type } })
      .silentRun(50);
    expect((storeState as State).community.notice?.message).toBe(COMMUNITY_MESSAGES.staffOnly);
  });

  it('changes a thread’s title in place; a late change says why', async () => {
    const base = reducer(undefined, { type: 'init' }).community;
    const { storeState } = await expectSaga(communitySagas)
      .withReducer(reducer)
      .withState({ community: { ...base, thread: thread() } })
      .provide([[matchers.call.fn(communityApi.editTitle), { thread_id: 3, title: 'Comfy shoes', status: 'PUBLISHED' }]])
      .dispatch(titleSubmitted({ threadId: 3, title: 'Comfy shoes' }))
      .put(editTitleActions.started({ threadId: 3, title: 'Comfy shoes' }))
      .put(
        editTitleActions.succeeded({
          arg: { threadId: 3, title: 'Comfy shoes' },
          result: { thread_id: 3, title: 'Comfy shoes', status: 'PUBLISHED' },
        }),
      )
      .silentRun(50);
    const s = (storeState as State).community;
    expect(s.thread?.thread.title).toBe('Comfy shoes');
    expect(s.titleWrite.status).toBe('succeeded');
    expect(s.notice?.message).toBe('The title is changed.');

    const late = await expectSaga(communitySagas)
      .withReducer(reducer)
      .withState({ community: { ...base, thread: thread() } })
      .provide([[matchers.call.fn(communityApi.editTitle), fail(COMMUNITY_MESSAGES.titleEditWindow, 403)]])
      .dispatch(titleSubmitted({ threadId: 3, title: 'Too late now' }))
      .put.like({ action: { type: editTitleActions.failed.type } })
      .silentRun(50);
    const after = (late.storeState as State).community;
    expect(after.thread?.thread.title).toBe('Shoes');
    expect(after.notice).toEqual({ kind: 'error', message: COMMUNITY_MESSAGES.titleEditWindow, postId: null });
  });

  it('"Show more" appends the next page of the queue; the first page replaces it', async () => {
    const item = (id: number) => ({ post: post({ id }), thread: { id: 3, title: 'Shoes' }, author_suspended: false, reports: [] });
    const base = reducer(undefined, { type: 'init' }).community;
    const { storeState } = await expectSaga(communitySagas)
      .withReducer(reducer)
      .withState({ community: { ...base, queue: { items: [item(1), item(2)], next_after: 2 } } })
      .provide([[matchers.call.fn(communityApi.queue), { items: [item(3)], next_after: null }]])
      .dispatch(queueRequested({ after: 2 }))
      .call(communityApi.queue, { after: 2 })
      .put(loadQueueActions.succeeded({ arg: { after: 2 }, result: { items: [item(3)], next_after: null } }))
      .silentRun(50);
    expect((storeState as State).community.queue).toEqual({ items: [item(1), item(2), item(3)], next_after: null });

    const first = await expectSaga(communitySagas)
      .withReducer(reducer)
      .withState({ community: { ...base, queue: { items: [item(1), item(2)], next_after: 2 } } })
      .provide([[matchers.call.fn(communityApi.queue), { items: [item(2)], next_after: null }]])
      .dispatch(queueRequested({ after: null }))
      .silentRun(50);
    expect((first.storeState as State).community.queue?.items.map((i) => i.post.id)).toEqual([2]);
  });

  it('loads my posts a page at a time, and says when they cannot be read', async () => {
    const mine = (id: number) => ({
      post: post({ id }),
      thread: { id: 3, title: 'Shoes', board: { slug: 'attire', name: 'Attire' } },
      is_opening: false,
    });
    const page1: MyPostsView = { items: [mine(9), mine(8)], next_after: 8 };
    const page2: MyPostsView = { items: [mine(4)], next_after: null };
    const { storeState } = await expectSaga(communitySagas)
      .withReducer(reducer)
      .provide([
        [matchers.call(communityApi.myPosts, { after: null }), page1],
        [matchers.call(communityApi.myPosts, { after: 8 }), page2],
      ])
      .dispatch(myPostsRequested({ after: null }))
      .put(loadMyPostsActions.started({ after: null }))
      .put(loadMyPostsActions.succeeded({ arg: { after: null }, result: page1 }))
      .dispatch(myPostsRequested({ after: 8 }))
      .put(loadMyPostsActions.succeeded({ arg: { after: 8 }, result: page2 }))
      .silentRun(50);
    expect((storeState as State).community.myPosts).toEqual({ items: [mine(9), mine(8), mine(4)], next_after: null });

    const failed = await expectSaga(communitySagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(communityApi.myPosts), fail('Please log in.', 401)]])
      .dispatch(myPostsRequested({ after: null }))
      .put.like({ action: { type: loadMyPostsActions.failed.type } })
      .silentRun(50);
    expect((failed.storeState as State).community.myPostsLoad).toMatchObject({ status: 'failed', error: { message: 'Please log in.' } });
  });

  it('unsubscribes from the digest with the link’s token, and reports a refused link', async () => {
    const done = { unsubscribed: true as const, message: COMMUNITY_MESSAGES.unsubscribed };
    const { storeState } = await expectSaga(communitySagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(communityApi.unsubscribe), done]])
      .dispatch(unsubscribeRequested('7.abc'))
      .call(communityApi.unsubscribe, '7.abc')
      .put(unsubscribeActions.succeeded({ arg: '7.abc', result: done }))
      .silentRun(50);
    expect((storeState as State).community.unsubscribed).toEqual(done);

    const refused = await expectSaga(communitySagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(communityApi.unsubscribe), fail(COMMUNITY_MESSAGES.unsubscribeLink)]])
      .dispatch(unsubscribeRequested('7.forged'))
      .put.like({ action: { type: unsubscribeActions.failed.type } })
      .silentRun(50);
    const s = (refused.storeState as State).community;
    expect(s.unsubscribed).toBeNull();
    expect(s.unsubscribe.error?.message).toBe(COMMUNITY_MESSAGES.unsubscribeLink);
  });
});
