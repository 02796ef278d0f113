import { desc, eq } from 'drizzle-orm';
import { outboxEmails, privacyPreferences, supportMessages, trackedEvents, users } from '../../server/db/schema';
import { signUpConfirmed } from './accounts';
import { createTestApp, TestClient, type TestApp } from './helpers';

const CONTACT = '/web-api/v1/support/contact';
const PRIVACY = '/web-api/v1/privacy/preferences';
const NAV = '/website-nav/web-api/v1';

const message = {
  name: 'Dana Reyes',
  email: 'dana@example.com',
  topic: 'order',
  order_number: 'CF-1042',
  message: 'My vase arrived broken. Can you send a new one?',
};

describe('support contact and privacy preferences', () => {
  let t: TestApp;
  let ip = 0;
  // Each test its own address: the contact form is rate limited per IP.
  const client = () => new TestClient(t.app, { ip: `10.20.0.${++ip}` });
  const signedUp = async (email: string) => {
    const c = client();
    const res = await signUpConfirmed(t, c, { email, password: 'a long password 1', first_name: 'Pat', last_name: 'Lee' });
    expect(res.status).toBe(201);
    return c;
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  describe('POST /web-api/v1/support/contact', () => {
    it('stores the message and mails the support inbox and an acknowledgement to the sender', async () => {
      const res = await client().post(CONTACT, message);
      expect(res.status).toBe(201);
      expect(res.body.reference).toMatch(/^C-\d{6}$/);
      expect(res.body.message).toBe(
        `Thanks, Dana Reyes. We received your message and will reply to dana@example.com within 1 business day. Your reference is ${res.body.reference}.`,
      );

      const [row] = await t.database.db.select().from(supportMessages).where(eq(supportMessages.id, res.body.id));
      expect(row).toMatchObject({ name: 'Dana Reyes', email: 'dana@example.com', topic: 'order', orderNumber: 'CF-1042', userId: null });

      // Mail goes out as mail.send jobs: run what is queued before reading the outbox.
      await t.app.jobs.drain();
      const mail = await t.database.db.select().from(outboxEmails).orderBy(desc(outboxEmails.id)).limit(2);
      const toSupport = mail.find((m) => m.toAddress === 'support@confetti.test');
      const toSender = mail.find((m) => m.toAddress === 'dana@example.com');
      expect(toSupport?.subject).toBe(`[${res.body.reference}] An order or a return: Dana Reyes`);
      expect(toSupport?.textBody).toContain('Order number: CF-1042');
      expect(toSupport?.textBody).toContain('My vase arrived broken.');
      expect(toSender?.subject).toBe(`We received your message (${res.body.reference})`);
    });

    it('links the message to the account of a signed-in sender', async () => {
      const c = await signedUp('contact-signed-in@example.com');
      const res = await c.post(CONTACT, { ...message, email: 'contact-signed-in@example.com', order_number: undefined });
      expect(res.status).toBe(201);
      const [user] = await t.database.db.select().from(users).where(eq(users.email, 'contact-signed-in@example.com'));
      const [row] = await t.database.db.select().from(supportMessages).where(eq(supportMessages.id, res.body.id));
      expect(row?.userId).toBe(user!.id);
      expect(row?.orderNumber).toBeNull();
    });

    it.each([
      [{ ...message, name: '  ' }, 'name', 'Please tell us your name.'],
      [{ ...message, email: 'not-an-email' }, 'email', 'Please enter a valid email address.'],
      [{ ...message, topic: 'lottery' }, 'topic', 'Please choose a topic.'],
      [{ ...message, message: '' }, 'message', 'Please write your message.'],
      [{ ...message, message: 'x'.repeat(2001) }, 'message', 'must be at most 2000 characters'],
      [{ ...message, order_number: 'CF 1042; drop' }, 'order_number', 'may use only letters, digits and hyphens'],
    ])('rejects bad input with a 400 naming the field (%#)', async (body, field, text) => {
      const res = await client().post(CONTACT, body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation');
      expect(res.body.fields[field]).toBe(text);
    });

    it('needs the CSRF header like every state-changing call', async () => {
      const res = await new TestClient(t.app, { csrf: false, ip: '10.20.1.1' }).post(CONTACT, message);
      expect(res.status).toBe(403);
    });

    it('limits one address to 10 messages an hour', async () => {
      const c = new TestClient(t.app, { ip: '10.20.2.1' });
      for (let i = 0; i < 10; i++) expect((await c.post(CONTACT, message)).status).toBe(201);
      const res = await c.post(CONTACT, message);
      expect(res.status).toBe(429);
      expect(res.body.message).toBe('Please wait a few moments ...');
    });
  });

  describe('/web-api/v1/privacy/preferences', () => {
    it('guests: the choice lives in a cookie of this browser', async () => {
      const c = client();
      expect((await c.get(PRIVACY)).body).toEqual({ do_not_sell_or_share: false, saved_to: 'browser' });
      const on = await c.put(PRIVACY, { do_not_sell_or_share: true });
      expect(on.body).toEqual({ do_not_sell_or_share: true, saved_to: 'browser' });
      expect(c.cookies.get('confetti_do_not_sell')).toBe('1');
      expect((await c.get(PRIVACY)).body.do_not_sell_or_share).toBe(true);
      expect((await client().get(PRIVACY)).body.do_not_sell_or_share).toBe(false);
      await c.put(PRIVACY, { do_not_sell_or_share: false });
      expect(c.cookies.has('confetti_do_not_sell')).toBe(false);
      expect((await c.get(PRIVACY)).body.do_not_sell_or_share).toBe(false);
    });

    it('signed in: the choice is stored on the account, is private, and stops marketing identify calls', async () => {
      const c = await signedUp('privacy@example.com');
      const first = await c.get(PRIVACY);
      expect(first.body).toEqual({ do_not_sell_or_share: false, saved_to: 'account' });
      expect(first.headers['cache-control']).toBe('private, no-store');
      expect((await c.put(PRIVACY, { do_not_sell_or_share: true })).body).toEqual({ do_not_sell_or_share: true, saved_to: 'account' });
      const [user] = await t.database.db.select().from(users).where(eq(users.email, 'privacy@example.com'));
      const [pref] = await t.database.db.select().from(privacyPreferences).where(eq(privacyPreferences.userId, user!.id));
      expect(pref?.doNotSellOrShare).toBe(true);

      const identifies = async () =>
        (await t.database.db.select().from(trackedEvents).where(eq(trackedEvents.userId, user!.id))).filter((e) => e.event === 'identify')
          .length;
      const before = await identifies();
      expect(before).toBeGreaterThan(0); // sign-up identified the new account before the opt-out
      const again = client();
      expect((await again.post(`${NAV}/auth/login`, { email: 'privacy@example.com', password: 'a long password 1' })).status).toBe(200);
      expect(await identifies()).toBe(before);
      expect((await again.get(PRIVACY)).body.do_not_sell_or_share).toBe(true);
    });

    it('rejects a body without a boolean', async () => {
      const res = await client().put(PRIVACY, { do_not_sell_or_share: 'yes' });
      expect(res.status).toBe(400);
      expect(res.body.fields.do_not_sell_or_share).toBe('must be true or false');
    });
  });
});
