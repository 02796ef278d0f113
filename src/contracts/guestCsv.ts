import { isEmail, isPhone, MAX_PEOPLE_PER_HOUSEHOLD, MAX_TAGS_PER_HOUSEHOLD, NOTES_MAX as HOUSEHOLD_NOTES_MAX } from './guests';
import { unstorableText } from './inputs';
import { checkMailingAddress, hasAnyAddress, type AddressCheckOptions, type MailingAddress } from './mailingAddress';

/**
 * The guest list's CSV (issue 27): the template's columns, the limits of one import, and the rules
 * each row is checked by before anything is written (server/API.md "Guest list: import and
 * export"). The server reads the file with papaparse (server/modules/guests/csvFile.ts) and hands
 * the records to `checkGuestRows`; the preview the couple sees is its answer. One row is one
 * person; rows naming the same household share one invitation and one mailing address.
 */

// ---------------------------------------------------------------------------------------------
// Columns and limits

export interface GuestCsvColumn {
  key: GuestCsvKey;
  /** The template's header. */
  header: string;
  /** What goes in it, for the help text beside the upload (and the API reference). */
  help: string;
  /** Other headers people's spreadsheets use for it (compared letters and digits only, any case). */
  aliases?: readonly string[];
}

export const GUEST_CSV_KEYS = [
  'household',
  'firstName',
  'lastName',
  'email',
  'phone',
  'child',
  'plusOne',
  'address1',
  'address2',
  'city',
  'stateProvince',
  'postalCode',
  'country',
  'tags',
  'side',
  'list',
  'events',
  'notes',
  'householdEmail',
  'householdPhone',
] as const;
export type GuestCsvKey = (typeof GUEST_CSV_KEYS)[number];

export const GUEST_CSV_COLUMNS: readonly GuestCsvColumn[] = [
  {
    key: 'household',
    header: 'Household',
    help: 'People with the same household name get one invitation at one address (“The Garcia family”). Empty: a household of one.',
    aliases: ['household name', 'party', 'invitation', 'family'],
  },
  { key: 'firstName', header: 'First name', help: 'Required.', aliases: ['first', 'given name', 'firstname'] },
  { key: 'lastName', header: 'Last name', help: 'Optional.', aliases: ['last', 'surname', 'family name', 'lastname'] },
  { key: 'email', header: 'Email', help: 'Optional; one address.', aliases: ['email address', 'e-mail'] },
  { key: 'phone', header: 'Phone', help: 'Optional; 7 to 15 digits, written as you like.', aliases: ['phone number', 'mobile', 'cell'] },
  { key: 'child', header: 'Child', help: '“yes” for a child; empty or “no” for an adult.', aliases: ['is child', 'kid', 'age group'] },
  {
    key: 'plusOne',
    header: 'Plus-one',
    help: 'Empty or “no”: none. “yes”: they may bring a guest. A name: that guest, by name.',
    aliases: ['plus one', '+1', 'guest', 'plus1'],
  },
  {
    key: 'address1',
    header: 'Address line 1',
    help: 'Street and number. Give the address once per household.',
    aliases: ['address', 'street', 'street address'],
  },
  { key: 'address2', header: 'Address line 2', help: 'Apartment, suite, unit (optional).', aliases: ['apartment', 'apt', 'suite', 'unit'] },
  { key: 'city', header: 'City', help: 'Town or city.', aliases: ['town'] },
  {
    key: 'stateProvince',
    header: 'State / province',
    help: 'US state, Canadian province or Australian state as a code or a name; elsewhere as the post writes it.',
    aliases: ['state', 'province', 'region', 'county', 'state province region'],
  },
  { key: 'postalCode', header: 'Postal code', help: 'ZIP code in the US.', aliases: ['zip', 'zip code', 'postcode', 'postal'] },
  { key: 'country', header: 'Country', help: 'A name or a 2-letter code; empty means the United States.', aliases: ['country code'] },
  { key: 'tags', header: 'Tags', help: 'Groups, separated by semicolons: “Family; College friends”.', aliases: ['groups', 'group', 'tag'] },
  { key: 'side', header: 'Side', help: '“partner 1”, “partner 2” or “both” (or a partner’s first name).', aliases: ['affiliation'] },
  { key: 'list', header: 'List', help: '“A” or “B” (empty: A).', aliases: ['a/b list', 'ab list', 'a b list', 'priority'] },
  {
    key: 'events',
    header: 'Events',
    help: 'The events the household is invited to, by their names on your Events list, separated by semicolons: “Ceremony; Reception”. Empty: none yet.',
    aliases: ['invited to', 'event', 'invitations', 'events invited'],
  },
  { key: 'notes', header: 'Notes', help: 'Anything else (at most 1,000 characters).', aliases: ['note', 'comments'] },
  {
    key: 'householdEmail',
    header: 'Household email',
    help: 'The household’s own email, if it has one (a guest’s is in Email). Give it once per household.',
  },
  { key: 'householdPhone', header: 'Household phone', help: 'The household’s own phone (optional). Give it once per household.' },
];

