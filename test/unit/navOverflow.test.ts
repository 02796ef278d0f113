import { fitCount } from '../../src/features/nav/overflow';

describe('fitCount: which primary items fit beside a More button (issue 25)', () => {
  it.each([
    // [widths, more, gap, available, count]
    [[50, 60, 70], 40, 10, 200, 3], // 50+60+70+2·10 = 200: all fit, no More
    [[50, 60, 70], 40, 10, 199, 2], // not all: More (40) + 10 + 50 + 10 + 60 = 170 ≤ 199, + 10 + 70 > 199
    [[50, 60, 70], 40, 10, 169, 1],
    [[50, 60, 70], 40, 10, 99, 0], // only More
    [[50, 60, 70], 40, 10, 0, 0],
    [[], 40, 10, 0, 0],
    [[120], 40, 16, 119, 0],
  ])('%j with More %i, gap %i in %i px → %i visible', (widths, more, gap, available, count) => {
    expect(fitCount(widths, more, gap, available)).toBe(count);
  });

  it('never overflows: the visible items plus More always fit', () => {
    const widths = [96, 71, 60, 66, 52, 118, 104, 78, 63, 64, 96, 62, 75, 62, 90, 45, 70];
    for (let available = 0; available <= 2000; available += 7) {
      const n = fitCount(widths, 70, 16, available);
      const shown = widths.slice(0, n).reduce((s, w) => s + w, 0) + 16 * Math.max(n - 1, 0);
      const total = n === widths.length ? shown : shown + (n > 0 ? 16 : 0) + 70;
      if (n < widths.length && available >= 70) expect(total).toBeLessThanOrEqual(available);
      if (n === widths.length) expect(shown).toBeLessThanOrEqual(available);
    }
  });
});
