import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { createTestApp, TestClient, type TestApp } from './helpers';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { albumPhotos } from '../../server/db/schema';
import { ALBUM_MESSAGES, albumPriceCents, type AlbumView, type FormatsAnswer, type UploadAnswer } from '../../src/contracts/albums';

const A = '/web-api/v2/albums';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { authRateLimitPerMinute: 1000 } });
});
afterAll(async () => t.close());

async function login(email: string) {
  const c = new TestClient(t.app);
  expect((await c.post('/website-nav/web-api/v1/auth/login', { email, password: DEMO_PASSWORD })).status).toBe(200);
  return c;
}

/** A JPEG as a phone writes it: taken-at time and GPS position in its EXIF. */
function photoWithExif(taken: string, colour = '#c33', width = 640, height = 480) {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Phone 1' },
      IFD2: { DateTimeOriginal: taken },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 41/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '73/1 59/1 0/1' },
    })
    .toBuffer();
}

function putChunk(c: TestClient, albumId: number, uploadId: string, offset: number, bytes: Buffer) {
  return c.request<UploadAnswer>('PUT', `${A}/${albumId}/uploads/${uploadId}?offset=${offset}`, bytes, {
    'content-type': 'application/octet-stream',
  });
}

/** Uploads a whole file in one chunk; answers its photo id. */
async function upload(c: TestClient, albumId: number, bytes: Buffer, name = 'photo.jpg'): Promise<number> {
  const created = await c.post<UploadAnswer>(`${A}/${albumId}/uploads`, { file_name: name, size: bytes.length });
  expect(created.status).toBe(201);
  const done = await putChunk(c, albumId, created.body.upload_id, 0, bytes);
  expect(done.status).toBe(200);
  expect(done.body.status).toBe('PROCESSING');
  return created.body.photo_id;
}

const newAlbum = (c: TestClient, title = 'Our wedding') => c.post<AlbumView>(A, { title, size: 'SQUARE_10', cover: 'LINEN', pages: 20 });

