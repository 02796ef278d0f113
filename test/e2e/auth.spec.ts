import { request } from '@playwright/test';
import { test, expect, expectNoAxeViolations, screenshot, VIEWPORTS } from './fixtures';
import { mailedToken, signUpThroughMail } from './outbox';

test('sign up → confirm by mail → onboard → sign out → log in → change name → reset password through the outbox', async ({
  page,
  pageErrors,
}) => {
  pageErrors.allow(/^HTTP 401 \/website-nav\/web-api\/v1\/auth\/login$/);
  // The confirmation link followed a second time.
  pageErrors.allow(/^HTTP 400 \/website-nav\/web-api\/v1\/user\/confirm$/);
  const email = `pat.${Date.now()}@example.com`;
  await page.setViewportSize(VIEWPORTS.desktop);

  await page.goto('/account/signup');
  await expectNoAxeViolations(page);
  await page.getByLabel('First name').fill('Pat');
  await page.getByLabel('Last name').fill('Quinn');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('first-password');
  await page.getByRole('button', { name: 'Create account' }).click();

  // The same answer whether or not the email has an account: the mailed link finishes.
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toContainText(`We sent a link to ${email}.`);
  await expectNoAxeViolations(page);
  await screenshot(page, 'signup-check-email');
  const token = await mailedToken(page.request, email, '/account/confirm');
  await page.goto(`/account/confirm?token=${token}`);

  await expect(page).toHaveURL(/\/wedding\/onboard\/wedding-planning$/);
  await expect(page.getByRole('heading', { name: 'Tell us about your wedding' })).toBeVisible();
  await page.getByLabel('Partner’s first name').fill('Sky');
  await page.getByLabel('Partner’s last name').fill('Rivera');
  await page.getByLabel('Wedding date').fill('2027-10-09');
  await page.getByLabel('Where are you in planning?').selectOption('PLANNING_NO_VENUE_BOOKED');
  await page.getByRole('button', { name: 'Create our registry' }).click();
  // Onboarding goes on to the guided start (issue 25; wedding.spec.ts walks it).
  await expect(page).toHaveURL(/\/wedding\/setup$/);
  await expect(page.getByRole('link', { name: 'Pat Quinn' })).toBeVisible();
  const marker = (await page.context().cookies()).find((c) => c.name === 'checklistOnboard');
  expect(marker?.value).toBe('1');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'confetti_logged_in')?.value).toBe('0');

  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your email and password do not match.');
  await page.getByLabel('Password').fill('first-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('link', { name: 'Pat Quinn' })).toBeVisible();

  await page.getByRole('link', { name: 'Pat Quinn' }).click();
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('First name').fill('Patricia');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Your name has been saved.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Patricia Quinn' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await page.goto('/account/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('we’ve emailed a link');

  // The reset and its mail are jobs that run just after the answer: reload the outbox until the mail is in.
  const resetLink = page.locator('article', { hasText: `To ${email}` }).getByRole('link', { name: /reset-password\?token=/ });
  await expect(async () => {
    await page.goto('/dev/outbox');
    await expect(resetLink).toHaveCount(1, { timeout: 500 });
  }).toPass();
  await resetLink.click();
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel(/^New password/).fill('second-password');
  await page.getByLabel('Confirm new password').fill('second-password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Your password has been changed.');

  await page.getByRole('link', { name: 'Log in with your new password' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('second-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('link', { name: 'Patricia Quinn' })).toBeVisible();

  // The confirmation link works once.
  await page.goto(`/account/confirm?token=${token}`);
  await expect(page.getByRole('alert')).toHaveText('This link has expired or was already used. Sign up again to get a new one.');
  await expect(page.getByRole('link', { name: 'Sign up again' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'signup-confirm-used');
});

test('a guest onboards: check email, then the link makes the account, the wedding and the registry (mobile)', async ({ page }) => {
  const email = `robin.${Date.now()}@example.com`;
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto('/wedding/onboard/wedding-planning');
  await page.getByLabel('Your first name').fill('Robin');
  await page.getByLabel('Your last name').fill('Hart');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('robin-password');
  await page.getByLabel('Partner’s first name').fill('Kai');
  await page.getByRole('button', { name: 'Create our registry' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toContainText(email);
  await expectNoAxeViolations(page);
  await screenshot(page, 'onboard-check-email');

  await page.goto(`/account/confirm?token=${await mailedToken(page.request, email, '/account/confirm')}`);
  await expect(page).toHaveURL(/\/wedding\/setup$/);
  // The address bar changes before the page has arrived; a new page moves focus to it, which closes
  // an open menu. Open the Account menu once the guided start is on screen, as a person would.
  await expect(page.getByRole('heading', { name: 'Who’s getting married?' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('link', { name: 'Robin Hart' })).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'checklistOnboard')?.value).toBe('1');
  // A couple with a wedding: "Get started" goes on to the guided start.
  await page.goto('/wedding/onboard/wedding-planning');
  await expect(page).toHaveURL(/\/wedding\/setup$/);
  await expect(page.getByRole('heading', { name: 'Who’s getting married?' })).toBeVisible();
});

test('five wrong passwords lock this browser out; the owner unlocks from the mailed link', async ({ page, pageErrors, baseURL }) => {
  pageErrors.allow(/^HTTP 401 \/website-nav\/web-api\/v1\/auth\/login$/);
  pageErrors.allow(/^HTTP 406 \/website-nav\/web-api\/v1\/auth\/login$/);
  const email = `lou.${Date.now()}@example.com`;
  const owner = await request.newContext({ baseURL });
  await signUpThroughMail(owner, { email, password: 'lou-password-1', first_name: 'Lou', last_name: 'Kout' });
  await owner.dispose();

  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/account/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('wrong-password');
  // One attempt per click, each answered before the next.
  const attempt = async () => {
    const answer = page.waitForResponse((r) => r.url().endsWith('/website-nav/web-api/v1/auth/login'));
    await page.getByRole('button', { name: 'Log in' }).click();
    return (await answer).status();
  };
  const statuses = [];
  for (let i = 0; i < 5; i++) statuses.push(await attempt());
  expect(statuses).toEqual([401, 401, 401, 401, 406]);
  const locked = 'Your account has been locked due to too many failed login attempts. Please wait 1 hour and try again.';
  await expect(page.getByRole('alert')).toHaveText(locked);
  await page.getByLabel('Password').fill('lou-password-1');
  expect(await attempt()).toBe(406);
  await expect(page.getByRole('alert')).toHaveText(locked);
  await screenshot(page, 'login-locked');

  await page.goto(`/account/unlock?token=${await mailedToken(page.request, email, '/account/unlock')}`);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Your account is unlocked. Log in');
  await expectNoAxeViolations(page);
  await screenshot(page, 'account-unlocked');
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('lou-password-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('link', { name: 'Lou Kout' })).toBeVisible();
});

test('the demo couple logs in on a phone and sees their wedding', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto('/account/login');
  await page.getByLabel('Email').fill('alex@confetti.test');
  await page.getByLabel('Password').fill('confetti-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  // The dashboard first (a new page takes the focus, closing a menu opened before it arrived).
  await expect(page.getByRole('heading', { level: 1, name: 'Alex & Jordan' })).toBeVisible();
  // On a phone the name is in the header's Account menu (issue 25: it no longer wraps the row).
  await page.getByRole('banner').getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('link', { name: 'Alex Morgan' })).toBeVisible();
  await page.goto('/wedding-planning/your-wedding');
  await expect(page.getByLabel('Partner’s first name')).toHaveValue('Jordan');
  await expect(page.getByRole('region', { name: 'Plan together' })).toContainText('jordan@confetti.test');
});
