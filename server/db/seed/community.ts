import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { communityBoards, communityFollows, communityPosts, communityThreads, users } from '../schema';
import { hashPassword } from '../../lib/passwords';
import { renderPost } from '../../lib/markdown';
import { US_STATES } from '../../../src/contracts/locations';
import { DEMO_PASSWORD } from './accounts';
import { createRandom } from './random';
import { COMMUNITY_MEMBERS, COMMUNITY_THREADS, COMMUNITY_TOPIC_BOARDS, INTRODUCTIONS_THREAD, introduction } from './communityData';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * The community (issue 31): the topic boards and a local group per state, demo members (accounts
 * made 400 days before the seed, so they are established, not "new"), and the threads of
 * communityData.ts with their replies spread over the last weeks, plus the 500-reply introductions
 * thread. Deterministic (a fixed random stream; dates relative to now) and idempotent: boards are
 * upserted by slug, and threads are only added to a database that has none.
 */
export async function seedCommunity(db: Db): Promise<void> {
  const boards = [
    ...COMMUNITY_TOPIC_BOARDS.map((b, i) => ({ ...b, kind: 'TOPIC', stateCode: null as string | null, position: i })),
    ...US_STATES.map((s, i) => ({
      slug: `local-${s.stateCode.toLowerCase()}`,
      name: `${s.name} weddings`,
      description: `Couples planning in ${s.name}: venues, vendors and meet-ups.`,
      kind: 'LOCAL',
      stateCode: s.stateCode,
      position: 100 + i,
    })),
  ];
  await db
    .insert(communityBoards)
    .values(boards)
    .onConflictDoUpdate({ target: communityBoards.slug, set: { name: sql`excluded.name`, description: sql`excluded.description` } });

  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(communityThreads);
  if (n > 0) return;

  const now = Date.now();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db
    .insert(users)
    .values(COMMUNITY_MEMBERS.map((m) => ({ ...m, passwordHash, createdAt: new Date(now - 400 * DAY) })))
    .onConflictDoNothing();
  const memberIds: number[] = [];
  for (const m of COMMUNITY_MEMBERS) {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${m.email}`);
    memberIds.push(row!.id);
  }
  const boardIds = new Map(
    (await db.select({ id: communityBoards.id, slug: communityBoards.slug }).from(communityBoards)).map((b) => [b.slug, b.id]),
  );
  const random = createRandom(31);

  await db.transaction(async (tx) => {
    const all = [
      ...COMMUNITY_THREADS,
      { ...INTRODUCTIONS_THREAD, replies: Array.from({ length: INTRODUCTIONS_THREAD.replies }, (_, i) => introduction(i)) },
    ];
    for (const [index, t] of all.entries()) {
      const authorIndex = index % memberIds.length;
      const started = now - (40 - index) * DAY + random.int(0, 20) * HOUR;
      const replyTimes = t.replies.map((_, i) => started + (i + 1) * (t.replies.length > 50 ? 50 * 60_000 : random.int(2, 30) * HOUR));
      const last = Math.min(now - 60_000, Math.max(started, ...replyTimes));
      const [thread] = await tx
        .insert(communityThreads)
        .values({
          boardId: boardIds.get(t.board)!,
          authorId: memberIds[authorIndex]!,
          title: t.title,
          replyCount: t.replies.length,
          createdAt: new Date(started),
          lastPostAt: new Date(last),
        })
        .returning({ id: communityThreads.id });
      const posts = [
        { body: t.body, at: started, author: memberIds[authorIndex]!, isOpening: true },
        ...t.replies.map((body, i) => ({
          body,
          at: Math.min(now - 60_000, replyTimes[i]!),
          author: memberIds[(authorIndex + 1 + (i % (memberIds.length - 1))) % memberIds.length]!,
          isOpening: false,
        })),
      ];
      const inserted = await tx
        .insert(communityPosts)
        .values(
          posts.map((p) => ({
            threadId: thread!.id,
            authorId: p.author,
            isOpening: p.isOpening,
            body: p.body,
            bodyHtml: renderPost(p.body).html,
            likeCount: 0,
            createdAt: new Date(p.at),
          })),
        )
        .returning({ id: communityPosts.id });
      await tx
        .insert(communityFollows)
        .values({ threadId: thread!.id, userId: memberIds[authorIndex]!, lastMailedPostId: inserted[inserted.length - 1]!.id })
        .onConflictDoNothing();
    }
    // Likes: a few per reply, from members other than its author (counted on the post).
    await tx.execute(sql`insert into community_likes (post_id, user_id)
      select p.id, u.id from community_posts p join users u on u.id = any(${sql.raw(`array[${memberIds.join(',')}]`)}::int[])
      where u.id <> p.author_id and ((p.id * 7 + u.id * 13) % 5) = 0
      on conflict do nothing`);
    await tx.execute(sql`update community_posts p set like_count = (select count(*) from community_likes l where l.post_id = p.id)`);
  });
}