/**
 * The export's columns after the template's, per event: each guest's answer, meal and dietary
 * notes. An import does not read them (RSVPs are recorded on the list or by the guests).
 */
export const EXPORT_ANSWER_HEADERS = {
  rsvp: (event: string) => `RSVP: ${event}`,
  meal: (event: string) => `Meal: ${event}`,
  dietary: (event: string) => `Dietary notes: ${event}`,
} as const;

/** At most this many people in one import: a large wedding's list, and a preview a person can read. */
export const MAX_IMPORT_ROWS = 2000;
/** At most this many bytes in one file (2,000 rows of every column fit in under half of it). */
export const MAX_IMPORT_BYTES = 1024 * 1024;

export const NAME_MAX = 60;
export const HOUSEHOLD_NAME_MAX = 120;
export const NOTES_MAX = 1000;
export const TAG_MAX = 40;
/** A household's tags (the union of its rows') and people (with their plus-ones), as the list allows. */
export const TAGS_PER_GUEST_MAX = MAX_TAGS_PER_HOUSEHOLD;
export { MAX_PEOPLE_PER_HOUSEHOLD, HOUSEHOLD_NOTES_MAX };

export { SIDES, GUEST_LISTS, type Side as GuestSide, type GuestListLetter } from './guests';
import type { Side as GuestSide, GuestListLetter } from './guests';

/** The template's example events when the couple has none yet (the help says to use their own). */
export const TEMPLATE_EVENTS = ['Ceremony', 'Reception'] as const;

/**
 * The template: the header row and two example households (one US, one abroad), as a spreadsheet
 * saves it. `eventNames` are the couple's events (the examples are invited to them), else TEMPLATE_EVENTS.
 */
