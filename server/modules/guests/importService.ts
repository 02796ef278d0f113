import { and, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { eventInvitations, guests, guestTags, householdChanges, households, householdTags, weddings } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { stateForZip } from '../checkout/rules/usAddress';
import { MAX_HOUSEHOLDS, MAX_TAGS } from '../../../src/contracts/guests';
import {
  checkGuestRows,
  hasErrors,
  HOUSEHOLD_NOTES_MAX,
  type CheckedRow,
  type CsvEvent,
  type ExistingGuest,
  type RowContext,
} from '../../../src/contracts/guestCsv';
import type { ImportPreview, ImportPreviewRow, ImportResult } from '../../../src/contracts/guestImport';
import { addressLines } from '../../../src/contracts/mailingAddress';
import { readGuestCsv } from './csvFile';
import { lockHouseholdCount } from './householdLimit';
import { eventViews } from './views';

/**
 * The guest list's CSV import (issue 27; server/API.md "Guest list: import, export, labels and
 * address collection"). The preview reads and checks the file and writes nothing; the import
 * checks it again the same way (the list may have changed in between) and writes every row the
 * couple did not skip in one transaction: all of it, or, when any row is wrong, none of it.
 */

/** The people already on the list (households not deleted), for duplicate detection. */
async function existingGuests(db: DbOrTx, weddingId: number): Promise<ExistingGuest[]> {
  const rows = await db
    .select({
      id: guests.id,
      firstName: guests.firstName,
      lastName: guests.lastName,
      email: guests.email,
      householdName: households.displayName,
    })
    .from(guests)
    .innerJoin(households, eq(households.id, guests.householdId))
    .where(and(eq(guests.weddingId, weddingId), isNull(households.deletedAt)));
  return rows.filter((r) => r.firstName || r.lastName).map((r) => ({ ...r, email: r.email || null }));
}

/** The wedding's events in the list's order (by date), for the Events column. */
export async function eventsOfWedding(db: DbOrTx, weddingId: number): Promise<CsvEvent[]> {
  return (await eventViews(db, weddingId)).map((e) => ({ id: e.id, name: e.name }));
}

async function rowContext(db: DbOrTx, weddingId: number): Promise<RowContext> {
  const [wedding] = await db
    .select({ partner1: weddings.ownerFirstName, partner2: weddings.partnerFirstName })
    .from(weddings)
    .where(eq(weddings.id, weddingId));
  if (!wedding) throw notFound('You have not told us about your wedding yet.');
  return {
    existing: await existingGuests(db, weddingId),
    events: await eventsOfWedding(db, weddingId),
    partner1FirstName: wedding.partner1 || null,
    partner2FirstName: wedding.partner2 || null,
    stateForZip,
  };
}

/** The file read and every row checked, or the 400 that says why the file cannot be read at all. */
async function checkFile(
  db: DbOrTx,
  weddingId: number,
  bytes: Buffer,
): Promise<{ rows: CheckedRow[]; ignoredColumns: string[]; events: readonly CsvEvent[] }> {
  const read = readGuestCsv(bytes);
  if (!read.ok) throw badRequest(read.message, { code: 'csv_unreadable', ...(read.row ? { row: read.row } : {}) });
  const context = await rowContext(db, weddingId);
  return { rows: checkGuestRows(read.records, context), ignoredColumns: read.ignoredColumns, events: context.events ?? [] };
}

function previewRow(row: CheckedRow, eventNames: ReadonlyMap<number, string>): ImportPreviewRow {
  const v = row.value;
  return {
    row: row.row,
    household_name: v.householdName,
    first_name: v.firstName,
    last_name: v.lastName,
    email: v.email,
    phone: v.phone,
    is_child: v.isChild,
    plus_one: v.plusOne.allowed ? (v.plusOne.name ?? '') : null,
    address_lines: v.address ? addressLines(v.address) : null,
    tags: v.tags,
    side: v.side,
    list: v.list,
    events: v.eventIds.map((id) => eventNames.get(id) ?? ''),
    notes: v.notes,
    problems: row.problems,
    has_errors: hasErrors(row),
    duplicate_of: row.duplicateOf
      ? {
          guest_id: row.duplicateOf.guestId,
          name: row.duplicateOf.name,
          household_name: row.duplicateOf.householdName,
          by: row.duplicateOf.by,
        }
      : null,
  };
}

/** POST …/import/preview: every row with its problems; the summary counts what a confirm with the suggested skips would write. */
export async function previewImport(db: Db, weddingId: number, bytes: Buffer): Promise<ImportPreview> {
  const { rows, ignoredColumns, events } = await checkFile(db, weddingId, bytes);
  const kept = rows.filter((r) => !hasErrors(r) && !r.duplicateOf);
  const eventNames = new Map(events.map((e) => [e.id, e.name]));
  return {
    rows: rows.map((row) => previewRow(row, eventNames)),
    ignored_columns: ignoredColumns,
    summary: {
      rows: rows.length,
      error_rows: rows.filter(hasErrors).length,
      duplicate_rows: rows.filter((r) => r.duplicateOf).length,
      households: new Set(kept.map((r) => r.householdKey)).size,
      guests: kept.reduce((n, r) => n + (r.value.plusOne.allowed ? 2 : 1), 0),
    },
  };
}

export const IMPORT_REFUSALS = {
  nothingToImport: 'Every row is skipped, so there is nothing to import.',
  rowsWithErrors: (rows: number[]) =>
    rows.length === 1
      ? `Row ${rows[0]} still has a problem. Fix it in the file or skip the row, then import again. Nothing was imported.`
      : `Rows ${rows.slice(0, 10).join(', ')}${rows.length > 10 ? ` and ${rows.length - 10} more` : ''} still have problems. Fix them in the file or skip those rows, then import again. Nothing was imported.`,
  tooManyHouseholds: (existing: number, adding: number) =>
    `Your list has ${existing.toLocaleString('en-US')} households and this import adds ${adding.toLocaleString('en-US')}: a guest list can have at most ${MAX_HOUSEHOLDS.toLocaleString('en-US')}. Nothing was imported.`,
  tooManyTags: (existing: number, adding: number) =>
    `This import adds ${adding} new tags to your ${existing}: a guest list can have at most ${MAX_TAGS}. Use fewer tags (or reuse ones you have). Nothing was imported.`,
};

interface HouseholdPlan {
  rows: CheckedRow[];
}

/** The household's name, address, side, list, notes and tags from its rows (the first row that gives each); its events are all its rows'. */
function householdValues(plan: HouseholdPlan) {
  const first = plan.rows[0]!.value;
  const address = plan.rows.find((r) => r.value.address)?.value.address ?? null;
  const side = plan.rows.find((r) => r.value.side)?.value.side ?? 'BOTH';
  const list = plan.rows.find((r) => r.value.list === 'B')?.value.list ?? 'A';
  const notes = [...new Set(plan.rows.map((r) => r.value.notes).filter(Boolean))].join('\n').slice(0, HOUSEHOLD_NOTES_MAX);
  const tags = new Map<string, string>();
  for (const row of plan.rows) for (const tag of row.value.tags) if (!tags.has(tag.toLowerCase())) tags.set(tag.toLowerCase(), tag);
  const email = plan.rows.find((r) => r.value.householdEmail)?.value.householdEmail ?? '';
  const phone = plan.rows.find((r) => r.value.householdPhone)?.value.householdPhone ?? '';
  const eventIds = [...new Set(plan.rows.flatMap((r) => r.value.eventIds))];
  return { name: first.householdName, address, side, list, notes, email, phone, tags: [...tags.values()], eventIds };
}

/** Splits "Sam Rivera" into first and last name (the last word is the last name). */
function splitName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/);
  if (parts.length === 1) return { firstName: parts[0]!, lastName: '' };
  return { firstName: parts.slice(0, -1).join(' '), lastName: parts.at(-1)! };
}

