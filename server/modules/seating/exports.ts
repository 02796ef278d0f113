import fs from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import Papa from 'papaparse';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { LABEL_FONT_PATH, printable } from '../guests/labels';
import {
  FIXTURE_LABELS,
  mealSummary,
  ROOM,
  SEATING_STATUS_LABELS,
  tableLabel,
  tableMeals,
  tableSize,
  type SeatingChartView,
  type SeatingGuest,
  type SeatingTable,
} from '../../../src/contracts/seating';

/**
 * The seating chart's downloads (issue 29): one PDF with the floor plan, the table list (guests and
 * the caterer's meal counts per table) and the escort cards, drawn with pdf-lib in DejaVu Sans
 * (server/assets/fonts, as the guest list's labels), so every name prints as written and the text
 * can be searched; and the CSV of table → guests (papaparse).
 */

let fontBytes: Uint8Array | null = null;
/** A plain Uint8Array (pdf-lib checks by instanceof, which a Buffer from jest's other realm fails). */
const fontFile = (): Uint8Array => (fontBytes ??= new Uint8Array(fs.readFileSync(LABEL_FONT_PATH)));

const INCH = 72;
const INK = rgb(0.12, 0.12, 0.14);
const MUTED = rgb(0.42, 0.42, 0.46);
const LINE = rgb(0.55, 0.55, 0.6);
const FIXTURE_FILL = rgb(0.9, 0.9, 0.93);
const TABLE_FILL = rgb(0.98, 0.95, 0.93);

export interface SeatedTable {
  table: SeatingTable;
  label: string;
  guests: SeatingGuest[];
}

/** The tables in number order, each with its guests in seat order. */
export function seatedTables(chart: SeatingChartView): { tables: SeatedTable[]; unseated: SeatingGuest[] } {
  const byId = new Map(chart.guests.map((g) => [g.id, g]));
  const seated = new Set<number>();
  const tables = chart.tables.map((table) => {
    const guests = chart.assignments
      .filter((a) => a.table_id === table.id)
      .sort((a, b) => a.seat - b.seat)
      .flatMap((a) => {
        const g = byId.get(a.guest_id);
        if (!g) return [];
        seated.add(g.id);
        return [g];
      });
    return { table, label: tableLabel(table), guests };
  });
  return { tables, unseated: chart.guests.filter((g) => !seated.has(g.id) && g.status !== 'DECLINED') };
}

/** The CSV: one row per guest, tables in order, then those not seated yet. A byte-order mark so Excel reads accents. */
export function seatingCsv(chart: SeatingChartView): string {
  const { tables, unseated } = seatedTables(chart);
  const rows: string[][] = [];
  for (const t of tables)
    t.guests.forEach((g, i) =>
      rows.push([t.label, String(i + 1), g.name, g.household_name, SEATING_STATUS_LABELS[g.status], g.meal ?? '']),
    );
  for (const g of unseated) rows.push(['Not seated yet', '', g.name, g.household_name, SEATING_STATUS_LABELS[g.status], g.meal ?? '']);
  // Cells starting with = + - @ are read as formulas by spreadsheets: a leading apostrophe keeps them text.
  const safe = rows.map((r) => r.map((cell) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell)));
  return `\uFEFF${Papa.unparse({ fields: ['Table', 'Seat', 'Guest', 'Household', 'RSVP', 'Meal'], data: safe }, { newline: '\r\n' })}\r\n`;
}

