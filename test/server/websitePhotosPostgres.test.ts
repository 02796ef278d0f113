import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { images, websitePhotos, weddingWebsites } from '../../server/db/schema';
import { MAX_SITE_PHOTOS, PHOTO_MESSAGES, websiteAnswer } from '../../src/contracts/website';
import { createPostgresTestApp, TestClient, type TestApp } from './helpers';

/** The website's gallery on a real PostgreSQL (TEST_DATABASE_URL): uploads and edits that race. */
const baseUrl = process.env.TEST_DATABASE_URL;
const describeOnPostgres = baseUrl ? describe : describe.skip;
const W = '/web-api/v2/wedding-website';

describeOnPostgres('the website gallery on a real PostgreSQL', () => {
  let t: TestApp & { url: string };
  let alex: TestClient;
  let jordan: TestClient;
  beforeAll(async () => {
    t = await createPostgresTestApp(baseUrl!, 'confetti_website_photos');
    [alex, jordan] = await Promise.all([login('alex@confetti.test'), login('jordan@confetti.test')]);
    expect((await alex.post(W)).status).toBe(201);
  });
  afterAll(async () => t?.close());

  async function login(email: string) {
    const c = new TestClient(t.app);
    expect((await c.post('/website-nav/web-api/v1/auth/login', { email, password: DEMO_PASSWORD })).status).toBe(200);
    return c;
  }
  async function upload(c: TestClient, bytes: Buffer) {
    if (!c.cookies.has('XSRF-TOKEN')) await c.get('/website-nav/web-api/v1/user/context');
    const res = await t.app.inject({
      method: 'POST',
      url: `${W}/photos`,
      payload: bytes,
      headers: { ...c.sessionHeaders(), 'content-type': 'image/jpeg' },
    });
    return { status: res.statusCode, body: res.json() };
  }
  const picture = (colour: string) =>
    sharp({ create: { width: 200, height: 150, channels: 3, background: colour } })
      .jpeg()
      .toBuffer();

  it('both partners uploading at once both land, at distinct positions', async () => {
    const results = await Promise.all([upload(alex, await picture('#aa3333')), upload(jordan, await picture('#3333aa'))]);
    expect(results.map((r) => r.status)).toEqual([201, 201]);
    const photos = websiteAnswer.parse((await alex.get(W)).body).photos;
    expect(photos.map((p) => p.position).sort()).toEqual([0, 1]);
  });

  it(`two uploads racing for the last of ${MAX_SITE_PHOTOS} places: one gets it, the other is told the limit`, async () => {
    const [site] = await t.database.db.select().from(weddingWebsites);
    const have = (await t.database.db.select().from(websitePhotos).where(eq(websitePhotos.websiteId, site!.id))).length;
    for (let i = have; i < MAX_SITE_PHOTOS - 1; i++) {
      const [image] = await t.database.db
        .insert(images)
        .values({ weddingId: site!.weddingId, purpose: 'WEBSITE_PHOTO', width: 10, height: 10 })
        .returning({ id: images.id });
      await t.database.db.insert(websitePhotos).values({ websiteId: site!.id, imageId: image!.id, position: i });
    }
    const results = await Promise.all([upload(alex, await picture('#33aa33')), upload(jordan, await picture('#aaaa33'))]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toBe(PHOTO_MESSAGES.tooMany);
    expect(await t.database.db.select().from(websitePhotos).where(eq(websitePhotos.websiteId, site!.id))).toHaveLength(MAX_SITE_PHOTOS);
    // The refused upload left no picture behind.
    const stored = await t.database.db.select().from(images).where(eq(images.purpose, 'WEBSITE_PHOTO'));
    expect(stored).toHaveLength(MAX_SITE_PHOTOS);
  });

  it('a removal and a reorder at once: the order saved names the photos that are left, or is refused in words', async () => {
    const photos = websiteAnswer.parse((await alex.get(W)).body).photos;
    const ids = photos.map((p) => p.photo_id);
    const [removed, reordered] = await Promise.all([
      alex.delete(`${W}/photos/${ids[0]}`),
      jordan.put(`${W}/photo-order`, { ids: [...ids].reverse() }),
    ]);
    expect(removed.status).toBe(200);
    // Whichever ran second saw the other's work under the site's lock.
    expect([200, 400]).toContain(reordered.status);
    if (reordered.status === 400) expect(reordered.body.message).toBe(PHOTO_MESSAGES.order);
    const after = websiteAnswer.parse((await alex.get(W)).body).photos;
    expect(after.map((p) => p.photo_id)).not.toContain(ids[0]);
    expect(after).toHaveLength(MAX_SITE_PHOTOS - 1);
  });
});
