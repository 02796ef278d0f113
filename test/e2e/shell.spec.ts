import { test, expect, expectNoAxeViolations, screenshot, VIEWPORTS } from './fixtures';

test.describe('the shell: home, nav and footer', () => {
  test('desktop: every home block renders, nav dropdowns open by keyboard, axe-clean', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Shop the registry' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Plan every part of the day' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Scroll right' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What sets Confetti apart' })).toBeVisible();
    await page.getByRole('button', { name: /Shipping on your schedule/ }).click();
    await expect(page.getByText('Hold gifts until you are ready and ship them together, free.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How to build a registry your guests will love' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Brands couples love' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Everything for the wedding, in one place' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'New arrivals' }).locator(':scope > li')).toHaveCount(8);
    await expect(page.getByRole('region', { name: 'Our promises' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our team is always here to support you' })).toBeVisible();

    const brands = page.getByRole('navigation', { name: 'Shop' }).getByRole('button', { name: 'Brands' });
    await brands.focus();
    await page.keyboard.press('Enter');
    await expect(brands).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'All brands', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(brands).toHaveAttribute('aria-expanded', 'false');
    await expect(brands).toBeFocused();

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Plan your wedding' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, 'shell-home');
  });

  test('mobile: home blocks render and the footer accordion opens', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our team is always here to support you' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'New arrivals' }).locator(':scope > li')).toHaveCount(8);
    await expect(page.getByRole('heading', { name: 'Plan every part of the day' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Everything on one registry' })).toHaveAttribute('aria-expanded', 'true');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('button', { name: 'Plan your wedding' })).toHaveAttribute('aria-expanded', 'true');
    const about = footer.getByRole('button', { name: 'About' });
    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await expect(footer.getByRole('link', { name: 'Our team' })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoAxeViolations(page, 'footer');
    await screenshot(page, 'shell-home');
  });

  test('registry marketing pages render their content and are axe-clean', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    for (const [path, heading] of [
      ['/wedding-registry', 'The registry that does it all'],
      ['/wedding-registry/perks', 'Perks made for couples'],
      ['/wedding-registry/benefits', 'Why couples choose our registry'],
      ['/wedding-registry/how-it-works', 'How the registry works'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Start your registry' })).toHaveAttribute('href', '/wedding/onboard/wedding-planning');
      await expectNoAxeViolations(page);
    }
  });
});
