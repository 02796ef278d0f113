import { z } from 'zod';
import { id, idParam, intParam, MAX_ID, text } from './inputs';
import { stateByCode } from './locations';
import { isCalendarDate } from './weddingDates';

/**
 * The guest list (issue 27): households (parties) and their people, tags, the wedding's events,
 * RSVPs per person per event, and the list query. Shared by the SPA (src/features/guests) and the
 * server (server/modules/guests); server/API.md "The guest list" documents the routes. Field names
 * are the API's (snake_case). The address-collection link, CSV import/export and mailing labels
 * build on the same household fields and address rules (householdFieldsShape, addressProblems).
 */

// ---------------------------------------------------------------------------------------------
// Constants

/** Whose guest a household is: the owner's side (partner 1), the partner's (partner 2), or both. */
export const SIDES = ['PARTNER1', 'PARTNER2', 'BOTH'] as const;
export type Side = (typeof SIDES)[number];
/** The side's label, with the couple's first names ("Alex's side"); "Both sides" for BOTH. */
export function sideLabel(side: Side, partner1FirstName: string, partner2FirstName: string): string {
  if (side === 'BOTH') return 'Both sides';
  const name = (side === 'PARTNER1' ? partner1FirstName : partner2FirstName).trim();
  if (!name) return side === 'PARTNER1' ? 'Partner 1’s side' : 'Partner 2’s side';
  return `${name}’s side`;
}

/** The A list is invited first; the B list if places free up. */
export const GUEST_LISTS = ['A', 'B'] as const;
export type GuestListLetter = (typeof GUEST_LISTS)[number];
export const GUEST_LIST_LABELS: Record<GuestListLetter, string> = { A: 'A list', B: 'B list' };

export const RSVP_STATUSES = ['ATTENDING', 'DECLINED', 'NO_ANSWER'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];
export const RSVP_STATUS_LABELS: Record<RsvpStatus, string> = { ATTENDING: 'Attending', DECLINED: 'Declined', NO_ANSWER: 'No answer' };
/** Who recorded an answer: the couple by hand (a call, a card) or the guest (the website's RSVP). */
export const ANSWERED_BY = ['COUPLE', 'GUEST'] as const;
export type AnsweredBy = (typeof ANSWERED_BY)[number];

/** Where a household change came from (household_changes.source). */
export const CHANGE_SOURCES = ['COUPLE', 'GUEST_LINK', 'IMPORT'] as const;
export type ChangeSource = (typeof CHANGE_SOURCES)[number];

export const MAX_HOUSEHOLDS = 2000;
export const MAX_PEOPLE_PER_HOUSEHOLD = 20;
export const MAX_TAGS = 100;
export const MAX_TAGS_PER_HOUSEHOLD = 20;
export const MAX_EVENTS = 20;
export const MAX_MEAL_OPTIONS = 12;
export const MAX_BULK = 1000;
export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_MAX = 200;
/** A deleted household can be brought back this long after the delete (then it is purged). */
export const UNDO_WINDOW_MINUTES = 30;

export const NAME_MAX = 60;
export const DISPLAY_NAME_MAX = 120;
export const NOTES_MAX = 2000;
export const TAG_NAME_MAX = 40;
export const EVENT_NAME_MAX = 80;
export const PLACE_MAX = 200;
export const MEAL_NAME_MAX = 60;
export const DIETARY_MAX = 300;
export const SONG_MAX = 200;
export const SEARCH_MAX = 100;

// ---------------------------------------------------------------------------------------------
// Messages (the pure rules' words; tested in test/unit/guests.test.ts)

