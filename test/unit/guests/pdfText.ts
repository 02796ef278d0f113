import { decodePDFRawStream, PDFArray, PDFDocument, type PDFRawStream } from 'pdf-lib';

/** WinAnsi's codes 0x80–0x9F that are not Latin-1 (the rest of Helvetica's encoding is). */
const WIN_ANSI: Record<number, string> = { 0x85: '…', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x96: '–', 0x97: '—', 0x80: '€' };

export interface PdfText {
  text: string;
  x: number;
  y: number;
  size: number;
}
export interface PdfPage {
  width: number;
  height: number;
  texts: PdfText[];
}

/**
 * Reads a PDF back with pdf-lib: each page's size and the text drawn on it (what `drawText` with a
 * standard font writes: `/F size Tf`, `1 0 0 1 x y Tm`, `<hex> Tj`), so tests check what prints where.
 */
export async function readPdf(bytes: Uint8Array): Promise<{ title: string | undefined; pages: PdfPage[] }> {
  const doc = await PDFDocument.load(bytes);
  const pages = doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    const ops = streams.map((s) => Buffer.from(decodePDFRawStream(s as PDFRawStream).decode()).toString('latin1')).join('\n');
    const texts: PdfText[] = [];
    let size = 0;
    let x = 0;
    let y = 0;
    for (const match of ops.matchAll(/(\S+) Tf|1 0 0 1 (\S+) (\S+) Tm|<([0-9A-Fa-f]*)> Tj/g)) {
      if (match[1]) size = Number(match[1]);
      else if (match[2]) [x, y] = [Number(match[2]), Number(match[3])];
      else {
        const codes = Buffer.from(match[4]!, 'hex');
        texts.push({ text: [...codes].map((c) => WIN_ANSI[c] ?? String.fromCharCode(c)).join(''), x, y, size });
      }
    }
    const { width, height } = page.getSize();
    return { width, height, texts };
  });
  return { title: doc.getTitle(), pages };
}
