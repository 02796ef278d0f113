import type { Budgets } from './budgets';
import type { Row } from './report';

/**
 * Issue 33 §2: per series, the server's CPU per answer at the largest scale point over the smallest
 * (an index keeps it nearly flat; a scan grows with the rows).
 */
export function growthRows(rows: Row[], budgets: Pick<Budgets, 'scaleCpuGrowth'>): Row[] {
  const bySeries = new Map<string, Array<{ n: number; cpu: number }>>();
  for (const r of rows) {
    const m = r.measure;
    if (!m?.scale || m.cpuMicros === undefined) continue;
    bySeries.set(m.scale.series, [...(bySeries.get(m.scale.series) ?? []), { n: m.scale.n, cpu: m.cpuMicros }]);
  }
  return [...bySeries.entries()]
    .filter(([, points]) => points.length > 1)
    .map(([series, points]) => {
      const sorted = [...points].sort((a, b) => a.n - b.n);
      const growth = sorted.at(-1)!.cpu / sorted[0]!.cpu;
      return {
        section: 'scale' as const,
        name: `${series}: CPU per answer, ${sorted[0]!.n.toLocaleString('en-US')} → ${sorted.at(-1)!.n.toLocaleString('en-US')} rows`,
        value: `${sorted.map((p) => `${p.cpu.toFixed(1)} µs`).join(' → ')}`,
        ratio: `×${growth.toFixed(2)}`,
        budget: `≤ ×${budgets.scaleCpuGrowth}`,
        ok: growth <= budgets.scaleCpuGrowth,
        measure: { value: growth, unit: '×', better: 'lower' as const, limit: budgets.scaleCpuGrowth },
      };
    });
}
