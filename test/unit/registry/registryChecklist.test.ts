import fc from 'fast-check';
import {
  checklistCategoryProgress,
  checklistCountText,
  checklistPercent,
  checklistProgress,
} from '../../../src/contracts/registryChecklist';

describe('the registry checklist counts one way', () => {
  it('a category counts at most its suggestion: 4 bar gifts against 3 is "3 of 3", complete, 100%', () => {
    expect(checklistCategoryProgress({ added: 4, suggested: 3 })).toEqual({ counted: 3, percent: 100, complete: true });
    expect(checklistCountText(4, 3, 3)).toBe('3 of 3 added (4 on your registry)');
  });

  it.each([
    [0, 3, { counted: 0, percent: 0, complete: false }, '0 of 3 added'],
    [1, 3, { counted: 1, percent: 33, complete: false }, '1 of 3 added'],
    [2, 3, { counted: 2, percent: 66, complete: false }, '2 of 3 added'],
    [3, 3, { counted: 3, percent: 100, complete: true }, '3 of 3 added'],
    [0, 0, { counted: 0, percent: 100, complete: true }, '0 of 0 added'],
  ])('%i added of %i suggested', (added, suggested, progress, text) => {
    expect(checklistCategoryProgress({ added, suggested })).toEqual(progress);
    expect(checklistCountText(added, progress.counted, suggested)).toBe(text);
  });

  it('the totals are the sums of what the categories count: never "28 of 36" beside 69%', () => {
    // The seeded registry that showed the defect: 28 items in all, 25 of them within the suggestions.
    const counts = [
      { added: 8, suggested: 8 },
      { added: 6, suggested: 6 },
      { added: 4, suggested: 3 },
      { added: 5, suggested: 6 },
      { added: 2, suggested: 4 },
      { added: 0, suggested: 3 },
      { added: 0, suggested: 2 },
      { added: 0, suggested: 2 },
      { added: 3, suggested: 1 },
      { added: 0, suggested: 1 },
    ];
    const progress = checklistProgress(counts);
    expect(progress.suggestedTotal).toBe(36);
    expect(progress.countedTotal).toBe(25);
    expect(progress.percent).toBe(69);
    expect(progress.categories[2]).toEqual({ counted: 3, percent: 100, complete: true });
  });

  it('rounds down, so 100% appears only when everything suggested is there', () => {
    expect(checklistPercent(35, 36)).toBe(97);
    expect(checklistPercent(199, 200)).toBe(99);
    expect(checklistPercent(36, 36)).toBe(100);
    expect(checklistPercent(40, 36)).toBe(100);
  });

  it('for any registry: counted ≤ suggested, the total is the sum, the percent their ratio, 100 only when complete', () => {
    const count = fc.record({ added: fc.nat(50), suggested: fc.nat(12) });
    fc.assert(
      fc.property(fc.array(count, { minLength: 1, maxLength: 12 }), (counts) => {
        const p = checklistProgress(counts);
        p.categories.forEach((c, i) => {
          expect(c.counted).toBeLessThanOrEqual(counts[i]!.suggested);
          expect(c.counted).toBeLessThanOrEqual(counts[i]!.added);
          expect(c.percent).toBeGreaterThanOrEqual(0);
          expect(c.percent).toBeLessThanOrEqual(100);
        });
        expect(p.countedTotal).toBe(p.categories.reduce((n, c) => n + c.counted, 0));
        expect(p.countedTotal).toBeLessThanOrEqual(p.suggestedTotal);
        expect(p.percent).toBe(checklistPercent(p.countedTotal, p.suggestedTotal));
        expect(p.percent === 100).toBe(p.categories.every((c) => c.complete));
      }),
    );
  });
});
