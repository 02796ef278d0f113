import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { and, asc, eq, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  eventInvitations,
  eventMealOptions,
  guests,
  guestTags,
  householdChanges,
  households,
  householdTags,
  rsvps,
  users,
  weddingEvents,
  weddings,
  type HouseholdFieldChange,
} from '../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../registrySettings/service';
import { lockHouseholdCount } from './householdLimit';
import {
  addressProblems,
  guestDisplayName,
  HOUSEHOLD_FIELD_NAMES,
  MAX_EVENTS,
  MAX_HOUSEHOLDS,
  MAX_TAGS,
  MESSAGES,
  RSVP_STATUS_LABELS,
  tidyAddress,
  UNDO_WINDOW_MINUTES,
  type BulkAnswer,
  type bulkBody,
  type createHouseholdBody,
  type DeleteGuestAnswer,
  type eventBody,
  type EventsAnswer,
  type GuestDeleteImpact,
  type GuestListAnswer,
  type GuestListQuery,
  type HouseholdAnswer,
  type HouseholdChangesAnswer,
  type HouseholdFields,
  type HouseholdView,
  type personInput,
  type RestoreAnswer,
  type RsvpAnswer,
  type rsvpBody,
  type TagBody,
  type TagsAnswer,
  type updateHouseholdBody,
} from '../../../src/contracts/guests';
import {
  eventViews,
  guestCounts,
  householdView,
  householdViews,
  missingAddressSql,
  tagViews,
  type GuestRow,
  type HouseholdRow,
} from './views';

/**
 * The guest list's logic (issue 27). Every function takes the caller's wedding id (from
 * requireMembership): an id of another wedding's household, guest, tag or event is simply not
 * found (404), exactly like one that does not exist. Writes are transactions; a household's
 * writes lock its row and check its version, so a partner's change is never silently overwritten.
 */

type CreateBody = z.output<typeof createHouseholdBody>;
type UpdateBody = z.output<typeof updateHouseholdBody>;
type ParsedPerson = z.output<typeof personInput>;
type ParsedEvent = z.output<typeof eventBody>;
type ParsedRsvp = z.output<typeof rsvpBody>;
type ParsedBulk = z.output<typeof bulkBody>;

const like = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// ---------------------------------------------------------------------------------------------
// The list

/** SQL conditions on households `h` for the list's filters. */
function listConditions(weddingId: number, q: GuestListQuery): SQL[] {
  const where: SQL[] = [sql`h.wedding_id = ${weddingId}`, sql`h.deleted_at is null`];
  if (q.q) {
    const pattern = like(q.q);
    where.push(sql`(lower(h.display_name) like ${pattern} or lower(h.email) like ${pattern} or lower(h.city) like ${pattern} or exists (
      select 1 from guests g where g.household_id = h.id
        and (lower(g.first_name || ' ' || g.last_name) like ${pattern} or lower(g.email) like ${pattern})))`);
  }
  if (q.tag?.length) {
    where.push(
      sql`exists (select 1 from household_tags ht where ht.household_id = h.id and ht.tag_id in (${sql.join(
        q.tag.map((t) => sql`${t}`),
        sql`, `,
      )}))`,
    );
  }
  if (q.event !== undefined && !q.rsvp) {
    where.push(sql`exists (select 1 from event_invitations ei where ei.household_id = h.id and ei.event_id = ${q.event})`);
  }
  if (q.rsvp) {
    const onEvent = q.event !== undefined ? sql`and ei.event_id = ${q.event}` : sql``;
    where.push(sql`exists (
      select 1 from event_invitations ei
      join guests g on g.household_id = ei.household_id
      left join rsvps r on r.guest_id = g.id and r.event_id = ei.event_id
      where ei.household_id = h.id ${onEvent} and coalesce(r.status, 'NO_ANSWER') = ${q.rsvp})`);
  }
  if (q.side) where.push(sql`h.side = ${q.side}`);
  if (q.list) where.push(sql`h.list = ${q.list}`);
  if (q.missing_address) where.push(missingAddressSql);
  return where;
}

const SORTS: Record<GuestListQuery['sort'], SQL> = {
  name: sql`lower(h.display_name) asc, h.id asc`,
  '-name': sql`lower(h.display_name) desc, h.id desc`,
  created: sql`h.created_at asc, h.id asc`,
  '-created': sql`h.created_at desc, h.id desc`,
  updated: sql`h.updated_at asc, h.id asc`,
  '-updated': sql`h.updated_at desc, h.id desc`,
  size: sql`(select count(*) from guests g where g.household_id = h.id) asc, lower(h.display_name) asc, h.id asc`,
  '-size': sql`(select count(*) from guests g where g.household_id = h.id) desc, lower(h.display_name) asc, h.id asc`,
};

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];