export function guestCsvTemplate(eventNames: readonly string[] = TEMPLATE_EVENTS): string {
  const all = eventNames.join('; ');
  const first = eventNames.slice(0, 1).join('; ');
  const rows: string[][] = [
    GUEST_CSV_COLUMNS.map((c) => c.header),
    [
      'The Garcia family',
      'Ana',
      'Garcia',
      'ana@example.com',
      '(555) 010-2030',
      'no',
      'no',
      '12 Oak Street',
      'Apt 4',
      'Springfield',
      'IL',
      '62704',
      'US',
      'Family; Bride’s side',
      'partner 1',
      'A',
      all,
      '',
    ],
    ['The Garcia family', 'Leo', 'Garcia', '', '', 'yes', 'no', '', '', '', '', '', '', 'Family', 'partner 1', 'A', all, 'Loves dinosaurs'],
    [
      '',
      'Priya',
      'Shah',
      'priya@example.com',
      '+44 20 7946 0000',
      'no',
      'yes',
      '221B Baker Street',
      '',
      'London',
      '',
      'NW1 6XE',
      'United Kingdom',
      'College friends',
      'both',
      'B',
      first,
      '',
    ],
  ];
  return rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** One CSV cell: quoted when it holds a comma, quote or line break; a leading =, +, -, @ is defused for spreadsheets. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  // A cell starting with these runs as a formula in Excel and Sheets (CSV injection): a quote mark keeps it text.
  if (/^[=+\-@\t\r]/.test(text) && !/^[+-]?\d[\d\s().-]*$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

// ---------------------------------------------------------------------------------------------
// Headers

/** Letters and digits only, lower case, accents dropped: 'E-mail Address' → 'emailaddress'. */
export const foldHeader = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\+1/g, 'plusone')
    .replace(/[^a-z0-9]/g, '');

const HEADER_KEYS: ReadonlyMap<string, GuestCsvKey> = new Map(
  GUEST_CSV_COLUMNS.flatMap((c) => [c.header, c.key, ...(c.aliases ?? [])].map((h) => [foldHeader(h), c.key] as const)),
);

export interface HeaderMap {
  /** Column index → key, for the columns we know. */
  keys: Array<GuestCsvKey | null>;
  /** Headers we do not know (their values are ignored; the preview says so). */
  ignored: string[];
  /** A file-level refusal (no first-name column, a column twice), or null. */
  error: string | null;
}

export const NO_FIRST_NAME_COLUMN =
  'We could not find a “First name” column in the first row. The first row must name the columns: start from the template.';

export function mapHeaders(headers: readonly string[]): HeaderMap {
  const keys: Array<GuestCsvKey | null> = [];
  const ignored: string[] = [];
  const seen = new Map<GuestCsvKey, string>();
  for (const header of headers) {
    const key = HEADER_KEYS.get(foldHeader(header)) ?? null;
    if (key && seen.has(key))
      return {
        keys,
        ignored,
        error: `The columns “${seen.get(key)}” and “${header.trim()}” both hold ${columnHeader(key)}. Keep one of them.`,
      };
    if (key) seen.set(key, header.trim());
    else if (header.trim()) ignored.push(header.trim());
    keys.push(key);
  }
  return { keys, ignored, error: seen.has('firstName') ? null : NO_FIRST_NAME_COLUMN };
}

const columnHeader = (key: GuestCsvKey) => GUEST_CSV_COLUMNS.find((c) => c.key === key)!.header;

// ---------------------------------------------------------------------------------------------
// File-level refusals (the server's reader uses these words)

const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en-US')} KB`;
const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? mb(bytes) : kb(bytes));

export const IMPORT_MESSAGES = {
  empty: 'The file is empty. Fill in the template (one person per row) and upload it again.',
  noRows: 'The file has a header row but no guests in it.',
  tooLarge: (bytes: number) =>
    `This file is ${sizeText(bytes)}; one import takes at most ${sizeText(MAX_IMPORT_BYTES)} (${MAX_IMPORT_ROWS.toLocaleString('en-US')} guests). Split it into smaller files and import them one after another.`,
  tooManyRows: (rows: number) =>
    `This file has ${rows.toLocaleString('en-US')} guests; one import takes at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')}. Split it into files of at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows and import them one after another.`,
  notCsv:
    'This is not a CSV file (it looks like a spreadsheet or another binary file). In your spreadsheet choose Save As or Download → CSV, then upload that file.',
  unclosedQuote: (row: number) =>
    `Row ${row} opens a quote (") that is never closed, so the rest of the file cannot be read. Close the quote in row ${row} (or remove it) and upload the file again.`,
} as const;

// ---------------------------------------------------------------------------------------------
// Rows

/** One record as read: its row number as a spreadsheet shows it (the header is row 1) and its cells by key. */
export interface GuestCsvRecord {
  row: number;
  values: Partial<Record<GuestCsvKey, string>>;
  /** What the reader could not make sense of in this row (broken quoting, too many cells). */
  readErrors?: string[];
}

export type ProblemSeverity = 'error' | 'warning';
export interface RowProblem {
  /** The column it concerns (its template header), or null for the row as a whole. */
  column: string | null;
  message: string;
  severity: ProblemSeverity;
}

export interface PlusOne {
  allowed: boolean;
  /** The named guest's name, or null for "Guest of …". */
  name: string | null;
}

