import { eq } from 'drizzle-orm';
import { seatAssignments, seatingTables } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { SEATING_MESSAGES, type SeatingChartView, type SeatingGuest } from '../../src/contracts/seating';
import { createPostgresTestApp, TestClient, type TestApp } from './helpers';

/**
 * Both partners seating at once, on a real PostgreSQL with a pool (TEST_DATABASE_URL): moves of
 * different guests all land; two moves of one guest made from the same view never both land (the
 * loser is told, with the chart); a table's last seat goes to one guest; crossing group moves
 * never answer 500; whatever happens, no table holds more guests than seats and no guest sits twice.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const describeOnPostgres = baseUrl ? describe : describe.skip;
const S = '/web-api/v2/wedding/seating';

describeOnPostgres('the seating chart on a real PostgreSQL', () => {
  let t: TestApp & { url: string };
  let alex: TestClient;
  let jordan: TestClient;
  let event: number;
  let guests: SeatingGuest[];

  const addTable = async (seats: number) =>
    (await alex.post(`${S}/events/${event}/tables`, { shape: 'ROUND', seats })).body.table.id as number;
  const seat = (c: TestClient, ids: number[], to: number | null, from: number | null = null) =>
    c.post(`${S}/events/${event}/moves`, { guests: ids.map((id) => ({ id, from_table_id: from })), to_table_id: to });

  /** The invariants whatever the interleaving. */
  async function checkInvariants() {
    const tables = await t.database.db.select().from(seatingTables).where(eq(seatingTables.eventId, event));
    const rows = await t.database.db.select().from(seatAssignments).where(eq(seatAssignments.eventId, event));
    for (const table of tables) {
      const here = rows.filter((r) => r.tableId === table.id);
      expect(here.length).toBeLessThanOrEqual(table.seats);
      expect(here.every((r) => r.seat >= 0 && r.seat < table.seats)).toBe(true);
    }
    expect(new Set(rows.map((r) => r.guestId)).size).toBe(rows.length);
  }

  beforeAll(async () => {
    t = await createPostgresTestApp(baseUrl!, 'confetti_seating', { poolSize: 6, config: { authRateLimitPerMinute: 1000 } });
    const login = async (email: string) => {
      const c = new TestClient(t.app);
      expect((await c.post('/website-nav/web-api/v1/auth/login', { email, password: DEMO_PASSWORD })).status).toBe(200);
      return c;
    };
    alex = await login('alex@confetti.test');
    jordan = await login('jordan@confetti.test');
    const first = (await alex.get(S)).body as SeatingChartView;
    event = first.events.find((e) => e.name === 'Ceremony & reception')!.id;
    guests = ((await alex.get(`${S}?event=${event}`)).body as SeatingChartView).guests;
  }, 120_000);
  afterAll(async () => t?.close());

  it('both partners seating different guests at one table at once: every move lands, each in its own seat', async () => {
    const table = await addTable(12);
    const some = guests.slice(0, 12);
    const answers = await Promise.all(some.map((g, i) => seat(i % 2 ? alex : jordan, [g.id], table)));
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    const rows = await t.database.db.select().from(seatAssignments).where(eq(seatAssignments.tableId, table));
    expect(rows).toHaveLength(12);
    expect(new Set(rows.map((r) => r.seat)).size).toBe(12);
    await checkInvariants();
  });

  it('the same guest moved by both partners from the same view: one lands, the other is told with the chart', async () => {
    const a = await addTable(10);
    const b = await addTable(10);
    for (const g of guests.slice(12, 20)) {
      const [x, y] = await Promise.all([seat(alex, [g.id], a), seat(jordan, [g.id], b)]);
      expect([x.status, y.status].sort()).toEqual([200, 409]);
      const winner = x.status === 200 ? a : b;
      const loser = x.status === 409 ? x : y;
      expect(loser.body).toMatchObject({ code: 'moved_by_partner', message: SEATING_MESSAGES.movedByPartner(g.name) });
      // The chart the loser gets shows the winner's move: nothing was lost or silently overwritten.
      expect(loser.body.state.assignments).toContainEqual(expect.objectContaining({ guest_id: g.id, table_id: winner }));
      const rows = await t.database.db.select().from(seatAssignments).where(eq(seatAssignments.guestId, g.id));
      expect(rows.map((r) => r.tableId)).toEqual([winner]);
    }
    await checkInvariants();
  });

  it('the last free seat goes to one of two guests seated at once', async () => {
    const table = await addTable(1);
    const [g1, g2] = guests.slice(20, 22);
    const [x, y] = await Promise.all([seat(alex, [g1!.id], table), seat(jordan, [g2!.id], table)]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    const loser = x.status === 409 ? x : y;
    expect(loser.body.code).toBe('table_full');
    expect(loser.body.message).toBe(SEATING_MESSAGES.tableFull('Table 4', 0, 1));
    await checkInvariants();
  });

  it('a storm of moves and crossing group moves from both partners: never a 500, never over a table’s seats', async () => {
    const tables = [await addTable(6), await addTable(6), await addTable(6)];
    const pool = guests.slice(22, 46);
    const chart = async () =>
      ((await alex.get(`${S}/events/${event}/state`)).body as { assignments: Array<{ guest_id: number; table_id: number }> }).assignments;
    for (let round = 0; round < 6; round++) {
      const where = new Map((await chart()).map((a) => [a.guest_id, a.table_id]));
      const moves = pool.map((g, i) => {
        const client = (i + round) % 2 ? alex : jordan;
        const to = (i + round) % 4 === 3 ? null : tables[(i * 7 + round) % 3]!;
        return client.post(`${S}/events/${event}/moves`, {
          guests: [{ id: g.id, from_table_id: where.get(g.id) ?? null }],
          to_table_id: to,
        });
      });
      // Two group moves crossing each other (the same two guests, in opposite orders, to different tables).
      const [p, q] = [pool[0]!, pool[1]!];
      moves.push(
        alex.post(`${S}/events/${event}/moves`, {
          guests: [p, q].map((g) => ({ id: g.id, from_table_id: where.get(g.id) ?? null })),
          to_table_id: tables[0],
        }),
        jordan.post(`${S}/events/${event}/moves`, {
          guests: [q, p].map((g) => ({ id: g.id, from_table_id: where.get(g.id) ?? null })),
          to_table_id: tables[1],
        }),
      );
      const answers = await Promise.all(moves);
      for (const a of answers) {
        expect([200, 409]).toContain(a.status);
        if (a.status === 409) expect(a.body.state.assignments).toEqual(expect.any(Array));
      }
      await checkInvariants();
    }
  }, 120_000);
});
