import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { makeStore } from '../../src/app/store';
import type { GuestCounts, GuestListAnswer, HouseholdView } from '../../src/contracts/guests';
import { guestsApi } from '../../src/features/guests/guestsApi';
import { GUEST_CONTEXT, type UserContext } from '../../src/features/user/types';
import GuestsPage from '../../src/routes/guests/GuestsPage';
import { WindowedList } from '../../src/features/guests/components/WindowedList';
import { HouseholdLinkCopy } from '../../src/features/guests/components/HouseholdLinkCopy';
import { loadLazyCode } from '../setup/lazyCode';

jest.mock('../../src/features/guests/guestsApi');
const api = jest.mocked(guestsApi);

const couple: UserContext = { ...GUEST_CONTEXT, is_guest: false, email: 'alex@confetti.test', first_name: 'Alex', last_name: 'Morgan' };
const counts: GuestCounts = {
  households: 2,
  guests: 3,
  adults: 3,
  children: 0,
  invited: 2,
  attending: 1,
  declined: 0,
  waiting: 1,
  missing_address: 1,
  events: [
    {
      event_id: 3,
      invited: 2,
      attending: 1,
      declined: 0,
      waiting: 1,
      attending_adults: 1,
      attending_children: 0,
      meals: [{ meal_option_id: 5, name: 'Chicken', count: 1 }],
    },
  ],
};
const household = (id: number, name: string, over: Partial<HouseholdView> = {}): HouseholdView => ({
  id,
  display_name: name,
  address1: '',
  address2: '',
  city: '',
  state_province: '',
  postal_code: '',
  country_code: 'US',
  email: '',
  phone: '',
  side: 'PARTNER1',
  list: 'A',
  notes: '',
  version: 3,
  has_address: false,
  tag_ids: [],
  event_ids: [],
  guests: [
    {
      id: id * 10,
      household_id: id,
      first_name: name.split(' ')[0]!,
      last_name: name.split(' ')[1] ?? '',
      email: '',
      phone: '',
      is_child: false,
      plus_one_allowed: false,
      plus_one_of: null,
      sort_order: 0,
      rsvps: [],
    },
  ],
  created_at: '2026-11-26T00:00:00.000Z',
  updated_at: '2026-11-26T00:00:00.000Z',
  updated_by: null,
  ...over,
});
const garcia = household(7, 'The Garcia family', {
  has_address: true,
  address1: '12 Maple Ave',
  city: 'Austin',
  state_province: 'TX',
  postal_code: '78701',
  tag_ids: [1],
  event_ids: [3],
});
const answer: GuestListAnswer = {
  households: [garcia, household(8, 'Ana Silva')],
  total: 2,
  total_guests: 3,
  page: 1,
  page_size: 50,
  counts,
  tags: [{ id: 1, name: 'College friends', household_count: 1 }],
  events: [
    {
      id: 3,
      name: 'Reception',
      event_date: '2031-05-17',
      start_time: '17:30',
      place: 'The Boathouse',
      address: '',
      sort_order: 0,
      meal_options: [{ id: 5, name: 'Chicken' }],
    },
  ],
  partner1_first_name: 'Alex',
  partner2_first_name: 'Jordan',
};