/** A row as it will be written, once it has no errors. */
export interface GuestRowValue {
  householdName: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  isChild: boolean;
  plusOne: PlusOne;
  address: MailingAddress | null;
  tags: string[];
  side: GuestSide | null;
  list: GuestListLetter;
  /** The events the row invites its household to (ids of the couple's events), in the list's order. */
  eventIds: number[];
  notes: string;
  householdEmail: string | null;
  householdPhone: string | null;
}

export interface DuplicateOf {
  guestId: number;
  name: string;
  householdName: string;
  /** What matched: the name, the email or both. */
  by: 'name' | 'email' | 'name and email';
}

export interface CheckedRow {
  row: number;
  /** Which household it lands in: rows with the same key are one household. */
  householdKey: string;
  value: GuestRowValue;
  problems: RowProblem[];
  /** The guest already on the list it seems to be (the preview suggests skipping it). */
  duplicateOf: DuplicateOf | null;
}

/** A guest already on the list, for duplicate detection. */
export interface ExistingGuest {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  householdName: string;
}

/** One of the couple's events, for the Events column. */
export interface CsvEvent {
  id: number;
  name: string;
}

export interface RowContext extends AddressCheckOptions {
  existing?: readonly ExistingGuest[];
  /** The wedding's events, in their order: the Events column names them. */
  events?: readonly CsvEvent[];
  /** The couple's first names, so a Side column may say "Alex" for partner 1. */
  partner1FirstName?: string | null;
  partner2FirstName?: string | null;
}

