import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { createTestApp, TestClient, type TestApp } from './helpers';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { images, imageVariants, websitePhotos, weddingWebsites } from '../../server/db/schema';
import { IMAGE_TOO_LARGE_MESSAGE, MAX_IMAGE_UPLOAD_BYTES, NOT_AN_IMAGE_MESSAGE } from '../../src/contracts/media';
import { CROP_MESSAGES } from '../../src/contracts/imageCrop';
import { CAPTION_MAX, MAX_SITE_PHOTOS, PHOTO_MESSAGES, personPhotoAnswer, publicSite, websiteAnswer } from '../../src/contracts/website';

const W = '/web-api/v2/wedding-website';
let t: TestApp;
let dist: string;
let alex: TestClient;
let sam: TestClient;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-dist-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Confetti</title></head><body><div id=root></div></body></html>',
  );
  t = await createTestApp({ seed: true, config: { distDir: dist, authRateLimitPerMinute: 1000 } });
  alex = await login('alex@confetti.test');
  sam = await login('sam@confetti.test');
  expect((await alex.post(W)).status).toBe(201);
  expect((await sam.post(W)).status).toBe(201);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

async function login(email: string) {
  const c = new TestClient(t.app);
  expect((await c.post('/website-nav/web-api/v1/auth/login', { email, password: DEMO_PASSWORD })).status).toBe(200);
  return c;
}

/** A raw upload, as the SPA sends it: the file is the body, the crop is the query. */
async function upload(c: TestClient, route: 'photos' | 'people-photos', bytes: Buffer, query = '', contentType = 'image/jpeg') {
  if (!c.cookies.has('XSRF-TOKEN')) await c.get('/website-nav/web-api/v1/user/context');
  const res = await t.app.inject({
    method: 'POST',
    url: `${W}/${route}${query}`,
    payload: bytes,
    headers: { ...c.sessionHeaders(), 'content-type': contentType },
  });
  return { status: res.statusCode, body: res.json() };
}
const crop = (x: number, y: number, width: number, height: number) => `?x=${x}&y=${y}&width=${width}&height=${height}`;

/**
 * A 1200×800 (stored 800×1200, EXIF orientation 6: upright it is 1200 wide) photo with GPS in its
 * EXIF. Upright, its left half is red and its right half blue.
 */
