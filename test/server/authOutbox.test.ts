import { users } from '../../server/db/schema';
import { hashPassword } from '../../server/lib/passwords';
import { signUpConfirmed } from './accounts';
import { createTestApp, TestClient, type TestApp } from './helpers';

const NAV = '/website-nav/web-api/v1';

describe('the development outbox page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('lists the reset mail so a person can follow its link to a new password', async () => {
    const c = new TestClient(t.app, { ip: '10.9.0.1' });
    const created = await signUpConfirmed(t, c, {
      email: 'outbox@example.com',
      password: 'first password 1',
      first_name: 'Ola',
      last_name: 'Box',
    });
    expect(created.status).toBe(201);
    const asked = await c.post(`${NAV}/user/reset_password`, {
      email: 'outbox@example.com',
      expires_in_num_days: 1,
      send_email: true,
      business_unit: 'WEDDING_REGISTRY',
    });
    expect(asked.status).toBe(200);
    // The reset and its mail are jobs that run after the answer.
    await t.app.jobs.drain();

    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Reset your Confetti password');
    expect(page.body).toContain('To outbox@example.com');
    const token = /<a href="[^"]*\/account\/reset-password\?token=([A-Za-z0-9_-]+)"/.exec(page.body)?.[1];
    expect(token).toBeTruthy();

    const reset = await new TestClient(t.app, { ip: '10.9.0.2' }).post(`${NAV}/user/reset_password/confirm`, {
      token,
      password: 'second password 2',
    });
    expect(reset.status).toBe(200);
    const login = await new TestClient(t.app, { ip: '10.9.0.3' }).post(`${NAV}/auth/login`, {
      email: 'outbox@example.com',
      password: 'second password 2',
    });
    expect(login.status).toBe(200);
    expect(login.body.user.email).toBe('outbox@example.com');
  });
});

describe('a failing mail transport', () => {
  let t: TestApp;
  let attempts = 0;
  beforeAll(async () => {
    t = await createTestApp();
    t.app.mailer.deliver = async () => {
      attempts += 1;
      throw new Error('SMTP is down');
    };
  });
  afterAll(async () => t.close());

  it('still answers a reset request the same way as for an unknown email, and keeps the mail for a retry', async () => {
    const c = new TestClient(t.app, { ip: '10.9.1.1' });
    await t.database.db
      .insert(users)
      .values({ email: 'down@example.com', passwordHash: await hashPassword('first password 1'), firstName: 'Dee', lastName: 'Own' });
    const body = { expires_in_num_days: 1, send_email: true, business_unit: 'WEDDING_REGISTRY' };
    const known = await c.post(`${NAV}/user/reset_password`, { ...body, email: 'down@example.com' });
    const unknown = await c.post(`${NAV}/user/reset_password`, { ...body, email: 'nobody@example.com' });
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);

    await t.app.jobs.drain();
    expect(attempts).toBe(1);
    const { rows } = await t.database.executeSql(`select state from pgboss.job where name = 'mail.send'`);
    expect(rows).toEqual([{ state: 'retry' }]);
  });
});

describe('the outbox page in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { env: 'production' } });
  });
  afterAll(async () => t.close());

  it('is not there', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).not.toBe(200);
    expect(page.body).not.toContain('Development outbox');
  });
});
