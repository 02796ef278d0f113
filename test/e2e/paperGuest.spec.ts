import { expect, expectNoAxeViolations, screenshot, test, VIEWPORTS } from './fixtures';

test('a signed-out guest personalises a card, is asked to sign up at the first save, and keeps it by logging in', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  // The e2e build is production's, where pushSignupIntoCustomization is off: a session override
  // (spec §9) turns it on, as it is in development and staging.
  await page.addInitScript(() => window.sessionStorage.setItem('confetti.flag.pushSignupIntoCustomization', 'true'));
  await page.goto('/wedding-planning/paper/design/wildflower-meadow-invitation');
  await page.getByRole('link', { name: 'Personalise this card' }).click();
  await expect(page).toHaveURL(/\/wedding-planning\/projects\/\d+$/);
  const projectUrl = page.url();
  const names = page.getByRole('textbox', { name: 'Names', exact: true });
  // No wedding to fill it from.
  await expect(names).toHaveValue('');

  // The first save asks to sign up; the card is saved in this browser already.
  await names.fill('Sam Rivera & Robin Park');
  const dialog = page.getByRole('dialog', { name: 'Save your card to an account' });
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  await expectNoAxeViolations(page);
  await screenshot(page, 'paper-guest-signup-prompt');
  await dialog.getByRole('button', { name: 'Not now' }).click();
  await expect(dialog).toBeHidden();
  // Asked once: the next save says nothing.
  await page.getByRole('textbox', { name: 'Note', exact: true }).fill('Dinner and dancing to follow');
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Saved in this browser only.')).toBeVisible();
  for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
    await screenshot(page, 'paper-guest-customise');
  }

  // Kept by this browser across a reload, and listed with the guest's projects.
  await page.reload();
  await expect(names).toHaveValue('Sam Rivera & Robin Park');
  await page.goto('/wedding-planning/projects');
  await expect(page.getByText('These cards are saved in this browser only.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Wildflower Meadow Invitation' })).toHaveCount(1);

  // Logging in from the card brings the person back to it, now their account's.
  await page.goto(projectUrl);
  await page.getByRole('link', { name: 'log in', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/login\?/);
  await page.getByLabel('Email').fill('guest@confetti.test');
  await page.getByLabel('Password').fill('confetti-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(projectUrl);
  await expect(names).toHaveValue('Sam Rivera & Robin Park');
  await expect(page.getByText('Saved in this browser only.')).toHaveCount(0);
});

test('without pushSignupIntoCustomization a guest’s card is saved in their browser without asking', async ({ page }) => {
  await page.goto('/wedding-planning/paper/design/wildflower-meadow-invitation/customize');
  await expect(page).toHaveURL(/\/wedding-planning\/projects\/\d+$/);
  await page.getByRole('textbox', { name: 'Names', exact: true }).fill('Sam Rivera & Robin Park');
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  await expect(page.getByText('Saved in this browser only.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
