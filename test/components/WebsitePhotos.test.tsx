import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeStore } from '../../src/app/store';
import { PAGE_KINDS, websitePageContent, type PublicSite, type WebsiteAnswer, type WebsitePhotoView } from '../../src/contracts/website';
import type { CropAspectKey, CropRect } from '../../src/contracts/imageCrop';
import { websiteApi } from '../../src/features/website/websiteApi';
import { CropBox } from '../../src/features/website/components/CropBox';
import { GUEST_CONTEXT, type UserContext } from '../../src/features/user/types';
import WebsiteEditorPage from '../../src/routes/website/WebsiteEditorPage';
import WeddingSitePage from '../../src/routes/website/WeddingSitePage';
import { loadLazyCode } from '../setup/lazyCode';
import { coupleContext } from '../setup/userFixtures';

jest.mock('../../src/features/website/websiteApi');
const api = jest.mocked(websiteApi);

const couple: UserContext = coupleContext();

const picture = (n: number, caption = '') => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  url: `/media/images/p${n}/640.webp`,
  src_set: `/media/images/p${n}/320.webp 320w, /media/images/p${n}/640.webp 640w`,
  large_url: `/media/images/p${n}/1280.webp`,
  width: 600,
  height: 400,
  caption,
});
const photo = (n: number, caption = ''): WebsitePhotoView => ({ ...picture(n, caption), photo_id: n, position: n - 1 });
const emptyPage = { body_html: '', show_countdown: true, show_photo: true, places: [], people: [], faqs: [], links: [] };
const site: PublicSite = {
  slug: 'alex-and-jordan',
  theme: 'garden',
  hide_from_search: false,
  couple: { first_names: 'Alex & Jordan', owner_name: 'Alex Morgan', partner_name: 'Jordan Lee' },
  wedding_date: '2099-06-12',
  place: 'Brooklyn, NY',
  venue: '',
  time_zone: 'America/New_York',
  photo: null,
  rsvp_deadline: null,
  schedule: [],
  registry_path: null,
  gallery: [picture(1, 'At the lake'), picture(2)],
  pages: [
    { kind: 'HOME', anchor: 'home', title: 'Welcome', ...emptyPage },
    { kind: 'PHOTOS', anchor: 'photos', title: 'Photos', ...emptyPage },
    {
      kind: 'WEDDING_PARTY',
      anchor: 'wedding-party',
      title: 'Wedding party',
      ...emptyPage,
      people: [{ name: 'Robin', role: 'Maid of honor', note: '', photo: { ...picture(3), width: 500, height: 500 } }],
    },
  ],
};
const answerWith = (photos: WebsitePhotoView[]): WebsiteAnswer => ({
  website: {
    id: 1,
    slug: 'alex-and-jordan',
    path: '/wedding/alex-and-jordan',
    theme: 'garden',
    published: true,
    published_at: null,
    has_password: false,
    hide_from_search: false,
    rsvp_deadline: null,
    updated_at: '2026-11-26T06:00:00.000Z',
  },
  pages: PAGE_KINDS.map((kind, position) => ({ kind, enabled: true, position, content: websitePageContent.parse({}) })),
  photos,
  preview: { ...site, gallery: photos.map(({ photo_id: _p, position: _o, ...rest }) => rest) },
});

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
  let n = 0;
  URL.createObjectURL = jest.fn(() => `blob:photo-${++n}`);
  URL.revokeObjectURL = jest.fn();
});

/** The crop box as a page holds it: the crop and shape in state. */
function Cropper({ start, onCrop }: { start: CropRect; onCrop?: (crop: CropRect) => void }) {
  const [crop, setCrop] = useState(start);
  const [aspect, setAspect] = useState<CropAspectKey>('free');
  return (
    <CropBox
      src="blob:photo"
      alt="Our photo, to crop"
      size={{ width: 1200, height: 800 }}
      crop={crop}
      aspect={aspect}
      onChange={(c) => {
        setCrop(c);
        onCrop?.(c);
      }}
      onAspectChange={(a, c) => {
        setAspect(a);
        setCrop(c);
        onCrop?.(c);
      }}
    />
  );
}

