import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeStore } from '../../src/app/store';
import { addDays, HOLD_DATE_REQUIRED_MESSAGE, isoDay, type HeldGiftsAnswer } from '../../src/contracts/fulfilment';
import type { Gift, GiftTrackerAnswer } from '../../src/contracts/registry';
import type { RegistrySettings } from '../../src/contracts/registrySettings';
import { OrderTimeline } from '../../src/features/checkout/components/OrderTimeline';
import { fulfilmentApi } from '../../src/features/fulfilment/fulfilmentApi';
import { groupGiftsApi } from '../../src/features/groupGifts/groupGiftsApi';
import { registryApi } from '../../src/features/registry/registryApi';
import { registrySettingsApi } from '../../src/features/registrySettings/registrySettingsApi';
import type { UserContext } from '../../src/features/user/types';
import GiftTrackerPage from '../../src/routes/registry/GiftTrackerPage';
import RegistrySettingsPage from '../../src/routes/registry/RegistrySettingsPage';
import { order } from '../setup/commerceFixtures';
import { loadLazyCode } from '../setup/lazyCode';
import { coupleContext } from '../setup/userFixtures';

/** Issue 26 in the SPA: the order timeline, held gifts in the tracker, and "When gifts ship" in the settings. Real store, mocked API layer. */
jest.mock('../../src/features/fulfilment/fulfilmentApi', () => ({
  ...jest.requireActual('../../src/features/fulfilment/fulfilmentApi'),
  fulfilmentApi: { heldGifts: jest.fn(), savePreference: jest.fn(), release: jest.fn(), holdGift: jest.fn() },
}));
jest.mock('../../src/features/registry/registryApi');
// The tracker and the settings page also show group gifting (none here).
jest.mock('../../src/features/groupGifts/groupGiftsApi');
jest.mock('../../src/features/registrySettings/registrySettingsApi');
const api = jest.mocked(fulfilmentApi);
const registry = jest.mocked(registryApi);

const couple: UserContext = coupleContext();

