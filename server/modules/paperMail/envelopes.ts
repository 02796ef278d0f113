import fontkit from '@pdf-lib/fontkit';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import fs from 'node:fs';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import {
  eventInvitations,
  guests,
  guestTags,
  householdTags,
  households,
  paperDesigns,
  paperProjects,
  registries,
  weddingEvents,
  weddings,
} from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import type { CardFormat } from '../../../src/contracts/paper';
import { addressLines, checkMailingAddress, type MailingAddress } from '../../../src/contracts/mailingAddress';
import {
  DEFAULT_ENVELOPE_FORMAT,
  ENVELOPE_FOR_FORMAT,
  ENVELOPE_MESSAGES as M,
  envelopeLabel,
  envelopeName,
  type envelopesQuery,
  type EnvelopeHousehold,
  type EnvelopeReturnAddress,
  type EnvelopesOverview,
} from '../../../src/contracts/paperMail';
import { chooseHouseholds, type StdHousehold } from '../../../src/contracts/saveTheDate';
import { getCollectionLink } from '../guests/collect';
import { ENVELOPE_SIZES, fitText, LABEL_FONT_PATH, printable, RETURN_SIZES } from '../guests/labels';
import { requireMembership } from '../wedding/service';

/**
 * Envelopes for a paper project (issue 30, "Addressing"): the couple's chosen households, each
 * named as the couple chose (contracts/paperMail.ts envelopeName) at the address the guest list
 * holds, printed one a page on the envelope the project's card is mailed in, with the return
 * address top left. Households without an address are listed, never printed. A couple reaches only
 * their own wedding's households, tags, events and projects (another's answer as not found).
 */

type Query = z.output<typeof envelopesQuery>;
type HouseholdRow = typeof households.$inferSelect;

const INCH = 72;
const LEADING = 1.18;

const hasAddress = (h: HouseholdRow) => h.address1.trim() !== '' && h.city.trim() !== '';
const mailing = (h: HouseholdRow): MailingAddress => ({
  address1: h.address1,
  address2: h.address2,
  city: h.city,
  stateProvince: h.stateProvince,
  postalCode: h.postalCode,
  country: h.countryCode || 'US',
});

interface Chosen {
  row: HouseholdRow;
  name: string;
  tagIds: number[];
  eventIds: number[];
}

async function projectOf(db: DbOrTx, weddingId: number, projectId: number | undefined) {
  if (projectId === undefined) return null;
  const [p] = await db
    .select({ id: paperProjects.id, name: paperDesigns.name, format: paperDesigns.format })
    .from(paperProjects)
    .innerJoin(paperDesigns, eq(paperDesigns.id, paperProjects.designId))
    .where(and(eq(paperProjects.id, projectId), eq(paperProjects.weddingId, weddingId)));
  if (!p) throw notFound(M.project);
  return { id: p.id, name: p.name, format: p.format as CardFormat };
}

