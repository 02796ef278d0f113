import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { makeStore } from '../../src/app/store';
import {
  COLOUR_FAMILIES,
  COLOUR_LABELS,
  PAPER_CATALOGUES,
  facetCounts,
  filterDesigns,
  parsePaperFilters,
  tiersFor,
  type CatalogueAnswer,
  type DesignCard,
  type DesignDetail,
} from '../../src/contracts/paper';
import { paperApi } from '../../src/features/paper/paperApi';
import { HttpError } from '../../src/lib/http';
import CataloguePage from '../../src/routes/paper/CataloguePage';
import DesignPage from '../../src/routes/paper/DesignPage';
import SamplesPage from '../../src/routes/paper/SamplesPage';
import { PaperHomePage, UniversalPage, UniversalRedirect } from '../../src/routes/paper/PaperHomePage';

jest.mock('../../src/features/paper/paperApi');
const api = jest.mocked(paperApi);

const card = (over: Partial<DesignCard>): DesignCard => ({
  slug: 'x',
  name: 'X',
  card_type: 'INVITATION',
  suite: { slug: 's', name: 'Suite' },
  style: 'classic',
  format: '5x7',
  shapes: ['rectangle'],
  has_foil: false,
  has_photo: false,
  from_price_cents: 205,
  position: 0,
  colourways: [{ key: 'ivory', name: 'Ivory', family: 'white', paper: '#fff', ink: '#000', accent: '#888' }],
  ...over,
});
const designs = [
  card({
    slug: 'meadow-inv',
    name: 'Meadow Invitation',
    style: 'botanical',
    position: 1,
    colourways: [
      { key: 'meadow', name: 'Meadow', family: 'green', paper: '#fff', ink: '#000', accent: '#6f8f6a' },
      { key: 'blush', name: 'Blush', family: 'blush', paper: '#fff', ink: '#000', accent: '#c98a86' },
    ],
  }),
  card({
    slug: 'deco-inv',
    name: 'Deco Invitation',
    style: 'art-deco',
    position: 2,
    has_foil: true,
    from_price_cents: 269,
    colourways: [
      { key: 'onyx', name: 'Onyx & Gold', family: 'black', paper: '#111', ink: '#fff', accent: '#c9a227' },
      { key: 'emerald', name: 'Emerald', family: 'green', paper: '#123', ink: '#fff', accent: '#c9a227' },
    ],
  }),
  card({
    slug: 'citrus-inv',
    name: 'Citrus Invitation',
    style: 'whimsical',
    position: 3,
    from_price_cents: 159,
    colourways: [{ key: 'lemon', name: 'Lemon', family: 'gold', paper: '#fff', ink: '#000', accent: '#e9c23a' }],
  }),
];

/** The server's answer for a query, computed with the same rules the server uses. */
function answerFor({ query }: { slug: string; query: string }): Promise<CatalogueAnswer> {
  const filters = parsePaperFilters(new URLSearchParams(query));
  const shown = filterDesigns(designs, filters);
  return Promise.resolve({
    catalogue: {
      slug: 'invitations',
      title: 'Wedding invitations',
      intro: '',
      path: '/wedding-planning/invitations',
      card_types: ['INVITATION'],
    },
    total: shown.length,
    designs: shown,
    facets: facetCounts(designs, filters),
  });
}

function Probe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function openPage(path: string) {
  const store = makeStore();
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/wedding-planning/invitations" element={<CataloguePage />} />
          <Route path="/wedding-planning/paper/design/:slug" element={<DesignPage />} />
          <Route path="/wedding-planning/paper/samples" element={<SamplesPage />} />
          <Route path="/wedding-planning/paper" element={<PaperHomePage />} />
          <Route path="/universal" element={<UniversalPage />} />
          <Route path="/wedding-planning/universal" element={<UniversalRedirect />} />
        </Routes>
        <Probe />
      </MemoryRouter>
    </Provider>,
  );
}
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  jest.resetAllMocks();
  window.localStorage.clear();
});

