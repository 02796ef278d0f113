import { and, desc, eq, like, sql } from 'drizzle-orm';
import { createTestApp, TestClient, type TestApp } from './helpers';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { communityBoards, communityFollows, communityPosts, communityThreads, outboxEmails, users } from '../../server/db/schema';
import { sendFollowDigests } from '../../server/modules/community/digest';
import { unsubscribeTokenFor } from '../../server/modules/community/service';
import {
  boardThreadsView,
  COMMUNITY_MESSAGES as M,
  EDIT_WINDOW_MINUTES,
  NEW_ACCOUNT_POSTS_PER_HOUR,
  MY_POSTS_PAGE_SIZE,
  myPostsView,
  moderationQueueView,
  POSTS_PAGE_SIZE,
  QUEUE_PAGE_SIZE,
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

async function userId(email: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

describe('thread titles', () => {
  it(`are editable by their author for ${EDIT_WINDOW_MINUTES} minutes, validated, and by staff always`, async () => {
    await clearPosts('luis@confetti.test');
    const luis = await login('luis@confetti.test');
    const created = await luis.post(`${C}/boards/attire/threads`, { title: 'Blue suit or grey?', body: 'For a June garden wedding.' });
    const tid = created.body.thread_id;
    expect((await luis.get(`${C}/threads/${tid}`)).body.thread.can_edit_title).toBe(true);
    expect((await guest().get(`${C}/threads/${tid}`)).body.thread.can_edit_title).toBe(false);

    const short = await luis.patch(`${C}/threads/${tid}`, { title: '  Hi ' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Invalid title: A title needs at least 5 characters.');
    const renamed = await luis.patch(`${C}/threads/${tid}`, { title: '  Navy suit or charcoal?  ' });
    expect(renamed.body).toEqual({ thread_id: tid, title: 'Navy suit or charcoal?', status: 'PUBLISHED' });
    expect((await guest().get(`${C}/threads/${tid}`)).body.thread.title).toBe('Navy suit or charcoal?');

    const maya = await login('maya@confetti.test');
    const other = await maya.patch(`${C}/threads/${tid}`, { title: 'Taken over' });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(M.titleNotYours);
    expect((await guest().patch(`${C}/threads/${tid}`, { title: 'A guest title' })).status).toBe(401);

    await t.database.db
      .update(communityThreads)
      .set({ createdAt: sql`now() - interval '${sql.raw(String(EDIT_WINDOW_MINUTES + 1))} minutes'` })
      .where(eq(communityThreads.id, tid));
    expect((await luis.get(`${C}/threads/${tid}`)).body.thread.can_edit_title).toBe(false);
    const late = await luis.patch(`${C}/threads/${tid}`, { title: 'Too late to rename' });
    expect(late.status).toBe(403);
    expect(late.body.message).toBe(M.titleEditWindow);

    const staff = await login('staff@confetti.test');
    expect((await staff.get(`${C}/threads/${tid}`)).body.thread.can_edit_title).toBe(true);
    const fixed = await staff.patch(`${C}/threads/${tid}`, { title: 'Suit colours for a June garden wedding' });
    expect(fixed.status).toBe(200);
    expect(fixed.body.title).toBe('Suit colours for a June garden wedding');
    expect((await guest().get(`${C}/threads/999999`)).status).toBe(404);
    expect((await staff.patch(`${C}/threads/999999`, { title: 'No such thread' })).status).toBe(404);
  });

  it('are found by search, as well as post text', async () => {
    await clearPosts('priya@confetti.test');
    const priya = await login('priya@confetti.test');
    const created = await priya.post(`${C}/boards/planning/threads`, { title: 'Marquee hire in autumn', body: 'Any tips on tents?' });
    const hits = (await guest().get(`${C}/search?q=marquee`)).body.hits;
    expect(hits).toEqual([expect.objectContaining({ thread_id: created.body.thread_id, thread_title: 'Marquee hire in autumn' })]);
  });
});

describe('my posts', () => {
  it('lists only the caller’s own posts, newest first, keyset-paged, with their state', async () => {
    await clearPosts('ben@confetti.test');
    const ben = await login('ben@confetti.test');
    const created = await ben.post(`${C}/boards/budget/threads`, { title: 'Where did your money go?', body: 'Ours: the venue.' });
    const tid = created.body.thread_id;
    const reply = await ben.post(`${C}/threads/${tid}/posts`, { body: 'And the flowers.' });
    const gone = await ben.post(`${C}/threads/${tid}/posts`, { body: 'Never mind.' });
    await ben.delete(`${C}/posts/${gone.body.post.id}`);
    const mine = await ben.get(`${C}/me/posts`);
    expect(mine.status).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const view = myPostsView.parse(mine.body);
    expect(view.items.map((i) => i.post.id)).toEqual([reply.body.post.id, created.body.post.id]);
    expect(view.items[1]).toMatchObject({
      is_opening: true,
      thread: { id: tid, title: 'Where did your money go?', board: { slug: 'budget' } },
    });
    expect(view.next_after).toBeNull();
    // Another person's list never shows Ben's posts; a guest has none.
    const maya = await login('maya@confetti.test');
    const theirs = myPostsView.parse((await maya.get(`${C}/me/posts`)).body);
    expect(theirs.items.some((i) => i.thread.id === tid)).toBe(false);
    expect((await guest().get(`${C}/me/posts`)).status).toBe(401);

    // Paging: MY_POSTS_PAGE_SIZE + 2 posts answer a full page, then the rest, no repeats.
    const benId = await userId('ben@confetti.test');
    await t.database.db.insert(communityPosts).values(
      Array.from({ length: MY_POSTS_PAGE_SIZE }, (_, i) => ({
        threadId: tid,
        authorId: benId,
        body: `Note ${i}`,
        bodyHtml: `<p>Note ${i}</p>`,
      })),
    );
    const first = myPostsView.parse((await ben.get(`${C}/me/posts`)).body);
    expect(first.items).toHaveLength(MY_POSTS_PAGE_SIZE);
    const second = myPostsView.parse((await ben.get(`${C}/me/posts?after=${first.next_after}`)).body);
    expect(second.items.map((i) => i.post.id)).toEqual([reply.body.post.id, created.body.post.id]);
    expect(second.next_after).toBeNull();
    expect((await ben.get(`${C}/me/posts?after=abc`)).status).toBe(400);
  });
});

describe('the moderation queue', () => {
  it(`is keyset-paged ${QUEUE_PAGE_SIZE} at a time, oldest first, without gaps or repeats`, async () => {
    const staff = await login('staff@confetti.test');
    await clearPosts('marcus@confetti.test');
    const marcus = await login('marcus@confetti.test');
    const id = (await marcus.post(`${C}/boards/planning/threads`, { title: 'Seating charts: apps or paper?', body: 'Which worked?' })).body
      .thread_id;
    const chloe = await userId('chloe@confetti.test');
    await t.database.db.insert(communityPosts).values(
      Array.from({ length: QUEUE_PAGE_SIZE + 3 }, (_, i) => ({
        threadId: id,
        authorId: chloe,
        body: `Held ${i} https://example.com`,
        bodyHtml: `<p>Held ${i}</p>`,
        status: 'HELD' as const,
      })),
    );
    const seen: number[] = [];
    let after: number | null = null;
    let pages = 0;
    do {
      const res = await staff.get(`${C}/moderation/queue${after ? `?after=${after}` : ''}`);
      const page = moderationQueueView.parse(res.body);
      expect(page.items.length).toBeLessThanOrEqual(QUEUE_PAGE_SIZE);
      seen.push(...page.items.map((i) => i.post.id));
      after = page.next_after;
      pages += 1;
    } while (after !== null && pages < 10);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(new Set(seen).size).toBe(seen.length);
    const held = await t.database.db
      .select({ id: communityPosts.id })
      .from(communityPosts)
      .where(and(eq(communityPosts.authorId, chloe), eq(communityPosts.status, 'HELD')));
    for (const h of held) expect(seen).toContain(h.id);
    expect((await staff.get(`${C}/moderation/queue?after=-1`)).status).toBe(400);
    await t.database.db.delete(communityPosts).where(and(eq(communityPosts.authorId, chloe), eq(communityPosts.status, 'HELD')));
  });
});

describe('the digest’s unsubscribe', () => {
  it('carries a link and one-click headers that stop the digest at once, without signing in', async () => {
    await clearPosts('hannah@confetti.test');
    await clearPosts('dev@confetti.test');
    const dev = await login('dev@confetti.test');
    const devId = await userId('dev@confetti.test');
    await clearPosts('marcus@confetti.test');
    const marcus = await login('marcus@confetti.test');
    const id = (await marcus.post(`${C}/boards/attire/threads`, { title: 'Shoes for a grass lawn?', body: 'Heels sink.' })).body.thread_id;
    await dev.put(`${C}/threads/${id}/follow`, { following: true });
    const hannah = await login('hannah@confetti.test');
    await hannah.post(`${C}/threads/${id}/posts`, { body: 'Block heels, every time.' });
    await sendFollowDigests(t.app);
    await t.app.jobs.drain();
    const [mail] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, 'dev@confetti.test'))
      .orderBy(desc(outboxEmails.id))
      .limit(1);
    const token = unsubscribeTokenFor(t.app.config.appSecret, devId);
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': `<${t.app.config.publicUrl}${C}/digest/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail!.textBody).toContain(`${t.app.config.publicUrl}/community/unsubscribe?token=${token}`);

    // The mail client's one-click POST: a form, from elsewhere, with no cookie or CSRF token.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `${C}/digest/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ unsubscribed: true, message: M.unsubscribed });
    expect(await t.database.db.select().from(communityFollows).where(eq(communityFollows.userId, devId))).toEqual([]);
    expect((await dev.get(`${C}/threads/${id}`)).body.viewer.following).toBe(false);

    // Nothing more is mailed, and a thread Dev starts is not followed for him.
    await hannah.post(`${C}/threads/${id}/posts`, { body: 'Or wedges on grass.' });
    const before = (await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, 'dev@confetti.test'))).length;
    await sendFollowDigests(t.app);
    await t.app.jobs.drain();
    expect((await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, 'dev@confetti.test'))).length).toBe(before);
    const own = await dev.post(`${C}/boards/attire/threads`, { title: 'Cufflinks ideas?', body: 'Something personal.' });
    expect((await dev.get(`${C}/threads/${own.body.thread_id}`)).body.viewer.following).toBe(false);
    // Following again is asking for the digest again.
    await dev.put(`${C}/threads/${id}/follow`, { following: true });
    await hannah.post(`${C}/threads/${id}/posts`, { body: 'Or flats in your bag.' });
    await sendFollowDigests(t.app);
    await t.app.jobs.drain();
    expect((await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, 'dev@confetti.test'))).length).toBe(
      before + 1,
    );
    await dev.put(`${C}/threads/${id}/follow`, { following: false });
  });

  it('refuses a forged or altered token, and a second use changes nothing', async () => {
    const devId = await userId('dev@confetti.test');
    const samId = await userId('sam@confetti.test');
    const devToken = unsubscribeTokenFor(t.app.config.appSecret, devId);
    const altered = `${samId}.${devToken.split('.')[1]}`;
    const forged = unsubscribeTokenFor('not-the-app-secret', samId);
    for (const token of [altered, forged]) {
      const res = await guest().post(`${C}/digest/unsubscribe?token=${token}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(M.unsubscribeLink);
    }
    const malformed = await guest().post(`${C}/digest/unsubscribe?token=12345`);
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Invalid token: is not an unsubscribe link');
    expect((await guest().post(`${C}/digest/unsubscribe?token=${devToken}`)).status).toBe(200);
    expect((await guest().post(`${C}/digest/unsubscribe?token=${devToken}`)).status).toBe(200);
  });
});
