import fs from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import sharp from 'sharp';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { albumPhotos } from '../../db/schema';
import {
  ALBUM_COVERS,
  ALBUM_SIZES,
  IDEAL_PRINT_DPI,
  slotsOf,
  type AlbumCover,
  type AlbumSize,
  type Slot,
  type Spread,
} from '../../../src/contracts/albums';
import { LABEL_FONT_PATH, printable } from '../guests/labels';

/**
 * An album's print-ready proof (pdf-lib): a cover page, then one PDF page per spread, each the
 * spread's trim size (two pages wide) plus BLEED_IN on every side, with crop marks outside the
 * bleed, the spine (the fold between the pages) marked in the slug, and TrimBox / BleedBox set.
 * Every photo is embedded as a JPEG cut to its slot's shape (centre crop, like the builder's
 * preview) from the photo's print copy, at up to IDEAL_PRINT_DPI; a slot at a page edge runs into
 * the bleed. Captions are set as text in DejaVu Sans (embedded, subset).
 */

export const BLEED_IN = 0.125;
export const SLUG_IN = 0.5;
const PT = 72;

let fontBytes: Uint8Array | null = null;
const fontFile = (): Uint8Array => (fontBytes ??= new Uint8Array(fs.readFileSync(LABEL_FONT_PATH)));

export interface ProofAlbum {
  id: number;
  title: string;
  size: AlbumSize;
  cover: AlbumCover;
  pages: number;
  version: number;
  coverPhotoId: number | null;
  spreads: Spread[];
}

function cropMarks(page: PDFPage, x: number, y: number, w: number, h: number): void {
  const gap = (BLEED_IN + 0.0625) * PT;
  const len = 0.25 * PT;
  const mark = { thickness: 0.5, color: rgb(0, 0, 0) };
  for (const cx of [x, x + w])
    for (const cy of [y, y + h]) {
      const dx = cx === x ? -1 : 1;
      const dy = cy === y ? -1 : 1;
      page.drawLine({ start: { x: cx + dx * gap, y: cy }, end: { x: cx + dx * (gap + len), y: cy }, ...mark });
      page.drawLine({ start: { x: cx, y: cy + dy * gap }, end: { x: cx, y: cy + dy * (gap + len) }, ...mark });
    }
}

/** A page of trim w × h (points) inside bleed and slug; answers the trim's origin. */
function trimPage(doc: PDFDocument, w: number, h: number): { page: PDFPage; x: number; y: number } {
  const margin = (SLUG_IN + BLEED_IN) * PT;
  const page = doc.addPage([w + 2 * margin, h + 2 * margin]);
  const bleed = BLEED_IN * PT;
  page.setBleedBox(margin - bleed, margin - bleed, w + 2 * bleed, h + 2 * bleed);
  page.setTrimBox(margin, margin, w, h);
  cropMarks(page, margin, margin, w, h);
  return { page, x: margin, y: margin };
}

/** The photo cut to `wIn` × `hIn` inches (centre crop), at up to IDEAL_PRINT_DPI. */
async function slotJpeg(print: Buffer, wIn: number, hIn: number): Promise<Uint8Array> {
  const meta = await sharp(print).metadata();
  const scale = Math.min(1, Math.max((meta.width ?? 1) / (wIn * IDEAL_PRINT_DPI), (meta.height ?? 1) / (hIn * IDEAL_PRINT_DPI)));
  const width = Math.max(1, Math.round(wIn * IDEAL_PRINT_DPI * Math.min(scale, 1)));
  const height = Math.max(1, Math.round(hIn * IDEAL_PRINT_DPI * Math.min(scale, 1)));
  return new Uint8Array(await sharp(print).resize(width, height, { fit: 'cover', position: 'centre' }).jpeg({ quality: 88 }).toBuffer());
}