/** GET /web-api/v2/wedding/guests: one page of the filtered list with the counts, tags and events. */
export async function guestList(db: Db, weddingId: number, q: GuestListQuery): Promise<GuestListAnswer> {
  const where = sql.join(listConditions(weddingId, q), sql` and `);
  const offset = (q.page - 1) * q.page_size;
  const [page, totals, counts, tags, events, wedding] = await Promise.all([
    db.execute(sql`select h.id from households h where ${where} order by ${SORTS[q.sort]} limit ${q.page_size} offset ${offset}`),
    db.execute(sql`select count(*) as households,
        coalesce(sum((select count(*) from guests g where g.household_id = h.id)), 0) as guests
      from households h where ${where}`),
    guestCounts(db, weddingId),
    tagViews(db, weddingId),
    eventViews(db, weddingId),
    db
      .select({ p1: weddings.ownerFirstName, p2: weddings.partnerFirstName })
      .from(weddings)
      .where(eq(weddings.id, weddingId))
      .then((r) => r[0]),
  ]);
  const ids = rowsOf(page).map((r) => Number(r.id));
  const total = rowsOf(totals)[0] ?? {};
  return {
    households: await householdViews(db, weddingId, ids),
    total: Number(total.households ?? 0),
    total_guests: Number(total.guests ?? 0),
    page: q.page,
    page_size: q.page_size,
    counts,
    tags,
    events,
    partner1_first_name: wedding?.p1 ?? '',
    partner2_first_name: wedding?.p2 ?? '',
  };
}

export async function getHousehold(db: Db, weddingId: number, id: number): Promise<HouseholdView> {
  const view = await householdView(db, weddingId, id);
  if (!view) throw notFound(MESSAGES.householdNotFound);
  return view;
}

export async function householdHistory(db: Db, weddingId: number, id: number): Promise<HouseholdChangesAnswer> {
  await getHousehold(db, weddingId, id);
  const rows = await db
    .select({ c: householdChanges, by: users.firstName })
    .from(householdChanges)
    .leftJoin(users, eq(users.id, householdChanges.userId))
    .where(and(eq(householdChanges.weddingId, weddingId), eq(householdChanges.householdId, id)))
    .orderBy(sql`${householdChanges.createdAt} desc`, sql`${householdChanges.id} desc`)
    .limit(100);
  return {
    changes: rows.map(({ c, by }) => ({ id: c.id, source: c.source, by, changes: c.changes, created_at: c.createdAt.toISOString() })),
  };
}

// ---------------------------------------------------------------------------------------------
// Households: create and update

const COLUMN: Record<keyof HouseholdFields, keyof HouseholdRow> = {
  display_name: 'displayName',
  address1: 'address1',
  address2: 'address2',
  city: 'city',
  state_province: 'stateProvince',
  postal_code: 'postalCode',
  country_code: 'countryCode',
  email: 'email',
  phone: 'phone',
  side: 'side',
  list: 'list',
  notes: 'notes',
};

function fieldsOf(h: HouseholdRow): HouseholdFields {
  return Object.fromEntries(HOUSEHOLD_FIELD_NAMES.map((f) => [f, h[COLUMN[f]]])) as unknown as HouseholdFields;
}

/** The merged fields checked together (an address is judged whole) and tidied; 400 naming each bad field. */
function checkedFields(fields: HouseholdFields): HouseholdFields {
  const problems = addressProblems(fields);
  const entries = Object.entries(problems);
  if (entries.length) throw badRequest(entries[0]![1], { fields: problems });
  return { ...fields, ...tidyAddress(fields) };
}

const columnsOf = (fields: Partial<HouseholdFields>) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [COLUMN[k as keyof HouseholdFields], v])) as Partial<HouseholdRow>;

/** Ids that must all be this wedding's tags (or events); 404 otherwise. */
async function requireOwn(tx: DbOrTx, weddingId: number, kind: 'tag' | 'event', ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const table = kind === 'tag' ? guestTags : weddingEvents;
  const found = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.weddingId, weddingId), inArray(table.id, unique)));
  if (found.length !== unique.length) throw notFound(kind === 'tag' ? MESSAGES.tagNotFound : MESSAGES.eventNotFound);
}

async function lockHousehold(tx: DbOrTx, weddingId: number, id: number): Promise<HouseholdRow> {
  const [row] = await tx
    .select()
    .from(households)
    .where(and(eq(households.id, id), eq(households.weddingId, weddingId), isNull(households.deletedAt)))
    .for('update');
  if (!row) throw notFound(MESSAGES.householdNotFound);
  return row;
}

async function setTags(tx: DbOrTx, householdId: number, tagIds: readonly number[]): Promise<void> {
  await tx.delete(householdTags).where(eq(householdTags.householdId, householdId));
  const unique = [...new Set(tagIds)];
  if (unique.length) await tx.insert(householdTags).values(unique.map((tagId) => ({ householdId, tagId })));
}

