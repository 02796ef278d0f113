import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { queryRows } from '../../db/client';
import {
  communityBoards,
  communityDigestOptOuts,
  communityFollows,
  communityLikes,
  communityPosts,
  communityReports,
  communitySuspensions,
  communityThreads,
  users,
} from '../../db/schema';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { renderPost } from '../../lib/markdown';
import { hmac, safeEqual } from '../../lib/tokens';
import {
  canEditAt,
  COMMUNITY_MESSAGES as M,
  decodeThreadCursor,
  encodeThreadCursor,
  hourlyPostLimit,
  isNewAccount,
  MY_POSTS_PAGE_SIZE,
  NEW_ACCOUNT_POSTS_PER_HOUR,
  POSTS_PAGE_SIZE,
  QUEUE_PAGE_SIZE,
  SEARCH_PAGE_SIZE,
  THREADS_PAGE_SIZE,
  type BoardThreadsView,
  type BoardsView,
  type BoardView,
  type CreatedPostView,
  type CreatedThreadView,
  type CreatePostBody,
  type CreateThreadBody,
  type FollowView,
  type LikeView,
  type ModerationAction,
  type ModerationQueueView,
  type MyPostsView,
  type PostStatus,
  type PostView,
  type ReportBody,
  type ReportReason,
  type ReportView,
  type SearchView,
  type SuspensionView,
  type ThreadTitleView,
  type ThreadView,
  type UnsubscribeView,
} from '../../../src/contracts/community';

/** Who is reading or writing: null for a guest. */
export interface Viewer {
  id: number;
  isStaff: boolean;
  createdAt: Date;
  suspended: boolean;
}

const iso = (value: Date | string): string => new Date(value).toISOString();
/** A person as the community shows them: first name and last initial. */
const displayName = (first: string, last: string): string => (last ? `${first} ${last.charAt(0)}.` : first) || 'A member';

