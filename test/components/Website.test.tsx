import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeStore } from '../../src/app/store';
import { PAGE_KINDS, websitePageContent, type PublicSite, type WebsiteAnswer } from '../../src/contracts/website';
import { websiteApi } from '../../src/features/website/websiteApi';
import { WebsiteView } from '../../src/features/website/components/WebsiteView';
import { GUEST_CONTEXT, type UserContext } from '../../src/features/user/types';
import { HttpError } from '../../src/lib/http';
import WebsiteEditorPage from '../../src/routes/website/WebsiteEditorPage';
import WeddingSitePage from '../../src/routes/website/WeddingSitePage';
import { loadLazyCode } from '../setup/lazyCode';
import { coupleContext } from '../setup/userFixtures';

jest.mock('../../src/features/website/websiteApi');
const api = jest.mocked(websiteApi);

const couple: UserContext = coupleContext();

const emptyPage = { body_html: '', show_countdown: true, show_photo: true, places: [], people: [], faqs: [], links: [] };
const site: PublicSite = {
  slug: 'alex-and-jordan',
  theme: 'garden',
  hide_from_search: false,
  couple: { first_names: 'Alex & Jordan', owner_name: 'Alex Morgan', partner_name: 'Jordan Lee' },
  wedding_date: '2099-06-12',
  place: 'Brooklyn, NY',
  venue: 'The Boathouse',
  time_zone: 'America/New_York',
  photo: null,
  rsvp_deadline: '2099-05-01',
  schedule: [
    {
      id: 1,
      name: 'Ceremony',
      date: '2099-06-12',
      time: '4:00 PM',
      place: 'St. Ann’s',
      address: '1 Park Rd',
      map_url: 'https://www.google.com/maps/search/?api=1&query=St.%20Ann%E2%80%99s',
    },
  ],
  registry_path: '/registry/alex-and-jordan',
  gallery: [],
  pages: [
    { kind: 'HOME', anchor: 'home', title: 'Welcome', ...emptyPage, body_html: '<p>We are <strong>so</strong> happy.</p>' },
    { kind: 'STORY', anchor: 'story', title: '<img src=x onerror=alert(1)>', ...emptyPage },
    { kind: 'SCHEDULE', anchor: 'schedule', title: 'Schedule', ...emptyPage },
    {
      kind: 'WEDDING_PARTY',
      anchor: 'wedding-party',
      title: 'Wedding party',
      ...emptyPage,
      people: [{ name: '<script>alert(1)</script>', role: 'Best man', note: '', photo: null }],
    },
    { kind: 'RSVP', anchor: 'rsvp', title: 'RSVP', ...emptyPage },
    {
      kind: 'REGISTRY',
      anchor: 'registry',
      title: 'Registry',
      ...emptyPage,
      links: [{ label: 'Elsewhere', url: 'https://elsewhere.example/list' }],
    },
  ],
};
const answer: WebsiteAnswer = {
  website: {
    id: 1,
    slug: 'alex-and-jordan',
    path: '/wedding/alex-and-jordan',
    theme: 'garden',
    published: false,
    published_at: null,
    has_password: false,
    hide_from_search: false,
    rsvp_deadline: null,
    updated_at: '2026-11-26T06:00:00.000Z',
  },
  pages: PAGE_KINDS.map((kind, position) => ({ kind, enabled: kind !== 'PHOTOS', position, content: websitePageContent.parse({}) })),
  photos: [],
  preview: site,
};