describe('the crop box', () => {
  it('moves and resizes with the arrow keys, changes shape, and takes typed numbers', async () => {
    const seen: CropRect[] = [];
    render(<Cropper start={{ x: 0, y: 0, width: 600, height: 400 }} onCrop={(c) => seen.push(c)} />);
    const move = screen.getByRole('button', { name: /^Move the crop/ });
    move.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    // One step is 1% of the longer side (12 pixels); Shift moves ten times as far.
    expect(move).toHaveAccessibleName('Move the crop (now 12, 12)');
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(move).toHaveAccessibleName('Move the crop (now 132, 12)');
    await userEvent.keyboard('{ArrowLeft}'.repeat(20));
    expect(move).toHaveAccessibleName('Move the crop (now 0, 12)');

    const resize = screen.getByRole('button', { name: /^Resize the crop/ });
    resize.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowUp}');
    expect(resize).toHaveAccessibleName('Resize the crop (now 612 × 388)');

    await userEvent.click(screen.getByRole('radio', { name: 'Square (1:1)' }));
    expect(screen.getByRole('radio', { name: 'Square (1:1)' })).toBeChecked();
    expect(seen.at(-1)!.width).toBe(seen.at(-1)!.height);
    // Keys keep the shape: the height follows the width.
    resize.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(seen.at(-1)!.width).toBe(seen.at(-1)!.height);

    await userEvent.click(screen.getByRole('radio', { name: 'Free' }));
    const width = screen.getByRole('spinbutton', { name: 'Width' });
    await userEvent.clear(width);
    await userEvent.type(width, '300{Enter}');
    expect(seen.at(-1)!.width).toBe(300);
    // A number past the edge is brought back inside the photo.
    const left = screen.getByRole('spinbutton', { name: 'From the left' });
    await userEvent.clear(left);
    await userEvent.type(left, '5000');
    await userEvent.tab();
    expect(seen.at(-1)).toMatchObject({ x: 900, width: 300 });
    expect(left).toHaveValue(900);
  });
});

