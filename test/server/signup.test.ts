import { desc, eq, sql } from 'drizzle-orm';
import { outboxEmails, pendingSignups, trackedEvents, users, weddingMembers, weddings } from '../../server/db/schema';
import { mailedToken, signUpConfirmed, waitForMail } from './accounts';
import { createTestApp, TestClient, type TestApp, type TestResponse } from './helpers';

const NAV = '/website-nav/web-api/v1';
const PASSWORD = 'correct horse battery';

describe('sign-up that does not tell whether an email has an account', () => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp({ config: { authRateLimitPerMinute: 1000 } });
  });
  afterAll(async () => t.close());

  const client = () => new TestClient(t.app, { ip: `10.30.${Math.floor(n / 200)}.${(n++ % 200) + 1}` });
  const signupBody = (email: string) => ({
    email,
    password: PASSWORD,
    first_name: 'Pat',
    last_name: 'Lee',
    business_unit_source: 'WEDDING_REGISTRY',
  });
  const onboardBody = (email: string) => ({
    business_unit_feature: 'WEDDING_REGISTRY',
    existing_account: false,
    user: signupBody(email),
    wedding: {
      partner_first_name: 'Kai',
      partner_last_name: 'Moss',
      wedding_date: '2027-09-04',
      planning_stage: 'PLANNING_NO_VENUE_BOOKED',
    },
  });
  const mailsTo = (email: string) =>
    t.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email)).orderBy(desc(outboxEmails.id));
  const pendingFor = (email: string) => t.database.db.select().from(pendingSignups).where(eq(pendingSignups.email, email));

  /** What a client can see of an answer, with the echoed email (and its length) taken out. */
  const visible = (res: TestResponse, email: string) => {
    const headers = { ...res.headers };
    delete headers.date;
    delete headers['content-length'];
    return { status: res.status, headers, body: JSON.stringify(res.body).replace(email, '<email>') };
  };

  for (const [label, url, body] of [
    ['/user/create', `${NAV}/user/create`, signupBody],
    ['/onboard/new', '/web-api/v2/onboard/new', onboardBody],
  ] as const) {
    it(`${label} answers a new and a taken email byte for byte the same, but for the echoed email`, async () => {
      const tag = label.replace(/\W/g, '');
      const taken = `taken.${tag}@example.com`;
      const fresh = `fresh.${tag}@example.com`;
      await signUpConfirmed(t, client(), { email: taken, password: PASSWORD, first_name: 'Tay', last_name: 'Ken' });
      const takenRes = await client().post(url, body(taken));
      const freshRes = await client().post(url, body(fresh));
      expect(freshRes.status).toBe(202);
      expect(freshRes.body).toEqual({ confirmation_required: true, email: fresh });
      expect(takenRes.body).toEqual({ confirmation_required: true, email: taken });
      expect(visible(takenRes, taken)).toEqual(visible(freshRes, fresh));
      expect(takenRes.headers['set-cookie']).toBeUndefined();

      // The same work behind both: an argon2id hash in a pending row, and one mail each.
      for (const email of [taken, fresh]) {
        const rows = (await pendingFor(email)).filter((row) => row.usedAt === null);
        expect(rows).toHaveLength(1);
        expect(rows[0]!.passwordHash).toMatch(/^\$argon2id\$/);
      }
      const freshMail = await waitForMail(t, fresh, '/account/confirm?token=');
      expect(freshMail.subject).toBe('Confirm your email to finish creating your Confetti account');
      const takenMail = await waitForMail(t, taken, 'already have');
      expect(takenMail.subject).toBe('You already have a Confetti account');
      expect(takenMail.textBody).toContain('/account/login');
      expect(takenMail.textBody).toContain('/account/forgot-password');
      expect(takenMail.textBody).not.toContain('token=');
      // Exactly one mail for each request (the taken address had its own confirmation mail before).
      expect(await mailsTo(fresh)).toHaveLength(1);
      expect((await mailsTo(taken)).filter((m) => m.subject === 'You already have a Confetti account')).toHaveLength(1);
    });
  }

  it('refuses invalid input the same way for any email', async () => {
    const res = await client().post(`${NAV}/user/create`, { ...signupBody('not-an-email') });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ reason: 'invalid_email' });
  });

  it('confirming creates the account, signs in, tracks user_created and says where to go next', async () => {
    const c = client();
    await c.post(`${NAV}/user/create`, signupBody('confirm.me@example.com'));
    const token = await mailedToken(t, 'confirm.me@example.com', '/account/confirm');
    // Another browser (the mail opened elsewhere) is signed in by the link.
    const other = client();
    const res = await other.post(`${NAV}/user/confirm`, { token });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      wasNewUser: true,
      created_at: expect.any(String),
      user: expect.objectContaining({ email: 'confirm.me@example.com', is_guest: false, first_name: 'Pat', last_name: 'Lee' }),
      onboarded: false,
      next_path: '/wedding/onboard/wedding-planning',
    });
    expect((await other.get(`${NAV}/user/context`)).body.email).toBe('confirm.me@example.com');
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'confirm.me@example.com'));
    const events = await t.database.db.select().from(trackedEvents).where(eq(trackedEvents.userId, user!.id));
    expect(events.find((e) => e.event === 'user_created')?.properties).toEqual({ business_unit_source: 'WEDDING_REGISTRY' });
    expect((await client().post(`${NAV}/auth/login`, { email: 'confirm.me@example.com', password: PASSWORD })).status).toBe(200);
  });

  it('confirming an onboarding sign-up creates the account and its wedding in one go', async () => {
    const c = client();
    await c.post('/web-api/v2/onboard/new', onboardBody('robin.hart@example.com'));
    expect(await t.database.db.select().from(weddings).where(eq(weddings.partnerLastName, 'Moss'))).toEqual([]);
    const res = await c.post(`${NAV}/user/confirm`, { token: await mailedToken(t, 'robin.hart@example.com', '/account/confirm') });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ wasNewUser: true, onboarded: true, next_path: '/wedding/setup' });
    expect(res.body.user.user_role_account_weddings).toEqual([
      {
        role: 'OWNER',
        slug: 'pat-and-kai',
        wedding_date: '2027-09-04',
        time_zone: 'America/New_York',
        owner_first_name: 'Pat',
        owner_last_name: 'Lee',
        partner_first_name: 'Kai',
        partner_last_name: 'Moss',
        registry_key: null,
      },
    ]);
    const submit = await c.post('/web-registry-api/v1/onboard/submit/default', { started_at: new Date().toISOString() });
    expect(submit.status).toBe(200);
    expect(submit.body.registry_key).toBe('pat-and-kai');
  });

  it('refuses a link used twice, an expired one, and one whose email got an account meanwhile', async () => {
    const c = client();
    await c.post(`${NAV}/user/create`, signupBody('twice@example.com'));
    const first = await mailedToken(t, 'twice@example.com', '/account/confirm');
    await c.post(`${NAV}/user/create`, signupBody('twice@example.com'));
    const second = await mailedToken(t, 'twice@example.com', '/account/confirm');
    expect(second).not.toBe(first);

    expect((await c.post(`${NAV}/user/confirm`, { token: first })).status).toBe(201);
    const reused = await client().post(`${NAV}/user/confirm`, { token: first });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({
      code: 'auth.signup_token_invalid',
      message: 'This link has expired or was already used. Sign up again to get a new one.',
    });

    const taken = await client().post(`${NAV}/user/confirm`, { token: second });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      code: 'auth.email_taken',
      message: 'An account with this email already exists. Log in or reset your password.',
    });
    expect(await t.database.db.select().from(users).where(eq(users.email, 'twice@example.com'))).toHaveLength(1);

    await client().post(`${NAV}/user/create`, signupBody('late@example.com'));
    const late = await mailedToken(t, 'late@example.com', '/account/confirm');
    await t.database.db
      .update(pendingSignups)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(pendingSignups.email, 'late@example.com'));
    const expired = await client().post(`${NAV}/user/confirm`, { token: late });
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe('auth.signup_token_invalid');
    expect(await t.database.db.select().from(users).where(eq(users.email, 'late@example.com'))).toEqual([]);

    const garbage = await client().post(`${NAV}/user/confirm`, { token: 'x' });
    expect(garbage.status).toBe(400);
    expect(garbage.body.code).toBe('validation');
  });

  it('keeps the link valid for one day', async () => {
    await client().post(`${NAV}/user/create`, signupBody('oneday@example.com'));
    const [row] = await pendingFor('oneday@example.com');
    const hours = (row!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect(row!.returnTo).toBeNull();
  });

  it('leaves no wedding when the confirmed email was taken meanwhile', async () => {
    const c = client();
    await c.post('/web-api/v2/onboard/new', onboardBody('race@example.com'));
    const token = await mailedToken(t, 'race@example.com', '/account/confirm');
    await signUpConfirmed(t, client(), { email: 'race@example.com', password: PASSWORD, first_name: 'Ra', last_name: 'Ce' });
    const before = await t.database.db.select().from(weddingMembers);
    expect((await c.post(`${NAV}/user/confirm`, { token })).status).toBe(409);
    expect(await t.database.db.select().from(weddingMembers)).toHaveLength(before.length);
    expect((await c.get(`${NAV}/user/context`)).body.is_guest).toBe(true);
  });
});
