import { request, type Browser, type Page } from '@playwright/test';
import { expect, expectNoAxeViolations, screenshot, test, VIEWPORTS } from './fixtures';
import { callApi, signUpThroughMail } from './outbox';

/** Responsive: nothing on the page is wider than the viewport (a table scrolls inside its own region). */
async function expectNoHorizontalOverflow(page: Page) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scrollWidth, 'page width').toBeLessThanOrEqual(innerWidth);
}

async function logInAsAlex(page: Page) {
  await page.goto('/account/login');
  await page.getByLabel('Email').fill('alex@confetti.test');
  await page.getByLabel('Password').fill('confetti-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/wedding-planning\/dashboard$/);
}

/** A guest: a fresh browser context, no session. */
async function guestPage(browser: Browser, viewport: { width: number; height: number }, baseURL: string | undefined) {
  const context = await browser.newContext({ viewport, baseURL });
  return { context, page: await context.newPage() };
}

/** Opens the publish registry modal from the manage page and confirms. */
async function setPublished(page: Page, publish: boolean) {
  await page.getByRole('button', { name: publish ? 'Publish registry' : 'Unpublish' }).click();
  const dialog = page.getByRole('dialog', { name: publish ? 'Publish your registry?' : 'Unpublish your registry?' });
  await dialog.getByRole('button', { name: publish ? 'Publish registry' : 'Unpublish registry' }).click();
  const done = page.getByRole('dialog', { name: publish ? 'Your registry is live' : 'Your registry is hidden' });
  await expect(done).toBeVisible();
  if (publish) await expect(done.getByRole('button', { name: 'Copy registry link' })).toBeVisible();
  await done.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('region', { name: publish ? 'Sharing Published' : 'Sharing Not published' })).toBeVisible();
}

const REGISTRY_API = '/web-registry-api/v1';

/**
 * A couple whose published registry holds `count` gifts (more than the guest page's 24), built
 * through the API the way a couple builds one: signed up, each quick-add pack (22 gifts) in a
 * collection of its own, then bar products in no collection, so the first page ends inside
 * 'Other gifts' and the next continues it. Returns the registry key.
 */
async function createLargeRegistry(baseURL: string, count: number): Promise<string> {
  const api = await request.newContext({ baseURL });
  try {
    await signUpThroughMail(
      api,
      { email: `pages-${Date.now()}@confetti.test`, password: 'pages-password-1', first_name: 'Taylor', last_name: 'Brooks' },
      {
        wedding: {
          partner_first_name: 'Morgan',
          partner_last_name: 'Reyes',
          wedding_date: '2030-06-01',
          planning_stage: 'PLANNING_VENUE_BOOKED',
        },
      },
    );
    const { registry_key: key } = await callApi<{ registry_key: string }>(api, 'POST', `${REGISTRY_API}/onboard/submit/default`, {
      started_at: new Date().toISOString(),
    });
    const { packs } = await callApi<{ packs: Array<{ id: number; name: string; items: Array<{ product_id: number | null }> }> }>(
      api,
      'GET',
      `${REGISTRY_API}/registry/quick-add-packs`,
    );
    for (const pack of packs) {
      const { collection } = await callApi<{ collection: { id: number } }>(api, 'POST', `${REGISTRY_API}/registry/collections`, {
        name: pack.name,
      });
      await callApi(api, 'POST', `${REGISTRY_API}/registry/quick-add-packs/${pack.id}/add`, { collection_id: collection.id });
    }
    const onRegistry = new Set(packs.flatMap((p) => p.items.map((i) => i.product_id)));
    let added = packs.reduce((n, p) => n + p.items.length, 0);
    const { products } = await callApi<{ products: Array<{ id: number; kind: string }> }>(
      api,
      'GET',
      `${REGISTRY_API}/shop/category/bar?page_size=48&in_stock=true`,
    );
    for (const { id } of products.filter((p) => p.kind === 'PRODUCT' && !onRegistry.has(p.id))) {
      if (added >= count) break;
      const { product } = await callApi<{ product: { skus: Array<{ id: number; stock: number }> } }>(
        api,
        'GET',
        `${REGISTRY_API}/shop/product/${id}`,
      );
      const sku = product.skus.find((s) => s.stock > 0);
      if (!sku) continue;
      await callApi(api, 'POST', `${REGISTRY_API}/registryCollection/add`, { product_id: id, sku_id: sku.id, quantity: 1 });
      added++;
    }
    expect(added, 'gifts on the large registry').toBe(count);
    await callApi(api, 'POST', `${REGISTRY_API}/registry/publish`, { published: true });
    return key;
  } finally {
    await api.dispose();
  }
}

const journeys = [
  { label: 'mobile', viewport: VIEWPORTS.mobile, category: 'kitchen', fund: 'Lisbon honeymoon (mobile)' },
  { label: 'desktop', viewport: VIEWPORTS.desktop, category: 'bar', fund: 'Lisbon honeymoon (desktop)' },
];

