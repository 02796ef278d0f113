import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Footer } from '../../src/features/footer/components/Footer';
import { infoPanelLinks, venuesHref, footerGroups } from '../../src/features/footer/footerLinks';

const renderFooter = (props: { signedIn: boolean; guestMode?: boolean }) =>
  render(
    <MemoryRouter>
      <Footer {...props} />
    </MemoryRouter>,
  );

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

describe('footer link sets (spec §2, §4)', () => {
  const labels = (o: { guestMode: boolean; signedIn: boolean }) => infoPanelLinks(o).map((l) => l.label);
  it('signed-out visitors get Log in and Get started', () => {
    expect(labels({ guestMode: false, signedIn: false })).toEqual(['Log in', 'Find a couple', 'Find a baby registry', 'Get started']);
  });
  it('guest mode and signed-in users do not', () => {
    expect(labels({ guestMode: true, signedIn: false })).toEqual(['Find a couple', 'Find a baby registry']);
    expect(labels({ guestMode: false, signedIn: true })).toEqual(['Find a couple', 'Find a baby registry']);
  });
  it('venues use the searched location slug from the cookie, else /wedding-vendors', () => {
    expect(venuesHref('')).toBe('/wedding-vendors');
    expect(venuesHref(`a=1; confetti_search_location=${encodeURIComponent(JSON.stringify({ slug: 'austin-tx' }))}`)).toBe(
      '/wedding-vendors/search/austin-tx',
    );
    expect(venuesHref('confetti_search_location=not-json')).toBe('/wedding-vendors');
    expect(footerGroups('/x')[0]!.links[0]!.href).toBe('/x');
    // Without a searched location: the marketplace link (search results in the spec §6 experiment).
    expect(venuesHref('', '/wedding-vendors/search/new-york-ny')).toBe('/wedding-vendors/search/new-york-ny');
    expect(
      venuesHref(
        `confetti_search_location=${encodeURIComponent(JSON.stringify({ slug: 'austin-tx' }))}`,
        '/wedding-vendors/search/new-york-ny',
      ),
    ).toBe('/wedding-vendors/search/austin-tx');
  });
  it('track order and start a return both go to /order-status', () => {
    const support = footerGroups('/wedding-vendors')[2]!.links;
    expect(support.find((l) => l.label === 'Track order')?.href).toBe('/order-status');
    expect(support.find((l) => l.label === 'Start a return')?.href).toBe('/order-status');
  });
});

describe('<Footer>', () => {
  it('desktop shows three columns with every group, the legal links and the current year', () => {
    setWidth(1280);
    renderFooter({ signedIn: false });
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(
      within(nav)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Plan your wedding', 'About', 'Advice and support']);
    expect(within(nav).getByRole('link', { name: 'Guest list' })).toHaveAttribute('href', '/wedding-planning/guests');
    expect(screen.getByRole('link', { name: 'Do Not Sell / Share My Personal Information' })).toHaveAttribute('href', '/privacy-center');
    const a11y = screen.getByRole('link', { name: 'Accessibility' });
    expect(a11y).toHaveAttribute('href', '/webaccessibility');
    expect(a11y).not.toHaveAttribute('target');
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} Confetti`))).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'For all the days along the way' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/account/login');
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/wedding/onboard/wedding-planning');
    expect(screen.getByRole('link', { name: /Instagram/ })).toHaveAttribute('target', '_blank');
  });

  it('signed-in users do not see Log in or Get started', () => {
    setWidth(1280);
    renderFooter({ signedIn: true });
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get started' })).not.toBeInTheDocument();
  });

  it('mobile shows accordions with only the first group open, and toggles another', async () => {
    setWidth(375);
    renderFooter({ signedIn: false });
    const plan = screen.getByRole('button', { name: 'Plan your wedding' });
    const about = screen.getByRole('button', { name: 'About' });
    expect(plan).toHaveAttribute('aria-expanded', 'true');
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Guest list' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Our team' })).not.toBeInTheDocument();
    await userEvent.click(about);
    expect(about).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Our team' })).toHaveAttribute('href', '/about/team');
  });
});
