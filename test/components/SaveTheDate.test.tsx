import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeStore } from '../../src/app/store';
import type { CatalogueAnswer, DesignCard } from '../../src/contracts/paper';
import { defaultWording, type RecipientCard, type SendDetail, type StdOverview } from '../../src/contracts/saveTheDate';
import { saveTheDateApi } from '../../src/features/saveTheDate/saveTheDateApi';
import { coupleContext } from '../setup/userFixtures';
import { HttpError } from '../../src/lib/http';
import DigitalSaveTheDatePage from '../../src/routes/saveTheDate/DigitalSaveTheDatePage';
import RecipientCardPage from '../../src/routes/saveTheDate/RecipientCardPage';

jest.mock('../../src/features/saveTheDate/saveTheDateApi');
const api = jest.mocked(saveTheDateApi);

const wedding = { owner_first_name: 'Sam', partner_first_name: 'Riley', wedding_date: '2026-09-19', city: 'Hudson', state_province: 'NY' };

const overview: StdOverview = {
  wedding,
  defaults: { SAVE_THE_DATE: defaultWording('SAVE_THE_DATE', wedding), CHANGE_THE_DATE: defaultWording('CHANGE_THE_DATE', wedding) },
  households: [
    { id: 1, display_name: 'The Garcias', email: 'garcia@example.com', tag_ids: [5], event_ids: [], unsubscribed: false },
    { id: 2, display_name: 'The Okafors', email: '', tag_ids: [5], event_ids: [], unsubscribed: false },
    { id: 3, display_name: 'The Lees', email: 'lee@example.com', tag_ids: [], event_ids: [], unsubscribed: false },
  ],
  tags: [{ id: 5, name: 'Family' }],
  events: [],
  sends: [],
  website_path: null,
};

const designCard = (slug: string, name: string): DesignCard => ({
  slug,
  name,
  card_type: 'SAVE_THE_DATE',
  suite: { slug: 'petal', name: 'Petal' },
  style: 'botanical',
  format: '5x7',
  shapes: ['rectangle'],
  has_foil: false,
  has_photo: false,
  from_price_cents: 150,
  position: 1,
  colourways: [
    { key: 'blush', name: 'Blush', family: 'blush', paper: '#fff8f5', ink: '#3a2a2a', accent: '#d48a8a' },
    { key: 'sage', name: 'Sage', family: 'green', paper: '#f7faf5', ink: '#22302a', accent: '#6b8f71' },
  ],
});
const catalogue = { designs: [designCard('petal-std', 'Petal'), designCard('deco-std', 'Deco')] } as CatalogueAnswer;

const detail = (over: Partial<SendDetail> = {}): SendDetail => ({
  id: 9,
  card_type: 'SAVE_THE_DATE',
  design_name: 'Petal',
  status: 'DONE',
  created_at: '2026-11-26T10:00:00Z',
  completed_at: '2026-11-26T10:01:00Z',
  resend_of: null,
  counts: { total: 1, queued: 0, delivered: 1, failed: 0, skipped: 0, opened: 0, clicked: 0 },
  card: {
    card_type: 'SAVE_THE_DATE',
    design: 'petal-std',
    design_name: 'Petal',
    colourway: 'sage',
    colourway_name: 'Sage',
    paper: '#f7faf5',
    ink: '#22302a',
    accent: '#6b8f71',
    art_url: '/media/paper/v3/petal-std/sage/front-rectangle-640.svg',
    animated: true,
    wording: overview.defaults.SAVE_THE_DATE,
  },
  recipients: [
    {
      id: 1,
      household_id: 1,
      name: 'The Garcias',
      email: 'garcia@example.com',
      state: 'DELIVERED',
      attempts: 1,
      delivered_at: '2026-11-26T10:00:30Z',
      opened_at: null,
      clicked_at: null,
      error: null,
    },
  ],
  ...over,
});

