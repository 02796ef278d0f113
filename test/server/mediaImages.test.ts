import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { createTestApp, TestClient, type TestApp } from './helpers';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { IMAGE_TOO_LARGE_MESSAGE, IMAGE_WIDTHS, MAX_IMAGE_UPLOAD_BYTES, NOT_AN_IMAGE_MESSAGE } from '../../src/contracts/media';

const PHOTO = '/web-api/v2/wedding/couple-photo';
const V1 = '/web-registry-api/v1';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => t.close());

async function login(email: string) {
  const c = new TestClient(t.app);
  expect((await c.post(`/website-nav/web-api/v1/auth/login`, { email, password: DEMO_PASSWORD })).status).toBe(200);
  return c;
}
async function rows<T extends Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await t.database.db.execute(query);
  return (result as { rows: T[] }).rows;
}
/** A raw upload (the SPA sends the file itself as the body). */
async function upload(c: TestClient, bytes: Buffer, contentType = 'image/jpeg') {
  if (!c.cookies.has('XSRF-TOKEN')) await c.get('/website-nav/web-api/v1/user/context');
  const res = await t.app.inject({
    method: 'PUT',
    url: PHOTO,
    payload: bytes,
    headers: { ...c.sessionHeaders(), 'content-type': contentType },
  });
  return { status: res.statusCode, body: res.json() };
}
const photoOf = async (registrySlug: string) =>
  (
    await rows<{ id: string | null }>(
      sql`select w.couple_photo_id as id from weddings w join registries r on r.wedding_id = w.id where r.slug = ${registrySlug}`,
    )
  )[0]!.id;

/** A 1600×1200 photo taken "sideways" (EXIF orientation 6) with GPS and camera data in its EXIF. */
const photoWithGps = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c08040' } })
    .jpeg({ quality: 90 })
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Make: 'PhoneCo', Model: 'Snap 9' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 44/1 5486/100', GPSLongitudeRef: 'W', GPSLongitude: '73/1 59/1 1090/100' },
      },
    })
    .toBuffer();

