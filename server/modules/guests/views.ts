import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  eventInvitations,
  eventMealOptions,
  guests,
  guestTags,
  households,
  householdTags,
  rsvps,
  users,
  weddingEvents,
} from '../../db/schema';
import {
  hasMailingAddress,
  type EventCounts,
  type EventView,
  type GuestCounts,
  type GuestView,
  type HouseholdView,
  type RsvpView,
  type TagView,
} from '../../../src/contracts/guests';

/**
 * Reading the guest list: households as the API shows them (with their people, answers, tags and
 * invitations), the wedding's tags and events, and the counts. Every query is scoped by wedding_id.
 */

export type HouseholdRow = typeof households.$inferSelect;
export type GuestRow = typeof guests.$inferSelect;

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/**
 * The households with these ids (of this wedding, not deleted), in the order given. Five queries
 * whatever the number of households: the rows, their people, the answers, tags and invitations.
 */
export async function householdViews(db: DbOrTx, weddingId: number, ids: readonly number[]): Promise<HouseholdView[]> {
  if (ids.length === 0) return [];
  // The households first (scoped to the wedding): only their ids reach the other four queries.
  const rows = await db
    .select({ h: households, updatedBy: users.firstName })
    .from(households)
    .leftJoin(users, eq(users.id, households.updatedByUserId))
    .where(and(eq(households.weddingId, weddingId), inArray(households.id, [...ids]), isNull(households.deletedAt)));
  if (rows.length === 0) return [];
  const idList = rows.map((r) => r.h.id);
  const [people, allAnswers, tagRows, invitationRows] = await Promise.all([
    db
      .select()
      .from(guests)
      .where(inArray(guests.householdId, idList))
      .orderBy(asc(guests.householdId), asc(guests.sortOrder), asc(guests.id)),
    // By the primary key (guest_id, event_id): the answers of these households' people.
    db
      .select()
      .from(rsvps)
      .where(inArray(rsvps.guestId, db.select({ id: guests.id }).from(guests).where(inArray(guests.householdId, idList)))),
    db
      .select({ householdId: householdTags.householdId, tagId: householdTags.tagId })
      .from(householdTags)
      .where(inArray(householdTags.householdId, idList))
      .orderBy(asc(householdTags.tagId)),
    db
      .select({ householdId: eventInvitations.householdId, eventId: eventInvitations.eventId })
      .from(eventInvitations)
      .where(inArray(eventInvitations.householdId, idList))
      .orderBy(asc(eventInvitations.eventId)),
  ]);
  // Only answers for events the household is (still) invited to count.
  const invited = new Set(invitationRows.map((i) => `${i.householdId}:${i.eventId}`));
  const householdOf = new Map(people.map((g) => [g.id, g.householdId]));
  const answers = allAnswers.filter((r) => invited.has(`${householdOf.get(r.guestId)}:${r.eventId}`)).map((r) => ({ r }));
  const answersByGuest = new Map<number, RsvpView[]>();
  for (const { r } of answers) {
    const list = answersByGuest.get(r.guestId) ?? [];
    list.push({
      guest_id: r.guestId,
      event_id: r.eventId,
      status: r.status,
      meal_option_id: r.mealOptionId,
      dietary_notes: r.dietaryNotes,
      song_request: r.songRequest,
      answered_by: r.answeredBy,
      answered_at: iso(r.answeredAt),
    });
    answersByGuest.set(r.guestId, list);
  }
  const peopleByHousehold = new Map<number, GuestView[]>();
  for (const g of people) {
    const list = peopleByHousehold.get(g.householdId) ?? [];
    list.push(guestView(g, answersByGuest.get(g.id) ?? []));
    peopleByHousehold.set(g.householdId, list);
  }
  const group = (pairs: Array<{ householdId: number; id: number }>) => {
    const map = new Map<number, number[]>();
    for (const p of pairs) map.set(p.householdId, [...(map.get(p.householdId) ?? []), p.id]);
    return map;
  };
  const tagsBy = group(tagRows.map((t) => ({ householdId: t.householdId, id: t.tagId })));
  const eventsBy = group(invitationRows.map((i) => ({ householdId: i.householdId, id: i.eventId })));
  const byId = new Map(rows.map(({ h, updatedBy }) => [h.id, toHouseholdView(h, updatedBy, peopleByHousehold, tagsBy, eventsBy)]));
  return [...ids].map((hid) => byId.get(hid)).filter((h): h is HouseholdView => h !== undefined);
}

