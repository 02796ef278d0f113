import type { RuleKind } from './seating';

/**
 * Auto-seat (issue 29): fills the event's free seats with its unseated guests, as a starting point
 * the couple then edits. Pure and deterministic (the same chart gives the same answer whatever the
 * order of its input), so the server runs it and the tests property-check it
 * (test/unit/seatingAutoSeat.test.ts):
 *
 * - never more guests at a table than its seats, and nobody seated twice or moved (guests already
 *   seated stay where they are);
 * - a household sits at one table whenever some table has room for all of it when its turn comes
 *   (so, when every table seats the largest household and the room has a table per household,
 *   no household is split);
 * - "keep together" pairs in different households are seated as one group when that group fits a
 *   table, and next to an already seated partner when there is room; a household's unseated
 *   guests join those of it already seated when that table has room;
 * - "keep apart" pairs are put at different tables whenever a table with room and without a
 *   conflict exists;
 * - households of a tag ("College friends") sit together: groups go in tag order, and each prefers
 *   the table that already holds most of its tag;
 * - everyone is seated while there are free seats (a household with no table big enough left is
 *   split across the fewest tables).
 */

export interface AutoSeatTable {
  id: number;
  seats: number;
}
export interface AutoSeatGuest {
  id: number;
  household_id: number;
  tag_ids: readonly number[];
}
export interface AutoSeatRule {
  kind: RuleKind;
  guest_ids: readonly [number, number] | readonly number[];
}
export interface AutoSeatInput {
  tables: readonly AutoSeatTable[];
  /** The guests who may be seated (already seated ones included). */
  guests: readonly AutoSeatGuest[];
  rules: readonly AutoSeatRule[];
  /** Who is seated where now (guest id → table id); these stay. */
  seated: ReadonlyArray<{ guest_id: number; table_id: number }>;
}
export interface AutoSeatResult {
  /** New seats, in the order they were given. */
  placements: Array<{ guest_id: number; table_id: number }>;
  /** Guests still without a seat (no free seat left), by id. */
  unseated: number[];
}

interface TableState {
  id: number;
  index: number;
  free: number;
  guests: Set<number>;
  tags: Map<number, number>;
  households: Map<number, number>;
}

const byNumber = (a: number, b: number) => a - b;