function ellipsize(font: PDFFont, text: string, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

function centred(page: PDFPage, font: PDFFont, text: string, cx: number, y: number, size: number, width: number, color = INK) {
  const line = ellipsize(font, printable(font, text), size, width);
  page.drawText(line, { x: cx - font.widthOfTextAtSize(line, size) / 2, y, size, font, color });
}

/** The PDF: the floor plan (landscape Letter), the table list, then escort cards (10 a page, alphabetical). */
export async function seatingPdf(chart: SeatingChartView, eventName: string, coupleName: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Seating chart: ${eventName}`);
  doc.setCreator('Confetti');
  doc.setProducer('Confetti (pdf-lib)');
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(fontFile(), { subset: true });
  const { tables, unseated } = seatedTables(chart);

  // 1. The floor plan.
  {
    const [W, H] = [11 * INCH, 8.5 * INCH];
    const page = doc.addPage([W, H]);
    const margin = 0.5 * INCH;
    page.drawText(printable(font, `Seating chart: ${eventName}`), { x: margin, y: H - margin - 14, size: 16, font, color: INK });
    const seatedCount = tables.reduce((n, t) => n + t.guests.length, 0);
    page.drawText(printable(font, `${coupleName} · ${tables.length} tables · ${seatedCount} guests seated`), {
      x: margin,
      y: H - margin - 32,
      size: 10,
      font,
      color: MUTED,
    });
    const top = H - margin - 48;
    const scale = Math.min((W - 2 * margin) / ROOM.width, (top - margin) / ROOM.height);
    const ox = margin;
    const oy = top - ROOM.height * scale;
    page.drawRectangle({ x: ox, y: oy, width: ROOM.width * scale, height: ROOM.height * scale, borderColor: LINE, borderWidth: 1 });
    const toPage = (x: number, y: number) => ({ x: ox + x * scale, y: oy + (ROOM.height - y) * scale });
    for (const f of chart.fixtures) {
      const c = toPage(f.x, f.y);
      page.drawRectangle({
        x: c.x - (f.width * scale) / 2,
        y: c.y - (f.height * scale) / 2,
        width: f.width * scale,
        height: f.height * scale,
        color: FIXTURE_FILL,
        borderColor: LINE,
        borderWidth: 0.75,
      });
      centred(page, font, f.label || FIXTURE_LABELS[f.kind], c.x, c.y - 4, 9, f.width * scale - 4, MUTED);
    }
    for (const t of tables) {
      const c = toPage(t.table.x, t.table.y);
      const size = tableSize(t.table.shape, t.table.seats);
      const w = size.width * scale;
      const h = size.height * scale;
      if (t.table.shape === 'ROUND')
        page.drawEllipse({ x: c.x, y: c.y, xScale: w / 2, yScale: h / 2, color: TABLE_FILL, borderColor: INK, borderWidth: 0.75 });
      else
        page.drawRectangle({ x: c.x - w / 2, y: c.y - h / 2, width: w, height: h, color: TABLE_FILL, borderColor: INK, borderWidth: 0.75 });
      centred(page, font, t.label, c.x, c.y + 1, 8, Math.max(w, 60), INK);
      centred(page, font, `${t.guests.length}/${t.table.seats}`, c.x, c.y - 9, 7, w, MUTED);
    }
  }

  // 2. The table list, in two columns on portrait Letter pages.
  {
    const [W, H] = [8.5 * INCH, 11 * INCH];
    const margin = 0.6 * INCH;
    const gap = 0.3 * INCH;
    const colWidth = (W - 2 * margin - gap) / 2;
    let page = doc.addPage([W, H]);
    let col = 0;
    let y = H - margin;
    const heading = (p: PDFPage) => {
      p.drawText(printable(font, `Tables: ${eventName}`), { x: margin, y: H - margin - 14, size: 14, font, color: INK });
      return H - margin - 36;
    };
    y = heading(page);
    const lineHeight = 12;
    const blocks: Array<{ title: string; sub: string; lines: string[] }> = tables.map((t) => ({
      title: `${t.label} (${t.guests.length} of ${t.table.seats} seats)`,
      sub: t.guests.length ? `Meals: ${mealSummary(tableMeals(t.guests).meals)}` : 'No one seated yet',
      lines: t.guests.map((g) => `${g.name}${g.meal ? ` · ${g.meal}` : ''}${g.is_child ? ' (child)' : ''}`),
    }));
    if (unseated.length) blocks.push({ title: `Not seated yet (${unseated.length})`, sub: '', lines: unseated.map((g) => g.name) });
    for (const block of blocks) {
      const needed = (block.lines.length + 3) * lineHeight;
      if (y - needed < margin) {
        if (col === 0) {
          col = 1;
          y = H - margin - 36;
        } else {
          page = doc.addPage([W, H]);
          col = 0;
          y = heading(page);
        }
      }
      const x = margin + col * (colWidth + gap);
      page.drawText(ellipsize(font, printable(font, block.title), 11, colWidth), { x, y, size: 11, font, color: INK });
      y -= lineHeight + 2;
      if (block.sub) {
        page.drawText(ellipsize(font, printable(font, block.sub), 8, colWidth), { x, y, size: 8, font, color: MUTED });
        y -= lineHeight;
      }
      for (const line of block.lines) {
        if (y < margin) {
          page = doc.addPage([W, H]);
          col = 0;
          y = heading(page);
        }
        page.drawText(ellipsize(font, printable(font, line), 9, colWidth), { x: x + 6, y, size: 9, font, color: INK });
        y -= lineHeight;
      }
      y -= lineHeight / 2;
    }
  }

  // 3. Escort cards: 2 across, 5 down (3.5 × 2 in), alphabetical by name, with cut lines.
  {
    const cards = tables
      .flatMap((t) => t.guests.map((g) => ({ name: g.name, table: t.label })))
      .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
    const [W, H] = [8.5 * INCH, 11 * INCH];
    const cw = 3.5 * INCH;
    const ch = 2 * INCH;
    const left = (W - 2 * cw) / 2;
    const top = (H - 5 * ch) / 2;
    let page: PDFPage | null = null;
    cards.forEach((card, i) => {
      const slot = i % 10;
      if (slot === 0) page = doc.addPage([W, H]);
      const x = left + (slot % 2) * cw;
      const y = H - top - (Math.floor(slot / 2) + 1) * ch;
      page!.drawRectangle({ x, y, width: cw, height: ch, borderColor: LINE, borderWidth: 0.5, borderDashArray: [3, 3] });
      centred(page!, font, card.name, x + cw / 2, y + ch / 2 + 6, 16, cw - 24, INK);
      centred(page!, font, card.table, x + cw / 2, y + ch / 2 - 20, 12, cw - 24, MUTED);
    });
  }
  return doc.save();
}
