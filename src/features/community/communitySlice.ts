import { createAction, createSlice, type Draft } from '@reduxjs/toolkit';
import { addRequestCases, idleRequest, type RequestState } from '../../lib/requestCases';
import { createRequestActions } from '../../lib/requestSaga';
import type {
  BoardsView,
  BoardThreadsView,
  CreatedPostView,
  CreatedThreadView,
  CreatePostBody,
  CreateThreadBody,
  FollowView,
  LikeView,
  ModerationAction,
  ModerationQueueView,
  MyPostsView,
  PostView,
  ReportBody,
  ReportView,
  SearchView,
  SuspensionView,
  ThreadTitleView,
  ThreadView,
  UnsubscribeView,
} from '../../contracts/community';

// Events the pages raise.
export const boardsRequested = createAction('community/boardsRequested');
export const boardRequested = createAction<{ slug: string; cursor: string | null }>('community/boardRequested');
export const threadRequested = createAction<{ id: number; after: number | null }>('community/threadRequested');
export const searchRequested = createAction<{ q: string; page: number }>('community/searchRequested');
/** The queue's first page (after: null, replacing what is shown) or the next one ("Show more", appended). */
export const queueRequested = createAction<{ after: number | null } | undefined>('community/queueRequested');
export const titleSubmitted = createAction<{ threadId: number; title: string }>('community/titleSubmitted');
export const myPostsRequested = createAction<{ after: number | null }>('community/myPostsRequested');
export const unsubscribeRequested = createAction<string>('community/unsubscribeRequested');
export const threadSubmitted = createAction<{ slug: string; body: CreateThreadBody }>('community/threadSubmitted');
export const replySubmitted = createAction<{ threadId: number; body: CreatePostBody }>('community/replySubmitted');
export const editSubmitted = createAction<{ id: number; body: string }>('community/editSubmitted');
export const deleteRequested = createAction<number>('community/deleteRequested');
export const likeToggled = createAction<{ postId: number; liked: boolean }>('community/likeToggled');
export const followToggled = createAction<{ threadId: number; following: boolean }>('community/followToggled');
export const reportSubmitted = createAction<{ postId: number; body: ReportBody }>('community/reportSubmitted');
export const moderationRequested = createAction<{ postId: number; action: ModerationAction }>('community/moderationRequested');
export const suspensionRequested = createAction<{ userId: number; suspended: boolean }>('community/suspensionRequested');
export const noticeDismissed = createAction('community/noticeDismissed');
export const createdThreadSeen = createAction('community/createdThreadSeen');

// Requests (started / succeeded / failed).
export const loadBoardsActions = createRequestActions<void, BoardsView>('community/loadBoards');
export const loadBoardActions = createRequestActions<{ slug: string; cursor: string | null }, BoardThreadsView>('community/loadBoard');
export const loadThreadActions = createRequestActions<{ id: number; after: number | null }, ThreadView>('community/loadThread');
export const searchActions = createRequestActions<{ q: string; page: number }, SearchView>('community/search');
export const loadQueueActions = createRequestActions<{ after: number | null }, ModerationQueueView>('community/loadQueue');
export const editTitleActions = createRequestActions<{ threadId: number; title: string }, ThreadTitleView>('community/editTitle');
export const loadMyPostsActions = createRequestActions<{ after: number | null }, MyPostsView>('community/loadMyPosts');
export const unsubscribeActions = createRequestActions<string, UnsubscribeView>('community/unsubscribe');
export const createThreadActions = createRequestActions<{ slug: string; body: CreateThreadBody }, CreatedThreadView>(
  'community/createThread',
);
export const replyActions = createRequestActions<{ threadId: number; body: CreatePostBody }, CreatedPostView>('community/reply');
export const editActions = createRequestActions<{ id: number; body: string }, PostView>('community/edit');
export const deleteActions = createRequestActions<number, PostView>('community/delete');
export const likeActions = createRequestActions<{ postId: number; liked: boolean }, LikeView>('community/like');
export const followActions = createRequestActions<{ threadId: number; following: boolean }, FollowView>('community/follow');
export const reportActions = createRequestActions<{ postId: number; body: ReportBody }, ReportView>('community/report');
export const moderateActions = createRequestActions<{ postId: number; action: ModerationAction }, PostView>('community/moderate');
export const suspendActions = createRequestActions<{ userId: number; suspended: boolean }, SuspensionView>('community/suspend');

/** What the last write did: shown in a live region near what it changed (`postId`, when about a post). */
export interface CommunityNotice {
  kind: 'success' | 'error';
  message: string;
  postId: number | null;
}

