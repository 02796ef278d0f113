import {
  dateFieldErrors,
  daysUntilWedding,
  isAfterWedding,
  isCalendarDate,
  isValidTimeZone,
  PAST_DATE_MESSAGE,
  pastDateRefusal,
  setupStepsFor,
  todayInZone,
  weddingPermissions,
  weddingSetupBody,
  weddingUpdateBody,
} from '../../../src/contracts/wedding';

describe('today in the wedding’s time zone', () => {
  it.each([
    // 2026-11-24 09:30 UTC is 23:30 on the 23rd in Honolulu (UTC-10) and 18:30 on the 24th in Tokyo.
    ['Pacific/Honolulu', '2026-11-24T09:30:00Z', '2026-11-23'],
    ['UTC', '2026-11-24T09:30:00Z', '2026-11-24'],
    ['Asia/Tokyo', '2026-11-23T15:30:00Z', '2026-11-24'],
    ['America/New_York', '2026-11-24T04:59:59Z', '2026-11-23'],
    ['America/New_York', '2026-11-24T05:00:00Z', '2026-11-24'],
    // Across a DST change (New York falls back on 2026-11-01 at 02:00).
    ['America/New_York', '2026-11-01T04:30:00Z', '2026-11-01'],
  ])('%s at %s is %s', (zone, instant, day) => {
    expect(todayInZone(zone, new Date(instant))).toBe(day);
  });

  it('falls back to UTC for an unknown zone', () => {
    expect(todayInZone('Mars/Olympus', new Date('2026-11-24T09:30:00Z'))).toBe('2026-11-24');
  });
});

describe('isAfterWedding (spec §4: today is past wedding_date by day)', () => {
  const honoluluEvening = new Date('2026-11-24T09:30:00Z'); // 23:30 on the 23rd in Honolulu
  it.each([
    ['2026-11-23', 'Pacific/Honolulu', honoluluEvening, false], // still the wedding day in Honolulu
    ['2026-11-23', 'UTC', honoluluEvening, true], // the day after in UTC
    ['2026-11-22', 'Pacific/Honolulu', honoluluEvening, true],
    ['2026-11-24', 'UTC', honoluluEvening, false], // the wedding day itself is not after
    ['2026-11-24', 'Asia/Tokyo', new Date('2026-11-24T15:00:00Z'), true], // 00:00 on the 25th in Tokyo
    ['2026-11-24', 'Asia/Tokyo', new Date('2026-11-24T14:59:59Z'), false],
    [null, 'UTC', honoluluEvening, false],
    [undefined, 'UTC', honoluluEvening, false],
  ] as const)('%s in %s → %s', (date, zone, now, expected) => {
    expect(isAfterWedding(date, zone, now)).toBe(expected);
  });
});

describe('daysUntilWedding', () => {
  it('counts whole days on the wedding’s calendar', () => {
    const now = new Date('2026-11-24T09:30:00Z');
    expect(daysUntilWedding('2026-11-30', 'Pacific/Honolulu', now)).toBe(7);
    expect(daysUntilWedding('2026-11-30', 'UTC', now)).toBe(6);
    expect(daysUntilWedding('2026-11-20', 'UTC', now)).toBe(-4);
    expect(daysUntilWedding(null, 'UTC', now)).toBeNull();
  });
});

describe('a date in the past', () => {
  const now = new Date('2026-11-24T09:30:00Z');
  it.each([
    ['a new past date for an upcoming wedding', '2027-06-12', '2026-11-01', 'UTC', PAST_DATE_MESSAGE],
    ['a past date for a wedding without one', null, '2026-11-01', 'UTC', PAST_DATE_MESSAGE],
    ['today is fine', '2027-06-12', '2026-11-24', 'UTC', null],
    ['yesterday in UTC is still today in Honolulu', null, '2026-11-23', 'Pacific/Honolulu', null],
    ['the same date unchanged', '2026-11-01', '2026-11-01', 'UTC', null],
    ['a married couple corrects their past date', '2026-10-01', '2026-10-02', 'UTC', null],
    ['a future date', null, '2027-01-01', 'UTC', null],
    ['no date', '2027-06-12', null, 'UTC', null],
  ] as const)('%s', (_what, saved, next, zone, expected) => {
    expect(pastDateRefusal(saved, next, zone, now)).toBe(expected);
  });
});