export const MESSAGES = {
  displayNameRequired: 'Enter a name for the household, like “The Garcia family”.',
  displayNameTooLong: `Household names can be at most ${DISPLAY_NAME_MAX} characters.`,
  personNameRequired: 'Enter a first or last name.',
  nameTooLong: `Names can be at most ${NAME_MAX} characters.`,
  peopleRequired: 'Add at least one person to the household.',
  tooManyPeople: `A household can have at most ${MAX_PEOPLE_PER_HOUSEHOLD} people.`,
  email: 'Enter an email address like name@example.com.',
  phone: 'Enter a phone number of 7 to 15 digits (spaces, dashes, dots, brackets and a leading + are fine).',
  notesTooLong: `Notes can be at most ${NOTES_MAX} characters.`,
  address1: 'Enter a street address.',
  city: 'Enter a city.',
  state: 'Choose a US state or territory.',
  zip: 'Enter a 5-digit ZIP code (or ZIP+4).',
  canadianPostal: 'Enter a postal code like K1A 0B1.',
  postal: 'Enter a postal code.',
  postalTooLong: 'Postal codes can be at most 12 characters.',
  country: 'Choose a country.',
  addressTooLong: 'Address lines can be at most 120 characters.',
  tagNameRequired: 'Enter a name for the tag.',
  tagNameTooLong: `Tag names can be at most ${TAG_NAME_MAX} characters.`,
  tagTaken: 'You already have a tag with that name.',
  tooManyTags: `You can have at most ${MAX_TAGS} tags.`,
  eventNameRequired: 'Enter a name for the event.',
  eventNameTooLong: `Event names can be at most ${EVENT_NAME_MAX} characters.`,
  eventDate: 'Enter a date like 2027-06-12.',
  eventTime: 'Enter a time like 17:30.',
  tooManyEvents: `A wedding can have at most ${MAX_EVENTS} events.`,
  mealNameRequired: 'Enter a name for the meal option.',
  tooManyMeals: `An event can have at most ${MAX_MEAL_OPTIONS} meal options.`,
  mealNotOnMenu: 'Choose a meal from this event’s menu.',
  notInvited: 'This household is not invited to that event. Invite them first.',
  mealWhenDeclined: 'A meal can only be chosen for someone who is attending.',
  householdNotFound: 'We could not find that household on your guest list.',
  guestNotFound: 'We could not find that guest on your guest list.',
  tagNotFound: 'We could not find that tag.',
  eventNotFound: 'We could not find that event.',
  staleHousehold: 'Your partner changed this household. Review their change and save again.',
  confirmGuestDelete: 'This guest has answered an RSVP. Confirm to delete them and their answers.',
  undoExpired: 'That delete can no longer be undone.',
  lastPerson: 'A household needs at least one person. To remove everyone, delete the household.',
  idNotInHousehold: 'That person is not in this household.',
  plusOneHost: 'A +1 must come with someone in the same household.',
  bulkEmpty: 'Choose at least one household.',
  bulkTooMany: `You can change at most ${MAX_BULK} households at once.`,
  bulkTagRequired: 'Choose a tag.',
  bulkEventRequired: 'Choose an event.',
  tooManyHouseholds: `A guest list can have at most ${MAX_HOUSEHOLDS} households.`,
  restoreTooMany: `Undoing this delete would take your guest list past ${MAX_HOUSEHOLDS} households. Delete other households first.`,
} as const;

// ---------------------------------------------------------------------------------------------
// Pure rules