export async function loadViewer(db: DbOrTx, userId: number | null | undefined): Promise<Viewer | null> {
  if (!userId) return null;
  const [row] = await db
    .select({ id: users.id, isStaff: users.isStaff, createdAt: users.createdAt, suspendedUser: communitySuspensions.userId })
    .from(users)
    .leftJoin(communitySuspensions, eq(communitySuspensions.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  return { id: row.id, isStaff: row.isStaff, createdAt: row.createdAt, suspended: row.suspendedUser !== null };
}

// ---------------------------------------------------------------- reads

interface BoardRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  kind: 'TOPIC' | 'LOCAL';
  state_code: string | null;
  thread_count: number;
  last_post_at: Date | string | null;
}

const boardOf = (r: BoardRow): BoardView => ({
  slug: r.slug,
  name: r.name,
  description: r.description,
  kind: r.kind,
  state_code: r.state_code,
  thread_count: Number(r.thread_count),
  last_post_at: r.last_post_at ? iso(r.last_post_at) : null,
});

const BOARD_COLUMNS = sql`b.id, b.slug, b.name, b.description, b.kind, b.state_code,
  (select count(*)::int from community_threads t where t.board_id = b.id and t.status = 'PUBLISHED') as thread_count,
  (select max(t.last_post_at) from community_threads t where t.board_id = b.id and t.status = 'PUBLISHED') as last_post_at`;

export async function listBoards(db: Db): Promise<BoardsView> {
  const rows = await queryRows<BoardRow>(db, sql`select ${BOARD_COLUMNS} from community_boards b order by b.position, b.id`);
  return { boards: rows.map(boardOf) };
}

/** A board's published threads, latest activity first, THREADS_PAGE_SIZE at a time (keyset on (last_post_at, id)). */
export async function boardThreads(db: Db, slug: string, cursor: string | undefined): Promise<BoardThreadsView> {
  const [board] = await queryRows<BoardRow>(db, sql`select ${BOARD_COLUMNS} from community_boards b where b.slug = ${slug}`);
  if (!board) throw notFound(M.noSuchBoard);
  const after = cursor ? decodeThreadCursor(cursor) : null;
  if (cursor && !after) throw badRequest('Invalid cursor: is not a page of this board');
  const rows = await queryRows<{
    id: number;
    title: string;
    reply_count: number;
    created_at: Date | string;
    last_post_at: Date | string;
    author_id: number;
    first_name: string;
    last_name: string;
  }>(
    db,
    sql`select t.id, t.title, t.reply_count, t.created_at, t.last_post_at, u.id as author_id, u.first_name, u.last_name
        from community_threads t join users u on u.id = t.author_id
        where t.board_id = ${board.id} and t.status = 'PUBLISHED'
          ${after ? sql`and (t.last_post_at, t.id) < (${after.at.toISOString()}::timestamptz, ${after.id})` : sql``}
        order by t.last_post_at desc, t.id desc
        limit ${THREADS_PAGE_SIZE + 1}`,
  );
  const page = rows.slice(0, THREADS_PAGE_SIZE);
  const last = page[page.length - 1];
  return {
    board: boardOf(board),
    threads: page.map((r) => ({
      id: r.id,
      title: r.title,
      author: { id: r.author_id, name: displayName(r.first_name, r.last_name) },
      reply_count: r.reply_count,
      created_at: iso(r.created_at),
      last_post_at: iso(r.last_post_at),
    })),
    next_cursor: rows.length > THREADS_PAGE_SIZE && last ? encodeThreadCursor(iso(last.last_post_at), last.id) : null,
  };
}

interface PostRow {
  id: number;
  thread_id: number;
  author_id: number;
  first_name: string;
  last_name: string;
  is_opening: boolean;
  body: string;
  body_html: string;
  status: PostStatus;
  like_count: number;
  created_at: Date | string;
  edited_at: Date | string | null;
  quoted_post_id: number | null;
  q_status: PostStatus | null;
  q_html: string | null;
  q_author_id: number | null;
  q_first_name: string | null;
  q_last_name: string | null;
}

const postSelect = (
  join = sql``,
  columns = sql``,
) => sql`select p.id, p.thread_id, p.author_id, u.first_name, u.last_name, p.is_opening, p.body, p.body_html,
    p.status, p.like_count, p.created_at, p.edited_at, p.quoted_post_id,
    q.status as q_status, q.body_html as q_html, q.author_id as q_author_id, qu.first_name as q_first_name, qu.last_name as q_last_name${columns}
  from community_posts p
  join users u on u.id = p.author_id
  left join community_posts q on q.id = p.quoted_post_id
  left join users qu on qu.id = q.author_id ${join}`;

/** Whether `viewer` may see a post's text in this state (a held post: its author and staff only). */
function canRead(status: PostStatus, authorId: number, viewer: Viewer | null): boolean {
  if (status === 'PUBLISHED') return true;
  if (!viewer) return false;
  if (viewer.isStaff) return status !== 'DELETED';
  return status === 'HELD' && authorId === viewer.id;
}

function postOf(r: PostRow, viewer: Viewer | null, liked: ReadonlySet<number>, now: Date): PostView {
  const readable = canRead(r.status, r.author_id, viewer);
  const own = viewer !== null && viewer.id === r.author_id;
  const live = r.status === 'PUBLISHED' || r.status === 'HELD';
  // A post without its text shows no quote either (the quote would stand in for what was hidden).
  const quoteReadable = readable && r.q_status === 'PUBLISHED';
  return {
    id: r.id,
    thread_id: r.thread_id,
    author: { id: r.author_id, name: displayName(r.first_name, r.last_name) },
    status: r.status,
    html: readable ? r.body_html : '',
    quote:
      r.quoted_post_id && quoteReadable && r.q_author_id !== null
        ? {
            post_id: r.quoted_post_id,
            author: { id: r.q_author_id, name: displayName(r.q_first_name ?? '', r.q_last_name ?? '') },
            html: r.q_html ?? '',
          }
        : null,
    like_count: r.like_count,
    created_at: iso(r.created_at),
    edited_at: r.edited_at ? iso(r.edited_at) : null,
    liked: liked.has(r.id),
    can_edit: own && live && !viewer.suspended && canEditAt(new Date(r.created_at), now),
    can_delete: own && live,
    body: readable && (own || viewer?.isStaff) ? r.body : null,
  };
}

async function likedAmong(db: DbOrTx, viewer: Viewer | null, postIds: number[]): Promise<Set<number>> {
  if (!viewer || postIds.length === 0) return new Set();
  const rows = await queryRows<{ post_id: number }>(
    db,
    sql`select post_id from community_likes where user_id = ${viewer.id} and post_id in (${sql.join(
      postIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Set(rows.map((r) => r.post_id));
}

interface ThreadRow {
  id: number;
  title: string;
  status: PostStatus;
  author_id: number;
  first_name: string;
  last_name: string;
  reply_count: number;
  created_at: Date | string;
  last_post_at: Date | string;
  board_slug: string;
  board_name: string;
}

async function threadRow(db: DbOrTx, id: number): Promise<ThreadRow | undefined> {
  const [row] = await queryRows<ThreadRow>(
    db,
    sql`select t.id, t.title, t.status, t.author_id, u.first_name, u.last_name, t.reply_count, t.created_at, t.last_post_at,
          b.slug as board_slug, b.name as board_name
        from community_threads t join users u on u.id = t.author_id join community_boards b on b.id = t.board_id
        where t.id = ${id}`,
  );
  return row;
}

/**
 * Whether `viewer` may change a thread's title: staff always; its author while the thread is live
 * (published or held), they are not suspended, and within EDIT_WINDOW_MINUTES of starting it.
 */
export function canEditTitle(t: Pick<ThreadRow, 'author_id' | 'status' | 'created_at'>, viewer: Viewer | null, now: Date): boolean {
  if (!viewer) return false;
  if (viewer.isStaff) return t.status !== 'DELETED' && t.status !== 'REMOVED';
  return (
    t.author_id === viewer.id &&
    !viewer.suspended &&
    (t.status === 'PUBLISHED' || t.status === 'HELD') &&
    canEditAt(new Date(t.created_at), now)
  );
}

/** A thread readers may open: published; held or hidden ones to their author and staff; deleted ones to staff. */
function canOpenThread(t: ThreadRow, viewer: Viewer | null): boolean {
  if (t.status === 'PUBLISHED') return true;
  if (!viewer) return false;
  if (viewer.isStaff) return true;
  return t.author_id === viewer.id && (t.status === 'HELD' || t.status === 'HIDDEN');
}

/**
 * A thread and one page of its posts in order (keyset: `after` a post id, over the (thread_id, id)
 * index, so page 20 of a 500-reply thread costs what page 1 does). Held posts are listed only to
 * their author and staff; hidden, removed and deleted posts stay in place without their text.
 */
export async function readThread(
  db: Db,
  threadId: number,
  after: number | undefined,
  viewer: Viewer | null,
  now: Date,
): Promise<ThreadView> {
  const t = await threadRow(db, threadId);
  if (!t || !canOpenThread(t, viewer)) throw notFound(M.noSuchThread);
  const heldFilter = viewer?.isStaff
    ? sql``
    : viewer
      ? sql`and (p.status <> 'HELD' or p.author_id = ${viewer.id})`
      : sql`and p.status <> 'HELD'`;
  const rows = await queryRows<PostRow>(
    db,
    sql`${postSelect()} where p.thread_id = ${threadId} ${after ? sql`and p.id > ${after}` : sql``} ${heldFilter}
        order by p.id limit ${POSTS_PAGE_SIZE + 1}`,
  );
  const page = rows.slice(0, POSTS_PAGE_SIZE);
  const liked = await likedAmong(
    db,
    viewer,
    page.map((r) => r.id),
  );
  let following = false;
  if (viewer) {
    const [f] = await db
      .select({ t: communityFollows.threadId })
      .from(communityFollows)
      .where(and(eq(communityFollows.threadId, threadId), eq(communityFollows.userId, viewer.id)));
    following = f !== undefined;
  }
  return {
    thread: {
      id: t.id,
      title: t.title,
      status: t.status,
      board: { slug: t.board_slug, name: t.board_name },
      author: { id: t.author_id, name: displayName(t.first_name, t.last_name) },
      reply_count: t.reply_count,
      created_at: iso(t.created_at),
      last_post_at: iso(t.last_post_at),
      can_edit_title: canEditTitle(t, viewer, now),
    },
    posts: page.map((r) => postOf(r, viewer, liked, now)),
    next_after: rows.length > POSTS_PAGE_SIZE ? (page[page.length - 1]?.id ?? null) : null,
    viewer: { signed_in: viewer !== null, is_staff: viewer?.isStaff ?? false, suspended: viewer?.suspended ?? false, following },
  };
}

/** Markdown source as the words a reader sees: links to their text, emphasis, code and quote marks dropped. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>+|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/(\*\*|__|\*|_|~~|`+)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Full-text search (PostgreSQL's English configuration) over published posts of published threads:
 * a post matches by its text, and a thread's opening post also by the thread's title (a title
 * match ranks above a text match of the same strength; the excerpt is the title when the text has
 * no match).
 */
export async function search(db: Db, q: string, page: number): Promise<SearchView> {
  const rows = await queryRows<{
    post_id: number;
    thread_id: number;
    thread_title: string;
    board_slug: string;
    board_name: string;
    author_id: number;
    first_name: string;
    last_name: string;
    excerpt: string;
    created_at: Date | string;
  }>(
    db,
    sql`with query as (select websearch_to_tsquery('english', ${q}) as q)
        select p.id as post_id, t.id as thread_id, t.title as thread_title, b.slug as board_slug, b.name as board_name,
          u.id as author_id, u.first_name, u.last_name, p.created_at,
          ts_headline('english', p.body, query.q, 'StartSel="",StopSel="",MaxWords=30,MinWords=12,ShortWord=2') as excerpt
        from query, community_posts p
        join community_threads t on t.id = p.thread_id
        join community_boards b on b.id = t.board_id
        join users u on u.id = p.author_id
        where (to_tsvector('english', p.body) @@ query.q or (p.is_opening and to_tsvector('english', t.title) @@ query.q))
          and p.status = 'PUBLISHED' and t.status = 'PUBLISHED'
        order by ts_rank(to_tsvector('english', p.body), query.q)
          + case when p.is_opening then 2 * ts_rank(to_tsvector('english', t.title), query.q) else 0 end desc, p.id desc
        limit ${SEARCH_PAGE_SIZE + 1} offset ${(page - 1) * SEARCH_PAGE_SIZE}`,
  );
  return {
    q,
    page,
    hits: rows.slice(0, SEARCH_PAGE_SIZE).map((r) => ({
      post_id: r.post_id,
      thread_id: r.thread_id,
      thread_title: r.thread_title,
      board: { slug: r.board_slug, name: r.board_name },
      author: { id: r.author_id, name: displayName(r.first_name, r.last_name) },
      excerpt: plainText(r.excerpt),
      created_at: iso(r.created_at),
    })),
    has_more: rows.length > SEARCH_PAGE_SIZE,
  };
}

// ---------------------------------------------------------------- writes

/**
 * The writer, locked for this transaction (`select … for update` on their users row), so two posts
 * at once by the same person — from any number of API processes — are counted one after the
 * other; refused when suspended or over the hourly limit (429, counted in the database).
 */
async function lockWriter(tx: Tx, userId: number, now: Date, posting: boolean): Promise<Viewer> {
  const [user] = await queryRows<{ id: number; is_staff: boolean; created_at: Date | string }>(
    tx,
    sql`select id, is_staff, created_at from users where id = ${userId} for update`,
  );
  if (!user) throw notFound();
  const [suspension] = await tx.select().from(communitySuspensions).where(eq(communitySuspensions.userId, userId));
  if (suspension) throw forbidden(M.suspended);
  const viewer: Viewer = { id: user.id, isStaff: user.is_staff, createdAt: new Date(user.created_at), suspended: false };
  if (posting) {
    const limit = hourlyPostLimit(viewer.createdAt, now);
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from community_posts
          where author_id = ${userId} and created_at > ${new Date(now.getTime() - 3_600_000).toISOString()}::timestamptz`,
    );
    if (n >= limit) {
      throw new AppError(429, limit === NEW_ACCOUNT_POSTS_PER_HOUR ? M.rateLimited(limit) : M.floodLimited(limit), {
        code: 'community_rate_limited',
      });
    }
  }
  return viewer;
}

/** A new account's post with a link is held for review; everything else is published at once. */
const statusFor = (viewer: Viewer, hasLink: boolean, now: Date): PostStatus =>
  hasLink && !viewer.isStaff && isNewAccount(viewer.createdAt, now) ? 'HELD' : 'PUBLISHED';

/** Recounts a thread's published replies (after any change of a reply's state). */
async function recount(tx: Tx, threadId: number): Promise<void> {
  await tx.execute(sql`update community_threads set reply_count =
    (select count(*) from community_posts where thread_id = ${threadId} and not is_opening and status = 'PUBLISHED')
    where id = ${threadId}`);
}

async function onePost(db: DbOrTx, postId: number): Promise<PostRow | undefined> {
  const [row] = await queryRows<PostRow>(db, sql`${postSelect()} where p.id = ${postId}`);
  return row;
}

export async function createThread(db: Db, userId: number, slug: string, input: CreateThreadBody, now: Date): Promise<CreatedThreadView> {
  return db.transaction(async (tx) => {
    const viewer = await lockWriter(tx, userId, now, true);
    const [board] = await tx.select({ id: communityBoards.id }).from(communityBoards).where(eq(communityBoards.slug, slug));
    if (!board) throw notFound(M.noSuchBoard);
    const { html, hasLink } = renderPost(input.body);
    // A title is plain text (React escapes it); a link in it counts as a link.
    const status = statusFor(viewer, hasLink || /(https?:\/\/|www\.)/i.test(input.title), now);
    const [thread] = await tx
      .insert(communityThreads)
      .values({ boardId: board.id, authorId: userId, title: input.title, status, createdAt: now, lastPostAt: now })
      .returning({ id: communityThreads.id });
    const [post] = await tx
      .insert(communityPosts)
      .values({ threadId: thread!.id, authorId: userId, isOpening: true, body: input.body, bodyHtml: html, status, createdAt: now })
      .returning({ id: communityPosts.id });
    // The author follows their own thread (unfollow on the thread page), unless they stopped the digest.
    const [optedOut] = await tx.select().from(communityDigestOptOuts).where(eq(communityDigestOptOuts.userId, userId));
    if (!optedOut) {
      await tx.insert(communityFollows).values({ threadId: thread!.id, userId, lastMailedPostId: post!.id }).onConflictDoNothing();
    }
    const row = (await onePost(tx, post!.id))!;
    const held = status === 'HELD';
    return { thread_id: thread!.id, post: postOf(row, viewer, new Set(), now), held, message: held ? M.held : null };
  });
}

export async function createReply(db: Db, userId: number, threadId: number, input: CreatePostBody, now: Date): Promise<CreatedPostView> {
  return db.transaction(async (tx) => {
    const viewer = await lockWriter(tx, userId, now, true);
    const t = await threadRow(tx, threadId);
    if (!t || !canOpenThread(t, viewer)) throw notFound(M.noSuchThread);
    if (t.status !== 'PUBLISHED') throw conflict(M.threadClosed);
    if (input.quoted_post_id) {
      const [quoted] = await tx
        .select({ threadId: communityPosts.threadId, status: communityPosts.status })
        .from(communityPosts)
        .where(eq(communityPosts.id, input.quoted_post_id));
      if (!quoted || quoted.threadId !== threadId || quoted.status !== 'PUBLISHED') throw badRequest(M.quoteElsewhere);
    }
    const body = input.body.trim();
    const { html, hasLink } = renderPost(body);
    const status = statusFor(viewer, hasLink, now);
    const [post] = await tx
      .insert(communityPosts)
      .values({ threadId, authorId: userId, body, bodyHtml: html, quotedPostId: input.quoted_post_id ?? null, status, createdAt: now })
      .returning({ id: communityPosts.id });
    if (status === 'PUBLISHED') {
      await tx.execute(sql`update community_threads set reply_count = reply_count + 1,
        last_post_at = greatest(last_post_at, ${now.toISOString()}::timestamptz) where id = ${threadId}`);
    }
    const row = (await onePost(tx, post!.id))!;
    const held = status === 'HELD';
    return { post: postOf(row, viewer, new Set(), now), held, message: held ? M.held : null };
  });
}

/** The author's own post, for a change: anyone else's answers 404 as if it did not exist (BOLA). */
async function ownPost(tx: Tx, postId: number, userId: number): Promise<PostRow> {
  const row = await onePost(tx, postId);
  if (!row || (row.author_id !== userId && row.status === 'HELD')) throw notFound(M.noSuchPost);
  if (row.author_id !== userId) throw forbidden(M.notYours);
  if (row.status !== 'PUBLISHED' && row.status !== 'HELD') throw notFound(M.noSuchPost);
  return row;
}

/** A post's new state carried to its thread (the opening post's state is the thread's) and the counts. */
async function applyStatus(tx: Tx, row: Pick<PostRow, 'id' | 'thread_id' | 'is_opening'>, status: PostStatus): Promise<void> {
  await tx.update(communityPosts).set({ status }).where(eq(communityPosts.id, row.id));
  if (row.is_opening) await tx.update(communityThreads).set({ status }).where(eq(communityThreads.id, row.thread_id));
  await recount(tx, row.thread_id);
}

export async function editPost(db: Db, userId: number, postId: number, body: string, now: Date): Promise<PostView> {
  return db.transaction(async (tx) => {
    const viewer = await lockWriter(tx, userId, now, false);
    const row = await ownPost(tx, postId, userId);
    if (!canEditAt(new Date(row.created_at), now)) throw forbidden(M.editWindow);
    const { html, hasLink } = renderPost(body);
    await tx.update(communityPosts).set({ body, bodyHtml: html, editedAt: now }).where(eq(communityPosts.id, postId));
    // A link added by a new account goes back for review, like a new post with one.
    if (row.status === 'PUBLISHED' && statusFor(viewer, hasLink, now) === 'HELD') await applyStatus(tx, row, 'HELD');
    const updated = (await onePost(tx, postId))!;
    return postOf(updated, viewer, await likedAmong(tx, viewer, [postId]), now);
  });
}

/**
 * A thread's new title: its author within the edit window (403 after it, with the rule), staff at
 * any time. A link in a new account's title sends the thread back for review, as when starting one.
 */
export async function editThreadTitle(db: Db, userId: number, threadId: number, title: string, now: Date): Promise<ThreadTitleView> {
  return db.transaction(async (tx) => {
    const viewer = await lockWriter(tx, userId, now, false);
    const t = await threadRow(tx, threadId);
    if (!t || !canOpenThread(t, viewer)) throw notFound(M.noSuchThread);
    if (!viewer.isStaff) {
      if (t.author_id !== userId) throw forbidden(M.titleNotYours);
      if (t.status !== 'PUBLISHED' && t.status !== 'HELD') throw notFound(M.noSuchThread);
      if (!canEditAt(new Date(t.created_at), now)) throw forbidden(M.titleEditWindow);
    } else if (t.status === 'DELETED' || t.status === 'REMOVED') {
      throw conflict(`This thread is ${t.status.toLowerCase()}, so its title cannot be changed.`);
    }
    await tx.update(communityThreads).set({ title }).where(eq(communityThreads.id, threadId));
    let status = t.status;
    if (t.status === 'PUBLISHED' && statusFor(viewer, /(https?:\/\/|www\.)/i.test(title), now) === 'HELD') {
      const [opening] = await queryRows<{ id: number }>(
        tx,
        sql`select id from community_posts where thread_id = ${threadId} and is_opening`,
      );
      if (opening) await applyStatus(tx, { id: opening.id, thread_id: threadId, is_opening: true }, 'HELD');
      status = 'HELD';
    }
    return { thread_id: threadId, title, status };
  });
}

/** The author deletes their own post (any time): it stays in place as "deleted", without its text. */
export async function deletePost(db: Db, userId: number, postId: number, now: Date): Promise<PostView> {
  return db.transaction(async (tx) => {
    const viewer = await loadViewer(tx, userId);
    const row = await ownPost(tx, postId, userId);
    await applyStatus(tx, row, 'DELETED');
    await tx.delete(communityReports).where(and(eq(communityReports.postId, postId), eq(communityReports.status, 'OPEN')));
    return postOf((await onePost(tx, postId))!, viewer, new Set(), now);
  });
}

/** A published post another reader can act on (like, report); anything else answers 404. */
async function readablePost(tx: Tx, postId: number): Promise<PostRow> {
  const row = await onePost(tx, postId);
  if (!row || row.status !== 'PUBLISHED') throw notFound(M.noSuchPost);
  const [t] = await tx.select({ status: communityThreads.status }).from(communityThreads).where(eq(communityThreads.id, row.thread_id));
  if (t?.status !== 'PUBLISHED') throw notFound(M.noSuchPost);
  return row;
}

/** One like per person per post (the primary key); liking twice, or unliking twice, changes nothing. */
export async function setLike(db: Db, userId: number, postId: number, liked: boolean, now: Date): Promise<LikeView> {
  return db.transaction(async (tx) => {
    await lockWriter(tx, userId, now, false);
    await readablePost(tx, postId);
    if (liked) {
      const added = await tx
        .insert(communityLikes)
        .values({ postId, userId })
        .onConflictDoNothing()
        .returning({ p: communityLikes.postId });
      if (added.length) await tx.execute(sql`update community_posts set like_count = like_count + 1 where id = ${postId}`);
    } else {
      const removed = await tx
        .delete(communityLikes)
        .where(and(eq(communityLikes.postId, postId), eq(communityLikes.userId, userId)))
        .returning({ p: communityLikes.postId });
      if (removed.length) await tx.execute(sql`update community_posts set like_count = like_count - 1 where id = ${postId}`);
    }
    const [post] = await tx.select({ likeCount: communityPosts.likeCount }).from(communityPosts).where(eq(communityPosts.id, postId));
    return { post_id: postId, liked, like_count: post!.likeCount };
  });
}

/** Following starts after the newest post: the digest tells of what comes next. */
export async function setFollow(db: Db, userId: number, threadId: number, following: boolean): Promise<FollowView> {
  return db.transaction(async (tx) => {
    const viewer = await loadViewer(tx, userId);
    const t = await threadRow(tx, threadId);
    if (!t || !canOpenThread(t, viewer)) throw notFound(M.noSuchThread);
    if (following) {
      // Following is asking for the digest again.
      await tx.delete(communityDigestOptOuts).where(eq(communityDigestOptOuts.userId, userId));
      await tx.execute(sql`insert into community_follows (thread_id, user_id, last_mailed_post_id)
        values (${threadId}, ${userId}, coalesce((select max(id) from community_posts where thread_id = ${threadId}), 0))
        on conflict do nothing`);
    } else {
      await tx.delete(communityFollows).where(and(eq(communityFollows.threadId, threadId), eq(communityFollows.userId, userId)));
    }
    return { thread_id: threadId, following };
  });
}

export async function reportPost(db: Db, userId: number, postId: number, input: ReportBody, now: Date): Promise<ReportView> {
  return db.transaction(async (tx) => {
    await lockWriter(tx, userId, now, false);
    await readablePost(tx, postId);
    const [report] = await tx
      .insert(communityReports)
      .values({ postId, reporterId: userId, reason: input.reason, note: input.note ?? '' })
      .onConflictDoNothing()
      .returning({ id: communityReports.id });
    if (!report) throw conflict(M.alreadyReported, { code: 'already_reported' });
    return { id: report.id, message: 'Thanks for telling us. Our team will look at this post.' };
  });
}

// ---------------------------------------------------------------- moderation (staff)

export async function requireStaff(db: DbOrTx, userId: number): Promise<Viewer> {
  const viewer = await loadViewer(db, userId);
  if (!viewer?.isStaff) throw forbidden(M.staffOnly);
  return viewer;
}

/**
 * The queue: posts with open reports and posts held for review, oldest first, QUEUE_PAGE_SIZE at a
 * time (keyset: the page `after` a post id, so a decision taken meanwhile never skips or repeats one).
 */
export async function moderationQueue(db: Db, userId: number, after: number | undefined, now: Date): Promise<ModerationQueueView> {
  const viewer = await requireStaff(db, userId);
  const found = await queryRows<PostRow>(
    db,
    sql`${postSelect()}
        where (p.status = 'HELD' or exists (select 1 from community_reports r where r.post_id = p.id and r.status = 'OPEN'))
          ${after ? sql`and p.id > ${after}` : sql``}
        order by p.id limit ${QUEUE_PAGE_SIZE + 1}`,
  );
  const rows = found.slice(0, QUEUE_PAGE_SIZE);
  const ids = rows.map((r) => r.id);
  const reports = ids.length
    ? await queryRows<{
        id: number;
        post_id: number;
        reason: ReportReason;
        note: string;
        created_at: Date | string;
        reporter_id: number;
        first_name: string;
        last_name: string;
      }>(
        db,
        sql`select r.id, r.post_id, r.reason, r.note, r.created_at, u.id as reporter_id, u.first_name, u.last_name
            from community_reports r join users u on u.id = r.reporter_id
            where r.status = 'OPEN' and r.post_id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )}) order by r.id`,
      )
    : [];
  const threads = ids.length
    ? await db
        .select({ id: communityThreads.id, title: communityThreads.title })
        .from(communityThreads)
        .where(sql`${communityThreads.id} in (${sql.join([...new Set(rows.map((r) => sql`${r.thread_id}`))], sql`, `)})`)
    : [];
  const suspended = new Set(
    (await db.select({ id: communitySuspensions.userId }).from(communitySuspensions).orderBy(asc(communitySuspensions.userId))).map(
      (s) => s.id,
    ),
  );
  return {
    next_after: found.length > QUEUE_PAGE_SIZE ? (rows[rows.length - 1]?.id ?? null) : null,
    items: rows.map((r) => ({
      post: postOf(r, viewer, new Set(), now),
      thread: { id: r.thread_id, title: threads.find((t) => t.id === r.thread_id)?.title ?? '' },
      author_suspended: suspended.has(r.author_id),
      reports: reports
        .filter((rep) => rep.post_id === r.id)
        .map((rep) => ({
          id: rep.id,
          reason: rep.reason,
          note: rep.note,
          reporter: { id: rep.reporter_id, name: displayName(rep.first_name, rep.last_name) },
          created_at: iso(rep.created_at),
        })),
    })),
  };
}

/** Which states each action applies to, and what it makes of them. */
const TRANSITIONS: Record<ModerationAction, { from: readonly PostStatus[]; to: PostStatus | null }> = {
  APPROVE: { from: ['HELD'], to: 'PUBLISHED' },
  HIDE: { from: ['PUBLISHED', 'HELD'], to: 'HIDDEN' },
  REMOVE: { from: ['PUBLISHED', 'HELD', 'HIDDEN'], to: 'REMOVED' },
  RESTORE: { from: ['HIDDEN'], to: 'PUBLISHED' },
  DISMISS: { from: ['PUBLISHED', 'HELD', 'HIDDEN', 'REMOVED', 'DELETED'], to: null },
};

/**
 * A staff decision on a post; every open report of it is resolved by it. HIDE keeps the text for
 * staff (RESTORE brings it back); REMOVE is final and erases it.
 */
export async function moderatePost(db: Db, userId: number, postId: number, action: ModerationAction, now: Date): Promise<PostView> {
  return db.transaction(async (tx) => {
    const staff = await requireStaff(tx, userId);
    const row = await onePost(tx, postId);
    if (!row) throw notFound(M.noSuchPost);
    const rule = TRANSITIONS[action];
    if (!rule.from.includes(row.status))
      throw conflict(`This post is ${row.status.toLowerCase()}, so it cannot be ${action.toLowerCase()}d.`);
    if (rule.to) await applyStatus(tx, row, rule.to);
    if (rule.to === 'REMOVED') await tx.update(communityPosts).set({ body: '', bodyHtml: '' }).where(eq(communityPosts.id, postId));
    if (rule.to === 'PUBLISHED' && !row.is_opening) {
      await tx.execute(sql`update community_threads set last_post_at = greatest(last_post_at, ${iso(row.created_at)}::timestamptz)
        where id = ${row.thread_id}`);
    }
    await tx
      .update(communityReports)
      .set({ status: 'RESOLVED', resolvedById: staff.id, resolvedAt: now })
      .where(and(eq(communityReports.postId, postId), eq(communityReports.status, 'OPEN')));
    return postOf((await onePost(tx, postId))!, staff, new Set(), now);
  });
}

export async function setSuspension(db: Db, userId: number, targetId: number, suspended: boolean, reason: string): Promise<SuspensionView> {
  return db.transaction(async (tx) => {
    const staff = await requireStaff(tx, userId);
    const target = await loadViewer(tx, targetId);
    if (!target) throw notFound('We could not find that account.');
    if (target.isStaff) throw conflict('Staff accounts cannot be suspended here.');
    if (suspended) {
      await tx.insert(communitySuspensions).values({ userId: targetId, suspendedById: staff.id, reason }).onConflictDoNothing();
    } else {
      await tx.delete(communitySuspensions).where(eq(communitySuspensions.userId, targetId));
    }
    return { user_id: targetId, suspended };
  });
}

// ---------------------------------------------------------------- a person's own posts

/**
 * "My posts": the caller's posts in every state but deleted (held, hidden and removed ones say so),
 * newest first, MY_POSTS_PAGE_SIZE at a time (keyset on the post id). Only ever the caller's own.
 */
export async function myPosts(db: Db, userId: number, after: number | undefined, now: Date): Promise<MyPostsView> {
  const viewer = await loadViewer(db, userId);
  const found = await queryRows<PostRow & { thread_title: string; board_slug: string; board_name: string }>(
    db,
    sql`${postSelect(
      sql`join community_threads t on t.id = p.thread_id join community_boards b on b.id = t.board_id`,
      sql`, t.title as thread_title, b.slug as board_slug, b.name as board_name`,
    )}
        where p.author_id = ${userId} and p.status <> 'DELETED' ${after ? sql`and p.id < ${after}` : sql``}
        order by p.id desc limit ${MY_POSTS_PAGE_SIZE + 1}`,
  );
  const rows = found.slice(0, MY_POSTS_PAGE_SIZE);
  const liked = await likedAmong(
    db,
    viewer,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => ({
      post: postOf(r, viewer, liked, now),
      thread: { id: r.thread_id, title: r.thread_title, board: { slug: r.board_slug, name: r.board_name } },
      is_opening: r.is_opening,
    })),
    next_after: found.length > MY_POSTS_PAGE_SIZE ? (rows[rows.length - 1]?.id ?? null) : null,
  };
}

// ---------------------------------------------------------------- the digest's unsubscribe link

/** The digest's unsubscribe token: the user id and its HMAC under the app's secret (nothing stored). */
export function unsubscribeTokenFor(secret: string, userId: number): string {
  return `${userId}.${hmac(secret, `community-digest-unsubscribe:${userId}`)}`;
}

/** The user a token names, or null when it was not made with the secret (forged or altered). */
export function userOfUnsubscribeToken(secret: string, token: string): number | null {
  const m = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const userId = Number(m[1]);
  return safeEqual(unsubscribeTokenFor(secret, userId), token) ? userId : null;
}

/**
 * Stops the digest at once: the person follows no thread any more (so nothing is pending for the
 * next run) and their new threads are not followed for them. Using the link twice changes nothing.
 */
export async function unsubscribeDigest(db: Db, secret: string, token: string): Promise<UnsubscribeView> {
  const userId = userOfUnsubscribeToken(secret, token);
  if (userId === null) throw badRequest(M.unsubscribeLink, { code: 'bad_unsubscribe_token' });
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) return;
    await tx.insert(communityDigestOptOuts).values({ userId }).onConflictDoNothing();
    await tx.delete(communityFollows).where(eq(communityFollows.userId, userId));
  });
  return { unsubscribed: true, message: M.unsubscribed };
}
