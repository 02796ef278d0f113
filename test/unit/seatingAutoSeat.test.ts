import fc from 'fast-check';
import { autoSeat, type AutoSeatGuest, type AutoSeatInput, type AutoSeatRule } from '../../src/contracts/seatingAutoSeat';

/**
 * Auto-seat (src/contracts/seatingAutoSeat.ts) checked on random charts: tables of 1 to 12 seats,
 * households of 1 to 6, tags, keep-together and keep-apart rules, some guests already seated.
 */

interface Chart {
  input: AutoSeatInput;
  households: Map<number, number[]>;
}

/** A chart: households (sizes), tables (seats), tags per household, rules between guests, some seated. */
const chartArb = (opts: { tables?: fc.Arbitrary<number[]>; seatedShare?: number; rules?: boolean } = {}) =>
  fc
    .record({
      sizes: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 0, maxLength: 25 }),
      tables: opts.tables ?? fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 0, maxLength: 12 }),
      tagSeed: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 25, maxLength: 25 }),
      ruleSeed: fc.array(fc.tuple(fc.nat(), fc.nat(), fc.boolean()), { maxLength: opts.rules === false ? 0 : 12 }),
      seatedSeed: fc.array(fc.nat(), { maxLength: opts.seatedShare === 0 ? 0 : 10 }),
    })
    .map(({ sizes, tables, tagSeed, ruleSeed, seatedSeed }): Chart => {
      const guests: AutoSeatGuest[] = [];
      const households = new Map<number, number[]>();
      let id = 100;
      sizes.forEach((size, h) => {
        const household = 10 + h;
        const tag = tagSeed[h]!;
        households.set(household, []);
        for (let i = 0; i < size; i++) {
          guests.push({ id, household_id: household, tag_ids: tag === 0 ? [] : [tag] });
          households.get(household)!.push(id);
          id += 1;
        }
      });
      const tableList = tables.map((seats, i) => ({ id: 500 + i, seats }));
      const rules: AutoSeatRule[] = guests.length
        ? ruleSeed.map(([a, b, apart]) => ({
            kind: apart ? ('APART' as const) : ('TOGETHER' as const),
            guest_ids: [guests[a % guests.length]!.id, guests[b % guests.length]!.id] as const,
          }))
        : [];
      // Some guests already seated, within each table's seats.
      const seated: Array<{ guest_id: number; table_id: number }> = [];
      const used = new Map<number, number>();
      for (const n of seatedSeed) {
        if (!guests.length || !tableList.length) break;
        const g = guests[n % guests.length]!;
        const t = tableList[n % tableList.length]!;
        if (seated.some((s) => s.guest_id === g.id) || (used.get(t.id) ?? 0) >= t.seats) continue;
        used.set(t.id, (used.get(t.id) ?? 0) + 1);
        seated.push({ guest_id: g.id, table_id: t.id });
      }
      return { input: { tables: tableList, guests, rules, seated }, households };
    });

const occupancy = (input: AutoSeatInput, placements: ReadonlyArray<{ guest_id: number; table_id: number }>) => {
  const at = new Map<number, number>();
  for (const s of [...input.seated, ...placements]) at.set(s.table_id, (at.get(s.table_id) ?? 0) + 1);
  return at;
};

