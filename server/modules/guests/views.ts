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
  const idList = [...ids];
  const [rows, people, answers, tagRows, invitationRows] = await Promise.all([
    db
      .select({ h: households, updatedBy: users.firstName })
      .from(households)
      .leftJoin(users, eq(users.id, households.updatedByUserId))
      .where(and(eq(households.weddingId, weddingId), inArray(households.id, idList), isNull(households.deletedAt))),
    db
      .select()
      .from(guests)
      .where(and(eq(guests.weddingId, weddingId), inArray(guests.householdId, idList)))
      .orderBy(asc(guests.householdId), asc(guests.sortOrder), asc(guests.id)),
    db
      .select({ r: rsvps, householdId: guests.householdId })
      .from(rsvps)
      .innerJoin(guests, eq(guests.id, rsvps.guestId))
      .innerJoin(eventInvitations, and(eq(eventInvitations.eventId, rsvps.eventId), eq(eventInvitations.householdId, guests.householdId)))
      .where(and(eq(rsvps.weddingId, weddingId), inArray(guests.householdId, idList))),
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
  return idList.map((hid) => byId.get(hid)).filter((h): h is HouseholdView => h !== undefined);
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
  const [overall, perEvent, meals] = await Promise.all([
    db.execute(sql`
      with people as (
        select g.id, g.is_child,
          count(ei.event_id) as invited,
          count(*) filter (where r.status = 'ATTENDING') as attending,
          count(*) filter (where r.status = 'DECLINED') as declined
        from guests g
        join households h on h.id = g.household_id and h.deleted_at is null
        left join event_invitations ei on ei.household_id = g.household_id
        left join rsvps r on r.guest_id = g.id and r.event_id = ei.event_id
        where g.wedding_id = ${weddingId}
        group by g.id, g.is_child
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
    db.execute(sql`
      select ei.event_id,
        count(*) as invited,
        count(*) filter (where r.status = 'ATTENDING') as attending,
        count(*) filter (where r.status = 'DECLINED') as declined,
        count(*) filter (where r.status = 'ATTENDING' and g.is_child) as attending_children
      from event_invitations ei
      join households h on h.id = ei.household_id and h.wedding_id = ${weddingId} and h.deleted_at is null
      join guests g on g.household_id = h.id
      left join rsvps r on r.guest_id = g.id and r.event_id = ei.event_id
      group by ei.event_id`),
    db.execute(sql`
      select r.event_id, r.meal_option_id, m.name, count(*) as count
      from rsvps r
      join guests g on g.id = r.guest_id
      join households h on h.id = g.household_id and h.deleted_at is null
      join event_invitations ei on ei.event_id = r.event_id and ei.household_id = h.id
      left join event_meal_options m on m.id = r.meal_option_id
      where r.wedding_id = ${weddingId} and r.status = 'ATTENDING'
      group by r.event_id, r.meal_option_id, m.name, m.sort_order
      order by r.event_id, m.sort_order nulls last, m.name`),
  ]);
  const o = rowsOf(overall)[0] ?? {};
  const events = await db
    .select({ id: weddingEvents.id })
    .from(weddingEvents)
    .where(eq(weddingEvents.weddingId, weddingId))
    .orderBy(
      sql`${weddingEvents.eventDate} asc nulls last`,
      sql`${weddingEvents.startTime} asc nulls last`,
      asc(weddingEvents.sortOrder),
      asc(weddingEvents.id),
    );
  const perEventRows = new Map(rowsOf(perEvent).map((r) => [n(r.event_id), r]));
  const mealRows = rowsOf(meals);
  const eventCounts: EventCounts[] = events.map(({ id }) => {
    const r = perEventRows.get(id) ?? {};
    const attending = n(r.attending);
    const declined = n(r.declined);
    const children = n(r.attending_children);
    return {
      event_id: id,
      invited: n(r.invited),
      attending,
      declined,
      waiting: n(r.invited) - attending - declined,
      attending_adults: attending - children,
      attending_children: children,
      meals: mealRows
        .filter((m) => n(m.event_id) === id)
        .map((m) => ({
          meal_option_id: m.meal_option_id === null ? null : n(m.meal_option_id),
          name: m.meal_option_id === null ? 'No meal chosen' : String(m.name),
          count: n(m.count),
        })),
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
