import {
  autoSeatMessage,
  clampToRoom,
  createTableBody,
  freeSeatNumbers,
  groupName,
  mealSummary,
  moveBody,
  NO_MEAL,
  nextTablePosition,
  FIXTURE_SIZES,
  type PlanRect,
  ROOM,
  ruleBody,
  ruleWarnings,
  SEATING_MESSAGES,
  seatingFileName,
  tableLabel,
  tableMeals,
  tableSize,
  TABLE_SHAPES,
  updateTableBody,
} from '../../src/contracts/seating';

describe('tables', () => {
  it.each([
    [{ name: 'Sweetheart table', number: 1 }, 'Sweetheart table'],
    [{ name: '  ', number: 4 }, 'Table 4'],
    [{ name: '', number: 12 }, 'Table 12'],
  ])('%j reads as %s', (table, label) => expect(tableLabel(table)).toBe(label));

  it('a round table grows with its seats; every shape fits the room', () => {
    expect(tableSize('ROUND', 8)).toEqual({ width: 118, height: 118 });
    expect(tableSize('ROUND', 12).width).toBeGreaterThan(tableSize('ROUND', 8).width);
    expect(tableSize('LONG', 20).width).toBeGreaterThan(tableSize('RECTANGLE', 8).width);
    for (const shape of TABLE_SHAPES)
      for (let seats = 1; seats <= 30; seats++) {
        const size = tableSize(shape, seats);
        expect(size.width).toBeLessThan(ROOM.width / 2);
        expect(size.height).toBeLessThan(ROOM.height / 2);
      }
  });

  it('new tables go to the first clear spot, row by row, never overlapping a table or fixture', () => {
    const round8 = tableSize('ROUND', 8); // 118 across
    expect(nextTablePosition(round8, [])).toEqual({ x: 90, y: 90 });
    // Beside the first, a gap apart: 59 + 59 + 30 = 148 from its centre.
    const first = { x: 90, y: 90, ...round8 };
    expect(nextTablePosition(round8, [first])).toEqual({ x: 240, y: 90 });
    // A long table and the stage (top middle) push the next one along.
    const long12 = tableSize('LONG', 12);
    const stage = { x: 600, y: 70, ...FIXTURE_SIZES.STAGE };
    const second = { x: 240, y: 90, ...round8 };
    const at = nextTablePosition(long12, [first, second, stage]);
    const overlaps = (a: PlanRect, b: PlanRect) =>
      Math.abs(a.x - b.x) < (a.width + b.width) / 2 && Math.abs(a.y - b.y) < (a.height + b.height) / 2;
    for (const other of [first, second, stage]) expect(overlaps({ ...at, ...long12 }, other)).toBe(false);
    expect(at.x + long12.width / 2).toBeLessThanOrEqual(ROOM.width);
    // A full room: the centre.
    const full = [{ x: ROOM.width / 2, y: ROOM.height / 2, width: ROOM.width, height: ROOM.height }];
    expect(nextTablePosition(round8, full)).toEqual({ x: 600, y: 400 });
  });

  it('thirty tables added one after another never overlap while the room has space', () => {
    const placed: PlanRect[] = [];
    for (let i = 0; i < 30; i++) {
      const size = tableSize(i % 3 === 0 ? 'LONG' : 'ROUND', i % 3 === 0 ? 12 : 8);
      const at = nextTablePosition(size, placed);
      if (at.x === ROOM.width / 2 && at.y === ROOM.height / 2 && placed.length) break;
      for (const p of placed)
        expect(Math.abs(p.x - at.x) >= (p.width + size.width) / 2 || Math.abs(p.y - at.y) >= (p.height + size.height) / 2).toBe(true);
      placed.push({ ...at, ...size });
    }
    expect(placed.length).toBeGreaterThanOrEqual(20);
  });

  it('positions stay inside the room', () => {
    expect(clampToRoom(-20, 900.4)).toEqual({ x: 0, y: 800 });
    expect(clampToRoom(1300, 10.6)).toEqual({ x: 1200, y: 11 });
  });

  it('free seats are the lowest numbers not taken', () => {
    expect(freeSeatNumbers(8, [0, 1, 3], 3)).toEqual([2, 4, 5]);
    expect(freeSeatNumbers(4, [0, 1, 2], 3)).toEqual([3]);
    expect(freeSeatNumbers(2, [0, 1], 1)).toEqual([]);
  });
});

describe('meals for the caterer', () => {
  it('counts each meal, most first, then those without one, and the children', () => {
    const table = tableMeals([
      { meal: 'Salmon', is_child: false },
      { meal: 'Chicken', is_child: false },
      { meal: 'Chicken', is_child: false },
      { meal: null, is_child: false },
      { meal: 'Kids’ pasta', is_child: true },
    ]);
    expect(table).toEqual({
      meals: [
        { name: 'Chicken', count: 2 },
        { name: 'Kids’ pasta', count: 1 },
        { name: 'Salmon', count: 1 },
        { name: NO_MEAL, count: 1 },
      ],
      children: 1,
    });
    expect(mealSummary(table.meals)).toBe('2 Chicken, 1 Kids’ pasta, 1 Salmon, 1 No meal chosen yet');
    expect(tableMeals([])).toEqual({ meals: [], children: 0 });
  });
});

