import { readGuestCsv } from '../../../server/modules/guests/csvFile';
import { stateForZip } from '../../../server/modules/checkout/rules/usAddress';
import {
  checkGuestRecord,
  checkGuestRows,
  csvCell,
  EVENT_MESSAGES,
  GUEST_CSV_COLUMNS,
  guestCsvTemplate,
  hasErrors,
  IMPORT_MESSAGES,
  isPhone,
  mapHeaders,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  NO_FIRST_NAME_COLUMN,
  parseEventsCell,
  TEMPLATE_EVENTS,
  type GuestCsvRecord,
} from '../../../src/contracts/guestCsv';

const HEADER = GUEST_CSV_COLUMNS.map((c) => c.header).join(',');
const record = (values: GuestCsvRecord['values'], row = 2): GuestCsvRecord => ({ row, values });
const errors = (values: GuestCsvRecord['values'], context = {}) =>
  checkGuestRecord(record({ firstName: 'Ana', ...values }), context)
    .problems.filter((p) => p.severity === 'error')
    .map((p) => `${p.column ?? '-'}: ${p.message}`);

const EVENTS = [
  { id: 11, name: 'Welcome drinks' },
  { id: 12, name: 'Ceremony' },
  { id: 13, name: 'Reception' },
];

describe('the template', () => {
  it('is read back by the importer with no problems: its two households, three people', () => {
    const read = readGuestCsv(guestCsvTemplate());
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.ignoredColumns).toEqual([]);
    const rows = checkGuestRows(read.records, { stateForZip, events: EVENTS });
    expect(rows.map((r) => r.problems)).toEqual([[], [], []]);
    expect(new Set(rows.map((r) => r.householdKey)).size).toBe(2);
    expect(rows[0]!.value).toMatchObject({
      householdName: 'The Garcia family',
      tags: ['Family', 'Bride’s side'],
      side: 'PARTNER1',
      list: 'A',
      eventIds: [12, 13],
    });
    expect(rows[1]!.value).toMatchObject({ isChild: true, address: null, notes: 'Loves dinosaurs', eventIds: [12, 13] });
    expect(rows[2]!.value).toMatchObject({
      householdName: 'Priya Shah',
      plusOne: { allowed: true, name: null },
      address: { country: 'GB', postalCode: 'NW1 6XE' },
      list: 'B',
      side: 'BOTH',
      eventIds: [12],
    });
    expect(TEMPLATE_EVENTS).toEqual(['Ceremony', 'Reception']);
  });

  it('invites its examples to the couple’s own events when given them', () => {
    const read = readGuestCsv(guestCsvTemplate(['Welcome drinks', 'Reception']));
    if (!read.ok) throw new Error(read.message);
    const rows = checkGuestRows(read.records, { stateForZip, events: EVENTS });
    expect(rows.map((r) => r.problems)).toEqual([[], [], []]);
    expect(rows.map((r) => r.value.eventIds)).toEqual([[11, 13], [11, 13], [11]]);
  });

  it('names every column of the issue once', () => {
    expect(GUEST_CSV_COLUMNS.map((c) => c.header)).toEqual([
      'Household',
      'First name',
      'Last name',
      'Email',
      'Phone',
      'Child',
      'Plus-one',
      'Address line 1',
      'Address line 2',
      'City',
      'State / province',
      'Postal code',
      'Country',
      'Tags',
      'Side',
      'List',
      'Events',
      'Notes',
      'Household email',
      'Household phone',
    ]);
  });
});

describe('mapHeaders', () => {
  it('knows the template, other spellings, and ignores what it does not know', () => {
    const map = mapHeaders(['First Name', 'SURNAME', 'E-mail Address', 'ZIP', '+1', 'Favourite colour']);
    expect(map.keys).toEqual(['firstName', 'lastName', 'email', 'postalCode', 'plusOne', null]);
    expect(map.ignored).toEqual(['Favourite colour']);
    expect(map.error).toBeNull();
  });
  it('refuses a file with no first-name column, and a column twice', () => {
    expect(mapHeaders(['Name', 'Email']).error).toBe(NO_FIRST_NAME_COLUMN);
    expect(mapHeaders(['First name', 'Email', 'E-mail']).error).toBe('The columns “Email” and “E-mail” both hold Email. Keep one of them.');
  });
});

