import { eq } from 'drizzle-orm';
import { inspirationBoards, users } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { MAX_BOARDS } from '../../src/contracts/inspiration';
import { createPostgresTestApp, TestClient, type TestApp } from './helpers';

/**
 * Boards' concurrent writes on a real PostgreSQL with a pool (`.ci/run` sets TEST_DATABASE_URL):
 * both partners saving the same photo at once, and the board limit under simultaneous creations.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const describeOnPostgres = baseUrl ? describe : describe.skip;
const I = '/web-api/v2/inspiration';

describeOnPostgres('inspiration boards on a real PostgreSQL', () => {
  let t: TestApp & { url: string };

  beforeAll(async () => {
    t = await createPostgresTestApp(baseUrl!, 'confetti_inspiration', { config: { authRateLimitPerMinute: 1000 } });
  });
  afterAll(async () => t?.close());

  async function login(email: string) {
    const c = new TestClient(t.app);
    expect((await c.post('/website-nav/web-api/v1/auth/login', { email, password: DEMO_PASSWORD })).status).toBe(200);
    return c;
  }

  it('both partners saving the same photo at the same moment save it once', async () => {
    const [alex, jordan] = await Promise.all([login('alex@confetti.test'), login('jordan@confetti.test')]);
    const board = (await alex.post(`${I}/boards`, { name: 'Together', shared_with_partner: true })).body as { id: number };
    const slug = (await alex.get(`${I}/weddings`)).body.items[0].slug as string;
    const photoId = (await alex.get(`${I}/weddings/${slug}`)).body.photos[2].id as number;
    const answers = await Promise.all([
      alex.post(`${I}/boards/${board.id}/items`, { photo_id: photoId }),
      jordan.post(`${I}/boards/${board.id}/items`, { photo_id: photoId }),
      alex.post(`${I}/boards/${board.id}/items`, { photo_id: photoId }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    expect((await jordan.get(`${I}/boards/${board.id}`)).body.item_count).toBe(1);
  });

  it(`holds the ${MAX_BOARDS}-board limit when boards are made at the same moment`, async () => {
    const sam = await login('sam@confetti.test');
    const [me] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'sam@confetti.test'));
    const existing = (await sam.get(`${I}/boards`)).body.boards.length as number;
    await t.database.db
      .insert(inspirationBoards)
      .values(Array.from({ length: MAX_BOARDS - 2 - existing }, (_, i) => ({ ownerId: me!.id, name: `Board ${i}` })));
    const answers = await Promise.all(Array.from({ length: 4 }, (_, i) => sam.post(`${I}/boards`, { name: `At once ${i}` })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 409, 409]);
    expect(answers.find((a) => a.status === 409)!.body.message).toBe(
      `You have ${MAX_BOARDS} boards, the most there can be. Delete one to make another.`,
    );
    expect((await sam.get(`${I}/boards`)).body.boards).toHaveLength(MAX_BOARDS);
  });
});
