import { stateByCode } from './locations';
import { SONG_REQUEST_MAX } from './websiteRsvpRules';

/**
 * The guest list's constants, messages and pure rules: no zod here, so the SPA's guest list page
 * (its first load) reads them without the schema library. The request and answer schemas that use
 * them are in guests.ts, which re-exports everything here for the server and the dialogs.
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
/** The website's RSVP form asks for songs too: one limit (contracts/websiteRsvpRules.ts). */
export const SONG_MAX = SONG_REQUEST_MAX;
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

export const BULK_ACTIONS = ['TAG', 'UNTAG', 'INVITE', 'UNINVITE', 'SET_LIST', 'SET_SIDE', 'DELETE'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

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
