import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { eventInvitations, households, householdTags } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import type { labelsQuery, LabelsSummary } from '../../../src/contracts/guestImport';
import { checkMailingAddress, type MailingAddress } from '../../../src/contracts/mailingAddress';
import { getCollectionLink } from './collect';
import { labelsPdf, type ReturnAddress } from './labels';

/**
 * Mailing labels for the couple's chosen households (issue 27): any of the tags, invited to the
 * event, and/or picked by id; none of these prints everyone. Households without a mailing address
 * are left out of the PDF and listed by the summary, beside the address-collection link.
 */

type LabelsQuery = z.output<typeof labelsQuery>;
type HouseholdRow = typeof households.$inferSelect;

const hasAddress = (h: HouseholdRow) => h.address1.trim() !== '' && h.city.trim() !== '';

async function chosenHouseholds(db: Db, weddingId: number, q: LabelsQuery): Promise<HouseholdRow[]> {
  const where: SQL[] = [eq(households.weddingId, weddingId), isNull(households.deletedAt)];
  if (q.households) where.push(inArray(households.id, q.households));
  if (q.tag)
    where.push(
      sql`exists (select 1 from ${householdTags} where ${householdTags.householdId} = ${households.id} and ${inArray(householdTags.tagId, q.tag)})`,
    );
  if (q.event !== undefined)
    where.push(
      sql`exists (select 1 from ${eventInvitations} where ${eventInvitations.householdId} = ${households.id} and ${eventInvitations.eventId} = ${q.event})`,
    );
  if (q.side) where.push(eq(households.side, q.side));
  if (q.list) where.push(eq(households.list, q.list));
  return db
    .select()
    .from(households)
    .where(and(...where))
    .orderBy(asc(sql`lower(${households.displayName})`), asc(households.id));
}

const mailing = (h: HouseholdRow): MailingAddress => ({
  address1: h.address1,
  address2: h.address2,
  city: h.city,
  stateProvince: h.stateProvince,
  postalCode: h.postalCode,
  country: h.countryCode || 'US',
});

export async function labelsSummary(db: Db, weddingId: number, q: LabelsQuery): Promise<LabelsSummary> {
  const rows = await chosenHouseholds(db, weddingId, q);
  const link = await getCollectionLink(db, weddingId);
  return {
    printable: rows.filter(hasAddress).length,
    missing: rows.filter((h) => !hasAddress(h)).map((h) => ({ id: h.id, display_name: h.displayName })),
    collect_path: link?.enabled ? link.path : null,
  };
}

/** The return address from the query, checked like any address (400 naming the field), or null when none is given. */
function returnAddress(q: LabelsQuery): ReturnAddress | null {
  if (!q.return_name && !q.return_address1) return null;
  const check = checkMailingAddress({
    address1: q.return_address1,
    address2: q.return_address2,
    city: q.return_city,
    stateProvince: q.return_state_province,
    postalCode: q.return_postal_code,
    country: q.return_country,
  });
  if (check.ok === false) {
    const [field, message] = Object.entries(check.fields)[0]!;
    throw badRequest(`Return address: ${message}`, { code: 'validation', fields: { [`return_${field}`]: message } });
  }
  return { name: q.return_name, address: check.address };
}

export async function labelsFile(db: Db, weddingId: number, q: LabelsQuery): Promise<Uint8Array> {
  const from = returnAddress(q);
  const rows = (await chosenHouseholds(db, weddingId, q)).filter(hasAddress);
  if (rows.length === 0)
    throw badRequest('None of these households has a mailing address yet. Share your address link to collect them.', {
      code: 'no_addresses',
    });
  return labelsPdf(
    rows.map((h) => ({ name: h.displayName, address: mailing(h) })),
    { format: q.format, returnAddress: from, title: 'Guest list: mailing labels' },
  );
}
