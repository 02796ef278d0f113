import sharp from 'sharp';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, screenshot, test, VIEWPORTS } from './fixtures';
import { callApi, signUpThroughMail } from './outbox';

/** A photo a phone might take: 1600×1200, a gradient sky over a dark hill (with GPS in its EXIF, which must not survive). */
async function phonePhoto(sky: string, ground: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="1150" cy="330" r="150" fill="#fff3c4"/>
    <path d="M0 850 Q 400 600 800 820 T 1600 760 V 1200 H 0 Z" fill="${ground}"/>
  </svg>`;
  return sharp(Buffer.from(svg))
    .jpeg({ quality: 85 })
    .withMetadata({
      exif: { IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '32/1 4/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '81/1 5/1 0/1' } },
    })
    .toBuffer();
}

/** A new couple, signed in in this page's context, with a ceremony and the Ortiz household invited to it. */
async function signedInCouple(page: Page): Promise<void> {
  const api: APIRequestContext = page.context().request;
  await signUpThroughMail(
    api,
    { email: `photos-${Date.now()}@confetti.test`, password: 'photos-password-1', first_name: 'Iris', last_name: 'Okafor' },
    {
      wedding: {
        partner_first_name: 'Noel',
        partner_last_name: 'Brandt',
        wedding_date: '2031-09-20',
        planning_stage: 'PLANNING_VENUE_BOOKED',
      },
    },
  );
  const { events } = await callApi<{ events: Array<{ id: number }> }>(api, 'POST', '/web-api/v2/wedding/guests/events', {
    name: 'Ceremony',
    event_date: '2031-09-20',
    start_time: '15:00',
    place: 'Bonaventure',
  });
  await callApi(api, 'POST', '/web-api/v2/wedding/guests/households', {
    display_name: 'The Ortiz family',
    guests: [{ first_name: 'Danielle', last_name: 'Ortiz' }],
    event_ids: events.map((e) => e.id),
  });
}

test('wedding website photos: the couple uploads and crops a gallery, a guest opens it on a phone and requests a song', async ({
  page,
  browser,
  pageErrors,
}) => {
  test.slow();
  pageErrors.allow(/^HTTP 404 \/web-api\/v2\/wedding-website$/);
  await page.setViewportSize(VIEWPORTS.desktop);
  await signedInCouple(page);
  const slug = `iris-and-noel-${Date.now().toString(36)}`;

  await page.goto('/wedding-planning/website');
  await page.getByRole('button', { name: 'Create your website' }).click();
  const preview = page.getByTestId('website-preview');
  await expect(preview.getByRole('heading', { level: 1, name: 'Iris & Noel' })).toBeVisible();

  // The Photos page, on, with its gallery: two photos chosen at once.
  await page.getByRole('checkbox', { name: /Photos/ }).check();
  await page.getByRole('button', { name: 'Edit Photos' }).click();
  const gallery = page.getByRole('region', { name: 'Your gallery' });
  await gallery.getByLabel('Choose photos').setInputFiles([
    { name: 'lake.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto('#7fb3d5', '#1e5631') },
    { name: 'dunes.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto('#f5cba7', '#7e5109') },
  ]);
  await expect(gallery.getByText('The whole photo (1600 × 1200)')).toHaveCount(2);

  // Crop the second square, with the keyboard: the shape, then the box moved right.
  await gallery.getByRole('button', { name: 'Crop dunes.jpg' }).click();
  const cropper = page.getByRole('dialog', { name: 'Crop dunes.jpg' });
  await cropper.getByRole('radio', { name: 'Square (1:1)' }).check();
  await expect(cropper.getByRole('spinbutton', { name: 'Width' })).toHaveValue('1200');
  await cropper.getByRole('button', { name: /^Move the crop/ }).focus();
  await page.keyboard.press('Shift+ArrowRight');
  await expect(cropper.getByRole('spinbutton', { name: 'From the left' })).toHaveValue('360');
  await expectNoAxeViolations(page);
  await screenshot(page, 'website-photos-crop');
  await cropper.getByRole('button', { name: 'Use this crop' }).click();
  await expect(gallery.getByText('Cropped to 1200 × 1200')).toBeVisible();
  await expect(gallery.getByRole('button', { name: 'Crop dunes.jpg' })).toBeFocused();

  await gallery.getByRole('button', { name: 'Upload 2 photos' }).click();
  await expect(gallery.getByLabel('Caption for photo 2')).toBeVisible();
  await expect(gallery.getByRole('progressbar')).toHaveCount(0);
  await expect(gallery.getByText('2 of 60 photos', { exact: false })).toBeVisible();
  await gallery.getByLabel('Caption for photo 1').fill('The lake at dawn');
  await gallery.getByRole('button', { name: 'Save caption for photo 1' }).click();
  await expect(gallery.getByText('Caption saved.')).toBeVisible();
  // The crop was made on the server: the second photo is square.
  const second = gallery.getByRole('img', { name: 'Photo 2' });
  await expect(second).toHaveAttribute('width', '1200');
  await expect(second).toHaveAttribute('height', '1200');

  // A wedding party of one, with a square photo.
  await page.getByRole('checkbox', { name: /Wedding party/ }).check();
  await page.getByRole('button', { name: 'Edit Wedding party' }).click();
  const party = page.getByRole('form', { name: 'Wedding party' });
  await party.getByRole('button', { name: 'Add a person' }).click();
  await party.getByLabel('Name').fill('Robin Hale');
  await party.getByLabel('Role (maid of honor, best man…)').fill('Maid of honor');
  await party.getByLabel('Add a photo of Robin Hale').setInputFiles({
    name: 'robin.jpg',
    mimeType: 'image/jpeg',
    buffer: await phonePhoto('#d7bde2', '#4a235a'),
  });
  await page.getByRole('dialog', { name: 'Crop robin.jpg' }).getByRole('button', { name: 'Use this crop' }).click();
  await expect(party.getByRole('img', { name: 'Robin Hale' })).toBeVisible();
  await party.getByRole('button', { name: 'Save page' }).click();
  await expect(party.getByText('Saved. The preview shows your change.')).toBeVisible();

  await page.getByRole('checkbox', { name: /RSVP/ }).check();
  await expect(preview.getByRole('heading', { level: 2, name: 'RSVP' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'website-photos-editor');
  await page.setViewportSize(VIEWPORTS.mobile);
  await expectNoAxeViolations(page);
  await screenshot(page, 'website-photos-editor');
  await page.setViewportSize(VIEWPORTS.desktop);

  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByLabel(/\/wedding\/$/).fill(slug);
  await expect(page.getByText('Available.')).toBeVisible();
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText(`Saved. Your site is now at /wedding/${slug}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Publish your website' }).click();
  await expect(page.getByRole('heading', { name: 'Your site is published' })).toBeVisible();

  // The shared link's preview: the first gallery photo's stored JPEG.
  const html = await (await page.request.get(`/wedding/${slug}`)).text();
  const ogImage = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1];
  expect(ogImage).toMatch(/\/media\/images\/[0-9a-f-]{36}\/1280\.jpeg$/);
  const stored = await page.request.get(new URL(ogImage!).pathname);
  expect(stored.headers()['content-type']).toBe('image/jpeg');
  expect((await sharp(await stored.body()).metadata()).exif).toBeUndefined();

  // A guest on a phone, in another browser.
  const context = await browser.newContext({ viewport: VIEWPORTS.mobile, baseURL: new URL(page.url()).origin });
  const guest = await context.newPage();
  await guest.goto(`/wedding/${slug}`);
  await expect(guest.getByRole('heading', { level: 1, name: 'Iris & Noel' })).toBeVisible();
  const photos = guest.getByRole('region', { name: 'Photos' });
  await photos.scrollIntoViewIfNeeded();
  // (Inside its button, the photo is the button's content: found by its alt text.)
  const first = photos.locator('img[alt="The lake at dawn"]');
  await expect(first).toHaveAttribute('loading', 'lazy');
  await expect(first).toHaveAttribute('srcset', /320\.webp 320w, .*640\.webp 640w, .*1280\.webp 1280w/);
  await expect(first).toHaveJSProperty('complete', true);
  await expect(guest.getByRole('region', { name: 'Wedding party' }).locator('img')).toHaveAttribute('srcset', /320\.webp 320w/);
  await expectNoAxeViolations(guest);
  await screenshot(guest, 'website-photos-site');

  // The lightbox, from the keyboard: Enter opens it, the arrows move, Escape closes, focus comes back.
  const opener = photos.getByRole('button', { name: 'Open photo 1 of 2' });
  await opener.focus();
  await guest.keyboard.press('Enter');
  const lightbox = guest.getByRole('dialog', { name: 'Photo 1 of 2' });
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByRole('button', { name: 'Close' })).toBeFocused();
  await expect(lightbox.getByText('The lake at dawn')).toBeVisible();
  await guest.keyboard.press('ArrowRight');
  await expect(guest.getByRole('dialog', { name: 'Photo 2 of 2' })).toBeVisible();
  await guest.keyboard.press('Tab');
  await expect(guest.getByRole('dialog').getByRole('button', { name: '← Previous' })).toBeFocused();
  await expectNoAxeViolations(guest);
  await screenshot(guest, 'website-photos-lightbox');
  await guest.keyboard.press('Escape');
  await expect(guest.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();

  // The guest RSVPs with a song request.
  const rsvp = guest.getByRole('region', { name: 'RSVP' });
  await rsvp.getByLabel('First name').fill('Danielle');
  await rsvp.getByLabel('Last name').fill('Ortiz');
  await rsvp.getByRole('button', { name: 'Find my invitation' }).click();
  const ceremony = rsvp.getByRole('group', { name: /^Ceremony/ });
  await ceremony.getByRole('group', { name: 'Danielle Ortiz' }).getByLabel('Joyfully accepts').check();
  await ceremony.getByLabel('A song that will get Danielle Ortiz dancing (optional)').fill('September');
  await expectNoAxeViolations(guest);
  await rsvp.getByRole('button', { name: 'Send my RSVP' }).click();
  await expect(rsvp.getByRole('status')).toHaveText('Thank you! Your answers are saved.');

  // The couple sees the song in their guest list.
  const list = await page.context().newPage();
  await list.setViewportSize(VIEWPORTS.desktop);
  await list.goto('/wedding-planning/guests');
  await list.getByRole('button', { name: 'RSVPs for The Ortiz family' }).click();
  await expect(list.getByRole('dialog').getByLabel('Song request')).toHaveValue('September');
  await list.close();

  // The site at a desktop's width too.
  await guest.setViewportSize(VIEWPORTS.desktop);
  await guest.reload();
  await expect(guest.getByRole('region', { name: 'Photos' }).locator('img')).toHaveCount(2);
  await expectNoAxeViolations(guest);
  await screenshot(guest, 'website-photos-site');
  await context.close();
});