describe('<CataloguePage> filters kept in the URL', () => {
  it('reads the filters from the URL, asks the server for them, and shows the count', async () => {
    api.catalogue.mockImplementation(answerFor);
    openPage('/wedding-planning/invitations?colour=green');
    expect(await screen.findByText('2 designs')).toBeInTheDocument();
    expect(api.catalogue).toHaveBeenCalledWith({ slug: 'invitations', query: 'colour=green' });
    expect(screen.getByRole('checkbox', { name: /^Green/ })).toBeChecked();
    const grid = screen.getByRole('list', { name: 'Wedding invitations' });
    expect(within(grid).getAllByRole('article')).toHaveLength(2);
    // A colour filter shows each design in its matching colourway.
    expect(within(grid).getByRole('link', { name: 'Deco Invitation' })).toHaveAttribute(
      'href',
      '/wedding-planning/paper/design/deco-inv?colourway=emerald',
    );
  });

  it('a filter ticked is written to the URL and the catalogue reloads for it', async () => {
    api.catalogue.mockImplementation(answerFor);
    openPage('/wedding-planning/invitations');
    expect(await screen.findByText('3 designs')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /^Green\W+2 designs$/ }));
    expect(location()).toBe('/wedding-planning/invitations?colour=green');
    expect(await screen.findByText('2 designs')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /^Gold & yellow/ }));
    // Lists keep their commas (and the filter list's order).
    expect(location()).toBe('/wedding-planning/invitations?colour=gold,green');
    expect(await screen.findByText('3 designs')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /^Gold & yellow/ }));
    expect(location()).toBe('/wedding-planning/invitations?colour=green');
    await userEvent.click(screen.getByRole('checkbox', { name: /^Foil available/ }));
    expect(location()).toBe('/wedding-planning/invitations?colour=green&foil=1');
    expect(await screen.findByText('1 design')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price-asc');
    expect(location()).toBe('/wedding-planning/invitations?colour=green&foil=1&sort=price-asc');
    expect(api.catalogue).toHaveBeenLastCalledWith({ slug: 'invitations', query: 'colour=green&foil=1&sort=price-asc' });
  });

  it('every colour is offered with its count; colours with none are disabled', async () => {
    api.catalogue.mockImplementation(answerFor);
    openPage('/wedding-planning/invitations');
    await screen.findByText('3 designs');
    for (const family of COLOUR_FAMILIES)
      expect(screen.getByRole('checkbox', { name: new RegExp(`^${COLOUR_LABELS[family]}`) })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^Purple & lilac\W+0 designs$/ })).toBeDisabled();
  });

  it('shows an empty state whose button clears the filters', async () => {
    api.catalogue.mockImplementation(answerFor);
    openPage('/wedding-planning/invitations?colour=gold&foil=1&sort=name');
    expect(await screen.findByText('No designs match these filters.')).toBeInTheDocument();
    // The empty state's button (the filter panel has its own).
    const buttons = screen.getAllByRole('button', { name: 'Clear all filters' });
    expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[1]!);
    expect(location()).toBe('/wedding-planning/invitations?sort=name');
    expect(await screen.findByText('3 designs')).toBeInTheDocument();
  });

  it('shows the server’s message when the catalogue cannot load', async () => {
    api.catalogue.mockRejectedValue(new HttpError({ message: 'Please wait a few moments and try again.', status: 429 }));
    openPage('/wedding-planning/invitations');
    expect(await screen.findByText('Please wait a few moments and try again.')).toBeInTheDocument();
  });
});

