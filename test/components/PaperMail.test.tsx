import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeStore } from '../../src/app/store';
import { thankYouWording, type EnvelopesOverview, type ThankYouOverview } from '../../src/contracts/paperMail';
import { paperMailApi } from '../../src/features/paperMail/paperMailApi';
import { coupleContext } from '../setup/userFixtures';
import { HttpError } from '../../src/lib/http';
import EnvelopesPage from '../../src/routes/paperMail/EnvelopesPage';
import ThankYouCardsPage from '../../src/routes/paperMail/ThankYouCardsPage';

jest.mock('../../src/features/paperMail/paperMailApi');
const api = jest.mocked(paperMailApi);

const envelopes: EnvelopesOverview = {
  project: { id: 3, name: 'Wildflower Meadow Invitation' },
  envelope: { name: 'A7', width: 7.25, height: 5.25, format: '5x7', label: 'A7 envelope, 7.25 × 5.25 in (for 5 × 7 in cards)' },
  name_style: 'LABEL',
  households: [
    {
      id: 1,
      display_name: 'The Garcia family',
      envelope_name: 'The Garcia family',
      address_lines: ['12 Orchard Lane', 'Hudson, NY 12534'],
      has_address: true,
      tag_ids: [5],
      event_ids: [],
    },
    {
      id: 2,
      display_name: 'The Okafors',
      envelope_name: 'The Okafors',
      address_lines: [],
      has_address: false,
      tag_ids: [5],
      event_ids: [],
    },
    {
      id: 3,
      display_name: 'The Lees',
      envelope_name: 'The Lees',
      address_lines: ['9 Elm St', 'Austin, TX 78701'],
      has_address: true,
      tag_ids: [],
      event_ids: [],
    },
  ],
  printable: 2,
  missing: [{ id: 2, display_name: 'The Okafors' }],
  collect_path: '/wedding-planning/guests/collect/abc',
  tags: [{ id: 5, name: 'Family' }],
  events: [],
  return_address: {
    name: 'Alex & Jordan',
    address1: '1 Main St',
    address2: '',
    city: 'Brooklyn',
    state_province: 'NY',
    postal_code: '11201',
    country: '',
  },
};

const gift = (id: number, giver: string, email: string | null, name: string) => ({
  gift_id: id,
  giver_name: giver,
  giver_email: email,
  gift_name: name,
  kind: 'PRODUCT' as const,
  received_at: '2026-11-20T10:00:00Z',
  amount_cents: 5000,
  address_lines: null,
  address_source: null,
  wording: thankYouWording('PRODUCT', giver, name, 'Alex & Jordan'),
});
const thankYous: ThankYouOverview = {
  couple: 'Alex & Jordan',
  gifts: [gift(7, 'Casey Guest', 'casey@givers.test', 'Stand mixer'), gift(8, 'Pat Post', null, 'Picnic basket')],
  designs: [
    {
      slug: 'petal-thanks',
      name: 'Petal',
      colourways: [{ key: 'blush', name: 'Blush' }],
      art_url: '/media/paper/v3/petal-thanks/blush/front-rectangle-320.svg',
    },
  ],
  notes: [],
};

