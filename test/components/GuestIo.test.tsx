import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeStore } from '../../src/app/store';
import { HttpError } from '../../src/lib/http';
import type { ImportPreview } from '../../src/contracts/guestImport';
import type { CollectSaved } from '../../src/contracts/guestCollect';
import { guestIoApi } from '../../src/features/guestIo/guestIoApi';
import { GUEST_CONTEXT, type UserContext } from '../../src/features/user/types';
import GuestCollectPage from '../../src/routes/guests/GuestCollectPage';
import GuestImportPage from '../../src/routes/guests/GuestImportPage';

jest.mock('../../src/features/guestIo/guestIoApi', () => ({
  ...jest.requireActual<object>('../../src/features/guestIo/guestIoApi'),
  guestIoApi: Object.fromEntries(
    Object.keys(jest.requireActual<{ guestIoApi: object }>('../../src/features/guestIo/guestIoApi').guestIoApi).map((k) => [k, jest.fn()]),
  ),
}));
const api = jest.mocked(guestIoApi);

const couple: UserContext = { ...GUEST_CONTEXT, is_guest: false, email: 'alex@confetti.test', first_name: 'Alex', last_name: 'Morgan' };
const token = 't'.repeat(32);

function mount(path: string, user: UserContext = GUEST_CONTEXT) {
  const base = makeStore().getState();
  const store = makeStore({ user: { ...base.user, context: user, status: 'succeeded' } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/wedding-planning/guests/import" element={<GuestImportPage />} />
          <Route path="/wedding-planning/guests/collect/:token" element={<GuestCollectPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

beforeAll(async () => {
  await import('../../src/features/guestIo/guestIoDomain');
});
beforeEach(() => jest.resetAllMocks());

describe('the guest’s address page', () => {
  const saved: CollectSaved = {
    household: { key: 'k'.repeat(32), display_name: 'Omar Haddad', has_address: true },
    address_lines: ['48 Harbor Road', 'Portland, ME 04101'],
    email: '',
    phone: '',
    message: 'Your address is saved. The couple will see it on their guest list.',
  };

  it('finds the invitation by name, shows a doubtful ZIP with “Keep it as entered”, and thanks the guest', async () => {
    api.linkInfo.mockResolvedValue({ couple_names: 'Robin & Casey', wedding_date: null, allow_new_households: false });
    api.find.mockResolvedValue({ household: { ...saved.household, has_address: false } });
    const doubt = 'ZIP code 10001 is in New York, not Maine. Please check the address, or keep it as entered.';
    api.saveAddress
      .mockRejectedValueOnce(new HttpError({ message: doubt, status: 422, code: 'address_doubtful' }))
      .mockResolvedValueOnce(saved);
    const user = userEvent.setup();
    mount(`/wedding-planning/guests/collect/${token}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Share your address with Robin & Casey' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Omar');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Haddad');
    await user.click(screen.getByRole('button', { name: 'Find my invitation' }));
    expect(api.find).toHaveBeenCalledWith({ token, firstName: 'Omar', lastName: 'Haddad' });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Omar Haddad' });
    await waitFor(() => expect(heading).toHaveFocus());

    await user.type(screen.getByRole('textbox', { name: 'Street address' }), '48 Harbor Road');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Portland');
    await user.type(screen.getByRole('textbox', { name: 'State' }), 'ME');
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '10001');
    await user.click(screen.getByRole('button', { name: 'Save my address' }));
    expect(await screen.findByText(doubt)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep it as entered' }));
    expect(api.saveAddress).toHaveBeenLastCalledWith({
      token,
      key: saved.household.key,
      body: expect.objectContaining({ address1: '48 Harbor Road', postal_code: '10001', country: 'US', keep_as_entered: true }),
    });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Thank you!' })).toHaveFocus());
    expect(screen.getByText(/Portland, ME 04101/)).toBeInTheDocument();
  });

  it('says so when the link is off', async () => {
    api.linkInfo.mockRejectedValue(
      new HttpError({ message: 'This address link is not active. Please ask the couple for their current link.', status: 404 }),
    );
    mount(`/wedding-planning/guests/collect/${token}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('This address link is not active.');
  });

  it('shows the server’s message for a name it does not find, and offers to add a household when allowed', async () => {
    api.linkInfo.mockResolvedValue({ couple_names: 'Robin & Casey', wedding_date: null, allow_new_households: true });
    api.find.mockRejectedValue(
      new HttpError({
        message: 'We could not find that name on the guest list. Check the spelling, or add your household below.',
        status: 404,
      }),
    );
    const user = userEvent.setup();
    mount(`/wedding-planning/guests/collect/${token}`);
    await screen.findByRole('heading', { level: 1, name: /Robin & Casey/ });
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Nora');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Quinn');
    await user.click(screen.getByRole('button', { name: 'Find my invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find that name');
    await user.click(screen.getByRole('button', { name: 'Add your household' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Add your household' })).toBeInTheDocument();
  });
});

describe('the couple’s import', () => {
  const preview: ImportPreview = {
    rows: [
      {
        row: 2,
        household_name: 'The Garcia family',
        first_name: 'Ana',
        last_name: 'Garcia',
        email: null,
        phone: null,
        is_child: false,
        plus_one: null,
        address_lines: ['12 Oak Street', 'Springfield, IL 62704'],
        tags: [],
        side: null,
        list: 'A',
        events: [],
        notes: '',
        problems: [],
        has_errors: false,
        duplicate_of: null,
      },
      {
        row: 3,
        household_name: 'Mina Park',
        first_name: 'Mina',
        last_name: 'Park',
        email: 'mina(at)example.com',
        phone: null,
        is_child: false,
        plus_one: null,
        address_lines: null,
        tags: [],
        side: null,
        list: 'A',
        events: [],
        notes: '',
        problems: [{ column: 'Email', message: '“mina(at)example.com” is not an email address.', severity: 'error' }],
        has_errors: true,
        duplicate_of: null,
      },
      {
        row: 4,
        household_name: 'Mia Wong',
        first_name: 'Mia',
        last_name: 'Wong',
        email: null,
        phone: null,
        is_child: false,
        plus_one: null,
        address_lines: null,
        tags: [],
        side: null,
        list: 'A',
        events: [],
        notes: '',
        problems: [
          { column: 'First name', message: 'Mia Wong (The Wongs) is already on your list with the same name.', severity: 'warning' },
        ],
        has_errors: false,
        duplicate_of: { guest_id: 9, name: 'Mia Wong', household_name: 'The Wongs', by: 'name' },
      },
    ],
    ignored_columns: ['Favourite colour'],
    summary: { rows: 3, error_rows: 1, duplicate_rows: 1, households: 1, guests: 1 },
  };

  it('previews the file, leaves out the bad row and the duplicate, and imports the rest', async () => {
    api.listOptions.mockResolvedValue({ tags: [], events: [], partner1_first_name: 'Alex', partner2_first_name: 'Jordan' } as never);
    api.link.mockResolvedValue({ link: null });
    api.activity.mockResolvedValue({ changes: [] });
    api.labelsSummary.mockResolvedValue({ printable: 0, missing: [], collect_path: null });
    api.preview.mockResolvedValue(preview);
    api.importFile.mockResolvedValue({ households_created: 1, guests_created: 1, rows_skipped: 2, tags_created: 0 });
    const user = userEvent.setup();
    mount('/wedding-planning/guests/import', couple);

    const file = new File(['First name\nAna\n'], 'guests.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Choose your CSV file'), file);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[2]!).getByRole('checkbox')).toBeDisabled();
    expect(within(rows[2]!).getByText(/is not an email address/)).toBeInTheDocument();
    // The duplicate starts left out; the couple may take it in.
    expect(within(rows[3]!).getByRole('checkbox')).not.toBeChecked();
    expect(screen.getByText('Columns not imported: Favourite colour.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Import 1 guest' }));
    expect(api.importFile).toHaveBeenCalledWith({ file, skip: '3-4' });
    expect(await screen.findByText(/Imported 1 guest in 1 household; 2 rows skipped\./)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
  });
});
