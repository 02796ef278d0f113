import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { makeStore } from '../../src/app/store';
import { appRoutes } from '../../src/app/routeTable';
import { fetchUserContextActions } from '../../src/features/user/userSlice';
import { GUEST_CONTEXT, type UserContext } from '../../src/features/user/types';
import { coupleContext } from '../setup/userFixtures';
import { inspirationApi } from '../../src/features/inspiration/inspirationApi';
import { http } from '../../src/lib/http';
import type { BoardDetail, BrowseAnswer, WeddingCard, WeddingDetail } from '../../src/contracts/inspiration';
import InspirationPage from '../../src/routes/inspiration/InspirationPage';
import RealWeddingPage from '../../src/routes/inspiration/RealWeddingPage';
import StyleQuizPage from '../../src/routes/inspiration/StyleQuizPage';
import InspireRedirect from '../../src/routes/inspiration/InspireRedirect';

jest.mock('../../src/features/inspiration/inspirationApi');
const api = jest.mocked(inspirationApi);

const signedIn = coupleContext();

const photo = (id: number, caption: string, alt: string) => ({ id, src: `/p/${id}.svg`, srcset: `/p/${id}.svg 480w`, alt, caption });
const card = (slug: string, couple: string): WeddingCard => ({
  slug,
  title: `${couple}’s autumn wedding at a restored timber barn in Nashville`,
  couple,
  city: 'Nashville',
  state_code: 'TN',
  season: 'autumn',
  style: 'rustic',
  colours: ['terracotta', 'gold'],
  palette: ['#c66b3d', '#c9a227'],
  budget: '20k-40k',
  cover: photo(1, 'The venue in Nashville', 'The red barn reception under strings of lights, in autumn'),
});
const browse = (items: WeddingCard[], total = items.length): BrowseAnswer => ({
  items,
  total,
  page: 1,
  page_size: 12,
  facets: {
    season: [
      { value: 'spring', label: 'Spring', count: 0 },
      { value: 'autumn', label: 'Autumn', count: 5 },
    ],
    style: [{ value: 'rustic', label: 'Rustic barn', count: 5 }],
    colour: [{ value: 'gold', label: 'Gold', count: 3 }],
    state: [{ value: 'TN', label: 'TN', count: 2 }],
  },
});
const detail: WeddingDetail = {
  ...card('emma-and-jacob-nashville', 'Emma & Jacob'),
  story: ['Emma and Jacob wanted a restored timber barn from the start.', 'Everything was in terracotta and gold.'],
  wedding_date: '2025-10-18',
  guest_count: 140,
  photos: [
    photo(1, 'The venue in Nashville', 'The red barn reception under strings of lights, in autumn'),
    photo(2, 'The bouquet in terracotta and gold', 'The bouquet in terracotta and gold, with greenery'),
  ],
  vendors: [
    { role: 'Venue', name: 'Lakeside Barn', category_name: 'Reception Venues', href: '/wedding-vendors/wedding-venues/lakeside-barn-1' },
  ],
};
const board = (over: Partial<BoardDetail> = {}): BoardDetail => ({
  id: 4,
  name: 'Barn dreams',
  shared_with_partner: true,
  is_owner: true,
  owner_first_name: 'Alex',
  share_path: null,
  item_count: 0,
  cover: null,
  updated_at: '2026-11-26T10:00:00.000Z',
  items: [],
  ...over,
});

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function renderAt(path: string, routePath: string, element: React.ReactElement, context: UserContext = signedIn) {
  const store = makeStore();
  store.dispatch(fetchUserContextActions.succeeded({ arg: undefined, result: context }));
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={routePath} element={element} />
          <Route path="*" element={<p>Now at another page</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

beforeEach(() => {
  jest.resetAllMocks();
  jest.spyOn(http, 'request').mockResolvedValue({ data: { ...signedIn } });
  api.suggestions.mockResolvedValue({ answers: null, weddings: [], vendors: [] });
});

it('routes /inspiration, the quiz and /inspire; none is coming soon', () => {
  const byPath = new Map(appRoutes.map((r) => [r.path, r]));
  for (const p of ['/inspiration', '/inspiration/onboard', '/inspire', '/inspiration/weddings/:slug', '/inspiration/boards/:id'])
    expect(byPath.get(p)?.load).toBeDefined();
});

describe('browsing real weddings', () => {
  it('shows the weddings for the URL’s filters, and a filter changes the URL', async () => {
    api.browse.mockResolvedValue(browse([card('emma-and-jacob-nashville', 'Emma & Jacob')]));
    renderAt('/inspiration?season=autumn', '/inspiration', <InspirationPage />);
    expect(await screen.findByRole('link', { name: 'Emma & Jacob' })).toHaveAttribute(
      'href',
      '/inspiration/weddings/emma-and-jacob-nashville',
    );
    expect(api.browse).toHaveBeenCalledWith('season=autumn');
    expect(screen.getByRole('status')).toHaveTextContent('1 wedding');
    // A value that would show nothing is offered but not choosable.
    expect(screen.getByRole('option', { name: 'Spring (0)' })).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText('Style'), 'rustic');
    expect(screen.getByTestId('where')).toHaveTextContent('/inspiration?season=autumn&style=rustic');
    expect(api.browse).toHaveBeenLastCalledWith('season=autumn&style=rustic');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/inspiration$/);
  });

  it('invites to the quiz until it is taken, then shows what is suggested first', async () => {
    api.browse.mockResolvedValue(browse([]));
    renderAt('/inspiration', '/inspiration', <InspirationPage />);
    expect(await screen.findByRole('link', { name: 'Take the style quiz' })).toHaveAttribute('href', '/inspiration/onboard');

    api.suggestions.mockResolvedValue({
      answers: { style: 'rustic', colours: ['gold'], season: 'autumn', budget: 'under-20k' },
      weddings: [card('ava-and-noah-birmingham', 'Ava & Noah')],
      vendors: [
        {
          role: 'Venue',
          name: 'Sterling Barn',
          category_name: 'Reception Venues',
          href: '/wedding-vendors/wedding-venues/sterling-barn-9',
          from_wedding: 'ava-and-noah-birmingham',
        },
      ],
    });
    renderAt('/inspiration', '/inspiration', <InspirationPage />);
    const suggested = await screen.findByRole('region', { name: 'Suggested for you' });
    expect(within(suggested).getByRole('link', { name: 'Ava & Noah' })).toBeInTheDocument();
    expect(within(suggested).getByRole('link', { name: 'Sterling Barn' })).toHaveAttribute(
      'href',
      '/wedding-vendors/wedding-venues/sterling-barn-9',
    );
  });

  it('/inspire is the same page at one address', () => {
    renderAt('/inspire?style=beach', '/inspire', <InspireRedirect />);
    expect(screen.getByTestId('where')).toHaveTextContent('/inspiration?style=beach');
  });
});