/**
 * POST …/import: writes the rows not in `skip`, in one transaction, with an IMPORT entry in each
 * new household's history. Refused (400, nothing written) when a kept row has an error, when
 * everything is skipped, or when the list would pass its household or tag limits.
 */
export async function commitImport(
  db: Db,
  weddingId: number,
  userId: number,
  bytes: Buffer,
  skip: ReadonlySet<number>,
): Promise<ImportResult> {
  return db.transaction(async (tx) => {
    // One import (or household added) per wedding at a time: the limits below are counted under this lock.
    const householdCount = await lockHouseholdCount(tx, weddingId);
    const { rows } = await checkFile(tx, weddingId, bytes);
    const kept = rows.filter((r) => !skip.has(r.row));
    if (kept.length === 0) throw badRequest(IMPORT_REFUSALS.nothingToImport, { code: 'nothing_to_import' });
    const wrong = kept.filter(hasErrors);
    if (wrong.length)
      throw badRequest(IMPORT_REFUSALS.rowsWithErrors(wrong.map((r) => r.row)), {
        code: 'import_has_errors',
        rows: wrong.map((r) => ({ row: r.row, problems: r.problems.filter((p) => p.severity === 'error') })),
      });

    const plans = new Map<string, HouseholdPlan>();
    for (const row of kept) {
      const plan = plans.get(row.householdKey) ?? { rows: [] };
      plan.rows.push(row);
      plans.set(row.householdKey, plan);
    }
    if (householdCount + plans.size > MAX_HOUSEHOLDS)
      throw badRequest(IMPORT_REFUSALS.tooManyHouseholds(householdCount, plans.size), { code: 'too_many_households' });

    // Tags: the wedding's own by name (any case), new ones created.
    const values = [...plans.values()].map(householdValues);
    const existingTags = await tx
      .select({ id: guestTags.id, name: guestTags.name })
      .from(guestTags)
      .where(eq(guestTags.weddingId, weddingId));
    const tagIds = new Map(existingTags.map((t) => [t.name.toLowerCase(), t.id]));
    const newTags = new Map<string, string>();
    for (const v of values) for (const tag of v.tags) if (!tagIds.has(tag.toLowerCase())) newTags.set(tag.toLowerCase(), tag);
    if (existingTags.length + newTags.size > MAX_TAGS)
      throw badRequest(IMPORT_REFUSALS.tooManyTags(existingTags.length, newTags.size), { code: 'too_many_tags' });
    if (newTags.size) {
      const created = await tx
        .insert(guestTags)
        .values([...newTags.values()].map((name) => ({ weddingId, name })))
        .returning({ id: guestTags.id, name: guestTags.name });
      for (const t of created) tagIds.set(t.name.toLowerCase(), t.id);
    }

    const now = new Date();
    const insertedHouseholds = await tx
      .insert(households)
      .values(
        values.map((v) => ({
          weddingId,
          displayName: v.name,
          address1: v.address?.address1 ?? '',
          address2: v.address?.address2 ?? '',
          city: v.address?.city ?? '',
          stateProvince: v.address?.stateProvince ?? '',
          postalCode: v.address?.postalCode ?? '',
          countryCode: v.address?.country ?? 'US',
          email: v.email,
          phone: v.phone,
          side: v.side,
          list: v.list,
          notes: v.notes,
          createdByUserId: userId,
          updatedByUserId: userId,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: households.id });
    // INSERT … RETURNING answers in the order of its VALUES.
    const householdIds = insertedHouseholds.map((h) => h.id);

    const hostRows = [...plans.values()].flatMap((plan, h) =>
      plan.rows.map((row, i) => ({ row, householdId: householdIds[h]!, sortOrder: i * 2 })),
    );
    const hosts = await tx
      .insert(guests)
      .values(
        hostRows.map(({ row, householdId, sortOrder }) => ({
          weddingId,
          householdId,
          firstName: row.value.firstName,
          lastName: row.value.lastName,
          email: row.value.email ?? '',
          phone: row.value.phone ?? '',
          isChild: row.value.isChild,
          plusOneAllowed: row.value.plusOne.allowed,
          sortOrder,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: guests.id });
    const plusOnes = hostRows.flatMap(({ row, householdId, sortOrder }, i) =>
      row.value.plusOne.allowed
        ? [
            {
              weddingId,
              householdId,
              ...(row.value.plusOne.name ? splitName(row.value.plusOne.name) : { firstName: '', lastName: '' }),
              plusOneOf: hosts[i]!.id,
              sortOrder: sortOrder + 1,
              createdAt: now,
              updatedAt: now,
            },
          ]
        : [],
    );
    if (plusOnes.length) await tx.insert(guests).values(plusOnes);

    const links = values.flatMap((v, h) => v.tags.map((tag) => ({ householdId: householdIds[h]!, tagId: tagIds.get(tag.toLowerCase())! })));
    if (links.length) await tx.insert(householdTags).values(links);
    const invitations = values.flatMap((v, h) => v.eventIds.map((eventId) => ({ householdId: householdIds[h]!, eventId })));
    if (invitations.length) await tx.insert(eventInvitations).values(invitations);

    await tx.insert(householdChanges).values(
      values.map((v, h) => ({
        weddingId,
        householdId: householdIds[h]!,
        source: 'IMPORT' as const,
        userId,
        changes: [{ field: 'display_name', old: null, new: v.name }],
        createdAt: now,
      })),
    );

    return {
      households_created: householdIds.length,
      guests_created: hosts.length + plusOnes.length,
      rows_skipped: rows.length - kept.length,
      tags_created: newTags.size,
    };
  });
}
