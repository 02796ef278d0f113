import { and, eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../../server/db/client';
import { communityPosts, communityThreads, users } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { COMMUNITY_MESSAGES as M, NEW_ACCOUNT_POSTS_PER_HOUR } from '../../src/contracts/community';
import { createPostgresTestApp, createTestApp, TestClient, type TestApp } from './helpers';

/**
 * The hourly limit for new accounts holds when one person's posts arrive at once at two API
 * processes (two apps, each with its own pool, on one real PostgreSQL: TEST_DATABASE_URL): the
 * count is in the database, under a lock on the writer's row, so exactly the limit lands.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const describeOnPostgres = baseUrl ? describe : describe.skip;
const C = '/web-api/v2/community';

describeOnPostgres('the community on a real PostgreSQL', () => {
  let t: TestApp & { url: string };
  let second: TestApp;
  let secondDb: Database;

  beforeAll(async () => {
    t = await createPostgresTestApp(baseUrl!, 'confetti_community', { poolSize: 6, config: { authRateLimitPerMinute: 1000 } });
    secondDb = await openDatabase({ databaseUrl: t.url, dataDir: ':memory:', poolSize: 6 });
    second = await createTestApp({ database: secondDb, config: { databaseUrl: t.url, authRateLimitPerMinute: 1000 } });
  });
  afterAll(async () => {
    await second?.close();
    await secondDb?.close();
    await t?.close();
  });

  it(`a new account's concurrent posts through two processes: exactly ${NEW_ACCOUNT_POSTS_PER_HOUR} land`, async () => {
    const alex = new TestClient(t.app);
    expect((await alex.post('/website-nav/web-api/v1/auth/login', { email: 'alex@confetti.test', password: DEMO_PASSWORD })).status).toBe(
      200,
    );
    // The same session, sent to the other process.
    const alexThere = new TestClient(second.app);
    for (const [k, v] of alex.cookies) alexThere.cookies.set(k, v);
    const [thread] = await t.database.db.select({ id: communityThreads.id }).from(communityThreads).limit(1);
    const attempts = 12;
    const answers = await Promise.all(
      Array.from({ length: attempts }, (_, i) =>
        (i % 2 ? alexThere : alex).post(`${C}/threads/${thread!.id}/posts`, { body: `At once ${i}` }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(NEW_ACCOUNT_POSTS_PER_HOUR);
    expect(statuses.filter((s) => s === 429)).toHaveLength(attempts - NEW_ACCOUNT_POSTS_PER_HOUR);
    expect(answers.find((a) => a.status === 429)!.body.message).toBe(M.rateLimited(NEW_ACCOUNT_POSTS_PER_HOUR));
    const [alexRow] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'alex@confetti.test'));
    expect(await t.database.db.$count(communityPosts, eq(communityPosts.authorId, alexRow!.id))).toBe(NEW_ACCOUNT_POSTS_PER_HOUR);
    // The thread's count moved once per reply that landed.
    const [counted] = await t.database.db
      .select({ replyCount: communityThreads.replyCount })
      .from(communityThreads)
      .where(eq(communityThreads.id, thread!.id));
    const published = await t.database.db.$count(
      communityPosts,
      and(eq(communityPosts.threadId, thread!.id), eq(communityPosts.isOpening, false), eq(communityPosts.status, 'PUBLISHED')),
    );
    expect(counted!.replyCount).toBe(published);
  });

  it('concurrent likes of one post by one person count once', async () => {
    const sam = new TestClient(t.app);
    expect((await sam.post('/website-nav/web-api/v1/auth/login', { email: 'sam@confetti.test', password: DEMO_PASSWORD })).status).toBe(
      200,
    );
    const samThere = new TestClient(second.app);
    for (const [k, v] of sam.cookies) samThere.cookies.set(k, v);
    const [post] = await t.database.db.select().from(communityPosts).where(eq(communityPosts.status, 'PUBLISHED')).limit(1);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => (i % 2 ? samThere : sam).put(`${C}/posts/${post!.id}/like`, { liked: true })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const [after] = await t.database.db.select().from(communityPosts).where(eq(communityPosts.id, post!.id));
    expect(after!.likeCount).toBe(post!.likeCount + 1);
  });
});