describe('checkGuestRecord: one message per problem, naming the column', () => {
  it.each<[string, GuestCsvRecord['values'], string[]]>([
    ['empty names', { firstName: '', lastName: '' }, ['First name: This row has no name. Every guest needs a first name.']],
    ['a last name only', { firstName: '  ', lastName: 'Garcia' }, ['First name: Garcia has no first name. Every guest needs one.']],
    ['an email that is not one', { email: 'ana(at)example.com' }, ['Email: “ana(at)example.com” is not an email address.']],
    ['an email with a space', { email: 'ana garcia@example.com' }, ['Email: “ana garcia@example.com” is not an email address.']],
    [
      'a phone that is not one',
      { phone: '555-12' },
      ['Phone: “555-12” is not a phone number (7 to 15 digits; spaces, dashes, dots, brackets and a leading + are fine).'],
    ],
    ['a child that is neither', { child: 'maybe' }, ['Child: Child should be “yes” or “no”, not “maybe”.']],
    ['a side we do not know', { side: 'left' }, ['Side: Side should be “partner 1”, “partner 2” or “both”, not “left”.']],
    ['a list other than A or B', { list: 'C' }, ['List: List should be “A” or “B”, not “C”.']],
    ['a name too long', { firstName: 'A'.repeat(61) }, ['First name: First name can be at most 60 characters (this one has 61).']],
    ['notes too long', { notes: 'n'.repeat(1001) }, ['Notes: Notes can be at most 1,000 characters (this one has 1,001).']],
    ['a NUL character', { lastName: 'Gar\u0000cia' }, ['Last name: Last name must not contain the NUL character (U+0000).']],
    [
      'an incomplete address',
      { address1: '12 Oak St', postalCode: '62704' },
      ['City: Please enter a city.', 'State / province: Please choose a state.'],
    ],
    [
      'a foreign postcode of the wrong shape',
      { address1: '1 Rue de Rivoli', city: 'Paris', postalCode: 'ABC', country: 'France' },
      ['Postal code: “ABC” is not a postal code of France (for example 75001).'],
    ],
    [
      'too many tags',
      { tags: Array.from({ length: 21 }, (_, i) => `t${i}`).join(';') },
      ['Tags: A household can have at most 20 tags (this row has 21).'],
    ],
  ])('%s', (_name, values, expected) => expect(errors(values)).toEqual(expected));

  it.each<[GuestCsvRecord['values'], object]>([
    [{ child: 'Yes' }, { isChild: true }],
    [{ child: 'adult' }, { isChild: false }],
    [{ plusOne: 'no' }, { plusOne: { allowed: false, name: null } }],
    [{ plusOne: 'Y' }, { plusOne: { allowed: true, name: null } }],
    [{ plusOne: 'Sam Rivera' }, { plusOne: { allowed: true, name: 'Sam Rivera' } }],
    [{ side: 'Partner 2' }, { side: 'PARTNER2' }],
    [{ side: 'both' }, { side: 'BOTH' }],
    [{ side: '' }, { side: null }],
    [{ list: 'b' }, { list: 'B' }],
    [{ tags: 'Family;  family ; College friends|Work' }, { tags: ['family', 'College friends', 'Work'] }],
    [{ email: ' Ana@Example.com ' }, { email: 'Ana@Example.com' }],
    [{ lastName: 'Garcia' }, { householdName: 'Ana Garcia' }],
  ])('reads %j', (values, expected) => {
    const checked = checkGuestRecord(record({ firstName: 'Ana', ...values }));
    expect(checked.problems).toEqual([]);
    expect(checked.value).toMatchObject(expected);
  });

  it('takes a partner’s first name as their side', () => {
    const context = { partner1FirstName: 'Alex', partner2FirstName: 'Jordan' };
    expect(checkGuestRecord(record({ firstName: 'Ana', side: 'jordan' }), context).value.side).toBe('PARTNER2');
    expect(errors({ side: 'Sam' }, context)).toEqual([
      'Side: Side should be “partner 1”, “partner 2” or “both” (or “Alex” or “Jordan”), not “Sam”.',
    ]);
  });

  it('keeps a doubtful ZIP as a warning, not an error', () => {
    const checked = checkGuestRecord(
      record({ firstName: 'Ana', address1: '1 Main', city: 'Springfield', stateProvince: 'IL', postalCode: '10001' }),
      {
        stateForZip,
      },
    );
    expect(hasErrors(checked)).toBe(false);
    expect(checked.problems).toEqual([
      {
        column: 'Postal code',
        severity: 'warning',
        message: 'ZIP code 10001 is in New York, not Illinois. Please check the address, or keep it as entered.',
      },
    ]);
  });

  it.each([
    ['(555) 010-2030', true],
    ['+44 20 7946 0000', true],
    ['555.010.2030', true],
    ['555-12', false],
    ['call me', false],
    ['1234567890123456', false],
  ])('isPhone(%s) = %s', (value, ok) => expect(isPhone(value)).toBe(ok));
});

