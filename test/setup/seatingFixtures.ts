import type { SeatingChartView, SeatingGuest } from '../../src/contracts/seating';

const guest = (id: number, name: string, household: number, over: Partial<SeatingGuest> = {}): SeatingGuest => ({
  id,
  name,
  household_id: household,
  household_name: household === 1 ? 'The Garcia family' : household === 2 ? 'Tom Nguyen' : 'The Okafor family',
  tag_ids: household === 1 ? [5] : [],
  status: 'ATTENDING',
  meal: 'Chicken',
  is_child: false,
  ...over,
});

/** A reception's chart as server/API.md documents it: two tables, five guests (two seated), one rule. */
export function seatingFixture(over: Partial<SeatingChartView> = {}): SeatingChartView {
  return {
    events: [
      { id: 3, name: 'Ceremony & reception', event_date: '2027-06-12', seatable: 5 },
      { id: 4, name: 'Farewell brunch', event_date: '2027-06-13', seatable: 2 },
    ],
    event_id: 3,
    tables: [
      { id: 10, shape: 'ROUND', name: 'Sweetheart table', number: 1, seats: 2, x: 100, y: 100 },
      { id: 11, shape: 'ROUND', name: '', number: 2, seats: 8, x: 250, y: 100 },
    ],
    fixtures: [{ id: 20, kind: 'DANCE_FLOOR', label: '', x: 600, y: 400, width: 240, height: 240 }],
    guests: [
      guest(1, 'Maria Garcia', 1),
      guest(2, 'Diego Garcia', 1, { meal: 'Salmon' }),
      guest(3, 'Tom Nguyen', 2, { status: 'NO_ANSWER', meal: null }),
      guest(4, 'Ada Okafor', 3),
      guest(5, 'Kofi Okafor', 3, { is_child: true, meal: 'Kids’ pasta' }),
    ],
    tags: [{ id: 5, name: 'College friends' }],
    rules: [{ id: 30, kind: 'APART', guest_ids: [1, 4] }],
    assignments: [
      { guest_id: 4, table_id: 11, seat: 0 },
      { guest_id: 5, table_id: 11, seat: 1 },
    ],
    ...over,
  };
}