const detail: DesignDetail = {
  ...designs[1]!,
  description: 'A stepped art-deco frame.',
  typefaces: ['small-caps'],
  text_slots: [],
  tiers: tiersFor('luxe', 'INVITATION'),
  options: [
    { kind: 'STOCK', key: 'signature', label: 'Signature matte', description: '120 lb', price_cents: 0, swatch: null },
    { kind: 'STOCK', key: 'cotton', label: 'Cotton', description: '220 lb', price_cents: 60, swatch: null },
    { kind: 'FOIL', key: 'none', label: 'No foil', description: 'Ink only', price_cents: 0, swatch: null },
    { kind: 'FOIL', key: 'gold', label: 'Gold foil', description: 'Pressed', price_cents: 75, swatch: '#c9a227' },
    { kind: 'ENVELOPE', key: 'white', label: 'White', description: 'Included', price_cents: 0, swatch: '#ffffff' },
    { kind: 'ENVELOPE', key: 'black', label: 'Black', description: 'Deep black', price_cents: 10, swatch: '#1f1f22' },
    { kind: 'LINER', key: 'none', label: 'No liner', description: 'A plain envelope', price_cents: 0, swatch: null },
    { kind: 'LINER', key: 'pattern', label: 'Pattern liner', description: 'The motif', price_cents: 55, swatch: null },
  ],
  suite_pieces: [card({ slug: 'deco-rsvp', name: 'Deco RSVP card', card_type: 'RSVP' })],
};

describe('<DesignPage>', () => {
  it('switches colourway (picture and URL), side, and prices the options and quantity', async () => {
    api.design.mockResolvedValue(detail);
    openPage('/wedding-planning/paper/design/deco-inv');
    const preview = await screen.findByTestId('design-preview');
    expect(preview).toHaveAttribute('src', '/media/paper/v3/deco-inv/onyx/front-rectangle-640.svg');
    await userEvent.click(screen.getByRole('radio', { name: 'Emerald' }));
    expect(location()).toBe('/wedding-planning/paper/design/deco-inv?colourway=emerald');
    expect(screen.getByTestId('design-preview')).toHaveAttribute('src', '/media/paper/v3/deco-inv/emerald/front-rectangle-640.svg');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('design-preview')).toHaveAttribute('src', '/media/paper/v3/deco-inv/emerald/back-rectangle-640.svg');
    // 100 cards of the luxe tier: $2.99 each.
    expect(screen.getByTestId('paper-total')).toHaveTextContent('$299');
    await userEvent.click(screen.getByRole('radio', { name: /Gold foil/ }));
    expect(screen.getByTestId('paper-total')).toHaveTextContent('$374');
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '200');
    expect(screen.getByTestId('paper-total')).toHaveTextContent('$688');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '5');
    expect(screen.getByText('Choose a quantity from 10 to 500.')).toBeInTheDocument();
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('link', { name: 'Deco RSVP card' })).toBeInTheDocument();
    // The envelope shown follows the envelope and liner chosen.
    expect(screen.getByText('White envelope')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /^Black/ }));
    await userEvent.click(screen.getByRole('radio', { name: /^Pattern liner/ }));
    expect(screen.getByText('Black envelope with pattern liner')).toBeInTheDocument();
  });

  it('adds a free sample of the colourway shown, once', async () => {
    api.design.mockResolvedValue(detail);
    openPage('/wedding-planning/paper/design/deco-inv?colourway=emerald');
    await userEvent.click(await screen.findByRole('button', { name: 'Add a free sample' }));
    expect(screen.getByRole('button', { name: 'In your sample box' })).toBeDisabled();
    expect(screen.getByText(/1 of 5 free samples chosen/)).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('confetti.paperSamples')!)).toEqual([
      expect.objectContaining({ design: 'deco-inv', colourway: 'emerald', colourway_name: 'Emerald' }),
    ]);
  });

  it('says so when the design does not exist', async () => {
    api.design.mockRejectedValue(new HttpError({ message: 'We could not find that design. It may have been retired.', status: 404 }));
    openPage('/wedding-planning/paper/design/gone');
    expect(await screen.findByRole('heading', { name: 'Design not found' })).toBeInTheDocument();
  });
});