const EMAIL_PATTERN = /^[^\s@"<>(),;:]+@[^\s@"<>(),;:]+\.[^\s@"<>(),;:.]{2,}$/;
/** Whether an email address looks deliverable (the empty string is "none", which is allowed). */
export const isEmail = (value: string): boolean => value.length <= 254 && EMAIL_PATTERN.test(value);

/** The digits of a phone number as typed: '+1 (555) 010-2030' → '15550102030'. */
export const phoneDigits = (value: string): string => value.replace(/\D/g, '');
/** 7 to 15 digits (E.164's maximum), written with spaces, dashes, dots, brackets and an optional leading +. */
export function isPhone(value: string): boolean {
  if (!/^\+?[0-9 ().-]+$/.test(value)) return false;
  const digits = phoneDigits(value).length;
  return digits >= 7 && digits <= 15;
}

/** ISO 3166-1 alpha-2 codes with a name (Intl knows them in the browser and in Node). */
let regionNames: Intl.DisplayNames | null = null;
export function countryName(code: string): string | null {
  if (!/^[A-Z]{2}$/.test(code)) return null;
  regionNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  const name = regionNames.of(code);
  // Unknown and reserved codes come back as the code itself (or "Unknown Region").
  return name && name !== code && !/unknown/i.test(name) ? name : null;
}
export const isCountryCode = (code: string): boolean => countryName(code) !== null;

/** US "states" a guest may live in: spec §3's states and territories plus the military post codes. */
const US_MILITARY = new Set(['AA', 'AE', 'AP']);
export const isUsStateCode = (code: string): boolean => US_MILITARY.has(code) || stateByCode(code) !== undefined;

export interface MailingAddress {
  address1: string;
  address2: string;
  city: string;
  state_province: string;
  postal_code: string;
  country_code: string;
}
export const ADDRESS_FIELDS = ['address1', 'address2', 'city', 'state_province', 'postal_code', 'country_code'] as const;

/** Whether any line of the address is filled in (the country alone does not count). */
export const hasAnyAddress = (a: MailingAddress): boolean =>
  [a.address1, a.address2, a.city, a.state_province, a.postal_code].some((part) => part.trim() !== '');

/**
 * What is wrong with a mailing address, per field (empty when nothing). An address left wholly
 * empty is fine (the household shows as "missing address"); once started it needs a street, a
 * city and, in the US, a state and a ZIP code (spec §5's shipping address), in Canada a postal code
 * like K1A 0B1, elsewhere a postal code is optional.
 */
export function addressProblems(a: MailingAddress): Partial<Record<keyof MailingAddress, string>> {
  const problems: Partial<Record<keyof MailingAddress, string>> = {};
  const country = a.country_code.trim().toUpperCase();
  if (!isCountryCode(country)) problems.country_code = MESSAGES.country;
  if (!hasAnyAddress(a)) return problems;
  if (!a.address1.trim()) problems.address1 = MESSAGES.address1;
  if (!a.city.trim()) problems.city = MESSAGES.city;
  const postal = a.postal_code.trim();
  if (country === 'US') {
    if (!isUsStateCode(a.state_province.trim().toUpperCase())) problems.state_province = MESSAGES.state;
    if (!/^\d{5}(?:[-\s]?\d{4})?$/.test(postal)) problems.postal_code = MESSAGES.zip;
  } else if (country === 'CA') {
    if (!/^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/.test(postal)) problems.postal_code = MESSAGES.canadianPostal;
  } else if (postal.length > 12) problems.postal_code = MESSAGES.postalTooLong;
  return problems;
}

/** The address as stored: trimmed, single-spaced, US states and ZIP+4 and Canadian postal codes tidied. */
export function tidyAddress(a: MailingAddress): MailingAddress {
  const tidy = (s: string) => s.trim().replace(/\s+/g, ' ');
  const country = tidy(a.country_code).toUpperCase() || 'US';
  let postal = tidy(a.postal_code);
  let state = tidy(a.state_province);
  if (country === 'US') {
    state = state.toUpperCase();
    const zip = /^(\d{5})[-\s]?(\d{4})$/.exec(postal);
    if (zip) postal = `${zip[1]}-${zip[2]}`;
  } else if (country === 'CA') {
    state = state.toUpperCase();
    const code = /^([A-Za-z]\d[A-Za-z])[ -]?(\d[A-Za-z]\d)$/.exec(postal);
    if (code) postal = `${code[1]} ${code[2]}`.toUpperCase();
  }
  return {
    address1: tidy(a.address1),
    address2: tidy(a.address2),
    city: tidy(a.city),
    state_province: state,
    postal_code: postal,
    country_code: country,
  };
}

/** Whether a household can be mailed: a street, a city and, where the country needs one, a state and a postal code. */
export function hasMailingAddress(a: MailingAddress): boolean {
  return hasAnyAddress(a) && Object.keys(addressProblems(a)).length === 0;
}

/** A person's name as the list shows it; an unnamed +1 is "Guest of {host}". */
export function guestDisplayName(
  person: { first_name: string; last_name: string },
  host?: { first_name: string; last_name: string } | null,
): string {
  const name = `${person.first_name} ${person.last_name}`.trim();
  if (name) return name;
  const hostName = host ? `${host.first_name} ${host.last_name}`.trim() : '';
  return hostName ? `Guest of ${hostName}` : 'Guest';
}

/** A household name suggested from its people: "The Garcia family", "Maria Garcia", "Maria & Tom". */
export function suggestedDisplayName(people: ReadonlyArray<{ first_name: string; last_name: string }>): string {
  const named = people.filter((p) => p.first_name.trim() || p.last_name.trim());
  if (named.length === 0) return '';
  if (named.length === 1) return `${named[0]!.first_name} ${named[0]!.last_name}`.trim();
  const lastNames = new Set(named.map((p) => p.last_name.trim()).filter(Boolean));
  if (lastNames.size === 1) return `The ${[...lastNames][0]!} family`;
  return named.map((p) => p.first_name.trim() || p.last_name.trim()).join(' & ');
}

/**
 * One person's overall state across the events they are invited to: attending at least one,
 * declined every one, or waiting (any unanswered and none attended). Not invited to anything: null.
 */
export function overallRsvp(statuses: readonly RsvpStatus[]): RsvpStatus | null {
  if (statuses.length === 0) return null;
  if (statuses.includes('ATTENDING')) return 'ATTENDING';
  if (statuses.every((s) => s === 'DECLINED')) return 'DECLINED';
  return 'NO_ANSWER';
}

/** The time an event starts, as a person reads it: '17:30' → '5:30 PM'. */
export function formatEventTime(time: string | null): string {
  if (!time) return '';
  const [h, m] = time.split(':').map(Number) as [number, number];
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

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

export const BULK_ACTIONS = ['TAG', 'UNTAG', 'INVITE', 'UNINVITE', 'SET_LIST', 'SET_SIDE', 'DELETE'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

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
// The list query (GET /web-api/v2/wedding/guests): every filter is also the SPA's URL query, so a
// view can be shared between partners.

export const GUEST_SORTS = ['name', '-name', 'created', '-created', 'updated', '-updated', 'size', '-size'] as const;
export type GuestSort = (typeof GUEST_SORTS)[number];
export const GUEST_SORT_LABELS: Record<GuestSort, string> = {
  name: 'Name (A–Z)',
  '-name': 'Name (Z–A)',
  created: 'Oldest first',
  '-created': 'Newest first',
  updated: 'Least recently changed',
  '-updated': 'Recently changed',
  size: 'Smallest household first',
  '-size': 'Largest household first',
};

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
/** The query as the SPA keeps it (URL strings before parsing). */
export interface GuestListFilters {
  q: string;
  tag: number[];
  event: number | null;
  rsvp: RsvpStatus | null;
  side: Side | null;
  list: GuestListLetter | null;
  missing_address: boolean;
  sort: GuestSort;
  page: number;
}
export const EMPTY_FILTERS: GuestListFilters = {
  q: '',
  tag: [],
  event: null,
  rsvp: null,
  side: null,
  list: null,
  missing_address: false,
  sort: 'name',
  page: 1,
};

/** The filters as a URL query string (only what differs from the defaults; stable order). */
export function filtersToSearch(f: GuestListFilters): string {
  const params = new URLSearchParams();
  if (f.q.trim()) params.set('q', f.q.trim());
  if (f.tag.length) params.set('tag', [...f.tag].sort((a, b) => a - b).join(','));
  if (f.event !== null) params.set('event', String(f.event));
  if (f.rsvp) params.set('rsvp', f.rsvp);
  if (f.side) params.set('side', f.side);
  if (f.list) params.set('list', f.list);
  if (f.missing_address) params.set('missing_address', 'true');
  if (f.sort !== 'name') params.set('sort', f.sort);
  if (f.page > 1) params.set('page', String(f.page));
  return params.toString();
}

/** The filters a URL query string holds; anything unreadable falls back to its default. */
export function filtersFromSearch(search: string): GuestListFilters {
  const params = new URLSearchParams(search);
  const one = <T extends string>(name: string, allowed: readonly T[]): T | null => {
    const value = params.get(name);
    return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;
  };
  const positive = (value: string | null): number | null =>
    value && /^[0-9]{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
  return {
    q: (params.get('q') ?? '').slice(0, SEARCH_MAX),
    tag: (params.get('tag') ?? '')
      .split(',')
      .map(positive)
      .filter((n): n is number => n !== null)
      .slice(0, 40),
    event: positive(params.get('event')),
    rsvp: one('rsvp', RSVP_STATUSES),
    side: one('side', SIDES),
    list: one('list', GUEST_LISTS),
    missing_address: params.get('missing_address') === 'true',
    sort: one('sort', GUEST_SORTS) ?? 'name',
    page: Math.min(positive(params.get('page')) ?? 1, 10_000),
  };
}

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
