import {
  cardDate,
  chooseHouseholds,
  createSendBody,
  defaultWording,
  FINAL_STATES,
  isUnsubscribed,
  MAX_SEND_ATTEMPTS,
  nextRecipientState,
  reachable,
  type RecipientState,
  retryDelaySeconds,
  SAVE_THE_DATE_MESSAGES as M,
  type RecipientEvent,
  type StdHousehold,
} from '../../src/contracts/saveTheDate';

describe('a recipient’s delivery state machine', () => {
  it.each<[string, RecipientEvent, number, string | null]>([
    ['QUEUED', 'claim', 1, 'SENDING'],
    ['SENDING', 'claim', 1, null],
    ['SENDING', 'reclaim', 2, 'SENDING'],
    ['QUEUED', 'reclaim', 1, null],
    ['SENDING', 'delivered', 1, 'DELIVERED'],
    ['QUEUED', 'delivered', 1, null],
    ['SENDING', 'temporaryFailure', 1, 'QUEUED'],
    ['SENDING', 'temporaryFailure', MAX_SEND_ATTEMPTS, 'FAILED'],
    ['SENDING', 'permanentFailure', 1, 'FAILED'],
    ['QUEUED', 'unsubscribed', 1, 'SKIPPED'],
    ['SENDING', 'unsubscribed', 1, 'SKIPPED'],
    ['DELIVERED', 'unsubscribed', 1, null],
  ])('%s + %s (attempt %i) → %s', (state, event, attempts, next) => {
    expect(nextRecipientState(state as RecipientState, event, attempts)).toBe(next);
  });

  it('never moves a final state: a delivered recipient is not mailed again by the same send', () => {
    const events: RecipientEvent[] = ['claim', 'reclaim', 'delivered', 'temporaryFailure', 'permanentFailure', 'unsubscribed'];
    for (const state of FINAL_STATES) for (const event of events) expect(nextRecipientState(state, event)).toBeNull();
  });

  it('waits longer before each retry', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([30, 60, 120, 240]);
  });
});

describe('the unsubscribe rule', () => {
  const list = new Set(['maya@example.com']);
  it('matches an address whatever its case or surrounding space', () => {
    expect(isUnsubscribed('Maya@Example.com ', list)).toBe(true);
    expect(isUnsubscribed('tom@example.com', list)).toBe(false);
  });

  it('leaves an unsubscribed household and one without email out of those a send reaches', () => {
    const h = (id: number, email: string, unsubscribed = false): StdHousehold => ({
      id,
      display_name: `H${id}`,
      email,
      tag_ids: id % 2 ? [7] : [],
      event_ids: id < 3 ? [9] : [],
      unsubscribed,
    });
    const all = [h(1, 'a@x.test'), h(2, ''), h(3, 'c@x.test', true), h(4, 'd@x.test')];
    expect(
      chooseHouseholds(all, { mode: 'ALL' })
        .filter(reachable)
        .map((x) => x.id),
    ).toEqual([1, 4]);
    expect(chooseHouseholds(all, { mode: 'TAG', tag_id: 7 }).map((x) => x.id)).toEqual([1, 3]);
    expect(chooseHouseholds(all, { mode: 'EVENT', event_id: 9 }).map((x) => x.id)).toEqual([1, 2]);
    expect(chooseHouseholds(all, { mode: 'PICK', household_ids: [4, 2] }).map((x) => x.id)).toEqual([2, 4]);
  });
});

describe('wording', () => {
  const wedding = {
    owner_first_name: 'Sam',
    partner_first_name: 'Riley',
    wedding_date: '2026-09-19',
    city: 'Hudson',
    state_province: 'NY',
  };
  it('starts from the wedding’s names, date and place', () => {
    expect(cardDate('2027-06-12')).toBe('Saturday, June 12, 2027');
    expect(defaultWording('SAVE_THE_DATE', wedding)).toEqual({
      headline: 'Save the date',
      names: 'Sam & Riley',
      date_line: 'Saturday, September 19, 2026',
      place_line: 'Hudson, NY',
      message: 'Formal invitation to follow.',
    });
    expect(defaultWording('CHANGE_THE_DATE', { ...wedding, partner_first_name: '', city: '' })).toMatchObject({
      headline: 'Change the date',
      names: 'Sam',
      date_line: 'Our new date: Saturday, September 19, 2026',
      place_line: 'NY',
    });
  });

  it('refuses an empty headline and overlong lines with the contract’s messages', () => {
    const base = {
      card_type: 'SAVE_THE_DATE',
      design: 'petal-save-the-date',
      colourway: 'blush',
      animated: false,
      wording: defaultWording('SAVE_THE_DATE', wedding),
      recipients: { mode: 'ALL' },
    };
    const issue = (over: object) => createSendBody.safeParse({ ...base, ...over }).error?.issues[0]?.message;
    expect(createSendBody.safeParse(base).success).toBe(true);
    expect(issue({ wording: { ...base.wording, headline: ' ' } })).toBe(M.headline);
    expect(issue({ wording: { ...base.wording, names: 'x'.repeat(121) } })).toBe(M.tooLong('names', 120));
    expect(issue({ recipients: { mode: 'PICK', household_ids: [] } })).toBe(M.noRecipients);
    expect(issue({ card_type: 'INVITATION' })).toBe(M.design);
  });
});
