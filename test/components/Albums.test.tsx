import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeStore } from '../../src/app/store';
import { formatsAnswer, lowResolutionMessage, type AlbumPhoto, type AlbumView } from '../../src/contracts/albums';
import { albumsApi } from '../../src/features/albums/albumsApi';
import { GUEST_CONTEXT, type UserContext } from '../../src/features/user/types';
import AlbumsShopPage from '../../src/routes/albums/AlbumsShopPage';
import AlbumsPage from '../../src/routes/albums/AlbumsPage';
import AlbumBuilderPage from '../../src/routes/albums/AlbumBuilderPage';
import { loadLazyCode } from '../setup/lazyCode';
import { coupleContext } from '../setup/userFixtures';

jest.mock('../../src/features/albums/albumsApi', () => ({
  ...jest.requireActual<object>('../../src/features/albums/albumsApi'),
  albumsApi: {
    formats: jest.fn(),
    list: jest.fn(),
    get: jest.fn(),
    create: jest.fn(),
    save: jest.fn(),
    autoLayout: jest.fn(),
    removePhoto: jest.fn(),
    createUpload: jest.fn(),
    uploadState: jest.fn(),
    putChunk: jest.fn(),
  },
}));
const api = jest.mocked(albumsApi);

const photo = (id: number, over: Partial<AlbumPhoto> = {}): AlbumPhoto => ({
  id,
  status: 'READY',
  file_name: `photo-${id}.jpg`,
  width: 3000,
  height: 2000,
  taken_at: `2027-06-12T1${id}:00:00.000Z`,
  uploaded_at: '2027-06-13T10:00:00.000Z',
  image_id: `00000000-0000-4000-8000-00000000000${id}`,
  error: null,
  ...over,
});

const album = (over: Partial<AlbumView> = {}): AlbumView => ({
  id: 7,
  title: 'Our wedding',
  size: 'SQUARE_10',
  cover: 'LINEN',
  pages: 20,
  price_cents: 11900,
  photo_count: 3,
  cover_image_id: null,
  ordered: false,
  updated_at: '2026-11-26T10:00:00.000Z',
  version: 1,
  cover_photo_id: null,
  spreads: [
    { layout: 'ONE_PER_PAGE', photos: [1, 2], caption: '' },
    ...Array.from({ length: 9 }, () => ({ layout: 'ONE_PER_PAGE' as const, photos: [null, null], caption: '' })),
  ],
  photos: [photo(1), photo(2), photo(3, { width: 800, height: 600 })],
  ...over,
});

function openPage(path: string, context: UserContext = coupleContext()) {
  const base = makeStore().getState();
  const store = makeStore({ user: { ...base.user, status: 'succeeded', context } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/wedding-albums" element={<AlbumsPage />} />
          <Route path="/wedding-albums/shop" element={<AlbumsShopPage />} />
          <Route path="/wedding-albums/:id" element={<AlbumBuilderPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

beforeAll(loadLazyCode);
beforeEach(() => jest.resetAllMocks());

describe('album pages (issue 31)', () => {
  it('the shop lists the sizes and covers from the server and prices a chosen format', async () => {
    api.formats.mockResolvedValue(formatsAnswer());
    openPage('/wedding-albums/shop');
    const row = await screen.findByRole('row', { name: /12 × 12 in square/ });
    expect(row).toHaveTextContent('$169');
    const pricer = screen.getByRole('form', { name: 'Price your album' });
    await userEvent.selectOptions(within(pricer).getByLabelText('Size'), 'SQUARE_12');
    await userEvent.selectOptions(within(pricer).getByLabelText('Cover'), 'LEATHER');
    await userEvent.selectOptions(within(pricer).getByLabelText('Pages'), '80');
    expect(within(pricer).getByText('$349')).toBeInTheDocument();
    expect(within(pricer).getByRole('link', { name: 'Start this album' })).toHaveAttribute(
      'href',
      '/wedding-albums?size=SQUARE_12&cover=LEATHER&pages=80',
    );
  });

  it('starts an album with the format from the link and opens its builder', async () => {
    api.list.mockResolvedValue({ albums: [] });
    api.create.mockResolvedValue(album({ title: 'Summer' }));
    api.get.mockResolvedValue(album({ title: 'Summer' }));
    openPage('/wedding-albums?size=SQUARE_8&cover=PHOTO&pages=40');
    expect(await screen.findByText('No albums yet. Start one below.')).toBeInTheDocument();
    expect(screen.getByText('$119')).toBeInTheDocument(); // 7900 + 2000 + 2000
    const title = screen.getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Summer');
    await userEvent.click(screen.getByRole('button', { name: 'Start the album' }));
    expect(api.create).toHaveBeenCalledWith({ title: 'Summer', size: 'SQUARE_8', cover: 'PHOTO', pages: 40 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer' })).toBeInTheDocument();
  });

  it('the builder swaps photos with the keyboard, warns about a photo too small for its place, and saves', async () => {
    const a = album();
    api.get.mockResolvedValue(a);
    api.save.mockImplementation(({ body }) => Promise.resolve({ ...a, ...body, version: 2 }));
    openPage('/wedding-albums/7');
    const first = await screen.findByRole('button', { name: 'Spread 1, place 1 of 2: photo-1.jpg' });
    expect(screen.getByRole('heading', { name: 'Photos not placed (1)' })).toBeInTheDocument();
    first.focus();
    await userEvent.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-pressed', 'true');
    screen.getByRole('button', { name: 'Spread 1, place 2 of 2: photo-2.jpg' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Swapped: spread 1 and spread 1.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spread 1, place 1 of 2: photo-2.jpg' })).toBeInTheDocument();

    // The tray's small photo placed on the first spread as one photo across it: too small to print sharp.
    await userEvent.selectOptions(screen.getAllByLabelText('Layout')[1]!, 'FULL_BLEED');
    await userEvent.click(screen.getByRole('button', { name: 'photo-3.jpg' }));
    await userEvent.click(screen.getByRole('button', { name: 'Spread 2, place 1 of 1: Empty' }));
    expect(screen.getByRole('button', { name: /Spread 2, place 1 of 1: photo-3.jpg. Low resolution/ })).toBeInTheDocument();
    expect(screen.getByText(`photo-3.jpg: ${lowResolutionMessage(40)}`)).toBeInTheDocument();

    await waitFor(() => expect(api.save).toHaveBeenCalled());
    const body = api.save.mock.calls.at(-1)![0].body;
    expect(body.spreads[0]!.photos).toEqual([2, 1]);
    expect(body.spreads[1]).toEqual({ layout: 'FULL_BLEED', photos: [3], caption: '' });
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
  });

  it('asks a guest to log in', () => {
    openPage('/wedding-albums', GUEST_CONTEXT);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', expect.stringContaining('/account/login') as string);
  });
});
