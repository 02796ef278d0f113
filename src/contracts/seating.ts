import { z } from 'zod';
import { id, idParam, text, wholeNumber } from './inputs';
import { RSVP_STATUSES, type RsvpStatus } from './guests';

/**
 * The seating chart (issue 29): a floor plan per event of the guest list (tables with seats, the
 * room's fixed parts), the event's guests seated one move at a time, "keep together" and "keep
 * apart" rules, the caterer's meal counts, and the pure rules both sides use. Shared by the SPA
 * (src/features/seating) and the server (server/modules/seating); server/API.md "The seating
 * chart" documents the routes. Field names are the API's (snake_case). Auto-seat is in
 * seatingAutoSeat.ts.
 */

// ---------------------------------------------------------------------------------------------
// Constants

export const TABLE_SHAPES = ['ROUND', 'RECTANGLE', 'LONG', 'SQUARE'] as const;
export type TableShape = (typeof TABLE_SHAPES)[number];
export const TABLE_SHAPE_LABELS: Record<TableShape, string> = {
  ROUND: 'Round',
  RECTANGLE: 'Rectangular',
  LONG: 'Long (banquet)',
  SQUARE: 'Square',
};
/** The seats a new table of each shape starts with. */
export const DEFAULT_SEATS: Record<TableShape, number> = { ROUND: 8, RECTANGLE: 8, LONG: 12, SQUARE: 4 };

export const FIXTURE_KINDS = ['DANCE_FLOOR', 'STAGE', 'BAR'] as const;
export type FixtureKind = (typeof FIXTURE_KINDS)[number];
export const FIXTURE_LABELS: Record<FixtureKind, string> = { DANCE_FLOOR: 'Dance floor', STAGE: 'Stage', BAR: 'Bar' };
/** A new fixture's size, in room units. */
export const FIXTURE_SIZES: Record<FixtureKind, { width: number; height: number }> = {
  DANCE_FLOOR: { width: 240, height: 240 },
  STAGE: { width: 300, height: 120 },
  BAR: { width: 220, height: 70 },
};

/** Where a new fixture goes when no position is given: the dance floor in the middle, the stage at the top, the bar at the bottom left. */
export const FIXTURE_HOMES: Record<FixtureKind, { x: number; y: number }> = {
  DANCE_FLOOR: { x: 600, y: 400 },
  STAGE: { x: 600, y: 70 },
  BAR: { x: 140, y: 750 },
};

export const RULE_KINDS = ['TOGETHER', 'APART'] as const;
export type RuleKind = (typeof RULE_KINDS)[number];
export const RULE_KIND_LABELS: Record<RuleKind, string> = { TOGETHER: 'Keep together', APART: 'Keep apart' };

/** The room is drawn in these units (x to the right, y down); positions are the centre of a table or fixture. */
export const ROOM = { width: 1200, height: 800 } as const;

export const MIN_SEATS = 1;
export const MAX_SEATS = 30;
export const MAX_TABLES = 100;
export const MAX_FIXTURES = 20;
export const MAX_RULES = 500;
/** Guests moved by one request (a household or a tag group to one table, which holds at most MAX_SEATS). */
export const MAX_MOVE_GUESTS = MAX_SEATS;
export const TABLE_NAME_MAX = 40;
export const FIXTURE_LABEL_MAX = 40;
/** An arrow key moves a selected table this far (with Shift, SHIFT_STEP). */
export const ARROW_STEP = 10;
export const SHIFT_STEP = 50;

// ---------------------------------------------------------------------------------------------
// Messages (the pure rules' words; tested in test/unit/seating.test.ts)

