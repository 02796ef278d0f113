import { asc, eq, gte } from 'drizzle-orm';
import { outboxEmails, users, vendorAccounts, vendorCategories, vendors } from '../../server/db/schema';
import { DEMO_VENDOR_ACCOUNTS } from '../../server/db/seed/vendors';
import { createTestApp, TestClient, type TestApp } from './helpers';

const API = '/web-marketplace-api/v1';
const LOGIN = '/website-nav/web-api/v1/auth/login';

describe('vendor inbox (vendors answer couples) and near me', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => t.close());
  const db = () => t.database.db;
  const loggedIn = async (email: string) => {
    const c = new TestClient(t.app);
    const res = await c.post(LOGIN, { email, password: 'confetti-demo' });
    expect(res.status).toBe(200);
    return c;
  };
  const vendorIdOf = async (email: string) => {
    const [row] = await db()
      .select({ vendorId: vendorAccounts.vendorId })
      .from(vendorAccounts)
      .innerJoin(users, eq(users.id, vendorAccounts.userId))
      .where(eq(users.email, email));
    return row!.vendorId;
  };
  /** The outbox's mails to `to`, once every queued mail.send job has run (no polling). */
  const mailsTo = async (to: string) => {
    await t.app.jobs.drain();
    return db().select().from(outboxEmails).where(eq(outboxEmails.toAddress, to));
  };

  it('seeds a vendor account for each of three New York venues', async () => {
    const venue1 = await loggedIn(DEMO_VENDOR_ACCOUNTS[0].email);
    const inbox = await venue1.get(`${API}/vendor-inbox`);
    expect(inbox.status).toBe(200);
    expect(inbox.body.vendor.url).toMatch(/^\/wedding-vendors\/wedding-venues\//);
    const store = await venue1.get(`${API}/vendors/storefront${inbox.body.vendor.url.replace('/wedding-vendors', '')}`);
    expect(store.body.vendor.location).toBe('New York, NY');
    const ids = await Promise.all(DEMO_VENDOR_ACCOUNTS.map((a) => vendorIdOf(a.email)));
    expect(new Set(ids).size).toBe(3);
  });

  it('carries an inquiry to the vendor, the reply back to the couple with an unread count, and mails each side', async () => {
    const alex = await loggedIn('alex@confetti.test');
    const venue1 = await loggedIn(DEMO_VENDOR_ACCOUNTS[0].email);
    const vendorId = await vendorIdOf(DEMO_VENDOR_ACCOUNTS[0].email);
    const sent = await alex.post(`${API}/inquiries`, { vendor_id: vendorId, message: 'Is June 12 open for 120 guests?', guest_count: 120 });
    expect(sent.status).toBe(201);
    const id = sent.body.inquiry.id;
    expect((await mailsTo(DEMO_VENDOR_ACCOUNTS[0].email)).map((m) => m.subject)).toContain('New inquiry from Alex Morgan');

    const vendorList = await venue1.get(`${API}/vendor-inbox`);
    const fromAlex = vendorList.body.conversations.find((c: { id: number }) => c.id === id);
    expect(fromAlex).toMatchObject({ withName: 'Alex Morgan', unreadCount: 1, lastSender: 'COUPLE', guestCount: 120 });
    expect(vendorList.body.unreadCount).toBeGreaterThanOrEqual(1);
    const thread = await venue1.get(`${API}/vendor-inbox/${id}`);
    expect(thread.body.conversation.messages).toEqual([
      expect.objectContaining({ sender: 'COUPLE', authorName: 'Alex', body: 'Is June 12 open for 120 guests?' }),
    ]);
    expect((await venue1.post(`${API}/vendor-inbox/${id}/read`)).body).toEqual({ id, unreadCount: 0 });
    expect((await venue1.get(`${API}/vendor-inbox`)).body.conversations.find((c: { id: number }) => c.id === id).unreadCount).toBe(0);

    const empty = await venue1.post(`${API}/vendor-inbox/${id}/messages`, { body: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.fields.body).toBe('Please write a reply.');
    const answered = await venue1.post(`${API}/vendor-inbox/${id}/messages`, { body: 'It is! Shall we set up a tour?' });
    expect(answered.status).toBe(201);
    expect(answered.body.message).toMatchObject({ sender: 'VENDOR', body: 'It is! Shall we set up a tour?' });

    const coupleList = await alex.get(`${API}/inquiries`);
    expect(coupleList.status).toBe(200);
    const mine = coupleList.body.inquiries.find((c: { id: number }) => c.id === id);
    expect(mine).toMatchObject({ vendorId, unreadCount: 1, lastSender: 'VENDOR', lastMessage: 'It is! Shall we set up a tour?' });
    expect(coupleList.body.unreadCount).toBe(1);
    const mails = await mailsTo('alex@confetti.test');
    expect(mails.some((m) => m.subject.endsWith('replied to your message') && m.textBody.includes('It is! Shall we set up a tour?'))).toBe(
      true,
    );

    const coupleThread = await alex.get(`${API}/inquiries/${id}/messages`);
    expect(coupleThread.body.conversation.messages.map((m: { sender: string }) => m.sender)).toEqual(['COUPLE', 'VENDOR']);
    await alex.post(`${API}/inquiries/${id}/read`);
    expect((await alex.get(`${API}/inquiries`)).body.unreadCount).toBe(0);

    const back = await alex.post(`${API}/inquiries/${id}/messages`, { body: 'Yes please, Saturday?' });
    expect(back.status).toBe(201);
    expect((await venue1.get(`${API}/vendor-inbox`)).body.conversations.find((c: { id: number }) => c.id === id).unreadCount).toBe(1);
    expect((await mailsTo(DEMO_VENDOR_ACCOUNTS[0].email)).map((m) => m.subject)).toContain('Alex replied on Confetti');
  });

  it('keeps each vendor to its own storefront and each couple to their own conversations', async () => {
    const alex = await loggedIn('alex@confetti.test');
    const sam = await loggedIn('sam@confetti.test');
    const venue1 = await loggedIn(DEMO_VENDOR_ACCOUNTS[0].email);
    const venue2 = await loggedIn(DEMO_VENDOR_ACCOUNTS[1].email);
    const sent = await sam.post(`${API}/inquiries`, {
      vendor_id: await vendorIdOf(DEMO_VENDOR_ACCOUNTS[0].email),
      message: 'Hello from Sam',
    });
    const id = sent.body.inquiry.id;

    // The other vendor and the other couple see nothing of it, and cannot read, answer or mark it.
    expect((await venue2.get(`${API}/vendor-inbox`)).body.conversations.map((c: { id: number }) => c.id)).not.toContain(id);
    expect((await venue2.get(`${API}/vendor-inbox/${id}`)).status).toBe(404);
    expect((await venue2.post(`${API}/vendor-inbox/${id}/messages`, { body: 'Pick us instead' })).status).toBe(404);
    expect((await venue2.post(`${API}/vendor-inbox/${id}/read`)).status).toBe(404);
    expect((await alex.get(`${API}/inquiries`)).body.inquiries.map((c: { id: number }) => c.id)).not.toContain(id);
    expect((await alex.get(`${API}/inquiries/${id}/messages`)).status).toBe(404);
    expect((await alex.post(`${API}/inquiries/${id}/messages`, { body: 'Hi' })).status).toBe(404);
    expect((await alex.post(`${API}/inquiries/${id}/read`)).status).toBe(404);

    // A couple's account is no vendor account; a vendor answers as a vendor, not through the couple's routes.
    const notVendor = await alex.get(`${API}/vendor-inbox`);
    expect(notVendor.status).toBe(403);
    expect(notVendor.body.message).toMatch(/vendor accounts/);
    expect((await alex.get(`${API}/vendor-inbox/${id}`)).status).toBe(403);
    expect((await venue1.get(`${API}/inquiries/${id}/messages`)).status).toBe(404);
    expect((await venue1.get(`${API}/vendor-inbox/${id}`)).status).toBe(200);

    const guest = new TestClient(t.app);
    expect((await guest.get(`${API}/vendor-inbox`)).status).toBe(401);
    expect((await guest.get(`${API}/inquiries/${id}/messages`)).status).toBe(401);
    expect((await venue1.get(`${API}/vendor-inbox/abc`)).status).toBe(400);
    const tooLong = await venue1.post(`${API}/vendor-inbox/${id}/messages`, { body: 'x'.repeat(2001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fields.body).toBe('Please keep your reply under 2000 characters.');
  });

  it('near me: the nearest listed city to a position, with validation', async () => {
    const c = new TestClient(t.app);
    const evanston = await c.get(`${API}/vendors/nearest-city?latitude=42.0451&longitude=-87.6877`);
    expect(evanston.status).toBe(200);
    expect(evanston.body.location).toMatchObject({ type: 'CITY', slug: 'chicago-il', label: 'Chicago, IL' });
    expect(evanston.body.distanceMiles).toBeGreaterThan(5);
    expect(evanston.body.distanceMiles).toBeLessThan(20);
    expect(evanston.headers['cache-control']).toBe('private, no-store');
    const bad = await c.get(`${API}/vendors/nearest-city?latitude=91&longitude=abc`);
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      latitude: 'must be a latitude in degrees (-90 to 90)',
      longitude: 'must be a longitude in degrees (-180 to 180)',
    });
  });

  it('reviews: every counted review is reachable in keyset pages; a couple who wrote reviews once', async () => {
    const c = new TestClient(t.app);
    const [busy] = await db().select().from(vendors).where(gte(vendors.reviewCount, 21)).orderBy(asc(vendors.id)).limit(1);
    const [category] = await db().select().from(vendorCategories).where(eq(vendorCategories.id, busy!.categoryId));
    const store = await c.get(`${API}/vendors/storefront/${category!.key}/${busy!.slug}`);
    expect(store.body.vendor.reviews).toHaveLength(10);
    expect(store.body.vendor.canReview).toBe(false);
    const seen = [...store.body.vendor.reviews];
    let cursor = store.body.vendor.reviewsNextCursor;
    while (cursor) {
      const page = await c.get(`${API}/vendors/${busy!.id}/reviews?after=${cursor}`);
      expect(page.status).toBe(200);
      seen.push(...page.body.reviews);
      cursor = page.body.nextCursor;
    }
    expect(seen).toHaveLength(busy!.reviewCount);
    expect(new Set(seen.map((r) => r.id)).size).toBe(busy!.reviewCount);
    const dates = seen.map((r) => r.reviewedOn);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await c.get(`${API}/vendors/${busy!.id}/reviews?after=yesterday`)).status).toBe(400);

    // Only after an inquiry, once; the count and rating follow.
    const sam = await loggedIn('sam@confetti.test');
    const early = await sam.post(`${API}/vendors/${busy!.id}/reviews`, { rating: 5, body: 'Wonderful people to work with.' });
    expect(early.status).toBe(403);
    await sam.post(`${API}/inquiries`, { vendor_id: busy!.id, message: 'Hello' });
    expect((await sam.get(`${API}/vendors/storefront/${category!.key}/${busy!.slug}`)).body.vendor.canReview).toBe(true);
    const short = await sam.post(`${API}/vendors/${busy!.id}/reviews`, { rating: 0, body: 'ok' });
    expect(short.status).toBe(400);
    expect(short.body.fields).toEqual({
      rating: 'Please choose a rating from 1 to 5 stars.',
      body: 'Please write at least a sentence (10 characters or more).',
    });
    const written = await sam.post(`${API}/vendors/${busy!.id}/reviews`, { rating: 5, body: '<b>Wonderful</b> people to work with.' });
    expect(written.status).toBe(201);
    expect(written.body.review).toMatchObject({ author: 'Sam P.', rating: 5, body: '<b>Wonderful</b> people to work with.' });
    expect(written.body.reviewCount).toBe(busy!.reviewCount + 1);
    const again = await sam.post(`${API}/vendors/${busy!.id}/reviews`, { rating: 1, body: 'Changed my mind about them.' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already reviewed this vendor.');
    const after = await sam.get(`${API}/vendors/storefront/${category!.key}/${busy!.slug}`);
    expect(after.body.vendor).toMatchObject({ reviewCount: busy!.reviewCount + 1, canReview: false });
    expect(after.body.vendor.reviews[0].author).toBe('Sam P.');
  });
});
