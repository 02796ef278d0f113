import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { weddingWebsites } from '../../server/db/schema';
import { SLUG_TAKEN_MESSAGE, WEBSITE_MESSAGES } from '../../src/contracts/website';
import { createPostgresTestApp, TestClient, type TestApp } from './helpers';

/** The wedding website on a real PostgreSQL (TEST_DATABASE_URL): writes that race. */
const baseUrl = process.env.TEST_DATABASE_URL;
const describeOnPostgres = baseUrl ? describe : describe.skip;
const W = '/web-api/v2/wedding-website';

describeOnPostgres('the wedding website on a real PostgreSQL', () => {
  let t: TestApp & { url: string };
  beforeAll(async () => {
    t = await createPostgresTestApp(baseUrl!, 'confetti_website');
  });
  afterAll(async () => t?.close());

  async function login(email: string) {
    const c = new TestClient(t.app);
    expect((await c.post('/website-nav/web-api/v1/auth/login', { email, password: DEMO_PASSWORD })).status).toBe(200);
    return c;
  }

  it('both partners pressing "Create" at once make one site', async () => {
    const [alex, jordan] = await Promise.all([login('alex@confetti.test'), login('jordan@confetti.test')]);
    const answers = await Promise.all([alex.post(W), jordan.post(W)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)!.body.message).toBe(WEBSITE_MESSAGES.alreadyMade);
    expect(await t.database.db.select().from(weddingWebsites)).toHaveLength(1);
  });

  it('two couples taking the same free address at once: one gets it, the other is told it is taken', async () => {
    const [alex, sam] = await Promise.all([login('alex@confetti.test'), login('sam@confetti.test')]);
    expect((await sam.post(W)).status).toBe(201);
    const [a, b] = await Promise.all([
      alex.put(`${W}/settings`, { slug: 'our-big-day' }),
      sam.put(`${W}/settings`, { slug: 'our-big-day' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.status === 409)!.body.message).toBe(SLUG_TAKEN_MESSAGE);
  });

  it('concurrent page edits of one site all land (the site row serialises them)', async () => {
    const [alex, jordan] = await Promise.all([login('alex@confetti.test'), login('jordan@confetti.test')]);
    const results = await Promise.all([
      alex.put(`${W}/pages/STORY`, { content: { body: 'Story' } }),
      jordan.put(`${W}/pages/FAQ`, { content: { faqs: [{ question: 'Parking?', answer: 'Yes.' }] } }),
      alex.put(`${W}/settings`, { theme: 'garden' }),
      jordan.put(`${W}/pages/TRAVEL`, { enabled: false }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const final = (await alex.get(W)).body;
    expect(final.website.theme).toBe('garden');
    const page = (kind: string) => final.pages.find((p: { kind: string }) => p.kind === kind);
    expect(page('STORY').content.body).toBe('Story');
    expect(page('FAQ').content.faqs).toHaveLength(1);
    expect(page('TRAVEL').enabled).toBe(false);
  });
});
