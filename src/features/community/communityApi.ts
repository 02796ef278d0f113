import { api } from '../../lib/http';
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
import { COMMUNITY_API, communityReadPaths } from '../../contracts/community';

const BASE = COMMUNITY_API;

/** server/API.md "The community"; nothing else in the domain talks HTTP. */
export const communityApi = {
  boards: (): Promise<BoardsView> => api.get<BoardsView>(communityReadPaths.boards()),
  board: ({ slug, cursor }: { slug: string; cursor: string | null }): Promise<BoardThreadsView> =>
    api.get<BoardThreadsView>(communityReadPaths.boardThreads(slug), cursor ? { cursor } : undefined),
  thread: ({ id, after }: { id: number; after: number | null }): Promise<ThreadView> =>
    api.get<ThreadView>(communityReadPaths.thread(id), after ? { after } : undefined),
  search: ({ q, page }: { q: string; page: number }): Promise<SearchView> => api.get<SearchView>(`${BASE}/search`, { q, page }),
  createThread: ({ slug, body }: { slug: string; body: CreateThreadBody }): Promise<CreatedThreadView> =>
    api.post<CreatedThreadView>(`${BASE}/boards/${encodeURIComponent(slug)}/threads`, body),
  reply: ({ threadId, body }: { threadId: number; body: CreatePostBody }): Promise<CreatedPostView> =>
    api.post<CreatedPostView>(`${BASE}/threads/${threadId}/posts`, body),
  edit: ({ id, body }: { id: number; body: string }): Promise<PostView> => api.patch<PostView>(`${BASE}/posts/${id}`, { body }),
  remove: (id: number): Promise<PostView> => api.delete<PostView>(`${BASE}/posts/${id}`),
  like: ({ postId, liked }: { postId: number; liked: boolean }): Promise<LikeView> =>
    api.put<LikeView>(`${BASE}/posts/${postId}/like`, { liked }),
  follow: ({ threadId, following }: { threadId: number; following: boolean }): Promise<FollowView> =>
    api.put<FollowView>(`${BASE}/threads/${threadId}/follow`, { following }),
  report: ({ postId, body }: { postId: number; body: ReportBody }): Promise<ReportView> =>
    api.post<ReportView>(`${BASE}/posts/${postId}/reports`, body),
  queue: ({ after }: { after: number | null }): Promise<ModerationQueueView> =>
    api.get<ModerationQueueView>(`${BASE}/moderation/queue`, after ? { after } : undefined),
  editTitle: ({ threadId, title }: { threadId: number; title: string }): Promise<ThreadTitleView> =>
    api.patch<ThreadTitleView>(`${BASE}/threads/${threadId}`, { title }),
  myPosts: ({ after }: { after: number | null }): Promise<MyPostsView> =>
    api.get<MyPostsView>(`${BASE}/me/posts`, after ? { after } : undefined),
  unsubscribe: (token: string): Promise<UnsubscribeView> =>
    api.post<UnsubscribeView>(`${BASE}/digest/unsubscribe?token=${encodeURIComponent(token)}`, {}),
  moderate: ({ postId, action }: { postId: number; action: ModerationAction }): Promise<PostView> =>
    api.put<PostView>(`${BASE}/moderation/posts/${postId}`, { action }),
  suspend: ({ userId, suspended }: { userId: number; suspended: boolean }): Promise<SuspensionView> =>
    api.put<SuspensionView>(`${BASE}/moderation/users/${userId}/suspension`, { suspended }),
};
