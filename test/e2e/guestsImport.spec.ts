import fs from 'node:fs';
import { expect, expectNoAxeViolations, screenshot, test, VIEWPORTS } from './fixtures';
import { signUpThroughMail } from './outbox';
import { readPdf } from '../unit/guests/pdfText';

const HEADER =
  'Household,First name,Last name,Email,Phone,Child,Plus-one,Address line 1,Address line 2,City,State / province,Postal code,Country,Tags,Side,List,Notes';
const FILE = [
  HEADER,
  'The Garcia family,Ana,Garcia,ana@example.com,,no,no,12 Oak Street,Apt 4,Springfield,IL,62704,,Family,partner 1,A,',
  'The Garcia family,Leo,Garcia,,,yes,no,,,,,,,Family,partner 1,A,Loves dinosaurs',
  ',Priya,Shah,priya@example.com,,no,no,221B Baker Street,,London,,NW1 6XE,United Kingdom,College friends,both,B,',
  ',Omar,Haddad,,,no,no,,,,,,,Work,partner 2,A,',
  ',Mina,Park,mina(at)example.com,,no,no,,,,,,,Work,,A,',
].join('\n');

test('import a CSV with a bad row, collect an address from a guest, then export the list and print labels', async ({ page, browser }) => {
  const email = `guests.${Date.now()}@example.com`;
  await signUpThroughMail(
    page.request,
    { email, password: 'guest-list-1', first_name: 'Robin', last_name: 'Hale' },
    {
      wedding: {
        partner_first_name: 'Casey',
        partner_last_name: 'Vale',
        wedding_date: '2030-06-01',
        planning_stage: 'PLANNING_VENUE_BOOKED',
      },
    },
  );
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/wedding-planning/guests/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Import, export and addresses' })).toBeVisible();

  // The file: four good rows and one whose email is not one. Nothing is written yet.
  await page.getByLabel('Choose your CSV file').setInputFiles({ name: 'our-guests.csv', mimeType: 'text/csv', buffer: Buffer.from(FILE) });
  const table = page.getByRole('table', { name: /Each row of the file/ });
  await expect(table).toBeVisible();
  await expect(page.getByText('our-guests.csv: 5 rows.')).toBeVisible();
  await expect(page.getByText('1 row with errors.')).toBeVisible();
  const badRow = table.getByRole('row', { name: /^6 / });
  await expect(badRow).toContainText('Error (Email): “mina(at)example.com” is not an email address.');
  await expect(badRow.getByRole('checkbox')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Import 4 guests' })).toBeEnabled();
  await expectNoAxeViolations(page);
  await screenshot(page, 'guests-import-preview');
  await page.setViewportSize(VIEWPORTS.mobile);
  // The header takes its phone layout first (a screenshot taken before it shows the desktop bar squeezed).
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  // The preview scrolls sideways inside its box; the page itself stays as wide as the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
  await screenshot(page, 'guests-import-preview');
  await page.setViewportSize(VIEWPORTS.desktop);

  // The bad row is skipped; the rest arrive in one import.
  await page.getByRole('button', { name: 'Import 4 guests' }).click();
  await expect(page.getByText('Imported 4 guests in 3 households and 3 new tags; 1 row skipped.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);

  // Omar has no address: the labels summary says so; the address link collects it.
  await expect(page.getByRole('list', { name: 'Households without a mailing address' })).toContainText('Omar Haddad');
  await page.getByRole('button', { name: 'Create my address link' }).click();
  const linkField = page.getByLabel('Your address link');
  await expect(linkField).toHaveValue(/\/wedding-planning\/guests\/collect\/[\w-]{20,}$/);
  const link = await linkField.inputValue();

  // A guest, in a browser of their own with no account.
  const guestContext = await browser.newContext({ viewport: VIEWPORTS.mobile });
  const guest = await guestContext.newPage();
  try {
    await guest.goto(link);
    await expect(guest.getByRole('heading', { level: 1, name: 'Share your address with Robin & Casey' })).toBeVisible();
    await guest.getByLabel('First name').fill('omar');
    await guest.getByLabel('Last name').fill('HADDAD');
    await expectNoAxeViolations(guest);
    await screenshot(guest, 'guests-collect-find');
    await guest.getByRole('button', { name: 'Find my invitation' }).click();
    const heading = guest.getByRole('heading', { level: 2, name: 'Omar Haddad' });
    await expect(heading).toBeFocused();
    await guest.getByLabel('Street address').fill('48 Harbor Road');
    await guest.getByRole('textbox', { name: 'City', exact: true }).fill('Portland');
    await guest.getByRole('textbox', { name: 'State', exact: true }).fill('Maine');
    await guest.getByLabel('ZIP code').fill('04101');
    await guest.getByLabel('Email (optional)').fill('omar@example.com');
    await expectNoAxeViolations(guest);
    await screenshot(guest, 'guests-collect-address');
    await guest.setViewportSize(VIEWPORTS.desktop);
    await screenshot(guest, 'guests-collect-address');
    await guest.getByRole('button', { name: 'Save my address' }).click();
    await expect(guest.getByRole('heading', { name: 'Thank you!' })).toBeFocused();
    await expect(guest.getByText('Portland, ME 04101')).toBeVisible();
    await screenshot(guest, 'guests-collect-done');
  } finally {
    await guestContext.close();
  }

  // The couple sees what the guest changed, old → new, and Omar is no longer missing an address.
  await page.reload();
  const activity = page.getByRole('list', { name: 'Changes made by guests through the link' });
  await expect(activity).toContainText('Omar Haddad');
  await expect(activity).toContainText('by guest via link');
  await expect(activity).toContainText('Street: (empty) → 48 Harbor Road');
  await expect(activity).toContainText('State / province: (empty) → ME');
  await expect(page.getByText('3 households will print.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Export: the whole list as a CSV, Omar with his new address.
  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download the guest list (CSV)' }).click(),
  ]);
  expect(csvDownload.suggestedFilename()).toMatch(/^guest-list-\d{4}-\d{2}-\d{2}\.csv$/);
  const exported = fs.readFileSync(await csvDownload.path(), 'utf8');
  expect(exported).toContain('Omar Haddad,Omar,Haddad,,,no,no,48 Harbor Road,,Portland,ME,04101,US,Work,partner 2,A');
  expect(exported).toContain('The Garcia family,Leo,Garcia,,,yes,no,12 Oak Street,Apt 4,Springfield,IL,62704,US,Family,partner 1,A');

  // Filtered to the B list, then labels for everyone: a PDF with each household's address.
  await page.getByLabel('List', { exact: true }).selectOption('B');
  await expect(page).toHaveURL(/list=B/);
  await expect(page.getByText('1 household will print.')).toBeVisible();
  const [bOnly] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download the guest list (CSV)' }).click(),
  ]);
  const bRows = fs
    .readFileSync(await bOnly.path(), 'utf8')
    .trim()
    .split(/\r\n/)
    .slice(1);
  expect(bRows).toHaveLength(1);
  expect(bRows[0]).toContain('Priya Shah');
  await page.getByLabel('List', { exact: true }).selectOption('');
  await expect(page.getByText('3 households will print.')).toBeVisible();

  const [pdfDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download labels (PDF)' }).click(),
  ]);
  expect(pdfDownload.suggestedFilename()).toBe('guest-labels-avery5160.pdf');
  const pdf = await readPdf(fs.readFileSync(await pdfDownload.path()));
  expect(pdf.pages).toHaveLength(1);
  const texts = pdf.pages[0]!.texts.map((t) => t.text);
  expect(texts).toEqual(
    expect.arrayContaining([
      'Omar Haddad',
      '48 Harbor Road',
      'Portland, ME 04101',
      'The Garcia family',
      'Springfield, IL 62704',
      'Priya Shah',
      'UNITED KINGDOM',
    ]),
  );
  await screenshot(page, 'guests-import-done');
});