export function guestView(g: GuestRow, answers: RsvpView[]): GuestView {
  return {
    id: g.id,
    household_id: g.householdId,
    first_name: g.firstName,
    last_name: g.lastName,
    email: g.email,
    phone: g.phone,
    is_child: g.isChild,
    plus_one_allowed: g.plusOneAllowed,
    plus_one_of: g.plusOneOf,
    sort_order: g.sortOrder,
    rsvps: answers.sort((a, b) => a.event_id - b.event_id),
  };
}

function toHouseholdView(
  h: HouseholdRow,
  updatedBy: string | null,
  people: Map<number, GuestView[]>,
  tags: Map<number, number[]>,
  events: Map<number, number[]>,
): HouseholdView {
  const address = {
    address1: h.address1,
    address2: h.address2,
    city: h.city,
    state_province: h.stateProvince,
    postal_code: h.postalCode,
    country_code: h.countryCode,
  };
  return {
    id: h.id,
    display_name: h.displayName,
    ...address,
    email: h.email,
    phone: h.phone,
    side: h.side,
    list: h.list,
    notes: h.notes,
    version: h.version,
    has_address: hasMailingAddress(address),
    tag_ids: tags.get(h.id) ?? [],
    event_ids: events.get(h.id) ?? [],
    guests: people.get(h.id) ?? [],
    created_at: h.createdAt.toISOString(),
    updated_at: h.updatedAt.toISOString(),
    updated_by: updatedBy,
  };
}

export async function householdView(db: DbOrTx, weddingId: number, id: number): Promise<HouseholdView | null> {
  const [view] = await householdViews(db, weddingId, [id]);
  return view ?? null;
}

/** The wedding's tags, with how many (live) households carry each, by name. */
export async function tagViews(db: DbOrTx, weddingId: number): Promise<TagView[]> {
  const rows = await db
    .select({
      id: guestTags.id,
      name: guestTags.name,
      count: sql<number>`(select count(*) from ${householdTags} ht join ${households} h on h.id = ht.household_id and h.deleted_at is null where ht.tag_id = ${guestTags.id})::int`,
    })
    .from(guestTags)
    .where(eq(guestTags.weddingId, weddingId))
    .orderBy(sql`lower(${guestTags.name})`, asc(guestTags.id));
  return rows.map((r) => ({ id: r.id, name: r.name, household_count: Number(r.count) }));
}

/** The wedding's events in their order (date, then time, then when added), with their menus. */
export async function eventViews(db: DbOrTx, weddingId: number): Promise<EventView[]> {
  const [events, meals] = await Promise.all([
    db
      .select()
      .from(weddingEvents)
      .where(eq(weddingEvents.weddingId, weddingId))
      .orderBy(
        sql`${weddingEvents.eventDate} asc nulls last`,
        sql`${weddingEvents.startTime} asc nulls last`,
        asc(weddingEvents.sortOrder),
        asc(weddingEvents.id),
      ),
    db
      .select({ id: eventMealOptions.id, eventId: eventMealOptions.eventId, name: eventMealOptions.name })
      .from(eventMealOptions)
      .innerJoin(weddingEvents, eq(weddingEvents.id, eventMealOptions.eventId))
      .where(eq(weddingEvents.weddingId, weddingId))
      .orderBy(asc(eventMealOptions.sortOrder), asc(eventMealOptions.id)),
  ]);
  return events.map((e) => ({
    id: e.id,
    name: e.name,
    event_date: e.eventDate,
    start_time: e.startTime,
    place: e.place,
    address: e.address,
    sort_order: e.sortOrder,
    meal_options: meals.filter((m) => m.eventId === e.id).map((m) => ({ id: m.id, name: m.name })),
  }));
}

/** SQL: the household `h` has no mailing address (the rule of hasMailingAddress on validated rows). */
export const missingAddressSql = sql`(h.address1 = '' or h.city = '' or (h.country_code in ('US', 'CA') and h.postal_code = '') or (h.country_code = 'US' and h.state_province = ''))`;

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
const n = (v: unknown) => Number(v ?? 0);