async function setInvitations(tx: DbOrTx, householdId: number, eventIds: readonly number[]): Promise<void> {
  const unique = [...new Set(eventIds)];
  await tx.delete(eventInvitations).where(
    unique.length
      ? and(
          eq(eventInvitations.householdId, householdId),
          sql`${eventInvitations.eventId} not in (${sql.join(
            unique.map((e) => sql`${e}`),
            sql`, `,
          )})`,
        )
      : eq(eventInvitations.householdId, householdId),
  );
  if (unique.length) {
    await tx
      .insert(eventInvitations)
      .values(unique.map((eventId) => ({ eventId, householdId })))
      .onConflictDoNothing();
  }
}

/**
 * Writes the household's people as the form sent them: updates those with an id, inserts the new
 * ones, removes those left out (cascading their +1s and answers). +1s resolve their host by id or
 * by the request's key; a host allowed a +1 without one gets an unnamed one.
 */
async function writePeople(
  tx: DbOrTx,
  weddingId: number,
  householdId: number,
  existing: readonly GuestRow[],
  people: readonly ParsedPerson[],
): Promise<{ added: string[]; removed: string[] }> {
  const existingIds = new Set(existing.map((g) => g.id));
  for (const p of people) if (p.id !== undefined && !existingIds.has(p.id)) throw badRequest(MESSAGES.idNotInHousehold);
  const keptIds = new Set(people.flatMap((p) => (p.id === undefined ? [] : [p.id])));
  const removed = existing.filter((g) => !keptIds.has(g.id));
  if (removed.length)
    await tx.delete(guests).where(
      inArray(
        guests.id,
        removed.map((g) => g.id),
      ),
    );

  const now = new Date();
  const idOf = new Map<ParsedPerson, number>();
  const byKey = new Map<string, number>();
  const added: string[] = [];
  // Hosts first: write everyone without their +1 link, then link.
  for (const [index, p] of people.entries()) {
    const values = {
      firstName: p.first_name,
      lastName: p.last_name,
      email: p.email,
      phone: p.phone,
      isChild: p.is_child,
      plusOneAllowed: p.plus_one_allowed,
      sortOrder: index,
      updatedAt: now,
    };
    let rowId: number;
    if (p.id !== undefined) {
      await tx.update(guests).set(values).where(eq(guests.id, p.id));
      rowId = p.id;
    } else {
      const [row] = await tx
        .insert(guests)
        .values({ ...values, weddingId, householdId })
        .returning({ id: guests.id });
      rowId = row!.id;
      added.push(guestDisplayName(p));
    }
    idOf.set(p, rowId);
    if (p.key) byKey.set(p.key, rowId);
  }
  const hostsWithPlusOne = new Set<number>();
  for (const p of people) {
    const isPlusOne = p.plus_one_of !== null || p.plus_one_of_key !== null;
    if (!isPlusOne) {
      // Someone who was a +1 and is now a guest in their own right.
      if (p.id !== undefined && existing.find((g) => g.id === p.id)?.plusOneOf != null)
        await tx.update(guests).set({ plusOneOf: null }).where(eq(guests.id, p.id));
      continue;
    }
    const host = p.plus_one_of !== null ? (keptIds.has(p.plus_one_of) ? p.plus_one_of : undefined) : byKey.get(p.plus_one_of_key!);
    if (host === undefined || host === idOf.get(p)) throw badRequest(MESSAGES.plusOneHost);
    hostsWithPlusOne.add(host);
    await tx
      .update(guests)
      .set({ plusOneOf: host })
      .where(eq(guests.id, idOf.get(p)!));
    await tx.update(guests).set({ plusOneAllowed: true }).where(eq(guests.id, host));
  }
  let order = people.length;
  for (const p of people) {
    const id = idOf.get(p)!;
    if (p.plus_one_allowed && !hostsWithPlusOne.has(id) && p.plus_one_of === null && p.plus_one_of_key === null) {
      await tx.insert(guests).values({ weddingId, householdId, plusOneOf: id, sortOrder: order++ });
    }
  }
  return { added, removed: removed.map((g) => guestDisplayName({ first_name: g.firstName, last_name: g.lastName })) };
}

