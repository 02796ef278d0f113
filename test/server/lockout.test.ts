import { and, eq, sql } from 'drizzle-orm';
import { accountUnlockTokens, loginFailures, outboxEmails, users } from '../../server/db/schema';
import { ANY_CLIENT, purgeStaleFailures, recordFailedLogin } from '../../server/modules/auth/lockout';
import { LOCKED_MESSAGE, MAX_ACCOUNT_FAILED_LOGINS, MAX_FAILED_LOGINS } from '../../server/modules/auth/messages';
import { hashPassword } from '../../server/lib/passwords';
import { sha256 } from '../../server/lib/tokens';
import { mailedToken, waitForMail } from './accounts';
import { createPostgresDatabase, createTestApp, openTestPglite, TestClient, type TestApp } from './helpers';
import { openDatabase, type Database } from '../../server/db/client';

const NAV = '/website-nav/web-api/v1';
const PASSWORD = 'correct horse battery';
const UNLOCK_SUBJECT = 'Your Confetti account was locked';

describe('log-in lock-out per (email, client), then per account', () => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp({ config: { authRateLimitPerMinute: 10_000 } });
  });
  afterAll(async () => t.close());

  /** A client from an address of its own. */
  const client = () => new TestClient(t.app, { ip: `10.40.${Math.floor(n / 200)}.${(n++ % 200) + 1}` });
  const account = async (email: string) =>
    t.database.db.insert(users).values({ email, passwordHash: await hashPassword(PASSWORD), firstName: 'Lou', lastName: 'Kout' });
  const logIn = (c: TestClient, email: string, password = 'wrong password') => c.post(`${NAV}/auth/login`, { email, password });
  const tries = async (c: TestClient, email: string, times: number) => {
    const answers = [];
    for (let i = 0; i < times; i++) answers.push(await logIn(c, email));
    return answers;
  };
  const unlockMails = async (email: string) => {
    await t.app.jobs.drain();
    return t.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.toAddress, email), eq(outboxEmails.subject, UNLOCK_SUBJECT)));
  };

  it('locks one client out of one email at the 5th failure, for an hour, with the spec 406; other clients still log in', async () => {
    await account('pair@example.com');
    const attacker = client();
    const answers = await tries(attacker, 'pair@example.com', MAX_FAILED_LOGINS);
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 406]);
    expect(answers[4]!.body).toEqual({ message: LOCKED_MESSAGE, code: 'auth.user_locked', category: 'auth', reason: 'user_locked' });
    // Even the right password, from that client.
    expect((await logIn(attacker, 'pair@example.com', PASSWORD)).status).toBe(406);
    // The owner, elsewhere, is not locked out.
    expect((await logIn(client(), 'pair@example.com', PASSWORD)).status).toBe(200);

    const [row] = await t.database.db
      .select()
      .from(loginFailures)
      .where(and(eq(loginFailures.email, 'pair@example.com'), eq(loginFailures.clientKey, '10.40.0.1')));
    const minutes = (row!.lockedUntil!.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);
    // The old columns no longer decide anything.
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'pair@example.com'));
    expect(user!.lockedUntil).toBeNull();
  });

  it('answers an unknown email exactly as an account: the same 401s, then the same 406', async () => {
    await account('real@example.com');
    const known = await tries(client(), 'real@example.com', MAX_FAILED_LOGINS + 1);
    const unknown = await tries(client(), 'nobody-here@example.com', MAX_FAILED_LOGINS + 1);
    expect(unknown.map((a) => a.status)).toEqual([401, 401, 401, 401, 406, 406]);
    expect(unknown.map((a) => a.body)).toEqual(known.map((a) => a.body));
    expect(unknown.map((a) => a.headers['content-length'])).toEqual(known.map((a) => a.headers['content-length']));
    const rows = await t.database.db.select().from(loginFailures).where(eq(loginFailures.email, 'nobody-here@example.com'));
    expect(rows.map((r) => [r.clientKey === ANY_CLIENT ? '*' : 'client', r.failures]).sort()).toEqual([
      ['*', 5],
      ['client', 5],
    ]);
    // Only the account's owner gets a mail.
    expect(await unlockMails('nobody-here@example.com')).toEqual([]);
  });

  it('a successful log-in forgets that client’s failures', async () => {
    await account('forgetful@example.com');
    const c = client();
    expect((await tries(c, 'forgetful@example.com', MAX_FAILED_LOGINS - 1)).map((a) => a.status)).toEqual([401, 401, 401, 401]);
    expect((await logIn(c, 'forgetful@example.com', PASSWORD)).status).toBe(200);
    expect((await tries(c, 'forgetful@example.com', MAX_FAILED_LOGINS - 1)).map((a) => a.status)).toEqual([401, 401, 401, 401]);
  });

  it(`locks the whole account after ${MAX_ACCOUNT_FAILED_LOGINS} failures from many clients, for known and unknown emails alike`, async () => {
    await account('wide@example.com');
    const clients = MAX_ACCOUNT_FAILED_LOGINS / MAX_FAILED_LOGINS;
    for (const email of ['wide@example.com', 'wide-unknown@example.com']) {
      const statuses: number[] = [];
      for (let i = 0; i < clients; i++) statuses.push(...(await tries(client(), email, MAX_FAILED_LOGINS)).map((a) => a.status));
      // Each client is locked at its 5th; the 50th failure in all locks the account.
      expect(statuses.filter((s) => s === 406)).toHaveLength(clients);
      const fresh = await logIn(client(), email, PASSWORD);
      expect([email, fresh.status, fresh.body.message]).toEqual([email, 406, LOCKED_MESSAGE]);
    }
    // One mail for the account, though eleven locks were set.
    expect(await unlockMails('wide@example.com')).toHaveLength(1);
  });

  it('mails the owner a single-use unlock link that lifts every lock at once', async () => {
    await account('unlock.me@example.com');
    const attacker = client();
    await tries(attacker, 'unlock.me@example.com', MAX_FAILED_LOGINS);
    const mail = await waitForMail(t, 'unlock.me@example.com', '/account/unlock?token=');
    expect(mail.subject).toBe(UNLOCK_SUBJECT);
    expect(mail.textBody).toContain('/account/forgot-password');
    const token = await mailedToken(t, 'unlock.me@example.com', '/account/unlock');
    const [row] = await t.database.db
      .select()
      .from(accountUnlockTokens)
      .where(eq(accountUnlockTokens.tokenHash, sha256(token)));
    expect((row!.expiresAt.getTime() - Date.now()) / 3_600_000).toBeGreaterThan(23.9);

    const unlocked = await client().post(`${NAV}/user/unlock`, { token });
    expect(unlocked.status).toBe(200);
    expect(unlocked.body).toEqual({ message: 'Your account is unlocked. You can log in now.' });
    expect((await logIn(attacker, 'unlock.me@example.com', PASSWORD)).status).toBe(200);

    const again = await client().post(`${NAV}/user/unlock`, { token });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      code: 'auth.unlock_token_invalid',
      message: 'This unlock link has expired or was already used. Wait 1 hour, or reset your password to unlock your account now.',
    });
    // A later lock, the link used, mails a new one.
    await tries(client(), 'unlock.me@example.com', MAX_FAILED_LOGINS);
    expect(await unlockMails('unlock.me@example.com')).toHaveLength(2);
  });

  it('refuses an expired unlock link', async () => {
    await account('stale.unlock@example.com');
    await tries(client(), 'stale.unlock@example.com', MAX_FAILED_LOGINS);
    const token = await mailedToken(t, 'stale.unlock@example.com', '/account/unlock');
    await t.database.db.update(accountUnlockTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await client().post(`${NAV}/user/unlock`, { token })).status).toBe(400);
  });

  it('a password reset lifts every lock too', async () => {
    await account('reset.lock@example.com');
    const c = client();
    await tries(c, 'reset.lock@example.com', MAX_FAILED_LOGINS);
    expect((await logIn(c, 'reset.lock@example.com', PASSWORD)).status).toBe(406);
    await c.post(`${NAV}/user/reset_password`, {
      email: 'reset.lock@example.com',
      expires_in_num_days: 1,
      send_email: true,
      business_unit: 'WEDDING_REGISTRY',
    });
    const token = await mailedToken(t, 'reset.lock@example.com', '/account/reset-password');
    expect((await c.post(`${NAV}/user/reset_password/confirm`, { token, password: 'a new password 2' })).status).toBe(200);
    expect((await logIn(c, 'reset.lock@example.com', 'a new password 2')).status).toBe(200);
    expect(await t.database.db.select().from(loginFailures).where(eq(loginFailures.email, 'reset.lock@example.com'))).toEqual([]);
  });

  it('starts counting again once a lock has run out', async () => {
    await account('expired.lock@example.com');
    const c = client();
    await tries(c, 'expired.lock@example.com', MAX_FAILED_LOGINS);
    await t.database.db
      .update(loginFailures)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(loginFailures.email, 'expired.lock@example.com'));
    expect((await tries(c, 'expired.lock@example.com', MAX_FAILED_LOGINS)).map((a) => a.status)).toEqual([401, 401, 401, 401, 406]);
  });

  it('forgets, once a minute at most, the rows of emails nobody has tried for a day and whose lock has run out', async () => {
    const day = sql`now() - interval '25 hours'`;
    await t.database.db.insert(loginFailures).values([
      { email: 'stale@example.com', clientKey: '192.0.2.9', failures: 2, updatedAt: day },
      {
        email: 'stale.lock.over@example.com',
        clientKey: ANY_CLIENT,
        failures: 50,
        lockedUntil: sql`now() - interval '1 minute'`,
        updatedAt: day,
      },
      {
        email: 'stale.but.locked@example.com',
        clientKey: '192.0.2.9',
        failures: 5,
        lockedUntil: sql`now() + interval '1 hour'`,
        updatedAt: day,
      },
      { email: 'recent@example.com', clientKey: '192.0.2.9', failures: 1 },
    ]);
    const emails = async () => (await t.database.db.select({ email: loginFailures.email }).from(loginFailures)).map((r) => r.email);
    // The clock decides when: a minute after the last purge of this process.
    await purgeStaleFailures(t.database.db, Date.now() + 61_000);
    const left = await emails();
    expect(left).not.toContain('stale@example.com');
    expect(left).not.toContain('stale.lock.over@example.com');
    expect(left).toEqual(expect.arrayContaining(['stale.but.locked@example.com', 'recent@example.com']));
    // Within the minute, nothing runs.
    await t.database.db
      .insert(loginFailures)
      .values({ email: 'stale.again@example.com', clientKey: '192.0.2.9', failures: 1, updatedAt: day });
    await purgeStaleFailures(t.database.db, Date.now() + 62_000);
    expect(await emails()).toContain('stale.again@example.com');
  });

  it('tells a disabled account only to whoever knows its password', async () => {
    await account('off@example.com');
    await t.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.email, 'off@example.com'));
    const wrong = await logIn(client(), 'off@example.com');
    expect(wrong.status).toBe(401);
    expect((await logIn(client(), 'off@example.com', PASSWORD)).status).toBe(403);
  });
});