describe('the Events column', () => {
  it('reads event names separated by semicolons, any case and accents, each once, in the list’s order', () => {
    expect(parseEventsCell('reception; CEREMONY ;  ceremony', EVENTS)).toEqual({ eventIds: [12, 13], unknown: [] });
    expect(parseEventsCell('Welcome  Drinks|Réception', EVENTS)).toEqual({ eventIds: [11, 13], unknown: [] });
    expect(parseEventsCell('', EVENTS)).toEqual({ eventIds: [], unknown: [] });
    expect(parseEventsCell(' ; ', EVENTS)).toEqual({ eventIds: [], unknown: [] });
  });

  it('makes an unknown event name an error of the row, naming the couple’s events', () => {
    expect(errors({ events: 'Ceremony; Brunch' }, { events: EVENTS })).toEqual([
      'Events: “Brunch” is not one of your events (Welcome drinks, Ceremony, Reception). Check the spelling, or add the event under Events first.',
    ]);
    expect(errors({ events: 'Brunch' }, {})).toEqual([
      'Events: “Brunch” is not one of your events: you have none yet. Add your events under Events on the guest list first, or leave Events empty.',
    ]);
    expect(EVENT_MESSAGES.unknown('X', EVENTS)).toContain('Check the spelling');
    const row = checkGuestRecord(record({ firstName: 'Ana', events: 'Reception; Brunch' }), { events: EVENTS });
    expect(hasErrors(row)).toBe(true);
    expect(row.value.eventIds).toEqual([13]);
  });

  it('is recognised under other headers', () => {
    expect(mapHeaders(['First name', 'Invited to']).keys).toEqual(['firstName', 'events']);
  });
});

