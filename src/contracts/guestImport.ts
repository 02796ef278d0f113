import { z } from 'zod';
import { GUEST_LISTS, SIDES } from './guestCsv';

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
