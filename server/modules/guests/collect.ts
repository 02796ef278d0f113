import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { guestCollectionLinks, guests, householdChanges, households, weddings, type HouseholdFieldChange } from '../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { randomToken } from '../../lib/tokens';
import { lockHouseholdCount } from './householdLimit';
import { stateForZip } from '../checkout/rules/usAddress';
import { MAX_HOUSEHOLDS, MESSAGES } from '../../../src/contracts/guests';
import {
  ADDRESS_DOUBTFUL_CODE,
  COLLECT_MESSAGES,
  collectPagePath,
  type CollectActivity,
  type collectAddressBody,
  type CollectHousehold,
  type CollectionLinkBody,
  type CollectionLinkView,
  type CollectLinkInfo,
  type collectNewHouseholdBody,
  type CollectSaved,
  type HouseholdCollectLink,
} from '../../../src/contracts/guestCollect';
import { normalizeName } from '../../../src/contracts/guestCsv';
import { addressLines, checkMailingAddress, type MailingAddress } from '../../../src/contracts/mailingAddress';
import type { z } from 'zod';

/**
 * Address collection (issue 27; server/API.md "Guest list: import, export, labels and address
 * collection"). The wedding's link token reads nothing by itself but the couple's names; a guest's
 * full name finds their one household, whose key (households.collect_token) is then what a save
 * needs, together with the link's token: so a link turned off or regenerated stops every save at
 * once, and a key reaches only its own household. Each save is written with a GUEST_LINK entry in
 * household_changes (field, old → new), in one transaction with the change.
 */

type LinkRow = typeof guestCollectionLinks.$inferSelect;
type AddressBody = z.output<typeof collectAddressBody>;
type NewHouseholdBody = z.output<typeof collectNewHouseholdBody>;

const linkView = (row: LinkRow): CollectionLinkView => ({
  enabled: row.enabled,
  token: row.token,
  path: collectPagePath(row.token),
  allow_new_households: row.allowNewHouseholds,
  updated_at: row.updatedAt.toISOString(),
});

// ---------------------------------------------------------------------------------------------
// The couple's side

export async function getCollectionLink(db: DbOrTx, weddingId: number): Promise<CollectionLinkView | null> {
  const [row] = await db.select().from(guestCollectionLinks).where(eq(guestCollectionLinks.weddingId, weddingId));
  return row ? linkView(row) : null;
}

/** PUT: turns the link on or off and sets whether new households may be added; the first call creates it. */
export async function updateCollectionLink(
  db: Db,
  weddingId: number,
  userId: number,
  body: CollectionLinkBody,
): Promise<CollectionLinkView> {
  const now = new Date();
  const [row] = await db
    .insert(guestCollectionLinks)
    .values({
      weddingId,
      token: randomToken(24),
      enabled: body.enabled ?? true,
      allowNewHouseholds: body.allow_new_households ?? false,
      createdByUserId: userId,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: guestCollectionLinks.weddingId,
      set: {
        ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
        ...(body.allow_new_households !== undefined ? { allowNewHouseholds: body.allow_new_households } : {}),
        updatedAt: now,
      },
    })
    .returning();
  return linkView(row!);
}

/**
 * POST …/regenerate: a new token (the old link is dead from this moment) and new household keys
 * (a key handed out through the old link no longer saves anything). The link stays on or off as it was.
 */
export async function regenerateCollectionLink(db: Db, weddingId: number, userId: number): Promise<CollectionLinkView> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const token = randomToken(24);
    const [row] = await tx
      .insert(guestCollectionLinks)
      .values({ weddingId, token, createdByUserId: userId, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: guestCollectionLinks.weddingId, set: { token, updatedAt: now } })
      .returning();
    await tx.update(households).set({ collectToken: null }).where(eq(households.weddingId, weddingId));
    return linkView(row!);
  });
}