/** What removing these people also removes: their answered RSVPs and their +1s. */
async function deleteImpacts(
  tx: DbOrTx,
  weddingId: number,
  people: readonly GuestRow[],
  all: readonly GuestRow[],
): Promise<GuestDeleteImpact[]> {
  if (people.length === 0) return [];
  const ids = people.map((g) => g.id);
  const answers = await tx
    .select({
      guestId: rsvps.guestId,
      eventId: rsvps.eventId,
      eventName: weddingEvents.name,
      status: rsvps.status,
      meal: eventMealOptions.name,
    })
    .from(rsvps)
    .innerJoin(weddingEvents, eq(weddingEvents.id, rsvps.eventId))
    .leftJoin(eventMealOptions, eq(eventMealOptions.id, rsvps.mealOptionId))
    .where(and(eq(rsvps.weddingId, weddingId), inArray(rsvps.guestId, ids), ne(rsvps.status, 'NO_ANSWER')))
    .orderBy(asc(weddingEvents.eventDate), asc(weddingEvents.id));
  const byId = new Map(all.map((g) => [g.id, g]));
  return people.map((g) => {
    const host = g.plusOneOf !== null ? byId.get(g.plusOneOf) : undefined;
    const name = guestDisplayName(
      { first_name: g.firstName, last_name: g.lastName },
      host ? { first_name: host.firstName, last_name: host.lastName } : null,
    );
    const plusOne = all.find((o) => o.plusOneOf === g.id);
    const theirs = answers.filter((a) => a.guestId === g.id);
    const list = theirs.map((a) => `${a.eventName}: ${RSVP_STATUS_LABELS[a.status]}${a.meal ? ` (${a.meal})` : ''}`);
    const plusOneName = plusOne
      ? guestDisplayName({ first_name: plusOne.firstName, last_name: plusOne.lastName }, { first_name: g.firstName, last_name: g.lastName })
      : null;
    const parts = [
      theirs.length
        ? `${name}’s RSVP${theirs.length === 1 ? '' : 's'} (${list.join('; ')}) will be deleted.`
        : `${name} has not answered yet.`,
      plusOneName ? `${plusOneName} will be removed too.` : '',
    ].filter(Boolean);
    return {
      guest_id: g.id,
      name,
      needs_confirmation: theirs.length > 0,
      rsvps: theirs.map((a) => ({ event_id: a.eventId, event_name: a.eventName, status: a.status, meal: a.meal })),
      plus_one: plusOneName,
      message: parts.join(' '),
    };
  });
}

function confirmNeeded(impacts: GuestDeleteImpact[]): AppError {
  return conflict(MESSAGES.confirmGuestDelete, { code: 'confirm_needed', impacts });
}

async function audit(tx: DbOrTx, weddingId: number, householdId: number, userId: number, changes: HouseholdFieldChange[]): Promise<void> {
  if (changes.length === 0) return;
  await tx.insert(householdChanges).values({ weddingId, householdId, source: 'COUPLE', userId, changes });
}

/** POST /web-api/v2/wedding/guests/households. */
export async function createHousehold(db: Db, weddingId: number, userId: number, body: CreateBody): Promise<HouseholdAnswer> {
  const { guests: people, tag_ids, event_ids, ...rest } = body;
  const fields = checkedFields(rest);
  const id = await db.transaction(async (tx) => {
    // Serialise a wedding's household creation so the limit holds under concurrent adds and imports.
    if ((await lockHouseholdCount(tx, weddingId)) >= MAX_HOUSEHOLDS)
      throw badRequest(MESSAGES.tooManyHouseholds, { code: 'too_many_households' });
    await requireOwn(tx, weddingId, 'tag', tag_ids);
    await requireOwn(tx, weddingId, 'event', event_ids);
    const [row] = await tx
      .insert(households)
      .values({ ...(columnsOf(fields) as Omit<HouseholdRow, 'id'>), weddingId, createdByUserId: userId, updatedByUserId: userId })
      .returning({ id: households.id });
    const householdId = row!.id;
    await writePeople(tx, weddingId, householdId, [], people);
    await setTags(tx, householdId, tag_ids);
    await setInvitations(tx, householdId, event_ids);
    await audit(tx, weddingId, householdId, userId, [{ field: 'household', old: null, new: fields.display_name }]);
    return householdId;
  });
  return { household: await getHousehold(db, weddingId, id), counts: await guestCounts(db, weddingId) };
}

/**
 * PATCH /web-api/v2/wedding/guests/households/{id}: the fields sent, if the household is still at
 * the version the form loaded. Otherwise 409 'stale_household' with the household as it is now.
 */
