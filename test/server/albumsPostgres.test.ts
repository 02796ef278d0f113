import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import type { AlbumView, UploadAnswer } from '../../src/contracts/albums';
import { createPostgresTestApp, TestClient, type TestApp } from './helpers';

/**
 * Album uploads and saves on a real PostgreSQL with a pool (TEST_DATABASE_URL): the same chunk sent
 * twice at once (a client that retried while its first try was still on the way) is stored once,
 * and two saves from the same version (both partners) leave one, the other told it is stale.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const describeOnPostgres = baseUrl ? describe : describe.skip;
const A = '/web-api/v2/albums';

describeOnPostgres('photo albums on a real PostgreSQL', () => {
  let t: TestApp & { url: string };
  let alex: TestClient;
  let jordan: TestClient;

  beforeAll(async () => {
    t = await createPostgresTestApp(baseUrl!, 'confetti_albums', { poolSize: 6, config: { authRateLimitPerMinute: 1000 } });
    alex = new TestClient(t.app);
    jordan = new TestClient(t.app);
    for (const [c, email] of [
      [alex, 'alex@confetti.test'],
      [jordan, 'jordan@confetti.test'],
    ] as const)
      expect((await c.post('/website-nav/web-api/v1/auth/login', { email, password: DEMO_PASSWORD })).status).toBe(200);
  });
  afterAll(async () => t?.close());

  it('stores a chunk sent twice at once only once: one answer moves on, the other names the offset', async () => {
    const album = (await alex.post<AlbumView>(A, { title: 'Race', size: 'SQUARE_8', cover: 'LINEN', pages: 20 })).body;
    for (let round = 0; round < 6; round++) {
      const bytes = Buffer.alloc(2000, round);
      const upload = (await alex.post<UploadAnswer>(`${A}/${album.id}/uploads`, { file_name: `r${round}.jpg`, size: 4000 })).body;
      const put = () =>
        alex.request<UploadAnswer & { code?: string }>('PUT', `${A}/${album.id}/uploads/${upload.upload_id}?offset=0`, bytes, {
          'content-type': 'application/octet-stream',
        });
      const answers = await Promise.all([put(), put()]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.status === 409)!.body).toMatchObject({ code: 'upload_offset', offset: 2000 });
      expect((await alex.get<UploadAnswer>(`${A}/${album.id}/uploads/${upload.upload_id}`)).body.offset).toBe(2000);
    }
  });

  it('two saves from the same version: one is kept, the other is told the album changed', async () => {
    const album = (await alex.post<AlbumView>(A, { title: 'Both', size: 'SQUARE_8', cover: 'LINEN', pages: 20 })).body;
    const body = (title: string) => ({
      version: album.version,
      title,
      size: album.size,
      cover: album.cover,
      pages: album.pages,
      cover_photo_id: null,
      spreads: album.spreads,
    });
    const [a, b] = await Promise.all([alex.put(`${A}/${album.id}`, body('Alex’s')), jordan.put(`${A}/${album.id}`, body('Jordan’s'))]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const kept = (a.status === 200 ? a : b).body as AlbumView;
    expect((await alex.get<AlbumView>(`${A}/${album.id}`)).body).toMatchObject({ version: 2, title: kept.title });
  });
});
