import type { z } from 'zod';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { guests, guestTags, seatAssignments, seatingFixtures, seatingRules, seatingTables, weddingEvents } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../registrySettings/service';
import { guestDisplayName, type RsvpStatus } from '../../../src/contracts/guests';
import {
  autoSeatMessage,
  clampToRoom,
  FIXTURE_HOMES,
  FIXTURE_SIZES,
  freeSeatNumbers,
  groupName,
  MAX_FIXTURES,
  MAX_RULES,
  MAX_TABLES,
  nextTablePosition,
  tableSize,
  SEATING_MESSAGES,
  tableLabel,
  type Assignment,
  type AutoSeatAnswer,
  type autoSeatBody,
  type createFixtureBody,
  type createTableBody,
  type FixtureAnswer,
  type moveBody,
  type ruleBody,
  type RulesAnswer,
  type SeatingChartView,
  type SeatingConflict,
  type SeatingEventView,
  type SeatingFixture,
  type SeatingGuest,
  type SeatingRule,
  type SeatingState,
  type SeatingTable,
  type TableAnswer,
  type TableDeletedAnswer,
  type updateFixtureBody,
  type updateTableBody,
} from '../../../src/contracts/seating';
import { autoSeat } from '../../../src/contracts/seatingAutoSeat';

/**
 * The seating chart's logic (issue 29). Every function takes the caller's wedding id (from
 * requireMembership): an event, table, fixture, rule or guest of another wedding is simply not
 * found (404), like one that does not exist. A move is one transaction that locks the tables it
 * touches (in id order, so two moves never deadlock on them) and checks that each guest is still
 * where the page saw them; the unique indexes (a guest once per event, one guest a seat) hold
 * whatever else races, and a move that loses answers 409 with the chart as it now is.
 */

