import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import { eventInvitations, eventMealOptions, guests, households, rsvps, weddingEvents, weddings, websitePages } from '../../db/schema';
import { AppError, badRequest } from '../../lib/errors';
import { calendarFile } from '../../lib/ics';
import { hmac, safeEqual } from '../../lib/tokens';
import { formatEventTime, guestDisplayName } from '../../../src/contracts/guests';
import { formatSiteDate, websitePath } from '../../../src/contracts/website';
import { RSVP_MESSAGES, rsvpOpen, type RsvpInvitation } from '../../../src/contracts/websiteRsvp';
import { nameMatches } from './nameMatch';
import { coupleFirstNames, type WebsiteRow } from './service';

type WeddingRow = typeof weddings.$inferSelect;

// ---------------------------------------------------------------------------------------------
// The household's key: what the find answers and the save sends back. Signed, so a guest can
// answer only for the household their name found, on this site; no table holds it.

const signature = (secret: string, siteId: number, householdId: number) => hmac(secret, `website-rsvp:${siteId}:${householdId}`);
export const rsvpKey = (secret: string, siteId: number, householdId: number): string =>
  `${householdId}.${signature(secret, siteId, householdId)}`;

export function householdOfKey(secret: string, siteId: number, key: string): number | null {
  const match = /^(\d{1,10})\.([\w-]{20,100})$/.exec(key);
  if (!match) return null;
  const householdId = Number(match[1]);
  return householdId <= 2_147_483_647 && safeEqual(match[2]!, signature(secret, siteId, householdId)) ? householdId : null;
}

/** The site takes replies only while its RSVP page is switched on. */
export async function requireRsvpPage(db: DbOrTx, site: WebsiteRow): Promise<void> {
  const [page] = await db
    .select({ enabled: websitePages.enabled })
    .from(websitePages)
    .where(and(eq(websitePages.websiteId, site.id), eq(websitePages.kind, 'RSVP')));
  if (!page?.enabled) throw new AppError(404, RSVP_MESSAGES.noRsvp, { code: 'rsvp_off' });
}

async function weddingOf(db: DbOrTx, site: WebsiteRow): Promise<WeddingRow> {
  const [wedding] = await db.select().from(weddings).where(eq(weddings.id, site.weddingId));
  return wedding!;
}

// ---------------------------------------------------------------------------------------------
// Find

/**
 * POST rsvp/find: the one household with a person of this name (nicknames and one typo forgiven:
 * nameMatch.ts). Nothing about anyone else is said: no match and several matches are 404s with
 * their own words. The route is rate-limited (website-rsvp).
 */
export async function findInvitation(
  db: Db,
  secret: string,
  site: WebsiteRow,
  first: string,
  last: string,
  now: Date,
): Promise<RsvpInvitation> {
  await requireRsvpPage(db, site);
  const people = await db
    .select({ householdId: guests.householdId, firstName: guests.firstName, lastName: guests.lastName })
    .from(guests)
    .innerJoin(households, eq(households.id, guests.householdId))
    .where(and(eq(guests.weddingId, site.weddingId), isNull(households.deletedAt)));
  const found = new Set(
    people.filter((p) => nameMatches({ first, last }, { first: p.firstName, last: p.lastName })).map((p) => p.householdId),
  );
  if (found.size === 0) throw new AppError(404, RSVP_MESSAGES.notFound, { code: 'rsvp_not_found' });
  if (found.size > 1) throw new AppError(404, RSVP_MESSAGES.ambiguous, { code: 'rsvp_ambiguous' });
  return invitationView(db, secret, site, await weddingOf(db, site), [...found][0]!, now);
}