export async function albumProofPdf(db: DbOrTx, album: ProofAlbum): Promise<Uint8Array> {
  const ids = new Set<number>(album.spreads.flatMap((s) => s.photos.filter((p): p is number => p !== null)));
  if (album.coverPhotoId) ids.add(album.coverPhotoId);
  const prints = new Map<number, Buffer>();
  if (ids.size)
    for (const row of await db
      .select({ id: albumPhotos.id, print: albumPhotos.printJpeg })
      .from(albumPhotos)
      .where(inArray(albumPhotos.id, [...ids])))
      if (row.print) prints.set(row.id, row.print);

  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(fontFile(), { subset: true });
  doc.setTitle(`Proof: ${album.title}`);
  doc.setProducer('Confetti (pdf-lib)');
  doc.setCreator('Confetti photo albums');
  const size = ALBUM_SIZES[album.size];
  const pageW = size.width_in * PT;
  const pageH = size.height_in * PT;
  const bleed = BLEED_IN * PT;
  const label = (page: PDFPage, x: number, text: string) =>
    page.drawText(printable(font, text), { x: x - bleed, y: 0.18 * PT, size: 6.5, font, color: rgb(0.35, 0.35, 0.4) });

  // The cover: the front's trim, the photo filling it (a photo cover) or above the title.
  {
    const { page, x, y } = trimPage(doc, pageW, pageH);
    const photo = album.coverPhotoId ? prints.get(album.coverPhotoId) : undefined;
    if (photo) {
      const full = album.cover === 'PHOTO';
      const box: Slot = full ? { x: 0, y: 0, w: 1, h: 1 } : { x: 0.15, y: 0.12, w: 0.7, h: 0.55 };
      const wIn = box.w * size.width_in + (full ? 2 * BLEED_IN : 0);
      const hIn = box.h * size.height_in + (full ? 2 * BLEED_IN : 0);
      const img = await doc.embedJpg(await slotJpeg(photo, wIn, hIn));
      page.drawImage(img, {
        x: x + box.x * pageW - (full ? bleed : 0),
        y: y + pageH - (box.y + box.h) * pageH - (full ? bleed : 0),
        width: wIn * PT,
        height: hIn * PT,
      });
    }
    titleText(page, font, album.title, x + pageW / 2, y + pageH * 0.2, Math.min(28, pageW / 14));
    label(
      page,
      x,
      `Proof v${album.version} · ${album.title} · cover (${ALBUM_COVERS[album.cover].label}) · trim ${size.label}, bleed ${BLEED_IN} in`,
    );
  }

  for (const [index, spread] of album.spreads.entries()) {
    const w = pageW * 2;
    const { page, x, y } = trimPage(doc, w, pageH);
    // The spine: where the spread folds, marked in the slug above and below.
    for (const [y0, y1] of [
      [y + pageH + bleed + 4, y + pageH + bleed + 18],
      [y - bleed - 4, y - bleed - 18],
    ] as const)
      page.drawLine({
        start: { x: x + pageW, y: y0 },
        end: { x: x + pageW, y: y1 },
        thickness: 0.5,
        color: rgb(0.6, 0, 0),
        dashArray: [2, 2],
      });
    const slots = slotsOf(spread.layout);
    for (const [i, slot] of slots.entries()) {
      const photoId = spread.photos[i];
      const print = photoId ? prints.get(photoId) : undefined;
      if (!print) continue;
      // A slot on the spread's edge runs into the bleed.
      const l = slot.x <= 0 ? bleed : 0;
      const r = slot.x + slot.w >= 1 ? bleed : 0;
      const t = slot.y <= 0 ? bleed : 0;
      const b = slot.y + slot.h >= 1 ? bleed : 0;
      const wPt = slot.w * w + l + r;
      const hPt = slot.h * pageH + t + b;
      const img = await doc.embedJpg(await slotJpeg(print, wPt / PT, hPt / PT));
      page.drawImage(img, { x: x + slot.x * w - l, y: y + pageH - (slot.y + slot.h) * pageH - b, width: wPt, height: hPt });
    }
    if (spread.caption) titleText(page, font, spread.caption, x + w / 2, y + pageH * 0.02, 9);
    label(
      page,
      x,
      `Proof v${album.version} · ${album.title} · spread ${index + 1} of ${album.spreads.length} (pages ${index * 2 + 1}–${index * 2 + 2}) · trim ${size.label} × 2, bleed ${BLEED_IN} in · dashed: spine`,
    );
  }
  return doc.save();
}

function titleText(page: PDFPage, font: PDFFont, text: string, cx: number, y: number, size: number): void {
  const t = printable(font, text);
  page.drawText(t, { x: cx - font.widthOfTextAtSize(t, size) / 2, y, size, font, color: rgb(0.15, 0.15, 0.18) });
}
