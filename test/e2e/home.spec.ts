import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, screenshot } from './fixtures';

/** Spec §2: the signed-in couple's primary items (issue 25), in their order. */
const PRIMARY = [
  'Your Wedding',
  'Vendors',
  'Registry',
  'Website',
  'Guests',
  'Invites & Paper',
  'Wedding Shop',
  'Checklist',
  'Budget',
  'Seating',
  'Honeymoons',
  'Albums',
  'Favorites',
  'Advice',
  'Community',
  'Help',
  'Account',
];
const REGISTRY_ROW = ['Add gifts', 'Manage registry', 'Checklist', 'Gift tracker', 'Registry Collections & Quick-Add Packs'];

async function logInAsAlex(page: Page, from = '/account/login') {
  await page.goto(from);
  await page.getByLabel('Email').fill('alex@confetti.test');
  await page.getByLabel('Password').fill('confetti-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
}

interface Placement {
  text: string;
  left: number;
  right: number;
  height: number;
  lines: number;
}

/** Where each visible link or button of a region sits, its height, and how many lines its text takes. */
async function placements(page: Page, selector: string): Promise<Placement[]> {
  return page.locator(selector).evaluateAll((els) =>
    els
      .filter((el) => (el as HTMLElement).offsetParent !== null && getComputedStyle(el).visibility !== 'hidden')
      .map((el) => {
        const rect = el.getBoundingClientRect();
        // The lines its text takes: the text fragments' tops, grouped (a wrapped text has two).
        // Visually hidden words (clipped to 1 px) and icons (no text) are not text on screen.
        const tops: number[] = [];
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement!.getBoundingClientRect();
          if (parent.width <= 1 || parent.height <= 1) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const r of Array.from(range.getClientRects())) if (r.width > 0) tops.push(r.top);
        }
        tops.sort((a, b) => a - b);
        const lines = tops.filter((top, i) => i === 0 || top - tops[i - 1]! > 4).length;
        return { text: (el.textContent ?? '').trim(), left: rect.left, right: rect.right, height: rect.height, lines };
      }),
  );
}

/** Nothing in the list is cut by the viewport or wrapped onto a second line; all have one height. */
function expectUncut(items: Placement[], viewportWidth: number, what: string) {
  for (const item of items) {
    expect(item.left, `${what}: "${item.text}" starts inside the viewport`).toBeGreaterThanOrEqual(0);
    expect(item.right, `${what}: "${item.text}" ends inside the viewport`).toBeLessThanOrEqual(viewportWidth);
    expect(item.lines, `${what}: "${item.text}" on one line`).toBeLessThanOrEqual(1);
  }
  const heights = new Set(items.map((i) => Math.round(i.height)));
  expect(heights.size, `${what}: every entry the same height (${[...heights].join(', ')})`).toBeLessThanOrEqual(1);
}

/** The entries of a More menu in `nav` (opening and closing it), or [] when the row has none. */
async function moreEntries(page: Page, nav: ReturnType<Page['getByRole']>): Promise<string[]> {
  const more = nav.getByRole('button', { name: /^More/ });
  if ((await more.count()) === 0) return [];
  await more.click();
  const menu = nav.locator(`#${await more.getAttribute('aria-controls')}`);
  await expect(menu).toBeVisible();
  const entries = (await menu.getByRole('link').allTextContents()).map((t) => t.trim());
  // The open menu lies inside the viewport too.
  const box = (await menu.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await page.keyboard.press('Escape');
  await expect(more).toBeFocused();
  return entries;
}

test.describe('the signed-in header fits at every width (issue 25)', () => {
  for (const width of [375, 768, 1024, 1280, 1440, 1920]) {
    test(`${width} px: every primary item shown whole or in More; nothing wraps or is cut`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await logInAsAlex(page);
      await expect(page).toHaveURL(/\/wedding-planning\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Alex & Jordan' })).toBeVisible();
      const banner = page.getByRole('banner');

      if (width < 768) {
        await expect(banner.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
        // Below 768 px the menu button's panel has every primary item.
        await page.getByRole('button', { name: 'Menu' }).click();
        const panel = page.locator('#mobile-site-menu');
        await expect(panel.getByRole('heading', { name: 'Explore' })).toBeVisible();
        const explore = panel.getByRole('list').first();
        expect((await explore.getByRole('link').allTextContents()).map((t) => t.trim())).toEqual(PRIMARY);
        await screenshot(page, 'home-header-menu');
        await page.getByRole('button', { name: 'Close menu' }).click();
        // The account menu: the name and Sign out inside it.
        await banner.getByRole('button', { name: 'Account' }).click();
        await expect(banner.getByRole('link', { name: 'Alex Morgan' })).toBeVisible();
        await expect(banner.getByRole('button', { name: 'Sign out' })).toBeVisible();
        await page.keyboard.press('Escape');
      } else {
        const main = banner.getByRole('navigation', { name: 'Main' });
        const shown = await placements(page, 'header nav[aria-label="Main"] ul:not([aria-hidden]) > li > a');
        expectUncut(shown, width, 'primary row');
        const hidden = await moreEntries(page, main);
        // Every item exactly once: shown in the row, in order, then the rest in More.
        expect([...shown.map((s) => s.text), ...hidden]).toEqual(PRIMARY);
        if (width >= 1920) expect(hidden.length).toBeLessThan(PRIMARY.length - 8);
        if (width >= 992) await expect(banner.getByRole('link', { name: 'Alex Morgan' })).toBeVisible();
      }

      // The registry row: whole links, the rest under its More.
      const registryRow = page.getByRole('navigation', { name: 'Your registry' });
      const rowLinks = await placements(page, 'nav[aria-label="Your registry"] > div > ul:not([aria-hidden]) > li > a');
      expectUncut(rowLinks, width, 'registry row');
      expect([...rowLinks.map((l) => l.text), ...(await moreEntries(page, registryRow))]).toEqual(REGISTRY_ROW);

      // No visible control anywhere in the header (logo, cart, name, Sign out, menus) pokes out of
      // the viewport or wraps ("Alex / Morgan", "Sign / out" at 375 px before).
      const all = await placements(page, 'header a, header button');
      expect(all.map((c) => c.text)).toEqual(
        expect.arrayContaining(width < 992 ? ['Account'] : ['Alex Morgan', 'Sign out', 'Your registry']),
      );
      for (const control of all) {
        expect(control.left, `"${control.text}" inside the viewport`).toBeGreaterThanOrEqual(0);
        expect(control.right, `"${control.text}" inside the viewport`).toBeLessThanOrEqual(width + 0.5);
        expect(control.lines, `"${control.text}" on one line`).toBeLessThanOrEqual(1);
      }
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, 'page width').toBeLessThanOrEqual(width);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'home-header');
    });
  }

  test('the More menu by keyboard: Enter opens on the first entry, arrows move, Escape returns to the button', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await logInAsAlex(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Alex & Jordan' })).toBeVisible();
    const main = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    const more = main.getByRole('button', { name: /^More/ });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const menu = main.locator(`#${await more.getAttribute('aria-controls')}`);
    const links = menu.getByRole('link');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(links.last()).toBeFocused();
    await expect(links.last()).toHaveText('Account');
    await page.keyboard.press('Escape');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(more).toBeFocused();
    await page.keyboard.press('Space');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/\/wedding-planning\/dashboard$/);
  });
});