function mount(path: string) {
  const base = makeStore().getState();
  const store = makeStore({ user: { ...base.user, context: couple, status: 'succeeded' } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/registry/gift-tracker" element={<GiftTrackerPage />} />
          <Route path="/registry/settings" element={<RegistrySettingsPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

const holdUntil = addDays(isoDay(new Date()), 20);
const gift = (id: number, over: Partial<Gift> = {}): Gift => ({
  id,
  giver_name: 'Pat Guest',
  giver_email: 'pat@example.com',
  received_at: new Date().toISOString(),
  description: null,
  quantity: 1,
  amount_cents: 5000,
  message: null,
  thank_you_sent: false,
  order_id: 7,
  bought_elsewhere: false,
  item: { id, kind: 'PRODUCT', title: `Gift ${id}`, image_url: null },
  fulfilment_status: 'PLACED',
  shipment: null,
  giver_address: null,
  ...over,
});
const tracker = (gifts: Gift[]): GiftTrackerAnswer => ({
  gifts,
  totals: { gift_count: gifts.length, amount_cents: 5000 * gifts.length, thank_you_pending: gifts.length },
});
const heldAnswer = (gifts: HeldGiftsAnswer['gifts'], hold = true): HeldGiftsAnswer => ({
  preference: { hold, hold_until: hold ? holdUntil : null },
  gifts,
});

beforeAll(loadLazyCode);
beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(groupGiftsApi).listUnits.mockResolvedValue({ group_gifts: [] });
  jest.mocked(groupGiftsApi).getSettings.mockResolvedValue({ min_price_cents: null, group_gift_count: 0 });
});

describe('OrderTimeline', () => {
  it('shows each step reached with its time, and the carrier and tracking number once shipped', () => {
    render(
      <MemoryRouter>
        <OrderTimeline
          order={order({
            fulfilment: [
              {
                lineIds: [11],
                status: 'SHIPPED',
                shipment: {
                  carrier: 'UPS',
                  trackingNumber: '1Z999AA10123456784',
                  shippedAt: '2026-02-22T10:00:00.000Z',
                  deliveredAt: null,
                },
                events: [
                  { status: 'PLACED', at: '2026-02-20T15:00:00.000Z' },
                  { status: 'PROCESSING', at: '2026-02-21T10:00:00.000Z' },
                  { status: 'SHIPPED', at: '2026-02-22T10:00:00.000Z' },
                ],
              },
            ],
          })}
        />
      </MemoryRouter>,
    );
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(steps[2]).toHaveTextContent('UPS · tracking number 1Z999AA10123456784');
    expect(within(steps[2]!).getByText('February 22, 2026', { exact: false }).tagName).toBe('TIME');
    expect(steps[3]).toHaveTextContent('Delivered (not yet)');
    // The cash-fund line does not ship: only the skillet is listed.
    const group = screen.getByRole('article', { name: 'Your items: Shipped' });
    expect(group).toHaveTextContent('Your items: Cast iron skillet');
    expect(group).not.toHaveTextContent('Honeymoon fund');
  });

  it('says a held gift waits for the couple, and draws nothing for an order with nothing to ship', () => {
    const { rerender } = render(
      <OrderTimeline
        order={order({
          registry: { slug: 'alex-and-jordan', coupleName: 'Alex & Jordan' },
          fulfilment: [{ lineIds: [11], status: 'HELD', shipment: null, events: [{ status: 'PLACED', at: '2026-02-20T15:00:00.000Z' }] }],
        })}
      />,
    );
    expect(screen.getByText(/Alex & Jordan asked to hold their gifts/)).toBeInTheDocument();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
    rerender(<OrderTimeline order={order({ fulfilment: [] })} />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('the gift tracker after the purchase', () => {
  it('lists held gifts and ships them all at once, then reloads the tracker', async () => {
    registry.giftTracker.mockResolvedValue(tracker([gift(1, { fulfilment_status: 'HELD' }), gift(2)]));
    api.heldGifts.mockResolvedValue(
      heldAnswer([
        { gift_id: 1, title: 'Gift 1', image_url: null, quantity: 1, giver_name: 'Pat Guest', held_since: new Date().toISOString() },
      ]),
    );
    api.release.mockResolvedValue({ ...heldAnswer([]), released: 1 });
    mount('/registry/gift-tracker');
    const panel = await screen.findByRole('region', { name: 'Held gifts' });
    expect(within(panel).getByRole('list', { name: 'Held gifts' })).toHaveTextContent('Gift 1');
    await userEvent.click(within(panel).getByRole('button', { name: 'Ship the held gift now' }));
    expect(api.release).toHaveBeenCalledWith({});
    expect(await within(panel).findByRole('status')).toHaveTextContent('Your held gift is on the way, together in one shipment.');
    expect(registry.giftTracker).toHaveBeenCalledTimes(2);
  });

  it('shows each gift’s status, parcel, packing slip and the giver’s address; a gift not yet on its way can be held', async () => {
    registry.giftTracker.mockResolvedValue(
      tracker([
        gift(1, {
          fulfilment_status: 'SHIPPED',
          shipment: { id: 9, carrier: 'FedEx', tracking_number: '71234567801', delivered_at: null },
          giver_address: 'Pat Guest, 1 Main Street, Brooklyn, NY 11201',
        }),
        gift(2),
      ]),
    );
    api.heldGifts.mockResolvedValue(heldAnswer([]));
    api.holdGift.mockResolvedValue(
      heldAnswer([
        { gift_id: 2, title: 'Gift 2', image_url: null, quantity: 1, giver_name: 'Pat Guest', held_since: new Date().toISOString() },
      ]),
    );
    mount('/registry/gift-tracker');
    const table = await screen.findByRole('table', { name: 'Gifts received' });
    const [shipped, placed] = within(table).getAllByRole('row').slice(1);
    expect(within(shipped!).getByText('Shipped')).toBeInTheDocument();
    expect(shipped).toHaveTextContent('FedEx 71234567801');
    expect(shipped).toHaveTextContent('Pat Guest, 1 Main Street, Brooklyn, NY 11201');
    expect(within(shipped!).getByRole('link', { name: /Packing slip for Gift 1/ })).toHaveAttribute(
      'href',
      '/web-registry-api/v1/registry/shipments/9/packing-slip',
    );
    expect(screen.getByRole('link', { name: 'Export to CSV' })).toHaveAttribute(
      'href',
      '/web-registry-api/v1/registry/gift-tracker/export',
    );
    expect(within(shipped!).queryByRole('button', { name: /Hold/ })).not.toBeInTheDocument();
    await userEvent.click(await within(placed!).findByRole('button', { name: 'Hold Gift 2 with the others' }));
    expect(api.holdGift).toHaveBeenCalledWith({ giftId: 2 });
    expect(await screen.findByRole('list', { name: 'Held gifts' })).toHaveTextContent('Gift 2');
  });

  it('shows the server’s message when a hold is refused', async () => {
    registry.giftTracker.mockResolvedValue(tracker([gift(2)]));
    api.heldGifts.mockResolvedValue(heldAnswer([]));
    const { HttpError } = await import('../../src/lib/http');
    api.holdGift.mockRejectedValue(
      new HttpError({ message: 'This gift is already being prepared, so it can no longer be held.', status: 409 }),
    );
    mount('/registry/gift-tracker');
    await userEvent.click(await screen.findByRole('button', { name: 'Hold Gift 2 with the others' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This gift is already being prepared, so it can no longer be held.');
  });
});

describe('When gifts ship (registry settings)', () => {
  const settings: RegistrySettings = {
    registry_id: 3,
    registry_key: 'alex-and-jordan',
    registry_path: '/registry/alex-and-jordan',
    visibility: 'PUBLIC',
    hide_date_and_location: false,
    welcome_note: '',
    couple_photo: null,
    redirects: [],
    version: 4,
  };

  it('holds gifts to a chosen date, asking for the date first', async () => {
    jest.mocked(registrySettingsApi).get.mockResolvedValue(settings);
    jest.mocked(registrySettingsApi).shippingAddress.mockResolvedValue({ address: null });
    api.heldGifts.mockResolvedValue(heldAnswer([], false));
    api.savePreference.mockResolvedValue(heldAnswer([], true));
    mount('/registry/settings');
    const section = await screen.findByRole('region', { name: 'When gifts ship' });
    expect(await within(section).findByRole('radio', { name: /Ship each gift as it is bought/ })).toBeChecked();
    await userEvent.click(within(section).getByRole('radio', { name: /Hold gifts and ship them together/ }));
    await userEvent.click(within(section).getByRole('button', { name: 'Save shipping choice' }));
    expect(within(section).getByText(HOLD_DATE_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(within(section).getByLabelText('Ship held gifts on')).toHaveFocus();
    expect(api.savePreference).not.toHaveBeenCalled();

    await userEvent.type(within(section).getByLabelText('Ship held gifts on'), holdUntil);
    await userEvent.click(within(section).getByRole('button', { name: 'Save shipping choice' }));
    expect(api.savePreference).toHaveBeenCalledWith({ hold: true, hold_until: holdUntil });
    expect(await within(section).findByText(/Saved: gifts are held and ship together on/)).toBeInTheDocument();
  });
});