/** A household's invitation as its guest sees it: its people, its events (with menus), its answers so far. */
async function invitationView(
  db: DbOrTx,
  secret: string,
  site: WebsiteRow,
  wedding: WeddingRow,
  householdId: number,
  now: Date,
): Promise<RsvpInvitation> {
  const [household] = await db.select().from(households).where(eq(households.id, householdId));
  const people = await db.select().from(guests).where(eq(guests.householdId, householdId)).orderBy(asc(guests.sortOrder), asc(guests.id));
  const events = await db
    .select({
      id: weddingEvents.id,
      name: weddingEvents.name,
      date: weddingEvents.eventDate,
      time: weddingEvents.startTime,
      place: weddingEvents.place,
    })
    .from(eventInvitations)
    .innerJoin(weddingEvents, eq(weddingEvents.id, eventInvitations.eventId))
    .where(and(eq(eventInvitations.householdId, householdId), eq(weddingEvents.weddingId, wedding.id)))
    .orderBy(asc(weddingEvents.eventDate), asc(weddingEvents.startTime), asc(weddingEvents.sortOrder), asc(weddingEvents.id));
  const eventIds = events.map((e) => e.id);
  const meals = eventIds.length
    ? await db
        .select({ id: eventMealOptions.id, eventId: eventMealOptions.eventId, name: eventMealOptions.name })
        .from(eventMealOptions)
        .where(inArray(eventMealOptions.eventId, eventIds))
        .orderBy(asc(eventMealOptions.sortOrder), asc(eventMealOptions.id))
    : [];
  const answers =
    eventIds.length && people.length
      ? await db
          .select()
          .from(rsvps)
          .where(
            and(
              inArray(
                rsvps.guestId,
                people.map((p) => p.id),
              ),
              inArray(rsvps.eventId, eventIds),
            ),
          )
      : [];
  const byId = new Map(people.map((p) => [p.id, p]));
  return {
    key: rsvpKey(secret, site.id, householdId),
    household: household!.displayName,
    people: people.map((p) => {
      const host = p.plusOneOf !== null ? byId.get(p.plusOneOf) : undefined;
      return {
        id: p.id,
        name: guestDisplayName(
          { first_name: p.firstName, last_name: p.lastName },
          host ? { first_name: host.firstName, last_name: host.lastName } : null,
        ),
      };
    }),
    events: events.map((e) => ({
      id: e.id,
      name: e.name,
      date: e.date,
      time: e.time ? formatEventTime(e.time) : null,
      place: e.place,
      meals: meals.filter((m) => m.eventId === e.id).map((m) => ({ id: m.id, name: m.name })),
    })),
    answers: answers.map((a) => ({
      guest_id: a.guestId,
      event_id: a.eventId,
      status: a.status,
      meal_option_id: a.mealOptionId,
      dietary_notes: a.dietaryNotes,
      song_request: a.songRequest,
    })),
    deadline: site.rsvpDeadline,
    open: rsvpOpen(site.rsvpDeadline, wedding.timeZone, now),
  };
}

// ---------------------------------------------------------------------------------------------
// Save

export interface RsvpAnswerInput {
  guest_id: number;
  event_id: number;
  status: 'ATTENDING' | 'DECLINED';
  meal_option_id: number | null;
  dietary_notes: string;
  song_request: string;
}

/**
 * PUT rsvp: the household's answers, until the reply-by day has passed (in the wedding's zone). One
 * transaction under the household row's lock; each answer is the guest list's RSVP for that person
 * and event (answered_by GUEST), so the couple's list shows it at once. A confirmation mail with
 * an .ics of the events someone attends is queued (a mail.send job) when an address is given.
 */
export async function saveRsvp(
  app: FastifyInstance,
  site: WebsiteRow,
  body: { key: string; email: string; answers: RsvpAnswerInput[] },
  now: Date,
): Promise<RsvpInvitation> {
  const db = app.db;
  await requireRsvpPage(db, site);
  const householdId = householdOfKey(app.config.appSecret, site.id, body.key);
  if (householdId === null) throw badRequest(RSVP_MESSAGES.badKey, { code: 'rsvp_key' });
  const wedding = await weddingOf(db, site);
  if (!rsvpOpen(site.rsvpDeadline, wedding.timeZone, now)) throw new AppError(409, RSVP_MESSAGES.closed, { code: 'rsvp_closed' });

  const view = await db.transaction(async (tx) => {
    const [household] = await tx
      .select({ id: households.id })
      .from(households)
      .where(and(eq(households.id, householdId), eq(households.weddingId, wedding.id), isNull(households.deletedAt)))
      .for('update');
    if (!household) throw new AppError(404, RSVP_MESSAGES.badKey, { code: 'rsvp_key' });
    const people = new Set((await tx.select({ id: guests.id }).from(guests).where(eq(guests.householdId, householdId))).map((g) => g.id));
    const invited = new Set(
      (await tx.select({ id: eventInvitations.eventId }).from(eventInvitations).where(eq(eventInvitations.householdId, householdId))).map(
        (e) => e.id,
      ),
    );
    const menus = invited.size
      ? await tx
          .select({ id: eventMealOptions.id, eventId: eventMealOptions.eventId })
          .from(eventMealOptions)
          .where(inArray(eventMealOptions.eventId, [...invited]))
      : [];
    body.answers.forEach((a, i) => {
      if (!people.has(a.guest_id))
        throw badRequest(RSVP_MESSAGES.notInHousehold, { fields: { [`answers.${i}.guest_id`]: RSVP_MESSAGES.notInHousehold } });
      if (!invited.has(a.event_id))
        throw badRequest(RSVP_MESSAGES.notInvited, { fields: { [`answers.${i}.event_id`]: RSVP_MESSAGES.notInvited } });
      if (a.meal_option_id !== null && !menus.some((m) => m.id === a.meal_option_id && m.eventId === a.event_id))
        throw badRequest(RSVP_MESSAGES.mealNotOnMenu, { fields: { [`answers.${i}.meal_option_id`]: RSVP_MESSAGES.mealNotOnMenu } });
    });
    for (const a of body.answers) {
      const values = {
        status: a.status,
        // A meal only for someone who comes.
        mealOptionId: a.status === 'ATTENDING' ? a.meal_option_id : null,
        dietaryNotes: a.dietary_notes,
        // The guest list keeps a song per person and event (src/contracts/guests.ts), only from someone who comes.
        songRequest: a.status === 'ATTENDING' ? a.song_request : '',
        answeredBy: 'GUEST' as const,
        answeredByUserId: null,
        answeredAt: now,
        updatedAt: now,
      };
      await tx
        .insert(rsvps)
        .values({ guestId: a.guest_id, eventId: a.event_id, weddingId: wedding.id, ...values })
        .onConflictDoUpdate({ target: [rsvps.guestId, rsvps.eventId], set: values });
    }
    return invitationView(tx, app.config.appSecret, site, wedding, householdId, now);
  });

  if (body.email) {
    try {
      await app.mailer.send(confirmationMail(app.config.publicUrl, site, wedding, view, body.email, now));
    } catch (err) {
      // The answers stand; only the mail did not go.
      app.log.error({ err }, 'rsvp: the confirmation mail could not be queued');
    }
  }
  return view;
}

