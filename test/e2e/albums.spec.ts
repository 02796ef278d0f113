import sharp from 'sharp';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, screenshot, test, VIEWPORTS } from './fixtures';
import { signUpThroughMail } from './outbox';

const PHOTOS = 40;

/** A phone photo taken at 14:00 plus `minute` minutes: a coloured sky over a hill, its time (and GPS) in EXIF. */
async function weddingPhoto(minute: number): Promise<Buffer> {
  const hue = (minute * 37) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
    <rect width="100%" height="100%" fill="hsl(${hue} 55% 70%)"/>
    <circle cx="${300 + minute * 25}" cy="320" r="140" fill="#fff3c4"/>
    <path d="M0 850 Q 400 600 800 820 T 1600 760 V 1200 H 0 Z" fill="hsl(${(hue + 120) % 360} 45% 30%)"/>
  </svg>`;
  const hh = String(14 + Math.floor(minute / 60)).padStart(2, '0');
  const mm = String(minute % 60).padStart(2, '0');
  return sharp(Buffer.from(svg))
    .jpeg({ quality: 80 })
    .withExif({
      IFD2: { DateTimeOriginal: `2031:09:20 ${hh}:${mm}:00` },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '32/1 4/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '81/1 5/1 0/1' },
    })
    .toBuffer();
}

/**
 * Waits for a counter the person watches (uploads done, photos being prepared) to reach its end:
 * each wait is for the next change of the text, so a slow machine only means more, smaller waits.
 */
async function waitForProgress(counter: Locator, finished: (text: string) => boolean): Promise<void> {
  for (;;) {
    const text = (await counter.textContent()) ?? '';
    if (finished(text)) return;
    await expect(counter).not.toHaveText(text);
  }
}

/** The page as a phone opens it (loaded at 375 px, not shrunk from the desktop's layout): checked and kept, then back to 1280. */
async function atMobileWidth(page: Page, name: string, ready: Locator): Promise<void> {
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.reload();
  await expect(ready).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, name);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.reload();
  await expect(ready).toBeVisible();
}

async function signedInCouple(page: Page): Promise<void> {
  await signUpThroughMail(
    page.context().request,
    { email: `albums-${Date.now()}@confetti.test`, password: 'albums-password-1', first_name: 'Mara', last_name: 'Lind' },
    {
      wedding: {
        partner_first_name: 'Theo',
        partner_last_name: 'Quist',
        wedding_date: '2031-09-20',
        planning_stage: 'PLANNING_VENUE_BOOKED',
      },
    },
  );
}

test('photo albums: price a format, build an album from 40 uploaded photos, arrange, preview and download the proof', async ({ page }) => {
  test.slow();
  await page.setViewportSize(VIEWPORTS.desktop);
  await signedInCouple(page);

  // The shop: formats and prices from the server; the calculator prices the choice.
  await page.goto('/wedding-albums/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Wedding photo albums' })).toBeVisible();
  await expect(page.getByRole('row', { name: /10 × 10 in square/ })).toContainText('$119');
  await expectNoAxeViolations(page);
  await screenshot(page, 'albums-shop');
  await atMobileWidth(page, 'albums-shop', page.getByRole('heading', { level: 1, name: 'Wedding photo albums' }));
  const pricer = page.getByRole('form', { name: 'Price your album' });
  await pricer.getByLabel('Cover').selectOption('LEATHER');
  await pricer.getByLabel('Pages').selectOption('20');
  await expect(pricer.getByText('Total: $179')).toBeVisible();

  // Start the album with that format.
  await pricer.getByRole('link', { name: 'Start this album' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your wedding albums' })).toBeVisible();
  await expect(page.getByText('No albums yet. Start one below.')).toBeVisible();
  const start = page.getByRole('form', { name: 'Start an album' });
  await expect(start.getByText('Price: $179')).toBeVisible();
  await start.getByLabel('Title').fill('Mara & Theo, September');
  await expectNoAxeViolations(page);
  await start.getByRole('button', { name: 'Start the album' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mara & Theo, September' })).toBeVisible();

  // 40 photos at once, chosen in reverse time order: each uploads with its own progress bar.
  const files = await Promise.all(
    Array.from({ length: PHOTOS }, async (_, i) => ({
      name: `photo-${String(PHOTOS - i).padStart(2, '0')}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await weddingPhoto((PHOTOS - i - 1) * 3),
    })),
  );
  await page.getByLabel('Choose photos').setInputFiles(files);
  const uploaded = page.getByText(/^\d+ of 40 uploaded$/);
  await expect(uploaded).toBeVisible();
  await waitForProgress(uploaded, (text) => text === `${PHOTOS} of ${PHOTOS} uploaded`);
  // Processed by the job, not the request: the tray fills as they become ready.
  const prepared = page.getByText(/^\d+ photos · \d+ placed/);
  await waitForProgress(prepared, (text) => text === `${PHOTOS} photos · 0 placed`);
  await expect(page.getByRole('heading', { name: `Photos not placed (${PHOTOS})` })).toBeVisible();

  // Auto-layout in time order: 40 photos over 10 spreads, four each; photo-01 first.
  await page.getByRole('button', { name: 'Lay out all photos in time order' }).click();
  await expect(page.getByRole('heading', { name: 'Photos not placed (0)' })).toBeVisible();
  await expect(page.getByText(`${PHOTOS} photos · ${PHOTOS} placed`)).toBeVisible();
  const first = page.getByRole('button', { name: 'Spread 1, place 1 of 4: photo-01.jpg' });
  await expect(first).toBeVisible();
  await expect(page.getByRole('button', { name: 'Spread 1, place 2 of 4: photo-02.jpg' })).toBeVisible();

  // Swap two photos with the keyboard: pick up, then put down on another place.
  await first.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Spread 2, place 1 of 4: photo-05.jpg' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Swapped: spread 1 and spread 2.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Spread 1, place 1 of 4: photo-05.jpg' })).toBeVisible();

  // A layout and a caption for the first spread, saved after the pause.
  const saved = page.waitForResponse(
    (r) =>
      r.request().method() === 'PUT' && /\/web-api\/v2\/albums\/\d+$/.test(r.url()) && !!r.request().postData()?.includes('Getting ready'),
  );
  await page.getByLabel('Layout').first().selectOption('ONE_AND_FOUR');
  await page.getByLabel('Caption').first().fill('Getting ready');
  expect((await saved).ok()).toBe(true);
  // The large place of that layout prints a 1600 × 1200 photo at 142 DPI: warned.
  await expect(
    page.getByText('photo-05.jpg: This photo is too small for its place: it would print at 142 DPI', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Spread 1, place 1 of 5: photo-05.jpg. Low resolution' })).toBeVisible();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Caption').first()).toHaveValue('Getting ready');
  await expect(page.getByLabel('Layout').first()).toHaveValue('ONE_AND_FOUR');
  await expectNoAxeViolations(page);
  await screenshot(page, 'albums-builder');
  await atMobileWidth(page, 'albums-builder', page.getByLabel('Caption').first());

  // Every spread can be previewed.
  await page.getByRole('button', { name: 'Preview every spread' }).click();
  await expect(page.getByRole('heading', { name: 'Preview: Mara & Theo, September' })).toBeFocused();
  await expect(page.getByText('Spread 1 of 10')).toBeVisible();
  for (let i = 2; i <= 10; i++) {
    await page.getByRole('button', { name: 'Next spread' }).click();
    await expect(page.getByText(`Spread ${i} of 10`)).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Next spread' })).toBeDisabled();
  await expectNoAxeViolations(page);

  // The proof: a PDF with the cover and every spread.
  const href = await page.getByRole('link', { name: 'Download the proof (PDF)' }).getAttribute('href');
  const proof = await page.context().request.get(href!);
  expect(proof.status()).toBe(200);
  expect(proof.headers()['content-type']).toBe('application/pdf');
  expect((await proof.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await page.getByRole('button', { name: 'Back to the builder' }).click();

  // The album is listed with its photo count and price.
  await page.getByRole('link', { name: 'Your albums' }).click();
  const card = page.getByRole('article').filter({ hasText: 'Mara & Theo, September' });
  await expect(card).toContainText(`${PHOTOS} photos`);
  await expect(card).toContainText('$179');
  await screenshot(page, 'albums-list');
});