/** A person's name compared: accents, case, punctuation and extra spaces do not count. */
export const normalizeName = (first: string, last: string) =>
  `${first} ${last}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

const tidy = (value: string | undefined) => (value ?? '').trim().replace(/\s+/g, ' ');

const YES = new Set(['yes', 'y', 'true', '1', 'x', 'child', 'kid']);
const NO = new Set(['', 'no', 'n', 'false', '0', 'adult', 'none', '-']);
/** yes/no as spreadsheets write it, or undefined. */
function yesNo(value: string): boolean | undefined {
  const v = value.trim().toLowerCase();
  if (YES.has(v)) return true;
  if (NO.has(v)) return false;
  return undefined;
}

// Emails and phones are checked as the household form checks them (guests.ts), so an imported guest can be edited there.
export { isEmail, isPhone };

function parseSide(value: string, context: RowContext): GuestSide | null | undefined {
  const v = foldHeader(value);
  if (!v) return null;
  if (['partner1', 'p1', '1', 'bride', 'groom1'].includes(v)) return 'PARTNER1';
  if (['partner2', 'p2', '2', 'groom', 'groom2'].includes(v)) return 'PARTNER2';
  if (['both', 'mutual', 'shared', 'partner1and2', '12'].includes(v)) return 'BOTH';
  if (context.partner1FirstName && v === foldHeader(context.partner1FirstName)) return 'PARTNER1';
  if (context.partner2FirstName && v === foldHeader(context.partner2FirstName)) return 'PARTNER2';
  return undefined;
}

/** An event's name compared: accents, case, punctuation and extra spaces do not count. */
export const foldEventName = (name: string) => normalizeName(name, '');

/** Names separated by semicolons (or |), tidied, each once (any case): tags and events. */
const listCell = (text: string) => [
  ...new Map(
    text
      .split(/[;|]/)
      .map((t) => tidy(t))
      .filter(Boolean)
      .map((t) => [t.toLowerCase(), t]),
  ).values(),
];

export const EVENT_MESSAGES = {
  noEvents: (name: string) =>
    `“${name}” is not one of your events: you have none yet. Add your events under Events on the guest list first, or leave Events empty.`,
  unknown: (name: string, events: readonly CsvEvent[]) =>
    `“${name}” is not one of your events (${events.map((e) => e.name).join(', ')}). Check the spelling, or add the event under Events first.`,
} as const;

/** The Events cell as the couple's event ids (in their order), and a message for each name that is not one of them. */
export function parseEventsCell(text: string, events: readonly CsvEvent[]): { eventIds: number[]; unknown: string[] } {
  const byName = new Map(events.map((e) => [foldEventName(e.name), e.id]));
  const ids = new Set<number>();
  const unknown: string[] = [];
  for (const name of listCell(text)) {
    const id = byName.get(foldEventName(name));
    if (id === undefined) unknown.push(events.length ? EVENT_MESSAGES.unknown(name, events) : EVENT_MESSAGES.noEvents(name));
    else ids.add(id);
  }
  return { eventIds: events.filter((e) => ids.has(e.id)).map((e) => e.id), unknown };
}

const sideNames = (context: RowContext) => {
  const names = [context.partner1FirstName, context.partner2FirstName].filter(Boolean);
  return names.length === 2 ? ` (or “${names[0]}” or “${names[1]}”)` : '';
};

/**
 * Checks one record on its own: every cell's format and limits. Errors stop the row from being
 * imported; warnings are shown and do not.
 */
export function checkGuestRecord(record: GuestCsvRecord, context: RowContext = {}): Omit<CheckedRow, 'householdKey' | 'duplicateOf'> {
  const problems: RowProblem[] = [];
  const error = (key: GuestCsvKey | null, message: string) =>
    problems.push({ column: key ? columnHeader(key) : null, message, severity: 'error' });
  const warn = (key: GuestCsvKey | null, message: string) =>
    problems.push({ column: key ? columnHeader(key) : null, message, severity: 'warning' });
  for (const message of record.readErrors ?? []) error(null, message);

  const raw = record.values;
  // Text that cannot be stored is refused first; the other rules then see it as empty.
  const cell = (key: GuestCsvKey): string => {
    const value = raw[key] ?? '';
    const bad = unstorableText(value);
    if (bad) {
      error(key, `${columnHeader(key)} ${bad}.`);
      return '';
    }
    return tidy(value);
  };
  const limit = (key: GuestCsvKey, value: string, max: number) => {
    if (value.length > max)
      error(
        key,
        `${columnHeader(key)} can be at most ${max.toLocaleString('en-US')} characters (this one has ${value.length.toLocaleString('en-US')}).`,
      );
  };

  const firstName = cell('firstName');
  const lastName = cell('lastName');
  if (!firstName)
    error(
      'firstName',
      lastName ? `${lastName} has no first name. Every guest needs one.` : 'This row has no name. Every guest needs a first name.',
    );
  limit('firstName', firstName, NAME_MAX);
  limit('lastName', lastName, NAME_MAX);

  const householdGiven = cell('household');
  limit('household', householdGiven, HOUSEHOLD_NAME_MAX);
  const householdName = householdGiven || [firstName, lastName].filter(Boolean).join(' ');

  const email = cell('email');
  if (email && !isEmail(email)) error('email', `“${email}” is not an email address.`);
  const phone = cell('phone');
  if (phone && !isPhone(phone))
    error('phone', `“${phone}” is not a phone number (7 to 15 digits; spaces, dashes, dots, brackets and a leading + are fine).`);

  const childText = cell('child');
  const isChild = yesNo(childText);
  if (isChild === undefined) error('child', `Child should be “yes” or “no”, not “${childText}”.`);

  const plusOneText = cell('plusOne');
  const plusOneYes = yesNo(plusOneText);
  const plusOne: PlusOne = plusOneYes === undefined ? { allowed: true, name: plusOneText } : { allowed: plusOneYes, name: null };
  if (plusOne.name) limit('plusOne', plusOne.name, NAME_MAX * 2 + 1);

  const addressInput = {
    address1: cell('address1'),
    address2: cell('address2'),
    city: cell('city'),
    stateProvince: cell('stateProvince'),
    postalCode: cell('postalCode'),
    country: cell('country'),
  };
  let address: MailingAddress | null = null;
  if (hasAnyAddress(addressInput)) {
    const check = checkMailingAddress(addressInput, context);
    if (check.ok === false) {
      for (const [field, message] of Object.entries(check.fields)) error(field as GuestCsvKey, message);
    } else {
      address = check.address;
      if (check.ok === 'doubtful') warn('postalCode', check.userMessage);
    }
  } else if (addressInput.country) {
    // A country alone is no address; it is ignored rather than refused.
    warn('country', 'A country without a street and city is not an address; it was left out.');
  }

  const tags = listCell(cell('tags'));
  if (tags.length > TAGS_PER_GUEST_MAX)
    error('tags', `A household can have at most ${TAGS_PER_GUEST_MAX} tags (this row has ${tags.length}).`);
  for (const tag of tags)
    if (tag.length > TAG_MAX) error('tags', `Tags can be at most ${TAG_MAX} characters: “${tag.slice(0, TAG_MAX)}…”.`);

  const sideText = cell('side');
  const side = parseSide(sideText, context);
  if (side === undefined) error('side', `Side should be “partner 1”, “partner 2” or “both”${sideNames(context)}, not “${sideText}”.`);

  const listText = cell('list').toUpperCase();
  const list: GuestListLetter | undefined = listText === '' || listText === 'A' ? 'A' : listText === 'B' ? 'B' : undefined;
  if (!list) error('list', `List should be “A” or “B”, not “${cell('list')}”.`);

  const invited = parseEventsCell(cell('events'), context.events ?? []);
  for (const message of invited.unknown) error('events', message);

  const householdEmail = cell('householdEmail');
  if (householdEmail && !isEmail(householdEmail)) error('householdEmail', `“${householdEmail}” is not an email address.`);
  const householdPhone = cell('householdPhone');
  if (householdPhone && !isPhone(householdPhone))
    error(
      'householdPhone',
      `“${householdPhone}” is not a phone number (7 to 15 digits; spaces, dashes, dots, brackets and a leading + are fine).`,
    );

  const notes = (raw.notes ?? '').trim();
  if (unstorableText(notes)) error('notes', `Notes ${unstorableText(notes)!}.`);
  else limit('notes', notes, NOTES_MAX);

  return {
    row: record.row,
    value: {
      householdName,
      firstName,
      lastName,
      email: email || null,
      phone: phone || null,
      isChild: isChild ?? false,
      plusOne,
      address,
      tags,
      side: side ?? null,
      list: list ?? 'A',
      eventIds: invited.eventIds,
      notes,
      householdEmail: householdEmail || null,
      householdPhone: householdPhone || null,
    },
    problems,
  };
}

const raw = (record: GuestCsvRecord, key: GuestCsvKey) => (record.values[key] ?? '').trim();

const sameAddress = (a: MailingAddress, b: MailingAddress) =>
  (Object.keys(a) as Array<keyof MailingAddress>).every((k) => a[k].toLowerCase() === b[k].toLowerCase());

/**
 * Checks every record, then what only the whole file shows: rows of one household giving two
 * different addresses (an error on the later row: which one is right?), the same person twice in
 * the file, the same email twice, and people already on the list (warnings; the preview suggests
 * skipping those rows).
 */
export function checkGuestRows(records: readonly GuestCsvRecord[], context: RowContext = {}): CheckedRow[] {
  const rows: CheckedRow[] = [];
  interface HouseholdSoFar {
    address: MailingAddress | null;
    addressRow: number;
    side: GuestSide | null;
    sideRow: number;
    list: GuestListLetter | null;
    listRow: number;
    people: number;
    tags: Set<string>;
  }
  const households = new Map<string, HouseholdSoFar>();
  const byName = new Map<string, number>();
  const byEmail = new Map<string, number>();
  const existingByName = new Map<string, ExistingGuest>();
  const existingByEmail = new Map<string, ExistingGuest>();
  for (const guest of context.existing ?? []) {
    existingByName.set(normalizeName(guest.firstName, guest.lastName), guest);
    if (guest.email) existingByEmail.set(normalizeEmail(guest.email), guest);
  }

  for (const record of records) {
    const checked = checkGuestRecord(record, context);
    const { value, problems } = checked;
    const given = tidy(record.values.household);
    // An unnamed household is the row's own; named ones are shared by name (case and spacing aside).
    const householdKey = given ? `name:${normalizeName(given, '')}` : `row:${record.row}`;
    let household = households.get(householdKey);
    if (!household) {
      household = { address: null, addressRow: 0, side: null, sideRow: 0, list: null, listRow: 0, people: 0, tags: new Set() };
      households.set(householdKey, household);
    }
    const where = `“${value.householdName}”`;
    if (value.address) {
      if (!household.address) Object.assign(household, { address: value.address, addressRow: record.row });
      else if (!sameAddress(household.address, value.address))
        problems.push({
          column: 'Address line 1',
          message: `Row ${household.addressRow} gives ${where} another address. A household has one address: give it once, or make the two rows the same.`,
          severity: 'error',
        });
    }
    // Side and list belong to the household: the first row that gives one decides.
    if (value.side) {
      if (!household.side) Object.assign(household, { side: value.side, sideRow: record.row });
      else if (household.side !== value.side)
        problems.push({
          column: 'Side',
          message: `Row ${household.sideRow} puts ${where} on another side. A household has one side: the import keeps row ${household.sideRow}’s.`,
          severity: 'warning',
        });
    }
    if (raw(record, 'list')) {
      if (!household.list) Object.assign(household, { list: value.list, listRow: record.row });
      else if (household.list !== value.list)
        problems.push({
          column: 'List',
          message: `Row ${household.listRow} puts ${where} on the ${household.list} list. A household is on one list: the import keeps row ${household.listRow}’s.`,
          severity: 'warning',
        });
    }
    household.people += value.plusOne.allowed ? 2 : 1;
    if (household.people > MAX_PEOPLE_PER_HOUSEHOLD)
      problems.push({
        column: 'Household',
        message: `${where} has more than ${MAX_PEOPLE_PER_HOUSEHOLD} people with this row (plus-ones count). Split it into two households.`,
        severity: 'error',
      });
    for (const tag of value.tags) household.tags.add(tag.toLowerCase());
    if (household.tags.size > MAX_TAGS_PER_HOUSEHOLD && value.tags.length > 0)
      problems.push({
        column: 'Tags',
        message: `${where} has more than ${MAX_TAGS_PER_HOUSEHOLD} tags with this row’s. A household can have at most ${MAX_TAGS_PER_HOUSEHOLD}.`,
        severity: 'error',
      });

    let duplicateOf: DuplicateOf | null = null;
    if (value.firstName) {
      const name = normalizeName(value.firstName, value.lastName);
      const earlier = byName.get(name);
      if (earlier !== undefined)
        problems.push({
          column: 'First name',
          message: `Row ${earlier} has the same name. Is this the same person twice?`,
          severity: 'warning',
        });
      else byName.set(name, record.row);
      const email = value.email ? normalizeEmail(value.email) : null;
      if (email) {
        const earlierEmail = byEmail.get(email);
        if (earlierEmail !== undefined)
          problems.push({ column: 'Email', message: `Row ${earlierEmail} has the same email address.`, severity: 'warning' });
        else byEmail.set(email, record.row);
      }
      const sameName = existingByName.get(name);
      const sameEmail = email ? existingByEmail.get(email) : undefined;
      const match = sameName ?? sameEmail;
      if (match) {
        const by = sameName && sameEmail && sameName.id === sameEmail.id ? 'name and email' : sameName ? 'name' : 'email';
        const fullName = [match.firstName, match.lastName].filter(Boolean).join(' ');
        duplicateOf = { guestId: match.id, name: fullName, householdName: match.householdName, by };
        problems.push({
          column: by === 'email' ? 'Email' : 'First name',
          message: `${fullName} (${match.householdName}) is already on your list with the same ${by}. Skip this row unless it is someone else.`,
          severity: 'warning',
        });
      }
    }
    rows.push({ ...checked, householdKey, duplicateOf });
  }
  return rows;
}

export const hasErrors = (row: Pick<CheckedRow, 'problems'>) => row.problems.some((p) => p.severity === 'error');
