import Papa from 'papaparse';
import type { Db } from '../../db/client';
import { formatCents } from '../../lib/money';
import { giftTracker } from '../registry/tracker';
import { FULFILMENT_LABELS } from '../../../src/contracts/fulfilment';
import type { Gift } from '../../../src/contracts/registry';

/** The gift tracker's CSV columns, in order. */
export const TRACKER_CSV_COLUMNS = [
  'Gift',
  'From',
  'Email',
  'Mailing address',
  'Received',
  'Quantity',
  'Amount',
  'Message',
  'Status',
  'Thank-you sent',
] as const;

/** One gift as a CSV row (pure). */
export function trackerCsvRow(g: Gift): string[] {
  return [
    g.item?.title ?? g.description ?? 'Gift',
    g.giver_name,
    g.giver_email ?? '',
    g.giver_address ?? '',
    g.received_at.slice(0, 10),
    String(g.quantity),
    formatCents(g.amount_cents),
    g.message ?? '',
    g.bought_elsewhere ? 'Bought elsewhere' : g.fulfilment_status ? FULFILMENT_LABELS[g.fulfilment_status] : '',
    g.thank_you_sent ? 'Yes' : 'No',
  ];
}

/**
 * GET /registry/gift-tracker/export: every gift of the couple's tracker as CSV (papaparse), with a
 * byte-order mark so spreadsheets read it as UTF-8. Cells starting with =, +, -, @ are quoted by
 * papaparse's escapeFormulae so a spreadsheet never runs a giver's text as a formula.
 */
export async function trackerCsv(db: Db, userId: number): Promise<string> {
  const { gifts } = await giftTracker(db, userId, 'all');
  return `\uFEFF${Papa.unparse({ fields: [...TRACKER_CSV_COLUMNS], data: gifts.map(trackerCsvRow) }, { escapeFormulae: true, newline: '\r\n' })}\r\n`;
}