export async function updateHousehold(db: Db, weddingId: number, userId: number, id: number, body: UpdateBody): Promise<HouseholdAnswer> {
  const { version, guests: people, tag_ids, event_ids, confirmed_removals, ...changes } = body;
  await db.transaction(async (tx) => {
    const row = await lockHousehold(tx, weddingId, id);
    if (row.version !== version) {
      const current = await householdView(tx, weddingId, id);
      throw conflict(MESSAGES.staleHousehold, { code: 'stale_household', household: current });
    }
    const before = fieldsOf(row);
    const after = checkedFields({ ...before, ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) });
    const changed: HouseholdFieldChange[] = HOUSEHOLD_FIELD_NAMES.filter((f) => before[f] !== after[f]).map((f) => ({
      field: f,
      old: before[f],
      new: after[f],
    }));
    if (tag_ids) await requireOwn(tx, weddingId, 'tag', tag_ids);
    if (event_ids) await requireOwn(tx, weddingId, 'event', event_ids);
    if (people) {
      const existing = await tx.select().from(guests).where(eq(guests.householdId, id));
      const kept = new Set(people.flatMap((p) => (p.id === undefined ? [] : [p.id])));
      const leaving = existing.filter((g) => !kept.has(g.id));
      const impacts = await deleteImpacts(tx, weddingId, leaving, existing);
      const unconfirmed = impacts.filter((i) => i.needs_confirmation && !confirmed_removals.includes(i.guest_id));
      if (unconfirmed.length) throw confirmNeeded(unconfirmed);
      const { added, removed } = await writePeople(tx, weddingId, id, existing, people);
      for (const name of added) changed.push({ field: 'guest_added', old: null, new: name });
      for (const name of removed) changed.push({ field: 'guest_removed', old: name, new: null });
    }
    if (tag_ids) await setTags(tx, id, tag_ids);
    if (event_ids) await setInvitations(tx, id, event_ids);
    await tx
      .update(households)
      .set({ ...columnsOf(after), version: row.version + 1, updatedAt: new Date(), updatedByUserId: userId })
      .where(eq(households.id, id));
    await audit(tx, weddingId, id, userId, changed);
  });
  return { household: await getHousehold(db, weddingId, id), counts: await guestCounts(db, weddingId) };
}

/** Moves a household's version (its tags, invitations or people changed outside the form). */
async function bumpVersions(tx: DbOrTx, ids: readonly number[], userId: number): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(households)
    .set({ version: sql`${households.version} + 1`, updatedAt: new Date(), updatedByUserId: userId })
    .where(inArray(households.id, [...ids]));
}

// ---------------------------------------------------------------------------------------------
// People

async function guestWithHousehold(tx: DbOrTx, weddingId: number, guestId: number) {
  const [row] = await tx
    .select({ g: guests })
    .from(guests)
    .innerJoin(households, eq(households.id, guests.householdId))
    .where(and(eq(guests.id, guestId), eq(guests.weddingId, weddingId), eq(households.weddingId, weddingId), isNull(households.deletedAt)));
  if (!row) throw notFound(MESSAGES.guestNotFound);
  return row.g;
}

/** GET /web-api/v2/wedding/guests/people/{id}/delete-impact: what deleting this person also removes. */
export async function guestDeleteImpact(db: Db, weddingId: number, guestId: number): Promise<GuestDeleteImpact> {
  const g = await guestWithHousehold(db, weddingId, guestId);
  const all = await db.select().from(guests).where(eq(guests.householdId, g.householdId));
  const [impact] = await deleteImpacts(db, weddingId, [g], all);
  return impact!;
}

/**
 * DELETE /web-api/v2/wedding/guests/people/{id}: asks first (409 'confirm_needed') when the person
 * has answered; never the household's last person (delete the household instead).
 */
export async function deleteGuest(
  db: Db,
  weddingId: number,
  userId: number,
  guestId: number,
  confirmed: boolean,
): Promise<DeleteGuestAnswer> {
  const result = await db.transaction(async (tx) => {
    const g = await guestWithHousehold(tx, weddingId, guestId);
    const household = await lockHousehold(tx, weddingId, g.householdId);
    const all = await tx.select().from(guests).where(eq(guests.householdId, household.id));
    const leaving = all.filter((o) => o.id === g.id || o.plusOneOf === g.id);
    if (all.length - leaving.length < 1) throw badRequest(MESSAGES.lastPerson);
    const [impact] = await deleteImpacts(tx, weddingId, [g], all);
    if (impact!.needs_confirmation && !confirmed) throw confirmNeeded([impact!]);
    await tx.delete(guests).where(
      inArray(
        guests.id,
        leaving.map((o) => o.id),
      ),
    );
    await bumpVersions(tx, [household.id], userId);
    await audit(tx, weddingId, household.id, userId, [{ field: 'guest_removed', old: impact!.name, new: null }]);
    return { ids: leaving.map((o) => o.id), householdId: household.id };
  });
  return {
    deleted_guest_ids: result.ids,
    household: await getHousehold(db, weddingId, result.householdId),
    counts: await guestCounts(db, weddingId),
  };
}

// ---------------------------------------------------------------------------------------------
// Bulk actions and undo

const undoCutoff = () => new Date(Date.now() - UNDO_WINDOW_MINUTES * 60_000);

/** Households deleted longer ago than the undo window are gone for good. */
async function purgeDeleted(tx: DbOrTx, weddingId: number): Promise<void> {
  await tx.delete(households).where(and(eq(households.weddingId, weddingId), lt(households.deletedAt, undoCutoff())));
}

