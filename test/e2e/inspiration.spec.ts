import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, screenshot, test, VIEWPORTS } from './fixtures';

async function logIn(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('confetti-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/account\/login/);
}

/**
 * Every picture on the page has loaded (the server draws them). Lazy pictures below the fold are
 * asked for now (a full-page screenshot shows them), and each poll counts those not yet decoded.
 */
async function picturesLoaded(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.locator('img').evaluateAll((imgs) => {
        for (const img of imgs as HTMLImageElement[]) if (img.loading === 'lazy') img.loading = 'eager';
        return (imgs as HTMLImageElement[]).filter((i) => !i.complete || !i.naturalWidth).length;
      }),
    )
    .toBe(0);
}

/** Axe and a screenshot at 375 and 1280 px, back at desktop afterwards. */
async function lookAt(page: Page, name: string) {
  for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
        message: `nothing wider than the page at ${viewport.width} px`,
      })
      .toBeLessThanOrEqual(0);
    await picturesLoaded(page);
    await expectNoAxeViolations(page);
    await screenshot(page, name);
  }
}

test('take the style quiz, save a photo to a board the partner sees, share it by link', async ({ page, browser }) => {
  const boardName = `Beach ideas ${Date.now()}`;
  await page.setViewportSize(VIEWPORTS.desktop);

  // The quiz, as a guest: the answers order what /inspiration suggests first.
  await page.goto('/inspiration/onboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Find your wedding style' })).toBeVisible();
  await page.getByLabel('Beach').check();
  await page.getByLabel('Coral').check();
  await page.getByLabel('Dusty blue').check();
  await page.getByLabel('Summer').check();
  await page.getByLabel('$20,000 to $40,000').check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'See my suggestions' }).click();
  await expect(page).toHaveURL(/\/inspiration$/);
  const suggested = page.getByRole('region', { name: 'Suggested for you' });
  // Miami's coral and dusty-blue summer beach wedding fits every answer: it comes first.
  await expect(suggested.getByRole('listitem').first()).toContainText('Sofia & Mateo');
  await expect(suggested.getByText('Vendors couples like you booked')).toBeVisible();

  // Browse with a filter: it goes to the URL.
  await page.getByLabel('Style').selectOption('beach');
  await expect(page).toHaveURL(/\/inspiration\?style=beach$/);
  await expect(page.getByText(/^\d+ weddings?$/)).toHaveText('7 weddings');
  await lookAt(page, 'inspiration-browse');

  // The wedding's page: its story, its pictures (the lightbox by keyboard), its vendors.
  await page.getByRole('list', { name: 'Real weddings' }).getByRole('link', { name: 'Sofia & Mateo' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sofia & Mateo’s summer wedding at the beach in Miami');
  await expect(page.getByText(/married under a draped arch on the sand/)).toBeVisible();
  await page.getByRole('button', { name: /^Open photo 1:/ }).click();
  const lightbox = page.getByRole('dialog');
  await expect(lightbox.getByText('Photo 1 of 4')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByRole('img')).toHaveAttribute('alt', 'The bouquet in coral and dusty blue, with greenery');
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await lookAt(page, 'inspiration-wedding');

  // Saving needs an account: log in (Sam), and come back to the wedding.
  await page.getByRole('button', { name: 'Save the bouquet in coral and dusty blue' }).click();
  await expect(page).toHaveURL(/\/account\/login\?returnTo=/);
  await logIn(page, 'sam@confetti.test');
  await expect(page).toHaveURL(/\/inspiration\/weddings\/sofia-and-mateo-miami$/);
  await page.getByRole('button', { name: 'Save the bouquet in coral and dusty blue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this photo to a board' });
  await dialog.getByRole('radio', { name: 'A new board' }).check();
  await dialog.getByLabel('Board name').fill(boardName);
  await expect(dialog.getByLabel('Share with my partner')).toBeChecked();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved to' })).toHaveText(`Saved to ${boardName}.`);
  await page.getByRole('link', { name: 'See the board' }).click();
  await expect(page.getByRole('heading', { level: 1, name: boardName })).toBeVisible();
  await page.getByRole('button', { name: 'Make a link to share' }).click();
  const link = await page.getByLabel(/Anyone with this link can see the board/).inputValue();
  expect(link).toMatch(/\/inspiration\/shared\/[A-Za-z0-9_-]{43}$/);
  await lookAt(page, 'inspiration-board');

  // The guest's quiz answers came with the log-in: they are Sam's now.
  await page.goto('/inspiration/onboard');
  await expect(page.getByLabel('Beach')).toBeChecked();

  // The quiz orders the marketplace as well: Sam's "Recommended" vendors put beach (Outdoor) fits first.
  await page.goto('/wedding-vendors/search/new-york-ny--wedding-venues');
  await expect(page.getByText('Recommended for your style: vendors that fit your style quiz come first.')).toBeVisible();
  await lookAt(page, 'vendors-quiz-order');
  // Inspiration is a click away from the pages of the nav's Advice and Your Wedding items.
  await page.goto('/expert-advice');
  await expect(page.getByRole('link', { name: 'Browse real weddings and inspiration' })).toBeVisible();
  await lookAt(page, 'advice-inspiration-link');
  await page.getByRole('link', { name: 'Browse real weddings and inspiration' }).click();
  await expect(page).toHaveURL(/\/inspiration$/);
  await page.goto('/wedding-planning/dashboard');
  const inspiration = page.getByRole('region', { name: 'Inspiration' });
  await expect(inspiration.getByRole('link', { name: 'Your boards' })).toHaveAttribute('href', '/inspiration/boards');
  await lookAt(page, 'dashboard-inspiration');

  // The partner (Riley) signs in elsewhere and sees the board and the bouquet on it.
  const partnerContext = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const partner = await partnerContext.newPage();
  await partner.goto('/account/login');
  await logIn(partner, 'riley@confetti.test');
  await partner.goto('/inspiration/boards');
  const card = partner.getByRole('listitem').filter({ hasText: boardName });
  await expect(card).toContainText('Sam’s, shared with you');
  await card.getByRole('link', { name: boardName }).click();
  await expect(partner.getByRole('heading', { level: 1, name: boardName })).toBeVisible();
  await expect(partner.getByRole('img', { name: 'The bouquet in coral and dusty blue, with greenery' })).toBeVisible();
  await partnerContext.close();

  // Anyone with the link sees it, read only.
  const strangerContext = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const stranger = await strangerContext.newPage();
  await stranger.goto(new URL(link).pathname);
  await expect(stranger.getByRole('heading', { level: 1, name: boardName })).toBeVisible();
  await expect(stranger.getByText('Sam’s inspiration board, shared with you.')).toBeVisible();
  await expect(stranger.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await picturesLoaded(stranger);
  await expectNoAxeViolations(stranger);

  // Opened afresh, the browse page's HTML preloads its read and the page takes that answer: one request.
  const browseReads: string[] = [];
  stranger.on('request', (request) => {
    if (new URL(request.url()).pathname === '/web-api/v2/inspiration/weddings') browseReads.push(request.url());
  });
  await stranger.goto('/inspiration');
  await expect(stranger.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(stranger.getByRole('list', { name: 'Real weddings' }).getByRole('link').first()).toBeVisible();
  expect(browseReads).toHaveLength(1);
  await strangerContext.close();
});
