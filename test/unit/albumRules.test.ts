import fc from 'fast-check';
import {
  ALBUM_LAYOUTS,
  ALBUM_LAYOUT_KEYS,
  MAX_PHOTOS_PER_SPREAD,
  MIN_PRINT_DPI,
  albumPriceCents,
  autoLayout,
  layoutFor,
  lowResolutionMessage,
  placeInSlot,
  printDpi,
  printWarning,
  slotInches,
  swapSlots,
  timeOrder,
  withLayout,
  type LayoutPhoto,
} from '../../src/contracts/albums';
import { exifTakenAt, parseExifTime } from '../../server/modules/albums/exif';

describe('album prices (integer cents)', () => {
  it.each([
    [{ size: 'SQUARE_8', cover: 'LINEN', pages: 20 }, 7900],
    [{ size: 'SQUARE_10', cover: 'LEATHER', pages: 40 }, 11900 + 6000 + 3000],
    [{ size: 'LANDSCAPE_11', cover: 'PHOTO', pages: 60 }, 12900 + 2000 + 2 * 3000],
    [{ size: 'SQUARE_12', cover: 'LEATHER', pages: 80 }, 16900 + 6000 + 3 * 4000],
  ] as const)('%o costs %i', (format, cents) => {
    expect(albumPriceCents(format)).toBe(cents);
    expect(Number.isInteger(albumPriceCents(format))).toBe(true);
  });
});

describe('layouts', () => {
  it('keeps every slot inside the spread', () => {
    for (const key of ALBUM_LAYOUT_KEYS)
      for (const s of ALBUM_LAYOUTS[key].slots) {
        expect(s.x).toBeGreaterThanOrEqual(0);
        expect(s.y).toBeGreaterThanOrEqual(0);
        expect(s.x + s.w).toBeLessThanOrEqual(1 + 1e-9);
        expect(s.y + s.h).toBeLessThanOrEqual(1 + 1e-9);
      }
  });

  it('chooses a layout with a slot for each photo', () => {
    for (let n = 1; n <= MAX_PHOTOS_PER_SPREAD; n++) expect(ALBUM_LAYOUTS[layoutFor(n)].slots.length).toBeGreaterThanOrEqual(n);
  });
});

const photo = (id: number, taken: string | null, uploaded = '2027-07-01T00:00:00.000Z'): LayoutPhoto => ({
  id,
  taken_at: taken,
  uploaded_at: uploaded,
});

describe('auto-layout', () => {
  it('orders by taken time; photos without one go last by upload time', () => {
    const order = timeOrder([
      photo(1, null, '2027-07-02T00:00:00.000Z'),
      photo(2, '2027-06-12T18:00:00.000Z'),
      photo(3, null, '2027-07-01T00:00:00.000Z'),
      photo(4, '2027-06-12T09:00:00.000Z'),
    ]).map((p) => p.id);
    expect(order).toEqual([4, 2, 3, 1]);
  });

  it('shares 40 photos over 10 spreads four a spread, in time order', () => {
    const photos = Array.from({ length: 40 }, (_, i) => photo(i + 1, new Date(Date.UTC(2027, 5, 12, 8, 40 - i)).toISOString()));
    const spreads = autoLayout(photos, 10);
    expect(spreads.map((s) => s.layout)).toEqual(Array(10).fill('TWO_PER_PAGE'));
    expect(spreads.flatMap((s) => s.photos)).toEqual(Array.from({ length: 40 }, (_, i) => 40 - i));
  });

  it('places every photo once while they fit, and leaves the rest out', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), fc.constantFrom(10, 20, 30, 40), (n, spreadCount) => {
        const photos = Array.from({ length: n }, (_, i) => photo(i + 1, null));
        const spreads = autoLayout(photos, spreadCount);
        expect(spreads).toHaveLength(spreadCount);
        const placed = spreads.flatMap((s) => s.photos).filter((p) => p !== null);
        expect(new Set(placed).size).toBe(placed.length);
        expect(placed.length).toBe(Math.min(n, spreadCount * MAX_PHOTOS_PER_SPREAD));
        for (const s of spreads) expect(s.photos).toHaveLength(ALBUM_LAYOUTS[s.layout].slots.length);
      }),
    );
  });

  it('lays out 300 photos over 40 spreads, every one placed', () => {
    const photos = Array.from({ length: 300 }, (_, i) => photo(i + 1, new Date(Date.UTC(2027, 5, 12, 0, i)).toISOString()));
    const spreads = autoLayout(photos, 40);
    expect(spreads.flatMap((s) => s.photos).filter((p) => p !== null)).toHaveLength(300);
  });

  it('swaps, places and refits photos', () => {
    const spreads = autoLayout([photo(1, null), photo(2, null), photo(3, null)], 2);
    const swapped = swapSlots(spreads, { spread: 0, slot: 0 }, { spread: 1, slot: 0 });
    expect(swapped[0]!.photos[0]).toBe(spreads[1]!.photos[0]);
    expect(swapped[1]!.photos[0]).toBe(spreads[0]!.photos[0]);
    const placed = placeInSlot(spreads, 9, { spread: 0, slot: 1 });
    expect(placed[0]!.photos[1]).toBe(9);
    const one = withLayout({ layout: 'GRID_EIGHT', photos: [1, null, 2, 3, null, null, null, null], caption: 'c' }, 'ONE_PER_PAGE');
    expect(one).toEqual({ layout: 'ONE_PER_PAGE', photos: [1, 2], caption: 'c' });
  });
});

describe('print size (DPI)', () => {
  it('uses the side that just fits (the photo fills its slot)', () => {
    expect(printDpi({ width: 3000, height: 2000 }, { width: 10, height: 8 })).toBe(250);
    expect(printDpi({ width: 1200, height: 1200 }, { width: 10, height: 10 })).toBe(120);
  });

  it('warns below the documented minimum, with the DPI it would print at', () => {
    const full = ALBUM_LAYOUTS.FULL_BLEED.slots[0];
    expect(slotInches(full, 'SQUARE_10')).toEqual({ width: 20, height: 10 });
    expect(printWarning({ width: 3000, height: 1500 }, full, 'SQUARE_10')).toBeNull();
    expect(printWarning({ width: 2000, height: 1000 }, full, 'SQUARE_10')).toBe(lowResolutionMessage(100));
    expect(lowResolutionMessage(100)).toContain(`at least ${MIN_PRINT_DPI}`);
  });
});

describe('EXIF taken time', () => {
  it('reads the camera’s wall clock and refuses malformed times', () => {
    expect(parseExifTime('2027:06:12 16:04:05')?.toISOString()).toBe('2027-06-12T16:04:05.000Z');
    expect(parseExifTime('0000:00:00 00:00:00')).toBeNull();
    expect(parseExifTime('2027:02:30 10:00:00')).toBeNull();
    expect(exifTakenAt(Buffer.from('Exif\0\0garbage-bytes'))).toBeNull();
    expect(exifTakenAt(undefined)).toBeNull();
  });
});
