import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore } from '../../src/app/store';
import { TopNav } from '../../src/features/nav/components/TopNav';
import { HeaderPrimaryNav } from '../../src/features/nav/components/HeaderPrimaryNav';
import { fetchBoutiqueNavActions, fetchLegacyNavActions } from '../../src/features/nav/navSlice';
import { activePrimaryItem } from '../../src/features/nav/primaryNav';
import { GUEST_CONTEXT, type UserContext } from '../../src/features/user/types';
import type { NavItem } from '../../src/features/nav/types';
import { navApi } from '../../src/features/nav/navApi';

jest.mock('../../src/features/nav/navApi');

const nav = (identifier: string, title: string, path: string, children: NavItem[] = []): NavItem => ({
  id: identifier,
  identifier,
  title,
  path,
  parent: null,
  businessUnit: 'WEDDING_REGISTRY',
  children,
  showCaret: children.length > 0,
  dockRight: false,
  centerDropdown: false,
});
const items = [
  nav('newArrivals', 'New Arrivals', '/shop/category/new-arrivals'),
  nav('brands', 'Brands', '/shop/brands', [
    nav('le-creuset', 'Le Creuset', '/shop/brand/le-creuset'),
    nav('allBrands', 'All brands', '/shop/brands'),
  ]),
  nav('kitchen', 'Kitchen', '/shop/category/kitchen', [nav('cookware', 'Cookware', '/shop/category/cookware')]),
  nav('dining', 'Dining', '/shop/category/dining'),
  nav('cashFunds', 'Cash Funds', '/shop/honeymoon-cash-funds', [nav('giftCards', 'Gift Cards', '/shop/category/gift-cards')]),
];
const boutique = [
  nav('newArrivals', 'New Arrivals', '/shop/category/wedding-shop'),
  nav('home-decor', 'Home Decor', '/shop/category/home-decor'),
  nav('wedding-shop', 'Wedding Shop', '/shop/category/wedding-shop', [nav('ceremony', 'Ceremony', '/shop/category/ceremony')]),
  nav('invitesPaper', 'Invites & Paper', '/wedding-planning/paper'),
];

const couple = (weddingDate: string, experiments: Record<string, string> = {}): UserContext => ({
  ...GUEST_CONTEXT,
  is_guest: false,
  email: 'ana@example.com',
  first_name: 'Ana',
  user_experiments: experiments,
  user_role_account_weddings: [
    {
      role: 'OWNER' as const,
      slug: 'ana-and-ben',
      wedding_date: weddingDate,
      time_zone: 'America/New_York',
      owner_first_name: 'Ana',
      owner_last_name: 'Lee',
      partner_first_name: 'Ben',
      partner_last_name: 'Ray',
    },
  ],
});

function renderNav({
  path = '/',
  user,
  loaded = true,
  width = 1280,
}: { path?: string; user?: UserContext; loaded?: boolean; width?: number } = {}) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  const base = makeStore().getState();
  // A preloaded user context is a loaded one: the experiments saga reads variations only once the context has arrived.
  const store = makeStore(user ? { user: { ...base.user, context: user, status: 'succeeded' } } : undefined);
  if (loaded) {
    store.dispatch(fetchLegacyNavActions.succeeded({ arg: undefined, result: { items } }));
    store.dispatch(
      fetchBoutiqueNavActions.succeeded({ arg: undefined, result: { items: boutique, invites_paper_guest_path: '/universal' } }),
    );
  }
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <header>
          <HeaderPrimaryNav />
          <TopNav />
        </header>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

beforeEach(() => {
  jest.mocked(navApi.fetchLegacyNav).mockResolvedValue({ items });
  jest.mocked(navApi.fetchWeddingShopNav).mockResolvedValue({ items: boutique, invites_paper_guest_path: '/universal' });
  window.sessionStorage.clear();
  window.dataLayer = [];
});

