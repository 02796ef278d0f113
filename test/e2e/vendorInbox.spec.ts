import { test, expect, expectNoAxeViolations, screenshot, VIEWPORTS } from './fixtures';
import { signUpThroughMail } from './outbox';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a couple writes to a venue, its vendor account answers, the reply shows in the couple inbox', async ({ page, browser, baseURL }) => {
  const stamp = Date.now();
  const coupleEmail = `inbox-${stamp}@confetti.test`;
  const message = `Hello! Is Saturday, June 12 free for 120 guests? (${stamp})`;
  const answer = `Yes, June 12 is open. Would you like a tour on Thursday? (${stamp})`;

  // The vendor signs in with the seeded account (README) and lands back on the inbox.
  const vendorContext = await browser.newContext({ viewport: VIEWPORTS.desktop, baseURL });
  const vendor = await vendorContext.newPage();
  await vendor.goto('/vendor-inbox');
  await vendor.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await vendor.getByLabel('Email').fill('venue1@confetti.test');
  await vendor.getByLabel('Password').fill('confetti-demo');
  await vendor.getByRole('button', { name: 'Log in' }).click();
  await expect(vendor).toHaveURL(/\/vendor-inbox$/);
  const storefront = vendor.getByRole('link', { name: 'See your storefront' });
  await expect(storefront).toBeVisible();
  const storefrontPath = (await storefront.getAttribute('href'))!;
  const venueName = (await vendor.getByRole('heading', { level: 1 }).textContent())!.replace('Vendor inbox: ', '').trim();

  // A new couple sends the venue an inquiry from its storefront.
  await page.setViewportSize(VIEWPORTS.desktop);
  await signUpThroughMail(page.context().request, {
    email: coupleEmail,
    password: 'inbox-password-1',
    first_name: 'Noa',
    last_name: 'Vance',
  });
  await page.goto(storefrontPath);
  await expect(page.getByRole('heading', { level: 1, name: venueName })).toBeVisible();
  await page.getByLabel('Message', { exact: true }).fill(message);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(`Your message was sent to ${venueName}.`);

  // The vendor sees it unread, opens it and answers.
  await vendor.reload();
  const fromCouple = vendor.getByRole('navigation', { name: 'Conversations' }).getByRole('link', { name: /^Noa Vance 1 unread/ });
  await expect(fromCouple).toBeVisible();
  await fromCouple.click();
  const vendorThread = vendor.getByRole('region', { name: 'Conversation with Noa Vance' });
  await expect(vendorThread.getByText(message)).toBeVisible();
  await expectNoAxeViolations(vendor);
  await screenshot(vendor, 'vendor-inbox');
  await vendorThread.getByLabel('Your reply').fill(answer);
  await vendorThread.getByRole('button', { name: 'Send reply' }).click();
  await expect(vendorThread.getByRole('listitem').filter({ hasText: answer })).toContainText('You');
  await expect(vendorThread.getByLabel('Your reply')).toHaveValue('');
  await vendorContext.close();

  // The couple's inbox counts the reply as unread until they open it; the reply was also mailed.
  await expect(page.getByRole('link', { name: 'See the conversation in your messages' })).toBeVisible();
  await page.goto('/wedding-vendors/messages');
  await expect(page.getByText('1 unread message')).toBeVisible();
  const fromVenue = page
    .getByRole('navigation', { name: 'Conversations' })
    .getByRole('link', { name: new RegExp(`^${escapeRegExp(venueName)} 1 unread`) });
  await expect(fromVenue).toContainText(answer);
  await fromVenue.click();
  const thread = page.getByRole('region', { name: `Your conversation with ${venueName}` });
  await expect(thread.getByText(answer)).toBeVisible();
  await expect(thread.getByText(message)).toBeVisible();
  await expect(page.getByText('No unread messages')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'couple-inbox');
  await expect
    .poll(
      async () =>
        (await (await page.request.get('/dev/outbox')).text())
          .split('<article>')
          .some((a) => a.includes(`To ${coupleEmail} ·`) && a.includes('replied to your message') && a.includes(String(stamp))),
      { message: 'the reply mailed to the couple' },
    )
    .toBe(true);

  // At 375 px an open conversation takes the page, with the way back to the list.
  await page.setViewportSize(VIEWPORTS.mobile);
  await expect(thread.getByText(answer)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Conversations' })).toBeHidden();
  await expectNoAxeViolations(page);
  await screenshot(page, 'couple-inbox');
  await page.getByRole('link', { name: 'All messages' }).click();
  await expect(page.getByRole('navigation', { name: 'Conversations' })).toBeVisible();
  await expect(thread).toBeHidden();

  // Having written to the venue, the couple can review it, once; the review leads the list.
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto(storefrontPath);
  // With an inquiry sent and nothing booked, the booking status reminder opens first (once per session).
  const reminder = page.getByRole('dialog', { name: 'Have you booked any vendors?' });
  await reminder.getByRole('button', { name: 'Ask me later' }).click();
  await expect(reminder).toBeHidden();
  const form = page.getByRole('form', { name: `Review ${venueName}` });
  await form.getByRole('radio', { name: '5 stars' }).check();
  await form.getByLabel('Your review').fill(`A beautiful hall and a team that answers. (${stamp})`);
  await form.getByRole('button', { name: 'Publish review' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Thank you: your review of ${venueName} is published.` })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: `(${stamp})` })).toContainText('Noa V.');
  await expect(page.getByRole('listitem').filter({ hasText: `(${stamp})` })).toContainText('Today');
});

test('near me with a granted geolocation searches the nearest city; storefront and search at both widths', async ({ browser, baseURL }) => {
  // Evanston, IL: Chicago is the nearest listed city.
  const context = await browser.newContext({
    baseURL,
    viewport: VIEWPORTS.mobile,
    geolocation: { latitude: 42.0451, longitude: -87.6877 },
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  await page.goto('/wedding-vendors/near-me/wedding-venues');
  await expect(page.getByRole('heading', { level: 1, name: 'Reception Venues in Chicago, IL' })).toBeVisible();
  await expect(page.getByText('Showing vendors near Chicago, IL, the closest city to your location.')).toBeVisible();
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards.first()).toContainText('Chicago, IL');
  await expectNoAxeViolations(page);
  await screenshot(page, 'vendors-near-me');

  // A filter keeps the place (no second question to the browser) and the near-me path.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('distance');
  await expect(page).toHaveURL(/\/wedding-vendors\/near-me\/wedding-venues--sort-distance$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reception Venues in Chicago, IL' })).toBeVisible();

  // A venue with more than one page of reviews (10 a page).
  const first = cards
    .filter({ hasText: /\((1[1-9]|2[0-9]) reviews\)/ })
    .first()
    .getByRole('heading', { level: 2 });
  const name = (await first.textContent())!.trim();
  await first.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await screenshot(page, 'vendors-storefront');
  // Every review is reachable: "Show more" adds the next page until there is none.
  const shown = page.getByText(/^Showing \d+ of \d+ reviews? of /);
  const [, , total] = /^Showing (\d+) of (\d+)/.exec((await shown.textContent())!)!.map(Number) as [number, number, number];
  while (await page.getByRole('button', { name: 'Show more reviews' }).isVisible()) {
    const before = (await shown.textContent())!;
    await page.getByRole('button', { name: 'Show more reviews' }).click();
    await expect(shown).not.toHaveText(before);
  }
  await expect(shown).toHaveText(new RegExp(`^Showing ${total} of ${total} `));
  await page.setViewportSize(VIEWPORTS.desktop);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await screenshot(page, 'vendors-storefront');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Reception Venues in Chicago, IL' })).toBeVisible();
  await screenshot(page, 'vendors-near-me');
  await context.close();
});
