import {
  addressProblems,
  countryName,
  createHouseholdBody,
  EMPTY_FILTERS,
  filtersFromSearch,
  filtersToSearch,
  formatEventTime,
  guestDisplayName,
  hasMailingAddress,
  isEmail,
  isPhone,
  MESSAGES,
  overallRsvp,
  rsvpBody,
  sideLabel,
  suggestedDisplayName,
  tidyAddress,
  UNDO_WINDOW_MINUTES,
  updateHouseholdBody,
  type MailingAddress,
} from '../../src/contracts/guests';

const address = (a: Partial<MailingAddress> = {}): MailingAddress => ({
  address1: '12 Maple Ave',
  address2: '',
  city: 'Austin',
  state_province: 'TX',
  postal_code: '78701',
  country_code: 'US',
  ...a,
});

describe('guest list rules (src/contracts/guests.ts)', () => {
  it('says the partner-conflict and confirm messages in the words the issue asks for', () => {
    expect(MESSAGES.staleHousehold).toBe('Your partner changed this household. Review their change and save again.');
    expect(MESSAGES.confirmGuestDelete).toBe('This guest has answered an RSVP. Confirm to delete them and their answers.');
    expect(UNDO_WINDOW_MINUTES).toBe(30);
  });

  it.each([
    ['maria@example.com', true],
    ['m.garcia+rsvp@mail.example.co.uk', true],
    ['not-an-email', false],
    ['a@b', false],
    ['a b@example.com', false],
    ['', false],
  ])('email %p → %p', (value, ok) => expect(isEmail(value)).toBe(ok));

  it.each([
    ['+1 (512) 555-0100', true],
    ['512.555.0100', true],
    ['+44 20 7946 0958', true],
    ['555-01', false],
    ['1234567890123456', false],
    ['call me', false],
  ])('phone %p → %p', (value, ok) => expect(isPhone(value)).toBe(ok));

  it('checks addresses like the shipping address in the US, and accepts international ones', () => {
    expect(addressProblems(address())).toEqual({});
    expect(addressProblems(address({ postal_code: '78701-1234' }))).toEqual({});
    expect(addressProblems(address({ state_province: 'XX' }))).toEqual({ state_province: MESSAGES.state });
    expect(addressProblems(address({ postal_code: '7870' }))).toEqual({ postal_code: MESSAGES.zip });
    expect(addressProblems(address({ address1: '', city: '' }))).toEqual({ address1: MESSAGES.address1, city: MESSAGES.city });
    expect(addressProblems(address({ state_province: 'AE', postal_code: '09001' }))).toEqual({});
    expect(addressProblems(address({ country_code: 'CA', state_province: 'ON', postal_code: 'K1A 0B1' }))).toEqual({});
    expect(addressProblems(address({ country_code: 'CA', postal_code: '12345' }))).toEqual({ postal_code: MESSAGES.canadianPostal });
    expect(addressProblems(address({ country_code: 'GB', state_province: '', postal_code: 'SW1A 1AA', city: 'London' }))).toEqual({});
    expect(addressProblems(address({ country_code: 'JP', postal_code: '' }))).toEqual({});
    expect(addressProblems(address({ country_code: 'ZZ' }))).toEqual({ country_code: MESSAGES.country });
    // Nothing filled in is "missing", not wrong.
    const empty = address({ address1: '', city: '', state_province: '', postal_code: '' });
    expect(addressProblems(empty)).toEqual({});
    expect(hasMailingAddress(empty)).toBe(false);
    expect(hasMailingAddress(address())).toBe(true);
  });

  it('tidies what it stores', () => {
    expect(tidyAddress(address({ address1: '  12   Maple Ave ', state_province: 'tx', postal_code: '787011234' }))).toMatchObject({
      address1: '12 Maple Ave',
      state_province: 'TX',
      postal_code: '78701-1234',
    });
    expect(tidyAddress(address({ country_code: 'ca', postal_code: 'k1a0b1', state_province: 'on' }))).toMatchObject({
      country_code: 'CA',
      postal_code: 'K1A 0B1',
      state_province: 'ON',
    });
    expect(countryName('DE')).toBe('Germany');
    expect(countryName('XX')).toBeNull();
  });

  it('names people, +1s, households and sides', () => {
    expect(guestDisplayName({ first_name: 'Maria', last_name: 'Garcia' })).toBe('Maria Garcia');
    expect(guestDisplayName({ first_name: '', last_name: '' }, { first_name: 'Maria', last_name: 'Garcia' })).toBe('Guest of Maria Garcia');
    expect(suggestedDisplayName([{ first_name: 'Maria', last_name: 'Garcia' }])).toBe('Maria Garcia');
    expect(
      suggestedDisplayName([
        { first_name: 'Maria', last_name: 'Garcia' },
        { first_name: 'Tom', last_name: 'Garcia' },
      ]),
    ).toBe('The Garcia family');
    expect(
      suggestedDisplayName([
        { first_name: 'Maria', last_name: 'Garcia' },
        { first_name: 'Tom', last_name: 'Lee' },
      ]),
    ).toBe('Maria & Tom');
    expect(sideLabel('PARTNER1', 'Alex', 'Jordan')).toBe('Alex’s side');
    expect(sideLabel('PARTNER2', 'Alex', '')).toBe('Partner 2’s side');
    expect(sideLabel('BOTH', 'Alex', 'Jordan')).toBe('Both sides');
  });

  it('sums a person’s answers across their events', () => {
    expect(overallRsvp([])).toBeNull();
    expect(overallRsvp(['DECLINED', 'ATTENDING'])).toBe('ATTENDING');
    expect(overallRsvp(['DECLINED', 'DECLINED'])).toBe('DECLINED');
    expect(overallRsvp(['DECLINED', 'NO_ANSWER'])).toBe('NO_ANSWER');
    expect(formatEventTime('17:30')).toBe('5:30 PM');
    expect(formatEventTime('00:05')).toBe('12:05 AM');
    expect(formatEventTime(null)).toBe('');
  });

  it('refuses households without people or names, and meals for someone not attending', () => {
    const issues = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) => r.error?.issues.map((i) => i.message) ?? [];
    expect(issues(createHouseholdBody.safeParse({ display_name: '', guests: [] }))).toEqual([
      MESSAGES.displayNameRequired,
      MESSAGES.peopleRequired,
    ]);
    expect(issues(createHouseholdBody.safeParse({ display_name: 'X', guests: [{ first_name: ' ' }] }))).toEqual([
      MESSAGES.personNameRequired,
    ]);
    expect(createHouseholdBody.safeParse({ display_name: 'X', guests: [{ first_name: 'A' }, { plus_one_of_key: 'a' }] }).success).toBe(
      true,
    );
    expect(issues(updateHouseholdBody.safeParse({ version: 1, email: 'nope' }))).toEqual([MESSAGES.email]);
    expect(issues(rsvpBody.safeParse({ guest_id: 1, event_id: 1, status: 'DECLINED', meal_option_id: 3 }))).toEqual([
      MESSAGES.mealWhenDeclined,
    ]);
  });

  it('keeps the filters in the URL, and reads back only what it understands', () => {
    const filters = {
      ...EMPTY_FILTERS,
      q: ' garcia ',
      tag: [9, 3],
      event: 4,
      rsvp: 'NO_ANSWER' as const,
      missing_address: true,
      sort: '-size' as const,
      page: 2,
    };
    const search = filtersToSearch(filters);
    expect(search).toBe('q=garcia&tag=3%2C9&event=4&rsvp=NO_ANSWER&missing_address=true&sort=-size&page=2');
    expect(filtersFromSearch(search)).toEqual({ ...filters, q: 'garcia', tag: [3, 9] });
    expect(filtersToSearch(EMPTY_FILTERS)).toBe('');
    expect(filtersFromSearch('rsvp=MAYBE&sort=nope&page=-1&tag=x,2&event=0')).toEqual({ ...EMPTY_FILTERS, tag: [2] });
  });
});
