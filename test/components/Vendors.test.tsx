import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import { makeStore } from '../../src/app/store';
import { buildRoutes, preloadPage } from '../../src/app/router';
import { ModalRoot } from '../../src/features/modals/ModalRoot';
import { BOOKING_REMINDER_SHOWN_KEY } from '../../src/features/vendors/bookingReminder';
import { GUEST_CONTEXT, type UserContext } from '../../src/features/user/types';
import type { BookingReminder, VendorCard } from '../../src/features/vendors/types';
import ExplorePage from '../../src/routes/vendors/ExplorePage';
import FavoritesPage from '../../src/routes/vendors/FavoritesPage';
import { HttpError } from '../../src/lib/http';
import { vendorsApi } from '../../src/features/vendors/vendorsApi';
import { loadLazyCode } from '../setup/lazyCode';

jest.mock('../../src/features/vendors/vendorsApi');
const api = jest.mocked(vendorsApi);

const couple: UserContext = { ...GUEST_CONTEXT, is_guest: false, email: 'alex@confetti.test', first_name: 'Alex', last_name: 'Morgan' };
const card = (id: number, name: string): VendorCard => ({
  id,
  name,
  slug: `${name.toLowerCase().replace(/ /g, '-')}-${id}`,
  categoryKey: 'wedding-venues',
  categoryName: 'Venue',
  location: 'New York, NY',
  priceTier: 3,
  startingPriceCents: 900000,
  rating: 4.8,
  reviewCount: 12,
  capacity: 200,
  style: 'Classic',
  tier: 'STANDARD',
  photoUrl: `/media/v/${id}-0.svg`,
  url: `/wedding-vendors/wedding-venues/${name.toLowerCase().replace(/ /g, '-')}-${id}`,
});
const reminder: BookingReminder = {
  due: true,
  vendors: [
    {
      id: 7,
      name: 'Willow Estate',
      categoryName: 'Venue',
      url: '/wedding-vendors/wedding-venues/willow-estate-7',
      lastInquiryAt: '2026-11-20T10:00:00.000Z',
      status: null,
    },
    {
      id: 9,
      name: 'Bloom & Co',
      categoryName: 'Florist',
      url: '/wedding-vendors/wedding-florists/bloom-and-co-9',
      lastInquiryAt: '2026-11-19T10:00:00.000Z',
      status: 'STILL_LOOKING',
    },
  ],
};

function mountPage(ui: React.ReactElement, user: UserContext = couple) {
  const base = makeStore().getState();
  const appStore = makeStore({ user: { ...base.user, context: user } });
  render(
    <Provider store={appStore}>
      <MemoryRouter>
        {ui}
        <ModalRoot />
      </MemoryRouter>
    </Provider>,
  );
  return appStore;
}

beforeAll(loadLazyCode);

beforeEach(() => {
  jest.resetAllMocks();
  window.sessionStorage.clear();
});