export interface CommunityState {
  boards: BoardsView | null;
  boardsLoad: RequestState;
  board: BoardThreadsView | null;
  boardLoad: RequestState;
  thread: ThreadView | null;
  threadLoad: RequestState;
  search: SearchView | null;
  searchLoad: RequestState;
  queue: ModerationQueueView | null;
  queueLoad: RequestState;
  /** "My posts": the pages read so far, newest first. */
  myPosts: MyPostsView | null;
  myPostsLoad: RequestState;
  /** The digest's unsubscribe page. */
  unsubscribe: RequestState;
  unsubscribed: UnsubscribeView | null;
  /** Changing a thread's title (the thread page's form). */
  titleWrite: RequestState;
  /** Starting a thread, replying, editing: the forms' state. */
  write: RequestState;
  /** The thread just started (the board page goes to it). */
  createdThreadId: number | null;
  /** How many threads and replies the server has accepted (the forms clear when it moves). */
  sent: number;
  notice: CommunityNotice | null;
}

export const initialCommunityState: CommunityState = {
  boards: null,
  boardsLoad: idleRequest,
  board: null,
  boardLoad: idleRequest,
  thread: null,
  threadLoad: idleRequest,
  search: null,
  searchLoad: idleRequest,
  queue: null,
  queueLoad: idleRequest,
  myPosts: null,
  myPostsLoad: idleRequest,
  unsubscribe: idleRequest,
  unsubscribed: null,
  titleWrite: idleRequest,
  write: idleRequest,
  createdThreadId: null,
  sent: 0,
  notice: null,
};

/** A post's new state, wherever the page shows it (the thread, the moderation queue). */
function replacePost(state: Draft<CommunityState>, post: PostView) {
  const posts = state.thread?.posts;
  if (posts) {
    const i = posts.findIndex((p) => p.id === post.id);
    if (i >= 0) posts[i] = { ...post, liked: posts[i]!.liked };
  }
  for (const item of state.queue?.items ?? []) if (item.post.id === post.id) item.post = post;
}

const failedNotice = (state: Draft<CommunityState>, message: string, postId: number | null = null) => {
  state.notice = { kind: 'error', message, postId };
};

