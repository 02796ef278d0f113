import { createTestApp, TestClient, type TestApp } from './helpers';
import { waitForMail } from './accounts';

const NAV = '/website-nav/web-api/v1';
const PASSWORD = 'correct horse battery';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const signUp = (email: string, extra: Record<string, unknown>) =>
  new TestClient(t.app).post(`${NAV}/user/create`, {
    email,
    password: PASSWORD,
    first_name: 'Pat',
    last_name: 'Lee',
    business_unit_source: 'WEDDING_REGISTRY',
    ...extra,
  });

describe('sign-up carries the return path through the confirmation link (issue 25)', () => {
  it('an allowed return path goes into the mailed link, and the link still confirms', async () => {
    const res = await signUp('back@example.com', { return_to: '/wedding-vendors/florists/bloom-studio?tab=reviews' });
    expect(res.status).toBe(202);
    const mail = await waitForMail(t, 'back@example.com', '/account/confirm?token=');
    expect(mail.textBody).toContain('&returnTo=%2Fwedding-vendors%2Fflorists%2Fbloom-studio%3Ftab%3Dreviews');
    // In HTML the & of the query is escaped.
    expect(mail.htmlBody).toContain('&amp;returnTo=%2Fwedding-vendors%2Fflorists%2Fbloom-studio%3Ftab%3Dreviews');
    const token = /\/account\/confirm\?token=([\w-]+)/.exec(mail.textBody)![1]!;
    const confirmed = await new TestClient(t.app).post(`${NAV}/user/confirm`, { token });
    expect(confirmed.status).toBe(201);
  });

  it.each([['//evil.com/registry/x'], ['https://evil.com/'], ['/\\evil.com'], ['/%2F%2Fevil.com'], ['/web-api/v2/dashboard']])(
    'a return path outside the allow-list (%s) is dropped: the link has none',
    async (returnTo) => {
      const email = `drop-${Buffer.from(returnTo).toString('hex').slice(0, 16)}@example.com`;
      const res = await signUp(email, { return_to: returnTo });
      expect(res.status).toBe(202);
      const mail = await waitForMail(t, email, '/account/confirm?token=');
      expect(mail.textBody).not.toContain('returnTo');
      expect(mail.textBody).not.toContain('evil.com');
    },
  );

  it('refuses an over-long return path with a readable 400', async () => {
    const res = await signUp('long@example.com', { return_to: `/shop/${'a'.repeat(1200)}` });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/return_to/);
  });
});
