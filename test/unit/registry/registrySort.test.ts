import { SORTS, sortsAcrossRegistry, viewParamsWithSort, type ViewParams } from '../../../src/features/registry/registryFormat';

describe('choosing a sort on the guest registry page', () => {
  const grouped: ViewParams = { filters: [{ type: 'CATEGORY', values: ['kitchen'] }], sort: 'FEATURED', grouped: true };

  it.each([
    ['PRICE_LOW_HIGH', false],
    ['PRICE_HIGH_LOW', false],
    ['NEWEST', false],
    ['MOST_WANTED', false],
    ['FEATURED', true],
  ] as const)('%s chosen while grouped by collection → grouped: %s (filters kept)', (sort, stillGrouped) => {
    expect(viewParamsWithSort(grouped, sort)).toEqual({ ...grouped, sort, grouped: stillGrouped });
  });

  it('never turns the all-gifts view into collections', () => {
    for (const { value } of SORTS) expect(viewParamsWithSort({ ...grouped, grouped: false }, value).grouped).toBe(false);
  });

  it('only Featured keeps the couple’s arrangement', () => {
    expect(SORTS.filter((s) => !sortsAcrossRegistry(s.value)).map((s) => s.label)).toEqual(['Featured']);
  });
});