describe('<SamplesPage>', () => {
  it('checks the address, orders the box and confirms with the order number', async () => {
    window.localStorage.setItem(
      'confetti.paperSamples',
      JSON.stringify([
        {
          design: 'deco-inv',
          colourway: 'emerald',
          name: 'Deco Invitation',
          colourway_name: 'Emerald',
          card_type: 'INVITATION',
          shape: 'rectangle',
        },
      ]),
    );
    api.orderSamples.mockResolvedValue({
      order_number: 'PS-0A1B2C3D',
      email: 'maya@example.com',
      ship_to: { name: 'Maya Okafor', address1: '12 Orchard Lane', address2: '', city: 'Hudson', state_code: 'NY', zip_code: '12534' },
      samples: [{ design: 'deco-inv', colourway: 'emerald', name: 'Deco Invitation', colourway_name: 'Emerald', card_type: 'INVITATION' }],
      samples_left: 4,
    });
    // The page's first event loads the domain, which restores the stored box.
    openPage('/wedding-planning/paper/samples');
    expect(await screen.findByRole('link', { name: 'Deco Invitation' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Order 1 free sample' }));
    expect(api.orderSamples).not.toHaveBeenCalled();
    expect(screen.getByText('Please enter a 5-digit ZIP code.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'maya@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: /Full name/ }), 'Maya Okafor');
    await userEvent.type(screen.getByRole('textbox', { name: /Street address/ }), '12 Orchard Lane');
    await userEvent.type(screen.getByRole('textbox', { name: /City/ }), 'Hudson');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /State/ }), 'NY');
    await userEvent.type(screen.getByRole('textbox', { name: /ZIP/ }), '12534');
    await userEvent.click(screen.getByRole('button', { name: 'Order 1 free sample' }));
    expect(api.orderSamples).toHaveBeenCalledWith(
      expect.objectContaining({
        email: 'maya@example.com',
        state_code: 'NY',
        zip_code: '12534',
        samples: [{ design: 'deco-inv', colourway: 'emerald' }],
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Your samples are on their way' })).toHaveFocus();
    expect(screen.getByText('PS-0A1B2C3D')).toBeInTheDocument();
    expect(screen.getByText('You can order 4 more free samples.')).toBeInTheDocument();
    expect(screen.getByText(/Your sample box is empty/)).toBeInTheDocument();
  });
});

describe('the paper home and /universal', () => {
  const home = {
    catalogues: PAPER_CATALOGUES.map((c, i) => ({ slug: c.slug, title: c.title, path: c.path, count: i + 1, cover: designs[0]! })),
    featured_suites: [
      { slug: 'meadow', name: 'Wildflower Meadow', style: 'botanical' as const, description: 'Wildflowers.', pieces: designs },
    ],
  };

  it('lists every card type with its count, and the featured suites', async () => {
    api.home.mockResolvedValue(home);
    openPage('/wedding-planning/paper');
    expect(await screen.findByRole('link', { name: 'Wedding invitations 1 design' })).toHaveAttribute(
      'href',
      '/wedding-planning/invitations',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Wildflower Meadow' })).toBeInTheDocument();
    const tiles = screen.getAllByRole('link', { name: / designs?$/ }).map((l) => l.getAttribute('href'));
    expect(tiles[0]).toBe('/wedding-planning/invitations');
  });

  it('/wedding-planning/universal is the guests’ page, paper for any occasion first', async () => {
    api.home.mockResolvedValue(home);
    openPage('/wedding-planning/universal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Paper for every occasion' })).toBeInTheDocument();
    expect(location()).toBe('/universal');
    await screen.findByRole('link', { name: /^Holiday cards \d+ designs$/ });
    const tiles = screen.getAllByRole('link', { name: / designs?$/ }).map((l) => l.getAttribute('href'));
    expect(tiles.slice(0, 3)).toEqual([
      '/wedding-planning/thank-you-cards',
      '/wedding-planning/holiday-cards',
      '/wedding-planning/bridal-shower',
    ]);
    // No suites for a guest's occasions.
    expect(screen.queryByRole('heading', { name: 'Featured suites' })).not.toBeInTheDocument();
  });
});