/** The chosen households of the wedding, named for the envelope, in the guest list's order. */
async function chosen(db: DbOrTx, weddingId: number, q: Query): Promise<Chosen[]> {
  // One after another: a transaction would share one connection.
  const rows = await db
    .select()
    .from(households)
    .where(and(eq(households.weddingId, weddingId), isNull(households.deletedAt)))
    .orderBy(sql`lower(${households.displayName})`, asc(households.id));
  const people = await db
    .select({ householdId: guests.householdId, first_name: guests.firstName, last_name: guests.lastName, is_child: guests.isChild })
    .from(guests)
    .where(and(eq(guests.weddingId, weddingId), isNull(guests.plusOneOf)))
    .orderBy(asc(guests.householdId), asc(guests.sortOrder), asc(guests.id));
  const tagRows = await db
    .select({ householdId: householdTags.householdId, id: householdTags.tagId })
    .from(householdTags)
    .innerJoin(guestTags, eq(guestTags.id, householdTags.tagId))
    .where(eq(guestTags.weddingId, weddingId));
  const eventRows = await db
    .select({ householdId: eventInvitations.householdId, id: eventInvitations.eventId })
    .from(eventInvitations)
    .innerJoin(weddingEvents, eq(weddingEvents.id, eventInvitations.eventId))
    .where(eq(weddingEvents.weddingId, weddingId));
  const group = <T extends { householdId: number }>(list: T[]) => {
    const map = new Map<number, T[]>();
    for (const r of list) map.set(r.householdId, [...(map.get(r.householdId) ?? []), r]);
    return map;
  };
  const byHousehold = group(people);
  const tags = group(tagRows);
  const events = group(eventRows);
  if (q.mode === 'TAG' && !tagRows.some((t) => t.id === q.tag) && !(await owns(db, guestTags, weddingId, q.tag!))) throw badRequest(M.tag);
  if (q.mode === 'EVENT' && !eventRows.some((e) => e.id === q.event) && !(await owns(db, weddingEvents, weddingId, q.event!)))
    throw badRequest(M.event);
  const list: StdHousehold[] = rows.map((h) => ({
    id: h.id,
    display_name: h.displayName,
    email: h.email,
    tag_ids: (tags.get(h.id) ?? []).map((t) => t.id),
    event_ids: (events.get(h.id) ?? []).map((e) => e.id),
    unsubscribed: false,
  }));
  const choice =
    q.mode === 'TAG'
      ? { mode: 'TAG' as const, tag_id: q.tag! }
      : q.mode === 'EVENT'
        ? { mode: 'EVENT' as const, event_id: q.event! }
        : q.mode === 'PICK'
          ? { mode: 'PICK' as const, household_ids: q.households ?? [] }
          : { mode: 'ALL' as const };
  const ids = new Set(chooseHouseholds(list, choice).map((h) => h.id));
  return rows
    .filter((h) => ids.has(h.id))
    .map((row) => ({
      row,
      name: envelopeName(q.name_style, row.displayName, byHousehold.get(row.id) ?? []),
      tagIds: (tags.get(row.id) ?? []).map((t) => t.id),
      eventIds: (events.get(row.id) ?? []).map((e) => e.id),
    }));
}

async function owns(db: DbOrTx, table: typeof guestTags | typeof weddingEvents, weddingId: number, id: number): Promise<boolean> {
  return (await db.$count(table, and(eq(table.id, id), eq(table.weddingId, weddingId)))) > 0;
}

/** The registry's shipping address (the couple's), else empty fields with the couple's names. */
async function defaultReturnAddress(db: DbOrTx, weddingId: number): Promise<EnvelopeReturnAddress> {
  const [w] = await db.select().from(weddings).where(eq(weddings.id, weddingId));
  const [r] = await db.select().from(registries).where(eq(registries.weddingId, weddingId));
  const couple = [w?.ownerFirstName, w?.partnerFirstName].filter((n) => n && n.trim() !== '').join(' & ');
  return {
    name: r?.shipName?.trim() || couple,
    address1: r?.shipAddress1 ?? '',
    address2: r?.shipAddress2 ?? '',
    city: r?.shipCity ?? '',
    state_province: r?.shipStateProvinceRegion ?? '',
    postal_code: r?.shipPostalCode ?? '',
    country: r?.shipAddress1 ? 'US' : '',
  };
}

export async function envelopesOverview(db: Db, userId: number, q: Query): Promise<EnvelopesOverview> {
  const { weddingId } = await requireMembership(db, userId);
  const project = await projectOf(db, weddingId, q.project);
  const list = await chosen(db, weddingId, q);
  const link = await getCollectionLink(db, weddingId);
  const tags = await db
    .select({ id: guestTags.id, name: guestTags.name })
    .from(guestTags)
    .where(eq(guestTags.weddingId, weddingId))
    .orderBy(sql`lower(${guestTags.name})`);
  const events = await db
    .select({ id: weddingEvents.id, name: weddingEvents.name })
    .from(weddingEvents)
    .where(eq(weddingEvents.weddingId, weddingId))
    .orderBy(asc(weddingEvents.sortOrder), asc(weddingEvents.id));
  const format = project?.format ?? DEFAULT_ENVELOPE_FORMAT;
  const view: EnvelopeHousehold[] = list.map((h) => ({
    id: h.row.id,
    display_name: h.row.displayName,
    envelope_name: h.name,
    address_lines: hasAddress(h.row) ? addressLines(mailing(h.row), 'US') : [],
    has_address: hasAddress(h.row),
    tag_ids: h.tagIds,
    event_ids: h.eventIds,
  }));
  return {
    project: project ? { id: project.id, name: project.name } : null,
    envelope: { ...ENVELOPE_FOR_FORMAT[format], format, label: envelopeLabel(format) },
    name_style: q.name_style,
    households: view,
    printable: view.filter((h) => h.has_address).length,
    missing: view.filter((h) => !h.has_address).map((h) => ({ id: h.id, display_name: h.display_name })),
    collect_path: link?.enabled ? link.path : null,
    tags,
    events,
    return_address: await defaultReturnAddress(db, weddingId),
  };
}