async function photoWithGps(): Promise<Buffer> {
  // Stored sideways: rotating 90° clockwise for display puts the stored top on the right.
  const top = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#0000ff' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 800, height: 1200, channels: 3, background: '#ff0000' } })
    .composite([{ input: top, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Make: 'PhoneCo', Model: 'Snap 9' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 44/1 5486/100', GPSLongitudeRef: 'W', GPSLongitude: '73/1 59/1 1090/100' },
      },
    })
    .toBuffer();
}
const smallPhoto = (colour = '#40a060', width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

async function variant(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

describe('the gallery', () => {
  it('takes an upload, crops it from the upright picture on the server, and keeps no EXIF (no GPS)', async () => {
    const res = await upload(alex, 'photos', await photoWithGps(), crop(600, 100, 600, 400));
    expect(res.status).toBe(201);
    const answer = websiteAnswer.parse(res.body);
    expect(answer.photos).toHaveLength(1);
    const [photo] = answer.photos;
    // The kept picture is the crop: 600×400 of the upright 1200×800, its right (blue) half.
    expect([photo!.width, photo!.height]).toEqual([600, 400]);
    expect(photo!.src_set).toBe([320, 640, 1280].map((w) => `/media/images/${photo!.id}/${w}.webp ${w}w`).join(', '));
    for (const url of [photo!.url, photo!.large_url, `/media/images/${photo!.id}/640.jpeg`]) {
      const bytes = await variant(url);
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(bytes.includes(Buffer.from('PhoneCo'))).toBe(false);
      // 3:2 as cropped (never enlarged past the crop's 600 pixels).
      expect(meta.width / meta.height).toBeCloseTo(1.5, 1);
    }
    const { data } = await sharp(await variant(photo!.url))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[2]! > 200 && data[0]! < 60).toBe(true); // blue, not red
  });

  it('refuses what is not a photo, a file over 10 MB and a crop that does not fit, each in words', async () => {
    const svg = await upload(
      alex,
      'photos',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
      '',
      'image/svg+xml',
    );
    expect([svg.status, svg.body.message]).toEqual([400, NOT_AN_IMAGE_MESSAGE]);
    const pdf = await upload(
      alex,
      'photos',
      Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF'),
      '',
      'image/jpeg',
    );
    expect([pdf.status, pdf.body.message]).toEqual([400, NOT_AN_IMAGE_MESSAGE]);
    const big = await upload(alex, 'photos', Buffer.alloc(MAX_IMAGE_UPLOAD_BYTES + 1, 1));
    expect([big.status, big.body.message]).toEqual([413, IMAGE_TOO_LARGE_MESSAGE]);
    const json = await alex.post(`${W}/photos`, { url: 'https://example.com/a.jpg' });
    expect(json.status).toBe(400);

    const photo = await smallPhoto();
    const outside = await upload(alex, 'photos', photo, crop(200, 0, 200, 200));
    expect([outside.status, outside.body.message, outside.body.code]).toEqual([400, CROP_MESSAGES.outside, 'bad_crop']);
    const tiny = await upload(alex, 'photos', photo, crop(0, 0, 20, 20));
    expect([tiny.status, tiny.body.message]).toEqual([400, CROP_MESSAGES.tooSmall]);
    const partial = await upload(alex, 'photos', photo, '?x=0&y=0');
    expect(partial.status).toBe(400);
    expect(partial.body.message).toContain(CROP_MESSAGES.partial);
    const negative = await upload(alex, 'photos', photo, crop(-1, 0, 100, 100));
    expect(negative.status).toBe(400);
    expect(negative.body.fields.x).toBe(CROP_MESSAGES.number);
    // Nothing was stored by any of them.
    expect(websiteAnswer.parse((await alex.get(W)).body).photos).toHaveLength(1);
  });

  it('keeps captions, an order and removals, and shows the gallery on the published site', async () => {
    await upload(alex, 'photos', await smallPhoto('#202020'));
    await upload(alex, 'photos', await smallPhoto('#e0e0e0', 200, 300));
    let answer = websiteAnswer.parse((await alex.get(W)).body);
    const [a, b, c] = answer.photos.map((p) => p.photo_id);

    const captioned = await alex.patch(`${W}/photos/${b}`, { caption: '  Our first trip  ' });
    expect(captioned.status).toBe(200);
    expect(websiteAnswer.parse(captioned.body).photos.find((p) => p.photo_id === b)!.caption).toBe('Our first trip');
    const long = await alex.patch(`${W}/photos/${b}`, { caption: 'x'.repeat(CAPTION_MAX + 1) });
    expect([long.status, long.body.fields.caption]).toEqual([400, PHOTO_MESSAGES.captionTooLong]);

    const order = await alex.put(`${W}/photo-order`, { ids: [c, a, b] });
    expect(websiteAnswer.parse(order.body).photos.map((p) => p.photo_id)).toEqual([c, a, b]);
    for (const ids of [
      [c, a],
      [c, a, b, b],
      [c, a, 999_999],
    ]) {
      const bad = await alex.put(`${W}/photo-order`, { ids });
      expect([bad.status, bad.body.message]).toContain(400);
      expect(JSON.stringify(bad.body)).toContain(PHOTO_MESSAGES.order);
    }

    const aImage = answer.photos.find((p) => p.photo_id === a)!.id;
    const removed = await alex.delete(`${W}/photos/${a}`);
    answer = websiteAnswer.parse(removed.body);
    expect(answer.photos.map((p) => p.photo_id)).toEqual([c, b]);
    const [row] = await t.database.db.select().from(websitePhotos).where(eq(websitePhotos.id, a!));
    expect(row).toBeUndefined();
    // The removed picture's sizes are gone too.
    expect((await t.app.inject({ method: 'GET', url: `/media/images/${aImage}/640.webp` })).statusCode).toBe(404);
    expect((await alex.delete(`${W}/photos/${a}`)).body.message).toBe(PHOTO_MESSAGES.notFound);

    // Published with its Photos page on: the guest gets the gallery in order, with sizes and captions.
    await alex.put(`${W}/pages/PHOTOS`, { enabled: true });
    const published = websiteAnswer.parse((await alex.put(`${W}/settings`, { published: true })).body);
    const site = publicSite.parse((await new TestClient(t.app).get(`${W}/public/${published.website.slug}`)).body);
    expect(site.gallery.map((g) => [g.id, g.caption, g.width, g.height])).toEqual([
      [answer.photos[0]!.id, '', 200, 300],
      [answer.photos[1]!.id, 'Our first trip', 300, 200],
    ]);
    expect(site.pages.some((p) => p.kind === 'PHOTOS')).toBe(true);

    // The shared link's preview uses the gallery's first photo (Alex has no couple photo): its stored 1280 JPEG.
    const html = await t.app.inject({ method: 'GET', url: `/wedding/${published.website.slug}` });
    expect(html.body).toContain(`/media/images/${answer.photos[0]!.id}/1280.jpeg"`);
    expect(html.body).toContain('<meta property="og:image:width" content="200">');
    expect(html.body).toContain('<meta property="og:image:height" content="300">');
  });

  it(`stops at ${MAX_SITE_PHOTOS} photos a site`, async () => {
    const [site] = await t.database.db
      .select()
      .from(weddingWebsites)
      .where(eq(weddingWebsites.slug, await slugOf(sam)));
    const have = websiteAnswer.parse((await sam.get(W)).body).photos.length;
    for (let i = have; i < MAX_SITE_PHOTOS; i++) {
      const imageId = await storeImageRow(site!.weddingId);
      await t.database.db.insert(websitePhotos).values({ websiteId: site!.id, imageId, position: i });
    }
    const res = await upload(sam, 'photos', await smallPhoto());
    expect([res.status, res.body.message, res.body.code]).toEqual([409, PHOTO_MESSAGES.tooMany, 'too_many_photos']);
    await t.database.db.delete(websitePhotos).where(eq(websitePhotos.websiteId, site!.id));
  });

  it('never reaches another couple’s photos (BOLA)', async () => {
    const alexPhotos = websiteAnswer.parse((await alex.get(W)).body).photos;
    const theirs = alexPhotos[0]!.photo_id;
    const patch = await sam.patch(`${W}/photos/${theirs}`, { caption: 'mine now' });
    expect([patch.status, patch.body.message]).toEqual([404, PHOTO_MESSAGES.notFound]);
    const del = await sam.delete(`${W}/photos/${theirs}`);
    expect([del.status, del.body.message]).toEqual([404, PHOTO_MESSAGES.notFound]);
    const order = await sam.put(`${W}/photo-order`, { ids: [theirs] });
    expect(order.status).toBe(400);
    // Alex's gallery is as it was.
    expect(websiteAnswer.parse((await alex.get(W)).body).photos).toEqual(alexPhotos);
    // A signed-out caller and an account without a website.
    expect((await upload(new TestClient(t.app), 'photos', await smallPhoto())).status).toBe(401);
    const casey = await login('guest@confetti.test');
    expect((await upload(casey, 'photos', await smallPhoto())).status).toBe(404);
    expect((await casey.delete(`${W}/photos/${theirs}`)).status).toBe(404);
  });
});

describe('wedding party photos', () => {
  it('are square: a 1:1 crop, or the middle square; a person shows theirs once the page is saved', async () => {
    const notSquare = await upload(alex, 'people-photos', await photoWithGps(), crop(0, 0, 400, 300));
    expect([notSquare.status, notSquare.body.message]).toEqual([400, CROP_MESSAGES.notSquare]);
    const middle = personPhotoAnswer.parse((await upload(alex, 'people-photos', await photoWithGps())).body).photo;
    expect([middle.width, middle.height]).toEqual([800, 800]);
    const meta = await sharp(await variant(middle.url)).metadata();
    expect(meta.exif).toBeUndefined();
    const cropped = await upload(alex, 'people-photos', await photoWithGps(), crop(100, 100, 500, 500));
    expect(cropped.status).toBe(201);
    const chosen = personPhotoAnswer.parse(cropped.body).photo;

    const saved = await alex.put(`${W}/pages/WEDDING_PARTY`, {
      enabled: true,
      content: {
        people: [
          { name: 'Robin', role: 'Maid of honor', photo_id: chosen.id },
          { name: 'Kit', role: 'Best man' },
        ],
      },
    });
    expect(saved.status).toBe(200);
    const answer = websiteAnswer.parse(saved.body);
    const party = answer.preview.pages.find((p) => p.kind === 'WEDDING_PARTY')!;
    expect(party.people.map((p) => [p.name, p.photo?.id ?? null, p.photo?.width ?? null])).toEqual([
      ['Robin', chosen.id, 500],
      ['Kit', null, null],
    ]);
    // The upload no page uses (the middle square) is deleted with its sizes; the chosen one stays.
    const left = await t.database.db.select({ id: images.id }).from(images).where(eq(images.purpose, 'WEBSITE_PERSON'));
    expect(left.map((r) => r.id)).toEqual([chosen.id]);
    expect(await t.database.db.select().from(imageVariants).where(eq(imageVariants.imageId, middle.id))).toEqual([]);
  });

  it('takes only the couple’s own uploads as a person’s photo (BOLA)', async () => {
    const alexPage = websiteAnswer.parse((await alex.get(W)).body).pages.find((p) => p.kind === 'WEDDING_PARTY')!;
    const theirs = alexPage.content.people[0]!.photo_id!;
    const res = await sam.put(`${W}/pages/WEDDING_PARTY`, { content: { people: [{ name: 'Taken', photo_id: theirs }] } });
    expect([res.status, res.body.message]).toEqual([400, PHOTO_MESSAGES.personPhotoGone]);
    // A gallery photo's picture is not a person's photo either.
    const gallery = websiteAnswer.parse((await alex.get(W)).body).photos[0]!.id;
    const wrongKind = await alex.put(`${W}/pages/WEDDING_PARTY`, { content: { people: [{ name: 'Robin', photo_id: gallery }] } });
    expect(wrongKind.status).toBe(400);
    // Alex's photo is still theirs.
    const [row] = await t.database.db
      .select()
      .from(images)
      .where(and(eq(images.id, theirs), eq(images.purpose, 'WEBSITE_PERSON')));
    expect(row).toBeDefined();
  });
});

async function slugOf(c: TestClient): Promise<string> {
  return websiteAnswer.parse((await c.get(W)).body).website.slug;
}
/** A picture row with no sizes: the limit counts photos, not bytes. */
async function storeImageRow(weddingId: number) {
  const [image] = await t.database.db
    .insert(images)
    .values({ weddingId, purpose: 'WEBSITE_PHOTO', width: 10, height: 10 })
    .returning({ id: images.id });
  return image!.id;
}
