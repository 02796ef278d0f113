import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, screenshot, test, VIEWPORTS } from './fixtures';

/** The catalogue's result count as a number ('12 designs' → 12). */
async function resultCount(page: Page): Promise<number> {
  const status = page.locator('#paper-results');
  await expect(status).toHaveText(/^\d+ designs?$/);
  return Number((await status.textContent())!.split(' ')[0]);
}

/**
 * Every picture on the page has loaded (the cards are drawn by the server). Pictures below the fold
 * load lazily, only when scrolled to: each poll asks for them now (a full-page screenshot shows
 * them), including any the page rendered since the last poll, and counts those not yet decoded.
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

test('a guest browses invitations, filters by colour, prices a design and orders 5 free samples', async ({ page, pageErrors }) => {
  const email = `samples-${Date.now()}@confetti.test`;
  await page.setViewportSize(VIEWPORTS.desktop);

  // Spec §2 lists /wedding-planning/universal: it is the guests' paper page.
  await page.goto('/wedding-planning/universal');
  await expect(page).toHaveURL(/\/universal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Paper for every occasion' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Holiday cards \d+ designs/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // The invitations: every design, then only those with a green colourway; the filter is in the URL.
  await page.goto('/wedding-planning/invitations');
  await expect(page.getByRole('heading', { level: 1, name: 'Wedding invitations' })).toBeVisible();
  const all = await resultCount(page);
  expect(all).toBeGreaterThanOrEqual(8);
  await picturesLoaded(page);
  await expectNoAxeViolations(page);
  await screenshot(page, 'paper-catalogue');
  await page.getByRole('checkbox', { name: /^Green\W/ }).check();
  await expect(page).toHaveURL(/\?colour=green$/);
  await expect.poll(() => resultCount(page)).toBeLessThan(all);
  const greens = await resultCount(page);
  expect(greens).toBeGreaterThan(0);
  // A reload keeps the filter.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /^Green\W/ })).toBeChecked();
  expect(await resultCount(page)).toBe(greens);

  // A design: its picture follows the colourway, the price the options and quantity.
  await page.getByRole('link', { name: 'Wildflower Meadow Invitation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wildflower Meadow Invitation' })).toBeVisible();
  const preview = page.getByTestId('design-preview');
  await expect(preview).toHaveAttribute('src', /\/wildflower-meadow-invitation\/meadow\/front-rectangle-640\.svg$/);
  await page.getByRole('radio', { name: 'Cornflower' }).check();
  await expect(page).toHaveURL(/colourway=cornflower/);
  await expect(preview).toHaveAttribute('src', /\/cornflower\/front-rectangle-640\.svg$/);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(preview).toHaveAttribute('src', /\/cornflower\/back-rectangle-640\.svg$/);
  await page.getByRole('button', { name: 'Front', exact: true }).click();
  const total = page.getByTestId('paper-total');
  // 100 signature cards at $2.29.
  await expect(total).toHaveText('$229');
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('200');
  await expect(total).toHaveText('$410');
  await page.getByRole('radio', { name: /Cotton/ }).check();
  await expect(total).toHaveText('$530');
  await page.getByRole('radio', { name: /Rounded corners/ }).check();
  await expect(preview).toHaveAttribute('src', /\/cornflower\/front-rounded-640\.svg$/);
  await expect(total).toHaveText('$570');
  await picturesLoaded(page);
  await expectNoAxeViolations(page);
  await screenshot(page, 'paper-design');

  // Free samples: this one and four more; a sixth does not fit.
  await page.getByRole('button', { name: 'Add a free sample' }).click();
  await expect(page.getByRole('button', { name: 'In your sample box' })).toBeDisabled();
  for (const slug of ['gilded-deco-invitation', 'garden-arch-save-the-date', 'laurel-monogram-rsvp-card', 'soft-watercolour-menu']) {
    await page.goto(`/wedding-planning/paper/design/${slug}`);
    await page.getByRole('button', { name: 'Add a free sample' }).click();
    await expect(page.getByRole('button', { name: 'In your sample box' })).toBeVisible();
  }
  await expect(page.getByText('5 of 5 free samples chosen.')).toBeVisible();
  await page.goto('/wedding-planning/paper/design/citrus-grove-thank-you-card');
  await page.getByRole('button', { name: 'Add a free sample' }).click();
  await expect(page.getByText('Your sample box is full: free samples are limited to 5. Remove one to add another.')).toBeVisible();

  await page.getByRole('link', { name: 'Free samples (5)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Free samples' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your sample box (5 of 5)' })).toBeVisible();
  await page.getByRole('textbox', { name: /Email/ }).fill(email);
  await page.getByRole('textbox', { name: /Full name/ }).fill('Maya Okafor');
  await page.getByRole('textbox', { name: /Street address/ }).fill('12 Orchard Lane');
  await page.getByRole('textbox', { name: /City/ }).fill('Hudson');
  await page.getByRole('combobox', { name: /State/ }).selectOption('NY');
  await page.getByRole('textbox', { name: /ZIP/ }).fill('12534');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Order 5 free samples' }).click();
  await expect(page.getByRole('heading', { name: 'Your samples are on their way' })).toBeFocused();
  await expect(page.getByText(/^Order PS-[0-9A-F]{8}: 5 sample cards to Maya Okafor/)).toBeVisible();
  await expect(page.getByText('You have used all your free samples.')).toBeVisible();
  await screenshot(page, 'paper-samples');

  // The same person cannot have a sixth: the server says so.
  pageErrors.allow(/^HTTP 400 \/web-api\/v2\/paper\/samples$/);
  await page.goto('/wedding-planning/paper/design/citrus-grove-thank-you-card');
  await page.getByRole('button', { name: 'Add a free sample' }).click();
  await page.getByRole('link', { name: 'Free samples (1)' }).click();
  await page.getByRole('textbox', { name: /Email/ }).fill(email);
  await page.getByRole('textbox', { name: /Full name/ }).fill('Maya Okafor');
  await page.getByRole('textbox', { name: /Street address/ }).fill('12 Orchard Lane');
  await page.getByRole('textbox', { name: /City/ }).fill('Hudson');
  await page.getByRole('combobox', { name: /State/ }).selectOption('NY');
  await page.getByRole('textbox', { name: /ZIP/ }).fill('12534');
  await page.getByRole('button', { name: 'Order 1 free sample' }).click();
  await expect(page.getByRole('alert')).toHaveText('You have already ordered your 5 free sample cards.');
});

test('the paper pages at 375 px: the catalogue, a design and the suites', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto('/wedding-planning/paper');
  await expect(page.getByRole('heading', { level: 1, name: 'Invitations & paper' })).toBeVisible();
  await picturesLoaded(page);
  await expectNoAxeViolations(page);
  await screenshot(page, 'paper-home');

  await page.goto('/wedding-planning/invitations?style=art-deco');
  expect(await resultCount(page)).toBe(1);
  await picturesLoaded(page);
  await expectNoAxeViolations(page);
  await screenshot(page, 'paper-catalogue');

  await page.goto('/wedding-planning/paper/design/gilded-deco-invitation?colourway=emerald');
  await expect(page.getByRole('heading', { level: 1, name: 'Gilded Deco Invitation' })).toBeVisible();
  await expect(page.getByTestId('design-preview')).toHaveAttribute('src', /\/emerald\/front-rectangle-640\.svg$/);
  await picturesLoaded(page);
  await expectNoAxeViolations(page);
  await screenshot(page, 'paper-design');

  await page.goto('/wedding-planning/suites/shop');
  await expect(page.getByRole('heading', { level: 2, name: 'Wildflower Meadow' })).toBeVisible();
  await expectNoAxeViolations(page);
});
