import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore } from '../../src/app/store';
import { PrimaryNav } from '../../src/features/nav/components/PrimaryNav';
import { AccountMenu } from '../../src/features/nav/components/AccountMenu';
import { primaryItems } from '../../src/features/nav/primaryNav';
import { GUEST_CONTEXT, type UserContext } from '../../src/features/user/types';

/**
 * Layout in jsdom: every element is 0 px wide, so the row's width and its items' widths are given
 * here (8 px a character, the row as wide as `rowWidth`), as a browser would measure them.
 */
let rowWidth = 2000;
const realRect = HTMLElement.prototype.getBoundingClientRect;
beforeAll(() => {
  HTMLElement.prototype.getBoundingClientRect = function rect(this: HTMLElement) {
    const width = this.classList.contains('row') ? rowWidth : (this.textContent ?? '').length * 8;
    return { width, height: 20, x: 0, y: 0, top: 0, left: 0, right: width, bottom: 20, toJSON: () => ({}) };
  };
});
afterAll(() => {
  HTMLElement.prototype.getBoundingClientRect = realRect;
});

const couple: UserContext = {
  ...GUEST_CONTEXT,
  is_guest: false,
  email: 'ana@example.com',
  first_name: 'Ana',
  last_name: 'Lee',
  has_registry: true,
  user_role_account_weddings: [
    {
      role: 'OWNER',
      slug: 'ana-and-ben',
      wedding_date: '2999-06-01',
      time_zone: 'America/New_York',
      owner_first_name: 'Ana',
      owner_last_name: 'Lee',
      partner_first_name: 'Ben',
      partner_last_name: 'Ray',
    },
  ],
};
const items = primaryItems({ isGuest: false, vendorsPath: '/wedding-vendors' });

function mount(node: React.ReactNode, width = 1280) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  const base = makeStore().getState();
  const store = makeStore({ user: { ...base.user, status: 'succeeded', context: couple } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/wedding-planning/dashboard']}>{node}</MemoryRouter>
    </Provider>,
  );
}

describe('the signed-in primary navigation (spec §2, issue 25)', () => {
  it('has every spec §2 item for a couple, Your Wedding to the dashboard', () => {
    expect(items.map((i) => i.identifier)).toEqual([
      'yourWedding',
      'vendors',
      'registry',
      'website',
      'guestList',
      'invites',
      'weddingBoutique',
      'checklist',
      'budget',
      'seating',
      'honeymoons',
      'albums',
      'favorites',
      'advice',
      'community',
      'help',
      'account',
    ]);
    expect(items[0]).toEqual({ identifier: 'yourWedding', title: 'Your Wedding', path: '/wedding-planning/dashboard' });
  });

  it('shows all items when they fit, and no More menu', () => {
    rowWidth = 2000;
    mount(<PrimaryNav items={items} active="yourWedding" />);
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getAllByRole('link')).toHaveLength(items.length);
    expect(within(main).queryByRole('button', { name: /^More/ })).not.toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Your Wedding' })).toHaveAttribute('aria-current', 'true');
  });

  it('puts what does not fit into a More menu, in order; the menu works by keyboard and gives focus back', async () => {
    // 'Your Wedding' 96 + 'Vendors' 56 + 'Registry' 64 + 'Website' 56 = 272, with 3 gaps (0 in jsdom) and More (32): 304 ≤ 310.
    rowWidth = 310;
    mount(<PrimaryNav items={items} active="advice" />);
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(main)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Your Wedding', 'Vendors', 'Registry', 'Website']);
    const more = within(main).getByRole('button', { name: 'More: 13 more links' });
    expect(more).toHaveAttribute('aria-expanded', 'false');

    const user = userEvent.setup();
    more.focus();
    await user.keyboard('{Enter}');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const guests = within(main).getByRole('link', { name: 'Guests' });
    expect(guests).toHaveFocus();
    expect(guests).toHaveAttribute('href', '/wedding-planning/guests');
    // The active item, overflowed, is marked in the menu.
    expect(within(main).getByRole('link', { name: 'Advice' })).toHaveAttribute('aria-current', 'page');
    await user.keyboard('{ArrowDown}');
    expect(within(main).getByRole('link', { name: 'Invites & Paper' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(within(main).getByRole('link', { name: 'Account' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(guests).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();

    await user.keyboard(' ');
    expect(guests).toHaveFocus();
    await user.keyboard('{Escape}{ArrowUp}');
    expect(within(main).getByRole('link', { name: 'Account' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(more).toHaveFocus();
  });

  it('only More when nothing else fits', () => {
    rowWidth = 40;
    mount(<PrimaryNav items={items} active={null} />);
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).queryAllByRole('link')).toHaveLength(0);
    expect(within(main).getByRole('button', { name: 'More: 17 more links' })).toBeInTheDocument();
  });
});

describe('the account end of the header', () => {
  it('desktop: the has_registry quick links (spec §6), the name and Sign out', async () => {
    mount(<AccountMenu />, 1280);
    const quick = screen.getByRole('button', { name: 'Your registry' });
    await userEvent.click(quick);
    expect(screen.getByRole('link', { name: 'Manage registry' })).toHaveAttribute('href', '/my-registry');
    expect(screen.getByRole('link', { name: 'Add gifts' })).toHaveAttribute('href', '/registry/add-gifts');
    expect(screen.getByRole('link', { name: 'Gift tracker' })).toHaveAttribute('href', '/registry/gift-tracker');
    expect(screen.getByRole('link', { name: 'Preview as guest' })).toHaveAttribute('href', '/registry/ana-and-ben?preview=true');
    expect(screen.getByRole('link', { name: 'Registry settings' })).toHaveAttribute('href', '/registry/settings');
    expect(screen.getByRole('link', { name: 'Ana Lee' })).toHaveAttribute('href', '/account/settings/info');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('below 992 px (here a phone): one Account menu (nothing to wrap) with the name, the dashboard, the quick links and Sign out', async () => {
    mount(<AccountMenu />, 375);
    expect(screen.queryByRole('link', { name: 'Ana Lee' })).not.toBeInTheDocument();
    const account = screen.getByRole('button', { name: 'Account' });
    await userEvent.click(account);
    expect(screen.getByRole('link', { name: 'Ana Lee' })).toHaveAttribute('href', '/account/settings/info');
    expect(screen.getByRole('link', { name: 'Your wedding dashboard' })).toHaveAttribute('href', '/wedding-planning/dashboard');
    expect(screen.getByRole('link', { name: 'Registry settings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });
});
