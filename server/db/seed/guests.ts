import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  eventInvitations,
  eventMealOptions,
  guests,
  guestTags,
  households,
  householdTags,
  rsvps,
  weddingEvents,
  weddings,
} from '../schema';
import { createRandom, type Random } from './random';

/**
 * The demo couple's guest list (issue 27): about 60 households with tags, three events and some
 * answers. `generateGuestList` also makes the 1,000-household list the benchmark measures.
 * Deterministic (a fixed PRNG stream); event dates follow the wedding's date.
 */

const FIRST = [
  'Maria',
  'Tom',
  'Aisha',
  'Ben',
  'Chloe',
  'Diego',
  'Elena',
  'Farah',
  'Gabe',
  'Hana',
  'Ivan',
  'Jade',
  'Kofi',
  'Lena',
  'Marco',
  'Nora',
  'Omar',
  'Priya',
  'Quinn',
  'Rosa',
  'Sven',
  'Tara',
  'Umar',
  'Vera',
  'Will',
  'Ximena',
  'Yusuf',
  'Zoe',
  'Ana',
  'Leo',
  'Mila',
  'Noah',
];
const LAST = [
  'Garcia',
  'Nguyen',
  'Okafor',
  'Schmidt',
  'Rossi',
  'Kim',
  'Haddad',
  'Silva',
  'Novak',
  'Cohen',
  'Tanaka',
  'Murphy',
  'Dubois',
  'Kowalski',
  'Ali',
  'Jensen',
  'Moreau',
  'Ibrahim',
  'Costa',
  'Fischer',
  'Lopez',
  'Park',
  'Walsh',
  'Singh',
];
const KIDS = ['Sofia', 'Eli', 'Luna', 'Max', 'Ivy', 'Theo'];
const PLACES: Array<[string, string, string, string]> = [
  ['Brooklyn', 'NY', '11201', 'US'],
  ['Austin', 'TX', '78701', 'US'],
  ['Chicago', 'IL', '60601', 'US'],
  ['Portland', 'OR', '97201', 'US'],
  ['Boston', 'MA', '02108', 'US'],
  ['Denver', 'CO', '80202', 'US'],
  ['Toronto', 'ON', 'M5V 2T6', 'CA'],
  ['London', '', 'SW1A 1AA', 'GB'],
];
const STREETS = ['Maple Ave', 'Oak St', 'Pine Rd', 'Cedar Ln', 'Elm St', 'Harbor Way', 'Hill St', 'Park Pl'];
export const DEMO_TAGS = ['Alex’s family', 'Jordan’s family', 'College friends', 'Work', 'Neighbors'];

export interface GeneratedList {
  households: number;
  guests: number;
}

/** Adds `count` households (about 2.5 people each) to a wedding, with tags, events and answers. */
export async function generateGuestList(
  db: Db,
  weddingId: number,
  count: number,
  seed = 27,
  weddingDate = '2027-06-12',
): Promise<GeneratedList> {
  const random = createRandom(seed);
  const tagIds = await ensureTags(db, weddingId);
  const events = await ensureEvents(db, weddingId, weddingDate);
  let people = 0;
  // In chunks: a multi-row insert per chunk keeps a 1,000-household list to a few dozen statements.
  for (let start = 0; start < count; start += 200) {
    const chunk = Array.from({ length: Math.min(200, count - start) }, (_, i) => household(random, start + i));
    const rows = await db
      .insert(households)
      .values(chunk.map((h) => ({ ...h.fields, weddingId })))
      .returning({ id: households.id });
    const guestValues = rows.flatMap((row, i) =>
      chunk[i]!.people.map((p, order) => ({ ...p, weddingId, householdId: row.id, sortOrder: order })),
    );
    const guestRows = await db
      .insert(guests)
      .values(guestValues)
      .returning({ id: guests.id, householdId: guests.householdId, isChild: guests.isChild });
    // An allowed +1 is a person too: unnamed ("Guest of Maria Garcia") until the couple hears a name.
    const plusOnes = guestRows
      .filter((_, i) => guestValues[i]!.plusOneAllowed)
      .map((host) => ({ weddingId, householdId: host.householdId, plusOneOf: host.id, sortOrder: 9 }));
    if (plusOnes.length)
      guestRows.push(
        ...(await db
          .insert(guests)
          .values(plusOnes)
          .returning({ id: guests.id, householdId: guests.householdId, isChild: guests.isChild })),
      );
    people += guestRows.length;
    const tagValues = rows.flatMap((row, i) => chunk[i]!.tags.map((t) => ({ householdId: row.id, tagId: tagIds[t % tagIds.length]! })));
    if (tagValues.length) await db.insert(householdTags).values(tagValues).onConflictDoNothing();
    const invitationValues = rows.flatMap((row, i) =>
      events.filter((_, e) => e !== 0 || chunk[i]!.rehearsal).map((event) => ({ householdId: row.id, eventId: event.id })),
    );
    await db.insert(eventInvitations).values(invitationValues).onConflictDoNothing();
    const answers = guestRows.flatMap((g) => {
      const roll = random.next();
      if (roll < 0.45) return [];
      const status = roll < 0.85 ? ('ATTENDING' as const) : ('DECLINED' as const);
      const invitedTo = events.filter((event) =>
        invitationValues.some((inv) => inv.householdId === g.householdId && inv.eventId === event.id),
      );
      return invitedTo.map((event) => ({
        guestId: g.id,
        eventId: event.id,
        weddingId,
        status,
        mealOptionId: status === 'ATTENDING' && event.meals.length ? (g.isChild ? event.meals.at(-1)! : random.pick(event.meals)) : null,
        dietaryNotes: status === 'ATTENDING' && random.chance(0.1) ? random.pick(['Vegetarian', 'No nuts, please', 'Gluten free']) : '',
        songRequest: status === 'ATTENDING' && random.chance(0.1) ? random.pick(['September', 'Dancing Queen', 'Valerie']) : '',
        answeredBy: random.chance(0.5) ? ('COUPLE' as const) : ('GUEST' as const),
        answeredAt: new Date(Date.UTC(2026, 10, 1 + (g.id % 20))),
      }));
    });
    if (answers.length) await db.insert(rsvps).values(answers).onConflictDoNothing();
  }
  return { households: count, guests: people };
}

