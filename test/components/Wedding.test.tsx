import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeStore } from '../../src/app/store';
import { appRoutes } from '../../src/app/routeTable';
import { fetchUserContextActions } from '../../src/features/user/userSlice';
import { GUEST_CONTEXT } from '../../src/features/user/types';
import { weddingApi } from '../../src/features/wedding/weddingApi';
import { http, HttpError } from '../../src/lib/http';
import type { WeddingAnswer } from '../../src/contracts/wedding';
import YourWeddingPage from '../../src/routes/wedding/YourWeddingPage';
import JoinWeddingPage from '../../src/routes/wedding/JoinWeddingPage';
import WeddingSetupPage from '../../src/routes/wedding/WeddingSetupPage';

jest.mock('../../src/features/wedding/weddingApi');
const api = jest.mocked(weddingApi);

const nextYear = new Date().getUTCFullYear() + 1;
const weddingDate = `${nextYear}-06-12`;
const signedIn = {
  ...GUEST_CONTEXT,
  is_guest: false,
  email: 'alex@example.com',
  first_name: 'Alex',
  last_name: 'Morgan',
  user_role_account_weddings: [
    {
      role: 'OWNER' as const,
      slug: 'alex-and-jordan',
      wedding_date: weddingDate,
      time_zone: 'America/New_York',
      owner_first_name: 'Alex',
      owner_last_name: 'Morgan',
      partner_first_name: 'Jordan',
      partner_last_name: 'Lee',
    },
  ],
};
const answer: WeddingAnswer = {
  wedding: {
    id: 1,
    slug: 'alex-and-jordan',
    owner_first_name: 'Alex',
    owner_last_name: 'Morgan',
    partner_first_name: 'Jordan',
    partner_last_name: 'Lee',
    wedding_date: weddingDate,
    tentative_year: null,
    tentative_month: null,
    tentative_season: null,
    time_zone: 'America/New_York',
    ceremony_venue: '',
    reception_venue: '',
    city: 'Brooklyn',
    state_province: 'NY',
    estimated_guest_count: 120,
    planning_stage: 'PLANNING_VENUE_BOOKED',
    couple_photo_id: null,
    planning_priorities: [],
    heard_about_us: null,
    setup_step: null,
    setup_completed_at: null,
    updated_at: '2026-11-24T10:00:00.000Z',
    is_after_wedding: false,
  },
  role: 'OWNER',
  permissions: {
    can_edit: true,
    can_invite_partner: true,
    can_revoke_invitation: true,
    can_remove_partner: true,
    can_delete_wedding: true,
  },
  members: [{ user_id: 1, role: 'OWNER', first_name: 'Alex', last_name: 'Morgan', email: 'alex@example.com' }],
  invitations: [],
};