describe('<TopNav> (spec §2)', () => {
  it('opens a dropdown by keyboard, moves with arrows, Escape closes and returns focus', async () => {
    renderNav();
    const user = userEvent.setup();
    const brands = screen.getByRole('button', { name: 'Brands' });
    brands.focus();
    await user.keyboard('{Enter}');
    expect(brands).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Le Creuset' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'All brands' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(brands).toHaveAttribute('aria-expanded', 'false');
    expect(brands).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Le Creuset' })).toHaveFocus();
  });

  it('guests: a primary row (Registry active on the home page, Invites & Paper to /universal), the registry top menu, no registry rows', () => {
    renderNav();
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Registry' })).toHaveAttribute('href', '/wedding-registry');
    expect(within(main).getByRole('link', { name: 'Registry' })).toHaveAttribute('aria-current', 'true');
    expect(within(main).getByRole('link', { name: 'Invites & Paper' })).toHaveAttribute('href', '/universal');
    expect(within(main).getByRole('link', { name: 'Vendors' })).toHaveAttribute('href', '/wedding-vendors');
    const shop = screen.getByRole('navigation', { name: 'Shop' });
    expect(within(shop).getByRole('link', { name: 'New Arrivals' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Quick-Add Packs/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Your registry' })).not.toBeInTheDocument();
  });

  it('the registry top menu groups the shop categories under Categories below 1600 px and lists them from 1600 px', async () => {
    renderNav();
    const shop = screen.getByRole('navigation', { name: 'Shop' });
    const entries = within(shop).getAllByRole('listitem');
    const entryWith = (name: string) => entries.find((li) => within(li).queryByRole('button', { name }))!;
    expect(entryWith('Categories')).toHaveClass('narrowOnly');
    expect(entryWith('Kitchen')).toHaveClass('wideOnly');
    await userEvent.click(within(shop).getByRole('button', { name: 'Categories' }));
    expect(
      within(entryWith('Categories'))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Kitchen', 'Dining', 'All categories']);
    expect(within(shop).getByRole('link', { name: 'All categories' })).toHaveAttribute('href', '/shop');
  });

  it('signed in before the wedding: primary items in the logo row, New, Add gifts, preview, Quick-Add Packs, About registry menu', async () => {
    renderNav({ user: couple('2999-06-01') });
    expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Invites & Paper' })).toHaveAttribute('href', '/wedding-planning/paper');
    expect(screen.getByRole('link', { name: 'Registry' })).toHaveAttribute('href', '/my-registry');
    expect(screen.getByRole('link', { name: 'Favorites' })).toHaveAttribute('href', '/wedding-vendors/favorites');
    expect(screen.getByRole('link', { name: 'New' })).toBeInTheDocument();
    const registry = screen.getByRole('navigation', { name: 'Your registry' });
    expect(within(registry).getByRole('link', { name: 'Add gifts' })).toHaveAttribute('href', '/registry/add-gifts');
    expect(within(registry).getByRole('link', { name: 'Preview as guest' })).toHaveAttribute('href', '/registry/ana-and-ben?preview=true');
    expect(within(registry).getByRole('link', { name: 'Registry Collections & Quick-Add Packs' })).toHaveAttribute(
      'href',
      '/registry/quick-add-packs',
    );
    await userEvent.click(within(registry).getByRole('button', { name: 'About registry' }));
    expect(within(registry).getByRole('link', { name: 'Why the registry' })).toHaveAttribute('href', '/wedding-registry/benefits');
    expect(within(registry).queryByRole('link', { name: /Shop all/ })).not.toBeInTheDocument();
  });

  it("signed in after the wedding: 'Shop' replaces 'Add gifts'", () => {
    renderNav({ user: couple('2020-06-01') });
    const registry = screen.getByRole('navigation', { name: 'Your registry' });
    expect(within(registry).getByRole('link', { name: 'Shop' })).toBeInTheDocument();
    expect(within(registry).queryByRole('link', { name: 'Add gifts' })).not.toBeInTheDocument();
  });

  it('shows a skeleton until the menu is loaded', () => {
    renderNav({ loaded: false });
    expect(screen.getByRole('status', { name: 'Loading navigation' })).toBeInTheDocument();
  });

  it('in the wedding shop the boutique nav is the lower level (guests: Invites & Paper to /universal)', () => {
    renderNav({ path: '/shop/category/ceremony' });
    expect(screen.getByRole('link', { name: 'Wedding Shop', current: true })).toHaveAttribute('href', '/shop/category/wedding-shop');
    const boutiqueNav = screen.getByRole('navigation', { name: 'Wedding shop' });
    expect(within(boutiqueNav).getByRole('link', { name: 'Home Decor' })).toHaveAttribute('href', '/shop/category/home-decor');
    expect(within(boutiqueNav).getByRole('link', { name: 'Invites & Paper' })).toHaveAttribute('href', '/universal');
    expect(screen.queryByRole('navigation', { name: 'Shop' })).not.toBeInTheDocument();
  });

  it('in the marketplace the vendor categories are the lower level, linking to search results; no registry rows', () => {
    renderNav({ path: '/wedding-vendors/states/ohio', user: couple('2999-06-01') });
    expect(screen.getByRole('link', { name: 'Vendors', current: true })).toBeInTheDocument();
    const vendors = screen.getByRole('navigation', { name: 'Vendor categories' });
    expect(within(vendors).getByRole('link', { name: 'Reception Venues' })).toHaveAttribute(
      'href',
      '/wedding-vendors/search/new-york-ny--wedding-venues',
    );
    expect(screen.queryByRole('navigation', { name: 'Your registry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Shop' })).not.toBeInTheDocument();
  });

  it('below 768 px one Menu button opens the primary items and the section menu', async () => {
    renderNav({ width: 375 });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The panel's code arrives on first open.
    expect(await screen.findByRole('heading', { name: 'Explore' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vendors' })).toHaveAttribute('href', '/wedding-vendors');
    expect(screen.getByRole('link', { name: 'Cookware' })).toHaveAttribute('href', '/shop/category/cookware');
  });
});

describe('the marketplace experiment (spec §6: TEST-2, signed in, desktop)', () => {
  const vendorsHref = () => screen.getAllByRole('link', { name: 'Vendors' })[0]!.getAttribute('href');

  it('TEST-2 on desktop: the Vendors link goes to search results, and the view is tracked once', () => {
    renderNav({ user: couple('2999-06-01', { 'marketplace-clp-lp-links-to-srp-v2': 'TEST-2' }) });
    expect(vendorsHref()).toBe('/wedding-vendors/search/new-york-ny');
    expect(window.dataLayer).toEqual([
      { event: 'Experiment Viewed', experiment: 'marketplace-clp-lp-links-to-srp-v2', variation: 'TEST-2' },
    ]);
  });

  it.each([
    ['another variation', couple('2999-06-01', { 'marketplace-clp-lp-links-to-srp-v2': 'TEST-1' }), 1280, 1],
    ['a guest', { ...GUEST_CONTEXT, user_experiments: { 'marketplace-clp-lp-links-to-srp-v2': 'TEST-2' } }, 1280, 0],
    ['a tablet', couple('2999-06-01', { 'marketplace-clp-lp-links-to-srp-v2': 'TEST-2' }), 900, 0],
  ])('%s: the explore page', async (_name, user, width, views) => {
    renderNav({ user, width });
    expect(vendorsHref()).toBe('/wedding-vendors');
    expect(window.dataLayer).toHaveLength(views);
  });

  it('active primary item per page (business unit refined)', () => {
    expect(activePrimaryItem('/')).toBe('registry');
    expect(activePrimaryItem('/shop/category/kitchen')).toBe('registry');
    expect(activePrimaryItem('/shop/category/wedding-shop')).toBe('weddingBoutique');
    expect(activePrimaryItem('/shop/category/ceremony', new Set(['/shop/category/ceremony']))).toBe('weddingBoutique');
    expect(activePrimaryItem('/wedding-vendors/search/new-york-ny')).toBe('vendors');
    expect(activePrimaryItem('/wedding-vendors/favorites')).toBe('favorites');
    expect(activePrimaryItem('/universal')).toBe('invites');
    // Every paper page (issue 30) is under Invites & Paper.
    expect(activePrimaryItem('/wedding-planning/invitations')).toBe('invites');
    expect(activePrimaryItem('/wedding-planning/suites/shop')).toBe('invites');
    expect(activePrimaryItem('/wedding-planning/paper/design/gilded-deco-invitation')).toBe('invites');
    expect(activePrimaryItem('/wedding-planning/digital/save-the-date')).toBe('invites');
    expect(activePrimaryItem('/expert-advice/group-gifting')).toBe('advice');
    expect(activePrimaryItem('/contact-us')).toBe('help');
    expect(activePrimaryItem('/privacy')).toBeNull();
    expect(activePrimaryItem('/wedding-budget')).toBe('budget');
  });
});
