import { users } from '../../server/db/schema';
import { hashPassword } from '../../server/lib/passwords';
import { MAX_FAILED_LOGINS } from '../../server/modules/auth/messages';
import { recordStatements } from './statementRecorder';
import { createTestApp, TestClient, type TestApp, type TestResponse } from './helpers';

const NAV = '/website-nav/web-api/v1';
const PASSWORD = 'correct horse battery';

/**
 * Issue 23 §3: log-in, lock-out and sign-up answer an email with an account and one without alike,
 * after the same work. "The same work" is checked as the same statements in the same order (their
 * parameters aside): a wall-clock comparison would flake on a loaded machine, and any extra query
 * for one case (the usual leak: an account lookup, a token written) shows up here at once. Both
 * cases hash or verify with argon2id once; the mail work is a queued job in both.
 */
describe('no account enumeration', () => {
  let t: TestApp;
  let n = 0;
  let statements: ReturnType<typeof recordStatements>;
  const client = () => new TestClient(t.app, { ip: `10.44.${Math.floor(n / 200)}.${(n++ % 200) + 1}` });

  beforeAll(async () => {
    t = await createTestApp({ config: { jobWorkers: false, authRateLimitPerMinute: 1000 } });
    statements = recordStatements(t);
    await t.database.db
      .insert(users)
      .values({ email: 'known@example.com', passwordHash: await hashPassword(PASSWORD), firstName: 'Kim', lastName: 'Known' });
  });
  afterAll(async () => t.close());

  /** What a client sees of an answer (the echoed email taken out), and the statements behind it. */
  const observe = async (c: TestClient, url: string, body: object, email: string) => {
    await c.get(`${NAV}/user/context`);
    statements.clear();
    const res: TestResponse = await c.post(url, body);
    const headers = { ...res.headers };
    delete headers.date;
    delete headers['content-length'];
    return { status: res.status, headers, body: JSON.stringify(res.body).replace(email, '<email>'), statements: statements.take() };
  };

  it('a wrong password: the same 401 after the same statements', async () => {
    const login = (email: string) => observe(client(), `${NAV}/auth/login`, { email, password: 'not the password' }, email);
    const known = await login('known@example.com');
    const unknown = await login('nobody@example.com');
    expect(known.status).toBe(401);
    expect(unknown).toEqual(known);
  });

  it('the lock-out: the same 406 after the same statements, the unlock job queued for both', async () => {
    const lockOut = async (email: string) => {
      const c = client();
      for (let i = 1; i < MAX_FAILED_LOGINS; i++)
        expect((await c.post(`${NAV}/auth/login`, { email, password: 'wrong' })).status).toBe(401);
      return observe(c, `${NAV}/auth/login`, { email, password: 'wrong' }, email);
    };
    const known = await lockOut('known@example.com');
    const unknown = await lockOut('nobody.else@example.com');
    expect(known.status).toBe(406);
    expect(known.statements.some((text) => text.includes('INSERT INTO pgboss.job'))).toBe(true);
    expect(unknown).toEqual(known);
    // The lock is that client's: another one still logs in with the right password.
    const again = await observe(client(), `${NAV}/auth/login`, { email: 'known@example.com', password: PASSWORD }, 'known@example.com');
    expect(again.status).toBe(200);
  });

  it.each([
    [
      '/user/create',
      `${NAV}/user/create`,
      (email: string) => ({ email, password: PASSWORD, first_name: 'Pat', last_name: 'Lee', business_unit_source: 'WEDDING_REGISTRY' }),
    ],
    [
      '/onboard/new',
      '/web-api/v2/onboard/new',
      (email: string) => ({
        business_unit_feature: 'WEDDING_REGISTRY',
        existing_account: false,
        user: { email, password: PASSWORD, first_name: 'Pat', last_name: 'Lee', business_unit_source: 'WEDDING_REGISTRY' },
        wedding: {
          partner_first_name: 'Kai',
          partner_last_name: 'Moss',
          wedding_date: '2027-09-04',
          planning_stage: 'PLANNING_NO_VENUE_BOOKED',
        },
      }),
    ],
  ])('sign-up at %s: a taken email answers as a new one after the same statements', async (_label, url, body) => {
    const taken = await observe(client(), url, body('known@example.com'), 'known@example.com');
    const fresh = await observe(client(), url, body(`new.${n}@example.com`), `new.${n}@example.com`);
    expect(taken.status).toBe(202);
    expect(taken.statements.some((text) => text.includes('INSERT INTO pgboss.job'))).toBe(true);
    expect(fresh).toEqual(taken);
  });
});