/** What guests changed through the link, newest first (at most 100). */
export async function collectActivity(db: DbOrTx, weddingId: number): Promise<CollectActivity> {
  const rows = await db
    .select({
      id: householdChanges.id,
      householdId: householdChanges.householdId,
      householdName: households.displayName,
      changes: householdChanges.changes,
      createdAt: householdChanges.createdAt,
    })
    .from(householdChanges)
    .innerJoin(households, eq(households.id, householdChanges.householdId))
    .where(and(eq(householdChanges.weddingId, weddingId), eq(householdChanges.source, 'GUEST_LINK'), isNull(households.deletedAt)))
    .orderBy(desc(householdChanges.createdAt), desc(householdChanges.id))
    .limit(100);
  return {
    changes: rows.map((r) => ({
      id: r.id,
      household_id: r.householdId,
      household_name: r.householdName,
      changes: r.changes,
      created_at: r.createdAt.toISOString(),
    })),
  };
}

/**
 * A household's own link for the couple to send (the household's key, made if it has none), while
 * the wedding's link is on; otherwise no path, and what to do. 404 for a household not on the list.
 */
export async function householdCollectPath(db: Db, weddingId: number, householdId: number): Promise<HouseholdCollectLink> {
  const link = await getCollectionLink(db, weddingId);
  const [row] = await db
    .select({ id: households.id, key: households.collectToken })
    .from(households)
    .where(and(eq(households.id, householdId), eq(households.weddingId, weddingId), isNull(households.deletedAt)));
  if (!row) throw notFound(MESSAGES.householdNotFound);
  if (!link) return { path: null, message: COLLECT_MESSAGES.turnLinkOn };
  if (!link.enabled) return { path: null, message: COLLECT_MESSAGES.linkIsOff };
  return { path: collectPagePath(link.token, row.key ?? (await giveKey(db, row.id))), message: null };
}

// ---------------------------------------------------------------------------------------------
// The guest's side

const linkOff = () => notFound(COLLECT_MESSAGES.linkOff);

/** The enabled link with this token, or the 404 every unknown or turned-off token gets alike. */
async function activeLink(db: DbOrTx, token: string): Promise<LinkRow> {
  const [row] = await db.select().from(guestCollectionLinks).where(eq(guestCollectionLinks.token, token));
  if (!row || !row.enabled) throw linkOff();
  return row;
}

export async function collectLinkInfo(db: Db, token: string): Promise<CollectLinkInfo> {
  const link = await activeLink(db, token);
  const [w] = await db
    .select({ owner: weddings.ownerFirstName, partner: weddings.partnerFirstName, date: weddings.weddingDate })
    .from(weddings)
    .where(eq(weddings.id, link.weddingId));
  if (!w) throw linkOff();
  return {
    couple_names: [w.owner, w.partner].filter(Boolean).join(' & '),
    wedding_date: w.date,
    allow_new_households: link.allowNewHouseholds,
  };
}

type HouseholdRow = typeof households.$inferSelect;

const hasAddress = (h: Pick<HouseholdRow, 'address1' | 'city'>) => h.address1.trim() !== '' && h.city.trim() !== '';
const householdAnswer = (h: HouseholdRow, key: string): CollectHousehold => ({
  key,
  display_name: h.displayName,
  has_address: hasAddress(h),
});

async function giveKey(db: DbOrTx, householdId: number): Promise<string> {
  const key = randomToken(24);
  const [row] = await db
    .update(households)
    .set({ collectToken: sql`coalesce(${households.collectToken}, ${key})` })
    .where(eq(households.id, householdId))
    .returning({ key: households.collectToken });
  return row!.key!;
}

/**
 * POST …/find: the one household with a person of exactly this name (accents, case and spacing
 * aside). Not found and "more than one" are 404s with their own words; nothing else is said about
 * who is on the list. The route is rate-limited (guestCollect).
 */
