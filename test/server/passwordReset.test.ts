import { eq } from 'drizzle-orm';
import { outboxEmails, users } from '../../server/db/schema';
import { hashPassword } from '../../server/lib/passwords';
import { recordStatements } from './statementRecorder';
import { createTestApp, TestClient, type TestApp } from './helpers';

const NAV = '/website-nav/web-api/v1';
const ASK = { expires_in_num_days: 1, send_email: true, business_unit: 'WEDDING_REGISTRY' };

/**
 * POST /user/reset_password does the same work for a known and an unknown email (validate, queue
 * `auth.password-reset`); the job looks the account up, issues the token and mails the link. The
 * app runs without workers here, so the statements a request runs are its own and jobs run only
 * when the test drains the queue.
 */
describe('asking for a password reset', () => {
  let t: TestApp;
  let ip = 0;
  const client = () => new TestClient(t.app, { ip: `10.23.0.${++ip}` });
  let statements: ReturnType<typeof recordStatements>;

  beforeAll(async () => {
    t = await createTestApp({ config: { jobWorkers: false, authRateLimitPerMinute: 1000 } });
    statements = recordStatements(t);
    await t.database.db
      .insert(users)
      .values({ email: 'known@example.com', passwordHash: await hashPassword('first password 1'), firstName: 'Kim', lastName: 'Known' });
  });
  afterAll(async () => t.close());

  /** One request from a fresh visitor; the statements recorded are the POST's alone. */
  const ask = async (email: string) => {
    const c = client();
    await c.get(`${NAV}/user/context`);
    statements.clear();
    const res = await c.post(`${NAV}/user/reset_password`, { ...ASK, email });
    return { status: res.status, body: res.body as unknown, contentType: res.headers['content-type'], statements: statements.take() };
  };
  const outboxTo = (email: string) => t.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));

  it('answers a known and an unknown email alike, after running the same statements', async () => {
    const known = await ask(' Known@Example.com ');
    const unknown = await ask('nobody@example.com');
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ message: 'If an account uses that email, we sent a link to reset the password. It works for 1 day.' });
    expect(unknown).toEqual(known);
    // The request only queues the job: no account lookup, no token.
    expect(known.statements.some((s) => s.includes('INSERT INTO pgboss.job'))).toBe(true);
    expect(known.statements.join('\n')).not.toMatch(/"users"|password_reset_tokens/);

    const { rows } = await t.database.executeSql(
      `select data, singleton_key from pgboss.job where name = 'auth.password-reset' order by created_on`,
    );
    expect(rows).toEqual([
      { data: { email: 'known@example.com', sendEmail: true }, singleton_key: 'known@example.com' },
      { data: { email: 'nobody@example.com', sendEmail: true }, singleton_key: 'nobody@example.com' },
    ]);
    await t.app.jobs.drain();
  });

  it('mails a known account its link once the queue has run, and never an unknown email', async () => {
    await t.app.jobs.drain();
    const before = (await outboxTo('known@example.com')).length;
    await ask('known@example.com');
    await ask('stranger@example.com');
    expect(await outboxTo('known@example.com')).toHaveLength(before);
    await t.app.jobs.drain();

    const mails = await outboxTo('known@example.com');
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.subject).toBe('Reset your Confetti password');
    expect(await outboxTo('stranger@example.com')).toEqual([]);
    expect(await outboxTo('nobody@example.com')).toEqual([]);

    // A second reset: its link works, and it voided the first one's.
    await ask('known@example.com');
    await t.app.jobs.drain();
    const [older, newer] = (await outboxTo('known@example.com')).slice(-2).map((m) => /token=([\w-]+)/.exec(m.textBody)![1]!);
    const confirm = (token: string) => client().post(`${NAV}/user/reset_password/confirm`, { token, password: 'second password 2' });
    expect((await confirm(older!)).status).toBe(400);
    expect((await confirm(newer!)).status).toBe(200);
  });

  it('queues one reset when the same email asks again before the first has run', async () => {
    await ask('known@example.com');
    await ask('KNOWN@example.com');
    const { rows } = await t.database.executeSql(
      `select count(*)::int as n from pgboss.job where name = 'auth.password-reset' and state = 'created'`,
    );
    expect(rows).toEqual([{ n: 1 }]);
    const before = (await outboxTo('known@example.com')).length;
    await t.app.jobs.drain();
    expect(await outboxTo('known@example.com')).toHaveLength(before + 1);
  });

  it('refuses an invalid email before queueing anything', async () => {
    const res = await ask('not-an-email');
    expect(res.status).toBe(400);
    expect(res.statements.join('\n')).not.toContain('pgboss.job');
  });
});