/** Counting in one upsert: concurrent failures, on a pool of real connections, are each counted once. */
async function countsConcurrentFailures(database: Database) {
  const email = `race-${Date.now()}@example.com`;
  const outcomes = await Promise.all(Array.from({ length: 20 }, () => recordFailedLogin(database.db, email, '192.0.2.1')));
  const rows = await database.db.select().from(loginFailures).where(eq(loginFailures.email, email));
  expect(rows.map((r) => r.failures)).toEqual([20, 20]);
  expect(outcomes.filter((o) => o.newlyLocked)).toHaveLength(1);
  expect(outcomes.filter((o) => !o.locked)).toHaveLength(MAX_FAILED_LOGINS - 1);
}

describe('concurrent failures', () => {
  it('are each counted once (PGlite)', async () => {
    const database = await openTestPglite();
    try {
      await countsConcurrentFailures(database);
    } finally {
      await database.close();
    }
  });

  const baseUrl = process.env.TEST_DATABASE_URL;
  (baseUrl ? it : it.skip)('are each counted once (PostgreSQL, 10 connections)', async () => {
    const pgDb = await createPostgresDatabase(baseUrl!, 'lockout');
    const database = await openDatabase({ databaseUrl: pgDb.url, dataDir: ':memory:', poolSize: 10 });
    try {
      await countsConcurrentFailures(database);
    } finally {
      await database.close();
      await pgDb.drop();
    }
  });
});
