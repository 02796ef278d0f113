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

test.describe('navigation levels (spec §2)', () => {
  test('desktop: primary row, section menus for registry, boutique and marketplace; New Arrivals works; heights reserved', async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/');
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(main.getByRole('link', { name: 'Registry' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('navigation', { name: 'Shop' })).toBeVisible();
    // Guest desktop with its menu row: 189 px (spec §2), reserved by the header.
    expect(await page.getByRole('banner').evaluate((el) => getComputedStyle(el).minHeight)).toBe('189px');

    await page.getByRole('navigation', { name: 'Shop' }).getByRole('link', { name: 'New Arrivals' }).click();
    await expect(page).toHaveURL(/\/shop\/category\/new-arrivals$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New Arrivals' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'New Arrivals' }).getByRole('article').first()).toBeVisible();

    await main.getByRole('link', { name: 'Wedding Shop' }).click();
    await expect(main.getByRole('link', { name: 'Wedding Shop' })).toHaveAttribute('aria-current', 'true');
    const boutique = page.getByRole('navigation', { name: 'Wedding shop' });
    await expect(boutique.getByRole('link', { name: 'Invites & Paper' })).toHaveAttribute('href', '/universal');
    await expect(page.getByRole('navigation', { name: 'Shop', exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page, 'header');

    await main.getByRole('link', { name: 'Vendors' }).click();
    await expect(page).toHaveURL(/\/wedding-vendors$/);
    await expect(
      page.getByRole('navigation', { name: 'Vendor categories' }).getByRole('link', { name: 'Reception Venues' }),
    ).toHaveAttribute('href', '/wedding-vendors/search/new-york-ny--wedding-venues');
    await screenshot(page, 'nav-marketplace');

    await page.goto('/shop');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kitchen', exact: true })).toHaveAttribute('href', '/shop/category/kitchen');
    await expectNoAxeViolations(page);
  });

  test('signed in: primary items in the logo row, the registry row with its utility menu', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/account/login');
    await page.getByLabel('Email').fill('alex@confetti.test');
    await page.getByLabel('Password').fill('confetti-demo');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('link', { name: 'Alex Morgan' })).toBeVisible();
    await page.goto('/');
    const registry = page.getByRole('navigation', { name: 'Your registry' });
    await expect(registry.getByRole('link', { name: 'Add gifts' })).toBeVisible();
    await registry.getByRole('button', { name: 'About registry' }).click();
    await expect(registry.getByRole('link', { name: 'Why the registry' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Shop' }).getByRole('link', { name: 'New', exact: true })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCSS('min-height', '172px');
    await expectNoAxeViolations(page, 'header');
    await screenshot(page, 'nav-signed-in');
  });

  test('mobile: one menu button opens the primary items and the section menu', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto('/');
    await expect(page.getByRole('banner')).toHaveCSS('min-height', '108px');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('heading', { name: 'Explore' })).toBeVisible();
    await expectNoAxeViolations(page, 'header');
    await screenshot(page, 'nav-mobile-menu');
    await page.locator('#mobile-site-menu').getByRole('link', { name: 'Vendors' }).click();
    await expect(page).toHaveURL(/\/wedding-vendors$/);
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('footer information pages', () => {
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    test(`every page renders its content and is axe-clean (${label})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const [path, heading] of [
        ['/about/index', 'Planning a wedding should feel like a celebration'],
        ['/about/team', 'The people behind Confetti'],
        ['/about/press', 'Confetti in the news'],
        ['/faq', 'Frequently asked questions'],
        ['/contact-us', 'How can we help?'],
        ['/privacy', 'Privacy policy'],
        ['/terms', 'Terms of use'],
        ['/privacy-center', 'Do Not Sell / Share My Personal Information'],
        ['/webaccessibility', 'Accessibility at Confetti'],
        ['/expert-advice', 'Wedding advice from our experts'],
        ['/expert-advice/cash-funds-explained', 'Cash funds, explained'],
        ['/advisor', 'A free registry advisor, one-to-one'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByText('Coming soon')).toHaveCount(0);
        await expectNoAxeViolations(page);
        if (['/about/index', '/faq', '/contact-us', '/privacy-center', '/privacy'].includes(path))
          await screenshot(page, `info${path.replace(/\//g, '-')}`);
      }
    });
  }

  test('FAQ answers open one at a time; the contact form sends a real message; the opt-out sticks', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/faq');
    const question = page.getByRole('button', { name: 'Is shipping free?' });
    await question.click();
    await expect(page.getByText(/Registry gifts from our shop ship free/)).toBeVisible();

    await page.goto('/contact-us?topic=order');
    await expect(page.getByLabel(/^Topic/)).toHaveValue('order');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please tell us your name.')).toBeVisible();
    await page.getByLabel(/^Your name/).fill('Dana Reyes');
    await page.getByLabel(/^Email/).fill('dana@example.com');
    await page.getByLabel(/^Order number/).fill('CF-1042');
    await page.getByLabel(/^Message/).fill('My vase arrived broken. Can you send another?');
    await page.getByRole('button', { name: 'Send message' }).click();
    const sent = page.getByRole('status').filter({ hasText: 'Message sent' });
    await expect(sent).toContainText(/Your reference is C-\d{6}\./);
    await expect(sent).toBeFocused();
    // The mails are jobs that run just after the answer: ask the outbox until they are in.
    await expect.poll(async () => (await page.request.get('/dev/outbox')).text()).toContain('An order or a return: Dana Reyes');
    await screenshot(page, 'info-contact-sent');

    await page.goto('/privacy-center');
    const toggle = page.getByRole('switch', { name: 'Do not sell or share my personal information' });
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await expect(page.getByText('You have opted out. Saved in this browser.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Do not sell or share my personal information' })).toBeChecked();
    await expectNoAxeViolations(page);
  });
});
