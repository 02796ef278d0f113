import { z } from 'zod';
import { MAX_ID } from './inputs';

/**
 * The community (issue 31; server/API.md "The community"): boards by topic and local groups by
 * state, threads and replies in markdown (rendered and sanitised on the server), quotes, likes,
 * following a thread (a mail digest), search, and moderation. Readable by guests; posting needs an
 * account. Field names are the API's.
 */

/** The community API's prefix and its first-page reads (the SPA calls them; a page's HTML preloads them). */
export const COMMUNITY_API = '/web-api/v2/community';
export const communityReadPaths = {
  boards: (): string => `${COMMUNITY_API}/boards`,
  boardThreads: (slug: string): string => `${COMMUNITY_API}/boards/${encodeURIComponent(slug)}/threads`,
  thread: (id: number | string): string => `${COMMUNITY_API}/threads/${id}`,
};

/** Replies, like every post, can be edited by their author for this long after posting. */
export const EDIT_WINDOW_MINUTES = 30;
/** An account younger than this is "new": rate-limited, and its links are held for review. */
export const NEW_ACCOUNT_DAYS = 7;
/** Posts (threads and replies) a new account may make in any rolling hour. */
export const NEW_ACCOUNT_POSTS_PER_HOUR = 5;
/** Posts an established account may make in any rolling hour (a flood guard, not a policy). */
export const ESTABLISHED_POSTS_PER_HOUR = 60;
/** A board page's threads, and a thread page's posts. */
export const THREADS_PAGE_SIZE = 20;
export const POSTS_PAGE_SIZE = 25;
export const SEARCH_PAGE_SIZE = 20;
/** The moderation queue's page (keyset on the post id, oldest first: "Show more"). */
export const QUEUE_PAGE_SIZE = 20;
/** "My posts": a person's own posts, newest first (keyset on the post id). */
export const MY_POSTS_PAGE_SIZE = 25;
export const TITLE_MAX = 140;
export const BODY_MAX = 10_000;

export const COMMUNITY_MESSAGES = {
  rateLimited: (limit: number) =>
    `New members can post ${limit} times an hour. Please wait a little before posting again; the limit lifts once your account is ${NEW_ACCOUNT_DAYS} days old.`,
  floodLimited: (limit: number) => `You have posted ${limit} times in the last hour. Please wait a little before posting again.`,
  suspended: 'Your account is suspended from the community, so you cannot post.',
  editWindow: `Posts can be edited for ${EDIT_WINDOW_MINUTES} minutes after posting.`,
  notYours: 'You can only change your own posts.',
  held: 'Thanks! Posts with links from new members are checked by our team before others see them.',
  staffOnly: 'Only Confetti staff can moderate the community.',
  threadClosed: 'This thread is no longer open for replies.',
  alreadyReported: 'You have already reported this post. Our team will look at it.',
  noSuchPost: 'We could not find that post.',
  noSuchThread: 'We could not find that thread.',
  noSuchBoard: 'We could not find that board.',
  quoteElsewhere: 'You can only quote a post in the same thread.',
  titleEditWindow: `A thread’s title can be changed for ${EDIT_WINDOW_MINUTES} minutes after posting.`,
  titleNotYours: 'Only the person who started this thread can change its title.',
  unsubscribeLink: 'This unsubscribe link is not valid. Please use the link in your latest digest mail.',
  unsubscribed: 'You will get no more digest mails, and you no longer follow any threads. Follow a thread again to hear of its replies.',
} as const;

export const BOARD_KINDS = ['TOPIC', 'LOCAL'] as const;
export type BoardKind = (typeof BOARD_KINDS)[number];