export async function findHousehold(db: Db, token: string, firstName: string, lastName: string): Promise<CollectHousehold> {
  const link = await activeLink(db, token);
  const wanted = normalizeName(firstName, lastName);
  // Compared folded (accents, case, punctuation aside), so in JavaScript: a list holds at most a few thousand names.
  const candidates = await db
    .select({ householdId: guests.householdId, firstName: guests.firstName, lastName: guests.lastName })
    .from(guests)
    .innerJoin(households, eq(households.id, guests.householdId))
    .where(and(eq(guests.weddingId, link.weddingId), isNull(households.deletedAt)));
  const ids = new Set(candidates.filter((c) => normalizeName(c.firstName, c.lastName) === wanted).map((c) => c.householdId));
  if (ids.size === 0)
    throw new AppError(404, link.allowNewHouseholds ? COLLECT_MESSAGES.notFoundMayAdd : COLLECT_MESSAGES.notFound, {
      code: 'guest_not_found',
    });
  if (ids.size > 1) throw new AppError(404, COLLECT_MESSAGES.ambiguous, { code: 'guest_ambiguous' });
  const [household] = await db
    .select()
    .from(households)
    .where(eq(households.id, [...ids][0]!));
  return householdAnswer(household!, household!.collectToken ?? (await giveKey(db, household!.id)));
}