/**
 * The counts at the top of the list: people, adults and children; invited, attending, declined and
 * waiting (overallRsvp per person); per event; meals of those attending. Three aggregate queries.
 */
export async function guestCounts(db: DbOrTx, weddingId: number): Promise<GuestCounts> {
  // One row per person and event they are invited to (with their answer) feeds both queries.
  const invitedPeople = sql`
    select g.id as guest_id, g.is_child, ei.event_id, r.status, r.meal_option_id
    from guests g
    join households h on h.id = g.household_id and h.wedding_id = ${weddingId} and h.deleted_at is null
    left join event_invitations ei on ei.household_id = g.household_id
    left join rsvps r on r.guest_id = g.id and r.event_id = ei.event_id
    where g.wedding_id = ${weddingId}`;
  const [overall, perEvent, events] = await Promise.all([
    db.execute(sql`
      with cells as (${invitedPeople}),
      people as (
        select guest_id, bool_or(is_child) as is_child, count(event_id) as invited,
          count(*) filter (where status = 'ATTENDING') as attending,
          count(*) filter (where status = 'DECLINED') as declined
        from cells group by guest_id
      )
      select
        (select count(*) from households h where h.wedding_id = ${weddingId} and h.deleted_at is null) as households,
        (select count(*) from households h where h.wedding_id = ${weddingId} and h.deleted_at is null and ${missingAddressSql}) as missing_address,
        count(*) as guests,
        count(*) filter (where is_child) as children,
        count(*) filter (where invited > 0) as invited,
        count(*) filter (where attending > 0) as attending,
        count(*) filter (where invited > 0 and declined = invited) as declined
      from people`),
    // Per event, status, age and meal: a few dozen rows the counts are summed from.
    db.execute(sql`
      with cells as (${invitedPeople})
      select c.event_id, coalesce(c.status, 'NO_ANSWER') as status, c.is_child, c.meal_option_id, m.name as meal, m.sort_order, count(*) as count
      from cells c
      left join event_meal_options m on m.id = c.meal_option_id
      where c.event_id is not null
      group by 1, 2, 3, 4, 5, 6
      order by c.event_id, m.sort_order nulls last, m.name`),
    db
      .select({ id: weddingEvents.id })
      .from(weddingEvents)
      .where(eq(weddingEvents.weddingId, weddingId))
      .orderBy(
        sql`${weddingEvents.eventDate} asc nulls last`,
        sql`${weddingEvents.startTime} asc nulls last`,
        asc(weddingEvents.sortOrder),
        asc(weddingEvents.id),
      ),
  ]);
  const o = rowsOf(overall)[0] ?? {};
  const cells = rowsOf(perEvent);
  const eventCounts: EventCounts[] = events.map(({ id }) => {
    const mine = cells.filter((c) => n(c.event_id) === id);
    const sum = (keep: (c: Row) => boolean) => mine.filter(keep).reduce((total, c) => total + n(c.count), 0);
    const attending = sum((c) => c.status === 'ATTENDING');
    const declined = sum((c) => c.status === 'DECLINED');
    const invited = sum(() => true);
    const children = sum((c) => c.status === 'ATTENDING' && c.is_child === true);
    const meals = new Map<string, { meal_option_id: number | null; name: string; count: number }>();
    for (const c of mine.filter((c) => c.status === 'ATTENDING')) {
      const key = String(c.meal_option_id);
      const entry = meals.get(key) ?? {
        meal_option_id: c.meal_option_id === null ? null : n(c.meal_option_id),
        name: c.meal_option_id === null ? 'No meal chosen' : String(c.meal),
        count: 0,
      };
      entry.count += n(c.count);
      meals.set(key, entry);
    }
    return {
      event_id: id,
      invited,
      attending,
      declined,
      waiting: invited - attending - declined,
      attending_adults: attending - children,
      attending_children: children,
      meals: [...meals.values()],
    };
  });
  const guestsTotal = n(o.guests);
  const children = n(o.children);
  const invited = n(o.invited);
  const attending = n(o.attending);
  const declined = n(o.declined);
  return {
    households: n(o.households),
    guests: guestsTotal,
    adults: guestsTotal - children,
    children,
    invited,
    attending,
    declined,
    waiting: invited - attending - declined,
    missing_address: n(o.missing_address),
    events: eventCounts,
  };
}