/** POST /web-api/v2/wedding/guests/households/bulk: one action on the selected households, all or nothing. */
export async function bulkAction(db: Db, weddingId: number, userId: number, body: ParsedBulk): Promise<BulkAnswer> {
  const ids = [...new Set(body.household_ids)];
  const outcome = await db.transaction(async (tx) => {
    const found = await tx
      .select({ id: households.id })
      .from(households)
      .where(and(eq(households.weddingId, weddingId), inArray(households.id, ids), isNull(households.deletedAt)))
      .orderBy(asc(households.id))
      .for('update');
    if (found.length !== ids.length) throw notFound(MESSAGES.householdNotFound);
    let affected = ids.length;
    let undo: { token: string; until: Date } | null = null;
    switch (body.action) {
      case 'TAG': {
        await requireOwn(tx, weddingId, 'tag', [body.tag_id!]);
        const added = await tx
          .insert(householdTags)
          .values(ids.map((householdId) => ({ householdId, tagId: body.tag_id! })))
          .onConflictDoNothing()
          .returning({ id: householdTags.householdId });
        affected = added.length;
        await bumpVersions(
          tx,
          added.map((a) => a.id),
          userId,
        );
        break;
      }
      case 'UNTAG': {
        await requireOwn(tx, weddingId, 'tag', [body.tag_id!]);
        const removed = await tx
          .delete(householdTags)
          .where(and(eq(householdTags.tagId, body.tag_id!), inArray(householdTags.householdId, ids)))
          .returning({ id: householdTags.householdId });
        affected = removed.length;
        await bumpVersions(
          tx,
          removed.map((a) => a.id),
          userId,
        );
        break;
      }
      case 'INVITE': {
        await requireOwn(tx, weddingId, 'event', [body.event_id!]);
        const added = await tx
          .insert(eventInvitations)
          .values(ids.map((householdId) => ({ householdId, eventId: body.event_id! })))
          .onConflictDoNothing()
          .returning({ id: eventInvitations.householdId });
        affected = added.length;
        await bumpVersions(
          tx,
          added.map((a) => a.id),
          userId,
        );
        break;
      }
      case 'UNINVITE': {
        await requireOwn(tx, weddingId, 'event', [body.event_id!]);
        const removed = await tx
          .delete(eventInvitations)
          .where(and(eq(eventInvitations.eventId, body.event_id!), inArray(eventInvitations.householdId, ids)))
          .returning({ id: eventInvitations.householdId });
        affected = removed.length;
        await bumpVersions(
          tx,
          removed.map((a) => a.id),
          userId,
        );
        break;
      }
      case 'SET_LIST':
      case 'SET_SIDE': {
        const set = body.action === 'SET_LIST' ? { list: body.list! } : { side: body.side! };
        await tx
          .update(households)
          .set({ ...set, version: sql`${households.version} + 1`, updatedAt: new Date(), updatedByUserId: userId })
          .where(inArray(households.id, ids));
        break;
      }
      case 'DELETE': {
        await purgeDeleted(tx, weddingId);
        const token = randomUUID();
        const now = new Date();
        await tx
          .update(households)
          .set({ deletedAt: now, deletedBatch: token, version: sql`${households.version} + 1`, updatedByUserId: userId })
          .where(inArray(households.id, ids));
        undo = { token, until: new Date(now.getTime() + UNDO_WINDOW_MINUTES * 60_000) };
        break;
      }
    }
    return { affected, undo };
  });
  return {
    action: body.action,
    affected: outcome.affected,
    undo_token: outcome.undo?.token ?? null,
    undo_until: outcome.undo?.until.toISOString() ?? null,
    counts: await guestCounts(db, weddingId),
  };
}

/**
 * POST /web-api/v2/wedding/guests/households/restore: brings a delete's households back within the
 * window, unless that would take the list past its household limit (households added since).
 */
export async function restoreHouseholds(db: Db, weddingId: number, userId: number, token: string): Promise<RestoreAnswer> {
  const restored = await db.transaction(async (tx) => {
    const onList = await lockHouseholdCount(tx, weddingId);
    const [batch] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(households)
      .where(and(eq(households.weddingId, weddingId), eq(households.deletedBatch, token), sql`${households.deletedAt} is not null`));
    if (onList + Number(batch?.n ?? 0) > MAX_HOUSEHOLDS) throw conflict(MESSAGES.restoreTooMany, { code: 'too_many_households' });
    const rows = await tx
      .update(households)
      .set({ deletedAt: null, deletedBatch: null, version: sql`${households.version} + 1`, updatedAt: new Date(), updatedByUserId: userId })
      .where(
        and(
          eq(households.weddingId, weddingId),
          eq(households.deletedBatch, token),
          sql`${households.deletedAt} is not null`,
          sql`${households.deletedAt} >= ${undoCutoff().toISOString()}`,
        ),
      )
      .returning({ id: households.id });
    return rows.length;
  });
  if (restored === 0) throw new AppError(410, MESSAGES.undoExpired, { code: 'undo_expired' });
  return { restored, counts: await guestCounts(db, weddingId) };
}