/** The household a key names, in the link's wedding (a key of another wedding's household is simply not found). */
async function householdByKey(db: DbOrTx, link: LinkRow, key: string, lock = false): Promise<HouseholdRow> {
  const query = db
    .select()
    .from(households)
    .where(and(eq(households.collectToken, key), eq(households.weddingId, link.weddingId), isNull(households.deletedAt)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(COLLECT_MESSAGES.householdGone);
  return row;
}

export async function collectHousehold(db: Db, token: string, key: string): Promise<CollectHousehold> {
  const link = await activeLink(db, token);
  return householdAnswer(await householdByKey(db, link, key), key);
}

/** The address checked as at checkout (and abroad): 400 naming each field, or 422 for a doubtful ZIP unless kept. */
function checkedAddress(body: AddressBody): MailingAddress {
  const check = checkMailingAddress(
    {
      address1: body.address1,
      address2: body.address2,
      city: body.city,
      stateProvince: body.state_province,
      postalCode: body.postal_code,
      country: body.country,
    },
    { stateForZip },
  );
  if (check.ok === false) {
    const fields = Object.fromEntries(
      Object.entries(check.fields).map(([k, v]) => [{ stateProvince: 'state_province', postalCode: 'postal_code' }[k] ?? k, v]),
    );
    throw badRequest(Object.values(check.fields)[0]!, { code: 'validation', fields });
  }
  if (check.ok === 'doubtful' && !body.keep_as_entered)
    throw new AppError(422, check.userMessage, { code: ADDRESS_DOUBTFUL_CODE, fields: { postal_code: check.userMessage } });
  return check.address;
}

/** The stored fields a save sets, by their API names. */
function storedFields(address: MailingAddress, body: AddressBody) {
  return {
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    state_province: address.stateProvince,
    postal_code: address.postalCode,
    country_code: address.country,
    email: body.email,
    phone: body.phone,
  };
}
const COLUMN: Record<keyof ReturnType<typeof storedFields>, keyof HouseholdRow> = {
  address1: 'address1',
  address2: 'address2',
  city: 'city',
  state_province: 'stateProvince',
  postal_code: 'postalCode',
  country_code: 'countryCode',
  email: 'email',
  phone: 'phone',
};

function saved(h: Pick<HouseholdRow, 'displayName'>, key: string, address: MailingAddress, body: AddressBody): CollectSaved {
  return {
    household: { key, display_name: h.displayName, has_address: true },
    address_lines: addressLines(address),
    email: body.email,
    phone: body.phone,
    message: COLLECT_MESSAGES.saved,
  };
}

/**
 * PUT …/households/{key}: the household's address, email and phone as the guest gave them. Only
 * what changed is written, with its old and new values in the audit ("by guest via link"); the
 * household's version moves, so a partner's form open on it is told to review the change.
 */
export async function saveHouseholdAddress(db: Db, token: string, key: string, body: AddressBody): Promise<CollectSaved> {
  const address = checkedAddress(body);
  return db.transaction(async (tx) => {
    const link = await activeLink(tx, token);
    const household = await householdByKey(tx, link, key, true);
    const next = storedFields(address, body);
    const changes: HouseholdFieldChange[] = [];
    for (const [field, value] of Object.entries(next) as Array<[keyof typeof next, string]>) {
      const old = household[COLUMN[field]] as string;
      if (old !== value) changes.push({ field, old, new: value });
    }
    if (changes.length) {
      const now = new Date();
      await tx
        .update(households)
        .set({
          address1: next.address1,
          address2: next.address2,
          city: next.city,
          stateProvince: next.state_province,
          postalCode: next.postal_code,
          countryCode: next.country_code,
          email: next.email,
          phone: next.phone,
          version: sql`${households.version} + 1`,
          updatedAt: now,
          updatedByUserId: null,
        })
        .where(eq(households.id, household.id));
      await tx.insert(householdChanges).values({
        weddingId: link.weddingId,
        householdId: household.id,
        source: 'GUEST_LINK',
        userId: null,
        changes,
        createdAt: now,
      });
    }
    return saved(household, key, address, body);
  });
}

/**
 * POST …/households: a guest not on the list adds their household (only when the couple allows
 * it), named after them, with their address. Someone whose name is already on the list is sent to
 * find their household instead. Rate-limited with the find.
 */
export async function addHousehold(db: Db, token: string, body: NewHouseholdBody): Promise<CollectSaved> {
  const address = checkedAddress(body);
  return db.transaction(async (tx) => {
    const link = await activeLink(tx, token);
    if (!link.allowNewHouseholds) throw new AppError(403, COLLECT_MESSAGES.newNotAllowed, { code: 'collect_new_not_allowed' });
    const count = await lockHouseholdCount(tx, link.weddingId);
    const wanted = normalizeName(body.first_name, body.last_name);
    const people = await tx
      .select({ firstName: guests.firstName, lastName: guests.lastName })
      .from(guests)
      .innerJoin(households, eq(households.id, guests.householdId))
      .where(and(eq(guests.weddingId, link.weddingId), isNull(households.deletedAt)));
    if (people.some((p) => normalizeName(p.firstName, p.lastName) === wanted))
      throw conflict(COLLECT_MESSAGES.alreadyListed, { code: 'guest_already_listed' });
    if (count >= MAX_HOUSEHOLDS) throw conflict(MESSAGES.tooManyHouseholds, { code: 'too_many_households' });

    const now = new Date();
    const key = randomToken(24);
    const displayName = `${body.first_name} ${body.last_name}`.trim();
    const next = storedFields(address, body);
    const [household] = await tx
      .insert(households)
      .values({
        weddingId: link.weddingId,
        displayName,
        address1: next.address1,
        address2: next.address2,
        city: next.city,
        stateProvince: next.state_province,
        postalCode: next.postal_code,
        countryCode: next.country_code,
        email: next.email,
        phone: next.phone,
        collectToken: key,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(guests).values({
      weddingId: link.weddingId,
      householdId: household!.id,
      firstName: body.first_name,
      lastName: body.last_name,
      email: body.email,
      createdAt: now,
      updatedAt: now,
    });
    const changes: HouseholdFieldChange[] = [
      { field: 'display_name', old: null, new: displayName },
      ...Object.entries(next)
        .filter(([, value]) => value !== '')
        .map(([field, value]) => ({ field, old: null, new: value })),
    ];
    await tx.insert(householdChanges).values({
      weddingId: link.weddingId,
      householdId: household!.id,
      source: 'GUEST_LINK',
      userId: null,
      changes,
      createdAt: now,
    });
    return saved(household!, key, address, body);
  });
}
