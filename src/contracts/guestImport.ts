import { z } from 'zod';
import { GUEST_LISTS, MAX_HOUSEHOLDS, SIDES } from './guests';
import { idParam, MAX_ID, text } from './inputs';

/**
 * The guest list's import, export, labels and address collection across the wire (issue 27;
 * server/API.md "Guest list: import, export, labels and address collection"). The CSV rules
 * themselves are in guestCsv.ts, the address rules in mailingAddress.ts.
 */

// ---------------------------------------------------------------------------------------------
// Labels

export const LABEL_FORMATS = ['avery5160', 'envelope10', 'envelopeA7'] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];
export const LABEL_FORMAT_NAMES: Record<LabelFormat, string> = {
  avery5160: 'Address labels: Avery 5160 and compatible (30 a sheet, US Letter)',
  envelope10: '#10 envelopes (9½ × 4⅛ in), one a page',
  envelopeA7: 'A7 invitation envelopes (7¼ × 5¼ in), one a page',
};

// ---------------------------------------------------------------------------------------------
// Import

/** Rows to leave out, as the preview numbers them: "3,5,9-12" (at most 8,000 characters). */
export const SKIP_ROWS_MESSAGE = 'must list row numbers separated by commas, such as 3,5,9-12';
export const skipRows = z
  .string({ message: SKIP_ROWS_MESSAGE })
  .max(8000, SKIP_ROWS_MESSAGE)
  .regex(/^(\d{1,5}(-\d{1,5})?)(,\d{1,5}(-\d{1,5})?)*$|^$/, SKIP_ROWS_MESSAGE)
  .transform((value) => {
    const rows = new Set<number>();
    for (const part of value.split(',').filter(Boolean)) {
      const [from, to = from] = part.split('-').map(Number) as [number, number?];
      for (let row = from; row <= Math.min(to, from + 5000); row++) rows.add(row);
    }
    return rows;
  });
export const importQuery = z.object({ skip: skipRows.optional() });
export type ImportQuery = z.input<typeof importQuery>;

/** The inverse of skipRows: [3,5,9,10,11,12] → "3,5,9-12". */
export function skipRowsParam(rows: Iterable<number>): string {
  const sorted = [...new Set(rows)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(j > i ? `${sorted[i]}-${sorted[j]}` : String(sorted[i]));
    i = j + 1;
  }
  return parts.join(',');
}

export const importProblem = z.object({
  column: z.string().nullable(),
  message: z.string(),
  severity: z.enum(['error', 'warning']),
});
export type ImportProblem = z.infer<typeof importProblem>;

export const importPreviewRow = z.object({
  row: z.number(),
  household_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  is_child: z.boolean(),
  /** null: no plus-one; '' an unnamed one ("Guest of …"); else the plus-one's name. */
  plus_one: z.string().nullable(),
  /** The mailing address as it will be printed, or null when the row gives none. */
  address_lines: z.array(z.string()).nullable(),
  tags: z.array(z.string()),
  side: z.enum(SIDES).nullable(),
  list: z.enum(GUEST_LISTS),
  /** The events the row invites its household to, by name (the Events column). */
  events: z.array(z.string()),
  notes: z.string(),
  problems: z.array(importProblem),
  has_errors: z.boolean(),
  duplicate_of: z
    .object({ guest_id: z.number(), name: z.string(), household_name: z.string(), by: z.enum(['name', 'email', 'name and email']) })
    .nullable(),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRow>;

export const importPreview = z.object({
  rows: z.array(importPreviewRow),
  /** Headers the file has that no column of the template matches: their values are not imported. */
  ignored_columns: z.array(z.string()),
  summary: z.object({
    rows: z.number(),
    error_rows: z.number(),
    duplicate_rows: z.number(),
    /** Households and guests the import would create, leaving out rows with errors and suggested skips. */
    households: z.number(),
    guests: z.number(),
  }),
});
export type ImportPreview = z.infer<typeof importPreview>;

export const importResult = z.object({
  households_created: z.number(),
  guests_created: z.number(),
  rows_skipped: z.number(),
  tags_created: z.number(),
});
export type ImportResult = z.infer<typeof importResult>;

// ---------------------------------------------------------------------------------------------
// Labels and export

const ID_LIST_MESSAGE = 'must be a list of ids separated by commas';
/** Ids in a query string, "3,17,42": at most `max`. */
const idList = (max: number) =>
  z
    .string({ message: ID_LIST_MESSAGE })
    .max(max * 11, ID_LIST_MESSAGE)
    .regex(/^[0-9]{1,10}(,[0-9]{1,10})*$/, ID_LIST_MESSAGE)
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .refine((ids) => ids.length <= max && ids.every((n) => n >= 1 && n <= MAX_ID), ID_LIST_MESSAGE);

const returnPart = (max: number) => text(max, { tooLong: `must be at most ${max} characters` }).default('');

/**
 * GET /web-api/v2/wedding/guests/labels(.pdf): which households (any of the tags, invited to the
 * event, on the side or list, and/or these ids; none: everyone; the list's own parameter names) and the format; the return address (printed on
 * envelopes) when its name or street is given.
 */
export const labelsQuery = z.object({
  format: z.enum(LABEL_FORMATS, { message: `must be one of ${LABEL_FORMATS.join(', ')}` }).default('avery5160'),
  tag: idList(40).optional(),
  event: idParam().optional(),
  households: idList(MAX_HOUSEHOLDS).optional(),
  side: z.enum(SIDES, { message: 'must be PARTNER1, PARTNER2 or BOTH' }).optional(),
  list: z.enum(GUEST_LISTS, { message: 'must be A or B' }).optional(),
  return_name: returnPart(120),
  return_address1: returnPart(120),
  return_address2: returnPart(120),
  return_city: returnPart(80),
  return_state_province: returnPart(80),
  return_postal_code: returnPart(20),
  return_country: returnPart(60),
});
export type LabelsQuery = z.input<typeof labelsQuery>;

/** GET …/labels: what the PDF will hold, and who cannot be printed yet (no address), with the collection link. */
export const labelsSummary = z.object({
  printable: z.number(),
  missing: z.array(z.object({ id: z.number(), display_name: z.string() })),
  /** The address-collection page to send to those missing an address, when the link is on. */
  collect_path: z.string().nullable(),
});
export type LabelsSummary = z.infer<typeof labelsSummary>;

/** The CSV export's file name: "guest-list-2026-11-26.csv". */
export const exportFileName = (date: Date) => `guest-list-${date.toISOString().slice(0, 10)}.csv`;