function renderAt(
  path: string,
  routePath: string,
  element: React.ReactElement,
  context: typeof signedIn | typeof GUEST_CONTEXT = signedIn,
) {
  const store = makeStore();
  store.dispatch(fetchUserContextActions.succeeded({ arg: undefined, result: context }));
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={routePath} element={element} />
          <Route path="*" element={<p>Now at another page</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

beforeEach(() => {
  jest.resetAllMocks();
  window.sessionStorage.clear();
  window.localStorage.clear();
  jest.spyOn(http, 'request').mockResolvedValue({ data: { ...signedIn } });
  api.fetchWedding.mockResolvedValue(answer);
});

describe('Your wedding', () => {
  it('is routed', () => {
    const byPath = new Map(appRoutes.map((r) => [r.path, r]));
    for (const path of ['/wedding-planning/your-wedding', '/wedding/setup', '/wedding/join']) expect(byPath.get(path)?.load).toBeDefined();
  });

  it('shows the saved wedding, saves a change and says it is saved', async () => {
    api.saveWedding.mockImplementation(async (fields) => ({
      ...answer,
      wedding: { ...answer.wedding, ...fields, updated_at: '2026-11-24T11:00:00.000Z' },
    }));
    renderAt('/wedding-planning/your-wedding', '/wedding-planning/your-wedding', <YourWeddingPage />);
    expect(await screen.findByLabelText(/^Your first name/)).toHaveValue('Alex');
    expect(screen.getByRole('heading', { level: 1, name: 'Your wedding' })).toBeInTheDocument();
    expect(screen.getByLabelText('Wedding date')).toHaveValue(weddingDate);
    // The photo is uploaded in the registry settings, where guests see it used.
    expect(screen.getByRole('group', { name: 'Your photo' })).toContainElement(screen.getByRole('link', { name: 'Add a couple photo' }));
    expect(screen.getByRole('link', { name: 'Add a couple photo' })).toHaveAttribute('href', '/registry/settings#photo-title');
    const city = screen.getByLabelText('City');
    await userEvent.clear(city);
    await userEvent.type(city, 'Queens');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your wedding details are saved.');
    expect(api.saveWedding).toHaveBeenCalledWith(
      expect.objectContaining({ city: 'Queens', wedding_date: weddingDate, estimated_guest_count: 120 }),
    );
    expect(screen.getByLabelText('City')).toHaveValue('Queens');
  });

  it('refuses a past date and a guest count out of range before sending, beside the fields', async () => {
    renderAt('/wedding-planning/your-wedding', '/wedding-planning/your-wedding', <YourWeddingPage />);
    const date = await screen.findByLabelText('Wedding date');
    await userEvent.clear(date);
    await userEvent.type(date, '2020-01-01');
    const guests = screen.getByLabelText('Estimated number of guests');
    await userEvent.clear(guests);
    await userEvent.type(guests, '5000');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual(
      expect.arrayContaining(['Choose a date that hasn’t passed yet.', 'Enter a whole number from 0 to 1000, or leave it empty.']),
    );
    expect(api.saveWedding).not.toHaveBeenCalled();
  });

  it('"we haven’t decided": a year and a season', async () => {
    api.saveWedding.mockResolvedValue(answer);
    renderAt('/wedding-planning/your-wedding', '/wedding-planning/your-wedding', <YourWeddingPage />);
    await userEvent.click(await screen.findByRole('radio', { name: 'We haven’t decided yet' }));
    await userEvent.selectOptions(screen.getByLabelText('Year (if you know it)'), String(nextYear));
    await userEvent.selectOptions(screen.getByLabelText('Month or season'), 'FALL');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(api.saveWedding).toHaveBeenCalledWith(
      expect.objectContaining({ wedding_date: null, tentative_year: nextYear, tentative_month: null, tentative_season: 'FALL' }),
    );
  });

  it('the owner invites the partner, sees the pending invitation and can withdraw it', async () => {
    const invitation = {
      id: 7,
      email: 'jordan@example.com',
      created_at: '2026-11-24T10:00:00.000Z',
      expires_at: '2026-12-01T10:00:00.000Z',
    };
    api.invitePartner.mockResolvedValue({ ...answer, invitations: [invitation] });
    api.revokeInvitation.mockResolvedValue(answer);
    renderAt('/wedding-planning/your-wedding', '/wedding-planning/your-wedding', <YourWeddingPage />);
    await userEvent.type(await screen.findByLabelText(/^Partner’s email/), 'jordan@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    const waiting = await screen.findByRole('heading', { name: 'Waiting to join' });
    expect(waiting).toBeInTheDocument();
    expect(api.invitePartner).toHaveBeenCalledWith('jordan@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw invitation to jordan@example.com' }));
    expect(api.revokeInvitation).toHaveBeenCalledWith(7);
  });

  it('a partner sees both people, without invite or remove controls', async () => {
    api.fetchWedding.mockResolvedValue({
      ...answer,
      role: 'PARTNER',
      permissions: {
        can_edit: true,
        can_invite_partner: false,
        can_revoke_invitation: false,
        can_remove_partner: false,
        can_delete_wedding: false,
      },
      members: [...answer.members, { user_id: 2, role: 'PARTNER', first_name: 'Jordan', last_name: 'Lee', email: 'jordan@example.com' }],
    });
    renderAt('/wedding-planning/your-wedding', '/wedding-planning/your-wedding', <YourWeddingPage />);
    const section = await screen.findByRole('region', { name: 'Plan together' });
    expect(within(section).getByText('Jordan Lee')).toBeInTheDocument();
    expect(within(section).getByText(/Only they can delete the wedding/)).toBeInTheDocument();
    expect(within(section).queryByRole('button')).toBeNull();
  });
});

describe('the join page', () => {
  const preview = {
    email: 'jordan@example.com',
    inviter_first_name: 'Alex',
    owner_first_name: 'Alex',
    partner_first_name: 'Jordan',
    wedding_date: weddingDate,
    expires_at: '2026-12-01T10:00:00.000Z',
  };

  it('offers a guest to log in or sign up, and comes back here afterwards', async () => {
    api.lookupInvitation.mockResolvedValue(preview);
    renderAt('/wedding/join?token=link-token-123', '/wedding/join', <JoinWeddingPage />, GUEST_CONTEXT);
    expect(await screen.findByText(/Alex invited/)).toHaveTextContent(
      'Alex invited jordan@example.com to plan Alex & Jordan’s wedding together',
    );
    const back = encodeURIComponent('/wedding/join?token=link-token-123');
    expect(screen.getByRole('link', { name: 'Log in to accept' })).toHaveAttribute('href', `/account/login?next=${back}`);
    await userEvent.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(JSON.parse(window.localStorage.getItem('confetti.pendingInvitation')!)).toMatchObject({ token: 'link-token-123' });
  });

  it('a signed-in invitee accepts and lands on the wedding', async () => {
    api.lookupInvitation.mockResolvedValue({ ...preview, email: 'alex@example.com' });
    api.acceptInvitation.mockResolvedValue({ ...answer, role: 'PARTNER' });
    renderAt('/wedding/join?token=link-token-123', '/wedding/join', <JoinWeddingPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText('Now at another page')).toBeInTheDocument();
    expect(api.acceptInvitation).toHaveBeenCalledWith('link-token-123');
  });

  it('says why a link no longer works', async () => {
    api.lookupInvitation.mockRejectedValue(
      new HttpError({
        message: 'This invitation has expired (links work for 7 days). Ask your partner to send you a new one.',
        status: 400,
      }),
    );
    renderAt('/wedding/join?token=old-token-1234', '/wedding/join', <JoinWeddingPage />, GUEST_CONTEXT);
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation has expired');
  });
});

describe('the guided start', () => {
  it('goes step by step with progress, Back and Skip, saving each step, then to the dashboard', async () => {
    api.saveSetupStep.mockImplementation(async (body) => ({ ...answer, wedding: { ...answer.wedding, setup_step: body.setup_step } }));
    renderAt('/wedding/setup', '/wedding/setup', <WeddingSetupPage />);
    expect(await screen.findByRole('heading', { name: 'Who’s getting married?' })).toHaveFocus();
    expect(screen.getByText(/^Step 1 of \d$/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Partner’s last name'), '-Reyes');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'When is the big day?' })).toBeInTheDocument();
    expect(api.saveSetupStep).toHaveBeenLastCalledWith(
      expect.objectContaining({ setup_step: 'date', partner_last_name: 'Lee-Reyes', completed: false }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Who’s getting married?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('heading', { name: 'Where is it?' })).toBeInTheDocument();
    expect(api.saveSetupStep).toHaveBeenLastCalledWith({ setup_step: 'place', completed: false });
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('heading', { name: 'What do you want to plan first?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Registry' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Budget' }));
    // Without the hdyhau-subway test variation, priorities is the last step.
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('Now at another page')).toBeInTheDocument();
    expect(api.saveSetupStep).toHaveBeenLastCalledWith({
      planning_priorities: ['REGISTRY', 'BUDGET'],
      setup_step: 'priorities',
      completed: true,
    });
  });

  it('asks "How did you hear about us?" in the hdyhau-subway test variation, and records the exposure once', async () => {
    api.saveSetupStep.mockImplementation(async (body) => ({ ...answer, wedding: { ...answer.wedding, setup_step: body.setup_step } }));
    window.dataLayer = [];
    renderAt('/wedding/setup', '/wedding/setup', <WeddingSetupPage />, { ...signedIn, user_experiments: { 'hdyhau-subway': 'TEST-1' } });
    expect(await screen.findByText('Step 1 of 6')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('confetti.experiment.viewed.hdyhau-subway')).toBe('1');
    for (let i = 0; i < 5; i++) await userEvent.click(await screen.findByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('heading', { name: 'How did you hear about us?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'An ad on the subway' }));
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('Now at another page')).toBeInTheDocument();
    expect(api.saveSetupStep).toHaveBeenLastCalledWith({ heard_about_us: 'SUBWAY_AD', setup_step: 'heard_about_us', completed: true });
    expect(window.dataLayer.filter((e) => (e as { experiment?: string }).experiment === 'hdyhau-subway')).toEqual([
      { event: 'Experiment Viewed', experiment: 'hdyhau-subway', variation: 'TEST-1' },
    ]);
  });
});