describe('checkGuestRows: households and duplicates', () => {
  const base = { lastName: 'Garcia', household: 'The Garcias' };
  it('groups rows by household name (case and spacing aside) and refuses a second, different address', () => {
    const rows = checkGuestRows(
      [
        record({ ...base, firstName: 'Ana', address1: '12 Oak St', city: 'Springfield', stateProvince: 'IL', postalCode: '62704' }, 2),
        record({ ...base, firstName: 'Leo', household: 'the  garcias' }, 3),
        record({ ...base, firstName: 'Eva', address1: '12 oak st', city: 'springfield', stateProvince: 'il', postalCode: '62704' }, 4),
        record({ ...base, firstName: 'Tom', address1: '9 Elm St', city: 'Springfield', stateProvince: 'IL', postalCode: '62704' }, 5),
      ],
      {},
    );
    expect(new Set(rows.map((r) => r.householdKey)).size).toBe(1);
    expect(rows.slice(0, 3).map(hasErrors)).toEqual([false, false, false]);
    expect(rows[3]!.problems).toEqual([
      {
        column: 'Address line 1',
        severity: 'error',
        message: 'Row 2 gives “The Garcias” another address. A household has one address: give it once, or make the two rows the same.',
      },
    ]);
  });

  it('keeps the first side and list a household’s rows give, and warns of a different one', () => {
    const rows = checkGuestRows([
      record({ ...base, firstName: 'Ana', side: 'partner 1' }, 2),
      record({ ...base, firstName: 'Leo', side: 'partner 2', list: 'B' }, 3),
      record({ ...base, firstName: 'Eva', list: 'A' }, 4),
    ]);
    expect(rows.map((r) => r.problems.map((p) => `${p.severity}: ${p.message}`))).toEqual([
      [],
      ['warning: Row 2 puts “The Garcias” on another side. A household has one side: the import keeps row 2’s.'],
      ['warning: Row 3 puts “The Garcias” on the B list. A household is on one list: the import keeps row 3’s.'],
    ]);
  });

  it('refuses a household of more than 20 people (plus-ones count)', () => {
    const rows = checkGuestRows(Array.from({ length: 11 }, (_, i) => record({ ...base, firstName: `P${i}`, plusOne: 'yes' }, i + 2)));
    expect(rows.map(hasErrors)).toEqual([...Array.from({ length: 10 }, () => false), true]);
    expect(rows[10]!.problems[0]!.message).toBe(
      '“The Garcias” has more than 20 people with this row (plus-ones count). Split it into two households.',
    );
  });

  it('finds the same person twice in the file (by name or by email) and people already on the list', () => {
    const rows = checkGuestRows(
      [
        record({ firstName: 'José', lastName: 'García', email: 'jose@example.com' }, 2),
        record({ firstName: 'jose', lastName: 'garcia' }, 3),
        record({ firstName: 'Pepe', lastName: 'G', email: 'JOSE@example.com' }, 4),
        record({ firstName: 'Mia', lastName: 'Wong' }, 5),
        record({ firstName: 'Someone', lastName: 'Else', email: 'mia@example.com' }, 6),
      ],
      { existing: [{ id: 7, firstName: 'Mia', lastName: 'Wong', email: 'mia@example.com', householdName: 'The Wongs' }] },
    );
    expect(rows.map((r) => r.problems.map((p) => `${p.severity}: ${p.message}`))).toEqual([
      [],
      ['warning: Row 2 has the same name. Is this the same person twice?'],
      ['warning: Row 2 has the same email address.'],
      ['warning: Mia Wong (The Wongs) is already on your list with the same name. Skip this row unless it is someone else.'],
      ['warning: Mia Wong (The Wongs) is already on your list with the same email. Skip this row unless it is someone else.'],
    ]);
    expect(rows[3]!.duplicateOf).toEqual({ guestId: 7, name: 'Mia Wong', householdName: 'The Wongs', by: 'name' });
    expect(rows.map(hasErrors)).toEqual([false, false, false, false, false]);
  });
});

