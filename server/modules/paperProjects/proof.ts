import fs from 'node:fs';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, popGraphicsState, pushGraphicsState, rgb, setCharacterSpacing, type PDFFont, type PDFPage } from 'pdf-lib';
import sharp from 'sharp';
import { CARD_FORMATS, CARD_TYPE_LABELS, type PaperShape } from '../../../src/contracts/paper';
import { LABEL_FONT_PATH, printable } from '../guests/labels';
import { cardWording, drawCard, faceFile, type CardArtInput } from '../paper/art/card';

/**
 * The proof PDF of a paper project (pdf-lib): one page for the front and one for the back, each
 * the trim size plus 0.125 in bleed on every side, with crop marks outside the bleed. The
 * decoration is the preview's own SVG art (drawn without its wording, rasterised at
 * PROOF_DPI by sharp); the wording is set as PDF text, line by line where the preview sets it
 * (cardWording), in the face the preview names for the line (DejaVu Serif, roman or italic, or
 * DejaVu Sans: card.ts STACKS and faceFile) embedded from server/assets/fonts, so the proof holds
 * exactly the preview's text in the preview's type and can be searched.
 */

export const BLEED_IN = 0.125;
/** The white margin around the bleed where the crop marks and the proof's label go. */
export const SLUG_IN = 0.5;
export const PROOF_DPI = 200;
const PT = 72;
/** Art units are hundredths of an inch. */
const UNIT = PT / 100;

type FaceFile = ReturnType<typeof faceFile>;
const FONT_DIR = path.dirname(LABEL_FONT_PATH);
const fontBytes = new Map<FaceFile, Uint8Array>();
/** Read once each (a plain Uint8Array: pdf-lib checks the type by instanceof). */
const fontFile = (file: FaceFile): Uint8Array => {
  let bytes = fontBytes.get(file);
  if (!bytes) fontBytes.set(file, (bytes = new Uint8Array(fs.readFileSync(path.join(FONT_DIR, file)))));
  return bytes;
};

const colour = (hex: string) => {
  const h = /^#[0-9a-f]{6}$/i.test(hex) ? hex : '#222222';
  return rgb(parseInt(h.slice(1, 3), 16) / 255, parseInt(h.slice(3, 5), 16) / 255, parseInt(h.slice(5, 7), 16) / 255);
};

async function raster(svg: string): Promise<Uint8Array> {
  return new Uint8Array(await sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer());
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

export interface ProofInput {
  art: CardArtInput;
  shape: PaperShape;
  version: number;
}

export async function proofPdf({ art, shape, version }: ProofInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  // The faces the preview names (card.ts faceFile), each embedded as a subset when a line uses it.
  const faces = new Map<FaceFile, PDFFont>();
  const face = async (file: FaceFile) => {
    let f = faces.get(file);
    if (!f) faces.set(file, (f = await doc.embedFont(fontFile(file), { subset: true })));
    return f;
  };
  const font = await face('DejaVuSans.ttf');
  const format = CARD_FORMATS[art.format];
  doc.setTitle(`Proof: ${art.name}, ${art.colourway.name}`);
  doc.setProducer('Confetti (pdf-lib)');
  doc.setCreator('Confetti paper projects');
  const widthPx = Math.round(format.width * PROOF_DPI);
  for (const side of ['front', 'back'] as const) {
    const trimW = format.width * PT;
    const trimH = format.height * PT;
    const margin = (SLUG_IN + BLEED_IN) * PT;
    const page = doc.addPage([trimW + 2 * margin, trimH + 2 * margin]);
    const x = margin;
    const y = margin;
    const bleed = BLEED_IN * PT;
    page.setBleedBox(x - bleed, y - bleed, trimW + 2 * bleed, trimH + 2 * bleed);
    page.setTrimBox(x, y, trimW, trimH);
    // A rectangular card's paper colour runs into the bleed; a cut shape is cut inside the trim.
    if (shape === 'rectangle')
      page.drawRectangle({
        x: x - bleed,
        y: y - bleed,
        width: trimW + 2 * bleed,
        height: trimH + 2 * bleed,
        color: colour(art.colourway.paper),
      });
    const png = await doc.embedPng(await raster(drawCard(art, side, shape, widthPx, { wording: false })));
    page.drawImage(png, { x, y, width: trimW, height: trimH });
    if (side === 'front') await setWording(page, face, art, x, y, trimH);
    cropMarks(page, x, y, trimW, trimH);
    page.drawText(
      printable(
        font,
        `Proof, version ${version} · ${art.name} (${CARD_TYPE_LABELS[art.cardType]}), ${art.colourway.name} · ${side} · trim ${format.label}, bleed ${BLEED_IN} in`,
      ),
      { x: x - bleed, y: 0.18 * PT, size: 6.5, font, color: rgb(0.35, 0.35, 0.4) },
    );
  }
  return doc.save();
}

/** The wording as PDF text, where the preview sets it (cardWording), in the face the preview names. */
async function setWording(
  page: PDFPage,
  face: (file: FaceFile) => Promise<PDFFont>,
  art: CardArtInput,
  x0: number,
  y0: number,
  trimH: number,
): Promise<void> {
  const { lines } = cardWording(art);
  const accent = colour(art.colourway.accent);
  for (const l of lines) {
    const fill = l.fill.startsWith('#') ? colour(l.fill) : accent;
    const baseline = y0 + trimH - l.y * UNIT;
    if (l.role === 'rule') {
      const cx = x0 + l.x * UNIT;
      page.drawLine({
        start: { x: cx - l.ruleHalf * UNIT, y: baseline },
        end: { x: cx - 6 * UNIT, y: baseline },
        thickness: UNIT,
        color: fill,
      });
      page.drawLine({
        start: { x: cx + 6 * UNIT, y: baseline },
        end: { x: cx + l.ruleHalf * UNIT, y: baseline },
        thickness: UNIT,
        color: fill,
      });
      page.drawCircle({ x: cx, y: baseline, size: 2 * UNIT, color: fill });
      continue;
    }
    const font = await face(faceFile(l.family, l.italic));
    const text = printable(font, l.text);
    const size = l.size * UNIT;
    const spacing = l.letterSpacing * UNIT;
    const width = font.widthOfTextAtSize(text, size) + spacing * [...text].length;
    page.pushOperators(pushGraphicsState(), setCharacterSpacing(spacing));
    page.drawText(text, { x: x0 + l.x * UNIT - width / 2, y: baseline, size, font, color: fill, opacity: l.opacity });
    page.pushOperators(setCharacterSpacing(0), popGraphicsState());
  }
}
