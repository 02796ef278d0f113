import fs from 'node:fs';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { addressLines, type MailingAddress } from '../../../src/contracts/mailingAddress';
import type { LabelFormat } from '../../../src/contracts/guestImport';

/**
 * Mailing labels and envelopes for the guest list (issue 27), drawn with pdf-lib: Avery 5160-style
 * sheets (US Letter, 30 labels of 2⅝ × 1 in, 3 across and 10 down) and #10 and A7 envelopes, one a
 * page, with the couple's return address in the top left. Each address is laid out as its
 * country's post expects (mailingAddress.ts) and fitted to its box: the text shrinks from 10 pt
 * down to 6 pt until every line fits, and a line still too wide at 6 pt ends in an ellipsis. The
 * text is real text in DejaVu Sans (server/assets/fonts), embedded as a subset of the glyphs the
 * file uses, so any name prints as written (Łukasz, Nguyễn, Zoë, Γιώργος) and the PDF can be
 * searched and read back (pdf-lib writes its ToUnicode map).
 */

/** The server runs as CommonJS (tsx and jest alike), so __dirname is this folder. */
export const LABEL_FONT_PATH = path.join(__dirname, '..', '..', 'assets', 'fonts', 'DejaVuSans.ttf');
let labelFontBytes: Uint8Array | null = null;
/**
 * Read once, on the first PDF (about 740 KB; each PDF embeds only the glyphs it draws). Copied into
 * a plain Uint8Array: pdf-lib checks the type by instanceof, which a Buffer made in another realm
 * (jest's jsdom environment) fails.
 */
const labelFont = (): Uint8Array => (labelFontBytes ??= new Uint8Array(fs.readFileSync(LABEL_FONT_PATH)));

const INCH = 72;

export interface LabelSheet {
  kind: 'sheet';
  pageWidth: number;
  pageHeight: number;
  columns: number;
  rows: number;
  labelWidth: number;
  labelHeight: number;
  /** Left and top page margins to the first label. */
  left: number;
  top: number;
  /** From one label's left (top) edge to the next one's. */
  pitchX: number;
  pitchY: number;
  /** Inside each label, kept clear of text (printers drift). */
  padding: number;
}
export interface EnvelopeSize {
  kind: 'envelope';
  pageWidth: number;
  pageHeight: number;
  margin: number;
}

export const LABEL_FORMATS: Record<LabelFormat, LabelSheet | EnvelopeSize> = {
  avery5160: {
    kind: 'sheet',
    pageWidth: 8.5 * INCH,
    pageHeight: 11 * INCH,
    columns: 3,
    rows: 10,
    labelWidth: 2.625 * INCH,
    labelHeight: 1 * INCH,
    left: 0.1875 * INCH,
    top: 0.5 * INCH,
    pitchX: 2.75 * INCH,
    pitchY: 1 * INCH,
    padding: 0.1 * INCH,
  },
  // #10 business envelope, 9½ × 4⅛ in, printed landscape.
  envelope10: { kind: 'envelope', pageWidth: 9.5 * INCH, pageHeight: 4.125 * INCH, margin: 0.375 * INCH },
  // A7 invitation envelope, 7¼ × 5¼ in.
  envelopeA7: { kind: 'envelope', pageWidth: 7.25 * INCH, pageHeight: 5.25 * INCH, margin: 0.375 * INCH },
};

export const LABELS_PER_SHEET = 30;
export const MAX_FONT_SIZE = 10;
export const MIN_FONT_SIZE = 6;
/** An envelope's recipient is larger; its return address smaller. */
export const ENVELOPE_SIZES = { max: 14, min: 8 };
export const RETURN_SIZES = { max: 9, min: 6 };
const LEADING = 1.18;

export interface Addressee {
  /** How the envelope addresses them ("The Garcia family", "Ana & Leo Garcia"). */
  name: string;
  address: MailingAddress;
}

export interface ReturnAddress {
  name: string;
  address: MailingAddress;
}

/**
 * Text the font can draw: what it lacks (DejaVu Sans has no CJK, for one) is drawn by its nearest
 * letter when it has one (an accent it lacks dropped from its letter), else as '?'.
 */
export function printable(font: PDFFont, text: string): string {
  const charset = new Set(font.getCharacterSet());
  let out = '';
  for (const ch of text) {
    if (charset.has(ch.codePointAt(0)!)) {
      out += ch;
      continue;
    }
    const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    const mapped = SUBSTITUTES[ch] ?? base;
    out += [...mapped].every((c) => charset.has(c.codePointAt(0)!)) ? mapped : '?';
  }
  return out;
}
const SUBSTITUTES: Record<string, string> = { ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ø: 'o', ı: 'i', ß: 'ss', '\u00a0': ' ' };

