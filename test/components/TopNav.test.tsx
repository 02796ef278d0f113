import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { configureStore } from '@reduxjs/toolkit';
import { rootReducer } from '../../src/app/rootReducer';
import { TopNav } from '../../src/features/nav/components/TopNav';
import { fetchLegacyNavActions } from '../../src/features/nav/navSlice';
import { GUEST_CONTEXT } from '../../src/features/user/types';
import type { NavItem } from '../../src/features/nav/types';

const nav = (identifier: string, title: string, path: string, children: NavItem[] = []): NavItem => ({
  id: identifier, identifier, title, path, parent: null, businessUnit: 'WEDDING_REGISTRY', children, showCaret: children.length > 0, dockRight: false, centerDropdown: false,
});
const items = [
  nav('newArrivals', 'New Arrivals', '/shop/category/new-arrivals'),
  nav('brands', 'Brands', '/shop/brands', [nav('le-creuset', 'Le Creuset', '/shop/brand/le-creuset'), nav('allBrands', 'All brands', '/shop/brands')]),
];

const renderNav = (preloaded: unknown, loaded = true) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
  const store = configureStore({ reducer: rootReducer, preloadedState: preloaded as never });
  if (loaded) store.dispatch(fetchLegacyNavActions.succeeded({ arg: undefined, result: { items } }));
  render(
    <Provider store={store}>
      <MemoryRouter>
        <TopNav />
      </MemoryRouter>
    </Provider>,
  );
  return store;
};

const signedInState = (weddingDate: string) => {
  const base = configureStore({ reducer: rootReducer }).getState();
  return {
    ...base,
    user: {
      ...base.user,
      context: {
        ...GUEST_CONTEXT, is_guest: false, email: 'ana@example.com', first_name: 'Ana',
        user_role_account_weddings: [{ role: 'OWNER' as const, slug: 'ana-and-ben', wedding_date: weddingDate, owner_first_name: 'Ana', owner_last_name: 'Lee', partner_first_name: 'Ben', partner_last_name: 'Ray' }],
      },
    },
  };
};

describe('<TopNav> (spec §2)', () => {
  it('opens a dropdown by keyboard, moves with arrows, Escape closes and returns focus', async () => {
    renderNav(undefined);
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

  it('guests: New Arrivals, Invites & Paper to /universal, no registry rows', () => {
    renderNav(undefined);
    expect(screen.getByRole('link', { name: 'New Arrivals' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Invites & Paper' })).toHaveAttribute('href', '/universal');
    expect(screen.queryByRole('link', { name: /Quick-Add Packs/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Your registry' })).not.toBeInTheDocument();
  });

  it('signed in before the wedding: New, Add gifts, preview as guest, collections menu, paper', () => {
    renderNav(signedInState('2999-06-01'));
    expect(screen.getByRole('link', { name: 'New' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add gifts' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Preview as guest' })).toHaveAttribute('href', '/registry/ana-and-ben?preview=true');
    expect(screen.getByRole('link', { name: 'Registry Collections & Quick-Add Packs' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Invites & Paper' })).toHaveAttribute('href', '/wedding-planning/paper');
  });

  it("signed in after the wedding: 'Shop' replaces 'Add gifts'", () => {
    renderNav(signedInState('2020-06-01'));
    expect(screen.getByRole('link', { name: 'Shop' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add gifts' })).not.toBeInTheDocument();
  });

  it('shows a skeleton until the menu is loaded', () => {
    renderNav(undefined, false);
    expect(screen.getByRole('status', { name: 'Loading navigation' })).toBeInTheDocument();
  });
});
