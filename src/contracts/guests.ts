import { z } from 'zod';
import { id, idParam, intParam, MAX_ID, text } from './inputs';
import { isCalendarDate } from './weddingDates';
import {
  ADDRESS_FIELDS,
  addressProblems,
  ANSWERED_BY,
  BULK_ACTIONS,
  CHANGE_SOURCES,
  DIETARY_MAX,
  DISPLAY_NAME_MAX,
  EVENT_NAME_MAX,
  GUEST_LISTS,
  GUEST_SORTS,
  isCountryCode,
  isEmail,
  isPhone,
  MAX_BULK,
  MAX_EVENTS,
  MAX_MEAL_OPTIONS,
  MAX_PEOPLE_PER_HOUSEHOLD,
  MAX_TAGS_PER_HOUSEHOLD,
  MEAL_NAME_MAX,
  MESSAGES,
  NAME_MAX,
  NOTES_MAX,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  PLACE_MAX,
  RSVP_STATUSES,
  SEARCH_MAX,
  SIDES,
  SONG_MAX,
  TAG_NAME_MAX,
  type MailingAddress,
} from './guestRules';

export * from './guestRules';

/**
 * The guest list (issue 27): households (parties) and their people, tags, the wedding's events,
 * RSVPs per person per event, and the list query. Shared by the SPA (src/features/guests) and the
 * server (server/modules/guests); server/API.md "The guest list" documents the routes. Field names
 * are the API's (snake_case). The address-collection link, CSV import/export and mailing labels
 * build on the same household fields and address rules (householdFieldsShape, addressProblems).
 */

// ---------------------------------------------------------------------------------------------
// Request bodies

const requiredText = (max: number, required: string, tooLong: string) => text(max, { type: required, tooLong }).min(1, required);
const optionalText = (max: number, tooLong: string) => text(max, { tooLong });
const optionalEmail = text(254, { type: MESSAGES.email, tooLong: MESSAGES.email }).refine((v) => v === '' || isEmail(v), MESSAGES.email);
const optionalPhone = text(40, { type: MESSAGES.phone, tooLong: MESSAGES.phone }).refine((v) => v === '' || isPhone(v), MESSAGES.phone);
const bool = z.boolean({ message: 'must be true or false' });

/** The mailing address fields of a household (each checked together by addressProblems). */
export const addressShape = {
  address1: optionalText(120, MESSAGES.addressTooLong),
  address2: optionalText(120, MESSAGES.addressTooLong),
  city: optionalText(80, 'City names can be at most 80 characters.'),
  state_province: optionalText(80, 'States and provinces can be at most 80 characters.'),
  postal_code: optionalText(20, MESSAGES.postalTooLong),
  country_code: text(2, { type: MESSAGES.country, tooLong: MESSAGES.country }).toUpperCase().refine(isCountryCode, MESSAGES.country),
};

/** A household's own fields (without its people, tags and invitations). */
export const householdFieldsShape = {
  display_name: requiredText(DISPLAY_NAME_MAX, MESSAGES.displayNameRequired, MESSAGES.displayNameTooLong),
  ...addressShape,
  email: optionalEmail,
  phone: optionalPhone,
  side: z.enum(SIDES, { message: 'must be PARTNER1, PARTNER2 or BOTH' }),
  list: z.enum(GUEST_LISTS, { message: 'must be A or B' }),
  notes: optionalText(NOTES_MAX, MESSAGES.notesTooLong),
};
export type HouseholdFields = z.infer<z.ZodObject<typeof householdFieldsShape>>;
export const HOUSEHOLD_FIELD_NAMES = Object.keys(householdFieldsShape) as Array<keyof HouseholdFields>;

/**
 * A person as the household form sends them; `id` for someone already on the list, none for
 * someone new. A "+1" is a person whose plus_one_of (or plus_one_of_key) names their host, and may
 * be unnamed ("Guest of Maria Garcia"). A host with plus_one_allowed and no +1 in the list gets an
 * unnamed one; a host without it loses theirs.
 */