describe('the booking status reminder (spec §2 modal)', () => {
  it('opens on a vendor page for a couple with unanswered inquiries, once per session; answers are saved', async () => {
    api.fetchBookingReminder.mockResolvedValue(reminder);
    api.putBookingStatus.mockResolvedValue({ vendorId: 7, status: 'BOOKED' });
    mountPage(<ExplorePage />);
    const dialog = await screen.findByRole('dialog', { name: 'Have you booked any vendors?' });
    expect(window.sessionStorage.getItem(BOOKING_REMINDER_SHOWN_KEY)).toBe('1');
    const willow = within(dialog).getByRole('group', { name: 'Did you book Willow Estate?' });
    expect(within(dialog).getByRole('group', { name: 'Did you book Bloom & Co?' })).toContainElement(
      within(dialog).getByRole('button', { name: 'Still looking', pressed: true }),
    );
    await userEvent.click(within(willow).getByRole('button', { name: 'Booked' }));
    expect(api.putBookingStatus).toHaveBeenCalledWith({ vendorId: 7, status: 'BOOKED' });
    expect(await screen.findByRole('dialog', { name: 'Congratulations!' })).toHaveTextContent('We marked Willow Estate as booked.');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not ask again in the same session', async () => {
    window.sessionStorage.setItem(BOOKING_REMINDER_SHOWN_KEY, '1');
    mountPage(<ExplorePage />);
    expect(await screen.findByRole('heading', { name: 'Find your wedding vendors' })).toBeInTheDocument();
    expect(api.fetchBookingReminder).not.toHaveBeenCalled();
  });

  it('guests are never asked', () => {
    mountPage(<ExplorePage />, GUEST_CONTEXT);
    expect(api.fetchBookingReminder).not.toHaveBeenCalled();
  });

  it('nothing due (no inquiries, or a vendor already booked): no dialog, and the session stays unmarked', async () => {
    api.fetchBookingReminder.mockResolvedValue({ due: false, vendors: [] });
    const appStore = mountPage(<ExplorePage />);
    await screen.findByRole('heading', { name: 'Find your wedding vendors' });
    await new Promise((r) => setTimeout(r, 0));
    expect(appStore.getState().vendors?.bookingReminder.status).toBe('succeeded');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(BOOKING_REMINDER_SHOWN_KEY)).toBeNull();
  });

  it('a failed save says so and keeps the dialog', async () => {
    api.fetchBookingReminder.mockResolvedValue(reminder);
    api.putBookingStatus.mockRejectedValue(new HttpError({ message: 'An error has occurred', status: 500 }));
    mountPage(<ExplorePage />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(
      within(within(dialog).getByRole('group', { name: 'Did you book Willow Estate?' })).getByRole('button', { name: 'Booked' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your answer was not saved; please try again.');
    expect(screen.getByRole('dialog', { name: 'Have you booked any vendors?' })).toBeInTheDocument();
  });
});

describe('/wedding-vendors/favorites', () => {
  it('lists the saved vendors; Remove takes one off the list', async () => {
    api.fetchBookingReminder.mockResolvedValue({ due: false, vendors: [] });
    api.fetchFavorites.mockResolvedValue({ vendors: [card(7, 'Willow Estate'), card(8, 'Harbor Loft')] });
    api.setFavorite.mockResolvedValue({ vendorId: 7, isFavorite: false });
    mountPage(<FavoritesPage />);
    expect(await screen.findByText('2 saved vendors')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Willow Estate' })).toHaveAttribute('href', '/wedding-vendors/wedding-venues/willow-estate-7');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Willow Estate from favorites' }));
    expect(api.setFavorite).toHaveBeenCalledWith({ vendorId: 7, favorite: false });
    expect(await screen.findByText('1 saved vendor')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Willow Estate' })).not.toBeInTheDocument();
  });

  it('an empty list invites exploring; a failure offers to try again', async () => {
    api.fetchBookingReminder.mockResolvedValue({ due: false, vendors: [] });
    api.fetchFavorites
      .mockRejectedValueOnce(new HttpError({ message: 'An error has occurred', status: 503 }))
      .mockResolvedValueOnce({ vendors: [] });
    mountPage(<FavoritesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No favorites yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore vendors' })).toHaveAttribute('href', '/wedding-vendors');
  });

  it('guests are asked to log in', () => {
    mountPage(<FavoritesPage />, GUEST_CONTEXT);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/account/login');
    expect(api.fetchFavorites).not.toHaveBeenCalled();
  });
});

describe('vendor pages inside the layout', () => {
  function Tree() {
    return useRoutes(buildRoutes());
  }
  it('/wedding-vendors/favorites is its own page, not read as a storefront', async () => {
    // The page's code first, as the browser has it before the page shows (test/setup/lazyCode.ts).
    await preloadPage('/wedding-vendors/favorites');
    render(
      <Provider store={makeStore()}>
        <MemoryRouter initialEntries={['/wedding-vendors/favorites']}>
          <Tree />
        </MemoryRouter>
      </Provider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Your favorite vendors' })).toBeInTheDocument();
    expect(document.title).toBe('Your favorite vendors | Confetti');
  });

  it('the explore page is a section: the page has exactly one main landmark', async () => {
    await preloadPage('/wedding-vendors');
    render(
      <Provider store={makeStore()}>
        <MemoryRouter initialEntries={['/wedding-vendors']}>
          <Tree />
        </MemoryRouter>
      </Provider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Find your wedding vendors' })).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Find your wedding vendors' })).toBeInTheDocument();
  });
});