describe('the couple photo', () => {
  it('refuses a signed-out caller, an account without a wedding, and bytes that are not a picture (whatever they are called)', async () => {
    const signedOut = new TestClient(t.app);
    expect((await upload(signedOut, await photoWithGps())).status).toBe(401);
    const casey = await login('guest@confetti.test');
    expect((await upload(casey, await photoWithGps())).body.message).toBe('You do not have a wedding yet.');
    const alex = await login('alex@confetti.test');
    // A ".jpg" that is text, sent as image/jpeg: the bytes decide.
    const fake = await upload(alex, Buffer.from('this is not a jpeg, just text named photo.jpg'), 'image/jpeg');
    expect([fake.status, fake.body.message]).toEqual([400, NOT_AN_IMAGE_MESSAGE]);
    // An SVG is text with markup: refused too (it is not re-encoded into a raster here).
    const svg = await upload(
      alex,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
      'image/svg+xml',
    );
    expect(svg.status).toBe(400);
    // A truncated JPEG.
    const truncated = (await photoWithGps()).subarray(0, 2000);
    expect((await upload(alex, truncated)).status).toBe(400);
    const empty = await upload(alex, Buffer.alloc(0));
    expect(empty.status).toBe(400);
    // JSON is not a photo.
    const json = await alex.put(PHOTO, { url: 'https://example.com/me.jpg' });
    expect(json.status).toBe(400);
    expect(await photoOf('alex-and-jordan')).toBeNull();
  });

  it('refuses more than 10 MB and more than 40 megapixels, with messages that say so', async () => {
    const alex = await login('alex@confetti.test');
    const tooBig = await upload(alex, Buffer.alloc(MAX_IMAGE_UPLOAD_BYTES + 1, 1));
    expect([tooBig.status, tooBig.body.message]).toEqual([413, IMAGE_TOO_LARGE_MESSAGE]);
    // 8000×6000 of one colour compresses to a small PNG: only its pixel count gives it away.
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(MAX_IMAGE_UPLOAD_BYTES);
    const refused = await upload(alex, bomb, 'image/png');
    expect([refused.status, refused.body.message]).toEqual([400, expect.stringContaining('too many pixels')]);
  });

  it('stores every width as webp and jpeg, upright, without EXIF or GPS, and serves them immutable with an ETag', async () => {
    const alex = await login('alex@confetti.test');
    const original = await photoWithGps();
    const originalMeta = await sharp(original).metadata();
    expect(originalMeta.orientation).toBe(6);
    expect(originalMeta.exif!.includes('PhoneCo')).toBe(true);
    expect(original.includes('Exif\0\0')).toBe(true);
    const saved = await upload(alex, original);
    expect(saved.status).toBe(200);
    const photo = saved.body.couple_photo;
    // Orientation 6: the upright picture is 1200 wide and 1600 high.
    expect(photo).toMatchObject({ width: 1200, height: 1600, url: `/media/images/${photo.id}/640.webp` });
    expect(photo.src_set).toBe(IMAGE_WIDTHS.map((w) => `/media/images/${photo.id}/${w}.webp ${w}w`).join(', '));
    expect(await photoOf('alex-and-jordan')).toBe(photo.id);

    const stored = await rows<{ width: number; format: string; height: number; bytes: Uint8Array }>(
      sql`select width, format, height, bytes from image_variants where image_id = ${photo.id} order by width, format`,
    );
    expect(stored.map((v) => `${v.width}.${v.format}`)).toEqual(['320.jpeg', '320.webp', '640.jpeg', '640.webp', '1280.jpeg', '1280.webp']);
    for (const v of stored) {
      const bytes = Buffer.from(v.bytes);
      const meta = await sharp(bytes).metadata();
      // Never enlarged: 1280 of a 1200-wide photo stays 1200.
      expect([meta.format, meta.width, meta.height]).toEqual([v.format, Math.min(v.width, 1200), v.height]);
      expect(meta.height).toBeGreaterThan(meta.width);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(bytes.includes('PhoneCo')).toBe(false);
      expect(bytes.includes('Exif\0\0')).toBe(false);
    }

    const served = await t.app.inject({ method: 'GET', url: `/media/images/${photo.id}/320.jpeg` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(320);
    const again = await t.app.inject({
      method: 'GET',
      url: `/media/images/${photo.id}/320.jpeg`,
      headers: { 'if-none-match': served.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect((await t.app.inject({ method: 'GET', url: `/media/images/${photo.id}/1280.webp` })).headers['content-type']).toBe('image/webp');
    for (const url of [`/media/images/${photo.id}/999.webp`, `/media/images/${photo.id}/320.png`, '/media/images/not-a-uuid/320.webp']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(400);
    }
    const unknown = await t.app.inject({ method: 'GET', url: '/media/images/00000000-0000-4000-8000-000000000000/320.webp' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'We could not find that image.']);
    // The generated pictures still answer.
    expect((await t.app.inject({ method: 'GET', url: '/media/scene/honeymoon-fund.svg' })).headers['content-type']).toBe('image/svg+xml');
  });

  it('is the wedding’s: the partner sees and replaces it, another couple can neither replace nor remove it', async () => {
    const alex = await login('alex@confetti.test');
    const jordan = await login('jordan@confetti.test');
    const sam = await login('sam@confetti.test');
    const png = await sharp({ create: { width: 800, height: 600, channels: 4, background: { r: 10, g: 200, b: 90, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const first = (await upload(alex, png, 'application/octet-stream')).body.couple_photo.id as string;
    const [{ version: v0 }] = (await rows<{ version: number }>(sql`select version from registries where slug = 'alex-and-jordan'`)) as [
      { version: number },
    ];

    // Sam uploading and deleting acts on Sam's own wedding only.
    const samPhoto = (await upload(sam, await photoWithGps())).body.couple_photo.id as string;
    expect(await photoOf('alex-and-jordan')).toBe(first);
    expect(await photoOf('sam-and-riley')).toBe(samPhoto);
    expect((await sam.delete(PHOTO)).body).toEqual({ couple_photo: null });
    expect(await photoOf('alex-and-jordan')).toBe(first);
    expect(await photoOf('sam-and-riley')).toBeNull();

    // The partner replaces it: the old image and its sizes are gone, the registry version moved.
    const second = (await upload(jordan, png, 'image/png')).body.couple_photo.id as string;
    expect(second).not.toBe(first);
    expect(await photoOf('alex-and-jordan')).toBe(second);
    expect(await rows(sql`select 1 from images where id = ${first}`)).toHaveLength(0);
    expect(await rows(sql`select 1 from image_variants where image_id = ${first}`)).toHaveLength(0);
    const [{ version: v1 }] = (await rows<{ version: number }>(sql`select version from registries where slug = 'alex-and-jordan'`)) as [
      { version: number },
    ];
    expect(Number(v1)).toBe(Number(v0) + 1);

    // Guests see it on the registry page and in Find a couple; the settings page shows it.
    const guest = new TestClient(t.app);
    expect((await guest.get(`${V1}/registry/public/alex-and-jordan`)).body.registry.couple_photo).toEqual({
      id: second,
      url: `/media/images/${second}/640.webp`,
      src_set: expect.stringContaining('1280w'),
    });
    const found = (await guest.get(`${V1}/registry/find?first_name=alex`)).body.registries.find(
      (r: { registry_key: string }) => r.registry_key === 'alex-and-jordan',
    );
    expect(found.couple_photo).toMatchObject({ id: second, url: `/media/images/${second}/320.webp` });
    expect((await alex.get(`${V1}/registry/settings`)).body.couple_photo).toMatchObject({ id: second, width: 800, height: 600 });

    expect((await alex.delete(PHOTO)).status).toBe(200);
    expect(await photoOf('alex-and-jordan')).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `/media/images/${second}/320.webp` })).statusCode).toBe(404);
    // Deleting again is fine.
    expect((await alex.delete(PHOTO)).status).toBe(200);
  });
});