export const personInput = z
  .object({
    id: id().optional(),
    /** A new person's key within this request, so that a new +1 can name their host (`plus_one_of_key`). */
    key: text(40).optional(),
    first_name: optionalText(NAME_MAX, MESSAGES.nameTooLong).default(''),
    last_name: optionalText(NAME_MAX, MESSAGES.nameTooLong).default(''),
    email: optionalEmail.default(''),
    phone: optionalPhone.default(''),
    is_child: bool.default(false),
    plus_one_allowed: bool.default(false),
    /** This person is someone's +1: the host's id (someone already on the list) or key (someone new in this request). */
    plus_one_of: id().nullable().default(null),
    plus_one_of_key: text(40).nullable().default(null),
  })
  .superRefine((p, ctx) => {
    // Only a +1 may be unnamed ("Guest of Maria Garcia").
    const isPlusOne = p.plus_one_of !== null || p.plus_one_of_key !== null;
    if (!isPlusOne && !p.first_name && !p.last_name)
      ctx.addIssue({ code: 'custom', message: MESSAGES.personNameRequired, path: ['first_name'] });
  });
export type PersonInput = z.input<typeof personInput>;

const people = z.array(personInput).min(1, MESSAGES.peopleRequired).max(MAX_PEOPLE_PER_HOUSEHOLD, MESSAGES.tooManyPeople);
const idList = (max: number, message: string) => z.array(id()).max(max, message);

/** Checks the address fields together (a started address needs its street, city, state and ZIP). */
function refineAddress(value: Partial<MailingAddress>, ctx: z.RefinementCtx): void {
  if (ADDRESS_FIELDS.some((f) => value[f] === undefined)) return;
  for (const [field, message] of Object.entries(addressProblems(value as MailingAddress))) {
    ctx.addIssue({ code: 'custom', message, path: [field] });
  }
}

/** POST /web-api/v2/wedding/guests/households: a new household with its people, tags and invitations. */
export const createHouseholdBody = z
  .object({
    ...householdFieldsShape,
    address1: householdFieldsShape.address1.default(''),
    address2: householdFieldsShape.address2.default(''),
    city: householdFieldsShape.city.default(''),
    state_province: householdFieldsShape.state_province.default(''),
    postal_code: householdFieldsShape.postal_code.default(''),
    country_code: householdFieldsShape.country_code.default('US'),
    email: optionalEmail.default(''),
    phone: optionalPhone.default(''),
    side: householdFieldsShape.side.default('BOTH'),
    list: householdFieldsShape.list.default('A'),
    notes: householdFieldsShape.notes.default(''),
    guests: people,
    tag_ids: idList(MAX_TAGS_PER_HOUSEHOLD, `A household can have at most ${MAX_TAGS_PER_HOUSEHOLD} tags.`).default([]),
    event_ids: idList(MAX_EVENTS, MESSAGES.tooManyEvents).default([]),
  })
  .superRefine(refineAddress);
export type CreateHouseholdBody = z.input<typeof createHouseholdBody>;

/**
 * PATCH /web-api/v2/wedding/guests/households/{id}: only the fields sent change. `version` is the
 * one the form was opened with; a household changed since (by a partner) answers 409 with the
 * current household and MESSAGES.staleHousehold. `guests`, when sent, is the whole new list of
 * people: anyone left out is removed, and removing someone who has answered an RSVP needs their
 * id in `confirmed_removals` (otherwise 409 with code 'confirm_needed' and what would change).
 */
export const updateHouseholdBody = z
  .object(householdFieldsShape)
  .partial()
  .extend({
    version: z.number({ message: 'must be the version you loaded' }).int('must be the version you loaded').min(1).max(MAX_ID),
    guests: people.optional(),
    tag_ids: idList(MAX_TAGS_PER_HOUSEHOLD, `A household can have at most ${MAX_TAGS_PER_HOUSEHOLD} tags.`).optional(),
    event_ids: idList(MAX_EVENTS, MESSAGES.tooManyEvents).optional(),
    confirmed_removals: z.array(id()).max(MAX_PEOPLE_PER_HOUSEHOLD).default([]),
  })
  .superRefine(refineAddress);
export type UpdateHouseholdBody = z.input<typeof updateHouseholdBody>;

export const householdIdParams = z.object({ id: idParam() });
export const guestIdParams = z.object({ id: idParam() });
export const tagIdParams = z.object({ id: idParam() });
export const eventIdParams = z.object({ id: idParam() });

/** DELETE /web-api/v2/wedding/guests/people/{id}?confirm=true: confirm is needed once the person has answered. */
export const deleteGuestQuery = z.object({ confirm: z.enum(['true', 'false'], { message: 'must be true or false' }).default('false') });

export const tagBody = z.object({ name: requiredText(TAG_NAME_MAX, MESSAGES.tagNameRequired, MESSAGES.tagNameTooLong) });
export type TagBody = z.input<typeof tagBody>;

