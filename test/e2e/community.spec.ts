import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, screenshot, test, VIEWPORTS } from './fixtures';
import { callApi, signUpThroughMail } from './outbox';

/** Screenshots at both widths (phone, then desktop), the page left at the width it had; axe at each. */
async function atBothWidths(page: Page, name: string): Promise<void> {
  const before = page.viewportSize() ?? VIEWPORTS.desktop;
  for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
    await screenshot(page, name);
  }
  await page.setViewportSize(before);
}

test('a thread is posted, answered from a second account, reported, and hidden by staff', async ({
  page,
  browser,
  baseURL,
  pageErrors,
}) => {
  const stamp = Date.now();
  const firstTitle = `Flowers in December? (${stamp})`;
  const title = `Peonies in December? (${stamp})`;
  await page.setViewportSize(VIEWPORTS.desktop);

  // A guest reads: the boards, the local groups, a board.
  await page.goto('/community');
  await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wedding planning' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'California' })).toBeVisible();
  await atBothWidths(page, 'community-home');
  await page.getByRole('link', { name: 'Wedding planning' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wedding planning' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Introduce yourself: who is getting married next year?' })).toBeVisible();
  await expect(page.locator('#main').getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    /returnTo=%2Fcommunity%2Fboards%2Fplanning/,
  );
  await atBothWidths(page, 'community-board');

  // A new member starts a thread on the budget board.
  await signUpThroughMail(page.context().request, {
    email: `community-a-${stamp}@confetti.test`,
    password: 'community-password-1',
    first_name: 'Noor',
    last_name: 'Haddad',
  });
  await page.goto('/community/boards/budget');
  await expect(page.getByRole('heading', { level: 2, name: 'Start a thread' })).toBeVisible();
  await page.getByLabel('Title').fill(firstTitle);
  await page.getByLabel('Your post').fill('Are **peonies** impossible in winter, or just expensive?');
  await page.getByRole('button', { name: 'Post thread' }).click();
  await expect(page.getByRole('heading', { level: 1, name: firstTitle })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Started by Noor H.' }).locator('strong')).toHaveText('peonies');
  // Within the 30 minutes, the author changes the title.
  await page.getByRole('button', { name: 'Change title' }).click();
  await expect(page.getByLabel('Thread title')).toBeFocused();
  await page.getByLabel('Thread title').fill(title);
  await atBothWidths(page, 'community-title-edit');
  await page.getByRole('button', { name: 'Save title' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeFocused();
  await expect(page.getByText('The title is changed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
  const threadUrl = page.url();

  // A second member replies, quoting the thread, on a phone.
  const second = await browser.newContext({ viewport: VIEWPORTS.mobile, baseURL });
  await signUpThroughMail(second.request, {
    email: `community-b-${stamp}@confetti.test`,
    password: 'community-password-2',
    first_name: 'Eli',
    last_name: 'Brandt',
  });
  const eli = await second.newPage();
  // The thread's HTML preloads its read (signed in: credentials included) and the page takes it: one request.
  const threadReads: string[] = [];
  const countRead = (request: { url(): string }) => {
    if (/^\/web-api\/v2\/community\/threads\/\d+$/.test(new URL(request.url()).pathname)) threadReads.push(request.url());
  };
  eli.on('request', countRead);
  await eli.goto(threadUrl);
  await expect(eli.getByRole('article', { name: 'Started by Noor H.' })).toBeVisible();
  expect(threadReads).toHaveLength(1);
  eli.off('request', countRead);
  await eli.getByRole('article', { name: 'Started by Noor H.' }).getByRole('button', { name: 'Quote' }).click();
  await expect(eli.getByLabel('Your reply')).toBeFocused();
  await eli.getByLabel('Your reply').fill('Buy my **miracle** peony spray, only $99!');
  await eli.getByRole('button', { name: 'Post reply' }).click();
  const reply = eli.getByRole('article', { name: 'Reply by Eli B.' });
  await expect(reply.getByText('Noor H. wrote:')).toBeVisible();
  await expect(eli.getByText('Your reply is posted.')).toBeVisible();
  await atBothWidths(eli, 'community-thread');
  await second.close();

  // The thread's author reports the reply.
  await page.reload();
  const reported = page.getByRole('article', { name: 'Reply by Eli B.' });
  await reported.getByRole('button', { name: 'Report' }).click();
  await reported.getByLabel('Why are you reporting this post?').selectOption('SPAM');
  await reported.getByLabel('Anything our team should know? (optional)').fill('Selling things');
  await reported.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thanks for telling us. Our team will look at this post.')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'community-thread-reported');

  // Staff see it in the queue and hide it.
  const staffContext = await browser.newContext({ viewport: VIEWPORTS.desktop, baseURL });
  await callApi(staffContext.request, 'POST', '/website-nav/web-api/v1/auth/login', {
    email: 'staff@confetti.test',
    password: 'confetti-demo',
  });
  const staff = await staffContext.newPage();
  await staff.goto('/community/moderation');
  const item = staff.getByRole('article', { name: `Post by Eli B. in ${title}` });
  await expect(item.getByText('Spam or advertising — reported by Noor H.: “Selling things”')).toBeVisible();
  await atBothWidths(staff, 'community-moderation');
  await item.getByRole('button', { name: 'Hide' }).click();
  await expect(staff.getByText('The post is hidden.')).toBeVisible();
  await expect(item).toHaveCount(0);
  await staffContext.close();

  // Everyone now sees the reply as hidden, and the thread counts no replies.
  await page.reload();
  const hiddenReply = page.getByRole('article', { name: 'Reply by Eli B.' });
  await expect(hiddenReply.getByText('This post was hidden by a moderator.')).toBeVisible();
  await expect(hiddenReply.getByText('Noor H. wrote:')).toHaveCount(0);
  await expect(page.getByText('0 replies')).toBeVisible();
  await atBothWidths(page, 'community-thread-hidden');

  // Search finds the thread by its words.
  await page.goto('/community');
  await page.getByLabel('Search the community').fill('peonies winter');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Posts about “peonies winter”' })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByText('Are peonies impossible in winter, or just expensive?').first()).toBeVisible();
  await atBothWidths(page, 'community-search');

  // Search finds it by a word only its title has.
  await page.goto(`/community/search?q=${stamp}`);
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  // The author's own posts are on "My posts".
  await page.goto('/community');
  await page.getByRole('link', { name: 'My posts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My posts' })).toBeVisible();
  const mine = page.getByRole('list', { name: 'Your posts' });
  await expect(mine.getByRole('listitem').filter({ hasText: 'Started' }).getByRole('link', { name: title })).toBeVisible();
  await atBothWidths(page, 'community-my-posts');

  // The digest's unsubscribe page asks first (mail scanners open links); a link Confetti did not sign is refused, in words.
  await page.goto(`/community/unsubscribe?token=1.${'A'.repeat(43)}`);
  await expect(page.getByRole('button', { name: 'Stop the digest mails' })).toBeVisible();
  await atBothWidths(page, 'community-unsubscribe');
  pageErrors.allow(/^HTTP 400 \/web-api\/v2\/community\/digest\/unsubscribe$/);
  await page.getByRole('button', { name: 'Stop the digest mails' }).click();
  await expect(page.getByText('This unsubscribe link is not valid. Please use the link in your latest digest mail.')).toBeVisible();
});