function mount(path: string, user: UserContext = couple) {
  const base = makeStore().getState();
  const store = makeStore({ user: { ...base.user, context: user, status: 'succeeded' } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/wedding-planning/website" element={<WebsiteEditorPage />} />
          <Route path="/wedding/:slug" element={<WeddingSitePage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

beforeAll(loadLazyCode);
beforeEach(() => {
  jest.resetAllMocks();
});

describe('WebsiteView', () => {
  it('shows the couple’s words as text, the server’s sanitised HTML as HTML, and the theme', () => {
    const { container } = render(
      <MemoryRouter>
        <WebsiteView site={site} now={new Date('2099-06-10T15:00:00Z')} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Alex & Jordan' })).toBeInTheDocument();
    expect(screen.getByText('Friday, June 12, 2099')).toBeInTheDocument();
    expect(screen.getByText('2 days to go')).toBeInTheDocument();
    // Typed markup is shown, never run.
    expect(screen.getByRole('heading', { level: 2, name: '<img src=x onerror=alert(1)>' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: '<script>alert(1)</script>' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    // The server's sanitised HTML is markup: 'so' is emphasised.
    expect(screen.getByText('so', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('Please reply by Friday, May 1, 2099.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Our Confetti registry' })).toHaveAttribute('href', '/registry/alex-and-jordan');
    expect(screen.getByRole('link', { name: /Map of St\. Ann’s/ })).toHaveAttribute('href', site.schedule[0]!.map_url);
    // The theme is custom properties on the site's root: no role exposes it.
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access
    expect(container.querySelector('[data-theme="garden"]')).toHaveStyle({ '--site-bg': '#f6f5ee' });
    // The site's own navigation leads to each section.
    const nav = screen.getByRole('navigation', { name: 'Wedding website' });
    expect(within(nav).getByRole('link', { name: 'Schedule' })).toHaveAttribute('href', '#site-schedule');
  });
});

describe('the editor', () => {
  it('offers to make a site, then shows the pages, the preview and publishing', async () => {
    api.get.mockRejectedValueOnce(
      new HttpError({ message: 'You have not made your wedding website yet.', status: 404, code: 'no_website' }),
    );
    api.create.mockResolvedValue(answer);
    api.saveSettings.mockResolvedValue({ ...answer, website: { ...answer.website, published: true } });
    mount('/wedding-planning/website');
    await userEvent.click(await screen.findByRole('button', { name: 'Create your website' }));
    expect(api.create).toHaveBeenCalledTimes(1);
    const preview = await screen.findByRole('region', { name: 'Preview at phone width' });
    expect(within(preview).getByRole('heading', { level: 1, name: 'Alex & Jordan' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Photos/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Home/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Desktop' }));
    expect(screen.getByRole('region', { name: 'Preview at desktop width' })).toBeInTheDocument();

    await userEvent.click(screen.getAllByRole('button', { name: 'Publish' })[0]!);
    expect(api.saveSettings).toHaveBeenCalledWith({ section: 'publish', body: { published: true } });
    expect(await screen.findByText('Published. Guests can open', { exact: false })).toBeInTheDocument();
  });

  it('switches pages on, moves them with the buttons, and saves a page’s fields after checking them', async () => {
    api.get.mockResolvedValue(answer);
    api.savePage.mockResolvedValue(answer);
    // The server answers with the order it saved.
    api.reorder.mockImplementation(({ kinds }) =>
      Promise.resolve({ ...answer, pages: kinds.map((kind, position) => ({ ...answer.pages.find((p) => p.kind === kind)!, position })) }),
    );
    mount('/wedding-planning/website');
    await userEvent.click(await screen.findByRole('checkbox', { name: /Photos/ }));
    expect(api.savePage).toHaveBeenCalledWith({ kind: 'PHOTOS', body: { enabled: true } });

    await userEvent.click(screen.getByRole('button', { name: 'Move Schedule up' }));
    expect(api.reorder).toHaveBeenCalledWith({ kinds: ['HOME', 'SCHEDULE', 'STORY', ...PAGE_KINDS.slice(3)] });
    // Schedule is now second: it cannot pass Home.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Schedule up' })).toBeDisabled());
    expect(await screen.findByText('Page order saved.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Travel & hotels' }));
    const form = screen.getByRole('form', { name: 'Travel & hotels' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add a place' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save page' }));
    // Checked with the server's schema first: the empty name is marked and focused, nothing sent.
    expect(within(form).getByText('Enter the place’s name.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Name')).toHaveFocus();
    api.savePage.mockClear();
    await userEvent.type(within(form).getByLabelText('Name'), 'The Wythe Hotel');
    await userEvent.type(within(form).getByLabelText('Address (for the map link)'), '80 Wythe Ave, Brooklyn');
    await userEvent.click(within(form).getByRole('button', { name: 'Save page' }));
    await waitFor(() => expect(api.savePage).toHaveBeenCalledTimes(1));
    expect(api.savePage.mock.calls[0]![0]).toMatchObject({
      kind: 'TRAVEL',
      body: { content: { places: [{ kind: 'HOTEL', name: 'The Wythe Hotel', address: '80 Wythe Ave, Brooklyn', note: '', url: '' }] } },
    });
    expect(await within(form).findByText('Saved. The preview shows your change.')).toBeInTheDocument();
  });

  it('changes theme from the picker', async () => {
    api.get.mockResolvedValue(answer);
    api.saveSettings.mockResolvedValue({ ...answer, website: { ...answer.website, theme: 'midnight' } });
    mount('/wedding-planning/website');
    await userEvent.click(await screen.findByRole('tab', { name: 'Theme' }));
    expect(screen.getAllByRole('radio')).toHaveLength(12);
    expect(screen.getByRole('radio', { name: /Garden/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /Midnight/ }));
    expect(api.saveSettings).toHaveBeenCalledWith({ section: 'theme', body: { theme: 'midnight' } });
    expect(await screen.findByText('Theme changed to Midnight. Your pages are as they were.')).toBeInTheDocument();
  });

  it('asks a signed-out visitor to log in', () => {
    mount('/wedding-planning/website', GUEST_CONTEXT);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/account/login?next=%2Fwedding-planning%2Fwebsite');
    expect(api.get).not.toHaveBeenCalled();
  });
});

describe('the guest’s page', () => {
  it('asks for the password of a protected site, says when it is wrong, and opens with the right one', async () => {
    api.publicSite.mockRejectedValue(
      new HttpError({ message: 'This wedding website is password protected.', status: 401, code: 'website_password' }),
    );
    api.unlock
      .mockRejectedValueOnce(new HttpError({ message: 'That password is not right. Please check it and try again.', status: 403 }))
      .mockResolvedValueOnce(site);
    mount('/wedding/alex-and-jordan', GUEST_CONTEXT);
    const field = await screen.findByLabelText('Site password');
    await userEvent.type(field, 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Open the website' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That password is not right.');
    await userEvent.clear(field);
    await userEvent.type(field, 'june-twelve{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Alex & Jordan' })).toBeInTheDocument();
    expect(api.unlock).toHaveBeenLastCalledWith({ slug: 'alex-and-jordan', password: 'june-twelve' });
  });

  it('says so when there is no such site', async () => {
    api.publicSite.mockRejectedValue(new HttpError({ message: 'We could not find that wedding website.', status: 404 }));
    mount('/wedding/nobody', GUEST_CONTEXT);
    expect(await screen.findByRole('heading', { name: 'We couldn’t find that wedding website' })).toBeInTheDocument();
  });

  it('finds the invitation by name, then sends each person’s answer for each event with meals', async () => {
    const open = { ...site, pages: [{ kind: 'RSVP' as const, anchor: 'rsvp', title: 'RSVP', ...emptyPage }] };
    api.publicSite.mockResolvedValue(open);
    const invitation = {
      key: '7.abcdefghijklmnopqrstuvwxyz',
      household: 'The Garcia family',
      people: [
        { id: 1, name: 'Maria Garcia' },
        { id: 2, name: 'Tom Garcia' },
      ],
      events: [
        {
          id: 5,
          name: 'Ceremony',
          date: '2099-06-12',
          time: '4:00 PM',
          place: 'St. Ann’s',
          meals: [
            { id: 9, name: 'Fish' },
            { id: 10, name: 'Chicken' },
          ],
        },
        { id: 6, name: 'Brunch', date: '2099-06-13', time: '10:30 AM', place: 'The Grey', meals: [] },
      ],
      answers: [],
      deadline: '2099-05-01',
      open: true,
    };
    api.rsvpFind.mockResolvedValue(invitation);
    api.rsvpSave.mockImplementation(({ body }) =>
      Promise.resolve({
        ...invitation,
        answers: body.answers.map((a) => ({ meal_option_id: null, dietary_notes: '', song_request: '', ...a })),
      }),
    );
    mount('/wedding/alex-and-jordan', GUEST_CONTEXT);
    const rsvp = await screen.findByRole('region', { name: 'RSVP' });
    await userEvent.type(within(rsvp).getByLabelText('First name'), 'Maria');
    await userEvent.type(within(rsvp).getByLabelText('Last name'), 'Garcia');
    await userEvent.click(within(rsvp).getByRole('button', { name: 'Find my invitation' }));
    expect(await within(rsvp).findByRole('heading', { name: 'The Garcia family' })).toHaveFocus();
    expect(api.rsvpFind).toHaveBeenCalledWith({ slug: 'alex-and-jordan', body: { first_name: 'Maria', last_name: 'Garcia' } });
    expect(within(rsvp).getByText('You can change your answers until Friday, May 1, 2099.', { exact: false })).toBeInTheDocument();

    const ceremony = within(rsvp).getByRole('group', { name: /^Ceremony/ });
    await userEvent.click(within(within(ceremony).getByRole('group', { name: 'Maria Garcia' })).getByLabelText('Joyfully accepts'));
    await userEvent.selectOptions(within(ceremony).getByLabelText('Meal for Maria Garcia'), 'Fish');
    await userEvent.type(within(ceremony).getByLabelText('A song that will get Maria Garcia dancing (optional)'), 'September');
    await userEvent.click(within(within(ceremony).getByRole('group', { name: 'Tom Garcia' })).getByLabelText('Regretfully declines'));
    expect(within(ceremony).queryByLabelText('Meal for Tom Garcia')).toBeNull();
    expect(within(ceremony).queryByLabelText(/Tom Garcia dancing/)).toBeNull();
    await userEvent.click(within(rsvp).getByRole('button', { name: 'Send my RSVP' }));
    await waitFor(() => expect(api.rsvpSave).toHaveBeenCalledTimes(1));
    expect(api.rsvpSave.mock.calls[0]![0]).toEqual({
      slug: 'alex-and-jordan',
      body: {
        key: invitation.key,
        email: '',
        answers: [
          { guest_id: 1, event_id: 5, status: 'ATTENDING', meal_option_id: 9, dietary_notes: '', song_request: 'September' },
          { guest_id: 2, event_id: 5, status: 'DECLINED', meal_option_id: null, dietary_notes: '', song_request: '' },
        ],
      },
    });
    expect(await within(rsvp).findByText('Thank you! Your answers are saved.')).toHaveFocus();
  });
});
