import { growthRows } from '../../bench/growth';
import type { Row } from '../../bench/report';

const point = (series: string, n: number, cpuMicros: number): Row => ({
  section: 'scale',
  name: `${series}, ${n}`,
  value: '…',
  measure: { value: 1000, unit: 'req/s', better: 'higher', cpuMicros, scale: { series, n } },
});

describe('scale growth (issue 33 §2)', () => {
  it('holds each series to its CPU per answer at the largest point over the smallest', () => {
    const rows = [
      point('category listing', 1_000, 100),
      point('category listing', 100_000, 140),
      point('category listing', 10_000, 120),
      point('vendor search', 1_000, 100),
      point('vendor search', 100_000, 190),
    ];
    expect(growthRows(rows, { scaleCpuGrowth: 1.5 })).toEqual([
      expect.objectContaining({
        name: 'category listing: CPU per answer, 1,000 → 100,000 rows',
        value: '100.0 µs → 120.0 µs → 140.0 µs',
        ratio: '×1.40',
        ok: true,
      }),
      expect.objectContaining({ name: 'vendor search: CPU per answer, 1,000 → 100,000 rows', ratio: '×1.90', ok: false }),
    ]);
  });

  it('says nothing of a series with one point or no CPU figure', () => {
    const noCpu: Row = { ...point('x', 1, 1), measure: { value: 1, unit: 'req/s', better: 'higher', scale: { series: 'x', n: 10 } } };
    expect(growthRows([point('solo', 1_000, 100), point('x', 1, 1), noCpu], { scaleCpuGrowth: 1.5 })).toEqual([]);
  });
});
