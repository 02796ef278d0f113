import fc from 'fast-check';
import {
  contributionProblem,
  dollars,
  FULLY_FUNDED_MESSAGE,
  fundedPercent,
  giversLine,
  GROUP_GIFT_MIN_CONTRIBUTION_CENTS,
  GROUP_GIFT_MIN_PRICE_CEILING_CENTS,
  GROUP_GIFT_MIN_PRICE_FLOOR_CENTS,
  GROUP_GIFT_SUGGESTED_MIN_PRICE_CENTS,
  groupGiftingBody,
  groupGiftSwitchBody,
  isGroupGift,
  minContribution,
  overfundMessage,
  underMinimumMessage,
} from '../../../src/contracts/groupGifts';

describe('group gifting constants', () => {
  it('contributions start at $10; the price rule runs from $50 to $100,000, $250 suggested', () => {
    expect(GROUP_GIFT_MIN_CONTRIBUTION_CENTS).toBe(1_000);
    expect([GROUP_GIFT_MIN_PRICE_FLOOR_CENTS, GROUP_GIFT_MIN_PRICE_CEILING_CENTS]).toEqual([5_000, 10_000_000]);
    expect(GROUP_GIFT_SUGGESTED_MIN_PRICE_CENTS).toBe(25_000);
  });

  it.each([
    [1_000, '$10'],
    [1_050, '$10.50'],
    [125_000, '$1,250'],
    [5, '$0.05'],
  ])('dollars(%i) is %s', (cents, text) => expect(dollars(cents)).toBe(text));
});

describe('isGroupGift', () => {
  const base = { kind: 'PRODUCT', priceCents: 30_000, groupGift: null, minPriceCents: 25_000, fundedCents: 0 };
  it.each([
    ['priced at the rule', { ...base, priceCents: 25_000 }, true],
    ['priced above the rule', base, true],
    ['priced below the rule', { ...base, priceCents: 24_999 }, false],
    ['no rule set', { ...base, minPriceCents: null }, false],
    ['switched on below the rule', { ...base, priceCents: 2_000, groupGift: true }, true],
    ['switched off above the rule', { ...base, groupGift: false }, false],
    ['being funded, the rule raised above it', { ...base, minPriceCents: 50_000, fundedCents: 1_000 }, true],
    ['being funded, switched off by hand', { ...base, groupGift: false, fundedCents: 1_000 }, false],
    ['a cash fund', { ...base, kind: 'CASH_FUND', groupGift: true }, false],
    ['a gift from another store', { ...base, kind: 'EXTERNAL', groupGift: true }, false],
    ['a gift card', { ...base, kind: 'GIFT_CARD', groupGift: true }, false],
    ['no price', { ...base, priceCents: null, groupGift: true }, false],
    ['free', { ...base, priceCents: 0, groupGift: true }, false],
  ])('%s', (_name, facts, expected) => expect(isGroupGift(facts)).toBe(expected));
});

describe('contributionProblem and minContribution', () => {
  it.each([
    [1_000, 20_000, null],
    [999, 20_000, underMinimumMessage(1_000)],
    [20_000, 20_000, null],
    [20_001, 20_000, overfundMessage(20_000)],
    [500, 500, null],
    [400, 500, underMinimumMessage(500)],
    [600, 500, overfundMessage(500)],
    [1_000, 0, FULLY_FUNDED_MESSAGE],
  ])('%i toward %i left', (amount, remaining, problem) => expect(contributionProblem(amount, remaining)).toBe(problem));

  it('says the amounts the way the pages do', () => {
    expect(overfundMessage(4_000)).toBe('Only $40 is left to fund on this gift. Please contribute $40 or less.');
    expect(underMinimumMessage(1_000)).toBe('Contributions to this gift start at $10.');
    expect(FULLY_FUNDED_MESSAGE).toBe('This gift is fully funded.');
  });

  it('the least is $10, or what is left when less is left', () => {
    expect(minContribution(20_000)).toBe(1_000);
    expect(minContribution(750)).toBe(750);
    expect(minContribution(0)).toBe(0);
  });

  it('any run of accepted contributions never funds beyond the goal, and the last one can always close it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 1_000_000 }),
        fc.array(fc.integer({ min: 1, max: 200_000 }), { maxLength: 60 }),
        (goal, amounts) => {
          let funded = 0;
          for (const amount of amounts) if (contributionProblem(amount, goal - funded) === null) funded += amount;
          expect(funded).toBeLessThanOrEqual(goal);
          const left = goal - funded;
          if (left > 0) expect(contributionProblem(left, left)).toBeNull();
        },
      ),
    );
  });
});

describe('fundedPercent', () => {
  it.each([
    [0, 24_000, 0],
    [10_000, 24_000, 41],
    [23_999, 24_000, 99],
    [24_000, 24_000, 100],
    [5, 0, 0],
  ])('%i of %i is %i%%', (funded, goal, percent) => expect(fundedPercent(funded, goal)).toBe(percent));
});

describe('the request bodies', () => {
  it('the price rule is $50 to $100,000 in whole cents, or null', () => {
    expect(groupGiftingBody.parse({ min_price_cents: 5_000 })).toEqual({ min_price_cents: 5_000 });
    expect(groupGiftingBody.parse({ min_price_cents: null })).toEqual({ min_price_cents: null });
    expect(groupGiftingBody.safeParse({ min_price_cents: 4_999 }).error?.issues[0]?.message).toBe('Choose an amount from $50 to $100,000.');
    expect(groupGiftingBody.safeParse({ min_price_cents: 5_000.5 }).error?.issues[0]?.message).toBe('Enter the amount in whole cents.');
    expect(groupGiftingBody.safeParse({ min_price_cents: 5_000, extra: 1 }).success).toBe(false);
  });

  it('a gift’s switch is true, false or null', () => {
    for (const group_gift of [true, false, null]) expect(groupGiftSwitchBody.parse({ group_gift })).toEqual({ group_gift });
    expect(groupGiftSwitchBody.safeParse({ group_gift: 'yes' }).error?.issues[0]?.message).toBe('must be true, false or null');
  });
});

describe('who a funded gift is from', () => {
  it.each([
    [['Priya'], 'Priya'],
    [['Priya', 'Marco'], 'Priya and Marco'],
    [['Priya', 'Marco', 'Ana'], 'Priya, Marco and Ana'],
    [['A', 'B', 'C', 'D', 'E'], 'A, B, C and 2 more'],
    [['Priya', 'Priya', 'Marco'], 'Priya and Marco'],
  ])('%j → %s', (names, line) => expect(giversLine(names)).toBe(line));
});
