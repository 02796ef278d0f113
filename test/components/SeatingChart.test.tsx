import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore } from '../../src/app/store';
import { SEATING_MESSAGES, type SeatingState as Assignments } from '../../src/contracts/seating';
import { seatingApi } from '../../src/features/seating/seatingApi';
import { GUEST_CONTEXT, type UserContext } from '../../src/features/user/types';
import { HttpError } from '../../src/lib/http';
import SeatingChartPage from '../../src/routes/planning/SeatingChartPage';
import { seatingFixture } from '../setup/seatingFixtures';

jest.mock('../../src/features/seating/seatingApi', () => ({
  ...jest.requireActual<{ seatingUrls: unknown }>('../../src/features/seating/seatingApi'),
  seatingApi: {
    chart: jest.fn(),
    move: jest.fn(),
    autoSeat: jest.fn(),
    addTable: jest.fn(),
    changeTable: jest.fn(),
    removeTable: jest.fn(),
    addFixture: jest.fn(),
    changeFixture: jest.fn(),
    removeFixture: jest.fn(),
    addRule: jest.fn(),
    removeRule: jest.fn(),
  },
}));
const api = jest.mocked(seatingApi);

const alex: UserContext = { ...GUEST_CONTEXT, is_guest: false, email: 'alex@confetti.test', first_name: 'Alex', last_name: 'Morgan' };
const chart = seatingFixture();

