import { test, expect, expectNoAxeViolations, screenshot, VIEWPORTS } from './fixtures';

test.describe('the running product', () => {
  test('home renders inside the layout', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, 'home');
    await page.setViewportSize(VIEWPORTS.mobile);
    await expect(page.getByRole('main')).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, 'home');
  });

  test('client-side navigation and a reloaded deep link', async ({ page }) => {
    await page.goto('/');
    // Mark the document: a client-side navigation keeps it, a full load would not.
    await page.evaluate(() => ((window as unknown as { __spa: boolean }).__spa = true));
    // By href, not label: the layout's link texts belong to the shell (issue 4); both are spec §2 footer links.
    await page.locator('a[href="/search/wedding-registry"]:visible').first().click();
    await expect(page).toHaveURL(/\/search\/wedding-registry$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#main')).toBeFocused();
    await page.locator('a[href="/faq"]:visible').first().click();
    await expect(page).toHaveURL(/\/faq$/);
    expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);

    await page.reload();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBeUndefined();
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'We couldn’t find that page' })).toBeVisible();
    await expect(page.getByText('Error 404')).toBeVisible();
  });

  test('hashed assets are immutable and the API answers JSON', async ({ request, page }) => {
    await page.goto('/');
    const script = await page.locator('script[src*="/assets/main."]').first().getAttribute('src');
    const asset = await request.get(script!);
    expect(asset.headers()['cache-control']).toContain('immutable');
    const robots = await request.get('/robots.txt');
    expect(await robots.text()).toContain('User-agent');
    const categories = await request.get('/web-registry-api/v1/nav/get/categories');
    expect((await categories.json()).categories.length).toBeGreaterThan(5);
  });
});
