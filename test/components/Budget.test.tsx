import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeStore } from '../../src/app/store';
import {
  allocate,
  BUDGET_CATEGORY_KEYS,
  BUDGET_CATEGORY_NAMES,
  BUDGET_MESSAGES,
  type BudgetItem,
  type BudgetView,
} from '../../src/contracts/budget';
import { budgetApi } from '../../src/features/budget/budgetApi';
import { GUEST_CONTEXT, type UserContext } from '../../src/features/user/types';
import { HttpError } from '../../src/lib/http';
import BudgetPage from '../../src/routes/planning/BudgetPage';
import BudgetRedirect from '../../src/routes/planning/BudgetRedirect';
import { loadLazyCode } from '../setup/lazyCode';

jest.mock('../../src/features/budget/budgetApi', () => ({
  ...jest.requireActual<object>('../../src/features/budget/budgetApi'),
  budgetApi: {
    get: jest.fn(),
    start: jest.fn(),
    update: jest.fn(),
    createCategory: jest.fn(),
    updateCategory: jest.fn(),
    deleteCategory: jest.fn(),
    createItem: jest.fn(),
    updateItem: jest.fn(),
    deleteItem: jest.fn(),
    createPayment: jest.fn(),
    updatePayment: jest.fn(),
    deletePayment: jest.fn(),
    searchVendors: jest.fn(),
  },
}));
const api = jest.mocked(budgetApi);

const alex: UserContext = { ...GUEST_CONTEXT, is_guest: false, email: 'alex@confetti.test', first_name: 'Alex', last_name: 'Morgan' };

const notStarted: BudgetView = {
  budget: null,
  prefill: { guest_count: 120, city: 'New York', state_province: 'NY' },
  today: '2026-11-26',
  categories: [],
  items: [],
};
const categories = allocate(3_000_000).map((a, i) => ({
  id: i + 1,
  key: a.key,
  name: BUDGET_CATEGORY_NAMES[a.key],
  target_cents: a.target_cents,
  position: (i + 1) * 10,
  version: 1,
}));
const started: BudgetView = {
  ...notStarted,
  budget: { total_cents: 3_000_000, guest_count: 120, city: 'New York', state_province: 'NY', version: 1 },
  categories,
};
const hall = (over: Partial<BudgetItem> = {}): BudgetItem => ({
  id: 7,
  category_id: 1,
  name: 'Reception hall',
  estimated_cents: 900_000,
  actual_cents: null,
  paid_cents: 300_000,
  due_date: '2026-12-01',
  vendor: null,
  vendor_name: 'The Loft',
  notes: '',
  payments: [
    { id: 70, amount_cents: 300_000, due_date: '2026-11-01', paid_on: '2026-11-01', version: 1 },
    { id: 71, amount_cents: 600_000, due_date: '2026-11-20', paid_on: null, version: 1 },
  ],
  version: 2,
  updated_by_user_id: null,
  ...over,
});