function household(random: Random, index: number) {
  const last = LAST[index % LAST.length]!;
  const first = random.pick(FIRST);
  const shape = random.next();
  const people: Array<{ firstName: string; lastName: string; isChild: boolean; email: string; plusOneAllowed: boolean }> = [
    {
      firstName: first,
      lastName: last,
      isChild: false,
      email: random.chance(0.6) ? `${first}.${last}${index}@example.com`.toLowerCase() : '',
      plusOneAllowed: false,
    },
  ];
  let displayName = `${first} ${last}`;
  if (shape < 0.7) {
    const partner = random.pick(FIRST.filter((f) => f !== first));
    people.push({ firstName: partner, lastName: last, isChild: false, email: '', plusOneAllowed: false });
    displayName = `The ${last} family`;
    if (shape < 0.3) {
      for (let k = 0; k < random.int(1, 3); k++)
        people.push({ firstName: random.pick(KIDS), lastName: last, isChild: true, email: '', plusOneAllowed: false });
    }
  } else if (shape < 0.85) {
    people[0]!.plusOneAllowed = true;
  }
  const [city, state, zip, country] = random.pick(PLACES);
  const missing = random.chance(0.15);
  return {
    fields: {
      displayName,
      address1: missing ? '' : `${random.int(1, 999)} ${random.pick(STREETS)}`,
      city: missing ? '' : city,
      stateProvince: missing ? '' : state,
      postalCode: missing ? '' : zip,
      countryCode: country,
      side: random.pick(['PARTNER1', 'PARTNER2', 'BOTH'] as const),
      list: random.chance(0.85) ? ('A' as const) : ('B' as const),
      notes: random.chance(0.1) ? 'Lives far away: send the save-the-date early.' : '',
    },
    people,
    tags: random.chance(0.8) ? [random.int(0, 4)] : [],
    rehearsal: random.chance(0.2),
  };
}

async function ensureTags(db: Db, weddingId: number): Promise<number[]> {
  await db
    .insert(guestTags)
    .values(DEMO_TAGS.map((name) => ({ weddingId, name })))
    .onConflictDoNothing();
  const rows = await db.select({ id: guestTags.id, name: guestTags.name }).from(guestTags).where(eq(guestTags.weddingId, weddingId));
  return DEMO_TAGS.map((name) => rows.find((r) => r.name === name)!.id);
}

/** The rehearsal dinner (the evening before), the ceremony and reception, and the brunch (the day after). */
async function ensureEvents(db: Db, weddingId: number, weddingDate: string) {
  const day = (offset: number) => {
    const d = new Date(`${weddingDate}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + offset);
    return d.toISOString().slice(0, 10);
  };
  const wanted = [
    { name: 'Rehearsal dinner', eventDate: day(-1), startTime: '19:00', place: 'Trattoria Rosa', meals: [] as string[] },
    {
      name: 'Ceremony & reception',
      eventDate: day(0),
      startTime: '16:00',
      place: 'The Boathouse',
      meals: ['Chicken', 'Salmon', 'Mushroom risotto', 'Kids’ pasta'],
    },
    { name: 'Farewell brunch', eventDate: day(1), startTime: '10:30', place: 'Hotel terrace', meals: [] as string[] },
  ];
  const out: Array<{ id: number; meals: number[] }> = [];
  for (const [index, e] of wanted.entries()) {
    let [row] = await db
      .select({ id: weddingEvents.id })
      .from(weddingEvents)
      .where(and(eq(weddingEvents.weddingId, weddingId), eq(weddingEvents.name, e.name)));
    if (!row) {
      [row] = await db
        .insert(weddingEvents)
        .values({ weddingId, name: e.name, eventDate: e.eventDate, startTime: e.startTime, place: e.place, sortOrder: index })
        .returning({ id: weddingEvents.id });
      if (e.meals.length)
        await db.insert(eventMealOptions).values(e.meals.map((name, sortOrder) => ({ eventId: row!.id, name, sortOrder })));
    }
    const meals = await db
      .select({ id: eventMealOptions.id })
      .from(eventMealOptions)
      .where(eq(eventMealOptions.eventId, row!.id))
      .orderBy(eventMealOptions.sortOrder);
    out.push({ id: row!.id, meals: meals.map((m) => m.id) });
  }
  return out;
}

/** The demo couple's list (alex@confetti.test and jordan@confetti.test): added once. */
export async function seedGuestList(db: Db): Promise<void> {
  const [wedding] = await db
    .select({ id: weddings.id, date: weddings.weddingDate })
    .from(weddings)
    .where(eq(weddings.slug, 'alex-and-jordan'));
  if (!wedding) return;
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(households)
    .where(eq(households.weddingId, wedding.id));
  if (Number(existing?.n ?? 0) > 0) return;
  await generateGuestList(db, wedding.id, 60, 27, wedding.date ?? '2027-06-12');
}