const eventTime = text(5, { type: MESSAGES.eventTime, tooLong: MESSAGES.eventTime }).regex(
  /^([01][0-9]|2[0-3]):[0-5][0-9]$/,
  MESSAGES.eventTime,
);
const eventDate = text(10, { type: MESSAGES.eventDate, tooLong: MESSAGES.eventDate }).refine(isCalendarDate, MESSAGES.eventDate);

/** POST and PUT /web-api/v2/wedding/guests/events[/{id}]: the menu is the whole list (options with an id keep it, and their answers). */
export const eventBody = z.object({
  name: requiredText(EVENT_NAME_MAX, MESSAGES.eventNameRequired, MESSAGES.eventNameTooLong),
  event_date: eventDate.nullable().default(null),
  start_time: eventTime.nullable().default(null),
  place: optionalText(PLACE_MAX, `Places can be at most ${PLACE_MAX} characters.`).default(''),
  address: optionalText(PLACE_MAX, `Addresses can be at most ${PLACE_MAX} characters.`).default(''),
  meal_options: z
    .array(
      z.object({
        id: id().optional(),
        name: requiredText(MEAL_NAME_MAX, MESSAGES.mealNameRequired, `Meal names can be at most ${MEAL_NAME_MAX} characters.`),
      }),
    )
    .max(MAX_MEAL_OPTIONS, MESSAGES.tooManyMeals)
    .default([]),
  /** On creation: invite every household already on the list. */
  invite_all_households: bool.default(false),
});
export type EventBody = z.input<typeof eventBody>;

/** PUT /web-api/v2/wedding/guests/rsvps: the couple records one person's answer for one event. */
export const rsvpBody = z
  .object({
    guest_id: id(),
    event_id: id(),
    status: z.enum(RSVP_STATUSES, { message: 'must be ATTENDING, DECLINED or NO_ANSWER' }),
    meal_option_id: id().nullable().default(null),
    dietary_notes: optionalText(DIETARY_MAX, `Dietary notes can be at most ${DIETARY_MAX} characters.`).default(''),
    song_request: optionalText(SONG_MAX, `Song requests can be at most ${SONG_MAX} characters.`).default(''),
  })
  .superRefine((v, ctx) => {
    if (v.meal_option_id !== null && v.status !== 'ATTENDING')
      ctx.addIssue({ code: 'custom', message: MESSAGES.mealWhenDeclined, path: ['meal_option_id'] });
  });
export type RsvpBody = z.input<typeof rsvpBody>;

/** POST /web-api/v2/wedding/guests/households/bulk: one action on the selected households (one transaction). */
export const bulkBody = z
  .object({
    household_ids: z.array(id()).min(1, MESSAGES.bulkEmpty).max(MAX_BULK, MESSAGES.bulkTooMany),
    action: z.enum(BULK_ACTIONS, { message: `must be one of ${BULK_ACTIONS.join(', ')}` }),
    tag_id: id().optional(),
    event_id: id().optional(),
    list: z.enum(GUEST_LISTS).optional(),
    side: z.enum(SIDES).optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.action === 'TAG' || v.action === 'UNTAG') && v.tag_id === undefined)
      ctx.addIssue({ code: 'custom', message: MESSAGES.bulkTagRequired, path: ['tag_id'] });
    if ((v.action === 'INVITE' || v.action === 'UNINVITE') && v.event_id === undefined)
      ctx.addIssue({ code: 'custom', message: MESSAGES.bulkEventRequired, path: ['event_id'] });
    if (v.action === 'SET_LIST' && v.list === undefined)
      ctx.addIssue({ code: 'custom', message: 'Choose the A or B list.', path: ['list'] });
    if (v.action === 'SET_SIDE' && v.side === undefined) ctx.addIssue({ code: 'custom', message: 'Choose a side.', path: ['side'] });
  });
export type BulkBody = z.input<typeof bulkBody>;

/** POST /web-api/v2/wedding/guests/households/restore: undo a delete within UNDO_WINDOW_MINUTES. */
export const restoreBody = z.object({ undo_token: z.uuid({ message: MESSAGES.undoExpired }) });
export type RestoreBody = z.input<typeof restoreBody>;

// ---------------------------------------------------------------------------------------------
// The list query (GET /web-api/v2/wedding/guests): the SPA keeps it as GuestListFilters (guestRules.ts).