test.describe('the couple’s dashboard (issue 25)', () => {
  for (const width of [375, 1280]) {
    test(`${width} px: days to go, registry progress, a card per tool; axe-clean`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await logInAsAlex(page);
      await expect(page).toHaveURL(/\/wedding-planning\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Alex & Jordan' })).toBeVisible();
      await expect(page.getByText(/Saturday, June 12, 2027/)).toBeVisible();
      await expect(page.getByLabel(/\d+ days to go/)).toBeVisible();
      const registry = page.getByRole('region', { name: 'Your registry' });
      for (const term of ['Gifts requested', 'Gifts purchased', 'Cash funds raised', 'Thank-yous to write'])
        await expect(registry.getByText(term)).toBeVisible();
      const tools = page.getByRole('region', { name: 'Your planning tools' });
      await expect(tools.getByRole('heading', { level: 3 })).toHaveText([
        'Guest list',
        'Wedding website',
        'Checklist',
        'Budget',
        'Vendors',
        'Registry',
        'Seating chart',
        'Invitations & paper',
      ]);
      await expect(tools.getByRole('listitem', { name: 'Guest list' })).toContainText('156 guests');
      // The wedding website (issue 28): the demo couple has not made theirs yet.
      const website = tools.getByRole('listitem', { name: 'Wedding website' });
      await expect(website).toContainText('Not started');
      await expect(website.getByRole('link', { name: 'Start your wedding website' })).toHaveAttribute('href', '/wedding-planning/website');
      // The seating chart (issue 29) is a real tool: nobody seated yet of the reception's guests.
      const seating = tools.getByRole('listitem', { name: 'Seating chart' });
      await expect(seating).toContainText(/0 of \d+ guests seated/);
      await expect(seating.getByRole('link', { name: 'Start your seating chart' })).toHaveAttribute(
        'href',
        '/wedding-planning/seating-chart',
      );
      // The budget (issue 29) is a real tool: not started until the couple builds it, and a way in.
      const budget = tools.getByRole('listitem', { name: 'Budget' });
      await expect(budget).toContainText('Not started');
      await expect(budget.getByRole('link', { name: 'Start your budget' })).toHaveAttribute('href', '/wedding-budget');
      await expectNoAxeViolations(page);
      await screenshot(page, 'home-dashboard');

      // A couple member opening / is sent to the dashboard.
      await page.goto('/');
      await expect(page).toHaveURL(/\/wedding-planning\/dashboard$/);
    });
  }
});

test('a guest logs in from a storefront and comes back to it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/wedding-vendors/search/new-york-ny--wedding-venues');
  const first = page.getByRole('listitem').getByRole('heading', { level: 2 }).first();
  const name = (await first.textContent())!.trim();
  await first.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const storefront = new URL(page.url()).pathname;

  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/account/login\\?returnTo=${encodeURIComponent(storefront).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  );
  await page.getByLabel('Email').fill('alex@confetti.test');
  await page.getByLabel('Password').fill('confetti-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`${storefront}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // Signed in now: the storefront offers the message form.
  await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();

  // A crafted return path to another site is ignored: the log-in lands on the dashboard.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await logInAsAlex(page, '/account/login?returnTo=%2F%2Fevil.example%2Fcart');
  await expect(page).toHaveURL(/\/wedding-planning\/dashboard$/);
});
