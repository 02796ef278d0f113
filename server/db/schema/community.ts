import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * The community (issue 31): boards by topic and local groups by state (`state_code`), in `position`
 * order. Seeded (server/db/seed/community.ts); no API creates boards.
 */
export const communityBoards = pgTable('community_boards', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  kind: text('kind').notNull(),
  stateCode: text('state_code'),
  position: integer('position').notNull().default(0),
});

/**
 * A thread: its title and the opening post's state (`status` mirrors it, so a board page reads one
 * table). `reply_count` and `last_post_at` count published replies only and move in the same
 * transaction as the reply; a board page's keyset is (last_post_at, id) descending.
 */
export const communityThreads = pgTable(
  'community_threads',
  {
    id: serial('id').primaryKey(),
    boardId: integer('board_id')
      .notNull()
      .references(() => communityBoards.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    status: text('status').notNull().default('PUBLISHED'),
    replyCount: integer('reply_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastPostAt: timestamp('last_post_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('community_threads_board_activity_idx').on(t.boardId, t.status, t.lastPostAt.desc(), t.id.desc())],
);

/**
 * A post: a thread's opening post (`is_opening`) or a reply. `body` is the markdown as written;
 * `body_html` the sanitised HTML made from it at write time (server/lib/markdown.ts), so a read
 * never renders. A thread page's keyset is (thread_id, id); the hourly limit counts
 * (author_id, created_at); search uses the GIN index on the English text vector of the body.
 */
export const communityPosts = pgTable(
  'community_posts',
  {
    id: serial('id').primaryKey(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => communityThreads.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isOpening: boolean('is_opening').notNull().default(false),
    body: text('body').notNull(),
    bodyHtml: text('body_html').notNull(),
    quotedPostId: integer('quoted_post_id'),
    status: text('status').notNull().default('PUBLISHED'),
    likeCount: integer('like_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    index('community_posts_thread_idx').on(t.threadId, t.id),
    index('community_posts_author_time_idx').on(t.authorId, t.createdAt),
    index('community_posts_status_idx')
      .on(t.status)
      .where(sql`${t.status} <> 'PUBLISHED'`),
    index('community_posts_search_idx').using('gin', sql`to_tsvector('english', ${t.body})`),
    check('community_posts_like_count_non_negative', sql`${t.likeCount} >= 0`),
  ],
);

/** One like per person per post (the primary key); `like_count` on the post moves with it. */
export const communityLikes = pgTable(
  'community_likes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

/**
 * A person following a thread. `last_mailed_post_id`: the newest post the digest has told them of
 * (a digest claims the range by moving it with a conditional update, so each post is mailed once).
 */
export const communityFollows = pgTable(
  'community_follows',
  {
    threadId: integer('thread_id')
      .notNull()
      .references(() => communityThreads.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMailedPostId: integer('last_mailed_post_id').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.userId] }), index('community_follows_user_idx').on(t.userId)],
);

/** A report of a post: one per reporter per post; OPEN until staff act on the post. */
export const communityReports = pgTable(
  'community_reports',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    status: text('status').notNull().default('OPEN'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedById: integer('resolved_by_id').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [unique('community_reports_post_reporter_key').on(t.postId, t.reporterId), index('community_reports_open_idx').on(t.status, t.id)],
);

/** A suspended account (staff's decision): it reads, but cannot post, like, report or follow. */
export const communitySuspensions = pgTable('community_suspensions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  suspendedById: integer('suspended_by_id').references(() => users.id, { onDelete: 'set null' }),
  reason: text('reason').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * People who stopped the follow digest (its unsubscribe link or one-click List-Unsubscribe): the
 * digest skips them and their own new threads are not followed for them. Following a thread again
 * (an explicit choice on its page) removes the row.
 */
export const communityDigestOptOuts = pgTable('community_digest_opt_outs', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