/** The return address from the query, checked like any address (400 naming the field), or null when none is given. */
function returnAddressOf(q: Query): { name: string; address: MailingAddress } | null {
  if (!q.return_name && !q.return_address1) return null;
  if (!q.return_address1)
    return { name: q.return_name, address: { address1: '', address2: '', city: '', stateProvince: '', postalCode: '', country: 'US' } };
  const check = checkMailingAddress({
    address1: q.return_address1,
    address2: q.return_address2,
    city: q.return_city,
    stateProvince: q.return_state_province,
    postalCode: q.return_postal_code,
    country: q.return_country || 'US',
  });
  if (check.ok === false) {
    const [field, message] = Object.entries(check.fields)[0]!;
    throw badRequest(`Return address: ${message}`, { code: 'validation', fields: { [`return_${field}`]: message } });
  }
  return { name: q.return_name, address: check.address };
}

/** The envelope font, read once (DejaVu Sans from server/assets/fonts; each PDF embeds the glyphs it uses). */
let fontBytes: Uint8Array | null = null;
const fontFile = (): Uint8Array => (fontBytes ??= new Uint8Array(fs.readFileSync(LABEL_FONT_PATH)));

function drawBlock(page: PDFPage, font: PDFFont, lines: string[], size: number, x: number, topY: number): void {
  lines.forEach((line, i) => page.drawText(line, { x, y: topY - size - i * size * LEADING, size, font, color: rgb(0.1, 0.1, 0.12) }));
}

export async function envelopesPdf(db: Db, userId: number, q: Query): Promise<{ pdf: Uint8Array; fileName: string }> {
  const { weddingId } = await requireMembership(db, userId);
  const project = await projectOf(db, weddingId, q.project);
  const from = returnAddressOf(q);
  const list = (await chosen(db, weddingId, q)).filter((h) => hasAddress(h.row));
  if (list.length === 0) throw badRequest(M.noAddresses, { code: 'no_addresses' });
  const format = project?.format ?? DEFAULT_ENVELOPE_FORMAT;
  const size = ENVELOPE_FOR_FORMAT[format];
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(`Envelopes${project ? `: ${project.name}` : ''} (${size.name})`);
  doc.setCreator('Confetti paper');
  doc.setProducer('Confetti (pdf-lib)');
  const font = await doc.embedFont(fontFile(), { subset: true });
  const measure = (t: string, s: number) => font.widthOfTextAtSize(t, s);
  const W = size.width * INCH;
  const H = size.height * INCH;
  const margin = 0.375 * INCH;
  const fromCountry = from?.address.country || 'US';
  const returnLines = from
    ? [from.name, ...(from.address.address1 ? addressLines(from.address, fromCountry) : [])].filter(Boolean).map((l) => printable(font, l))
    : null;
  for (const h of list) {
    const page = doc.addPage([W, H]);
    if (returnLines) {
      const fitted = fitText(returnLines, measure, W * 0.45 - margin, H * 0.35, RETURN_SIZES);
      drawBlock(page, font, fitted.lines, fitted.size, margin, H - margin);
    }
    // The recipient in the middle, a little right of centre (where the post reads it).
    const left = W * 0.38;
    const lines = [h.name, ...addressLines(mailing(h.row), fromCountry)].map((l) => printable(font, l));
    const fitted = fitText(lines, measure, W - left - margin, H * 0.5, ENVELOPE_SIZES);
    const used = fitted.lines.length * fitted.size * LEADING;
    drawBlock(page, font, fitted.lines, fitted.size, left, H / 2 + used / 2 - margin / 3);
  }
  const slug = (project?.name ?? 'guests')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return { pdf: await doc.save(), fileName: `envelopes-${slug || 'guests'}-${size.name.replace(/[^A-Za-z0-9]+/g, '')}.pdf` };
}