let location = '';
let navigate: NavigateFunction = () => undefined;
function Where() {
  location = useLocation().search;
  navigate = useNavigate();
  return null;
}
function mount(path = '/wedding-planning/guests') {
  const base = makeStore().getState();
  const store = makeStore({ user: { ...base.user, context: couple, status: 'succeeded' } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Where />
        <Routes>
          <Route path="/wedding-planning/guests" element={<GuestsPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

beforeAll(loadLazyCode);
const linkPath = `/wedding-planning/guests/collect/${'t'.repeat(32)}?household=${'k'.repeat(32)}`;
beforeEach(() => {
  jest.resetAllMocks();
  api.list.mockResolvedValue(answer);
  api.householdLink.mockResolvedValue({ path: linkPath, message: null });
});

describe('the guest list page', () => {
  it('shows the counts, the per-event table and the households', async () => {
    mount();
    const list = await screen.findByRole('list', { name: 'Households' });
    expect(within(list).getByRole('button', { name: 'The Garcia family' })).toBeInTheDocument();
    expect(within(list).getByText('Missing address')).toBeInTheDocument();
    expect(within(list).getAllByText('Alex’s side')).toHaveLength(2);
    expect(within(list).getByText('College friends')).toBeInTheDocument();
    expect(screen.getByText('2 households, 3 guests')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Reception/ })).toHaveTextContent('Chicken: 1');
    expect(api.list).toHaveBeenCalledWith('');
  });

  it('reads its filters from the URL and writes changes back to it', async () => {
    const user = userEvent.setup();
    mount('/wedding-planning/guests?rsvp=NO_ANSWER&sort=-size');
    await screen.findByRole('list', { name: 'Households' });
    expect(api.list).toHaveBeenCalledWith('rsvp=NO_ANSWER&sort=-size');
    expect(screen.getByLabelText('RSVP')).toHaveValue('NO_ANSWER');
    await user.click(screen.getByRole('checkbox', { name: 'Missing address' }));
    await waitFor(() => expect(location).toBe('?rsvp=NO_ANSWER&missing_address=true&sort=-size'));
    expect(api.list).toHaveBeenLastCalledWith('rsvp=NO_ANSWER&missing_address=true&sort=-size');
  });

  it('selects households and deletes them with an undo', async () => {
    const user = userEvent.setup();
    api.bulk.mockResolvedValue({
      action: 'DELETE',
      affected: 1,
      undo_token: '8f5e0d7a-1111-4222-8333-444455556666',
      undo_until: '2026-11-26T01:00:00.000Z',
      counts,
    });
    api.restore.mockResolvedValue({ restored: 1, counts });
    mount();
    const list = await screen.findByRole('list', { name: 'Households' });
    await user.click(within(list).getByRole('checkbox', { name: 'Select Ana Silva' }));
    const bar = screen.getByRole('region', { name: 'Selected households' });
    expect(bar).toHaveTextContent('1 selected');
    await user.click(within(bar).getByRole('button', { name: 'Delete household' }));
    expect(api.bulk).toHaveBeenCalledWith({ action: 'DELETE', household_ids: [8] });
    expect(await screen.findByText('Deleted 1 household.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Restored 1 household.')).toBeInTheDocument();
    expect(api.restore).toHaveBeenCalledWith('8f5e0d7a-1111-4222-8333-444455556666');
  });

  it('edits a household and shows a partner’s newer change when the save is stale', async () => {
    const user = userEvent.setup();
    const theirs = { ...garcia, version: 4, phone: '+1 512 555 0100', updated_by: 'Jordan' };
    const { HttpError } = await import('../../src/lib/http');
    api.saveHousehold.mockRejectedValueOnce(
      new HttpError({
        message: 'Your partner changed this household. Review their change and save again.',
        status: 409,
        code: 'stale_household',
        data: { household: theirs },
      }),
    );
    api.saveHousehold.mockResolvedValueOnce({ household: { ...theirs, version: 5, notes: 'Table 4' }, counts });
    mount();
    const list = await screen.findByRole('list', { name: 'Households' });
    await user.click(within(list).getByRole('button', { name: 'The Garcia family' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit The Garcia family' });
    expect(within(dialog).getByRole('group', { name: 'Person 1' })).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Notes'), 'Table 4');
    await user.click(within(dialog).getByRole('button', { name: 'Save household' }));
    await waitFor(() =>
      expect(api.saveHousehold).toHaveBeenLastCalledWith({ id: 7, body: { version: 3, notes: 'Table 4', confirmed_removals: [] } }),
    );
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Your partner changed this household. Review their change and save again.');
    expect(alert).toHaveTextContent('Phone: “” → “+1 512 555 0100”');
    await user.click(within(dialog).getByRole('button', { name: 'Save again' }));
    await waitFor(() =>
      expect(api.saveHousehold).toHaveBeenLastCalledWith({ id: 7, body: { version: 4, notes: 'Table 4', confirmed_removals: [] } }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Saved The Garcia family.')).toBeInTheDocument();
  });

  it('refuses an empty person before sending anything', async () => {
    const user = userEvent.setup();
    mount();
    await screen.findByRole('list', { name: 'Households' });
    await user.click(screen.getAllByRole('button', { name: 'Add household' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add a household' });
    await waitFor(() => expect(within(within(dialog).getByRole('group', { name: 'Person 1' })).getByLabelText('First name')).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Save household' }));
    expect(within(dialog).getByText('Enter a first or last name.')).toBeInTheDocument();
    expect(api.saveHousehold).not.toHaveBeenCalled();
  });
});

describe('a household’s own address link', () => {
  it('copies the household’s link from its dialog and says so', async () => {
    const user = userEvent.setup();
    mount();
    const list = await screen.findByRole('list', { name: 'Households' });
    await user.click(within(list).getByRole('button', { name: 'The Garcia family' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit The Garcia family' });
    expect(api.householdLink).toHaveBeenCalledWith(7);
    const copy = await within(dialog).findByRole('button', { name: 'Copy this household’s link' });
    await waitFor(() => expect(copy).toBeEnabled());
    await user.click(copy);
    const url = `${window.location.origin}${linkPath}`;
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Copied. Send it to The Garcia family by text or email.');
    expect(within(dialog).getByLabelText('The Garcia family’s link')).toHaveValue(url);
    expect(copy).toHaveFocus();
  });

  it('says why there is no link when the wedding’s link is off, with the way to turn it on', async () => {
    const user = userEvent.setup();
    const message =
      'Your address link is turned off, so a household’s link would not work. Turn it on under Import, export & addresses first.';
    api.householdLink.mockResolvedValue({ path: null, message });
    mount();
    const list = await screen.findByRole('list', { name: 'Households' });
    await user.click(within(list).getByRole('button', { name: 'Ana Silva' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Ana Silva' });
    expect(await within(dialog).findByText(message, { exact: false })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Import, export & addresses' })).toHaveAttribute(
      'href',
      '/wedding-planning/guests/import',
    );
    expect(within(dialog).queryByRole('button', { name: 'Copy this household’s link' })).not.toBeInTheDocument();
  });

  it('is not offered for a household not saved yet', async () => {
    const user = userEvent.setup();
    mount();
    await screen.findByRole('list', { name: 'Households' });
    await user.click(screen.getAllByRole('button', { name: 'Add household' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add a household' });
    expect(within(dialog).queryByRole('button', { name: 'Copy this household’s link' })).not.toBeInTheDocument();
    expect(api.householdLink).not.toHaveBeenCalled();
  });

  it('shows the link selected to copy by hand when the browser refuses the clipboard', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <HouseholdLinkCopy
          householdName="Ana Silva"
          link={{ status: 'succeeded', error: null, path: linkPath, message: null }}
          origin="https://confetti.example"
          settingsHref="/wedding-planning/guests/import"
          copyText={() => Promise.reject(new Error('denied'))}
        />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Copy this household’s link' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your browser did not let us copy it: the link is selected above, copy it from there.',
    );
    const field = screen.getByLabelText<HTMLInputElement>('Ana Silva’s link');
    expect(field).toHaveValue(`https://confetti.example${linkPath}`);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
  });
});

describe('the filters', () => {
  it('a filter checkbox shows its new state at once, before the URL (a router transition) catches up', async () => {
    mount();
    await screen.findByRole('list', { name: 'Households' });
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Missing address' });
    // Outside act(), as a browser runs it: React handles the click now and renders the router's transition later.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      box.click();
      // A checkbox whose value waited for the URL was put back unchecked here until the transition rendered (the flicker).
      expect(box.checked).toBe(true);
      await waitFor(() => expect(location).toBe('?missing_address=true'));
      expect(box.checked).toBe(true);
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
    await waitFor(() => expect(api.list).toHaveBeenLastCalledWith('missing_address=true'));
  });

  it('follows the URL when it changes from outside (back and forward)', async () => {
    const user = userEvent.setup();
    mount('/wedding-planning/guests?list=B');
    await screen.findByRole('list', { name: 'Households' });
    expect(screen.getByLabelText('List')).toHaveValue('B');
    await user.selectOptions(screen.getByLabelText('List'), 'A');
    await waitFor(() => expect(location).toBe('?list=A'));
    expect(screen.getByLabelText('List')).toHaveValue('A');
    expect(api.list).toHaveBeenLastCalledWith('list=A');
    await act(async () => navigate(-1));
    await waitFor(() => expect(screen.getByLabelText('List')).toHaveValue('B'));
    expect(api.list).toHaveBeenLastCalledWith('list=B');
    await act(async () => navigate(1));
    await waitFor(() => expect(screen.getByLabelText('List')).toHaveValue('A'));
  });
});

describe('WindowedList', () => {
  it('renders every row of a short list, and only a window of a long one', () => {
    const items = Array.from({ length: 500 }, (_, i) => i);
    const { rerender } = render(
      <WindowedList items={items.slice(0, 10)} rowHeight={100} label="Rows" getKey={(i) => i} renderRow={(i) => <span>row {i}</span>} />,
    );
    expect(screen.getAllByText(/^row /)).toHaveLength(10);
    rerender(<WindowedList items={items} rowHeight={100} label="Rows" getKey={(i) => i} renderRow={(i) => <span>row {i}</span>} />);
    const shown = screen.getAllByText(/^row /);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(40);
    expect(screen.getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '500');
  });
});