describe('rules', () => {
  const names: Record<number, string> = { 1: 'Maria Garcia', 2: 'Tom Nguyen', 3: 'Ana Silva', 4: 'Leo Park' };
  const tables: Record<number, number> = { 1: 10, 2: 11, 3: 10 };
  const warn = (rules: Parameters<typeof ruleWarnings>[0]) =>
    ruleWarnings(
      rules,
      (id) => tables[id],
      (id) => names[id]!,
      (id) => `Table ${id - 9}`,
    );

  it('warns about keep-together guests at different tables and keep-apart guests at the same one', () => {
    expect(
      warn([
        { id: 7, kind: 'TOGETHER', guest_ids: [1, 2] },
        { id: 8, kind: 'APART', guest_ids: [1, 3] },
        { id: 9, kind: 'TOGETHER', guest_ids: [1, 3] },
        { id: 10, kind: 'APART', guest_ids: [2, 3] },
      ]).map((w) => [w.rule_id, w.message]),
    ).toEqual([
      [7, 'Maria Garcia and Tom Nguyen should sit together, but are at Table 1 and Table 2.'],
      [8, 'Maria Garcia and Ana Silva should sit apart, but are both at Table 1.'],
    ]);
  });

  it('says nothing while one of the two is not seated', () => {
    expect(warn([{ id: 1, kind: 'TOGETHER', guest_ids: [1, 4] }])).toEqual([]);
  });
});

describe('words', () => {
  it.each([
    [[], 'no one'],
    [['Maria Garcia'], 'Maria Garcia'],
    [['Maria Garcia', 'Tom Garcia'], 'Maria Garcia and Tom Garcia'],
    [['A', 'B', 'C', 'D'], 'A and 3 others'],
  ])('group %j is “%s”', (list, text) => expect(groupName(list)).toBe(text));

  it('messages', () => {
    expect(SEATING_MESSAGES.tableFull('Table 3', 0, 2)).toBe('Table 3 is full. Choose another table or add seats.');
    expect(SEATING_MESSAGES.tableFull('Table 3', 1, 4)).toBe(
      'Table 3 has 1 free seat; you are seating 4. Choose another table or add seats.',
    );
    expect(SEATING_MESSAGES.movedByPartner('Maria Garcia')).toBe(
      'Your partner just moved Maria Garcia. We have updated the chart: check it and try again.',
    );
    expect(SEATING_MESSAGES.tooFewSeats('Family', 6)).toBe(
      'Family has 6 guests seated. Move some of them before giving it fewer than 6 seats.',
    );
    expect(autoSeatMessage(12, 0)).toBe('Seated 12 guests. Everyone has a seat: move anyone you like.');
    expect(autoSeatMessage(1, 3)).toBe('Seated 1 guest. 3 still need seats: add tables or seats.');
    expect(autoSeatMessage(0, 1)).toBe('No one new was seated. 1 still needs a seat: add tables or seats.');
  });

  it('file names', () => {
    expect(seatingFileName('Ceremony & reception', 'pdf')).toBe('seating-ceremony-reception.pdf');
    expect(seatingFileName('Cóctel ✨', 'csv')).toBe('seating-coctel.csv');
    expect(seatingFileName('✨', 'csv')).toBe('seating-chart.csv');
  });
});

describe('inputs', () => {
  it('a table needs a shape and 1 to 30 seats', () => {
    expect(createTableBody.safeParse({ shape: 'ROUND', seats: 8 }).success).toBe(true);
    expect(createTableBody.safeParse({ shape: 'ROUND', seats: 31 }).error?.issues[0]?.message).toBe(SEATING_MESSAGES.seats);
    expect(createTableBody.safeParse({ shape: 'ROUND', seats: 2.5 }).error?.issues[0]?.message).toBe(SEATING_MESSAGES.seats);
    expect(updateTableBody.safeParse({}).error?.issues[0]?.message).toBe(SEATING_MESSAGES.nothingToChange);
  });

  it('a move names each guest once, at most 30, with where the page saw them', () => {
    expect(moveBody.safeParse({ guests: [{ id: 1, from_table_id: null }], to_table_id: 3 }).success).toBe(true);
    expect(moveBody.safeParse({ guests: [{ id: 1 }], to_table_id: 3 }).success).toBe(false);
    expect(
      moveBody.safeParse({
        guests: Array.from({ length: 31 }, (_, i) => ({ id: i + 1, from_table_id: null })),
        to_table_id: null,
      }).error?.issues[0]?.message,
    ).toBe(SEATING_MESSAGES.moveTooMany);
  });

  it('a rule names two different guests', () => {
    expect(ruleBody.safeParse({ kind: 'APART', guest_ids: [1, 2] }).success).toBe(true);
    expect(ruleBody.safeParse({ kind: 'APART', guest_ids: [2, 2] }).error?.issues[0]?.message).toBe(SEATING_MESSAGES.ruleSameGuest);
    expect(ruleBody.safeParse({ kind: 'NEAR', guest_ids: [1, 2] }).success).toBe(false);
  });
});
