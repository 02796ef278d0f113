import { and, desc, eq, like, sql } from 'drizzle-orm';
import { createTestApp, TestClient, type TestApp } from './helpers';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { communityBoards, communityPosts, communityThreads, outboxEmails, users } from '../../server/db/schema';
import { sendFollowDigests } from '../../server/modules/community/digest';
import {
  boardThreadsView,
  COMMUNITY_MESSAGES as M,
  EDIT_WINDOW_MINUTES,
  NEW_ACCOUNT_POSTS_PER_HOUR,
  POSTS_PAGE_SIZE,
  threadView,
  THREADS_PAGE_SIZE,
} from '../../src/contracts/community';
import { INTRODUCTIONS_THREAD } from '../../server/db/seed/communityData';

const C = '/web-api/v2/community';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { authRateLimitPerMinute: 1000 } });
});
afterAll(async () => t.close());

async function login(email: string) {
  const c = new TestClient(t.app);
  expect((await c.post('/website-nav/web-api/v1/auth/login', { email, password: DEMO_PASSWORD })).status).toBe(200);
  return c;
}

const guest = () => new TestClient(t.app);

/** Removes a person's community posts, so each test starts them with a full hourly allowance. */
async function clearPosts(email: string) {
  await t.database.db.execute(sql`delete from community_threads where author_id = (select id from users where email = ${email})`);
  await t.database.db.execute(sql`delete from community_posts where author_id = (select id from users where email = ${email})`);
}

async function threadId(title: string): Promise<number> {
  const [row] = await t.database.db.select({ id: communityThreads.id }).from(communityThreads).where(eq(communityThreads.title, title));
  return row!.id;
}

