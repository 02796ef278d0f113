import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeStore } from '../../src/app/store';
import { registryApi } from '../../src/features/registry/registryApi';
import { fulfilmentApi } from '../../src/features/fulfilment/fulfilmentApi';
import type { ChecklistAnswer, Gift } from '../../src/contracts/registry';
import type { UserContext } from '../../src/features/user/types';
import { formatAbsoluteTime } from '../../src/lib/relativeTime';
import ChecklistPage from '../../src/routes/registry/ChecklistPage';
import GiftTrackerPage from '../../src/routes/registry/GiftTrackerPage';
import { loadLazyCode } from '../setup/lazyCode';
import { coupleContext } from '../setup/userFixtures';

jest.mock('../../src/features/registry/registryApi');
const api = jest.mocked(registryApi);
// The tracker also lists held gifts (issue 26): none here.
jest.mock('../../src/features/fulfilment/fulfilmentApi');

const couple: UserContext = coupleContext();

function mount(path: string) {
  const base = makeStore().getState();
  const store = makeStore({ user: { ...base.user, context: couple, status: 'succeeded' } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/registry/checklist" element={<ChecklistPage />} />
          <Route path="/registry/gift-tracker" element={<GiftTrackerPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

beforeAll(loadLazyCode);
beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(fulfilmentApi).heldGifts.mockResolvedValue({ preference: { hold: false, hold_until: null }, gifts: [] });
});

describe('the registry checklist', () => {
  it('every figure uses the capped count: "3 of 3 added (4 on your registry)", "24 of 36" beside 66%', async () => {
    const category = (key: string, name: string, added: number, suggested: number) => {
      const counted = Math.min(added, suggested);
      return {
        key,
        name,
        description: `${name} things.`,
        suggested_count: suggested,
        added_count: added,
        counted_count: counted,
        percent: Math.floor((counted * 100) / suggested),
        complete: counted === suggested,
        shop_path: `/shop/category/${key}`,
      };
    };
    const answer: ChecklistAnswer = {
      categories: [category('kitchen', 'Kitchen', 8, 8), category('bar', 'Bar & entertaining', 4, 3), category('dining', 'Dining', 13, 25)],
      counted_total: 24,
      suggested_total: 36,
      percent_complete: 66,
    };
    api.checklist.mockResolvedValue(answer);
    mount('/registry/checklist');
    expect(await screen.findByRole('heading', { level: 2, name: '66% complete' })).toBeInTheDocument();
    expect(screen.getByText('24 of 36 suggested gifts added')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Registry checklist progress' })).toHaveAttribute(
      'aria-valuetext',
      '66% complete: 24 of 36 suggested gifts',
    );
    const categoryItem = (name: string) => screen.getAllByRole('listitem').find((li) => within(li).queryByRole('heading', { name }))!;
    const bar = categoryItem('Bar & entertaining');
    expect(within(bar).getByText('3 of 3 added (4 on your registry)')).toBeInTheDocument();
    expect(within(bar).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(within(bar).getByText('Complete')).toBeInTheDocument();
    const dining = categoryItem('Dining');
    expect(within(dining).getByText('13 of 25 added')).toBeInTheDocument();
    expect(within(dining).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '52');
    expect(screen.queryByText(/\b4 of 3\b/)).not.toBeInTheDocument();
  });
});

describe('the gift tracker', () => {
  const gift = (id: number, over: Partial<Gift>): Gift => ({
    id,
    giver_name: 'Pat Guest',
    giver_email: 'pat@example.com',
    received_at: new Date().toISOString(),
    description: null,
    quantity: 1,
    amount_cents: 5000,
    message: 'Congratulations!',
    thank_you_sent: false,
    order_id: 7,
    bought_elsewhere: false,
    item: { id: 1, kind: 'PRODUCT', title: 'Cast iron skillet', image_url: null },
    fulfilment_status: 'PLACED',
    shipment: null,
    giver_address: null,
    ...over,
  });

  it('says when each gift came in relative to now, with the exact moment beside it in a <time dateTime>', async () => {
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000 - 60_000).toISOString();
    const lastYear = '2025-03-04T12:00:00.000Z';
    api.giftTracker.mockResolvedValue({
      gifts: [gift(1, { received_at: twoDaysAgo }), gift(2, { received_at: lastYear, giver_name: 'Sam Early', message: null })],
      totals: { gift_count: 2, amount_cents: 10000, thank_you_pending: 2 },
    });
    mount('/registry/gift-tracker');
    const table = await screen.findByRole('table', { name: 'Gifts received' });
    const [recent, old] = within(table).getAllByRole('row').slice(1);

    const recentTime = within(recent!).getByText('2 days ago', { exact: false });
    expect(recentTime.tagName).toBe('TIME');
    expect(recentTime).toHaveAttribute('dateTime', twoDaysAgo);
    expect(recentTime).toHaveAttribute('title', formatAbsoluteTime(twoDaysAgo));
    expect(within(recent!).getByText(formatAbsoluteTime(twoDaysAgo))).toBeVisible();
    // Past 28 days spec §9 shows the full date itself.
    expect(within(old!).getByText('March 4, 2025').tagName).toBe('TIME');
  });

  it('one table for both layouts: every cell names its column for the small-screen cards', async () => {
    api.giftTracker.mockResolvedValue({
      gifts: [gift(1, {})],
      totals: { gift_count: 1, amount_cents: 5000, thank_you_pending: 1 },
    });
    mount('/registry/gift-tracker');
    const table = await screen.findByRole('table', { name: 'Gifts received' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Gift', 'From', 'Status', 'Thank-you sent', 'Received', 'Qty', 'Amount', 'Message']);
    const row = within(table).getAllByRole('row')[1]!;
    const labels = within(row)
      .getAllByRole('cell')
      .map((c) => c.getAttribute('data-label'));
    expect(labels).toEqual(headers.slice(1));
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Cast iron skillet');
    expect(within(row).getByRole('checkbox', { name: 'Thank-you sent to Pat Guest for Cast iron skillet' })).not.toBeChecked();
  });
});
