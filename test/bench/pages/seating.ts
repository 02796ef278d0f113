import type { SeatingChartView, SeatingState } from '../../../src/contracts/seating';
import { BenchClient } from '../client';
import { createUser, makeGuestList } from '../processes';
import type { Row } from '../report';
import { seatingDragRows } from './seatingDrag';

/**
 * The seating chart's bench page (issue 29): a couple whose reception has about 300 guests to
 * seat on 30 tables of 10, auto-seated through the API, for Lighthouse to open signed in; and the
 * time of a move (one guest off a table and onto another), measured as the HTTP round trip on
 * loopback to the production server; and the frame rate of a drag in the browser (seatingDrag.ts).
 */
export const SEATING_HOUSEHOLDS = 147;
export const SEATING_TABLES = 30;
const MOVES = 60;

export interface SeatingCouple {
  email: string;
  password: string;
}

/** Before the server starts (PGlite is one process's): the couple and its generated guest list. */
export function prepareSeatingCouple(dataDir: string, useDatabaseUrl: boolean): SeatingCouple {
  const couple = { email: `bench-seating-${Date.now()}@confetti.test`, password: 'bench-password-1' };
  createUser(dataDir, { ...couple, firstName: 'Seating', lastName: 'Chart' }, useDatabaseUrl);
  makeGuestList(dataDir, couple.email, SEATING_HOUSEHOLDS, useDatabaseUrl);
  return couple;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** With the server up: the tables, the auto-seat, the moves timed; the page for Lighthouse and the move's row. */
export async function seatingPage(
  base: string,
  couple: SeatingCouple,
): Promise<{ page: { key: 'seating'; name: string; url: string; headers: Record<string, string> }; rows: Row[] }> {
  const client = new BenchClient(base);
  await client.call('POST', '/website-nav/web-api/v1/auth/login', couple);
  const S = '/web-api/v2/wedding/seating';
  const first = await client.call<SeatingChartView>('GET', S);
  const event = first.events.find((e) => e.name === 'Ceremony & reception')!.id;
  const tables: number[] = [];
  for (let i = 0; i < SEATING_TABLES; i++)
    tables.push(
      (
        await client.call<{ table: { id: number } }>('POST', `${S}/events/${event}/tables`, {
          shape: i % 5 === 4 ? 'LONG' : 'ROUND',
          seats: 10,
        })
      ).table.id,
    );
  await client.call('POST', `${S}/events/${event}/auto-seat`, {});
  const chart = await client.call<SeatingChartView>('GET', `${S}?event=${event}`);
  const seated = chart.assignments.length;

  // Moves: a seated guest off their table, then onto one with a free seat (two requests, both timed).
  let state: SeatingState = { event_id: event, assignments: chart.assignments };
  const times: number[] = [];
  const timed = async (body: unknown) => {
    const started = performance.now();
    state = await client.call<SeatingState>('POST', `${S}/events/${event}/moves`, body);
    times.push(performance.now() - started);
  };
  for (let i = 0; times.length < MOVES; i++) {
    const a = state.assignments[(i * 37) % state.assignments.length]!;
    await timed({ guests: [{ id: a.guest_id, from_table_id: a.table_id }], to_table_id: null });
    const counts = new Map<number, number>();
    for (const x of state.assignments) counts.set(x.table_id, (counts.get(x.table_id) ?? 0) + 1);
    const room = tables.find((id) => id !== a.table_id && (counts.get(id) ?? 0) < 10) ?? a.table_id;
    await timed({ guests: [{ id: a.guest_id, from_table_id: null }], to_table_id: room });
  }
  times.sort((x, y) => x - y);
  const median = quantile(times, 0.5);
  const p95 = quantile(times, 0.95);
  const url = `${base}/wedding-planning/seating-chart?event=${event}`;
  // One guest waits in the list for the drag rows to seat by pointer; the chart is full again after.
  const waiting = state.assignments[0]!;
  await client.call('POST', `${S}/events/${event}/moves`, {
    guests: [{ id: waiting.guest_id, from_table_id: waiting.table_id }],
    to_table_id: null,
  });
  const dragRows = await seatingDragRows(url, client.cookieHeader);
  return {
    page: {
      key: 'seating',
      name: `seating chart (${chart.guests.length} guests, ${seated} seated on ${SEATING_TABLES} tables, signed in)`,
      url,
      headers: { cookie: client.cookieHeader },
    },
    rows: [
      {
        section: 'api',
        name: `seating move (${chart.guests.length} guests, ${SEATING_TABLES} tables; HTTP round trip on loopback, ${times.length} moves)`,
        value: `median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`,
        budget: 'p95 ≤ 100 ms (issue 29)',
        ok: p95 <= 100,
      },
      ...dragRows,
    ],
  };
}
