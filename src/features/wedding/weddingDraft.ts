import {
  dateFieldErrors,
  MAX_GUEST_COUNT,
  pastDateRefusal,
  SEASONS,
  type Season,
  type WeddingFields,
  type WeddingView,
} from '../../contracts/wedding';

/**
 * The "Your wedding" form's draft (STYLE §2: drafts live in component state): what the inputs
 * hold, as text, and the conversions to and from the contract's fields.
 */
export interface WeddingDraft {
  owner_first_name: string;
  owner_last_name: string;
  partner_first_name: string;
  partner_last_name: string;
  /** 'date': a wedding date; 'undecided': "we haven't decided" (a year with a month or season, or nothing). */
  dateMode: 'date' | 'undecided';
  wedding_date: string;
  tentative_year: string;
  /** '' | '1'..'12' | 'SPRING' | 'SUMMER' | 'FALL' | 'WINTER': one select for "month or season". */
  tentative_when: string;
  time_zone: string;
  ceremony_venue: string;
  reception_venue: string;
  city: string;
  state_province: string;
  estimated_guest_count: string;
  planning_stage: WeddingFields['planning_stage'];
}

export function draftOf(w: WeddingView): WeddingDraft {
  return {
    owner_first_name: w.owner_first_name,
    owner_last_name: w.owner_last_name,
    partner_first_name: w.partner_first_name,
    partner_last_name: w.partner_last_name,
    dateMode: w.wedding_date ? 'date' : 'undecided',
    wedding_date: w.wedding_date ?? '',
    tentative_year: w.tentative_year === null ? '' : String(w.tentative_year),
    tentative_when: w.tentative_season ?? (w.tentative_month === null ? '' : String(w.tentative_month)),
    time_zone: w.time_zone,
    ceremony_venue: w.ceremony_venue,
    reception_venue: w.reception_venue,
    city: w.city,
    state_province: w.state_province,
    estimated_guest_count: w.estimated_guest_count === null ? '' : String(w.estimated_guest_count),
    planning_stage: w.planning_stage,
  };
}

const isSeason = (v: string): v is Season => (SEASONS as readonly string[]).includes(v);

/** The date part of a draft as the contract's four fields. */
export function dateFieldsOf(d: Pick<WeddingDraft, 'dateMode' | 'wedding_date' | 'tentative_year' | 'tentative_when'>) {
  if (d.dateMode === 'date')
    return { wedding_date: d.wedding_date || null, tentative_year: null, tentative_month: null, tentative_season: null };
  return {
    wedding_date: null,
    tentative_year: d.tentative_year ? Number(d.tentative_year) : null,
    tentative_month: d.tentative_when && !isSeason(d.tentative_when) ? Number(d.tentative_when) : null,
    tentative_season: isSeason(d.tentative_when) ? d.tentative_when : null,
  };
}

/** The guest count as sent: '' is "not sure yet" (null); anything else must be a whole number in range. */
export const guestCountOf = (value: string): number | null => (value.trim() === '' ? null : Number(value));

export function fieldsOf(d: WeddingDraft): WeddingFields {
  return {
    owner_first_name: d.owner_first_name.trim(),
    owner_last_name: d.owner_last_name.trim(),
    partner_first_name: d.partner_first_name.trim(),
    partner_last_name: d.partner_last_name.trim(),
    ...dateFieldsOf(d),
    time_zone: d.time_zone,
    ceremony_venue: d.ceremony_venue.trim(),
    reception_venue: d.reception_venue.trim(),
    city: d.city.trim(),
    state_province: d.state_province.trim(),
    estimated_guest_count: guestCountOf(d.estimated_guest_count),
    planning_stage: d.planning_stage,
  };
}

export const GUEST_COUNT_MESSAGE = `Enter a whole number from 0 to ${MAX_GUEST_COUNT}, or leave it empty.`;

/** Checks the server makes too, shown before sending (the server's field messages are merged after). */
export function draftErrors(d: WeddingDraft, savedDate: string | null, now: Date = new Date()): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!d.owner_first_name.trim()) errors.owner_first_name = 'Enter your first name.';
  if (!d.partner_first_name.trim()) errors.partner_first_name = 'Enter your partner’s first name.';
  const dates = dateFieldsOf(d);
  if (d.dateMode === 'date' && !d.wedding_date) errors.wedding_date = 'Choose your date, or choose “We haven’t decided yet”.';
  const past = pastDateRefusal(savedDate, dates.wedding_date, d.time_zone, now);
  if (past) errors.wedding_date = past;
  Object.assign(errors, dateFieldErrors(dates, now));
  const count = guestCountOf(d.estimated_guest_count);
  if (count !== null && (!Number.isInteger(count) || count < 0 || count > MAX_GUEST_COUNT))
    errors.estimated_guest_count = GUEST_COUNT_MESSAGE;
  return errors;
}

/** The IANA zones to choose from (Intl's list), with the saved one kept even if this browser lacks it. */
export function timeZoneOptions(current: string): string[] {
  const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = new Set(supported);
  zones.add(current);
  if (!zones.has('UTC')) zones.add('UTC');
  return [...zones].sort();
}

/** The browser's own zone: a sensible first guess for a new wedding. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'America/New_York';