export interface FittedText {
  size: number;
  lines: string[];
}

/**
 * The largest size from `sizes.max` (MAX_FONT_SIZE) down to `sizes.min` (MIN_FONT_SIZE), in half-points, at which every line fits
 * `width` and all of them fit `height`; at the smallest, lines still too wide are cut with '…'.
 */
export function fitText(
  lines: readonly string[],
  measure: (text: string, size: number) => number,
  width: number,
  height: number,
  sizes: { max: number; min: number } = { max: MAX_FONT_SIZE, min: MIN_FONT_SIZE },
): FittedText {
  for (let size = sizes.max; size >= sizes.min; size -= 0.5) {
    if (lines.length * size * LEADING <= height && lines.every((line) => measure(line, size) <= width)) return { size, lines: [...lines] };
  }
  const size = sizes.min;
  const maxLines = Math.max(1, Math.floor(height / (size * LEADING)));
  return {
    size,
    lines: lines.slice(0, maxLines).map((line) => {
      if (measure(line, size) <= width) return line;
      let cut = line;
      while (cut.length > 1 && measure(`${cut}…`, size) > width) cut = cut.slice(0, -1);
      return `${cut.trimEnd()}…`;
    }),
  };
}

function drawBlock(page: PDFPage, font: PDFFont, fitted: FittedText, x: number, topY: number): void {
  fitted.lines.forEach((line, i) => {
    page.drawText(line, { x, y: topY - fitted.size - i * fitted.size * LEADING, size: fitted.size, font, color: rgb(0, 0, 0) });
  });
}

/** The lines of one address block: the name, then the address in its country's order. */
export function blockLines(font: PDFFont, who: Addressee, fromCountry: string): string[] {
  return [who.name, ...addressLines(who.address, fromCountry)].map((line) => printable(font, line));
}

export interface LabelsOptions {
  format: LabelFormat;
  /** Envelopes print it in the top left; label sheets leave it out. */
  returnAddress?: ReturnAddress | null;
  /** The sender's country: the recipient's country line is left out when it is the same (default the US, or the return address's). */
  fromCountry?: string;
  title?: string;
}

/** The PDF: one label per addressee in the order given (sheets fill across, then down), or one envelope a page. */
export async function labelsPdf(addressees: readonly Addressee[], options: LabelsOptions): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(options.title ?? 'Mailing labels');
  doc.setCreator('Confetti');
  doc.setProducer('Confetti (pdf-lib)');
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(labelFont(), { subset: true });
  const measure = (text: string, size: number) => font.widthOfTextAtSize(text, size);
  const fromCountry = options.fromCountry ?? options.returnAddress?.address.country ?? 'US';
  const format = LABEL_FORMATS[options.format];

  if (format.kind === 'sheet') {
    let page: PDFPage | null = null;
    addressees.forEach((who, i) => {
      const slot = i % LABELS_PER_SHEET;
      if (slot === 0) page = doc.addPage([format.pageWidth, format.pageHeight]);
      const column = slot % format.columns;
      const row = Math.floor(slot / format.columns);
      const x = format.left + column * format.pitchX + format.padding;
      const top = format.pageHeight - format.top - row * format.pitchY - format.padding;
      const width = format.labelWidth - 2 * format.padding;
      const height = format.labelHeight - 2 * format.padding;
      const fitted = fitText(blockLines(font, who, fromCountry), measure, width, height);
      // Centred vertically in the label.
      const used = fitted.lines.length * fitted.size * LEADING;
      drawBlock(page!, font, fitted, x, top - (height - used) / 2);
    });
  } else {
    const { pageWidth, pageHeight, margin } = format;
    const returnLines = options.returnAddress ? blockLines(font, options.returnAddress, fromCountry) : null;
    for (const who of addressees) {
      const page = doc.addPage([pageWidth, pageHeight]);
      if (returnLines) {
        const fitted = fitText(returnLines, measure, pageWidth * 0.4 - margin, pageHeight * 0.35, RETURN_SIZES);
        drawBlock(page, font, fitted, margin, pageHeight - margin);
      }
      // The recipient in the middle of the envelope, a little right of centre (where the post reads it).
      const left = pageWidth * 0.4;
      const fitted = fitText(blockLines(font, who, fromCountry), measure, pageWidth - left - margin, pageHeight * 0.5, ENVELOPE_SIZES);
      const used = fitted.lines.length * fitted.size * LEADING;
      drawBlock(page, font, fitted, left, pageHeight / 2 + used / 2 - margin / 3);
    }
  }
  if (addressees.length === 0) doc.addPage([format.pageWidth, format.pageHeight]);
  return doc.save();
}