function renderAt(path: string) {
  const base = makeStore().getState();
  const store = makeStore({ user: { ...base.user, status: 'succeeded', context: coupleContext() } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/wedding-planning/digital/save-the-date" element={<DigitalSaveTheDatePage />} />
          <Route path="/wedding-planning/digital/save-the-date/card/:token" element={<RecipientCardPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

beforeEach(() => jest.resetAllMocks());

describe('<DigitalSaveTheDatePage> (issue 30)', () => {
  it('pre-fills the wording, previews the chosen design, lists who cannot be reached, and sends the choice', async () => {
    api.overview.mockResolvedValue(overview);
    api.designs.mockResolvedValue(catalogue);
    api.create.mockResolvedValue(detail({ status: 'SENDING', counts: { ...detail().counts, queued: 1, delivered: 0 } }));
    api.send.mockResolvedValue(detail());
    renderAt('/wedding-planning/digital/save-the-date');

    expect(await screen.findByLabelText(/Your names/)).toHaveValue('Sam & Riley');
    expect(screen.getByLabelText(/^Date/)).toHaveValue('Saturday, September 19, 2026');
    await userEvent.click(await screen.findByRole('radio', { name: 'Deco' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Sage' }));
    const headline = screen.getByLabelText(/Headline/);
    await userEvent.clear(headline);
    await userEvent.type(headline, 'Hold the date');
    const preview = screen.getByRole('figure');
    expect(within(preview).getByRole('heading', { name: 'Hold the date' })).toBeInTheDocument();
    const picture = within(preview).getByRole('img');
    expect(picture).toHaveAttribute(
      'alt',
      'Hold the date, Sam & Riley, Saturday, September 19, 2026, Hudson, NY, Formal invitation to follow.',
    );
    expect(picture).toHaveAttribute(
      'src',
      expect.stringMatching(
        /^\/web-api\/v2\/wedding\/save-the-dates\/preview\.svg\?design=deco-std&colourway=sage&headline=Hold\+the\+date&/,
      ),
    );

    expect(screen.getByText('2 households will get your card.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Households with a tag' }));
    expect(screen.getByText('1 household will get your card.')).toBeInTheDocument();
    expect(screen.getByText('1 household is not reachable (no email, or unsubscribed)')).toBeInTheDocument();
    expect(screen.getByText('The Okafors: no email address')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send to 1 household' }));
    expect(api.create).toHaveBeenCalledWith({
      card_type: 'SAVE_THE_DATE',
      design: 'deco-std',
      colourway: 'sage',
      animated: true,
      wording: { ...overview.defaults.SAVE_THE_DATE, headline: 'Hold the date' },
      recipients: { mode: 'TAG', tag_id: 5 },
    });
    expect(await screen.findByText('Finished: delivered to 1 of 1.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Recipients' });
    expect(within(table).getByRole('rowheader', { name: /The Garcias/ })).toBeInTheDocument();
    expect(within(table).getByText('Delivered')).toBeInTheDocument();
  });

  it('resends to those who did not open, and shows the server’s refusal', async () => {
    api.overview.mockResolvedValue({ ...overview, sends: [detail()] });
    api.designs.mockResolvedValue(catalogue);
    api.send.mockResolvedValue(detail());
    api.resend.mockRejectedValue(new HttpError({ message: 'This card is still being sent. Resend once it has finished.', status: 409 }));
    renderAt('/wedding-planning/digital/save-the-date');
    await userEvent.click(await screen.findByRole('button', { name: 'See recipients' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Resend to 1 who did not open' }));
    expect(api.resend).toHaveBeenCalledWith(9);
    expect(await screen.findByRole('alert')).toHaveTextContent('This card is still being sent.');
  });
});

describe('<RecipientCardPage>', () => {
  const card: RecipientCard = {
    card: detail().card,
    household_name: 'The Garcias',
    couple_names: 'Sam & Riley',
    wedding_date: '2026-09-19',
    website_url: '/web-api/v2/save-the-date/tok/website',
    calendar_url: '/web-api/v2/save-the-date/tok/calendar.ics',
    unsubscribed: false,
  };

  it('shows the card, the calendar file and the website, and unsubscribes at once', async () => {
    api.card.mockResolvedValue(card);
    api.unsubscribe.mockResolvedValue({ unsubscribed: true, message: 'You won’t get any more save-the-date emails from this couple.' });
    renderAt('/wedding-planning/digital/save-the-date/card/tok_abcdefghijklmnopqrstuvwxyz?unsubscribe=1');
    expect(await screen.findByText('For The Garcias')).toBeInTheDocument();
    expect(api.card).toHaveBeenCalledWith('tok_abcdefghijklmnopqrstuvwxyz');
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', card.calendar_url);
    expect(screen.getByRole('link', { name: 'Visit our wedding website' })).toHaveAttribute('href', card.website_url);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You won’t get any more save-the-date emails from this couple.');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('says plainly when the link opens no card', async () => {
    api.card.mockRejectedValue(new HttpError({ message: 'This link doesn’t open a card.', status: 404 }));
    renderAt('/wedding-planning/digital/save-the-date/card/unknown_token_abcdefghijk');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link doesn’t open a card.');
  });
});