test.describe('registry', () => {
  for (const { label, viewport, category, fund } of journeys) {
    test(`a couple adds a product and a cash fund and publishes; a guest finds them (${label})`, async ({ page, browser, baseURL }) => {
      await page.setViewportSize(viewport);
      await logInAsAlex(page);

      // A product from the catalog.
      await page.goto(`/shop/category/${category}`);
      const grid = page
        .getByRole('main')
        .getByRole('list')
        .filter({ has: page.getByRole('article') })
        .first();
      const firstProduct = grid.getByRole('heading', { level: 3 }).first().getByRole('link');
      const productName = (await firstProduct.textContent())!.trim();
      await firstProduct.click();
      await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
      await page.getByRole('button', { name: 'Add to registry' }).click();
      await expect(page.getByText('Added to your registry.')).toBeVisible();

      // A cash fund.
      await page.goto('/registry/add-gifts');
      await expect(page.getByRole('heading', { level: 1, name: 'Add gifts' })).toBeVisible();
      const form = page.getByRole('form', { name: 'Add a cash fund' });
      await form.getByLabel('Fund name').fill(fund);
      await expect(form.getByRole('radio', { name: 'Honeymoon' })).toBeChecked();
      await form.getByLabel('Goal in dollars (optional)').fill('3000');
      await form.getByRole('button', { name: 'Add cash fund' }).click();
      await expect(page.getByText(`${fund} was added to your registry.`)).toBeVisible();
      await expectNoAxeViolations(page, 'main');
      await expectNoHorizontalOverflow(page);
      await screenshot(page, 'registry-add-gifts');

      // Manage: both are there; publish (the seeded registry starts published: hide it, then publish).
      await page.goto('/my-registry');
      await expect(page.getByRole('heading', { level: 1, name: 'Alex Morgan & Jordan Lee' })).toBeVisible();
      await expect(page.getByRole('article', { name: productName }).first()).toBeVisible();
      await expect(page.getByRole('article', { name: fund })).toBeVisible();
      await setPublished(page, false);
      await setPublished(page, true);
      await expectNoAxeViolations(page, 'main');
      await expectNoHorizontalOverflow(page);
      await screenshot(page, 'registry-manage');

      // A guest finds the couple and sees the new gifts.
      const guest = await guestPage(browser, viewport, baseURL);
      try {
        const g = guest.page;
        await g.goto('/');
        await g.getByRole('contentinfo').getByRole('link', { name: 'Find a couple' }).click();
        await expect(g).toHaveURL(/\/search\/wedding-registry$/);
        await g.getByLabel('First name').fill('Alex');
        await g.getByLabel('Last name').fill('Morgan');
        await g.getByRole('button', { name: 'Search' }).click();
        const result = g.getByRole('link', { name: 'Alex Morgan & Jordan Lee' });
        await expect(result).toBeVisible();
        await expect(g.getByText('Wedding June 12, 2027')).toBeVisible();
        await expectNoAxeViolations(g, 'main');
        await expectNoHorizontalOverflow(g);
        await screenshot(g, 'registry-find-a-couple');
        await result.click();

        await expect(g).toHaveURL(/\/registry\/alex-and-jordan$/);
        await expect(g.getByRole('heading', { level: 1, name: 'Alex Morgan & Jordan Lee' })).toBeVisible();

        // Gifts come 24 at a time; the new ones (in no collection, so last) are further on.
        const gifts = g.locator('[data-gift]');
        await expect(gifts).toHaveCount(24);
        await expect(g.getByText(/^Showing 24 of \d+ gifts$/)).toBeVisible();
        const more = g.getByRole('button', { name: 'Show more gifts' });
        while (await more.isVisible()) {
          const shown = await gifts.count();
          await more.focus();
          await g.keyboard.press('Enter');
          await expect(gifts).not.toHaveCount(shown);
          // Keyboard focus lands on the title of the first gift that was added.
          await expect(gifts.nth(shown).getByRole('heading')).toBeFocused();
        }
        await expect(g.getByText(/^Showing \d+ of/)).toHaveCount(0);
        const fundCard = g.getByRole('article', { name: fund });
        await expect(fundCard).toBeVisible();
        await expect(fundCard.getByRole('progressbar', { name: `${fund} progress` })).toBeVisible();
        await expect(g.getByRole('article', { name: productName }).first()).toBeVisible();
        await expect(
          g
            .getByRole('article', { name: productName })
            .first()
            .getByRole('button', { name: `Add to cart: ${productName}` }),
        ).toBeVisible();
        await expectNoAxeViolations(g, 'main');
        await expectNoHorizontalOverflow(g);
        await screenshot(g, 'registry-guest');

        // Filters narrow the list and live in the URL.
        if (label === 'mobile') await g.getByRole('button', { name: 'Filters' }).click();
        // click, not check(): the URL (the filters' source of truth) updates in a router transition.
        const purchased = g.getByRole('checkbox', { name: /^Purchased/ });
        await purchased.click();
        await expect(purchased).toBeChecked();
        await expect(g).toHaveURL(/availability=PURCHASED/);
        await expect(g.getByRole('article', { name: fund })).toHaveCount(0);
        await g.getByRole('radio', { name: 'All gifts' }).click();
        await expect(g.getByRole('radio', { name: 'All gifts' })).toBeChecked();
        await expect(g).toHaveURL(/view=all/);
        await screenshot(g, 'registry-guest-filtered');
      } finally {
        await guest.context.close();
      }
    });
  }

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    test(`a guest sees a large registry 24 gifts at a time and shows the rest with the keyboard (${label})`, async ({
      browser,
      baseURL,
    }) => {
      const key = await createLargeRegistry(baseURL!, 30);
      const guest = await guestPage(browser, viewport, baseURL);
      try {
        const g = guest.page;
        // What the page should end up showing: every gift, grouped, in the server's order.
        const whole = await callApi<{ groups: Array<{ items: Array<{ title: string }> }> }>(
          g.request,
          'POST',
          `${REGISTRY_API}/registryCollection/search`,
          {
            registry_key: key,
            filters: [],
            grouped_by_collection: true,
          },
        );
        const titles = whole.groups.flatMap((group) => group.items.map((i) => i.title));
        expect(titles).toHaveLength(30);
        const otherGifts = g.getByRole('list', { name: 'Other gifts' }).locator('[data-gift]');

        await g.goto(`/registry/${key}`);
        await expect(g.getByRole('heading', { level: 1, name: 'Taylor Brooks & Morgan Reyes' })).toBeVisible();
        await expect(g.getByRole('heading', { level: 2, name: '30 gifts' })).toBeVisible();
        const gifts = g.locator('[data-gift]');
        await expect(gifts).toHaveCount(24);
        await expect(g.getByText('Showing 24 of 30 gifts')).toBeVisible();
        await expect(otherGifts).toHaveCount(2);
        await expectNoAxeViolations(g, 'main');
        await expectNoHorizontalOverflow(g);
        await screenshot(g, 'registry-large-first-page');

        const more = g.getByRole('button', { name: 'Show more gifts' });
        await more.focus();
        await g.keyboard.press('Enter');
        await expect(gifts).toHaveCount(30);
        // The second page continued 'Other gifts' rather than opening it again.
        await expect(g.getByRole('heading', { name: 'Other gifts' })).toHaveCount(1);
        await expect(otherGifts).toHaveCount(8);
        // Focus is on the 25th gift's title, so the keyboard continues where the new gifts begin.
        const firstNew = gifts.nth(24).getByRole('heading');
        await expect(firstNew).toBeFocused();
        await expect(firstNew).toHaveText(titles[24]!);
        expect(await gifts.getByRole('article').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')))).toEqual(titles);
        await expect(more).toHaveCount(0);
        await expect(g.getByText(/^Showing \d+ of/)).toHaveCount(0);
        await expectNoAxeViolations(g, 'main');
        await expectNoHorizontalOverflow(g);
        await screenshot(g, 'registry-large-all');
      } finally {
        await guest.context.close();
      }
    });

    test(`the couple's registry pages render and pass axe (${label})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await logInAsAlex(page);

      await page.goto('/registry/alex-and-jordan?preview=true');
      await expect(page.getByRole('complementary', { name: 'Preview' })).toContainText('this is your registry as your guests see it');
      await expect(page.getByRole('heading', { level: 1, name: 'Alex Morgan & Jordan Lee' })).toBeVisible();
      await expectNoAxeViolations(page, 'main');
      await expectNoHorizontalOverflow(page);
      await screenshot(page, 'registry-preview');

      await page.goto('/registry/quick-add-packs');
      await expect(page.getByRole('heading', { level: 2, name: 'Kitchen essentials' })).toBeVisible();
      await expectNoAxeViolations(page, 'main');
      await expectNoHorizontalOverflow(page);
      await screenshot(page, 'registry-quick-add-packs');

      await page.goto('/registry/checklist');
      await expect(page.getByRole('progressbar', { name: 'Registry checklist progress' })).toBeVisible();
      await expectNoAxeViolations(page, 'main');
      await expectNoHorizontalOverflow(page);
      await screenshot(page, 'registry-checklist');

      await page.goto('/registry/gift-tracker');
      await expect(page.getByRole('table')).toBeVisible();
      await expectNoAxeViolations(page, 'main');
      await expectNoHorizontalOverflow(page);
      await screenshot(page, 'registry-gift-tracker');

      await page.goto('/registry/shop');
      await expect(page.getByRole('heading', { level: 1, name: /^Shop / })).toBeVisible();
      await expectNoAxeViolations(page, 'main');
      await expectNoHorizontalOverflow(page);
      await screenshot(page, 'registry-shop');
    });
  }
});
