import { memo, type ComponentProps, type FunctionComponent } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore } from '../../src/app/store';
import type { SeatingChartView } from '../../src/contracts/seating';
import { seatingApi } from '../../src/features/seating/seatingApi';
import type { TableCard as RealTableCard } from '../../src/features/seating/components/TableCard';
import { GUEST_CONTEXT, type UserContext } from '../../src/features/user/types';
import SeatingChartPage from '../../src/routes/planning/SeatingChartPage';
import { seatingFixture } from '../setup/seatingFixtures';

/**
 * "300 guests on 30 tables stays smooth": a move renders again only the tables it touches. Each
 * table's card is counted (the real component, memoised as the page has it).
 */
const renders = new Map<number, number>();
jest.mock('../../src/features/seating/components/TableCard', () => {
  const actual = jest.requireActual<{ TableCard: { type: FunctionComponent<ComponentProps<typeof RealTableCard>> } }>(
    '../../src/features/seating/components/TableCard',
  );
  const Inner = actual.TableCard.type;
  const Counted = (props: ComponentProps<typeof RealTableCard>) => {
    renders.set(props.table.id, (renders.get(props.table.id) ?? 0) + 1);
    return Inner(props);
  };
  return { TableCard: memo(Counted) };
});
jest.mock('../../src/features/seating/seatingApi', () => ({
  ...jest.requireActual<{ seatingUrls: unknown }>('../../src/features/seating/seatingApi'),
  seatingApi: { chart: jest.fn(), move: jest.fn() },
}));
const api = jest.mocked(seatingApi);
const alex: UserContext = { ...GUEST_CONTEXT, is_guest: false, email: 'alex@confetti.test', first_name: 'Alex', last_name: 'Morgan' };

/** Thirty tables of ten, 300 guests, every table full but the last two. */
function bigChart(): SeatingChartView {
  const base = seatingFixture();
  const tables = Array.from({ length: 30 }, (_, i) => ({
    id: 100 + i,
    shape: 'ROUND' as const,
    name: '',
    number: i + 1,
    seats: 10,
    x: 100,
    y: 100,
  }));
  const guests = Array.from({ length: 300 }, (_, i) => ({
    id: 1000 + i,
    name: `Guest ${i + 1}`,
    household_id: 5000 + Math.floor(i / 3),
    household_name: `Household ${Math.floor(i / 3) + 1}`,
    tag_ids: [],
    status: 'ATTENDING' as const,
    meal: i % 2 ? 'Chicken' : 'Salmon',
    is_child: false,
  }));
  const assignments = guests.slice(0, 280).map((g, i) => ({ guest_id: g.id, table_id: 100 + Math.floor(i / 10), seat: i % 10 }));
  return { ...base, tables, guests, rules: [], assignments };
}

it('a move renders again only the two tables it touches (300 guests, 30 tables)', async () => {
  const chart = bigChart();
  api.chart.mockResolvedValue(chart);
  // Guest 1 (Table 1) moves to Table 29.
  api.move.mockResolvedValue({
    event_id: 3,
    assignments: chart.assignments.map((a) => (a.guest_id === 1000 ? { guest_id: 1000, table_id: 128, seat: 0 } : a)),
  });
  const base = makeStore().getState();
  const store = makeStore({ user: { ...base.user, status: 'succeeded', context: alex } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/wedding-planning/seating-chart']}>
        <SeatingChartPage />
      </MemoryRouter>
    </Provider>,
  );
  const first = await screen.findByRole('region', { name: 'Table 1' });
  await userEvent.click(within(first).getByRole('checkbox', { name: /Guest 1\b/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Seat at…' }));
  const before = new Map(renders);
  await userEvent.click(screen.getByRole('menuitem', { name: 'Table 29 (10 free)' }));
  expect(await within(screen.getByRole('region', { name: 'Table 29' })).findByRole('checkbox', { name: /Guest 1\b/ })).toBeInTheDocument();
  const again = [...renders].filter(([id, n]) => n > (before.get(id) ?? 0)).map(([id]) => id);
  expect(again.sort()).toEqual([100, 128]);
  // jsdom renders 300 rows slowly on a busy machine: the limit is generous, the assertion is not timed.
}, 60_000);
