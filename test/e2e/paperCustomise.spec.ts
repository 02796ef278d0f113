import type { Page } from '@playwright/test';
import { readPdf } from '../unit/guests/pdfText';
import { expect, expectNoAxeViolations, screenshot, test, VIEWPORTS } from './fixtures';

async function logIn(page: Page, email: string) {
  await page.goto('/account/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('confetti-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/account\/login/);
}

/** Every picture on the page has loaded and decoded (the previews are drawn by the server). */
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

/** Axe and a screenshot at both widths (nothing wider than the page), back at desktop afterwards. */
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

/** Specs share the demo data within a run: the couple's cart starts empty here (another spec may have left a gift in it). */
async function emptyCart(page: Page) {
  const cart = (await (await page.request.get('/web-registry-api/v1/cart')).json()) as { items: Array<{ id: number }> };
  if (cart.items.length === 0) return;
  const csrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await page.request.post('/web-registry-api/v1/checkout/cart/items', {
    data: { itemIds: cart.items.map((i) => i.id) },
    headers: { 'x-xsrf-token': csrf },
  });
  expect(res.status()).toBe(200);
}

test('a couple personalises an invitation from their wedding, approves the proof PDF and orders it through checkout', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await logIn(page, 'alex@confetti.test');
  await emptyCart(page);

  // From the design's page to a new project, pre-filled from Alex and Jordan's wedding.
  await page.goto('/wedding-planning/paper/design/wildflower-meadow-invitation');
  await page.getByRole('link', { name: 'Personalise this card' }).click();
  await expect(page).toHaveURL(/\/wedding-planning\/projects\/\d+$/);
  const projectUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: 'Wildflower Meadow Invitation' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Names', exact: true })).toHaveValue('Alex Morgan & Jordan Lee');
  await expect(page.getByRole('textbox', { name: 'Date and time', exact: true })).toHaveValue('Saturday, June 12, 2027');
  await expect(page.getByTestId('save-status')).toHaveText('Saved');

  // A wording suggestion (with its etiquette), then the note edited in place on the card.
  await page.getByText('Wording ideas for “Request line”').click();
  await expect(page.getByText(/reserved for a ceremony in a house of worship/)).toBeVisible();
  await page.getByRole('button', { name: 'request the honour of your presence at their marriage' }).click();
  await page.getByRole('button', { name: 'Edit note on the card' }).click();
  const onCard = page.getByRole('textbox', { name: 'Note, on the card' });
  await expect(onCard).toBeFocused();
  await onCard.fill('Dinner and dancing under the stars');
  await onCard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Note', exact: true })).toHaveValue('Dinner and dancing under the stars');
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  await expect(page.getByTestId('project-preview')).not.toHaveAttribute('src', /v=1$/);
  await lookAt(page, 'paper-customise');

  // Nothing is lost on reload.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Note', exact: true })).toHaveValue('Dinner and dancing under the stars');
  await expect(page.getByRole('textbox', { name: 'Request line', exact: true })).toHaveValue(
    'request the honour of your presence at their marriage',
  );

  // The proof PDF holds exactly the card's wording, at 5 × 7 in plus bleed and slug.
  const href = await page.getByRole('link', { name: 'Open the proof (PDF)' }).getAttribute('href');
  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  const pdf = await readPdf(new Uint8Array(await res.body()));
  expect(pdf.pages).toHaveLength(2);
  const lines = pdf.pages[0]!.texts.map((t) => t.text);
  for (const text of ['Alex Morgan', 'Jordan Lee', 'SATURDAY, JUNE 12, 2027', 'Dinner and dancing under the stars'])
    expect(lines).toContain(text);
  expect(lines.join(' ')).toContain('request the honour of your presence');
  expect(pdf.pages[0]!.width).toBeCloseTo((5 + 2 * 0.625) * 72, 1);

  // Approved once the couple says they read it.
  await page.getByRole('checkbox', { name: 'I have read the proof and the wording is correct.' }).check();
  await page.getByRole('button', { name: 'Approve the proof' }).click();
  await expect(page.getByText('You approved the proof of this version. Any change will need a new approval.')).toBeVisible();

  // The projects list shows it with its preview, approved.
  await page.goto('/wedding-planning/projects');
  const tile = page.getByRole('article', { name: 'Wildflower Meadow Invitation' });
  await expect(tile.getByText('Proof approved')).toBeVisible();
  await expect(tile.getByRole('link', { name: 'Resume' })).toHaveAttribute('href', new URL(projectUrl).pathname);
  await lookAt(page, 'paper-projects');

  // Ordering: 100 cards on the approved proof, on a paper that costs more, into the cart.
  await page.goto(projectUrl);
  const order = page.getByRole('region', { name: 'Order your cards' });
  await order.getByLabel('Quantity').selectOption('100');
  const stock = order.getByLabel('Paper', { exact: true });
  const dearer = (await stock.locator('option').allTextContents()).find((t) => t.includes('+'))!;
  await stock.selectOption({ label: dearer });
  const stockName = dearer.replace(/ \(.*$/, '');
  await expect(order.getByText('Your proof is approved: this version is what we print.')).toBeVisible();
  await order.getByRole('button', { name: 'Add Wildflower Meadow Invitation to cart' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { level: 3, name: 'Wildflower Meadow Invitation' })).toBeVisible();
  await dialog.getByRole('link', { name: 'View cart' }).click();

  // The cart shows the card's preview, options, quantity among the tiers and its approval.
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await expect(page.getByLabel('Quantity of Wildflower Meadow Invitation')).toHaveValue('100');
  await expect(page.getByText(/^Proof approved \(version \d+\)$/)).toBeVisible();
  await expect(page.getByText(`Paper: ${stockName} · Shape: Rectangle`, { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await lookAt(page, 'paper-cart');
  await page.getByRole('complementary', { name: 'Cart summary' }).getByRole('link', { name: 'Checkout' }).click();

  // Checkout, paid by card, to the couple's address.
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByLabel(/^Email/).fill('alex@confetti.test');
  await page.getByLabel(/Your name/).fill('Alex Morgan');
  await page.getByLabel(/Full name/).fill('Alex Morgan');
  await page.getByLabel(/Street address/).fill('1 Main St');
  await page.getByLabel(/^City/).fill('Brooklyn');
  await page.getByLabel(/^State/).selectOption('NY');
  await page.getByLabel(/ZIP code/).fill('11201');
  await page.getByRole('button', { name: 'Use this address' }).click();
  await expect(page.locator('address')).toContainText('Brooklyn, NY 11201');
  await page.getByLabel(/Card number/).fill('4242 4242 4242 4242');
  await page.getByLabel(/Expiry/).fill('12/30');
  await page.getByLabel(/Security code/).fill('123');
  await page.getByLabel(/Name on card/).fill('Alex Morgan');
  await page.getByRole('button', { name: /^Place order/ }).click();

  // The order page shows the invitation as ordered: the approved version and its options.
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  const items = page.getByRole('list', { name: 'Items' });
  await expect(items.getByText('Wildflower Meadow Invitation')).toBeVisible();
  await expect(items.getByText(/^Printed from your approved proof \(version \d+\)$/)).toBeVisible();
  await expect(items.getByText(/^Qty 100 × /)).toBeVisible();
  await lookAt(page, 'paper-order');
});

test('a couple puts their own photo on a photo invitation, cropped, and sees it in the preview', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await logIn(page, 'alex@confetti.test');
  await page.goto('/wedding-planning/paper/design/modern-photo-invitation');
  await page.getByRole('link', { name: 'Personalise this card' }).click();
  await expect(page).toHaveURL(/\/wedding-planning\/projects\/\d+$/);
  await expect(page.getByText('The card shows a sample photo until you add yours.')).toBeVisible();
  const before = await page.getByTestId('project-preview').getAttribute('src');

  // A 1200 × 900 photo (drawn by the browser itself: no file from the network).
  const photo = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [1200, 900];
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#3a6b8c';
    ctx.fillRect(0, 0, 1200, 900);
    ctx.fillStyle = '#f2c14e';
    ctx.beginPath();
    ctx.arc(600, 450, 200, 0, Math.PI * 2);
    ctx.fill();
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.9));
    return Array.from(new Uint8Array(await blob.arrayBuffer()));
  });
  await page.getByLabel('Your photo').setInputFiles({ name: 'us.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(photo) });
  const crop = page.getByRole('dialog', { name: 'Crop us.jpg' });
  await expect(crop).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
  await crop.getByRole('button', { name: 'Use this crop' }).click();
  await expect(page.getByText('Your photo is on the card.')).toBeVisible();
  await expect(page.getByTestId('project-preview')).not.toHaveAttribute('src', before!);
  await lookAt(page, 'paper-photo');
});
