import { daysToGoLabel, daysUntil, todayIn } from '../../src/contracts/dashboard';

describe('daysUntil: the countdown in the wedding’s own time zone (issue 25)', () => {
  it.each([
    // [wedding date, zone, now (UTC), days]
    ['2027-06-12', 'America/New_York', '2027-06-11T12:00:00Z', 1],
    ['2027-06-12', 'America/New_York', '2027-06-12T12:00:00Z', 0],
    ['2027-06-12', 'America/New_York', '2027-06-13T12:00:00Z', -1],
    // 02:00 UTC on the 12th is still the 11th in New York (22:00): one day to go there, none in UTC.
    ['2027-06-12', 'America/New_York', '2027-06-12T02:00:00Z', 1],
    ['2027-06-12', 'UTC', '2027-06-12T02:00:00Z', 0],
    // 23:30 UTC on the 11th is already the 12th in Tokyo: the day itself.
    ['2027-06-12', 'Asia/Tokyo', '2027-06-11T23:30:00Z', 0],
    ['2027-06-12', 'Pacific/Honolulu', '2027-06-12T09:59:00Z', 1],
    ['2027-06-12', 'Pacific/Honolulu', '2027-06-12T10:00:00Z', 0],
    // Across a daylight-saving change (New York springs forward on 2027-03-14): whole days still.
    ['2027-03-20', 'America/New_York', '2027-03-10T15:00:00Z', 10],
    // Across a year and a leap day.
    ['2028-03-01', 'Europe/London', '2027-03-01T12:00:00Z', 366],
    // An unknown zone counts in UTC rather than failing.
    ['2027-06-12', 'Mars/Olympus_Mons', '2027-06-11T23:00:00Z', 1],
  ])('%s in %s at %s → %i', (date, zone, now, days) => {
    expect(daysUntil(date, zone, new Date(now))).toBe(days);
  });

  it('no date (or an unreadable one) → null', () => {
    expect(daysUntil(null, 'UTC', new Date())).toBeNull();
    expect(daysUntil(undefined, 'UTC', new Date())).toBeNull();
    expect(daysUntil('June 12', 'UTC', new Date())).toBeNull();
  });

  it('todayIn gives the calendar date in the zone', () => {
    expect(todayIn('America/Los_Angeles', new Date('2027-01-01T07:59:00Z'))).toBe('2026-12-31');
    expect(todayIn('America/Los_Angeles', new Date('2027-01-01T08:00:00Z'))).toBe('2027-01-01');
  });

  it.each([
    [143, '143 days to go'],
    [1, '1 day to go'],
    [0, 'Today’s the day'],
    [-1, 'Married 1 day ago'],
    [-30, 'Married 30 days ago'],
    [null, null],
  ])('label for %p → %p', (days, label) => {
    expect(daysToGoLabel(days)).toBe(label);
  });
});