function renderPage(path = '/wedding-budget') {
  const base = makeStore().getState();
  const store = makeStore({ user: { ...base.user, status: 'succeeded', context: alex } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/wedding-budget" element={<BudgetPage />} />
          <Route path="/wedding-planning/budget" element={<BudgetRedirect />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

// The budget's slice and sagas load on the page's first event: loaded first, as the browser has them.
beforeAll(loadLazyCode);
beforeEach(() => jest.resetAllMocks());

describe('<BudgetPage> (issue 29)', () => {
  it('starts a budget from the prefilled form; the categories and the chart follow', async () => {
    api.get.mockResolvedValue(notStarted);
    api.start.mockResolvedValue(started);
    renderPage();
    const form = await screen.findByRole('form', { name: 'Start your budget' });
    expect(within(form).getByLabelText('Guests')).toHaveValue('120');
    expect(within(form).getByLabelText('City')).toHaveValue('New York');
    expect(within(form).getByLabelText('State or province')).toHaveValue('NY');
    await userEvent.click(within(form).getByRole('button', { name: 'Build my budget' }));
    expect(within(form).getByText(BUDGET_MESSAGES.total)).toBeInTheDocument();
    expect(api.start).not.toHaveBeenCalled();
    await userEvent.type(within(form).getByLabelText('Total budget'), '30,000');
    await userEvent.click(within(form).getByRole('button', { name: 'Build my budget' }));
    expect(api.start).toHaveBeenCalledWith({ total_cents: 3_000_000, guest_count: 120, city: 'New York', state_province: 'NY' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Wedding budget' })).toHaveFocus();
    expect(screen.getByText('120 guests in New York, NY')).toBeInTheDocument();
    for (const key of BUDGET_CATEGORY_KEYS)
      expect(screen.getByRole('heading', { level: 2, name: BUDGET_CATEGORY_NAMES[key] })).toBeInTheDocument();
    // The chart: an image named by its caption, the numbers in its table.
    expect(screen.getByRole('img', { name: 'Where the money goes: your targets, by category' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Budget by category' });
    expect(within(table).getByRole('row', { name: /^Venue \$8,400 \$0 \$0 28% \$8,400 under$/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/web-api/v2/wedding/budget/export.csv');
  });

  it('shows an item with its payments; overdue payments stand out; adds an item and a payment', async () => {
    api.get.mockResolvedValue({ ...started, items: [hall()] });
    const cake: BudgetItem = {
      ...hall(),
      id: 8,
      category_id: 14,
      name: 'Cake',
      estimated_cents: 60_000,
      paid_cents: 0,
      payments: [],
      vendor_name: '',
      due_date: null,
      version: 1,
    };
    api.createItem.mockResolvedValue(cake);
    api.createPayment.mockResolvedValue({
      ...hall(),
      payments: [...hall().payments, { id: 72, amount_cents: 5_000, due_date: null, paid_on: '2026-11-26', version: 1 }],
      paid_cents: 305_000,
    });
    renderPage();
    const venue = await screen.findByRole('region', { name: 'Venue' });
    expect(within(venue).getByRole('heading', { level: 3, name: 'Reception hall' })).toBeInTheDocument();
    expect(within(venue).getByText('$600 over')).toBeInTheDocument();
    const due = screen.getByRole('region', { name: 'To pay soon' });
    expect(within(due).getByRole('listitem')).toHaveTextContent('Overdue$6,000 for Reception hall, due Nov 20, 2026');

    await userEvent.click(within(venue).getByRole('button', { name: 'Payments for Reception hall (2)' }));
    expect(within(venue).getByText('Paid Nov 1, 2026')).toBeInTheDocument();
    const payForm = within(venue).getByRole('form', { name: 'Add a payment for Reception hall' });
    await userEvent.type(within(payForm).getByLabelText('Payment amount'), '50');
    await userEvent.click(within(payForm).getByLabelText('Paid today'));
    await userEvent.click(within(payForm).getByRole('button', { name: 'Add payment' }));
    expect(api.createPayment).toHaveBeenCalledWith({ itemId: 7, body: { amount_cents: 5_000, due_date: null, paid_on: '2026-11-26' } });
    expect(await screen.findByText('The payment for “Reception hall” is saved.')).toBeInTheDocument();

    const add = screen.getByRole('form', { name: 'Add an item' });
    await userEvent.type(within(add).getByLabelText('Item'), 'Cake');
    await userEvent.selectOptions(within(add).getByLabelText('Category'), 'Cake');
    await userEvent.type(within(add).getByLabelText('Estimated cost'), '600');
    await userEvent.click(within(add).getByRole('button', { name: 'Add item' }));
    expect(api.createItem).toHaveBeenCalledWith({
      category_id: 14,
      name: 'Cake',
      estimated_cents: 60_000,
      actual_cents: null,
      due_date: null,
      vendor_id: null,
      vendor_name: '',
      notes: '',
    });
    expect(
      await within(screen.getByRole('region', { name: 'Cake' })).findByRole('heading', { level: 3, name: 'Cake' }),
    ).toBeInTheDocument();
  });

  it('an edit from an old version: the partner’s version is shown with the message', async () => {
    api.get.mockResolvedValue({ ...started, items: [hall()] });
    api.updateItem.mockRejectedValue(
      new HttpError({
        message: BUDGET_MESSAGES.changedByPartner,
        status: 409,
        code: 'stale_item',
        data: { item: hall({ name: 'Hall by Riley', version: 3 }) },
      }),
    );
    renderPage();
    const venue = await screen.findByRole('region', { name: 'Venue' });
    await userEvent.click(within(venue).getByRole('button', { name: 'Edit Reception hall' }));
    const edit = within(venue).getByRole('form', { name: 'Edit Reception hall' });
    await userEvent.clear(within(edit).getByLabelText('Item'));
    await userEvent.type(within(edit).getByLabelText('Item'), 'Hall');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save item' }));
    expect(api.updateItem).toHaveBeenCalledWith({ id: 7, body: expect.objectContaining({ name: 'Hall', version: 2 }) as unknown });
    expect(await screen.findByText(BUDGET_MESSAGES.changedByPartner)).toBeInTheDocument();
    expect(within(venue).getByRole('heading', { level: 3, name: 'Hall by Riley' })).toBeInTheDocument();
  });

  it('removing an item asks first; keeping it changes nothing', async () => {
    api.get.mockResolvedValue({ ...started, items: [hall()] });
    api.deleteItem.mockResolvedValue(undefined);
    renderPage();
    const venue = await screen.findByRole('region', { name: 'Venue' });
    await userEvent.click(within(venue).getByRole('button', { name: 'Remove Reception hall' }));
    const question = within(venue).getByRole('group', { name: 'Remove Reception hall?' });
    expect(question).toHaveTextContent('Remove “Reception hall” and its payments? This can’t be undone.');
    expect(within(question).getByRole('button', { name: 'Keep Reception hall' })).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: 'Keep Reception hall' }));
    expect(api.deleteItem).not.toHaveBeenCalled();
    await userEvent.click(within(venue).getByRole('button', { name: 'Remove Reception hall' }));
    await userEvent.click(within(venue).getByRole('button', { name: 'Yes, remove Reception hall' }));
    expect(api.deleteItem).toHaveBeenCalledWith({ id: 7, version: 2 });
    expect(await screen.findByText('“Reception hall” is removed.')).toBeInTheDocument();
    expect(within(venue).queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });

  it('the vendor picker asks for three letters, then lists the marketplace vendors found', async () => {
    api.get.mockResolvedValue(started);
    api.searchVendors.mockResolvedValue({
      vendors: [
        {
          id: 5,
          name: 'Cedar Loft',
          category_name: 'Reception Venues',
          location: 'New York, NY',
          url: '/wedding-vendors/wedding-venues/cedar-loft',
        },
      ],
    });
    renderPage();
    const add = await screen.findByRole('form', { name: 'Add an item' });
    const find = within(add).getByLabelText('Find a vendor on Confetti');
    await userEvent.type(find, 'Ce');
    expect(within(add).getByText(BUDGET_MESSAGES.search)).toBeInTheDocument();
    expect(api.searchVendors).not.toHaveBeenCalled();
    await userEvent.type(find, 'd');
    const found = await within(add).findByRole('list', { name: 'Vendors found' });
    expect(api.searchVendors).toHaveBeenCalledWith('Ced');
    expect(within(add).queryByText(BUDGET_MESSAGES.search)).not.toBeInTheDocument();
    await userEvent.click(within(found).getByRole('button', { name: /^Cedar Loft/ }));
    expect(within(add).getByText('Cedar Loft')).toBeInTheDocument();
  });

  it('/wedding-planning/budget sends couples to /wedding-budget', async () => {
    api.get.mockResolvedValue(notStarted);
    renderPage('/wedding-planning/budget');
    expect(await screen.findByRole('form', { name: 'Start your budget' })).toBeInTheDocument();
  });
});