export const SEATING_MESSAGES = {
  noEvents: 'Add your events (the reception, say) to your guest list first: each event has its own floor plan.',
  eventNotFound: 'We could not find that event.',
  tableNotFound: 'We could not find that table.',
  fixtureNotFound: 'We could not find that part of the room.',
  ruleNotFound: 'We could not find that rule.',
  guestNotFound: 'We could not find that guest on your guest list.',
  notComing: (name: string) => `${name} is not coming to this event (declined or not invited), so they cannot be seated.`,
  tableNameTooLong: `Table names can be at most ${TABLE_NAME_MAX} characters.`,
  seats: `A table has from ${MIN_SEATS} to ${MAX_SEATS} seats.`,
  tooManyTables: `A floor plan can have at most ${MAX_TABLES} tables.`,
  tooManyFixtures: `A floor plan can have at most ${MAX_FIXTURES} dance floors, stages and bars.`,
  tooManyRules: `You can have at most ${MAX_RULES} seating rules.`,
  position: `Positions are whole numbers inside the room (0 to ${ROOM.width} across, 0 to ${ROOM.height} down).`,
  nothingToChange: 'Change at least one thing: the name, the shape, the seats or the position.',
  moveEmpty: 'Choose at least one guest to seat.',
  moveTooMany: `You can seat at most ${MAX_MOVE_GUESTS} guests at once.`,
  moveDuplicate: 'Each guest can only be named once in a move.',
  ruleSameGuest: 'Choose two different guests.',
  ruleExists: 'You already have a rule for these two guests. Remove it first to change it.',
  /** A move refused because the partner moved one of these guests first: the page shows where they are now. */
  movedByPartner: (name: string) => `Your partner just moved ${name}. We have updated the chart: check it and try again.`,
  tableFull: (table: string, free: number, wanted: number) =>
    free === 0
      ? `${table} is full. Choose another table or add seats.`
      : `${table} has ${free} free ${free === 1 ? 'seat' : 'seats'}; you are seating ${wanted}. Choose another table or add seats.`,
  seatTaken: 'Someone else just took that seat. We have updated the chart: try again.',
  tooFewSeats: (table: string, seated: number) =>
    `${table} has ${seated} guests seated. Move some of them before giving it fewer than ${seated} seats.`,
} as const;

// ---------------------------------------------------------------------------------------------
// Pure rules

/** A table's name as people read it: its own name, else "Table {number}". */
export function tableLabel(table: { name: string; number: number }): string {
  return table.name.trim() || `Table ${table.number}`;
}

/** A table's footprint in room units (seats drawn around it): round tables grow with their seats, long ones with their length. */
export function tableSize(shape: TableShape, seats: number): { width: number; height: number } {
  const s = Math.max(MIN_SEATS, Math.min(MAX_SEATS, seats));
  switch (shape) {
    case 'ROUND': {
      const d = Math.round(70 + s * 6);
      return { width: d, height: d };
    }
    case 'SQUARE': {
      const side = Math.round(70 + Math.ceil(s / 4) * 18);
      return { width: side, height: side };
    }
    case 'RECTANGLE':
      return { width: Math.round(90 + Math.ceil(s / 2) * 16), height: 80 };
    case 'LONG':
      return { width: Math.round(80 + Math.ceil(s / 2) * 26), height: 60 };
  }
}

/** A centre kept inside the room. */
export function clampToRoom(x: number, y: number): { x: number; y: number } {
  return {
    x: Math.max(0, Math.min(ROOM.width, Math.round(x))),
    y: Math.max(0, Math.min(ROOM.height, Math.round(y))),
  };
}

/** A footprint on the plan: its centre and size, in room units. */
export interface PlanRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The room left clear between a new table and what is already on the plan, and around the room's edge. */
export const TABLE_GAP = 30;

/**
 * Where the next new table goes when none is given: the first spot, row by row from the top left on a
 * 10-unit grid, where the table (with {@link TABLE_GAP} around it) overlaps no table or fixture already
 * placed; else the room's centre (a full room: the couple moves things about).
 */
export function nextTablePosition(size: { width: number; height: number }, taken: readonly PlanRect[]): { x: number; y: number } {
  const step = 10;
  const halfW = size.width / 2;
  const halfH = size.height / 2;
  const clear = (x: number, y: number) =>
    taken.every((t) => Math.abs(t.x - x) >= halfW + t.width / 2 + TABLE_GAP || Math.abs(t.y - y) >= halfH + t.height / 2 + TABLE_GAP);
  const firstX = Math.ceil((halfW + TABLE_GAP) / step) * step;
  const firstY = Math.ceil((halfH + TABLE_GAP) / step) * step;
  for (let y = firstY; y + halfH + TABLE_GAP <= ROOM.height; y += step)
    for (let x = firstX; x + halfW + TABLE_GAP <= ROOM.width; x += step) if (clear(x, y)) return { x, y };
  return { x: ROOM.width / 2, y: ROOM.height / 2 };
}

/** The lowest `count` seat numbers (0-based) not in `taken`, below `seats`; fewer when the table has fewer free. */
export function freeSeatNumbers(seats: number, taken: Iterable<number>, count: number): number[] {
  const used = new Set(taken);
  const out: number[] = [];
  for (let seat = 0; seat < seats && out.length < count; seat++) if (!used.has(seat)) out.push(seat);
  return out;
}