type Row = Record<string, unknown>;
/** A text column of a raw row ('' for null). */
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const rowsOf = (result: unknown): Row[] => (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
type TableRow = typeof seatingTables.$inferSelect;
type FixtureRow = typeof seatingFixtures.$inferSelect;

const tableView = (t: TableRow): SeatingTable => ({
  id: t.id,
  shape: t.shape,
  name: t.name,
  number: t.number,
  seats: t.seats,
  x: t.x,
  y: t.y,
});
const fixtureView = (f: FixtureRow): SeatingFixture => ({
  id: f.id,
  kind: f.kind,
  label: f.label,
  x: f.x,
  y: f.y,
  width: f.width,
  height: f.height,
});

// ---------------------------------------------------------------------------------------------
// Reads

/** The wedding's events with how many guests each may seat, in the guest list's order. */
async function eventViews(db: DbOrTx, weddingId: number): Promise<SeatingEventView[]> {
  const result = await db.execute(sql`
    select e.id, e.name, to_char(e.event_date, 'YYYY-MM-DD') as event_date,
      (select count(*) from event_invitations ei
        join households h on h.id = ei.household_id and h.deleted_at is null
        join guests g on g.household_id = h.id
        left join rsvps r on r.guest_id = g.id and r.event_id = e.id
        where ei.event_id = e.id and coalesce(r.status, 'NO_ANSWER') <> 'DECLINED') as seatable
    from wedding_events e where e.wedding_id = ${weddingId} order by e.sort_order, e.id`);
  return rowsOf(result).map((r) => ({
    id: Number(r.id),
    name: str(r.name),
    event_date: str(r.event_date) || null,
    seatable: Number(r.seatable ?? 0),
  }));
}

async function requireEvent(db: DbOrTx, weddingId: number, eventId: number, lock = false): Promise<{ id: number; name: string }> {
  const query = db
    .select({ id: weddingEvents.id, name: weddingEvents.name })
    .from(weddingEvents)
    .where(and(eq(weddingEvents.id, eventId), eq(weddingEvents.weddingId, weddingId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(SEATING_MESSAGES.eventNotFound);
  return row;
}

/**
 * The event's guests: everyone invited who is attending or has not answered yet, and anyone still
 * seated who no longer is (declined, uninvited, their household deleted: shown as DECLINED so the
 * couple can move them off). `only` narrows to some guest ids.
 */
export async function eventGuests(db: DbOrTx, weddingId: number, eventId: number, only?: readonly number[]): Promise<SeatingGuest[]> {
  if (only && only.length === 0) return [];
  const narrow = only
    ? sql`and g.id in (${sql.join(
        only.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const result = await db.execute(sql`
    select g.id, g.first_name, g.last_name, g.is_child, h.id as household_id, h.display_name,
      host.first_name as host_first_name, host.last_name as host_last_name,
      case when ei.event_id is null or h.deleted_at is not null then 'DECLINED' else coalesce(r.status, 'NO_ANSWER') end as status,
      case when r.status = 'ATTENDING' then m.name end as meal,
      (select string_agg(ht.tag_id::text, ',' order by ht.tag_id) from household_tags ht where ht.household_id = h.id) as tag_ids
    from guests g
    join households h on h.id = g.household_id
    left join guests host on host.id = g.plus_one_of
    left join event_invitations ei on ei.household_id = h.id and ei.event_id = ${eventId}
    left join rsvps r on r.guest_id = g.id and r.event_id = ${eventId}
    left join event_meal_options m on m.id = r.meal_option_id
    where g.wedding_id = ${weddingId} ${narrow}
      and (exists (select 1 from seat_assignments sa where sa.event_id = ${eventId} and sa.guest_id = g.id)
        or (ei.event_id is not null and h.deleted_at is null and coalesce(r.status, 'NO_ANSWER') <> 'DECLINED'))
    order by lower(h.display_name), h.id, g.sort_order, g.id`);
  return rowsOf(result).map((r) => ({
    id: Number(r.id),
    name: guestDisplayName(
      { first_name: str(r.first_name), last_name: str(r.last_name) },
      r.host_first_name === null || r.host_first_name === undefined
        ? null
        : { first_name: str(r.host_first_name), last_name: str(r.host_last_name) },
    ),
    household_id: Number(r.household_id),
    household_name: str(r.display_name),
    tag_ids: str(r.tag_ids) ? str(r.tag_ids).split(',').map(Number) : [],
    status: str(r.status) as RsvpStatus,
    meal: str(r.meal) || null,
    is_child: Boolean(r.is_child),
  }));
}

async function assignmentsOf(db: DbOrTx, weddingId: number, eventId: number): Promise<Assignment[]> {
  const rows = await db
    .select({ guest_id: seatAssignments.guestId, table_id: seatAssignments.tableId, seat: seatAssignments.seat })
    .from(seatAssignments)
    .where(and(eq(seatAssignments.weddingId, weddingId), eq(seatAssignments.eventId, eventId)))
    .orderBy(asc(seatAssignments.tableId), asc(seatAssignments.seat));
  return rows;
}

/** The event's seating now (every move's answer, and its 409's). */
export async function seatingState(db: DbOrTx, weddingId: number, eventId: number): Promise<SeatingState> {
  return { event_id: eventId, assignments: await assignmentsOf(db, weddingId, eventId) };
}

/** GET /web-api/v2/wedding/seating/events/{eventId}/state: who sits where now (the page's refresh). */
export async function eventState(db: Db, weddingId: number, eventId: number): Promise<SeatingState> {
  await requireEvent(db, weddingId, eventId);
  return seatingState(db, weddingId, eventId);
}

async function rulesOf(db: DbOrTx, weddingId: number): Promise<SeatingRule[]> {
  const rows = await db.select().from(seatingRules).where(eq(seatingRules.weddingId, weddingId)).orderBy(asc(seatingRules.id));
  return rows.map((r) => ({ id: r.id, kind: r.kind, guest_ids: [r.guestA, r.guestB] }));
}

/** GET /web-api/v2/wedding/seating: the event's whole chart (the first event when none is named). */
export async function seatingChart(db: Db, weddingId: number, eventId: number | undefined): Promise<SeatingChartView> {
  const events = await eventViews(db, weddingId);
  if (eventId !== undefined && !events.some((e) => e.id === eventId)) throw notFound(SEATING_MESSAGES.eventNotFound);
  const chosen = eventId ?? events[0]?.id ?? null;
  const tags = await db
    .select({ id: guestTags.id, name: guestTags.name })
    .from(guestTags)
    .where(eq(guestTags.weddingId, weddingId))
    .orderBy(asc(sql`lower(${guestTags.name})`), asc(guestTags.id));
  const rules = await rulesOf(db, weddingId);
  if (chosen === null) return { events, event_id: null, tables: [], fixtures: [], guests: [], tags, rules, assignments: [] };
  const [tables, fixtures, eventGuestList, assignments] = await Promise.all([
    db
      .select()
      .from(seatingTables)
      .where(and(eq(seatingTables.weddingId, weddingId), eq(seatingTables.eventId, chosen)))
      .orderBy(asc(seatingTables.number), asc(seatingTables.id)),
    db
      .select()
      .from(seatingFixtures)
      .where(and(eq(seatingFixtures.weddingId, weddingId), eq(seatingFixtures.eventId, chosen)))
      .orderBy(asc(seatingFixtures.id)),
    eventGuests(db, weddingId, chosen),
    assignmentsOf(db, weddingId, chosen),
  ]);
  return {
    events,
    event_id: chosen,
    tables: tables.map(tableView),
    fixtures: fixtures.map(fixtureView),
    guests: eventGuestList,
    tags,
    rules,
    assignments,
  };
}

// ---------------------------------------------------------------------------------------------
// Moves

/** A refusal raised inside a transaction; the chart is read after the rollback and sent with it. */
class SeatingRace extends Error {
  constructor(
    readonly code: SeatingConflict['code'],
    message: string,
  ) {
    super(message);
  }
}

/** PostgreSQL's deadlock (two group moves crossing): the loser is refused like any lost race. */
const isDeadlock = (error: unknown): boolean => {
  const code = (e: unknown) => (typeof e === 'object' && e !== null && 'code' in e ? e.code : undefined);
  return code(error) === '40P01' || (typeof error === 'object' && error !== null && 'cause' in error && code(error.cause) === '40P01');
};

/** The constraint a database error names (node-postgres and PGlite put it on the error, drizzle on its cause). */
const constraintOf = (error: unknown): string => {
  const read = (e: unknown) =>
    typeof e === 'object' && e !== null && 'constraint' in e && typeof e.constraint === 'string' ? e.constraint : '';
  return read(error) || (typeof error === 'object' && error !== null && 'cause' in error ? read(error.cause) : '');
};

/**
 * Runs a write; a lost race becomes the 409 with the chart as it now is. `guests` names the guests
 * moved, for the partner's move that seated one of them first (the unique guest-per-event index).
 */
async function raced<T>(db: Db, weddingId: number, eventId: number, write: () => Promise<T>, guests = 'this guest'): Promise<T> {
  try {
    return await write();
  } catch (error) {
    let race: SeatingRace | null = null;
    if (error instanceof SeatingRace) race = error;
    else if (isUniqueViolation(error) && constraintOf(error) === 'seat_assignments_guest_event_idx')
      race = new SeatingRace('moved_by_partner', SEATING_MESSAGES.movedByPartner(guests));
    else if (isUniqueViolation(error) || isDeadlock(error)) race = new SeatingRace('seat_taken', SEATING_MESSAGES.seatTaken);
    if (!race) throw error;
    throw conflict(race.message, { code: race.code, state: await seatingState(db, weddingId, eventId) });
  }
}

/** The event's tables with these ids, locked for the rest of the transaction, in id order. */
async function lockTables(tx: DbOrTx, weddingId: number, eventId: number, ids: readonly number[]): Promise<Map<number, TableRow>> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (unique.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(seatingTables)
    .where(and(eq(seatingTables.weddingId, weddingId), eq(seatingTables.eventId, eventId), inArray(seatingTables.id, unique)))
    .orderBy(asc(seatingTables.id))
    .for('update');
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * POST /web-api/v2/wedding/seating/events/{eventId}/moves: guests to a table (the lowest free
 * seats), or off the chart. Guests already at that table stay in their seats.
 */
export async function moveGuests(
  db: Db,
  weddingId: number,
  userId: number,
  eventId: number,
  body: z.output<typeof moveBody>,
): Promise<SeatingState> {
  await requireEvent(db, weddingId, eventId);
  const ids = body.guests.map((g) => g.id);
  const people = await eventGuests(db, weddingId, eventId, ids);
  const byId = new Map(people.map((p) => [p.id, p]));
  for (const id of ids) {
    const person = byId.get(id);
    if (!person) {
      // Not on this wedding's list at all (or another wedding's): 404; on the list but not coming: 400.
      const [own] = await db
        .select({ id: guests.id })
        .from(guests)
        .where(and(eq(guests.id, id), eq(guests.weddingId, weddingId)));
      if (!own) throw notFound(SEATING_MESSAGES.guestNotFound);
      throw badRequest(SEATING_MESSAGES.notComing('This guest'), { code: 'not_coming' });
    }
    if (person.status === 'DECLINED' && body.to_table_id !== null)
      throw badRequest(SEATING_MESSAGES.notComing(person.name), { code: 'not_coming' });
  }
  return raced(
    db,
    weddingId,
    eventId,
    () =>
      db.transaction(async (tx) => {
        const fromIds = body.guests.flatMap((g) => (g.from_table_id === null ? [] : [g.from_table_id]));
        const locked = await lockTables(tx, weddingId, eventId, body.to_table_id === null ? fromIds : [...fromIds, body.to_table_id]);
        const target = body.to_table_id === null ? null : locked.get(body.to_table_id);
        if (body.to_table_id !== null && !target) throw notFound(SEATING_MESSAGES.tableNotFound);
        const current = await tx
          .select({ guestId: seatAssignments.guestId, tableId: seatAssignments.tableId })
          .from(seatAssignments)
          .where(and(eq(seatAssignments.eventId, eventId), inArray(seatAssignments.guestId, ids)));
        const tableOf = new Map(current.map((c) => [c.guestId, c.tableId]));
        const moved = body.guests.filter((g) => (tableOf.get(g.id) ?? null) !== g.from_table_id);
        if (moved.length)
          throw new SeatingRace('moved_by_partner', SEATING_MESSAGES.movedByPartner(groupName(moved.map((g) => byId.get(g.id)!.name))));

        const movers = [...ids].filter((id) => target === null || tableOf.get(id) !== target?.id).sort((a, b) => a - b);
        if (movers.length === 0) return;
        const fromOf = new Map(body.guests.map((g) => [g.id, g.from_table_id]));
        /**
         * Takes the movers off the tables the page saw them at, and only there: a partner's move
         * committed since the read above (a guest seated from "not seated" takes no table lock we
         * hold) is then not deleted but found missing, and this move is refused instead.
         */
        const takeOff = async (guestIds: number[]) => {
          const bySource = new Map<number, number[]>();
          for (const id of guestIds) {
            const from = fromOf.get(id);
            if (from !== null && from !== undefined) bySource.set(from, [...(bySource.get(from) ?? []), id]);
          }
          for (const [tableId, some] of bySource) {
            const gone = await tx
              .delete(seatAssignments)
              .where(
                and(eq(seatAssignments.eventId, eventId), eq(seatAssignments.tableId, tableId), inArray(seatAssignments.guestId, some)),
              )
              .returning({ id: seatAssignments.guestId });
            if (gone.length !== some.length)
              throw new SeatingRace('moved_by_partner', SEATING_MESSAGES.movedByPartner(groupName(some.map((id) => byId.get(id)!.name))));
          }
        };
        if (target) {
          const taken = await tx.select({ seat: seatAssignments.seat }).from(seatAssignments).where(eq(seatAssignments.tableId, target.id));
          const free = freeSeatNumbers(
            target.seats,
            taken.map((t) => t.seat),
            movers.length,
          );
          if (free.length < movers.length)
            throw new SeatingRace(
              'table_full',
              SEATING_MESSAGES.tableFull(tableLabel(target), Math.max(0, target.seats - taken.length), movers.length),
            );
          await takeOff(movers);
          await tx
            .insert(seatAssignments)
            .values(
              movers.map((guestId, i) => ({ weddingId, eventId, guestId, tableId: target.id, seat: free[i]!, seatedByUserId: userId })),
            );
        } else await takeOff(movers);
      }),
    groupName(ids.map((id) => byId.get(id)!.name)),
  ).then(() => seatingState(db, weddingId, eventId));
}

/**
 * POST /web-api/v2/wedding/seating/events/{eventId}/auto-seat: the pure auto-seat over the
 * event's tables (all locked, so no move lands halfway), written in one transaction.
 */
export async function autoSeatEvent(
  db: Db,
  weddingId: number,
  userId: number,
  eventId: number,
  body: z.output<typeof autoSeatBody>,
): Promise<AutoSeatAnswer> {
  await requireEvent(db, weddingId, eventId);
  const result = await raced(db, weddingId, eventId, () =>
    db.transaction(async (tx) => {
      const tables = await tx
        .select()
        .from(seatingTables)
        .where(and(eq(seatingTables.weddingId, weddingId), eq(seatingTables.eventId, eventId)))
        .orderBy(asc(seatingTables.id))
        .for('update');
      if (body.replace)
        await tx.delete(seatAssignments).where(and(eq(seatAssignments.weddingId, weddingId), eq(seatAssignments.eventId, eventId)));
      const [people, seated, rules] = [
        (await eventGuests(tx, weddingId, eventId)).filter((g) => g.status !== 'DECLINED'),
        await assignmentsOf(tx, weddingId, eventId),
        await rulesOf(tx, weddingId),
      ];
      const plan = autoSeat({
        tables: tables.map((t) => ({ id: t.id, seats: t.seats })),
        guests: people,
        rules,
        seated: seated.map((s) => ({ guest_id: s.guest_id, table_id: s.table_id })),
      });
      const takenByTable = new Map<number, number[]>();
      for (const s of seated) takenByTable.set(s.table_id, [...(takenByTable.get(s.table_id) ?? []), s.seat]);
      const rows: Array<typeof seatAssignments.$inferInsert> = [];
      for (const t of tables) {
        const mine = plan.placements.filter((p) => p.table_id === t.id);
        if (!mine.length) continue;
        const free = freeSeatNumbers(t.seats, takenByTable.get(t.id) ?? [], mine.length);
        mine.forEach((p, i) =>
          rows.push({ weddingId, eventId, guestId: p.guest_id, tableId: t.id, seat: free[i]!, seatedByUserId: userId }),
        );
      }
      for (let i = 0; i < rows.length; i += 500) await tx.insert(seatAssignments).values(rows.slice(i, i + 500));
      return { seated: rows.length, unseated: plan.unseated.length };
    }),
  );
  return {
    state: await seatingState(db, weddingId, eventId),
    ...result,
    message: autoSeatMessage(result.seated, result.unseated),
  };
}

// ---------------------------------------------------------------------------------------------
// Tables and fixtures

export async function createTable(
  db: Db,
  weddingId: number,
  eventId: number,
  body: z.output<typeof createTableBody>,
): Promise<TableAnswer> {
  const table = await db.transaction(async (tx) => {
    // The event row locked: two tables added at once get different numbers.
    await requireEvent(tx, weddingId, eventId, true);
    const existing = await tx
      .select({
        x: seatingTables.x,
        y: seatingTables.y,
        number: seatingTables.number,
        shape: seatingTables.shape,
        seats: seatingTables.seats,
      })
      .from(seatingTables)
      .where(and(eq(seatingTables.weddingId, weddingId), eq(seatingTables.eventId, eventId)));
    if (existing.length >= MAX_TABLES) throw badRequest(SEATING_MESSAGES.tooManyTables, { code: 'too_many_tables' });
    let at: { x: number; y: number };
    if (body.x !== undefined && body.y !== undefined) at = clampToRoom(body.x, body.y);
    else {
      // A free spot clear of the tables and the dance floor, stage and bar already placed.
      const fixtures = await tx
        .select({ x: seatingFixtures.x, y: seatingFixtures.y, width: seatingFixtures.width, height: seatingFixtures.height })
        .from(seatingFixtures)
        .where(and(eq(seatingFixtures.weddingId, weddingId), eq(seatingFixtures.eventId, eventId)));
      const taken = [...existing.map((t) => ({ x: t.x, y: t.y, ...tableSize(t.shape, t.seats) })), ...fixtures];
      at = nextTablePosition(tableSize(body.shape, body.seats), taken);
    }
    const number = existing.reduce((n, t) => Math.max(n, t.number), 0) + 1;
    const [row] = await tx
      .insert(seatingTables)
      .values({ weddingId, eventId, shape: body.shape, seats: body.seats, name: body.name, number, x: at.x, y: at.y })
      .returning();
    return row!;
  });
  return { table: tableView(table), state: await seatingState(db, weddingId, eventId) };
}

async function ownTable(db: DbOrTx, weddingId: number, id: number): Promise<TableRow> {
  const [row] = await db
    .select()
    .from(seatingTables)
    .where(and(eq(seatingTables.id, id), eq(seatingTables.weddingId, weddingId)));
  if (!row) throw notFound(SEATING_MESSAGES.tableNotFound);
  return row;
}

/**
 * PATCH /web-api/v2/wedding/seating/tables/{id}: name, shape, seats or position. Fewer seats than
 * guests seated is refused (409, with the chart); otherwise guests beyond the new count move down to
 * free seats.
 */
export async function updateTable(db: Db, weddingId: number, id: number, body: z.output<typeof updateTableBody>): Promise<TableAnswer> {
  const { eventId } = await ownTable(db, weddingId, id);
  const row = await raced(db, weddingId, eventId, () =>
    db.transaction(async (tx) => {
      const locked = (await lockTables(tx, weddingId, eventId, [id])).get(id);
      if (!locked) throw notFound(SEATING_MESSAGES.tableNotFound);
      if (body.seats !== undefined && body.seats < locked.seats) {
        const seated = await tx
          .select({ id: seatAssignments.id, seat: seatAssignments.seat })
          .from(seatAssignments)
          .where(eq(seatAssignments.tableId, id))
          .orderBy(asc(seatAssignments.seat));
        if (seated.length > body.seats)
          throw new SeatingRace('table_full', SEATING_MESSAGES.tooFewSeats(tableLabel(locked), seated.length));
        const beyond = seated.filter((s) => s.seat >= body.seats!);
        const free = freeSeatNumbers(
          body.seats,
          seated.map((s) => s.seat),
          beyond.length,
        );
        for (const [i, s] of beyond.entries()) await tx.update(seatAssignments).set({ seat: free[i]! }).where(eq(seatAssignments.id, s.id));
      }
      const at = clampToRoom(body.x ?? locked.x, body.y ?? locked.y);
      const [updated] = await tx
        .update(seatingTables)
        .set({
          ...(body.shape !== undefined ? { shape: body.shape } : {}),
          ...(body.seats !== undefined ? { seats: body.seats } : {}),
          ...(body.name !== undefined ? { name: body.name } : {}),
          x: at.x,
          y: at.y,
          updatedAt: new Date(),
        })
        .where(eq(seatingTables.id, id))
        .returning();
      return updated!;
    }),
  );
  return { table: tableView(row), state: await seatingState(db, weddingId, eventId) };
}

/** DELETE /web-api/v2/wedding/seating/tables/{id}: its guests go back to the unseated list. */
export async function deleteTable(db: Db, weddingId: number, id: number): Promise<TableDeletedAnswer> {
  const { eventId } = await ownTable(db, weddingId, id);
  await db.transaction(async (tx) => {
    await lockTables(tx, weddingId, eventId, [id]);
    await tx.delete(seatingTables).where(and(eq(seatingTables.id, id), eq(seatingTables.weddingId, weddingId)));
  });
  return { deleted_table_id: id, state: await seatingState(db, weddingId, eventId) };
}

export async function createFixture(
  db: Db,
  weddingId: number,
  eventId: number,
  body: z.output<typeof createFixtureBody>,
): Promise<FixtureAnswer> {
  return db.transaction(async (tx) => {
    await requireEvent(tx, weddingId, eventId, true);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(seatingFixtures)
      .where(and(eq(seatingFixtures.weddingId, weddingId), eq(seatingFixtures.eventId, eventId)));
    if (Number(n) >= MAX_FIXTURES) throw badRequest(SEATING_MESSAGES.tooManyFixtures, { code: 'too_many_fixtures' });
    const size = FIXTURE_SIZES[body.kind];
    const at = clampToRoom(body.x ?? FIXTURE_HOMES[body.kind].x, body.y ?? FIXTURE_HOMES[body.kind].y);
    const [row] = await tx
      .insert(seatingFixtures)
      .values({ weddingId, eventId, kind: body.kind, label: body.label, x: at.x, y: at.y, width: size.width, height: size.height })
      .returning();
    return { fixture: fixtureView(row!) };
  });
}

export async function updateFixture(
  db: Db,
  weddingId: number,
  id: number,
  body: z.output<typeof updateFixtureBody>,
): Promise<FixtureAnswer> {
  const [row] = await db
    .update(seatingFixtures)
    .set({
      ...(body.label !== undefined ? { label: body.label } : {}),
      ...(body.x !== undefined ? { x: body.x } : {}),
      ...(body.y !== undefined ? { y: body.y } : {}),
      ...(body.width !== undefined ? { width: body.width } : {}),
      ...(body.height !== undefined ? { height: body.height } : {}),
    })
    .where(and(eq(seatingFixtures.id, id), eq(seatingFixtures.weddingId, weddingId)))
    .returning();
  if (!row) throw notFound(SEATING_MESSAGES.fixtureNotFound);
  return { fixture: fixtureView(row) };
}

export async function deleteFixture(db: Db, weddingId: number, id: number): Promise<{ deleted_fixture_id: number }> {
  const deleted = await db
    .delete(seatingFixtures)
    .where(and(eq(seatingFixtures.id, id), eq(seatingFixtures.weddingId, weddingId)))
    .returning({ id: seatingFixtures.id });
  if (!deleted.length) throw notFound(SEATING_MESSAGES.fixtureNotFound);
  return { deleted_fixture_id: id };
}

// ---------------------------------------------------------------------------------------------
// Rules

export async function createRule(db: Db, weddingId: number, body: z.output<typeof ruleBody>): Promise<RulesAnswer> {
  const [a, b] = [...body.guest_ids].sort((x, y) => x - y) as [number, number];
  const own = await db
    .select({ id: guests.id })
    .from(guests)
    .where(and(eq(guests.weddingId, weddingId), inArray(guests.id, [a, b])));
  if (own.length !== 2) throw notFound(SEATING_MESSAGES.guestNotFound);
  try {
    await db.transaction(async (tx) => {
      const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(seatingRules).where(eq(seatingRules.weddingId, weddingId));
      if (Number(n) >= MAX_RULES) throw badRequest(SEATING_MESSAGES.tooManyRules, { code: 'too_many_rules' });
      await tx.insert(seatingRules).values({ weddingId, kind: body.kind, guestA: a, guestB: b });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SEATING_MESSAGES.ruleExists, { code: 'rule_exists' });
    throw error;
  }
  return { rules: await rulesOf(db, weddingId) };
}

export async function deleteRule(db: Db, weddingId: number, id: number): Promise<RulesAnswer> {
  const deleted = await db
    .delete(seatingRules)
    .where(and(eq(seatingRules.id, id), eq(seatingRules.weddingId, weddingId)))
    .returning({ id: seatingRules.id });
  if (!deleted.length) throw notFound(SEATING_MESSAGES.ruleNotFound);
  return { rules: await rulesOf(db, weddingId) };
}

// ---------------------------------------------------------------------------------------------
// The dashboard

/**
 * The dashboard's seating card: on the event with the most seated guests (else the one with the
 * most seatable guests), how many attending guests are seated out of those attending.
 */
export async function seatingCardStats(db: DbOrTx, weddingId: number): Promise<{ placed: number; guests: number; started: boolean }> {
  const result = await db.execute(sql`
    select e.id,
      (select count(*) from seat_assignments sa where sa.event_id = e.id) as seated,
      (select count(*) from seating_tables t where t.event_id = e.id) as tables,
      (select count(*) from rsvps r
        join guests g on g.id = r.guest_id
        join households h on h.id = g.household_id and h.deleted_at is null
        join event_invitations ei on ei.household_id = h.id and ei.event_id = e.id
        where r.event_id = e.id and r.status = 'ATTENDING') as attending,
      (select count(*) from seat_assignments sa
        join rsvps r on r.guest_id = sa.guest_id and r.event_id = sa.event_id and r.status = 'ATTENDING'
        where sa.event_id = e.id) as placed
    from wedding_events e where e.wedding_id = ${weddingId}
    order by 2 desc, 3 desc, 4 desc, e.sort_order, e.id limit 1`);
  const row = rowsOf(result)[0];
  if (!row) return { placed: 0, guests: 0, started: false };
  return {
    placed: Number(row.placed ?? 0),
    guests: Number(row.attending ?? 0),
    started: Number(row.tables ?? 0) > 0,
  };
}

/** For the exports: the event's tables in number order with their seated guests. */
export async function exportData(db: Db, weddingId: number, eventId: number) {
  const event = await requireEvent(db, weddingId, eventId);
  const chart = await seatingChart(db, weddingId, eventId);
  return { event, chart };
}
