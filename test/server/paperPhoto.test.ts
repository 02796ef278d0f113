import sharp from 'sharp';
import { createTestApp, TestClient, type TestApp } from './helpers';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { PROJECT_MESSAGES, type ProjectView } from '../../src/contracts/paperProjects';

const P = '/web-api/v2/paper/projects';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { authRateLimitPerMinute: 1000 } });
});
afterAll(async () => t.close());

async function login(email: string) {
  const c = new TestClient(t.app);
  expect((await c.post('/website-nav/web-api/v1/auth/login', { email, password: DEMO_PASSWORD })).status).toBe(200);
  if (!c.cookies.has('XSRF-TOKEN')) await c.get('/website-nav/web-api/v1/user/context');
  return c;
}

/** A raw upload, as the SPA sends it: the file is the body, the crop is the query. */
async function upload(c: TestClient, id: number, bytes: Buffer, query = '') {
  const res = await t.app.inject({
    method: 'POST',
    url: `${P}/${id}/photo${query}`,
    payload: bytes,
    headers: { ...c.sessionHeaders(), 'content-type': 'image/jpeg' },
  });
  return { status: res.statusCode, body: res.json<ProjectView & { message?: string }>() };
}

/** A 900×600 photo with a camera and GPS position in its EXIF. */
const photoWithGps = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: '#c04040' } })
    .jpeg({ quality: 90 })
    .withMetadata({
      exif: {
        IFD0: { Make: 'PhoneCo', Model: 'Snap 9' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 44/1 5486/100', GPSLongitudeRef: 'W', GPSLongitude: '73/1 59/1 1090/100' },
      },
    })
    .toBuffer();

describe('a photo design’s photo', () => {
  it('is uploaded and cropped through the website’s pipeline (no EXIF kept), drawn in the preview and the proof, as a new version', async () => {
    const alex = await login('alex@confetti.test');
    const p = (await alex.post<ProjectView>(P, { design: 'modern-photo-invitation' })).body;
    expect(p.detail.has_photo).toBe(true);
    expect(p.photo_url).toBeNull();
    expect((await alex.post(`${P}/${p.id}/approve`, { version: p.version })).status).toBe(200);

    const res = await upload(alex, p.id, await photoWithGps(), '?x=100&y=50&width=600&height=400');
    expect(res.status).toBe(200);
    expect(res.body.version).toBe(p.version + 1);
    expect(res.body.approved).toBe(false);
    expect(res.body.photo_url).toMatch(/^\/media\/images\/[0-9a-f-]{36}\/640\.jpeg$/);

    const stored = await t.app.inject({ method: 'GET', url: res.body.photo_url! });
    expect(stored.statusCode).toBe(200);
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([600, 400]);

    const svg = String((await alex.get(res.body.preview_url)).body);
    expect(svg).toContain('<image href="data:image/jpeg;base64,');
    const proof = await alex.get(`${P}/${p.id}/proof.pdf?v=${res.body.version}`);
    expect(proof.status).toBe(200);

    // Off again: the sample shows, as another version.
    const removed = await alex.delete<ProjectView>(`${P}/${p.id}/photo`);
    expect(removed.body).toMatchObject({ photo_url: null, version: p.version + 2 });
    expect(String((await alex.get(removed.body.preview_url)).body)).not.toContain('data:image/jpeg');
  });

  it('refuses a design without a photo, bytes that are not a picture, and another couple’s project (BOLA)', async () => {
    const alex = await login('alex@confetti.test');
    const plain = (await alex.post<ProjectView>(P, { design: 'wildflower-meadow-invitation' })).body;
    const noPhoto = await upload(alex, plain.id, await photoWithGps());
    expect(noPhoto.status).toBe(400);
    expect(noPhoto.body.message).toBe(PROJECT_MESSAGES.noPhoto);

    const photo = (await alex.post<ProjectView>(P, { design: 'modern-photo-invitation' })).body;
    const junk = await upload(alex, photo.id, Buffer.from('not a picture at all'));
    expect(junk.status).toBe(400);

    const sam = await login('sam@confetti.test');
    expect((await upload(sam, photo.id, await photoWithGps())).status).toBe(404);
    expect((await sam.delete(`${P}/${photo.id}/photo`)).status).toBe(404);
    expect((await alex.get<ProjectView>(`${P}/${photo.id}`)).body.version).toBe(1);
  });
});
