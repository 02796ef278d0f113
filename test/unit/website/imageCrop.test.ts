import {
  CROP_ASPECTS,
  CROP_MESSAGES,
  CROP_MIN_SIDE,
  clampPosition,
  cropProblem,
  cropRatio,
  isWholeImage,
  largestCrop,
  moveCrop,
  resizeCrop,
  typedCrop,
  wholeImage,
  withAspect,
} from '../../../src/contracts/imageCrop';
import { CAPTION_MAX, MAX_SITE_PHOTOS, PHOTO_MESSAGES } from '../../../src/contracts/websiteRules';
import { SONG_REQUEST_MAX, RSVP_MESSAGES } from '../../../src/contracts/websiteRsvpRules';
import { SONG_MAX } from '../../../src/contracts/guests';

const photo = { width: 1200, height: 800 };

describe('crop rules', () => {
  it('offers free, square, 3:2 and 4:5', () => {
    expect(CROP_ASPECTS.map((a) => a.key)).toEqual(['free', '1:1', '3:2', '4:5']);
    expect(cropRatio('free')).toBeNull();
    expect(cropRatio('1:1')).toBe(1);
    expect(cropRatio('3:2')).toBe(1.5);
    expect(cropRatio('4:5')).toBe(0.8);
  });

  it.each([
    [{ x: 0, y: 0, width: 1200, height: 800 }, null],
    [{ x: 600, y: 100, width: 600, height: 400 }, null],
    [{ x: 601, y: 100, width: 600, height: 400 }, CROP_MESSAGES.outside],
    [{ x: 0, y: 401, width: 600, height: 400 }, CROP_MESSAGES.outside],
    [{ x: 0, y: 0, width: CROP_MIN_SIDE - 1, height: 100 }, CROP_MESSAGES.tooSmall],
    [{ x: 0, y: 0, width: 100, height: CROP_MIN_SIDE - 1 }, CROP_MESSAGES.tooSmall],
    [{ x: -1, y: 0, width: 100, height: 100 }, CROP_MESSAGES.number],
    [{ x: 0.5, y: 0, width: 100, height: 100 }, CROP_MESSAGES.number],
  ])('cropProblem(%j) on 1200×800 is %s', (crop, problem) => {
    expect(cropProblem(crop, photo)).toBe(problem);
  });

  it('lets a picture smaller than the minimum be kept whole, and asks a person’s photo to be square', () => {
    expect(cropProblem({ x: 0, y: 0, width: 40, height: 30 }, { width: 40, height: 30 })).toBeNull();
    expect(cropProblem({ x: 0, y: 0, width: 400, height: 300 }, photo, { square: true })).toBe(CROP_MESSAGES.notSquare);
    expect(cropProblem({ x: 0, y: 0, width: 400, height: 401 }, photo, { square: true })).toBeNull();
    expect(CROP_MESSAGES.tooSmall).toBe('A crop must be at least 64 × 64 pixels.');
  });

  it('finds the largest crop of a shape, centred, inside the picture', () => {
    expect(largestCrop(photo, 1)).toEqual({ x: 200, y: 0, width: 800, height: 800 });
    expect(largestCrop(photo, 1.5)).toEqual({ x: 0, y: 0, width: 1200, height: 800 });
    expect(largestCrop(photo, 0.8)).toEqual({ x: 280, y: 0, width: 640, height: 800 });
    expect(largestCrop({ width: 800, height: 1200 }, 1.5)).toEqual({ x: 0, y: 334, width: 800, height: 533 });
    // Around a point near an edge: pushed back inside.
    expect(largestCrop(photo, 1, { x: 1100, y: 400 })).toEqual({ x: 400, y: 0, width: 800, height: 800 });
  });

  it('moves a crop, stopping at the edges', () => {
    const crop = { x: 100, y: 100, width: 400, height: 300 };
    expect(moveCrop(crop, 50, -20, photo)).toEqual({ x: 150, y: 80, width: 400, height: 300 });
    expect(moveCrop(crop, -500, 0, photo)).toEqual({ x: 0, y: 100, width: 400, height: 300 });
    expect(moveCrop(crop, 5000, 5000, photo)).toEqual({ x: 800, y: 500, width: 400, height: 300 });
    expect(clampPosition({ x: -5, y: 790, width: 2000, height: 20 }, photo)).toEqual({ x: 0, y: 780, width: 1200, height: 20 });
  });

  it('resizes from the corner: free, or kept at its ratio, between the minimum and the edges', () => {
    const crop = { x: 100, y: 100, width: 400, height: 300 };
    expect(resizeCrop(crop, 12, -12, null, photo)).toEqual({ x: 100, y: 100, width: 412, height: 288 });
    expect(resizeCrop(crop, -1000, -1000, null, photo)).toEqual({ x: 100, y: 100, width: CROP_MIN_SIDE, height: CROP_MIN_SIDE });
    expect(resizeCrop(crop, 5000, 5000, null, photo)).toEqual({ x: 100, y: 100, width: 1100, height: 700 });
    // Square: the width leads, the height follows; never past the bottom edge.
    expect(resizeCrop({ x: 0, y: 0, width: 300, height: 300 }, 12, 0, 1, photo)).toEqual({ x: 0, y: 0, width: 312, height: 312 });
    expect(resizeCrop({ x: 0, y: 0, width: 300, height: 300 }, 0, 12, 1, photo)).toEqual({ x: 0, y: 0, width: 312, height: 312 });
    expect(resizeCrop({ x: 0, y: 0, width: 300, height: 300 }, 5000, 0, 1, photo)).toEqual({ x: 0, y: 0, width: 800, height: 800 });
  });

  it('changes shape around the crop’s centre, and corrects typed numbers', () => {
    const crop = { x: 0, y: 0, width: 1200, height: 800 };
    expect(withAspect(crop, 1, photo)).toEqual({ x: 200, y: 0, width: 800, height: 800 });
    expect(withAspect({ x: 10, y: 10, width: 100, height: 100 }, null, photo)).toEqual({ x: 10, y: 10, width: 100, height: 100 });
    expect(typedCrop({ x: 1100, y: 0, width: 300, height: 300 }, null, photo)).toEqual({ x: 900, y: 0, width: 300, height: 300 });
    expect(typedCrop({ x: 0, y: 0, width: 10, height: 10 }, null, photo)).toEqual({ x: 0, y: 0, width: 64, height: 64 });
    expect(typedCrop({ x: 0, y: 0, width: 1200, height: 1 }, 1, photo)).toEqual({ x: 0, y: 0, width: 800, height: 800 });
    expect(isWholeImage(wholeImage(photo), photo)).toBe(true);
    expect(isWholeImage({ ...wholeImage(photo), width: 1199 }, photo)).toBe(false);
  });
});

describe('gallery and song constants', () => {
  it('names the limits in their messages', () => {
    expect(MAX_SITE_PHOTOS).toBe(60);
    expect(PHOTO_MESSAGES.tooMany).toBe('Your website can show at most 60 photos. Remove one to add another.');
    expect(PHOTO_MESSAGES.captionTooLong).toBe(`Captions can be at most ${CAPTION_MAX} characters.`);
    // The website's song request is the guest list's: one limit, one message.
    expect(SONG_REQUEST_MAX).toBe(SONG_MAX);
    expect(RSVP_MESSAGES.songTooLong).toBe('Song requests can be at most 200 characters.');
  });
});
