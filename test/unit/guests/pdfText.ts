import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, type PDFRef, type PDFRawStream } from 'pdf-lib';

/** WinAnsi's codes 0x80–0x9F that are not Latin-1 (the rest of a standard font's encoding is). */
const WIN_ANSI: Record<number, string> = { 0x85: '…', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x96: '–', 0x97: '—', 0x80: '€' };

export interface PdfText {
  text: string;
  x: number;
  y: number;
  size: number;
  /** The codes drawn (an embedded Type0 font's 2-byte glyph ids; a standard font's bytes), in order. */
  glyphs: number[];
  /** What each code stands for (its ToUnicode entry: a ligature's glyph stands for several characters). */
  chars: string[];
  /** The font's BaseFont name without its subset tag ('DejaVuSerif-Italic'), or '' when unknown. */
  font: string;
}
export interface PdfPage {
  width: number;
  height: number;
  texts: PdfText[];
}

/** One font as a page's resources name it: an embedded Type0 font's code → text map (its ToUnicode CMap), or null for a standard font. */
interface PageFont {
  toUnicode: Map<number, string> | null;
  baseFont: string;
}

const utf16Hex = (hex: string) => {
  const bytes = Buffer.from(hex, 'hex');
  let out = '';
  for (let i = 0; i + 1 < bytes.length; i += 2) out += String.fromCharCode(bytes.readUInt16BE(i));
  return out;
};

/** A ToUnicode CMap's bfchar and bfrange entries (what pdf-lib writes for an embedded font). */
export function parseToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const m of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(parseInt(m[1]!, 16), utf16Hex(m[2]!));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const m of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const [from, to] = [parseInt(m[1]!, 16), parseInt(m[2]!, 16)];
      const start = utf16Hex(m[3]!);
      for (let code = from; code <= to; code++)
        map.set(code, start.slice(0, -1) + String.fromCharCode(start.charCodeAt(start.length - 1) + code - from));
    }
  return map;
}

const streamText = (doc: PDFDocument, ref: unknown) =>
  Buffer.from(decodePDFRawStream(doc.context.lookup(ref as PDFRef) as PDFRawStream).decode()).toString('latin1');

function pageFonts(doc: PDFDocument, resources: PDFDict | undefined): Map<string, PageFont> {
  const fonts = new Map<string, PageFont>();
  const dict = resources?.lookupMaybe(PDFName.of('Font'), PDFDict);
  for (const [name, ref] of dict?.entries() ?? []) {
    const font = doc.context.lookup(ref, PDFDict);
    const toUnicode = font.get(PDFName.of('ToUnicode'));
    // pdf-lib names an embedded subset '/DejaVuSerif-Italic-1234': the face is the name without its tag.
    const baseFont = (font.get(PDFName.of('BaseFont'))?.toString() ?? '').replace(/^\//, '').replace(/-\d+$/, '');
    fonts.set(name.asString(), { toUnicode: toUnicode ? parseToUnicode(streamText(doc, toUnicode)) : null, baseFont });
  }
  return fonts;
}

/**
 * Reads a PDF back with pdf-lib: each page's size and the text drawn on it (what `drawText` writes:
 * `/F size Tf`, `1 0 0 1 x y Tm`, `<hex> Tj`), so tests check what prints where. A standard font's
 * bytes are WinAnsi; an embedded font's are 2-byte glyph ids, read through its ToUnicode CMap.
 */
export async function readPdf(bytes: Uint8Array): Promise<{ title: string | undefined; pages: PdfPage[] }> {
  const doc = await PDFDocument.load(bytes);
  const pages = doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
    const ops = streams.map((s) => streamText(doc, s)).join('\n');
    const fonts = pageFonts(doc, page.node.Resources());
    const texts: PdfText[] = [];
    let font: PageFont | undefined;
    let size = 0;
    let x = 0;
    let y = 0;
    for (const match of ops.matchAll(/(\/\S+) (\S+) Tf|1 0 0 1 (\S+) (\S+) Tm|<([0-9A-Fa-f]*)> Tj/g)) {
      if (match[1]) [font, size] = [fonts.get(match[1]), Number(match[2])];
      else if (match[3]) [x, y] = [Number(match[3]), Number(match[4])];
      else {
        const codes = Buffer.from(match[5]!, 'hex');
        const toUnicode = font?.toUnicode;
        if (toUnicode) {
          const glyphs = Array.from({ length: codes.length / 2 }, (_, i) => codes.readUInt16BE(i * 2));
          const chars = glyphs.map((g) => toUnicode.get(g) ?? '\uFFFD');
          texts.push({ text: chars.join(''), x, y, size, glyphs, chars, font: font?.baseFont ?? '' });
        } else {
          const chars = [...codes].map((c) => WIN_ANSI[c] ?? String.fromCharCode(c));
          texts.push({ text: chars.join(''), x, y, size, glyphs: [...codes], chars, font: font?.baseFont ?? '' });
        }
      }
    }
    const { width, height } = page.getSize();
    return { width, height, texts };
  });
  return { title: doc.getTitle(), pages };
}

/** The embedded font files (FontFile2) of a PDF's Type0 fonts, by their BaseFont name. */
export async function embeddedFonts(bytes: Uint8Array): Promise<Map<string, Uint8Array>> {
  const doc = await PDFDocument.load(bytes);
  const out = new Map<string, Uint8Array>();
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type'))?.toString() !== '/FontDescriptor') continue;
    const file = object.get(PDFName.of('FontFile2'));
    if (!file) continue;
    const name = object.get(PDFName.of('FontName'))?.toString() ?? '';
    out.set(name, decodePDFRawStream(doc.context.lookup(file) as PDFRawStream).decode());
  }
  return out;
}