/** Whether a guest belongs on the event's seating chart: attending, or not answered yet. */
export const isSeatable = (status: RsvpStatus): boolean => status !== 'DECLINED';
export const SEATING_STATUS_LABELS: Record<RsvpStatus, string> = {
  ATTENDING: 'Attending',
  NO_ANSWER: 'No answer yet',
  DECLINED: 'Declined',
};

export interface MealLine {
  name: string;
  count: number;
}
/**
 * A table's meals for the caterer: each meal chosen with its count (most first, then by name),
 * then "No meal chosen yet" for guests without one; children counted as well when any.
 */
export function tableMeals(guests: ReadonlyArray<{ meal: string | null; is_child: boolean }>): {
  meals: MealLine[];
  children: number;
} {
  const counts = new Map<string, number>();
  let none = 0;
  let children = 0;
  for (const g of guests) {
    if (g.is_child) children += 1;
    if (g.meal) counts.set(g.meal, (counts.get(g.meal) ?? 0) + 1);
    else none += 1;
  }
  const meals = [...counts].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  if (none) meals.push({ name: NO_MEAL, count: none });
  return { meals, children };
}
export const NO_MEAL = 'No meal chosen yet';

/** "2 Chicken, 1 Salmon, 1 No meal chosen yet". */
export const mealSummary = (meals: readonly MealLine[]): string => meals.map((m) => `${m.count} ${m.name}`).join(', ');

export interface RuleWarning {
  rule_id: number;
  kind: RuleKind;
  guest_ids: [number, number];
  message: string;
}

/**
 * The rules the chart breaks: two guests to keep together seated at different tables, or two to
 * keep apart seated at the same one. A rule with a guest not seated (or not at this event) is not
 * broken yet.
 */
export function ruleWarnings(
  rules: ReadonlyArray<{ id: number; kind: RuleKind; guest_ids: readonly [number, number] | number[] }>,
  tableOf: (guestId: number) => number | undefined,
  nameOf: (guestId: number) => string,
  tableName: (tableId: number) => string,
): RuleWarning[] {
  const out: RuleWarning[] = [];
  for (const rule of rules) {
    const [a, b] = rule.guest_ids as [number, number];
    const ta = tableOf(a);
    const tb = tableOf(b);
    if (ta === undefined || tb === undefined) continue;
    if (rule.kind === 'TOGETHER' && ta !== tb)
      out.push({
        rule_id: rule.id,
        kind: rule.kind,
        guest_ids: [a, b],
        message: `${nameOf(a)} and ${nameOf(b)} should sit together, but are at ${tableName(ta)} and ${tableName(tb)}.`,
      });
    if (rule.kind === 'APART' && ta === tb)
      out.push({
        rule_id: rule.id,
        kind: rule.kind,
        guest_ids: [a, b],
        message: `${nameOf(a)} and ${nameOf(b)} should sit apart, but are both at ${tableName(ta)}.`,
      });
  }
  return out;
}

/** A group's name for messages: one guest's name, "Maria Garcia and Tom Garcia", or "Maria Garcia and 3 others". */
export function groupName(names: readonly string[]): string {
  if (names.length === 0) return 'no one';
  if (names.length === 1) return names[0]!;
  if (names.length === 2) return `${names[0]} and ${names[1]}`;
  return `${names[0]} and ${names.length - 1} others`;
}

// ---------------------------------------------------------------------------------------------
// Request inputs

const seats = wholeNumber(MIN_SEATS, MAX_SEATS, {
  type: SEATING_MESSAGES.seats,
  tooSmall: SEATING_MESSAGES.seats,
  tooLarge: SEATING_MESSAGES.seats,
});
const coordinate = (max: number) =>
  wholeNumber(0, max, { type: SEATING_MESSAGES.position, tooSmall: SEATING_MESSAGES.position, tooLarge: SEATING_MESSAGES.position });
const tableName = text(TABLE_NAME_MAX, { type: 'must be text', tooLong: SEATING_MESSAGES.tableNameTooLong });
const fixtureLabel = text(FIXTURE_LABEL_MAX, { type: 'must be text', tooLong: `Labels can be at most ${FIXTURE_LABEL_MAX} characters.` });

/** GET /web-api/v2/wedding/seating?event={id}: the floor plan of that event (the first event when none is named). */
export const seatingQuery = z.object({ event: idParam().optional() });
export type SeatingQuery = z.output<typeof seatingQuery>;