// ---------------------------------------------------------------------------------------------
// Tags

export async function listTags(db: Db, weddingId: number): Promise<TagsAnswer> {
  return { tags: await tagViews(db, weddingId) };
}

export async function createTag(db: Db, weddingId: number, body: TagBody): Promise<TagsAnswer> {
  try {
    await db.transaction(async (tx) => {
      await tx.select({ id: weddings.id }).from(weddings).where(eq(weddings.id, weddingId)).for('update');
      const [count] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(guestTags)
        .where(eq(guestTags.weddingId, weddingId));
      if (Number(count?.n ?? 0) >= MAX_TAGS) throw badRequest(MESSAGES.tooManyTags);
      await tx.insert(guestTags).values({ weddingId, name: body.name });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MESSAGES.tagTaken, { fields: { name: MESSAGES.tagTaken } });
    throw error;
  }
  return listTags(db, weddingId);
}

export async function renameTag(db: Db, weddingId: number, id: number, body: TagBody): Promise<TagsAnswer> {
  try {
    const rows = await db
      .update(guestTags)
      .set({ name: body.name })
      .where(and(eq(guestTags.id, id), eq(guestTags.weddingId, weddingId)))
      .returning({ id: guestTags.id });
    if (rows.length === 0) throw notFound(MESSAGES.tagNotFound);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MESSAGES.tagTaken, { fields: { name: MESSAGES.tagTaken } });
    throw error;
  }
  return listTags(db, weddingId);
}

export async function deleteTag(db: Db, weddingId: number, id: number): Promise<TagsAnswer> {
  const rows = await db
    .delete(guestTags)
    .where(and(eq(guestTags.id, id), eq(guestTags.weddingId, weddingId)))
    .returning({ id: guestTags.id });
  if (rows.length === 0) throw notFound(MESSAGES.tagNotFound);
  return listTags(db, weddingId);
}

// ---------------------------------------------------------------------------------------------
// Events

async function eventsAnswer(db: Db, weddingId: number): Promise<EventsAnswer> {
  const [events, counts] = await Promise.all([eventViews(db, weddingId), guestCounts(db, weddingId)]);
  return { events, counts };
}

export async function listEvents(db: Db, weddingId: number): Promise<EventsAnswer> {
  return eventsAnswer(db, weddingId);
}

/** The menu as sent: options with an id keep it (and their answers); new ones are added; others go (their answers lose the meal). */
async function writeMenu(tx: DbOrTx, eventId: number, options: ParsedEvent['meal_options']): Promise<void> {
  const existing = await tx.select({ id: eventMealOptions.id }).from(eventMealOptions).where(eq(eventMealOptions.eventId, eventId));
  const existingIds = new Set(existing.map((o) => o.id));
  for (const o of options) if (o.id !== undefined && !existingIds.has(o.id)) throw badRequest(MESSAGES.mealNotOnMenu);
  const kept = new Set(options.flatMap((o) => (o.id === undefined ? [] : [o.id])));
  const gone = [...existingIds].filter((id) => !kept.has(id));
  if (gone.length) await tx.delete(eventMealOptions).where(inArray(eventMealOptions.id, gone));
  for (const [index, o] of options.entries()) {
    if (o.id !== undefined) await tx.update(eventMealOptions).set({ name: o.name, sortOrder: index }).where(eq(eventMealOptions.id, o.id));
    else await tx.insert(eventMealOptions).values({ eventId, name: o.name, sortOrder: index });
  }
}

export async function createEvent(db: Db, weddingId: number, body: ParsedEvent): Promise<EventsAnswer> {
  await db.transaction(async (tx) => {
    await tx.select({ id: weddings.id }).from(weddings).where(eq(weddings.id, weddingId)).for('update');
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(weddingEvents)
      .where(eq(weddingEvents.weddingId, weddingId));
    const existing = Number(count?.n ?? 0);
    if (existing >= MAX_EVENTS) throw badRequest(MESSAGES.tooManyEvents);
    const [row] = await tx
      .insert(weddingEvents)
      .values({
        weddingId,
        name: body.name,
        eventDate: body.event_date,
        startTime: body.start_time,
        place: body.place,
        address: body.address,
        sortOrder: existing,
      })
      .returning({ id: weddingEvents.id });
    await writeMenu(tx, row!.id, body.meal_options);
    if (body.invite_all_households) {
      await tx.execute(sql`insert into event_invitations (event_id, household_id)
        select ${row!.id}, h.id from households h where h.wedding_id = ${weddingId} and h.deleted_at is null`);
      await tx
        .update(households)
        .set({ version: sql`${households.version} + 1` })
        .where(and(eq(households.weddingId, weddingId), isNull(households.deletedAt)));
    }
  });
  return eventsAnswer(db, weddingId);
}