function renderAt(path: string) {
  const base = makeStore().getState();
  const store = makeStore({ user: { ...base.user, status: 'succeeded', context: coupleContext() } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/wedding-planning/paper/envelopes" element={<EnvelopesPage />} />
          <Route path="/wedding-planning/thank-you-cards/send" element={<ThankYouCardsPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

beforeEach(() => {
  jest.resetAllMocks();
  api.envelopesPdfUrl.mockImplementation((search) => `/web-api/v2/wedding/paper/envelopes.pdf?${search}`);
});

describe('<EnvelopesPage> (issue 30)', () => {
  it('previews the chosen households’ envelopes, lists those without an address with the link, and links the PDF', async () => {
    api.envelopes.mockResolvedValue(envelopes);
    renderAt('/wedding-planning/paper/envelopes?project=3');
    expect(await screen.findByText('2 envelopes are ready to print.')).toBeInTheDocument();
    expect(api.envelopes).toHaveBeenCalledWith('project=3&mode=ALL&name_style=LABEL');
    expect(screen.getByRole('link', { name: 'Wildflower Meadow Invitation' })).toHaveAttribute('href', '/wedding-planning/projects/3');
    expect(screen.getByRole('status')).toHaveTextContent('2 envelopes are ready to print.');
    const garcia = screen.getByRole('group', { name: 'Envelope to The Garcia family' });
    expect(garcia).toHaveTextContent('12 Orchard Lane');
    expect(garcia).toHaveTextContent('Alex & Jordan');
    expect(screen.getByRole('heading', { name: '1 household has no mailing address yet' })).toBeInTheDocument();
    expect(screen.getByText('The Okafors')).toBeInTheDocument();
    expect(screen.getByText(/\/wedding-planning\/guests\/collect\/abc$/)).toBeInTheDocument();

    // By tag: only the Garcias print; the return address edited goes into the PDF's address.
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Households with a tag' }));
    expect(screen.getByRole('status')).toHaveTextContent('1 envelope is ready to print.');
    expect(screen.queryByRole('group', { name: 'Envelope to The Lees' })).not.toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'The Morgans');
    const pdf = screen.getByRole('link', { name: 'Open the envelope PDF' });
    expect(pdf.getAttribute('href')).toContain('mode=TAG&tag=5&name_style=LABEL&return_name=The+Morgans&return_address1=1+Main+St');
  });

  it('reads the names again in the other style', async () => {
    api.envelopes.mockResolvedValue(envelopes);
    renderAt('/wedding-planning/paper/envelopes');
    await screen.findByText('2 envelopes are ready to print.');
    await userEvent.setup().click(screen.getByRole('radio', { name: /The guests’ names/ }));
    expect(api.envelopes).toHaveBeenLastCalledWith('mode=ALL&name_style=NAMES');
  });

  it('says why the guest list could not be read', async () => {
    api.envelopes.mockRejectedValue(new HttpError({ message: 'You have not set up your wedding yet.', status: 404 }));
    renderAt('/wedding-planning/paper/envelopes');
    expect(await screen.findByRole('alert')).toHaveTextContent('You have not set up your wedding yet.');
  });
});

describe('<ThankYouCardsPage> (issue 30)', () => {
  it('pre-fills each chosen gift’s wording from the table and sends the cards by email', async () => {
    api.thankYous.mockResolvedValue(thankYous);
    api.createThankYous.mockResolvedValue({
      notes: [
        {
          id: 1,
          gift_id: 7,
          channel: 'DIGITAL',
          giver_name: 'Casey Guest',
          to_email: 'casey@givers.test',
          gift_name: 'Stand mixer',
          state: 'QUEUED',
          paper_project_id: null,
          created_at: '',
          sent_at: null,
        },
      ],
      project_ids: [],
    });
    renderAt('/wedding-planning/thank-you-cards/send');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /Casey Guest.*Stand mixer/ }));
    expect(screen.getByRole('textbox', { name: /Heading for Casey Guest/ })).toHaveValue('Thank you, Casey');
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: /Letter to Casey Guest/ }).value).toContain(
      'Thank you so much for the Stand mixer.',
    );
    await user.clear(screen.getByRole('textbox', { name: /Heading for Casey Guest/ }));
    await user.type(screen.getByRole('textbox', { name: /Heading for Casey Guest/ }), 'Thanks, Casey!');
    api.thankYous.mockResolvedValue({ ...thankYous, gifts: [thankYous.gifts[1]!] });
    await user.click(screen.getByRole('button', { name: 'Send 1 thank-you email' }));
    expect(api.createThankYous).toHaveBeenCalledWith({
      channel: 'DIGITAL',
      design: 'petal-thanks',
      colourway: 'blush',
      batch: false,
      cards: [expect.objectContaining({ gift_id: 7, heading: 'Thanks, Casey!', note: 'for the Stand mixer. With love, Alex & Jordan' })],
    });
    expect(await screen.findByText('1 thank-you email is on the way.')).toBeInTheDocument();
  });

  it('asks for a paper card for a giver without email, and makes paper projects', async () => {
    api.thankYous.mockResolvedValue(thankYous);
    api.createThankYous.mockResolvedValue({ notes: [], project_ids: [4] });
    renderAt('/wedding-planning/thank-you-cards/send');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /Pat Post.*Picnic basket/ }));
    await user.click(screen.getByRole('button', { name: 'Send 1 thank-you email' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Pat Post left no email address. Send them a paper card instead.');
    expect(api.createThankYous).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: /Paper cards/ }));
    await user.click(screen.getByRole('button', { name: 'Make 1 paper card' }));
    expect(api.createThankYous).toHaveBeenCalledWith(
      expect.objectContaining({ channel: 'PAPER', cards: [expect.objectContaining({ gift_id: 8, message: '' })] }),
    );
  });

  it('lists paper cards to mail with their project, and marks them mailed', async () => {
    const paper = {
      id: 3,
      gift_id: 8,
      channel: 'PAPER' as const,
      giver_name: 'Pat Post',
      to_email: null,
      gift_name: 'Picnic basket',
      state: 'MADE' as const,
      paper_project_id: 4,
      created_at: '',
      sent_at: null,
    };
    api.thankYous.mockResolvedValue({ ...thankYous, notes: [paper] });
    api.markMailed.mockResolvedValue({ notes: [{ ...paper, state: 'MAILED' }] });
    renderAt('/wedding-planning/thank-you-cards/send');
    const list = await screen.findByRole('list', { name: 'Paper cards to mail' });
    expect(within(list).getByRole('link', { name: 'open the project' })).toHaveAttribute('href', '/wedding-planning/projects/4');
    api.thankYous.mockResolvedValue({ ...thankYous, notes: [{ ...paper, state: 'MAILED' }] });
    await userEvent.setup().click(within(list).getByRole('button', { name: 'Mark mailed' }));
    expect(api.markMailed).toHaveBeenCalledWith(4);
    expect(await screen.findByRole('cell', { name: 'Mailed' })).toBeInTheDocument();
  });
});
