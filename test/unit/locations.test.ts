import { citySlug, formatCity, formatLocation, stateBySlug, US_STATES } from '../../src/contracts/locations';

describe('location formatting (spec §5)', () => {
  it.each([
    ['mcallen', 'McAllen'],
    ["o'fallon", "O'Fallon"],
    ['st. louis', 'St. Louis'],
    ['NEW YORK', 'New York'],
    ['  salt   lake city ', 'Salt Lake City'],
    ['winston-salem', 'Winston-Salem'],
    ['mcdonough', 'McDonough'],
  ])('formats %p as %p', (raw, formatted) => expect(formatCity(raw)).toBe(formatted));

  it('upper-cases the state and joins with a comma', () => {
    expect(formatLocation('st. louis', 'mo')).toBe('St. Louis, MO');
    expect(formatLocation('mcallen', 'tx')).toBe('McAllen, TX');
    expect(formatLocation('', 'ny')).toBe('NY');
    expect(formatLocation('boston')).toBe('Boston');
  });

  it('lists 50 states, DC and the territories with slugs', () => {
    expect(US_STATES).toHaveLength(56);
    expect(stateBySlug('washington-dc')?.stateCode).toBe('DC');
    expect(stateBySlug('new-york')?.name).toBe('New York');
    for (const code of ['AS', 'GU', 'MH', 'PR', 'VI']) expect(US_STATES.some((s) => s.stateCode === code)).toBe(true);
    expect(new Set(US_STATES.map((s) => s.slug)).size).toBe(56);
  });

  it('makes city slugs: {city}-{state code}, DC is washington-dc', () => {
    expect(citySlug('New York', 'NY')).toBe('new-york-ny');
    expect(citySlug('Washington', 'DC')).toBe('washington-dc');
    expect(citySlug("O'Fallon", 'MO')).toBe('ofallon-mo');
    expect(citySlug('St. Louis', 'MO')).toBe('st-louis-mo');
  });
});