describe('a real wedding', () => {
  it('opens a photo in the lightbox and steps through with the keyboard', async () => {
    api.wedding.mockResolvedValue(detail);
    renderAt(`/inspiration/weddings/${detail.slug}`, '/inspiration/weddings/:slug', <RealWeddingPage />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(detail.title);
    expect(screen.getByRole('link', { name: 'Lakeside Barn' })).toHaveAttribute('href', '/wedding-vendors/wedding-venues/lakeside-barn-1');
    await userEvent.click(screen.getByRole('button', { name: 'Open photo 1: The venue in Nashville' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Photo 1 of 2')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', 'The bouquet in terracotta and gold, with greenery');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('saves a photo to a new board shared with the partner', async () => {
    api.wedding.mockResolvedValue(detail);
    api.boards.mockResolvedValue({ boards: [] });
    api.createBoard.mockResolvedValue(board());
    api.addItem.mockResolvedValue(board({ item_count: 1 }));
    renderAt(`/inspiration/weddings/${detail.slug}`, '/inspiration/weddings/:slug', <RealWeddingPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save the bouquet in terracotta and gold' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this photo to a board' });
    await userEvent.type(within(dialog).getByLabelText('Board name'), 'Barn dreams');
    expect(within(dialog).getByLabelText('Share with my partner')).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved to Barn dreams.');
    expect(api.createBoard).toHaveBeenCalledWith({ name: 'Barn dreams', shared_with_partner: true });
    expect(api.addItem).toHaveBeenCalledWith({ boardId: 4, item: { photo_id: 2 } });
    expect(screen.getByRole('link', { name: 'See the board' })).toHaveAttribute('href', '/inspiration/boards/4');
  });

  it('a guest who saves is asked to log in first, and comes back', async () => {
    api.wedding.mockResolvedValue(detail);
    renderAt(`/inspiration/weddings/${detail.slug}`, '/inspiration/weddings/:slug', <RealWeddingPage />, GUEST_CONTEXT);
    await userEvent.click(await screen.findByRole('button', { name: 'Save this wedding' }));
    expect(screen.getByTestId('where')).toHaveTextContent(
      `/account/login?returnTo=${encodeURIComponent(`/inspiration/weddings/${detail.slug}`)}`,
    );
  });
});

describe('the style quiz', () => {
  it('asks for every answer, saves them and goes to the suggestions', async () => {
    api.quiz.mockResolvedValue({ answers: null, kept: null });
    api.saveQuiz.mockImplementation(async (answers) => ({ answers, kept: 'browser' }));
    renderAt('/inspiration/onboard', '/inspiration/onboard', <StyleQuizPage />, GUEST_CONTEXT);
    await userEvent.click(await screen.findByLabelText('Rustic barn'));
    await userEvent.click(screen.getByRole('button', { name: 'See my suggestions' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose at least one colour.');
    for (const c of ['Terracotta', 'Gold', 'Burgundy']) await userEvent.click(screen.getByLabelText(c));
    // Three colours at most: the others wait.
    expect(screen.getByLabelText('Sage')).toBeDisabled();
    await userEvent.click(screen.getByLabelText('Autumn'));
    await userEvent.click(screen.getByLabelText('Under $20,000'));
    await userEvent.click(screen.getByRole('button', { name: 'See my suggestions' }));
    expect(api.saveQuiz).toHaveBeenCalledWith({
      style: 'rustic',
      colours: ['terracotta', 'gold', 'burgundy'],
      season: 'autumn',
      budget: 'under-20k',
    });
    expect(await screen.findByText('Now at another page')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/inspiration$/);
  });
});