describe('reading (guests)', () => {
  it('lists the topic boards and a local group per state, with counts, cacheable', async () => {
    const res = await guest().get(`${C}/boards`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    const slugs = res.body.boards.map((b: { slug: string }) => b.slug);
    expect(slugs.slice(0, 4)).toEqual(['planning', 'budget', 'attire', 'diy']);
    expect(slugs).toEqual(expect.arrayContaining(['local-ca', 'local-ny', 'local-tx']));
    const planning = res.body.boards.find((b: { slug: string }) => b.slug === 'planning');
    expect(planning.thread_count).toBeGreaterThanOrEqual(5);
  });

  it('pages a board by latest activity with a keyset cursor', async () => {
    // A board with more than a page: add threads straight to the table (no HTTP loop needed).
    const [maya] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'maya@confetti.test'));
    const [board] = await t.database.db
      .select({ id: communityBoards.id })
      .from(communityBoards)
      .where(eq(communityBoards.slug, 'local-wa'));
    await t.database.db.insert(communityThreads).values(
      Array.from({ length: THREADS_PAGE_SIZE + 3 }, (_, i) => ({
        boardId: board!.id,
        authorId: maya!.id,
        title: `Seattle thread ${i}`,
        lastPostAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    );
    const first = await guest().get(`${C}/boards/local-wa/threads`);
    expect(first.status).toBe(200);
    expect(boardThreadsView.parse(first.body).threads).toHaveLength(THREADS_PAGE_SIZE);
    expect(first.body.threads[0].title).toBe(`Seattle thread ${THREADS_PAGE_SIZE + 2}`);
    const second = await guest().get(`${C}/boards/local-wa/threads?cursor=${first.body.next_cursor}`);
    expect(second.body.threads.map((x: { title: string }) => x.title)).toEqual([
      'Seattle thread 2',
      'Seattle thread 1',
      'Seattle thread 0',
    ]);
    expect(second.body.next_cursor).toBeNull();
    expect((await guest().get(`${C}/boards/local-wa/threads?cursor=nonsense`)).status).toBe(400);
    expect((await guest().get(`${C}/boards/no-such-board/threads`)).status).toBe(404);
  });

  it('pages the 500-reply thread in order without gaps or repeats', async () => {
    const id = await threadId(INTRODUCTIONS_THREAD.title);
    const first = await guest().get(`${C}/threads/${id}`);
    expect(first.status).toBe(200);
    const view = threadView.parse(first.body);
    expect(view.thread.reply_count).toBe(500);
    expect(view.posts).toHaveLength(POSTS_PAGE_SIZE);
    expect(view.viewer).toEqual({ signed_in: false, is_staff: false, suspended: false, following: false });
    const next = await guest().get(`${C}/threads/${id}?after=${view.next_after}`);
    expect(next.body.posts[0].id).toBeGreaterThan(view.posts[POSTS_PAGE_SIZE - 1]!.id);
    const last = await guest().get(`${C}/threads/${id}?after=${view.posts[0]!.id + 490}`);
    expect(last.body.next_after).toBeNull();
  });

  it('searches published posts with PostgreSQL full-text search', async () => {
    const res = await guest().get(`${C}/search?q=eucalyptus`);
    expect(res.status).toBe(200);
    expect(res.body.hits[0].thread_title).toBe('DIY centrepieces for 15 tables');
    expect(res.body.hits[0].excerpt).toMatch(/Eucalyptus/);
    expect((await guest().get(`${C}/search?q=a`)).body.message).toBe('Invalid q: Please type at least 2 characters.');
  });
});

describe('posting', () => {
  it('needs an account', async () => {
    const res = await guest().post(`${C}/boards/planning/threads`, { title: 'Hello there', body: 'Hi' });
    expect(res.status).toBe(401);
  });

  it('posts a thread and replies, with quotes and markdown rendered safely', async () => {
    await clearPosts('sam@confetti.test');
    await clearPosts('maya@confetti.test');
    const sam = await login('sam@confetti.test');
    const created = await sam.post(`${C}/boards/budget/threads`, {
      title: 'Cheapest month to marry?',
      body: 'Is **January** really cheaper? <script>alert(1)</script>',
    });
    expect(created.status).toBe(201);
    expect(created.body.held).toBe(false);
    expect(created.body.post.html).toBe('<p>Is <strong>January</strong> really cheaper? &lt;script&gt;alert(1)&lt;/script&gt;</p>');
    const tid = created.body.thread_id;

    const maya = await login('maya@confetti.test');
    const reply = await maya.post(`${C}/threads/${tid}/posts`, {
      body: 'Yes, ask for *off-season* rates.',
      quoted_post_id: created.body.post.id,
    });
    expect(reply.status).toBe(201);
    expect(reply.body.post.quote.author.name).toBe('Sam P.');

    const other = await threadId('Suits: rent or buy?');
    const [foreign] = await t.database.db.select({ id: communityPosts.id }).from(communityPosts).where(eq(communityPosts.threadId, other));
    const wrongQuote = await maya.post(`${C}/threads/${tid}/posts`, { body: 'x', quoted_post_id: foreign!.id });
    expect(wrongQuote.status).toBe(400);
    expect(wrongQuote.body.message).toBe(M.quoteElsewhere);

    const read = await guest().get(`${C}/threads/${tid}`);
    expect(read.body.thread.reply_count).toBe(1);
    expect(read.body.posts[1].quote.html).toBe(created.body.post.html);
    expect(read.body.posts.map((p: { body: unknown }) => p.body)).toEqual([null, null]);
    const board = await guest().get(`${C}/boards/budget/threads`);
    expect(board.body.threads[0].title).toBe('Cheapest month to marry?');
    expect((await sam.get(`${C}/threads/${tid}`)).headers['cache-control']).toBe('private, no-store');
  });

  it('refuses input a person can correct with a message', async () => {
    const sam = await login('sam@confetti.test');
    const res = await sam.post(`${C}/boards/planning/threads`, { title: 'Hi', body: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid title: A title needs at least 5 characters.');
  });

  it('likes once per person and toggles', async () => {
    const sam = await login('sam@confetti.test');
    const id = await threadId('Suits: rent or buy?');
    const [post] = await t.database.db.select().from(communityPosts).where(eq(communityPosts.threadId, id)).limit(1);
    const before = post!.likeCount;
    expect((await sam.put(`${C}/posts/${post!.id}/like`, { liked: true })).body).toEqual({
      post_id: post!.id,
      liked: true,
      like_count: before + 1,
    });
    expect((await sam.put(`${C}/posts/${post!.id}/like`, { liked: true })).body.like_count).toBe(before + 1);
    expect((await sam.get(`${C}/threads/${id}`)).body.posts[0].liked).toBe(true);
    expect((await sam.put(`${C}/posts/${post!.id}/like`, { liked: false })).body.like_count).toBe(before);
    expect((await sam.put(`${C}/posts/${post!.id}/like`, { liked: false })).body.like_count).toBe(before);
  });
});

describe('limits for new accounts', () => {
  it(`allows ${NEW_ACCOUNT_POSTS_PER_HOUR} posts an hour, then answers 429, counted in the database`, async () => {
    // alex's account was made by the seed moments ago: a new account.
    await clearPosts('alex@confetti.test');
    const alex = await login('alex@confetti.test');
    const id = await threadId('Do you need a day-of coordinator?');
    for (let i = 0; i < NEW_ACCOUNT_POSTS_PER_HOUR; i++) {
      expect((await alex.post(`${C}/threads/${id}/posts`, { body: `Reply ${i}` })).status).toBe(201);
    }
    const refused = await alex.post(`${C}/threads/${id}/posts`, { body: 'One more' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(M.rateLimited(NEW_ACCOUNT_POSTS_PER_HOUR));
    // An hour later the window has moved on.
    await t.database.db.execute(
      sql`update community_posts set created_at = created_at - interval '61 minutes' where author_id = (select id from users where email = 'alex@confetti.test')`,
    );
    expect((await alex.post(`${C}/threads/${id}/posts`, { body: 'Back again' })).status).toBe(201);
  });

  it('holds a new account’s link for review: its author and staff see it, guests do not, until approved', async () => {
    await clearPosts('alex@confetti.test');
    const alex = await login('alex@confetti.test');
    const id = await threadId('Do you need a day-of coordinator?');
    const res = await alex.post(`${C}/threads/${id}/posts`, { body: 'Our coordinator: example.com/coordinator' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ held: true, message: M.held, post: { status: 'HELD' } });
    const postId = res.body.post.id;
    const visibleTo = async (c: TestClient) => (await c.get(`${C}/threads/${id}`)).body.posts.some((p: { id: number }) => p.id === postId);
    expect(await visibleTo(guest())).toBe(false);
    expect(await visibleTo(await login('sam@confetti.test'))).toBe(false);
    expect(await visibleTo(alex)).toBe(true);
    const staff = await login('staff@confetti.test');
    expect(await visibleTo(staff)).toBe(true);
    const queue = await staff.get(`${C}/moderation/queue`);
    expect(queue.body.items.map((i: { post: { id: number } }) => i.post.id)).toContain(postId);
    const approved = await staff.put(`${C}/moderation/posts/${postId}`, { action: 'APPROVE' });
    expect(approved.body.status).toBe('PUBLISHED');
    expect(await visibleTo(guest())).toBe(true);
  });

  it('does not hold an established member’s link', async () => {
    await clearPosts('maya@confetti.test');
    const maya = await login('maya@confetti.test');
    const id = await threadId('Do you need a day-of coordinator?');
    const res = await maya.post(`${C}/threads/${id}/posts`, { body: 'See https://example.com' });
    expect(res.body.held).toBe(false);
    expect(res.body.post.html).toContain('rel="noopener noreferrer nofollow"');
  });
});

describe('editing and deleting (own posts only)', () => {
  it(`edits for ${EDIT_WINDOW_MINUTES} minutes, never another's post`, async () => {
    await clearPosts('sam@confetti.test');
    const sam = await login('sam@confetti.test');
    const id = await threadId('Comfortable wedding shoes that still look nice');
    const posted = await sam.post(`${C}/threads/${id}/posts`, { body: 'Sneakers!' });
    const pid = posted.body.post.id;
    expect(posted.body.post.can_edit).toBe(true);

    const alex = await login('alex@confetti.test');
    const stolen = await alex.patch(`${C}/posts/${pid}`, { body: 'hacked' });
    expect(stolen.status).toBe(403);
    expect(stolen.body.message).toBe(M.notYours);
    expect((await alex.delete(`${C}/posts/${pid}`)).status).toBe(403);

    const edited = await sam.patch(`${C}/posts/${pid}`, { body: 'Sneakers, *bedazzled*' });
    expect(edited.status).toBe(200);
    expect(edited.body.html).toBe('<p>Sneakers, <em>bedazzled</em></p>');
    expect(edited.body.edited_at).not.toBeNull();

    await t.database.db
      .update(communityPosts)
      .set({ createdAt: sql`now() - interval '${sql.raw(String(EDIT_WINDOW_MINUTES + 1))} minutes'` })
      .where(eq(communityPosts.id, pid));
    const late = await sam.patch(`${C}/posts/${pid}`, { body: 'too late' });
    expect(late.status).toBe(403);
    expect(late.body.message).toBe(M.editWindow);

    const deleted = await sam.delete(`${C}/posts/${pid}`);
    expect(deleted.body).toMatchObject({ status: 'DELETED', html: '' });
    const read = await guest().get(`${C}/threads/${id}`);
    expect(read.body.posts.find((p: { id: number }) => p.id === pid)).toMatchObject({ status: 'DELETED', html: '' });
  });
});

describe('following', () => {
  it('mails a digest of new replies by others, once', async () => {
    await clearPosts('maya@confetti.test');
    const sam = await login('sam@confetti.test');
    const id = await threadId('Chicago winter weddings');
    expect((await sam.put(`${C}/threads/${id}/follow`, { following: true })).body).toEqual({ thread_id: id, following: true });
    expect((await sam.get(`${C}/threads/${id}`)).body.viewer.following).toBe(true);
    const maya = await login('maya@confetti.test');
    await maya.post(`${C}/threads/${id}/posts`, { body: 'The Cultural Center has a gorgeous dome room.' });
    const first = await sendFollowDigests(t.app);
    expect(first.mails).toBeGreaterThanOrEqual(1);
    await t.app.jobs.drain();
    const [mail] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.toAddress, 'sam@confetti.test'), like(outboxEmails.textBody, '%Chicago winter weddings%')))
      .orderBy(desc(outboxEmails.id));
    expect(mail!.subject).toBe('A new reply in a thread you follow');
    expect(mail!.textBody).toContain(`/community/threads/${id}`);
    const again = await sendFollowDigests(t.app);
    expect(again.mails).toBe(0);
    expect((await sam.put(`${C}/threads/${id}/follow`, { following: false })).body.following).toBe(false);
  });
});

describe('moderation', () => {
  it('reports a post, shows staff the queue, hides it, and keeps the queue from others', async () => {
    const id = await threadId('Mismatched bridesmaid dresses: how did you keep it cohesive?');
    const [, reply] = await t.database.db
      .select()
      .from(communityPosts)
      .where(eq(communityPosts.threadId, id))
      .orderBy(communityPosts.id)
      .limit(2);
    const sam = await login('sam@confetti.test');
    const reported = await sam.post(`${C}/posts/${reply!.id}/reports`, { reason: 'SPAM', note: 'Looks like an ad' });
    expect(reported.status).toBe(201);
    const twice = await sam.post(`${C}/posts/${reply!.id}/reports`, { reason: 'SPAM' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(M.alreadyReported);

    const notStaff = await sam.get(`${C}/moderation/queue`);
    expect(notStaff.status).toBe(403);
    expect(notStaff.body.message).toBe(M.staffOnly);
    expect((await sam.put(`${C}/moderation/posts/${reply!.id}`, { action: 'HIDE' })).status).toBe(403);

    const staff = await login('staff@confetti.test');
    const queue = await staff.get(`${C}/moderation/queue`);
    const item = queue.body.items.find((i: { post: { id: number } }) => i.post.id === reply!.id);
    expect(item.reports).toEqual([
      expect.objectContaining({ reason: 'SPAM', note: 'Looks like an ad', reporter: { id: expect.any(Number), name: 'Sam P.' } }),
    ]);

    const before = (await guest().get(`${C}/threads/${id}`)).body.thread.reply_count;
    expect((await staff.put(`${C}/moderation/posts/${reply!.id}`, { action: 'HIDE' })).body.status).toBe('HIDDEN');
    const after = await guest().get(`${C}/threads/${id}`);
    expect(after.body.thread.reply_count).toBe(before - 1);
    expect(after.body.posts.find((p: { id: number }) => p.id === reply!.id)).toMatchObject({ status: 'HIDDEN', html: '' });
    expect((await staff.get(`${C}/moderation/queue`)).body.items.some((i: { post: { id: number } }) => i.post.id === reply!.id)).toBe(
      false,
    );
    // Hidden, not removed: staff can restore it.
    expect((await staff.put(`${C}/moderation/posts/${reply!.id}`, { action: 'RESTORE' })).body.status).toBe('PUBLISHED');
    // Removal is final: the text is erased and cannot come back.
    expect((await staff.put(`${C}/moderation/posts/${reply!.id}`, { action: 'REMOVE' })).body.status).toBe('REMOVED');
    expect((await staff.put(`${C}/moderation/posts/${reply!.id}`, { action: 'RESTORE' })).status).toBe(409);
  });

  it('hiding an opening post takes its thread off the board', async () => {
    const id = await threadId('Printing your own invitations: worth it?');
    const [opening] = await t.database.db
      .select()
      .from(communityPosts)
      .where(and(eq(communityPosts.threadId, id), eq(communityPosts.isOpening, true)));
    const staff = await login('staff@confetti.test');
    await staff.put(`${C}/moderation/posts/${opening!.id}`, { action: 'HIDE' });
    expect((await guest().get(`${C}/threads/${id}`)).status).toBe(404);
    const board = await guest().get(`${C}/boards/diy/threads`);
    expect(board.body.threads.some((x: { id: number }) => x.id === id)).toBe(false);
    expect((await staff.get(`${C}/threads/${id}`)).status).toBe(200);
  });

  it('a suspended account cannot post until staff lift it', async () => {
    await clearPosts('riley@confetti.test');
    const staff = await login('staff@confetti.test');
    const [riley] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'riley@confetti.test'));
    const sam = await login('sam@confetti.test');
    expect((await sam.put(`${C}/moderation/users/${riley!.id}/suspension`, { suspended: true })).status).toBe(403);
    expect((await staff.put(`${C}/moderation/users/${riley!.id}/suspension`, { suspended: true, reason: 'Spam' })).body).toEqual({
      user_id: riley!.id,
      suspended: true,
    });
    const rileyClient = await login('riley@confetti.test');
    const res = await rileyClient.post(`${C}/boards/planning/threads`, { title: 'Buy my stuff', body: 'Cheap!' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(M.suspended);
    expect((await rileyClient.get(`${C}/boards/planning/threads`)).status).toBe(200);
    await staff.put(`${C}/moderation/users/${riley!.id}/suspension`, { suspended: false });
    expect((await rileyClient.post(`${C}/boards/planning/threads`, { title: 'Hello everyone', body: 'Hi!' })).status).toBe(201);
  });
});