const slice = createSlice({
  name: 'community',
  initialState: initialCommunityState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(noticeDismissed, (state) => {
      state.notice = null;
    });
    builder.addCase(createdThreadSeen, (state) => {
      state.createdThreadId = null;
    });
    addRequestCases(builder, loadBoardsActions, (state) => state.boardsLoad, {
      keepSucceeded: true,
      succeeded: (state, { payload }) => {
        state.boards = payload.result;
      },
    });
    addRequestCases(builder, loadBoardActions, (state) => state.boardLoad, {
      started: (state, { payload }) => {
        if (state.board?.board.slug !== payload.slug) state.board = null;
      },
      succeeded: (state, { payload }) => {
        state.board = payload.result;
      },
    });
    addRequestCases(builder, loadThreadActions, (state) => state.threadLoad, {
      started: (state, { payload }) => {
        if (state.thread?.thread.id !== payload.id) state.thread = null;
        state.notice = null;
      },
      succeeded: (state, { payload }) => {
        state.thread = payload.result;
      },
    });
    addRequestCases(builder, searchActions, (state) => state.searchLoad, {
      succeeded: (state, { payload }) => {
        state.search = payload.result;
      },
    });
    addRequestCases(builder, loadQueueActions, (state) => state.queueLoad, {
      succeeded: (state, { payload }) => {
        const { items, next_after } = payload.result;
        // "Show more" appends the next page; the first page replaces the list (after a decision too).
        if (payload.arg.after !== null && state.queue) {
          const shown = new Set(state.queue.items.map((i) => i.post.id));
          state.queue.items.push(...items.filter((i) => !shown.has(i.post.id)));
          state.queue.next_after = next_after;
        } else {
          state.queue = payload.result;
        }
      },
    });
    addRequestCases(builder, loadMyPostsActions, (state) => state.myPostsLoad, {
      succeeded: (state, { payload }) => {
        if (payload.arg.after !== null && state.myPosts) {
          state.myPosts.items.push(...payload.result.items);
          state.myPosts.next_after = payload.result.next_after;
        } else {
          state.myPosts = payload.result;
        }
      },
    });
    addRequestCases(builder, unsubscribeActions, (state) => state.unsubscribe, {
      succeeded: (state, { payload }) => {
        state.unsubscribed = payload.result;
      },
    });
    addRequestCases(builder, editTitleActions, (state) => state.titleWrite, {
      started: (state) => {
        state.notice = null;
      },
      succeeded: (state, { payload }) => {
        const view = state.thread;
        if (view && view.thread.id === payload.result.thread_id) {
          view.thread.title = payload.result.title;
          view.thread.status = payload.result.status;
        }
        state.notice = {
          kind: 'success',
          message:
            payload.result.status === 'HELD'
              ? 'The new title has a link, so our team will check the thread before others see it again.'
              : 'The title is changed.',
          postId: null,
        };
      },
      failed: (state, { payload }) => failedNotice(state, payload.error.message),
    });
    addRequestCases(builder, createThreadActions, (state) => state.write, {
      started: (state) => {
        state.notice = null;
      },
      succeeded: (state, { payload }) => {
        state.createdThreadId = payload.result.thread_id;
        state.sent += 1;
        if (payload.result.message) state.notice = { kind: 'success', message: payload.result.message, postId: null };
      },
      failed: (state, { payload }) => failedNotice(state, payload.error.message),
    });
    addRequestCases(builder, replyActions, (state) => state.write, {
      started: (state) => {
        state.notice = null;
      },
      succeeded: (state, { payload }) => {
        const { post, held, message } = payload.result;
        state.sent += 1;
        const view = state.thread;
        // On the thread's last page the reply shows at once; otherwise the reader goes on to find it.
        if (view && view.thread.id === post.thread_id && view.next_after === null) {
          view.posts.push(post);
          if (!held) view.thread.reply_count += 1;
        }
        state.notice = { kind: 'success', message: message ?? 'Your reply is posted.', postId: post.id };
      },
      failed: (state, { payload }) => failedNotice(state, payload.error.message),
    });
    addRequestCases(builder, editActions, (state) => state.write, {
      started: (state) => {
        state.notice = null;
      },
      succeeded: (state, { payload }) => {
        replacePost(state, payload.result);
        state.notice = { kind: 'success', message: 'Your changes are saved.', postId: payload.result.id };
      },
      failed: (state, { payload }) => failedNotice(state, payload.error.message, payload.arg.id),
    });
    addRequestCases(builder, deleteActions, (state) => state.write, {
      succeeded: (state, { payload }) => {
        replacePost(state, payload.result);
        state.notice = { kind: 'success', message: 'Your post is deleted.', postId: payload.result.id };
      },
      failed: (state, { payload }) => failedNotice(state, payload.error.message, payload.arg),
    });
    // A like shows at once; the server's count replaces the guess (a failure puts it back).
    builder.addCase(likeToggled, (state, { payload }) => {
      const post = state.thread?.posts.find((p) => p.id === payload.postId);
      if (!post || post.liked === payload.liked) return;
      post.liked = payload.liked;
      post.like_count += payload.liked ? 1 : -1;
    });
    builder.addCase(likeActions.succeeded, (state, { payload }) => {
      const post = state.thread?.posts.find((p) => p.id === payload.result.post_id);
      if (post) post.like_count = payload.result.like_count;
    });
    builder.addCase(likeActions.failed, (state, { payload }) => {
      const post = state.thread?.posts.find((p) => p.id === payload.arg.postId);
      if (post && post.liked === payload.arg.liked) {
        post.liked = !payload.arg.liked;
        post.like_count += payload.arg.liked ? -1 : 1;
      }
      failedNotice(state, payload.error.message, payload.arg.postId);
    });
    builder.addCase(followActions.succeeded, (state, { payload }) => {
      if (state.thread?.thread.id === payload.result.thread_id) state.thread.viewer.following = payload.result.following;
      state.notice = {
        kind: 'success',
        message: payload.result.following
          ? 'You follow this thread: we will mail you a digest of new replies.'
          : 'You no longer follow this thread.',
        postId: null,
      };
    });
    builder.addCase(followActions.failed, (state, { payload }) => failedNotice(state, payload.error.message));
    builder.addCase(reportActions.succeeded, (state, { payload }) => {
      state.notice = { kind: 'success', message: payload.result.message, postId: payload.arg.postId };
    });
    builder.addCase(reportActions.failed, (state, { payload }) => failedNotice(state, payload.error.message, payload.arg.postId));
    builder.addCase(moderateActions.succeeded, (state, { payload }) => {
      replacePost(state, payload.result);
      const verb = { APPROVE: 'approved', HIDE: 'hidden', REMOVE: 'removed', RESTORE: 'restored', DISMISS: 'left as it is' }[
        payload.arg.action
      ];
      state.notice = { kind: 'success', message: `The post is ${verb}.`, postId: payload.result.id };
    });
    builder.addCase(moderateActions.failed, (state, { payload }) => failedNotice(state, payload.error.message, payload.arg.postId));
    builder.addCase(suspendActions.succeeded, (state, { payload }) => {
      for (const item of state.queue?.items ?? [])
        if (item.post.author.id === payload.result.user_id) item.author_suspended = payload.result.suspended;
      state.notice = {
        kind: 'success',
        message: payload.result.suspended ? 'The account is suspended from posting.' : 'The account can post again.',
        postId: null,
      };
    });
    builder.addCase(suspendActions.failed, (state, { payload }) => failedNotice(state, payload.error.message));
  },
});

export const communityReducer = slice.reducer;