/** A post's state. HELD: a new account's post with a link, visible to its author and staff until approved. */
export const POST_STATUSES = ['PUBLISHED', 'HELD', 'HIDDEN', 'REMOVED', 'DELETED'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const REPORT_REASONS = ['SPAM', 'HARASSMENT', 'OFF_TOPIC', 'MISINFORMATION', 'OTHER'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  SPAM: 'Spam or advertising',
  HARASSMENT: 'Harassment or hate',
  OFF_TOPIC: 'Off topic',
  MISINFORMATION: 'Misleading or harmful',
  OTHER: 'Something else',
};

export const MODERATION_ACTIONS = ['APPROVE', 'HIDE', 'REMOVE', 'RESTORE', 'DISMISS'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

// ---------- pure rules (server and SPA) ----------

/** A new account: younger than NEW_ACCOUNT_DAYS at `now`. */
export function isNewAccount(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() < NEW_ACCOUNT_DAYS * 86_400_000;
}

/** How many posts an account may make in a rolling hour. */
export function hourlyPostLimit(createdAt: Date, now: Date): number {
  return isNewAccount(createdAt, now) ? NEW_ACCOUNT_POSTS_PER_HOUR : ESTABLISHED_POSTS_PER_HOUR;
}

/** Whether its author may still edit a post written at `createdAt`. */
export function canEditAt(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() <= EDIT_WINDOW_MINUTES * 60_000;
}

/** The keyset cursor of a board page: the last thread's activity time and id. */
export function encodeThreadCursor(lastPostAt: string, id: number): string {
  return `${Date.parse(lastPostAt)}_${id}`;
}
export function decodeThreadCursor(cursor: string): { at: Date; id: number } | null {
  const m = /^(\d{1,15})_(\d{1,10})$/.exec(cursor);
  if (!m) return null;
  const id = Number(m[2]);
  if (id > MAX_ID) return null;
  return { at: new Date(Number(m[1])), id };
}

// ---------- requests ----------

const trimmed = (min: number, max: number, what: string) =>
  z
    .string()
    .transform((s) => s.trim())
    .pipe(
      z
        .string()
        .min(min, min === 1 ? `Please write ${what}.` : `${what} needs at least ${min} characters.`)
        .max(max, `${what} can have at most ${max.toLocaleString('en-US')} characters.`),
    );

const id = z.coerce.number().int().positive().max(MAX_ID);

export const boardParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,60}$/, 'is not a board') });
export const threadParams = z.object({ id });
export const postParams = z.object({ id });
export const userParams = z.object({ id });

export const threadsQuery = z.object({ cursor: z.string().max(40).optional() });
export const postsQuery = z.object({ after: id.optional() });
/** The moderation queue and "My posts": the page after this post id. */
export const pageAfterQuery = z.object({ after: id.optional() });
export const searchQuery = z.object({
  q: z
    .string()
    .transform((s) => s.trim())
    .pipe(z.string().min(2, 'Please type at least 2 characters.').max(100)),
  page: z.coerce.number().int().min(1).max(50).default(1),
});

export const createThreadBody = z.object({ title: trimmed(5, TITLE_MAX, 'A title'), body: trimmed(1, BODY_MAX, 'your post') });
export type CreateThreadBody = z.infer<typeof createThreadBody>;
export const createPostBody = z.object({
  body: trimmed(1, BODY_MAX, 'your reply'),
  quoted_post_id: z.number().int().positive().max(MAX_ID).nullable().optional(),
});
export type CreatePostBody = z.input<typeof createPostBody>;
export const editPostBody = z.object({ body: trimmed(1, BODY_MAX, 'your post') });
/** PATCH /threads/{id}: its author within EDIT_WINDOW_MINUTES of starting it; staff always. */
export const editThreadBody = z.object({ title: trimmed(5, TITLE_MAX, 'A title') });
export type EditThreadBody = z.infer<typeof editThreadBody>;
/** The signed token of a digest's unsubscribe link: `{user id}.{HMAC}`. */
export const unsubscribeToken = z.string().regex(/^\d{1,10}\.[A-Za-z0-9_-]{43}$/, 'is not an unsubscribe link');
export const unsubscribeQuery = z.object({ token: unsubscribeToken });
export const unsubscribeView = z.object({ unsubscribed: z.literal(true), message: z.string() });
export type UnsubscribeView = z.infer<typeof unsubscribeView>;
export type EditPostBody = z.infer<typeof editPostBody>;
export const likeBody = z.object({ liked: z.boolean() });
export const followBody = z.object({ following: z.boolean() });
export const reportBody = z.object({
  reason: z.enum(REPORT_REASONS, { message: 'Please choose a reason.' }),
  note: z
    .string()
    .transform((s) => s.trim())
    .pipe(z.string().max(500, 'A note can have at most 500 characters.'))
    .default(''),
});
export type ReportBody = z.input<typeof reportBody>;
export const moderatePostBody = z.object({ action: z.enum(MODERATION_ACTIONS) });
export type ModeratePostBody = z.infer<typeof moderatePostBody>;
export const suspensionBody = z.object({
  suspended: z.boolean(),
  reason: z
    .string()
    .transform((s) => s.trim())
    .pipe(z.string().max(300))
    .default(''),
});
export type SuspensionBody = z.input<typeof suspensionBody>;

// ---------- answers ----------

export const boardView = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  kind: z.enum(BOARD_KINDS),
  state_code: z.string().nullable(),
  thread_count: z.number().int(),
  last_post_at: z.string().nullable(),
});
export type BoardView = z.infer<typeof boardView>;
export const boardsView = z.object({ boards: z.array(boardView) });
export type BoardsView = z.infer<typeof boardsView>;

export const authorView = z.object({ id: z.number().int(), name: z.string() });