export const eventIdParams = z.object({ eventId: idParam() });
export const tableIdParams = z.object({ id: idParam() });
export const fixtureIdParams = z.object({ id: idParam() });
export const ruleIdParams = z.object({ id: idParam() });

/** POST /web-api/v2/wedding/seating/events/{eventId}/tables. No position: the next free spot of the room. */
export const createTableBody = z.object({
  shape: z.enum(TABLE_SHAPES, { message: `must be one of ${TABLE_SHAPES.join(', ')}` }),
  seats,
  name: tableName.default(''),
  x: coordinate(ROOM.width).optional(),
  y: coordinate(ROOM.height).optional(),
});
export type CreateTableBody = z.input<typeof createTableBody>;

/** PATCH /web-api/v2/wedding/seating/tables/{id}: what changes (at least one field). */
export const updateTableBody = z
  .object({
    shape: z.enum(TABLE_SHAPES, { message: `must be one of ${TABLE_SHAPES.join(', ')}` }).optional(),
    seats: seats.optional(),
    name: tableName.optional(),
    x: coordinate(ROOM.width).optional(),
    y: coordinate(ROOM.height).optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), SEATING_MESSAGES.nothingToChange);
export type UpdateTableBody = z.input<typeof updateTableBody>;

/** POST /web-api/v2/wedding/seating/events/{eventId}/fixtures: a dance floor, a stage or a bar. */
export const createFixtureBody = z.object({
  kind: z.enum(FIXTURE_KINDS, { message: `must be one of ${FIXTURE_KINDS.join(', ')}` }),
  label: fixtureLabel.default(''),
  x: coordinate(ROOM.width).optional(),
  y: coordinate(ROOM.height).optional(),
});
export type CreateFixtureBody = z.input<typeof createFixtureBody>;

/** PATCH /web-api/v2/wedding/seating/fixtures/{id}. */
export const updateFixtureBody = z
  .object({
    label: fixtureLabel.optional(),
    x: coordinate(ROOM.width).optional(),
    y: coordinate(ROOM.height).optional(),
    width: wholeNumber(40, ROOM.width, { type: 'must be from 40 to 1200' }).optional(),
    height: wholeNumber(40, ROOM.height, { type: 'must be from 40 to 800' }).optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), 'Change at least one thing: the label, the size or the position.');
export type UpdateFixtureBody = z.input<typeof updateFixtureBody>;

/**
 * POST /web-api/v2/wedding/seating/events/{eventId}/moves: one move of one or more guests (a
 * guest, a household, a tag group) to a table, or off the chart (`to_table_id` null). Each guest
 * carries the table the page last saw them at (`from_table_id`, null: not seated): a partner's move
 * in between is never overwritten, the move is refused (409) with the chart as it now is.
 */
export const moveBody = z
  .object({
    guests: z
      .array(z.object({ id: id(), from_table_id: id().nullable() }))
      .min(1, SEATING_MESSAGES.moveEmpty)
      .max(MAX_MOVE_GUESTS, SEATING_MESSAGES.moveTooMany),
    to_table_id: id().nullable(),
  })
  .refine((v) => new Set(v.guests.map((g) => g.id)).size === v.guests.length, {
    message: SEATING_MESSAGES.moveDuplicate,
    path: ['guests'],
  });
export type MoveBody = z.input<typeof moveBody>;

/** POST /web-api/v2/wedding/seating/events/{eventId}/auto-seat: seat the unseated guests (or, with `replace`, everyone again). */
export const autoSeatBody = z.object({ replace: z.boolean({ message: 'must be true or false' }).default(false) });
export type AutoSeatBody = z.input<typeof autoSeatBody>;

/** POST /web-api/v2/wedding/seating/rules: two guests to keep together or apart (for every event). */
export const ruleBody = z
  .object({
    kind: z.enum(RULE_KINDS, { message: 'must be TOGETHER or APART' }),
    guest_ids: z.tuple([id(), id()], { message: 'must name two guests' }),
  })
  .refine((v) => v.guest_ids[0] !== v.guest_ids[1], { message: SEATING_MESSAGES.ruleSameGuest, path: ['guest_ids'] });
export type RuleBody = z.input<typeof ruleBody>;

// ---------------------------------------------------------------------------------------------
// Answers