function renderPage(path = '/wedding-planning/seating-chart') {
  const base = makeStore().getState();
  const store = makeStore({ user: { ...base.user, status: 'succeeded', context: alex } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <SeatingChartPage />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

const seated = (...extra: Assignments['assignments']): Assignments => ({ event_id: 3, assignments: [...chart.assignments, ...extra] });

beforeEach(() => {
  jest.resetAllMocks();
});

describe('<SeatingChartPage> (issue 29)', () => {
  it('shows the plan, each table’s guests and meals, and who is left to seat (attending or not answered yet)', async () => {
    api.chart.mockResolvedValue(chart);
    renderPage();
    const table2 = await screen.findByRole('region', { name: 'Table 2' });
    expect(within(table2).getByText('Round · 2 of 8 seats taken')).toBeInTheDocument();
    expect(within(table2).getByText(/1 Chicken, 1 Kids’ pasta · 1 child/)).toBeInTheDocument();
    expect(within(table2).getByRole('checkbox', { name: /Ada Okafor/ })).toBeInTheDocument();
    const toSeat = screen.getByRole('region', { name: 'To seat (3)' });
    expect(
      within(toSeat).getByText('2 attending and 1 who have not answered yet (marked “No answer yet”). Guests who declined are left out.'),
    ).toBeInTheDocument();
    expect(within(toSeat).getByRole('checkbox', { name: /Tom Nguyen.*No answer yet/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Floor plan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Table 2, 2 of 8 seats taken, round/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dance floor. Arrow keys move it.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download PDF/ })).toHaveAttribute('href', '/web-api/v2/wedding/seating/events/3/seating.pdf');
    expect(screen.getByText(/guests seated for Ceremony & reception/)).toHaveTextContent('2 of 5 guests seated for Ceremony & reception.');
  });

  it('seats a chosen guest with the “Seat at…” menu, without dragging, and says so', async () => {
    api.chart.mockResolvedValue(chart);
    api.move.mockResolvedValue(seated({ guest_id: 1, table_id: 10, seat: 0 }));
    renderPage();
    await userEvent.click(await screen.findByRole('checkbox', { name: /Maria Garcia/ }));
    expect(screen.getByText('1 chosen: Maria Garcia')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Seat at…' }));
    const menu = screen.getByRole('menu', { name: 'Seat at…' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Sweetheart table (2 free)', 'Table 2 (6 free)']);
    expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    expect(api.move).toHaveBeenCalledWith({ eventId: 3, body: { guests: [{ id: 1, from_table_id: null }], to_table_id: 10 } });
    const sweetheart = screen.getByRole('region', { name: 'Sweetheart table' });
    expect(await within(sweetheart).findByRole('checkbox', { name: /Maria Garcia/ })).toBeInTheDocument();
    expect(screen.getByText('Maria Garcia seated at Sweetheart table.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Seat at…' })).toHaveFocus();
  });

  it('a whole household at once; the menu lists only tables with room for all of them', async () => {
    api.chart.mockResolvedValue(chart);
    api.move.mockResolvedValue(seated({ guest_id: 1, table_id: 11, seat: 2 }, { guest_id: 2, table_id: 11, seat: 3 }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Choose all of The Garcia family' }));
    await userEvent.click(screen.getByRole('button', { name: 'Seat at…' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Table 2 (6 free)' }));
    expect(api.move).toHaveBeenCalledWith({
      eventId: 3,
      body: {
        guests: [
          { id: 1, from_table_id: null },
          { id: 2, from_table_id: null },
        ],
        to_table_id: 11,
      },
    });
    // Maria and Ada are to sit apart: the chart says so, on the page and on the table.
    const warning = 'Maria Garcia and Ada Okafor should sit apart, but are both at Table 2.';
    expect(await screen.findByRole('region', { name: 'Rules broken (1)' })).toHaveTextContent(warning);
    expect(within(screen.getByRole('region', { name: 'Table 2' })).getByText(warning)).toBeInTheDocument();
  });

  it('a move a partner beat is undone on screen and explained', async () => {
    api.chart.mockResolvedValue(chart);
    const message = SEATING_MESSAGES.movedByPartner('Tom Nguyen');
    api.move.mockRejectedValue(
      new HttpError({
        message,
        status: 409,
        code: 'moved_by_partner',
        data: { message, code: 'moved_by_partner', state: seated({ guest_id: 3, table_id: 11, seat: 2 }) },
      }),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('checkbox', { name: /Tom Nguyen/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Seat at…' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sweetheart table (2 free)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(within(screen.getByRole('region', { name: 'Table 2' })).getByRole('checkbox', { name: /Tom Nguyen/ })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Sweetheart table' })).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('adds a table and runs auto-seat', async () => {
    api.chart.mockResolvedValue(chart);
    api.addTable.mockResolvedValue({
      table: { id: 12, shape: 'SQUARE', name: 'Kids', number: 3, seats: 4, x: 400, y: 100 },
      state: seated(),
    });
    api.autoSeat.mockResolvedValue({
      state: seated(),
      seated: 0,
      unseated: 0,
      message: 'No one new was seated. Everyone has a seat: move anyone you like.',
    });
    renderPage();
    await userEvent.selectOptions(await screen.findByLabelText('Shape'), 'SQUARE');
    expect(screen.getByLabelText('Seats')).toHaveValue(4);
    await userEvent.type(screen.getByLabelText('Name (optional)'), 'Kids');
    await userEvent.click(screen.getByRole('button', { name: 'Add table' }));
    expect(api.addTable).toHaveBeenCalledWith({ eventId: 3, body: { shape: 'SQUARE', seats: 4, name: 'Kids' } });
    expect(await screen.findByRole('region', { name: 'Kids' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Auto-seat guests' }));
    expect(api.autoSeat).toHaveBeenCalledWith({ eventId: 3, body: { replace: false } });
    expect(await screen.findByText('No one new was seated. Everyone has a seat: move anyone you like.')).toBeInTheDocument();
  });

  it('edits a table (the focus goes into the form and back) and removes one (its guests go back to the list)', async () => {
    api.chart.mockResolvedValue(chart);
    api.changeTable.mockResolvedValue({ table: { ...chart.tables[1]!, name: 'Okafors', seats: 6 }, state: seated() });
    api.removeTable.mockResolvedValue({ deleted_table_id: 11, state: { event_id: 3, assignments: [] } });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Table 2' }));
    const form = screen.getByRole('form', { name: 'Edit Table 2' });
    expect(within(form).getByLabelText('Name')).toHaveFocus();
    await userEvent.type(within(form).getByLabelText('Name'), 'Okafors');
    await userEvent.clear(within(form).getByLabelText('Seats'));
    await userEvent.type(within(form).getByLabelText('Seats'), '6');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(api.changeTable).toHaveBeenCalledWith({ id: 11, body: { name: 'Okafors', shape: 'ROUND', seats: 6 } });
    const card = await screen.findByRole('region', { name: 'Okafors' });
    expect(within(card).getByText('Round · 2 of 6 seats taken')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Edit Okafors' })).toHaveFocus();

    await userEvent.click(within(card).getByRole('button', { name: 'Remove Okafors' }));
    expect(within(card).getByText(/Its 2 guests go back to the list to seat/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Remove Okafors' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(api.removeTable).toHaveBeenCalledWith(11);
    expect(await screen.findByRole('region', { name: 'To seat (5)' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Okafors' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tables (1)' })).toHaveFocus();
  });

  it('resizes the dance floor from the keyboard (width and depth); Cancel puts the focus back', async () => {
    api.chart.mockResolvedValue(chart);
    api.changeFixture.mockResolvedValue({ fixture: { ...chart.fixtures[0]!, width: 320, height: 200 } });
    renderPage();
    const room = await screen.findByRole('list', { name: 'The room' });
    expect(within(room).getByText('240 × 240')).toBeInTheDocument();
    const resize = within(room).getByRole('button', { name: 'Resize the dance floor' });
    await userEvent.click(resize);
    expect(resize).toHaveAttribute('aria-expanded', 'true');
    const form = screen.getByRole('form', { name: 'Size of the dance floor' });
    expect(within(form).getByLabelText('Width')).toHaveFocus();
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(resize).toHaveFocus();
    expect(api.changeFixture).not.toHaveBeenCalled();

    await userEvent.keyboard('{Enter}');
    const again = screen.getByRole('form', { name: 'Size of the dance floor' });
    await userEvent.clear(within(again).getByLabelText('Width'));
    await userEvent.type(within(again).getByLabelText('Width'), '320');
    await userEvent.clear(within(again).getByLabelText('Depth'));
    await userEvent.type(within(again).getByLabelText('Depth'), '200{Enter}');
    expect(api.changeFixture).toHaveBeenCalledWith({ id: 20, body: { width: 320, height: 200 } });
    expect(await within(room).findByText('320 × 200')).toBeInTheDocument();
    expect(resize).toHaveFocus();
    expect(screen.queryByRole('form', { name: 'Size of the dance floor' })).not.toBeInTheDocument();
  });

  it('a wedding with no events yet is sent to its guest list', async () => {
    api.chart.mockResolvedValue({ ...chart, events: [], event_id: null, tables: [], fixtures: [], guests: [], assignments: [] });
    renderPage();
    expect(await screen.findByText(SEATING_MESSAGES.noEvents)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your guest list' })).toHaveAttribute('href', '/wedding-planning/guests');
  });
});
