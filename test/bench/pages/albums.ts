import sharp from 'sharp';
import type { AlbumView, UploadAnswer } from '../../../src/contracts/albums';
import { BenchClient } from '../client';

/** Photos in the bench's album (issue 31: "300 photos upload and lay out without freezing the page"). */
export const ALBUM_PHOTOS = 300;

/** A 1200 × 900 photo taken `minute` minutes into the day, its time in EXIF. */
function benchPhoto(minute: number): Promise<Buffer> {
  const hue = (minute * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <rect width="100%" height="100%" fill="hsl(${hue} 50% 70%)"/>
    <circle cx="${200 + (minute % 40) * 20}" cy="260" r="110" fill="#fff3c4"/>
    <path d="M0 640 Q 300 450 600 620 T 1200 570 V 900 H 0 Z" fill="hsl(${(hue + 140) % 360} 40% 30%)"/>
  </svg>`;
  const hh = String(10 + Math.floor(minute / 60)).padStart(2, '0');
  const mm = String(minute % 60).padStart(2, '0');
  return sharp(Buffer.from(svg))
    .jpeg({ quality: 78 })
    .withExif({ IFD2: { DateTimeOriginal: `2031:09:20 ${hh}:${mm}:00` } })
    .toBuffer();
}

/**
 * The Lighthouse page `albums`: a signed-in couple's album builder (/wedding-albums/{id}) with
 * ALBUM_PHOTOS photos uploaded through the resumable upload API (one chunk each), processed by the
 * server's job, and laid out over 80 pages (40 spreads) by the auto-layout. `couple` is an account
 * made with createUser (no wedding yet): it gets one first.
 */
export async function makeBenchAlbum(
  base: string,
  couple: { email: string; password: string },
): Promise<{ key: 'albums'; name: string; url: string; headers: Record<string, string> }> {
  const client = new BenchClient(base);
  await client.call('POST', '/website-nav/web-api/v1/auth/login', couple);
  await client.call('POST', '/web-api/v2/onboard/existing', {
    wedding: {
      partner_first_name: 'Album',
      partner_last_name: 'Partner',
      wedding_date: `${new Date().getUTCFullYear() + 1}-09-20`,
      planning_stage: 'PLANNING_VENUE_BOOKED',
    },
  });
  const album = await client.call<AlbumView>('POST', '/web-api/v2/albums', {
    title: 'Bench album',
    size: 'SQUARE_10',
    cover: 'LINEN',
    pages: 80,
  });
  for (let i = 0; i < ALBUM_PHOTOS; i++) {
    const bytes = await benchPhoto(ALBUM_PHOTOS - i);
    const upload = await client.call<UploadAnswer>('POST', `/web-api/v2/albums/${album.id}/uploads`, {
      file_name: `photo-${i + 1}.jpg`,
      size: bytes.length,
    });
    const res = await fetch(`${base}/web-api/v2/albums/${album.id}/uploads/${upload.upload_id}?offset=0`, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream', cookie: client.cookieHeader, 'x-xsrf-token': client.csrfToken },
      body: new Uint8Array(bytes),
    });
    if (!res.ok) throw new Error(`album upload ${i + 1} → ${res.status}: ${await res.text()}`);
  }
  // The job processes them after the answers: the bench waits for every photo to be ready (no fixed sleep: it asks).
  for (;;) {
    const view = await client.call<AlbumView>('GET', `/web-api/v2/albums/${album.id}`);
    const failed = view.photos.filter((p) => p.status === 'FAILED');
    if (failed.length) throw new Error(`album photos failed: ${failed.map((p) => p.error).join('; ')}`);
    if (view.photos.every((p) => p.status === 'READY')) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const laid = await client.call<AlbumView>('POST', `/web-api/v2/albums/${album.id}/auto-layout`, {});
  const placed = laid.spreads.flatMap((s) => s.photos).filter((p) => p !== null).length;
  if (placed !== ALBUM_PHOTOS) throw new Error(`the auto-layout placed ${placed} of ${ALBUM_PHOTOS} photos`);
  return {
    key: 'albums',
    name: `album builder (${ALBUM_PHOTOS} photos over ${laid.spreads.length} spreads, signed in)`,
    url: `${base}/wedding-albums/${album.id}`,
    headers: { cookie: client.cookieHeader },
  };
}