describe('readGuestCsv: the file as a whole', () => {
  const csv = (...rows: string[]) => [HEADER, ...rows].join('\n');

  it('refuses a 10,000-row file with one clear message, whatever its size', () => {
    const row = ',Ana,Garcia,,,,,,,,,,,,,,,,';
    const big = csv(...Array.from({ length: 10_000 }, () => row));
    expect(Buffer.byteLength(big)).toBeGreaterThan(MAX_IMPORT_BYTES / 8);
    const read = readGuestCsv(big);
    expect(read).toEqual({ ok: false, message: IMPORT_MESSAGES.tooManyRows(10_000) });
    expect(IMPORT_MESSAGES.tooManyRows(10_000)).toBe(
      'This file has 10,000 guests; one import takes at most 2,000. Split it into files of at most 2,000 rows and import them one after another.',
    );
    // The limit itself is allowed.
    expect(readGuestCsv(csv(...Array.from({ length: MAX_IMPORT_ROWS }, () => row))).ok).toBe(true);
  });

  it('refuses a file over the byte limit before reading it', () => {
    const read = readGuestCsv(Buffer.alloc(MAX_IMPORT_BYTES + 1, 'a'));
    expect(read).toEqual({
      ok: false,
      message:
        'This file is 1.0 MB; one import takes at most 1.0 MB (2,000 guests). Split it into smaller files and import them one after another.',
    });
  });

  it.each<[string, string | Buffer, string]>([
    ['an empty file', '  \n', IMPORT_MESSAGES.empty],
    ['a header alone', HEADER + '\n', IMPORT_MESSAGES.noRows],
    ['an Excel workbook', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), IMPORT_MESSAGES.notCsv],
    ['a file without the header row', 'Ana,Garcia\nLeo,Garcia\n', NO_FIRST_NAME_COLUMN],
    [
      'a quote never closed',
      csv(',Ana,Garcia', ',"Leo,Garcia', ',Eva,Garcia'),
      'Row 3 opens a quote (") that is never closed, so the rest of the file cannot be read. Close the quote in row 3 (or remove it) and upload the file again.',
    ],
  ])('refuses %s', (_name, input, message) => expect(readGuestCsv(input)).toMatchObject({ ok: false, message }));

  it('reports a stray quote and too many values on their own rows, and reads the others', () => {
    const read = readGuestCsv(
      csv(',Ana,Garcia', ',"Leo" Junior",Garcia', `,Eva,Garcia${','.repeat(18)}extra`, `,Tom,Garcia${','.repeat(20)}`),
    );
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const rows = checkGuestRows(read.records);
    expect(rows.map((r) => [r.row, r.problems.map((p) => p.message)])).toEqual([
      [2, []],
      [
        3,
        [
          'Row 3 has a quote (") in the middle of a value. Put the whole value in quotes and double the quote inside it (like "6"" tall"), or remove the quote.',
        ],
      ],
      [4, ['Row 4 has 21 values but the first row names 20 columns. A value with a comma in it needs quotes around it.']],
      [5, []],
    ]);
  });

  it('numbers rows as the spreadsheet does: blank rows count but are not read; a quoted line break stays in its row', () => {
    const read = readGuestCsv(
      csv(',Ana,Garcia', '', ',,,,,,,,,,,,,,,,,,', ',Leo,Garcia,,,,,"1 Main St\nBack door",,,,,,,,,', ',Eva,Garcia'),
    );
    expect(read.ok && read.records.map((r) => [r.row, r.values.firstName, r.values.address1])).toEqual([
      [2, 'Ana', ''],
      [5, 'Leo', '1 Main St\nBack door'],
      [6, 'Eva', ''],
    ]);
  });

  it('reads semicolons and tabs (European and "Unicode text" spreadsheets), Windows-1252 and UTF-16 with a BOM', () => {
    const semi = readGuestCsv('First name;Last name;City\nAna;Garcia;Zürich\n');
    expect(semi.ok && semi.records[0]!.values).toEqual({ firstName: 'Ana', lastName: 'Garcia', city: 'Zürich' });
    expect(semi.ok && semi.ignoredColumns).toEqual([]);
    const tab = readGuestCsv('First name\tLast name\nAna\tGarcía\n');
    expect(tab.ok && tab.records[0]!.values.lastName).toBe('García');
    const latin1 = readGuestCsv(Buffer.from('First name,Last name\nJos\xe9,Garc\xeda\n', 'latin1'));
    expect(latin1.ok && latin1.records[0]!.values).toEqual({ firstName: 'José', lastName: 'García' });
    const utf16 = readGuestCsv(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('First name\tLast name\r\nZoë\tLi\r\n', 'utf16le')]));
    expect(utf16.ok && utf16.records[0]!.values).toEqual({ firstName: 'Zoë', lastName: 'Li' });
    const bom = readGuestCsv('\uFEFFFirst name,Last name\nAna,Li\n');
    expect(bom.ok && bom.records[0]!.values.firstName).toBe('Ana');
  });
});

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['+1 555 010 2030', '+1 555 010 2030'],
    ['-5', '-5'],
    [null, ''],
  ])('%j → %s', (value, cell) => expect(csvCell(value)).toBe(cell));
});