export async function updateEvent(db: Db, weddingId: number, id: number, body: ParsedEvent): Promise<EventsAnswer> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(weddingEvents)
      .set({
        name: body.name,
        eventDate: body.event_date,
        startTime: body.start_time,
        place: body.place,
        address: body.address,
        updatedAt: new Date(),
      })
      .where(and(eq(weddingEvents.id, id), eq(weddingEvents.weddingId, weddingId)))
      .returning({ id: weddingEvents.id });
    if (rows.length === 0) throw notFound(MESSAGES.eventNotFound);
    await writeMenu(tx, id, body.meal_options);
  });
  return eventsAnswer(db, weddingId);
}

export async function deleteEvent(db: Db, weddingId: number, id: number): Promise<EventsAnswer> {
  const rows = await db
    .delete(weddingEvents)
    .where(and(eq(weddingEvents.id, id), eq(weddingEvents.weddingId, weddingId)))
    .returning({ id: weddingEvents.id });
  if (rows.length === 0) throw notFound(MESSAGES.eventNotFound);
  return eventsAnswer(db, weddingId);
}

// ---------------------------------------------------------------------------------------------
// RSVPs

/**
 * PUT /web-api/v2/wedding/guests/rsvps: the couple records one person's answer for one event (a
 * call, a card). One cell, so two partners recording different people never collide.
 */
export async function recordRsvp(db: Db, weddingId: number, userId: number, body: ParsedRsvp): Promise<RsvpAnswer> {
  const g = await guestWithHousehold(db, weddingId, body.guest_id);
  const [event] = await db
    .select({ id: weddingEvents.id })
    .from(weddingEvents)
    .where(and(eq(weddingEvents.id, body.event_id), eq(weddingEvents.weddingId, weddingId)));
  if (!event) throw notFound(MESSAGES.eventNotFound);
  const [invited] = await db
    .select({ id: eventInvitations.eventId })
    .from(eventInvitations)
    .where(and(eq(eventInvitations.eventId, body.event_id), eq(eventInvitations.householdId, g.householdId)));
  if (!invited) throw badRequest(MESSAGES.notInvited, { fields: { event_id: MESSAGES.notInvited } });
  if (body.meal_option_id !== null) {
    const [meal] = await db
      .select({ id: eventMealOptions.id })
      .from(eventMealOptions)
      .where(and(eq(eventMealOptions.id, body.meal_option_id), eq(eventMealOptions.eventId, body.event_id)));
    if (!meal) throw badRequest(MESSAGES.mealNotOnMenu, { fields: { meal_option_id: MESSAGES.mealNotOnMenu } });
  }
  const now = new Date();
  const values = {
    status: body.status,
    mealOptionId: body.meal_option_id,
    dietaryNotes: body.dietary_notes,
    songRequest: body.song_request,
    answeredBy: body.status === 'NO_ANSWER' ? null : ('COUPLE' as const),
    answeredByUserId: body.status === 'NO_ANSWER' ? null : userId,
    answeredAt: body.status === 'NO_ANSWER' ? null : now,
    updatedAt: now,
  };
  const [row] = await db
    .insert(rsvps)
    .values({ guestId: g.id, eventId: body.event_id, weddingId, ...values })
    .onConflictDoUpdate({ target: [rsvps.guestId, rsvps.eventId], set: values })
    .returning();
  return {
    rsvp: {
      guest_id: row!.guestId,
      event_id: row!.eventId,
      status: row!.status,
      meal_option_id: row!.mealOptionId,
      dietary_notes: row!.dietaryNotes,
      song_request: row!.songRequest,
      answered_by: row!.answeredBy,
      answered_at: row!.answeredAt?.toISOString() ?? null,
    },
    counts: await guestCounts(db, weddingId),
  };
}

/** The dashboard's guest card: people on the list and RSVPs received (anyone who answered any event). */
export async function guestCardStats(db: DbOrTx, weddingId: number): Promise<{ guests: number; rsvps_received: number }> {
  const result = await db.execute(sql`
    select
      (select count(*) from guests g join households h on h.id = g.household_id and h.deleted_at is null where g.wedding_id = ${weddingId}) as guests,
      (select count(distinct r.guest_id) from rsvps r
        join guests g on g.id = r.guest_id
        join households h on h.id = g.household_id and h.deleted_at is null
        join event_invitations ei on ei.event_id = r.event_id and ei.household_id = h.id
        where r.wedding_id = ${weddingId} and r.status <> 'NO_ANSWER') as rsvps_received`);
  const row = rowsOf(result)[0] ?? {};
  return { guests: Number(row.guests ?? 0), rsvps_received: Number(row.rsvps_received ?? 0) };
}