export const threadSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  author: authorView,
  reply_count: z.number().int(),
  created_at: z.string(),
  last_post_at: z.string(),
});
export type ThreadSummary = z.infer<typeof threadSummary>;
export const boardThreadsView = z.object({
  board: boardView,
  threads: z.array(threadSummary),
  next_cursor: z.string().nullable(),
});
export type BoardThreadsView = z.infer<typeof boardThreadsView>;

export const quoteView = z.object({ post_id: z.number().int(), author: authorView, html: z.string() });

export const postView = z.object({
  id: z.number().int(),
  thread_id: z.number().int(),
  author: authorView,
  status: z.enum(POST_STATUSES),
  /** Sanitised HTML ('' for a post that is hidden, removed or deleted). */
  html: z.string(),
  quote: quoteView.nullable(),
  like_count: z.number().int(),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  /** The viewer's own state: false for guests (and in a cacheable answer). */
  liked: z.boolean(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  /** The markdown source, only to its author (for editing) and staff; null otherwise. */
  body: z.string().nullable(),
});
export type PostView = z.infer<typeof postView>;

export const viewerView = z.object({
  signed_in: z.boolean(),
  is_staff: z.boolean(),
  suspended: z.boolean(),
  following: z.boolean(),
});
export type ViewerView = z.infer<typeof viewerView>;

export const threadView = z.object({
  thread: z.object({
    id: z.number().int(),
    title: z.string(),
    status: z.enum(POST_STATUSES),
    board: z.object({ slug: z.string(), name: z.string() }),
    author: authorView,
    reply_count: z.number().int(),
    created_at: z.string(),
    last_post_at: z.string(),
    /** The viewer may change the title (its author within the edit window; staff always). */
    can_edit_title: z.boolean(),
  }),
  posts: z.array(postView),
  next_after: z.number().int().nullable(),
  viewer: viewerView,
});
export type ThreadView = z.infer<typeof threadView>;

export const createdPostView = z.object({ post: postView, held: z.boolean(), message: z.string().nullable() });
export type CreatedPostView = z.infer<typeof createdPostView>;
export const createdThreadView = z.object({
  thread_id: z.number().int(),
  post: postView,
  held: z.boolean(),
  message: z.string().nullable(),
});
export type CreatedThreadView = z.infer<typeof createdThreadView>;

export const likeView = z.object({ post_id: z.number().int(), liked: z.boolean(), like_count: z.number().int() });
export type LikeView = z.infer<typeof likeView>;
export const followView = z.object({ thread_id: z.number().int(), following: z.boolean() });
export type FollowView = z.infer<typeof followView>;
export const reportView = z.object({ id: z.number().int(), message: z.string() });
export type ReportView = z.infer<typeof reportView>;

export const searchHit = z.object({
  post_id: z.number().int(),
  thread_id: z.number().int(),
  thread_title: z.string(),
  board: z.object({ slug: z.string(), name: z.string() }),
  author: authorView,
  /** Plain text around the match (never HTML). */
  excerpt: z.string(),
  created_at: z.string(),
});
export type SearchHit = z.infer<typeof searchHit>;
export const searchView = z.object({ q: z.string(), page: z.number().int(), hits: z.array(searchHit), has_more: z.boolean() });
export type SearchView = z.infer<typeof searchView>;

export const queueItem = z.object({
  post: postView,
  thread: z.object({ id: z.number().int(), title: z.string() }),
  author_suspended: z.boolean(),
  reports: z.array(
    z.object({ id: z.number().int(), reason: z.enum(REPORT_REASONS), note: z.string(), reporter: authorView, created_at: z.string() }),
  ),
});
export type QueueItem = z.infer<typeof queueItem>;
export const moderationQueueView = z.object({
  items: z.array(queueItem),
  /** The next page's `after` (the last item's post id), or null on the last page. */
  next_after: z.number().int().nullable(),
});
export type ModerationQueueView = z.infer<typeof moderationQueueView>;
export const threadTitleView = z.object({ thread_id: z.number().int(), title: z.string(), status: z.enum(POST_STATUSES) });
export type ThreadTitleView = z.infer<typeof threadTitleView>;

/** GET /me/posts: the caller's own posts (any state but deleted), newest first. */
export const myPostItem = z.object({
  post: postView,
  thread: z.object({ id: z.number().int(), title: z.string(), board: z.object({ slug: z.string(), name: z.string() }) }),
  is_opening: z.boolean(),
});
export type MyPostItem = z.infer<typeof myPostItem>;
export const myPostsView = z.object({ items: z.array(myPostItem), next_after: z.number().int().nullable() });
export type MyPostsView = z.infer<typeof myPostsView>;
export const suspensionView = z.object({ user_id: z.number().int(), suspended: z.boolean() });
export type SuspensionView = z.infer<typeof suspensionView>;