export const seatingEventView = z.object({
  id: z.number(),
  name: z.string(),
  event_date: z.string().nullable(),
  /** Guests who may be seated (attending or not answered yet). */
  seatable: z.number(),
});
export type SeatingEventView = z.infer<typeof seatingEventView>;

export const seatingTableView = z.object({
  id: z.number(),
  shape: z.enum(TABLE_SHAPES),
  name: z.string(),
  number: z.number(),
  seats: z.number(),
  x: z.number(),
  y: z.number(),
});
export type SeatingTable = z.infer<typeof seatingTableView>;

export const seatingFixtureView = z.object({
  id: z.number(),
  kind: z.enum(FIXTURE_KINDS),
  label: z.string(),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
});
export type SeatingFixture = z.infer<typeof seatingFixtureView>;

export const seatingGuestView = z.object({
  id: z.number(),
  name: z.string(),
  household_id: z.number(),
  household_name: z.string(),
  tag_ids: z.array(z.number()),
  /** Their answer for this event. DECLINED only for a guest still seated from before they declined. */
  status: z.enum(RSVP_STATUSES),
  /** Their meal for this event, by its name on the menu. */
  meal: z.string().nullable(),
  is_child: z.boolean(),
});
export type SeatingGuest = z.infer<typeof seatingGuestView>;

export const assignmentView = z.object({ guest_id: z.number(), table_id: z.number(), seat: z.number() });
export type Assignment = z.infer<typeof assignmentView>;

export const ruleView = z.object({ id: z.number(), kind: z.enum(RULE_KINDS), guest_ids: z.tuple([z.number(), z.number()]) });
export type SeatingRule = z.infer<typeof ruleView>;

/** The event's seating as it is now: the answer of every move, and the body of its 409. */
export const seatingState = z.object({ event_id: z.number(), assignments: z.array(assignmentView) });
export type SeatingState = z.infer<typeof seatingState>;

/** GET /web-api/v2/wedding/seating: one event's whole chart. `event_id` null: the wedding has no events yet. */
export const seatingChartView = z.object({
  events: z.array(seatingEventView),
  event_id: z.number().nullable(),
  tables: z.array(seatingTableView),
  fixtures: z.array(seatingFixtureView),
  /** The event's guests (attending or not answered yet, plus any declined guest still seated), by household then name. */
  guests: z.array(seatingGuestView),
  tags: z.array(z.object({ id: z.number(), name: z.string() })),
  rules: z.array(ruleView),
  assignments: z.array(assignmentView),
});
export type SeatingChartView = z.infer<typeof seatingChartView>;

/** The 409 of a move that lost a race (a partner's move first, a table filled meanwhile): the message and the chart now. */
export const seatingConflict = z.object({
  message: z.string(),
  code: z.enum(['moved_by_partner', 'table_full', 'seat_taken']),
  state: seatingState,
});
export type SeatingConflict = z.infer<typeof seatingConflict>;

export const autoSeatAnswer = z.object({
  state: seatingState,
  /** Guests seated by this run. */
  seated: z.number(),
  /** Guests left unseated (not enough free seats). */
  unseated: z.number(),
  message: z.string(),
});
export type AutoSeatAnswer = z.infer<typeof autoSeatAnswer>;

export const tableAnswer = z.object({ table: seatingTableView, state: seatingState });
export type TableAnswer = z.infer<typeof tableAnswer>;
export const tableDeletedAnswer = z.object({ deleted_table_id: z.number(), state: seatingState });
export type TableDeletedAnswer = z.infer<typeof tableDeletedAnswer>;
export const fixtureAnswer = z.object({ fixture: seatingFixtureView });
export type FixtureAnswer = z.infer<typeof fixtureAnswer>;
export const rulesAnswer = z.object({ rules: z.array(ruleView) });
export type RulesAnswer = z.infer<typeof rulesAnswer>;

/** The file names of the downloads: "seating-reception.pdf". */
export function seatingFileName(eventName: string, extension: 'pdf' | 'csv'): string {
  const slug = eventName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `seating-${slug || 'chart'}.${extension}`;
}

/** The auto-seat's summary in words. */
export function autoSeatMessage(seated: number, unseated: number): string {
  const seatedText = seated === 0 ? 'No one new was seated' : `Seated ${seated} ${seated === 1 ? 'guest' : 'guests'}`;
  if (unseated === 0) return `${seatedText}. Everyone has a seat: move anyone you like.`;
  return `${seatedText}. ${unseated} still ${unseated === 1 ? 'needs a seat' : 'need seats'}: add tables or seats.`;
}