describe('photo albums', () => {
  it('lists the formats with their prices to anyone', async () => {
    const res = await new TestClient(t.app).get<FormatsAnswer>(`${A}/formats`);
    expect(res.status).toBe(200);
    expect(res.body.sizes.map((s) => s.key)).toEqual(['SQUARE_8', 'SQUARE_10', 'LANDSCAPE_11', 'SQUARE_12']);
    expect(res.body.sizes.find((s) => s.key === 'SQUARE_10')!.from_cents).toBe(11900);
    expect(res.body.covers.map((c) => c.key)).toEqual(['LINEN', 'LEATHER', 'PHOTO']);
    expect(res.body.pages).toEqual([20, 40, 60, 80]);
  });

  it('needs a signed-in person for everything else', async () => {
    expect((await new TestClient(t.app).get(A)).status).toBe(401);
  });

  it('makes an album both partners see, priced by its format, and refuses bad input in words', async () => {
    const alex = await login('alex@confetti.test');
    const res = await alex.post<AlbumView>(A, { title: 'Summer', size: 'SQUARE_12', cover: 'LEATHER', pages: 40 });
    expect(res.status).toBe(201);
    expect(res.body.price_cents).toBe(albumPriceCents({ size: 'SQUARE_12', cover: 'LEATHER', pages: 40 }));
    expect(res.body.spreads).toHaveLength(20);
    const jordan = await login('jordan@confetti.test');
    expect((await jordan.get(A)).body.albums.map((a: { id: number }) => a.id)).toContain(res.body.id);
    const bad = await alex.post(A, { title: 'X', size: 'SQUARE_10', cover: 'VELVET', pages: 30 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/linen, leather or photo|20, 40, 60, 80 pages/);
  });

  it('keeps one couple out of another couple’s album (BOLA)', async () => {
    const alex = await login('alex@confetti.test');
    const sam = await login('sam@confetti.test');
    const album = (await newAlbum(alex, 'Private')).body;
    const created = await alex.post<UploadAnswer>(`${A}/${album.id}/uploads`, { file_name: 'a.jpg', size: 10 });
    const attempts = [
      await sam.get(`${A}/${album.id}`),
      await sam.put(`${A}/${album.id}`, { ...album, version: album.version, cover_photo_id: null }),
      await sam.delete(`${A}/${album.id}`),
      await sam.post(`${A}/${album.id}/auto-layout`),
      await sam.post(`${A}/${album.id}/uploads`, { file_name: 'b.jpg', size: 10 }),
      await sam.get(`${A}/${album.id}/uploads/${created.body.upload_id}`),
      await putChunk(sam, album.id, created.body.upload_id, 0, Buffer.alloc(10)),
      await sam.delete(`${A}/${album.id}/photos/${created.body.photo_id}`),
      await sam.get(`${A}/${album.id}/proof.pdf`),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(404);
      expect((res.body as { message: string }).message).toBe(ALBUM_MESSAGES.notFound);
    }
    expect((await sam.get(A)).body.albums.map((a: { id: number }) => a.id)).not.toContain(album.id);
    expect((await alex.get(`${A}/${album.id}/uploads/${created.body.upload_id}`)).body.offset).toBe(0);
  });

  it('resumes an upload after a dropped connection, then the job strips EXIF and keeps the taken time and pixel size', async () => {
    const alex = await login('alex@confetti.test');
    const album = (await newAlbum(alex)).body;
    const bytes = await photoWithExif('2027:06:12 16:04:05', '#3a6', 900, 600);
    expect((await sharp(bytes).metadata()).exif).toBeDefined();
    const created = await alex.post<UploadAnswer>(`${A}/${album.id}/uploads`, { file_name: 'ceremony.jpg', size: bytes.length });
    const id = created.body.upload_id;
    const cut = Math.floor(bytes.length / 3);
    expect((await putChunk(alex, album.id, id, 0, bytes.subarray(0, cut))).body.offset).toBe(cut);
    // The connection drops: the client asks where to resume and sends only the rest.
    const state = await alex.get<UploadAnswer>(`${A}/${album.id}/uploads/${id}`);
    expect(state.body).toMatchObject({ offset: cut, status: 'UPLOADING', size: bytes.length });
    const wrong = (await putChunk(alex, album.id, id, 0, bytes.subarray(0, cut))) as unknown as {
      status: number;
      body: Record<string, unknown>;
    };
    expect(wrong.status).toBe(409);
    expect(wrong.body).toMatchObject({ code: 'upload_offset', offset: cut, message: ALBUM_MESSAGES.offset });
    const rest = await putChunk(alex, album.id, id, cut, bytes.subarray(cut));
    expect(rest.body).toMatchObject({ offset: bytes.length, status: 'PROCESSING' });
    // The last chunk sent twice (its answer was lost) changes nothing.
    expect((await putChunk(alex, album.id, id, cut, bytes.subarray(cut))).body.status).toBe('PROCESSING');

    // Not processed in the request: the job does it.
    expect((await alex.get<AlbumView>(`${A}/${album.id}`)).body.photos[0]!.status).toBe('PROCESSING');
    await t.app.jobs.drain();
    const photo = (await alex.get<AlbumView>(`${A}/${album.id}`)).body.photos[0]!;
    expect(photo).toMatchObject({
      status: 'READY',
      width: 900,
      height: 600,
      taken_at: '2027-06-12T16:04:05.000Z',
      file_name: 'ceremony.jpg',
    });
    const web = await t.app.inject({ method: 'GET', url: `/media/images/${photo.image_id}/640.jpeg` });
    expect(web.statusCode).toBe(200);
    expect((await sharp(web.rawPayload).metadata()).exif).toBeUndefined();
    const [row] = await t.database.db.select().from(albumPhotos).where(eq(albumPhotos.id, photo.id));
    const printMeta = await sharp(row!.printJpeg!).metadata();
    expect(printMeta.exif).toBeUndefined();
    expect(printMeta.width).toBe(900);
    expect(row!.printJpeg!.includes(Buffer.from('TestCam'))).toBe(false);
  });

  it('marks bytes that are not a photo as failed, with a reason', async () => {
    const alex = await login('alex@confetti.test');
    const album = (await newAlbum(alex)).body;
    const photoId = await upload(alex, album.id, Buffer.from('not a picture at all'), 'notes.txt');
    await t.app.jobs.drain();
    const photo = (await alex.get<AlbumView>(`${A}/${album.id}`)).body.photos.find((p) => p.id === photoId)!;
    expect(photo.status).toBe('FAILED');
    expect(photo.error).toMatch(/not a photo we can read/);
  });

  it('lays photos out in time order, saves the builder with a version, and makes a proof with every spread', async () => {
    const alex = await login('alex@confetti.test');
    const album = (await newAlbum(alex, 'Proofed')).body;
    const late = await upload(alex, album.id, await photoWithExif('2027:06:12 22:00:00', '#36c'));
    const early = await upload(alex, album.id, await photoWithExif('2027:06:12 14:00:00', '#c63'));
    const noon = await upload(alex, album.id, await photoWithExif('2027:06:12 12:00:00', '#6c3'));
    await t.app.jobs.drain();
    const laid = await alex.post<AlbumView>(`${A}/${album.id}/auto-layout`);
    expect(laid.status).toBe(200);
    const placed = laid.body.spreads.flatMap((s) => s.photos).filter((p) => p !== null);
    expect(placed).toEqual([noon, early, late]);
    expect(laid.body.cover_photo_id).toBe(noon);

    const spreads = laid.body.spreads.map((s, i) => (i === 0 ? { ...s, caption: 'Getting ready' } : s));
    const body = {
      version: laid.body.version,
      title: 'Proofed',
      size: 'SQUARE_10',
      cover: 'PHOTO',
      pages: 20,
      cover_photo_id: late,
      spreads,
    };
    const saved = await alex.put<AlbumView>(`${A}/${album.id}`, body);
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(laid.body.version + 1);
    expect(saved.body.spreads[0]!.caption).toBe('Getting ready');

    const stale = await alex.put(`${A}/${album.id}`, body);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(ALBUM_MESSAGES.stale);
    expect(stale.body.album.version).toBe(saved.body.version);
    const twice = await alex.put(`${A}/${album.id}`, {
      ...body,
      version: saved.body.version,
      spreads: spreads.map((s, i) => (i === 1 ? { ...s, layout: 'FULL_BLEED', photos: [noon] } : s)),
    });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe(ALBUM_MESSAGES.twice);

    const proof = await t.app.inject({ method: 'GET', url: `${A}/${album.id}/proof.pdf`, headers: alex.sessionHeaders() });
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('application/pdf');
    const pdf = await PDFDocument.load(proof.rawPayload);
    expect(pdf.getPageCount()).toBe(1 + 10);
    const first = pdf.getPage(1);
    const trim = first.getTrimBox();
    const bleed = first.getBleedBox();
    expect(trim.width).toBeCloseTo(20 * 72);
    expect(bleed.width - trim.width).toBeCloseTo(2 * 0.125 * 72);

    // Removing the cover photo empties its place and the cover; its picture is gone too.
    const imageId = saved.body.photos.find((p) => p.id === late)!.image_id!;
    const removed = await alex.delete<AlbumView>(`${A}/${album.id}/photos/${late}`);
    expect(removed.status).toBe(200);
    expect(removed.body.photos.map((p) => p.id)).not.toContain(late);
    expect(removed.body.spreads.flatMap((s) => s.photos)).not.toContain(late);
    expect(removed.body.cover_photo_id).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `/media/images/${imageId}/320.webp` })).statusCode).toBe(404);
  });

  it('refuses a chunk at the wrong place or past the end, and a photo too large', async () => {
    const alex = await login('alex@confetti.test');
    const album = (await newAlbum(alex)).body;
    const created = await alex.post<UploadAnswer>(`${A}/${album.id}/uploads`, { file_name: 'x.jpg', size: 4 });
    const past = (await putChunk(alex, album.id, created.body.upload_id, 0, Buffer.alloc(8))) as unknown as {
      status: number;
      body: { message: string };
    };
    expect(past.status).toBe(400);
    expect(past.body.message).toBe(ALBUM_MESSAGES.pastEnd);
    const tooLarge = await alex.post(`${A}/${album.id}/uploads`, { file_name: 'huge.jpg', size: 26 * 1024 * 1024 });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.message).toContain(ALBUM_MESSAGES.tooLarge);
  });
});
