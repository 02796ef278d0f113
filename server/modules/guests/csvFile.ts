import Papa from 'papaparse';
import {
  IMPORT_MESSAGES,
  mapHeaders,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  type GuestCsvKey,
  type GuestCsvRecord,
} from '../../../src/contracts/guestCsv';

/**
 * Reads an uploaded guest-list CSV (issue 27) into records for `checkGuestRows`: the bytes decoded
 * (UTF-8, UTF-16 with its byte-order mark, or the Windows-1252 that Excel on Windows saves), the
 * delimiter a spreadsheet used (comma, semicolon or tab), then papaparse. What makes the whole
 * file unreadable is one refusal in plain words (too large, too many rows, not a CSV, no header, a
 * quote never closed, with its row); what spoils one row (a stray quote, more cells than columns)
 * goes with that row, so the preview shows it beside the others.
 */

export type CsvRead =
  { ok: false; message: string; row?: number } | { ok: true; records: GuestCsvRecord[]; ignoredColumns: string[]; delimiter: string };

/** The first bytes of an .xlsx (a zip) and an .xls (OLE2): spreadsheets uploaded instead of their CSV. */
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

function decode(bytes: Buffer): string | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  if (bytes.subarray(0, 4).equals(ZIP_MAGIC) || bytes.subarray(0, 4).equals(OLE_MAGIC)) return null;
  // NUL never appears in a text file's first kilobytes.
  if (bytes.subarray(0, 8192).includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The delimiter of the header line: whichever of comma, semicolon and tab it holds most of (a comma when none). */
function headerDelimiter(text: string): string {
  const end = text.search(/\r?\n/);
  const header = end === -1 ? text : text.slice(0, end);
  let best = ',';
  let bestCount = 0;
  for (const candidate of [',', ';', '\t']) {
    const count = header.split(candidate).length - 1;
    if (count > bestCount) [best, bestCount] = [candidate, count];
  }
  return best;
}

const STRAY_QUOTE = (row: number) =>
  `Row ${row} has a quote (") in the middle of a value. Put the whole value in quotes and double the quote inside it (like "6"" tall"), or remove the quote.`;
const TOO_MANY_CELLS = (row: number, cells: number, columns: number) =>
  `Row ${row} has ${cells} values but the first row names ${columns} columns. A value with a comma in it needs quotes around it.`;

export function readGuestCsv(input: Buffer | string): CsvRead {
  const bytes = typeof input === 'string' ? Buffer.from(input, 'utf8') : input;
  if (bytes.length > MAX_IMPORT_BYTES) return { ok: false, message: IMPORT_MESSAGES.tooLarge(bytes.length) };
  const decoded = decode(bytes);
  if (decoded === null) return { ok: false, message: IMPORT_MESSAGES.notCsv };
  const text = decoded.replace(/^\uFEFF/, '');
  if (!text.trim()) return { ok: false, message: IMPORT_MESSAGES.empty };

  const delimiter = headerDelimiter(text);
  const parsed = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false });
  // A quote that never closes swallows the rest of the file into one value: nothing after it can be trusted.
  const unclosed = parsed.errors.find((e) => e.code === 'MissingQuotes');
  if (unclosed) {
    const row = (unclosed.row ?? 0) + 1;
    return { ok: false, message: IMPORT_MESSAGES.unclosedQuote(row), row };
  }
  const strayQuoteRows = new Set(parsed.errors.filter((e) => e.code === 'InvalidQuotes').map((e) => (e.row ?? 0) + 1));

  const [headerCells = [], ...dataRows] = parsed.data;
  const headers = mapHeaders(headerCells);
  if (headers.error) return { ok: false, message: headers.error, row: 1 };
  const columns = headerCells.length;

  const records: GuestCsvRecord[] = [];
  let rowCount = 0;
  dataRows.forEach((cells, index) => {
    const row = index + 2;
    // Blank rows (and the empty line after the last) are left out; their numbers still count, as in the spreadsheet.
    if (cells.every((c) => c.trim() === '')) return;
    rowCount += 1;
    if (rowCount > MAX_IMPORT_ROWS) return;
    const values: Partial<Record<GuestCsvKey, string>> = {};
    headers.keys.forEach((key, i) => {
      if (key) values[key] = cells[i] ?? '';
    });
    const readErrors: string[] = [];
    if (strayQuoteRows.has(row)) readErrors.push(STRAY_QUOTE(row));
    // Extra empty cells (a spreadsheet's trailing commas) are harmless; extra values are not.
    if (cells.length > columns && cells.slice(columns).some((c) => c.trim() !== ''))
      readErrors.push(TOO_MANY_CELLS(row, cells.length, columns));
    records.push(readErrors.length ? { row, values, readErrors } : { row, values });
  });
  if (rowCount > MAX_IMPORT_ROWS) return { ok: false, message: IMPORT_MESSAGES.tooManyRows(rowCount) };
  if (records.length === 0) return { ok: false, message: IMPORT_MESSAGES.noRows };
  return { ok: true, records, ignoredColumns: headers.ignored, delimiter };
}