describe('the guest’s gallery', () => {
  it('opens the lightbox from the keyboard, keeps focus in it, and gives focus back on Escape', async () => {
    api.publicSite.mockResolvedValue(site);
    mount('/wedding/alex-and-jordan', GUEST_CONTEXT);
    const photos = await screen.findByRole('region', { name: 'Photos' });
    const thumbs = within(photos).getAllByRole('img');
    // Sizes for the browser to choose from, the size to reserve, and lazy loading.
    expect(thumbs[0]).toHaveAttribute('srcset', picture(1).src_set);
    expect(thumbs[0]).toHaveAttribute('sizes');
    expect(thumbs[0]).toHaveAttribute('width', '600');
    expect(thumbs[0]).toHaveAttribute('height', '400');
    expect(thumbs[0]).toHaveAttribute('loading', 'lazy');
    expect(thumbs[0]).toHaveAccessibleName('At the lake');
    expect(within(photos).getByText('At the lake')).toBeInTheDocument();

    const open = within(photos).getByRole('button', { name: 'Open photo 1 of 2' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Photo 1 of 2' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', picture(1).large_url);
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Photo 2 of 2' })).toBeInTheDocument();
    // Tab goes round the dialog's buttons (Next is off on the last photo) and never leaves it.
    const previous = within(dialog).getByRole('button', { name: '← Previous' });
    expect(within(dialog).getByRole('button', { name: 'Next →' })).toBeDisabled();
    await userEvent.tab();
    expect(previous).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(previous).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(close).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();
  });

  it('shows each wedding party photo', async () => {
    api.publicSite.mockResolvedValue(site);
    mount('/wedding/alex-and-jordan', GUEST_CONTEXT);
    const party = await screen.findByRole('region', { name: 'Wedding party' });
    // Decorative (the name is the heading below it).
    const img = within(party).getByRole('presentation');
    expect(img).toHaveAttribute('srcset', picture(3).src_set);
    expect(img).toHaveAttribute('width', '500');
    expect(within(party).getByRole('heading', { name: 'Robin' })).toBeInTheDocument();
  });
});

describe('the gallery editor', () => {
  it('uploads chosen photos in order with a progress bar each, then saves captions, moves and removes', async () => {
    api.get.mockResolvedValue(answerWith([photo(1)]));
    let release: (() => void) | null = null;
    api.uploadPhoto.mockImplementation((upload, onProgress) => {
      onProgress?.(upload.file.size / 2, upload.file.size);
      return new Promise((resolve) => {
        release = () => resolve(answerWith([photo(1), photo(2)]));
      });
    });
    api.setCaption.mockResolvedValue(answerWith([photo(1, 'Our first trip'), photo(2)]));
    api.reorderPhotos.mockResolvedValue(answerWith([photo(2), photo(1, 'Our first trip')]));
    api.removePhoto.mockResolvedValue(answerWith([photo(2)]));
    mount('/wedding-planning/website');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Photos' }));
    const gallery = screen.getByRole('region', { name: 'Your gallery' });
    expect(within(gallery).getByText(/1 of 60 photos/)).toBeInTheDocument();

    const files = [
      new File(['a'.repeat(1000)], 'lake.jpg', { type: 'image/jpeg' }),
      new File(['b'.repeat(2000)], 'dance.png', { type: 'image/png' }),
    ];
    await userEvent.upload(within(gallery).getByLabelText('Choose photos'), files);
    // Each is ready to crop (once the browser has read its size) or to take out again.
    expect(within(gallery).getByRole('button', { name: 'Crop lake.jpg' })).toBeInTheDocument();
    expect(within(gallery).getByRole('button', { name: 'Remove dance.png' })).toBeInTheDocument();
    await userEvent.click(within(gallery).getByRole('button', { name: 'Upload 2 photos' }));

    // The first goes (half sent), the second waits its turn.
    const first = await within(gallery).findByRole('progressbar', { name: 'Uploading lake.jpg' });
    expect(first).toHaveAttribute('value', '50');
    expect(within(gallery).getByRole('progressbar', { name: 'dance.png: waiting' })).toBeInTheDocument();
    expect(api.uploadPhoto).toHaveBeenCalledTimes(1);
    expect(api.uploadPhoto.mock.calls[0]![0]).toMatchObject({ file: { name: 'lake.jpg', size: 1000 }, crop: null });
    release!();
    await waitFor(() => expect(api.uploadPhoto).toHaveBeenCalledTimes(2));
    expect(api.uploadPhoto.mock.calls[1]![0]).toMatchObject({ file: { name: 'dance.png' } });
    release!();
    await waitFor(() => expect(within(gallery).queryByRole('progressbar')).toBeNull());
    expect(within(gallery).getAllByRole('figure')).toHaveLength(2);

    await userEvent.type(within(gallery).getByLabelText('Caption for photo 1'), 'Our first trip');
    await userEvent.click(within(gallery).getByRole('button', { name: 'Save caption for photo 1' }));
    expect(api.setCaption).toHaveBeenCalledWith({ id: 1, body: { caption: 'Our first trip' } });
    expect(await within(gallery).findByText('Caption saved.')).toBeInTheDocument();

    await userEvent.click(within(gallery).getByRole('button', { name: 'Move photo 1 later' }));
    expect(api.reorderPhotos).toHaveBeenCalledWith([2, 1]);
    await waitFor(() => expect(within(gallery).getByLabelText('Caption for photo 2')).toHaveValue('Our first trip'));

    await userEvent.click(within(gallery).getByRole('button', { name: 'Remove photo 2' }));
    expect(api.removePhoto).toHaveBeenCalledWith(1);
    await waitFor(() => expect(within(gallery).queryByLabelText('Caption for photo 2')).toBeNull());
  });
});
