import { desc, eq } from 'drizzle-orm';
import { outboxEmails, passwordResetTokens, sessions, spoofAudit, trackedEvents, users } from '../../server/db/schema';
import { AUTH_MESSAGES } from '../../server/modules/auth/messages';
import { mailedToken, signUpConfirmed } from './accounts';
import { createTestApp, TestClient, type TestApp } from './helpers';

const NAV = '/website-nav/web-api/v1';
const PASSWORD = 'correct horse battery';

describe('accounts and sessions', () => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp({ config: { authRateLimitPerMinute: 1000 } });
  });
  afterAll(async () => t.close());

  // Each test gets its own IP so the per-IP rate limit never couples them.
  const client = () => new TestClient(t.app, { ip: `10.0.${Math.floor(n / 200)}.${(n++ % 200) + 1}` });
  /** Signs up through the mailed confirmation link, which signs `c` in. */
  const signUp = async (c: TestClient, email: string) =>
    signUpConfirmed(t, c, { email, password: PASSWORD, first_name: 'Pat', last_name: 'Lee' });
  const onboardNew = (c: TestClient, user: Record<string, unknown>, wedding: Record<string, unknown>) =>
    c.post('/web-api/v2/onboard/new', {
      business_unit_feature: 'WEDDING_REGISTRY',
      existing_account: false,
      user: { password: PASSWORD, business_unit_source: 'WEDDING_REGISTRY', ...user },
      wedding,
    });
  // Mail goes out as jobs (a reset, then its mail.send): run what is queued before reading the outbox.
  const lastMailTo = async (email: string) => {
    await t.app.jobs.drain();
    return (
      await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email)).orderBy(desc(outboxEmails.id)).limit(1)
    )[0]!;
  };

  it('signs up with the flat body, then the mailed link creates the account, signs in, and tracks the new user', async () => {
    const c = client();
    const asked = await c.post(`${NAV}/user/create`, {
      email: 'New.Person@Example.com',
      password: PASSWORD,
      first_name: 'Pat',
      last_name: 'Lee',
      business_unit_source: 'WEDDING_REGISTRY',
    });
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ confirmation_required: true, email: 'new.person@example.com' });
    expect(await t.database.db.select().from(users).where(eq(users.email, 'new.person@example.com'))).toEqual([]);
    const token = await mailedToken(t, 'new.person@example.com', '/account/confirm');
    const res = await c.post(`${NAV}/user/confirm`, { token });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ wasNewUser: true, onboarded: false, next_path: '/wedding/onboard/wedding-planning' });
    expect(res.body.user).toMatchObject({
      email: 'new.person@example.com',
      is_guest: false,
      first_name: 'Pat',
      has_registry: false,
      credit_balance_cents: 0,
    });
    expect(res.body.created_at).toEqual(expect.any(String));
    const ctx = await c.get(`${NAV}/user/context`);
    expect(ctx.body.email).toBe('new.person@example.com');
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'new.person@example.com'));
    expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const events = await t.database.db.select().from(trackedEvents).where(eq(trackedEvents.userId, user!.id));
    expect(events.map((e) => e.event)).toEqual(expect.arrayContaining(['user_created', 'identify']));
  });

  it('treats email as unique case-insensitively: a second sign-up gets the already-registered mail, not a link', async () => {
    await signUp(client(), 'dup@example.com');
    const res = await client().post(`${NAV}/user/create`, {
      email: 'DUP@example.com',
      password: PASSWORD,
      first_name: 'Pat',
      last_name: 'Lee',
      business_unit_source: 'WEDDING_REGISTRY',
    });
    expect(res.status).toBe(202);
    const [mail] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, 'dup@example.com'))
      .orderBy(desc(outboxEmails.id))
      .limit(1);
    expect(mail!.subject).toBe('You already have a Confetti account');
  });

  it('maps bad input to the spec §8 reasons', async () => {
    const invalid = await client().post(`${NAV}/auth/login`, { email: 'not-an-email', password: 'x' });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ category: 'auth', reason: 'invalid_email', message: AUTH_MESSAGES.invalid_email });
    const short = await client().post(`${NAV}/user/create`, {
      email: 'short@example.com',
      password: 'abc',
      first_name: 'Pat',
      last_name: 'Lee',
      business_unit_source: 'WEDDING_REGISTRY',
    });
    expect(short.status).toBe(400);
    expect(short.body.fields.password).toBe('must be at least 8 characters');
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    await signUp(client(), 'known@example.com');
    const wrong = await client().post(`${NAV}/auth/login`, { email: 'known@example.com', password: 'nope-nope' });
    const unknown = await client().post(`${NAV}/auth/login`, { email: 'nobody@example.com', password: 'nope-nope' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toMatchObject({ reason: 'invalid_password', message: 'Your email and password do not match.' });
  });

  it('gives a new session id at log-in: the pre-login cookie no longer works', async () => {
    await signUp(client(), 'fixation@example.com');
    // The browser already holds a session cookie (here: another account's) before this log-in.
    const c = client();
    await signUp(c, 'fixation-before@example.com');
    const attacker = c.cookies.get('confetti_sid');
    expect(attacker).toBeDefined();
    const login = await c.post(`${NAV}/auth/login`, { email: 'fixation@example.com', password: PASSWORD });
    expect(login.status).toBe(200);
    const fresh = c.cookies.get('confetti_sid');
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(attacker);
    const old = new TestClient(t.app);
    old.cookies.set('confetti_sid', attacker!);
    expect((await old.get(`${NAV}/user/context`)).body.is_guest).toBe(true);
  });

  it('really ends the session at sign-out', async () => {
    const c = client();
    await signUp(c, 'signout@example.com');
    const cookie = c.cookies.get('confetti_sid')!;
    const out = await c.get(`${NAV}/auth/signout`);
    expect(out.status).toBe(200);
    const replay = new TestClient(t.app);
    replay.cookies.set('confetti_sid', cookie);
    expect((await replay.get(`${NAV}/user/context`)).body.is_guest).toBe(true);
  });

  it('answers 403 for a disabled account', async () => {
    await signUp(client(), 'disabled@example.com');
    await t.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.email, 'disabled@example.com'));
    const res = await client().post(`${NAV}/auth/login`, { email: 'disabled@example.com', password: PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Please contact support and we will assist you.');
  });

  it('resets a password with a single-use, 1-day token that ends every session', async () => {
    const owner = client();
    await signUp(owner, 'reset@example.com');
    const c = client();
    const ask = await c.post(`${NAV}/user/reset_password`, {
      email: 'reset@example.com',
      expires_in_num_days: 1,
      send_email: true,
      business_unit: 'WEDDING_REGISTRY',
    });
    const askUnknown = await c.post(`${NAV}/user/reset_password`, {
      email: 'ghost@example.com',
      expires_in_num_days: 1,
      send_email: true,
      business_unit: 'WEDDING_REGISTRY',
    });
    expect(ask.status).toBe(200);
    expect(askUnknown.body).toEqual(ask.body);
    const [tokenRow] = await t.database.db.select().from(passwordResetTokens).orderBy(desc(passwordResetTokens.id)).limit(1);
    const hours = (tokenRow!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const token = /token=([\w-]+)/.exec((await lastMailTo('reset@example.com')).textBody)![1]!;

    const done = await c.post(`${NAV}/user/reset_password/confirm`, { token, password: 'a brand new password' });
    expect(done.status).toBe(200);
    expect((await owner.get(`${NAV}/user/context`)).body.is_guest).toBe(true);
    const again = await c.post(`${NAV}/user/reset_password/confirm`, { token, password: 'another new password' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This reset link has expired or was already used. Ask for a new one.');
    expect((await client().post(`${NAV}/auth/login`, { email: 'reset@example.com', password: 'a brand new password' })).status).toBe(200);
  });

  it('refuses an expired reset token, and a new token voids the older one', async () => {
    await signUp(client(), 'expired@example.com');
    const c = client();
    const body = { email: 'expired@example.com', expires_in_num_days: 1, send_email: true, business_unit: 'WEDDING_REGISTRY' };
    await c.post(`${NAV}/user/reset_password`, body);
    const first = /token=([\w-]+)/.exec((await lastMailTo('expired@example.com')).textBody)![1]!;
    await c.post(`${NAV}/user/reset_password`, body);
    const second = /token=([\w-]+)/.exec((await lastMailTo('expired@example.com')).textBody)![1]!;
    expect((await c.post(`${NAV}/user/reset_password/confirm`, { token: first, password: 'new password 1' })).status).toBe(400);
    await t.database.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await c.post(`${NAV}/user/reset_password/confirm`, { token: second, password: 'new password 2' })).status).toBe(400);
  });

  it('asks for an e-mailed code at log-in when two-factor is on', async () => {
    const owner = client();
    await signUp(owner, 'twofa@example.com');
    expect((await owner.put(`${NAV}/user/two-factor`, { enabled: true, current_password: PASSWORD })).status).toBe(200);
    const c = client();
    const login = await c.post(`${NAV}/auth/login`, { email: 'twofa@example.com', password: PASSWORD });
    expect(login.body).toEqual({ two_factor_required: true });
    expect((await c.get(`${NAV}/user/context`)).body.is_guest).toBe(true);
    const wrong = await c.post(`${NAV}/twoFA/verify`, { code: '000000' === (await codeFor('twofa@example.com')) ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('That code is not right. You have 4 more tries.');
    const ok = await c.post(`${NAV}/twoFA/verify`, { code: await codeFor('twofa@example.com') });
    expect(ok.status).toBe(200);
    expect(ok.body.user.email).toBe('twofa@example.com');
  });

  it('requires a verified action code for sensitive changes when two-factor is on', async () => {
    const c = client();
    await signUp(c, 'action@example.com');
    await c.put(`${NAV}/user/two-factor`, { enabled: true, current_password: PASSWORD });
    const blocked = await c.put(`${NAV}/user/email`, { email: 'action2@example.com', current_password: PASSWORD });
    expect(blocked.status).toBe(403);
    expect(blocked.body.code).toBe('two_factor.action_required');
    expect((await c.post(`${NAV}/twoFA/action/resend`)).status).toBe(200);
    expect((await c.post(`${NAV}/twoFA/action/verify`, { code: await codeFor('action@example.com') })).status).toBe(200);
    const changed = await c.put(`${NAV}/user/email`, { email: 'action2@example.com', current_password: PASSWORD });
    expect(changed.status).toBe(200);
    expect(changed.body.user.email).toBe('action2@example.com');
  });

  it('lets a user change only their own account, and nobody signed out', async () => {
    const a = client();
    await signUp(a, 'owner-a@example.com');
    const b = client();
    await signUp(b, 'owner-b@example.com');
    await b.put(`${NAV}/user/info`, { first_name: 'Bee', last_name: 'Changed' });
    expect((await a.get(`${NAV}/user/context`)).body.first_name).toBe('Pat');
    const anonymous = client();
    for (const [method, url, body] of [
      ['PUT', `${NAV}/user/info`, { first_name: 'X', last_name: 'Y' }],
      ['PUT', `${NAV}/user/password`, { current_password: PASSWORD, new_password: 'whatever123' }],
      ['PUT', `${NAV}/user/email`, { email: 'z@example.com', current_password: PASSWORD }],
      ['POST', '/web-api/v2/onboard/existing', { wedding: { planning_stage: 'NEWLY_ENGAGED' } }],
    ] as const) {
      const res = await anonymous.request(method, url, body);
      expect([method, url, res.status]).toEqual([method, url, 401]);
    }
    const wrongPassword = await a.put(`${NAV}/user/password`, { current_password: 'not mine at all', new_password: 'whatever123' });
    expect(wrongPassword.status).toBe(400);
  });

  it('onboards a new couple from the mailed link: account, wedding, OWNER role; then the default registry', async () => {
    const c = client();
    const asked = await onboardNew(
      c,
      { email: 'robin@example.com', first_name: 'Robin', last_name: 'Hart' },
      { partner_first_name: 'Kai', partner_last_name: 'Moss', wedding_date: '2027-09-04', planning_stage: 'PLANNING_NO_VENUE_BOOKED' },
    );
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ confirmation_required: true, email: 'robin@example.com' });
    const res = await c.post(`${NAV}/user/confirm`, { token: await mailedToken(t, 'robin@example.com', '/account/confirm') });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ wasNewUser: true, onboarded: true, next_path: '/wedding/setup' });
    expect(res.body.user.user_role_account_weddings).toEqual([
      {
        role: 'OWNER',
        slug: 'robin-and-kai',
        wedding_date: '2027-09-04',
        time_zone: 'America/New_York',
        owner_first_name: 'Robin',
        owner_last_name: 'Hart',
        partner_first_name: 'Kai',
        partner_last_name: 'Moss',
        registry_key: null,
      },
    ]);
    const submit = await c.post('/web-registry-api/v1/onboard/submit/default', { started_at: new Date().toISOString() });
    expect(submit.status).toBe(200);
    expect(submit.body.registry_key).toBe('robin-and-kai');
    expect(submit.body.user.has_registry).toBe(true);
  });

  it('onboards an existing account (wasNewUser false)', async () => {
    const c = client();
    await signUp(c, 'existing@example.com');
    const res = await c.post('/web-api/v2/onboard/existing', {
      business_unit_feature: 'WEDDING_REGISTRY',
      existing_account: true,
      user: { business_unit_source: 'WEDDING_REGISTRY' },
      wedding: { partner_first_name: 'Jo', planning_stage: 'NEWLY_ENGAGED' },
    });
    expect(res.status).toBe(200);
    expect(res.body.wasNewUser).toBe(false);
    expect(res.body.user.user_role_account_weddings[0]).toMatchObject({ role: 'OWNER', slug: 'pat-and-jo' });
  });

  it('onboards nothing for a taken email: no wedding, no login', async () => {
    await signUp(client(), 'taken@example.com');
    const c = client();
    const res = await onboardNew(
      c,
      { email: 'TAKEN@example.com', first_name: 'Quinn', last_name: 'Ash' },
      { partner_first_name: 'Lee', planning_stage: 'NEWLY_ENGAGED' },
    );
    expect(res.status).toBe(202);
    const taken = await c.post('/web-api/v2/onboard/existing', { wedding: { partner_first_name: 'Lee', planning_stage: 'NEWLY_ENGAGED' } });
    expect(taken.status).toBe(401);
    // The slug a wedding would have taken is still free.
    const other = client();
    await onboardNew(
      other,
      { email: 'quinn@example.com', first_name: 'Quinn', last_name: 'Ash' },
      { partner_first_name: 'Lee', planning_stage: 'NEWLY_ENGAGED' },
    );
    const ok = await other.post(`${NAV}/user/confirm`, { token: await mailedToken(t, 'quinn@example.com', '/account/confirm') });
    expect(ok.status).toBe(201);
    expect(ok.body.user.user_role_account_weddings[0].slug).toBe('quinn-and-lee');
  });

  it('keeps one wedding when an existing account onboards twice, and needs a wedding before the default registry', async () => {
    const c = client();
    await signUp(c, 'twice@example.com');
    const early = await c.post('/web-registry-api/v1/onboard/submit/default', { started_at: new Date().toISOString() });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Tell us about your wedding first.');
    const body = { wedding: { partner_first_name: 'Mo', planning_stage: 'NEWLY_ENGAGED' } };
    await c.post('/web-api/v2/onboard/existing', body);
    const again = await c.post('/web-api/v2/onboard/existing', body);
    expect(again.status).toBe(200);
    expect(again.body.user.user_role_account_weddings).toHaveLength(1);
  });

  it('lets staff impersonate a user in an audited spoof session that cannot change the password', async () => {
    await signUp(client(), 'target@example.com');
    const staff = client();
    await signUp(staff, 'support@example.com');
    const denied = await staff.post(`${NAV}/admin/spoof`, { email: 'target@example.com', reason: 'customer call' });
    expect(denied.status).toBe(403);
    await t.database.db.update(users).set({ isStaff: true }).where(eq(users.email, 'support@example.com'));
    const spoof = await staff.post(`${NAV}/admin/spoof`, { email: 'target@example.com', reason: 'customer call' });
    expect(spoof.status).toBe(200);
    expect(spoof.body.user).toMatchObject({ email: 'target@example.com', is_spoof: true });
    const blocked = await staff.put(`${NAV}/user/password`, { current_password: PASSWORD, new_password: 'hijacked-password' });
    expect(blocked.status).toBe(403);
    const [audit] = await t.database.db.select().from(spoofAudit).limit(1);
    expect(audit!.reason).toBe('customer call');
    expect((audit!.expiresAt.getTime() - audit!.startedAt.getTime()) / 60000).toBeCloseTo(60, 0);
    const emailBlocked = await staff.put(`${NAV}/user/email`, { email: 'hijack@example.com', current_password: PASSWORD });
    expect(emailBlocked.status).toBe(403);
    const chained = await staff.post(`${NAV}/admin/spoof`, { email: 'support@example.com', reason: 'chain' });
    expect(chained.status).toBe(403);
    // The spoof session row itself expires within the hour; once past, it is worthless.
    const spoofRows = await t.database.db.select().from(sessions).where(eq(sessions.isSpoof, true));
    expect(spoofRows).toHaveLength(1);
    expect(spoofRows[0]!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.isSpoof, true));
    const after = await staff.get(`${NAV}/user/context`);
    expect(after.body).toMatchObject({ is_guest: true, is_spoof: false });
  });

  it('answers Apple and Facebook log-in with a clear not-configured error', async () => {
    const res = await client().post(`${NAV}/auth/apple-login`, {});
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Apple log-in is not configured on this server. Log in with your email and password.');
  });

  it('records client logs at /api/v0/log/{id}', async () => {
    const res = await client().post('/api/v0/log/web-checkout', {
      meta: { id: 'web-checkout', message: 'Web Checkout Error' },
      data: { cartId: 12 },
    });
    expect(res.status).toBe(204);
  });

  async function codeFor(email: string): Promise<string> {
    const mail = await lastMailTo(email);
    return /(\d{6})/.exec(mail.subject)![1]!;
  }
});

describe('the per-IP rate limit', () => {
  it('answers 429 with the spec message past the limit', async () => {
    const t = await createTestApp({ config: { authRateLimitPerMinute: 3 } });
    const c = new TestClient(t.app, { ip: '192.0.2.7' });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await c.post(`${NAV}/auth/login`, { email: 'a@example.com', password: 'whatever' })).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const last = await c.post(`${NAV}/auth/login`, { email: 'a@example.com', password: 'whatever' });
    expect(last.body.message).toBe('Please wait a few moments ...');
    await t.close();
  });
});