describe('auto-seat', () => {
  it('never seats more guests at a table than its seats, nor anyone twice, and moves no one already seated', () => {
    fc.assert(
      fc.property(chartArb(), ({ input }) => {
        const { placements, unseated } = autoSeat(input);
        const at = occupancy(input, placements);
        for (const t of input.tables) expect(at.get(t.id) ?? 0).toBeLessThanOrEqual(t.seats);
        const placed = placements.map((p) => p.guest_id);
        expect(new Set(placed).size).toBe(placed.length);
        const already = new Set(input.seated.map((s) => s.guest_id));
        expect(placed.some((id) => already.has(id))).toBe(false);
        // Every guest is seated before, seated now, or reported unseated; unseated only when the room is full.
        const all = new Set([...already, ...placed, ...unseated]);
        expect(all.size).toBe(input.guests.length);
        const free = input.tables.reduce((n, t) => n + t.seats, 0) - input.seated.length;
        expect(placements.length).toBe(Math.min(free, input.guests.length - input.seated.length));
      }),
      { numRuns: 300 },
    );
  });

  it('is deterministic: the same chart in any order gives the same seats', () => {
    fc.assert(
      fc.property(chartArb(), fc.infiniteStream(fc.nat()), ({ input }, noise) => {
        const shuffle = <T>(xs: readonly T[]) =>
          xs
            .map((x) => ({ x, k: noise.next().value }))
            .sort((a, b) => a.k - b.k)
            .map((p) => p.x);
        const a = autoSeat(input);
        const b = autoSeat({ ...input, tables: shuffle(input.tables), guests: shuffle(input.guests), seated: shuffle(input.seated) });
        const key = (r: typeof a) => [...r.placements].sort((x, y) => x.guest_id - y.guest_id);
        expect(key(b)).toEqual(key(a));
        expect(b.unseated).toEqual(a.unseated);
      }),
      { numRuns: 200 },
    );
  });

  it('keeps households together when they fit: a table per household, each seating the largest', () => {
    fc.assert(
      fc.property(
        chartArb({ seatedShare: 0, rules: false }).chain((chart) => {
          const largest = Math.max(1, ...[...chart.households.values()].map((h) => h.length));
          return fc
            .array(fc.integer({ min: largest, max: 12 }), { minLength: chart.households.size, maxLength: chart.households.size + 3 })
            .map((seats) => ({ ...chart, input: { ...chart.input, tables: seats.map((s, i) => ({ id: 500 + i, seats: s })) } }));
        }),
        ({ input, households }) => {
          const { placements, unseated } = autoSeat(input);
          expect(unseated).toEqual([]);
          const tableOf = new Map(placements.map((p) => [p.guest_id, p.table_id]));
          for (const members of households.values()) expect(new Set(members.map((id) => tableOf.get(id))).size).toBe(1);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('respects keep-apart when a table without the conflict has room', () => {
    fc.assert(
      fc.property(
        chartArb({ seatedShare: 0 }).chain((chart) => {
          const largest = Math.max(1, ...[...chart.households.values()].map((h) => h.length));
          return fc
            .array(fc.integer({ min: largest, max: 12 }), { minLength: chart.households.size, maxLength: chart.households.size + 3 })
            .map((seats) => ({
              ...chart,
              input: {
                ...chart.input,
                tables: seats.map((s, i) => ({ id: 500 + i, seats: s })),
                // Keep-apart between households only; no keep-together (a merged group may outgrow a household's table).
                rules: chart.input.rules.filter((r) => {
                  const [a, b] = r.guest_ids as [number, number];
                  const ha = chart.input.guests.find((g) => g.id === a)!.household_id;
                  const hb = chart.input.guests.find((g) => g.id === b)!.household_id;
                  return r.kind === 'APART' && ha !== hb;
                }),
              },
            }));
        }),
        ({ input }) => {
          const { placements } = autoSeat(input);
          const tableOf = new Map(placements.map((p) => [p.guest_id, p.table_id]));
          for (const rule of input.rules) {
            const [a, b] = rule.guest_ids as [number, number];
            expect(tableOf.get(a)).not.toBe(tableOf.get(b));
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('worked example: households together, a tag at one table, keep-together and keep-apart', () => {
    const g = (id: number, household: number, tag?: number): AutoSeatGuest => ({ id, household_id: household, tag_ids: tag ? [tag] : [] });
    const result = autoSeat({
      tables: [
        { id: 1, seats: 4 },
        { id: 2, seats: 4 },
        { id: 3, seats: 4 },
      ],
      guests: [g(10, 1, 7), g(11, 1, 7), g(12, 2, 7), g(13, 3), g(14, 3), g(15, 4), g(16, 5, 7)],
      rules: [
        { kind: 'APART', guest_ids: [13, 15] },
        { kind: 'TOGETHER', guest_ids: [12, 16] },
      ],
      seated: [],
    });
    const tableOf = new Map(result.placements.map((p) => [p.guest_id, p.table_id]));
    // Tag 7 (households 1, 2 and 5) first: 10, 11 at table 1; 12 and 16 together (kept together) at table 1 too.
    expect([10, 11, 12, 16].map((id) => tableOf.get(id))).toEqual([1, 1, 1, 1]);
    // Household 3 together at table 2; 15 kept apart from 13, so table 3.
    expect([13, 14].map((id) => tableOf.get(id))).toEqual([2, 2]);
    expect(tableOf.get(15)).toBe(3);
    expect(result.unseated).toEqual([]);
  });

  it('splits a household only when no table has room for all of it, across the fewest tables', () => {
    const result = autoSeat({
      tables: [
        { id: 1, seats: 3 },
        { id: 2, seats: 3 },
      ],
      guests: [1, 2, 3, 4].map((id) => ({ id, household_id: 9, tag_ids: [] })),
      rules: [],
      seated: [],
    });
    expect(result.placements.map((p) => p.table_id)).toEqual([1, 1, 1, 2]);
  });

  it('sits a guest next to a keep-together partner already seated', () => {
    const result = autoSeat({
      tables: [
        { id: 1, seats: 4 },
        { id: 2, seats: 4 },
      ],
      guests: [
        { id: 1, household_id: 1, tag_ids: [] },
        { id: 2, household_id: 2, tag_ids: [] },
      ],
      rules: [{ kind: 'TOGETHER', guest_ids: [2, 1] }],
      seated: [{ guest_id: 1, table_id: 2 }],
    });
    expect(result.placements).toEqual([{ guest_id: 2, table_id: 2 }]);
  });
});