const idCsv = z
  .string({ message: 'must be a list of ids' })
  .max(400, 'must be a list of ids')
  .regex(/^[0-9]{1,10}(,[0-9]{1,10}){0,39}$/, 'must be a list of ids')
  .transform((s) => s.split(',').map(Number))
  .refine((ids) => ids.every((n) => n >= 1 && n <= MAX_ID), 'must be a list of ids');

export const guestListQuery = z.object({
  q: text(SEARCH_MAX, { tooLong: `Search for at most ${SEARCH_MAX} characters.` }).default(''),
  /** Households with any of these tags. */
  tag: idCsv.optional(),
  /** Households invited to this event (and, with `rsvp`, whose people answered so for it). */
  event: idParam().optional(),
  /** Households with someone in this state (for `event`, or for any event they are invited to). */
  rsvp: z.enum(RSVP_STATUSES, { message: 'must be ATTENDING, DECLINED or NO_ANSWER' }).optional(),
  side: z.enum(SIDES, { message: 'must be PARTNER1, PARTNER2 or BOTH' }).optional(),
  list: z.enum(GUEST_LISTS, { message: 'must be A or B' }).optional(),
  missing_address: z.enum(['true'], { message: 'must be true' }).optional(),
  sort: z.enum(GUEST_SORTS, { message: `must be one of ${GUEST_SORTS.join(', ')}` }).default('name'),
  page: intParam(1, 10_000, { type: 'must be a page number' }).default(1),
  page_size: intParam(1, PAGE_SIZE_MAX, { type: `must be from 1 to ${PAGE_SIZE_MAX}` }).default(PAGE_SIZE_DEFAULT),
});
export type GuestListQuery = z.output<typeof guestListQuery>;

// ---------------------------------------------------------------------------------------------
// Answers

export const rsvpView = z.object({
  guest_id: z.number(),
  event_id: z.number(),
  status: z.enum(RSVP_STATUSES),
  meal_option_id: z.number().nullable(),
  dietary_notes: z.string(),
  song_request: z.string(),
  answered_by: z.enum(ANSWERED_BY).nullable(),
  answered_at: z.string().nullable(),
});
export type RsvpView = z.infer<typeof rsvpView>;

export const guestView = z.object({
  id: z.number(),
  household_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  is_child: z.boolean(),
  plus_one_allowed: z.boolean(),
  plus_one_of: z.number().nullable(),
  sort_order: z.number(),
  /** Answers recorded for the events the household is invited to (no entry: no answer yet). */
  rsvps: z.array(rsvpView),
});
export type GuestView = z.infer<typeof guestView>;

export const householdView = z.object({
  id: z.number(),
  display_name: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state_province: z.string(),
  postal_code: z.string(),
  country_code: z.string(),
  email: z.string(),
  phone: z.string(),
  side: z.enum(SIDES),
  list: z.enum(GUEST_LISTS),
  notes: z.string(),
  version: z.number(),
  has_address: z.boolean(),
  tag_ids: z.array(z.number()),
  event_ids: z.array(z.number()),
  guests: z.array(guestView),
  created_at: z.string(),
  updated_at: z.string(),
  /** The member who made the last change ("Jordan"), when a member did. */
  updated_by: z.string().nullable(),
});
export type HouseholdView = z.infer<typeof householdView>;

export const tagView = z.object({ id: z.number(), name: z.string(), household_count: z.number() });
export type TagView = z.infer<typeof tagView>;

export const mealOptionView = z.object({ id: z.number(), name: z.string() });
export type MealOptionView = z.infer<typeof mealOptionView>;

export const eventView = z.object({
  id: z.number(),
  name: z.string(),
  event_date: z.string().nullable(),
  start_time: z.string().nullable(),
  place: z.string(),
  address: z.string(),
  sort_order: z.number(),
  meal_options: z.array(mealOptionView),
});
export type EventView = z.infer<typeof eventView>;

export const mealCount = z.object({ meal_option_id: z.number().nullable(), name: z.string(), count: z.number() });
export const eventCounts = z.object({
  event_id: z.number(),
  invited: z.number(),
  attending: z.number(),
  declined: z.number(),
  waiting: z.number(),
  attending_adults: z.number(),
  attending_children: z.number(),
  /** Attending people per meal; meal_option_id null: attending with no meal chosen yet. */
  meals: z.array(mealCount),
});
export type EventCounts = z.infer<typeof eventCounts>;