export function autoSeat(input: AutoSeatInput): AutoSeatResult {
  const tables: TableState[] = [...input.tables]
    .sort((a, b) => a.id - b.id)
    .map((t, index) => ({ id: t.id, index, free: Math.max(0, t.seats), guests: new Set(), tags: new Map(), households: new Map() }));
  const tableById = new Map(tables.map((t) => [t.id, t]));
  const guests = [...input.guests].sort((a, b) => a.id - b.id);
  const guestById = new Map(guests.map((g) => [g.id, g]));
  const primaryTag = (g: AutoSeatGuest) => (g.tag_ids.length ? Math.min(...g.tag_ids) : Number.POSITIVE_INFINITY);

  const tableOf = new Map<number, TableState>();
  const sit = (table: TableState, guestId: number) => {
    const g = guestById.get(guestId);
    table.free -= 1;
    table.guests.add(guestId);
    tableOf.set(guestId, table);
    if (!g) return;
    for (const tag of g.tag_ids) table.tags.set(tag, (table.tags.get(tag) ?? 0) + 1);
    table.households.set(g.household_id, (table.households.get(g.household_id) ?? 0) + 1);
  };
  for (const s of [...input.seated].sort((a, b) => a.guest_id - b.guest_id)) {
    const table = tableById.get(s.table_id);
    if (table && !tableOf.has(s.guest_id)) sit(table, s.guest_id);
  }

  // Who must not share a table with whom, and who should share one.
  const apart = new Map<number, Set<number>>();
  const together: Array<[number, number]> = [];
  for (const rule of input.rules) {
    const [a, b] = rule.guest_ids as [number, number];
    if (a === b) continue;
    if (rule.kind === 'APART') {
      if (!apart.has(a)) apart.set(a, new Set());
      if (!apart.has(b)) apart.set(b, new Set());
      apart.get(a)!.add(b);
      apart.get(b)!.add(a);
    } else together.push(a < b ? [a, b] : [b, a]);
  }
  together.sort((x, y) => x[0] - y[0] || x[1] - y[1]);

  // Units: each household's unseated guests, merged along "keep together" pairs while the merged
  // group still fits the largest table.
  const unseated = guests.filter((g) => !tableOf.has(g.id));
  const unitOf = new Map<number, number>();
  const members = new Map<number, number[]>();
  for (const g of unseated) {
    const key = g.household_id;
    if (!members.has(key)) members.set(key, []);
    members.get(key)!.push(g.id);
  }
  for (const [key, ids] of members) for (const id of ids) unitOf.set(id, key);
  const largest = tables.reduce((max, t) => Math.max(max, t.free), 0);
  const preferred = new Map<number, TableState>();
  for (const [a, b] of together) {
    const ua = unitOf.get(a);
    const ub = unitOf.get(b);
    if (ua !== undefined && ub !== undefined && ua !== ub) {
      const merged = [...members.get(ua)!, ...members.get(ub)!];
      if (merged.length > largest) continue;
      const [keep, drop] = ua < ub ? [ua, ub] : [ub, ua];
      members.set(keep, merged.sort(byNumber));
      members.delete(drop);
      for (const id of merged) unitOf.set(id, keep);
    } else if (ua !== undefined && ub === undefined && tableOf.has(b)) preferred.set(ua, tableOf.get(b)!);
    else if (ub !== undefined && ua === undefined && tableOf.has(a)) preferred.set(ub, tableOf.get(a)!);
  }

  const units = [...members.entries()].map(([key, ids]) => ({
    key,
    ids,
    tag: Math.min(...ids.map((id) => primaryTag(guestById.get(id)!))),
  }));
  units.sort((a, b) => a.tag - b.tag || a.ids[0]! - b.ids[0]!);

  const conflicts = (table: TableState, ids: readonly number[]) => {
    let n = 0;
    for (const id of ids) for (const other of apart.get(id) ?? []) if (table.guests.has(other)) n += 1;
    return n;
  };
  /** Guests of the group's households already at the table (someone seated earlier, by hand). */
  const householdScore = (table: TableState, ids: readonly number[]) =>
    [...new Set(ids.map((id) => guestById.get(id)!.household_id))].reduce((n, h) => n + (table.households.get(h) ?? 0), 0);
  const tagScore = (table: TableState, tag: number) => (Number.isFinite(tag) ? (table.tags.get(tag) ?? 0) : 0);

  const placements: Array<{ guest_id: number; table_id: number }> = [];
  const place = (table: TableState, id: number) => {
    sit(table, id);
    placements.push({ guest_id: id, table_id: table.id });
  };
  const left: number[] = [];

  for (const unit of units) {
    const pref = preferred.get(unit.key);
    const fits = tables.filter((t) => t.free >= unit.ids.length);
    if (fits.length) {
      let best = fits[0]!;
      let bestKey = [Infinity, Infinity, Infinity, Infinity, Infinity];
      for (const t of fits) {
        const key = [conflicts(t, unit.ids), t === pref ? 0 : 1, -householdScore(t, unit.ids), -tagScore(t, unit.tag), t.index];
        if (compare(key, bestKey) < 0) {
          best = t;
          bestKey = key;
        }
      }
      for (const id of unit.ids) place(best, id);
      continue;
    }
    // No table has room for the whole group: one guest at a time, next to their own people.
    for (const id of unit.ids) {
      const g = guestById.get(id)!;
      let best: TableState | null = null;
      let bestKey = [Infinity, Infinity, Infinity, Infinity];
      for (const t of tables) {
        if (t.free < 1) continue;
        const key = [conflicts(t, [id]), -(t.households.get(g.household_id) ?? 0), -tagScore(t, unit.tag), t.index];
        if (compare(key, bestKey) < 0) {
          best = t;
          bestKey = key;
        }
      }
      if (best) place(best, id);
      else left.push(id);
    }
  }
  return { placements, unseated: left.sort(byNumber) };
}

/** Lexicographic order of two score tuples. */
function compare(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) {
    if (a[i]! !== b[i]!) return a[i]! < b[i]! ? -1 : 1;
  }
  return 0;
}
