import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore } from '../../src/app/store';
import { dashboardApi } from '../../src/features/dashboard/dashboardApi';
import { GUEST_CONTEXT, type UserContext } from '../../src/features/user/types';
import { HttpError } from '../../src/lib/http';
import DashboardPage from '../../src/routes/planning/DashboardPage';
import { dashboardFixture } from '../setup/dashboardFixtures';
import { coupleContext } from '../setup/userFixtures';

jest.mock('../../src/features/dashboard/dashboardApi');
const api = jest.mocked(dashboardApi);

const alex: UserContext = coupleContext({ wedding_date: '2027-06-12' });

function renderPage(user: UserContext | null, path = '/wedding-planning/dashboard') {
  const base = makeStore().getState();
  const store = makeStore({ user: { ...base.user, status: 'succeeded', context: user ?? GUEST_CONTEXT } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <DashboardPage />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

beforeEach(() => jest.resetAllMocks());

describe('<DashboardPage> (issue 25)', () => {
  it('shows the couple where they stand: days to go, registry progress, a card per tool', async () => {
    api.fetchDashboard.mockResolvedValue(dashboardFixture());
    renderPage(alex);
    expect(screen.getByRole('status', { name: 'Loading your dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Alex & Jordan' })).toBeInTheDocument();
    expect(api.fetchDashboard).toHaveBeenCalledTimes(1);
    expect(api.fetchDashboard).toHaveBeenCalledWith({ wedding: null });
    expect(screen.getByText('Saturday, June 12, 2027 · Hudson, NY')).toBeInTheDocument();
    expect(screen.getByLabelText('199 days to go')).toHaveTextContent('199days to go');

    const registry = screen.getByRole('region', { name: 'Your registry' });
    // Each figure: its term, then its value.
    expect(
      within(registry)
        .getAllByRole('term')
        .map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`),
    ).toEqual(['Gifts requested 40', 'Gifts purchased 9', 'Cash funds raised $450', 'Thank-yous to write 4']);
    expect(within(registry).getByRole('link', { name: 'Write thank-yous' })).toHaveAttribute(
      'href',
      '/registry/gift-tracker?thank_you=pending',
    );

    const tools = screen.getByRole('region', { name: 'Your planning tools' });
    expect(
      within(tools)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Guest list', 'Wedding website', 'Checklist', 'Budget', 'Vendors', 'Registry', 'Seating chart', 'Invitations & paper']);
    // The wedding website (issue 28): made, not published yet, and a way back in.
    const website = within(tools).getByRole('listitem', { name: 'Wedding website' });
    expect(website).toHaveTextContent('In progress');
    expect(website).toHaveTextContent('Not published yet');
    expect(within(website).getByRole('link', { name: 'Open your wedding website' })).toHaveAttribute('href', '/wedding-planning/website');
    // Invitations and paper: the cards being made and the save-the-dates sent.
    const paper = within(tools).getByRole('listitem', { name: 'Invitations & paper' });
    expect(paper).toHaveTextContent('In progress');
    expect(paper).toHaveTextContent('2 cards in the making');
    expect(paper).toHaveTextContent('1 save-the-date send');
    expect(paper).not.toHaveTextContent('Coming soon');
    expect(within(paper).getByRole('link', { name: 'Open your invitations & paper' })).toHaveAttribute('href', '/wedding-planning/paper');
    // The guest list (issue 27) shows its real counts.
    const guests = within(tools).getByRole('listitem', { name: 'Guest list' });
    expect(guests).toHaveTextContent('In progress');
    expect(guests).toHaveTextContent('121 guests');
    expect(guests).toHaveTextContent('61 RSVPs received');
    expect(within(guests).getByRole('link', { name: 'Open your guest list' })).toHaveAttribute('href', '/wedding-planning/guests');
    // The budget (issue 29): what is paid out of the categories' targets, and a way in.
    const budget = within(tools).getByRole('listitem', { name: 'Budget' });
    expect(budget).toHaveTextContent('In progress');
    expect(budget).toHaveTextContent('$4,500 spent of $30,000');
    expect(budget).not.toHaveTextContent('Coming soon');
    expect(within(budget).getByRole('link', { name: 'Open your budget' })).toHaveAttribute('href', '/wedding-budget');
    // The checklist (issue 29): tasks done and overdue.
    const checklist = within(tools).getByRole('listitem', { name: 'Checklist' });
    expect(checklist).toHaveTextContent('12 of 80 done');
    expect(checklist).toHaveTextContent('2 tasks overdue');
    expect(within(checklist).getByRole('link', { name: 'Open your checklist' })).toHaveAttribute('href', '/wedding-planning/checklist');
    // Real numbers where the tool exists.
    const vendors = within(tools).getByRole('listitem', { name: 'Vendors' });
    expect(vendors).toHaveTextContent('In progress');
    expect(vendors).toHaveTextContent('1 vendor booked');
    expect(vendors).toHaveTextContent('3 vendors contacted');
    expect(within(vendors).getByRole('link', { name: 'Open your vendors' })).toHaveAttribute('href', '/wedding-vendors');
    // The seating chart (issue 29): attending guests seated of those attending.
    const seating = within(tools).getByRole('listitem', { name: 'Seating chart' });
    expect(seating).toHaveTextContent('In progress');
    expect(seating).toHaveTextContent('40 of 96 guests seated');
    expect(seating).not.toHaveTextContent('Coming soon');
    expect(within(seating).getByRole('link', { name: 'Open your seating chart' })).toHaveAttribute(
      'href',
      '/wedding-planning/seating-chart',
    );
  });

  it('an undecided date says roughly when, without a countdown; no registry offers to start one', async () => {
    const fixture = dashboardFixture();
    api.fetchDashboard.mockResolvedValue({
      ...fixture,
      wedding: { ...fixture.wedding, wedding_date: null, tentative_year: 2028, tentative_season: 'FALL', days_to_go: null },
      registry: null,
    });
    renderPage(alex);
    expect(await screen.findByText(/Fall 2028 \(not decided yet\)/)).toBeInTheDocument();
    expect(screen.queryByText(/days to go/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start your registry' })).toHaveAttribute('href', '/my-registry');
  });

  it('an account without a wedding is offered the setup', async () => {
    api.fetchDashboard.mockRejectedValue(
      new HttpError({
        status: 404,
        code: 'dashboard.no_wedding',
        message: 'You have not set up your wedding yet. Start with the guided setup.',
      }),
    );
    renderPage({ ...alex, user_role_account_weddings: [] });
    expect(await screen.findByText('You have not set up your wedding yet. Start with the guided setup.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up your wedding' })).toHaveAttribute('href', '/wedding/onboard/wedding-planning');
  });

  it('a failure says so and can be retried', async () => {
    api.fetchDashboard
      .mockRejectedValueOnce(new HttpError({ status: 503, message: 'An error has occurred' }))
      .mockResolvedValueOnce(dashboardFixture());
    renderPage(alex);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your dashboard: An error has occurred');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Alex & Jordan' })).toBeInTheDocument();
  });

  it('a guest is asked to log in and comes back here', () => {
    renderPage(null);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/account/login?returnTo=%2Fwedding-planning%2Fdashboard');
    expect(api.fetchDashboard).not.toHaveBeenCalled();
  });
});