/** The counts at the top of the list (the whole list, whatever the filters). */
export const guestCounts = z.object({
  households: z.number(),
  guests: z.number(),
  adults: z.number(),
  children: z.number(),
  /** People invited to at least one event. */
  invited: z.number(),
  /** overallRsvp of each invited person. */
  attending: z.number(),
  declined: z.number(),
  waiting: z.number(),
  missing_address: z.number(),
  events: z.array(eventCounts),
});
export type GuestCounts = z.infer<typeof guestCounts>;

/** GET /web-api/v2/wedding/guests: a page of households (filtered, sorted), with the counts, tags and events. */
export const guestListAnswer = z.object({
  households: z.array(householdView),
  /** Households matching the filters, and the people in them. */
  total: z.number(),
  total_guests: z.number(),
  page: z.number(),
  page_size: z.number(),
  counts: guestCounts,
  tags: z.array(tagView),
  events: z.array(eventView),
  /** The couple's first names, for the side labels. */
  partner1_first_name: z.string(),
  partner2_first_name: z.string(),
});
export type GuestListAnswer = z.infer<typeof guestListAnswer>;

/** What deleting a person also removes (the SPA asks first when `needs_confirmation`). */
export const guestDeleteImpact = z.object({
  guest_id: z.number(),
  name: z.string(),
  needs_confirmation: z.boolean(),
  /** Their answers, by event name: "Reception: Attending (Chicken)". */
  rsvps: z.array(z.object({ event_id: z.number(), event_name: z.string(), status: z.enum(RSVP_STATUSES), meal: z.string().nullable() })),
  /** Their +1, removed with them. */
  plus_one: z.string().nullable(),
  message: z.string(),
});
export type GuestDeleteImpact = z.infer<typeof guestDeleteImpact>;

/** The 409 body of a stale household save: the current household to review. */
export const staleHouseholdError = z.object({ message: z.string(), code: z.literal('stale_household'), household: householdView });
export type StaleHouseholdError = z.infer<typeof staleHouseholdError>;
/** The 409 body of a save that would remove people who answered: what would change. */
export const confirmNeededError = z.object({ message: z.string(), code: z.literal('confirm_needed'), impacts: z.array(guestDeleteImpact) });
export type ConfirmNeededError = z.infer<typeof confirmNeededError>;

/** A household saved: the household as it now is, and the counts it moved. */
export const householdAnswer = z.object({ household: householdView, counts: guestCounts });
export type HouseholdAnswer = z.infer<typeof householdAnswer>;

export const bulkAnswer = z.object({
  action: z.enum(BULK_ACTIONS),
  affected: z.number(),
  /** For DELETE: the token to undo it with, until `undo_until`. */
  undo_token: z.string().nullable(),
  undo_until: z.string().nullable(),
  counts: guestCounts,
});
export type BulkAnswer = z.infer<typeof bulkAnswer>;

export const restoreAnswer = z.object({ restored: z.number(), counts: guestCounts });
export type RestoreAnswer = z.infer<typeof restoreAnswer>;

export const rsvpAnswer = z.object({ rsvp: rsvpView, counts: guestCounts });
export type RsvpAnswer = z.infer<typeof rsvpAnswer>;

export const deleteGuestAnswer = z.object({ deleted_guest_ids: z.array(z.number()), household: householdView, counts: guestCounts });
export type DeleteGuestAnswer = z.infer<typeof deleteGuestAnswer>;

export const tagsAnswer = z.object({ tags: z.array(tagView) });
export type TagsAnswer = z.infer<typeof tagsAnswer>;
export const eventsAnswer = z.object({ events: z.array(eventView), counts: guestCounts });
export type EventsAnswer = z.infer<typeof eventsAnswer>;

/** One entry of a household's change history (household_changes). */
export const householdChangeView = z.object({
  id: z.number(),
  source: z.enum(CHANGE_SOURCES),
  by: z.string().nullable(),
  changes: z.array(
    z.object({
      field: z.string(),
      old: z.union([z.string(), z.number(), z.boolean(), z.null()]),
      new: z.union([z.string(), z.number(), z.boolean(), z.null()]),
    }),
  ),
  created_at: z.string(),
});
export type HouseholdChangeView = z.infer<typeof householdChangeView>;
export const householdChangesAnswer = z.object({ changes: z.array(householdChangeView) });
export type HouseholdChangesAnswer = z.infer<typeof householdChangesAnswer>;