describe('date fields', () => {
  const now = new Date('2026-11-24T09:30:00Z');
  const none = { wedding_date: null, tentative_year: null, tentative_month: null, tentative_season: null };
  it('accepts "we haven’t decided" with a month, a season or nothing', () => {
    expect(dateFieldErrors(none, now)).toEqual({});
    expect(dateFieldErrors({ ...none, tentative_year: 2027, tentative_month: 6 }, now)).toEqual({});
    expect(dateFieldErrors({ ...none, tentative_year: 2028, tentative_season: 'FALL' }, now)).toEqual({});
  });
  it('refuses a month and a season together, a month without a year, a far year', () => {
    expect(dateFieldErrors({ ...none, tentative_year: 2027, tentative_month: 6, tentative_season: 'FALL' }, now)).toHaveProperty(
      'tentative_season',
    );
    expect(dateFieldErrors({ ...none, tentative_month: 6 }, now)).toEqual({ tentative_year: 'Choose the year too.' });
    expect(dateFieldErrors({ ...none, tentative_year: 2040 }, now)).toEqual({ tentative_year: 'Choose a year from 2026 to 2031.' });
  });
  it('ignores tentative fields once a date is chosen', () => {
    expect(
      dateFieldErrors({ wedding_date: '2027-06-12', tentative_year: null, tentative_month: 6, tentative_season: 'FALL' }, now),
    ).toEqual({});
  });
  it.each([
    ['2027-02-28', true],
    ['2027-02-29', false],
    ['2028-02-29', true],
    ['2027-13-01', false],
    ['27-01-01', false],
  ])('%s is a calendar date: %s', (value, ok) => {
    expect(isCalendarDate(value)).toBe(ok);
  });
});

describe('the wedding form’s schema', () => {
  const valid = {
    owner_first_name: 'Alex',
    owner_last_name: 'Morgan',
    partner_first_name: 'Jordan',
    partner_last_name: 'Lee',
    wedding_date: '2027-06-12',
    tentative_year: null,
    tentative_month: null,
    tentative_season: null,
    time_zone: 'America/New_York',
    ceremony_venue: 'St. Ann’s',
    reception_venue: 'The Boathouse',
    city: 'Brooklyn',
    state_province: 'NY',
    estimated_guest_count: 120,
    planning_stage: 'PLANNING_VENUE_BOOKED',
  };
  it('accepts a full wedding', () => {
    expect(weddingUpdateBody.safeParse(valid).success).toBe(true);
  });
  it.each([
    ['time_zone', 'Nowhere/Land'],
    ['estimated_guest_count', 1001],
    ['estimated_guest_count', -1],
    ['estimated_guest_count', 2.5],
    ['partner_first_name', '  '],
    ['wedding_date', '2027-02-30'],
    ['planning_stage', 'ELOPED'],
  ])('refuses %s = %j', (field, value) => {
    const result = weddingUpdateBody.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual([field]);
  });
  it('validates IANA zones with Intl', () => {
    expect(isValidTimeZone('Pacific/Honolulu')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('EST5EDT-nope')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });
  it('a setup step may send only its own fields', () => {
    expect(weddingSetupBody.parse({ setup_step: 'place', city: 'Austin' })).toEqual({
      setup_step: 'place',
      city: 'Austin',
      completed: false,
    });
    expect(weddingSetupBody.safeParse({ setup_step: 'priorities', planning_priorities: ['REGISTRY', 'DANCING'] }).success).toBe(false);
  });
});

describe('roles', () => {
  it('a partner has the owner’s rights except deleting the wedding and removing people', () => {
    expect(weddingPermissions('OWNER')).toEqual({
      can_edit: true,
      can_invite_partner: true,
      can_revoke_invitation: true,
      can_remove_partner: true,
      can_delete_wedding: true,
    });
    expect(weddingPermissions('PARTNER')).toMatchObject({ can_edit: true, can_remove_partner: false, can_delete_wedding: false });
  });
});

describe('guided start steps', () => {
  it('adds "How did you hear about us?" only for the hdyhau-subway test variation', () => {
    expect(setupStepsFor('TEST-1')).toEqual(['names', 'date', 'place', 'guests', 'priorities', 'heard_about_us']);
    expect(setupStepsFor('TEST-0')).toEqual(['names', 'date', 'place', 'guests', 'priorities']);
    expect(setupStepsFor('NOT_IN_TEST')).not.toContain('heard_about_us');
  });
});
