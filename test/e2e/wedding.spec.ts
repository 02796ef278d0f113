import { test, expect, expectNoAxeViolations, screenshot, VIEWPORTS } from './fixtures';
import { mailedToken, signUpThroughMail } from './outbox';

const year = new Date().getUTCFullYear() + 1;

test('guided start: sign up from the registry page → confirm by mail → setup steps → the dashboard', async ({ page }) => {
  const email = `setup.${Date.now()}@example.com`;
  await page.setViewportSize(VIEWPORTS.desktop);

  // "Start your registry" on the registry landing page leads into onboarding (and carries where it came from).
  await page.goto('/wedding-registry');
  await page.getByRole('banner').getByRole('link', { name: 'Get started' }).click();
  await expect(page).toHaveURL(/\/wedding\/onboard\/wedding-planning\?from=%2Fwedding-registry$/);
  await page.getByLabel('Your first name').fill('Quinn');
  await page.getByLabel('Your last name').fill('Avery');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('quinn-password');
  await page.getByLabel('Partner’s first name').fill('Rowan');
  await page.getByRole('button', { name: 'Create our registry' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  await page.goto(`/account/confirm?token=${await mailedToken(page.request, email, '/account/confirm')}`);
  await expect(page).toHaveURL(/\/wedding\/setup$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Who’s getting married?');
  await expect(heading).toBeFocused();
  await expect(page.getByText(/^Step 1 of [56]$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'setup-names');
  await page.getByLabel('Partner’s last name').fill('Sloane');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(heading).toHaveText('When is the big day?');
  await page.getByLabel('Wedding date').fill(`${year}-09-19`);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(heading).toHaveText('Where is it?');
  // Back returns to the saved date; Continue keeps it.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Wedding date')).toHaveValue(`${year}-09-19`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading).toHaveText('Where is it?');
  await page.getByLabel('City').fill('Savannah');
  await page.getByLabel('State or province').fill('GA');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(heading).toHaveText('How many guests?');
  await page.getByLabel('Estimated number of guests').fill('2000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter a whole number from 0 to 1000, or leave it empty.');
  await page.getByLabel('Estimated number of guests').fill('140');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(heading).toHaveText('What do you want to plan first?');
  await page.getByRole('checkbox', { name: 'Registry' }).check();
  await page.getByRole('checkbox', { name: 'Guest list' }).check();
  await expectNoAxeViolations(page);
  await screenshot(page, 'setup-priorities');
  // The hdyhau-subway experiment's test variation (assigned per user) adds one more step.
  const last = page.getByRole('button', { name: 'Finish', exact: true });
  if (await last.isVisible()) {
    await last.click();
  } else {
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(heading).toHaveText('How did you hear about us?');
    await page.getByRole('radio', { name: 'An ad on the subway' }).check();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Finish', exact: true }).click();
  }
  await expect(page).toHaveURL(/\/wedding-planning\/dashboard$/);

  // Every answer was saved as they went.
  await page.goto('/wedding-planning/your-wedding');
  await expect(page.getByLabel('Partner’s last name')).toHaveValue('Sloane');
  await expect(page.getByLabel('Wedding date')).toHaveValue(`${year}-09-19`);
  await expect(page.getByLabel('City')).toHaveValue('Savannah');
  await expect(page.getByLabel('Estimated number of guests')).toHaveValue('140');
});

test('partner invitation: the owner invites, the partner signs up from the mailed link, edits the date; the owner sees it', async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = Date.now();
  const ownerEmail = `owner.${stamp}@example.com`;
  const partnerEmail = `partner.${stamp}@example.com`;
  await page.setViewportSize(VIEWPORTS.desktop);
  await signUpThroughMail(
    page.request,
    { email: ownerEmail, password: 'owner-password', first_name: 'Morgan', last_name: 'Blake' },
    {
      wedding: {
        partner_first_name: 'Casey',
        partner_last_name: 'Dale',
        wedding_date: `${year}-10-09`,
        planning_stage: 'PLANNING_VENUE_BOOKED',
      },
    },
  );

  await page.goto('/wedding-planning/your-wedding');
  await expect(page.getByRole('heading', { level: 1, name: 'Your wedding' })).toBeVisible();
  await expect(page.getByLabel('Wedding date')).toHaveValue(`${year}-10-09`);
  await expectNoAxeViolations(page);
  await page.getByLabel('Partner’s email').fill(partnerEmail);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('heading', { name: 'Waiting to join' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Plan together' })).toContainText(partnerEmail);
  await expectNoAxeViolations(page);
  await screenshot(page, 'your-wedding-invited');

  // The partner, in a browser of their own, opens the mailed link.
  const partnerContext = await browser.newContext({ viewport: VIEWPORTS.mobile, baseURL });
  const partner = await partnerContext.newPage();
  const invitation = await mailedToken(partner.request, partnerEmail, '/wedding/join');
  await partner.goto(`/wedding/join?token=${invitation}`);
  await expect(partner.getByText(`Morgan invited ${partnerEmail}`)).toBeVisible();
  await expectNoAxeViolations(partner);
  await screenshot(partner, 'join-guest');
  await partner.getByRole('link', { name: 'Create an account' }).click();
  await partner.getByLabel('First name').fill('Casey');
  await partner.getByLabel('Last name').fill('Dale');
  await partner.getByLabel('Email').fill(partnerEmail);
  await partner.getByLabel('Password').fill('partner-password');
  await partner.getByRole('button', { name: 'Create account' }).click();
  await expect(partner.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  // The confirmation link brings them back to the invitation.
  await partner.goto(`/account/confirm?token=${await mailedToken(partner.request, partnerEmail, '/account/confirm')}`);
  await expect(partner).toHaveURL(new RegExp(`/wedding/join\\?token=${invitation}$`));
  await partner.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(partner).toHaveURL(/\/wedding-planning\/your-wedding$/);
  await expect(partner.getByRole('region', { name: 'Plan together' })).toContainText('Morgan Blake');
  await expectNoAxeViolations(partner);

  // The partner changes the date; a date that has passed is refused first.
  const date = partner.getByLabel('Wedding date');
  await date.fill('2020-01-01');
  await partner.getByRole('button', { name: 'Save changes' }).click();
  await expect(partner.getByText('Choose a date that hasn’t passed yet.')).toBeVisible();
  await date.fill(`${year}-11-14`);
  await partner.getByRole('button', { name: 'Save changes' }).click();
  await expect(partner.getByRole('main').getByRole('status')).toHaveText('Your wedding details are saved.');
  await screenshot(partner, 'your-wedding-partner');

  // The owner's page shows the change after a reload, and the partner instead of the invitation.
  await page.reload();
  await expect(page.getByLabel('Wedding date')).toHaveValue(`${year}-11-14`);
  await expect(page.getByRole('region', { name: 'Plan together' })).toContainText('Casey Dale');
  await expect(page.getByRole('heading', { name: 'Waiting to join' })).toHaveCount(0);

  // The link worked once.
  await partnerContext.close();
  const stranger = await browser.newContext({ baseURL });
  const again = await stranger.newPage();
  await again.goto(`/wedding/join?token=${invitation}`);
  await expect(again.getByRole('alert')).toContainText('This invitation was already used.');
  await stranger.close();
});