/** The confirmation: each event with each person's answer, and the events they attend as an .ics. */
export function confirmationMail(publicUrl: string, site: WebsiteRow, wedding: WeddingRow, view: RsvpInvitation, to: string, now: Date) {
  const names = coupleFirstNames(wedding);
  const nameOf = new Map(view.people.map((p) => [p.id, p.name]));
  const lines: string[] = [`Thank you for your reply to ${names}’s wedding. Here is what you told them:`, ''];
  const attending: typeof view.events = [];
  for (const event of view.events) {
    const when = [event.date ? formatSiteDate(event.date) : null, event.time].filter(Boolean).join(' at ');
    lines.push(`${event.name}${when ? ` — ${when}` : ''}${event.place ? `, ${event.place}` : ''}`);
    let someoneComes = false;
    for (const person of view.people) {
      const answer = view.answers.find((a) => a.guest_id === person.id && a.event_id === event.id);
      if (!answer || answer.status === 'NO_ANSWER') continue;
      const meal = answer.meal_option_id ? event.meals.find((m) => m.id === answer.meal_option_id)?.name : null;
      const extras = [meal, answer.song_request ? `song request: ${answer.song_request}` : null].filter(Boolean).join('; ');
      lines.push(
        `  ${nameOf.get(person.id)}: ${answer.status === 'ATTENDING' ? `attending${extras ? ` (${extras})` : ''}` : 'not attending'}`,
      );
      if (answer.status === 'ATTENDING') someoneComes = true;
    }
    if (someoneComes && event.date) attending.push(event);
    lines.push('');
  }
  const link = `${publicUrl.replace(/\/$/, '')}${websitePath(site.slug)}`;
  lines.push(
    site.rsvpDeadline
      ? `You can change your answers until ${formatSiteDate(site.rsvpDeadline)} at ${link}`
      : `You can change your answers at ${link}`,
  );
  if (attending.length) lines.push('', 'The attached calendar file adds the events you are coming to to your calendar.');
  const ics = calendarFile(
    attending.map((e) => {
      const raw = view.events.find((x) => x.id === e.id)!;
      return {
        uid: `rsvp-${site.id}-${e.id}@confetti`,
        title: `${names}: ${e.name}`,
        date: raw.date!,
        time: raw.time ? to24(raw.time) : null,
        location: e.place,
        description: link,
      };
    }),
    wedding.timeZone,
    now,
  );
  return {
    to,
    subject: `Your RSVP to ${names}’s wedding`,
    text: lines.join('\n'),
    attachments: attending.length
      ? [{ filename: 'wedding.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics }]
      : undefined,
  };
}

/** '4:00 PM' → '16:00' (the view carries the time as guests read it). */
function to24(time: string): string {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(time);
  if (!match) return time;
  const hour = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${match[2]}`;
}
