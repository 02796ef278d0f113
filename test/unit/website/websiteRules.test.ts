import { HEADER_TREATMENTS, WEBSITE_THEMES, contrastRatio, themeProperties, websiteTheme } from '../../../src/contracts/websiteThemes';
import {
  PAGE_KINDS,
  PAGE_KIND_INFO,
  WEBSITE_MESSAGES,
  countdownText,
  formatSiteDate,
  isHttpUrl,
  pageOrderBody,
  siteTitle,
  websitePageContent,
  websiteSettingsBody,
} from '../../../src/contracts/website';
import { draftErrors } from '../../../src/features/website/components/PageEditor';

describe('themes', () => {
  it('has at least 12 distinct designs, each with its own header', () => {
    expect(WEBSITE_THEMES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(WEBSITE_THEMES.map((t) => t.key)).size).toBe(WEBSITE_THEMES.length);
    expect(new Set(WEBSITE_THEMES.map((t) => t.header)).size).toBe(WEBSITE_THEMES.length);
    for (const t of WEBSITE_THEMES) expect(HEADER_TREATMENTS).toContain(t.header);
  });

  it.each(WEBSITE_THEMES.map((t) => [t.key, t] as const))('%s keeps text readable (WCAG AA 4.5:1)', (_key, theme) => {
    const c = theme.colors;
    expect(contrastRatio(c.text, c.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(c.text, c.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(c.muted, c.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(c.muted, c.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(c.accent, c.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(c.accent, c.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(c.onAccent, c.accent)).toBeGreaterThanOrEqual(4.5);
  });

  it('uses only fonts already on the device (no web font downloads)', () => {
    for (const t of WEBSITE_THEMES) {
      for (const stack of [t.headingFont, t.bodyFont]) expect(stack).toMatch(/(serif|sans-serif|monospace)$/);
    }
  });

  it('sets the palette as custom properties, and falls back to the default for an unknown key', () => {
    expect(themeProperties(websiteTheme('deco'))).toMatchObject({ '--site-bg': '#121212', '--site-heading-transform': 'uppercase' });
    expect(websiteTheme('gone').key).toBe('classic');
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
});

describe('website rules', () => {
  it('names every page kind', () => {
    for (const kind of PAGE_KINDS) expect(PAGE_KIND_INFO[kind].label).toBeTruthy();
  });

  it('counts down and writes dates as guests read them', () => {
    expect(countdownText(2)).toBe('2 days to go');
    expect(countdownText(1)).toBe('1 day to go');
    expect(countdownText(0)).toBe('Today is the day!');
    expect(countdownText(-3)).toBeNull();
    expect(formatSiteDate('2027-06-12')).toBe('Saturday, June 12, 2027');
    expect(siteTitle('Alex & Jordan')).toBe('Alex & Jordan’s wedding');
  });

  it.each([
    ['https://example.com/list', true],
    ['http://example.com', true],
    ['javascript:alert(1)', false],
    ['JAVASCRIPT:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['//example.com', false],
    ['example.com', false],
  ])('link %s is allowed: %s', (url, ok) => expect(isHttpUrl(url)).toBe(ok));

  it('fills a page’s content with defaults and refuses what the server refuses', () => {
    expect(websitePageContent.parse({})).toEqual({
      title: '',
      body: '',
      show_countdown: true,
      show_photo: true,
      places: [],
      people: [],
      faqs: [],
      links: [],
    });
    const draft = websitePageContent.parse({ places: [{ name: ' The Wythe ' }] });
    expect(draft.places[0]).toEqual({ kind: 'HOTEL', name: 'The Wythe', address: '', note: '', url: '' });
    expect(websitePageContent.safeParse({ links: [{ label: 'Elsewhere', url: 'javascript:alert(1)' }] }).success).toBe(false);
    // A draft (as the editor holds it) with mistakes: messages by field path.
    expect(
      draftErrors({
        ...websitePageContent.parse({}),
        places: [{ kind: 'HOTEL', name: ' ', address: '', note: '', url: '' }],
        links: [{ label: 'x', url: 'javascript:alert(1)' }],
      }),
    ).toEqual({
      'places.0.name': 'Enter the place’s name.',
      'links.0.url': WEBSITE_MESSAGES.link,
    });
    expect(draftErrors(websitePageContent.parse({ body: 'Hello' }))).toEqual({});
  });

  it('takes the pages’ order only whole, with Home first', () => {
    expect(pageOrderBody.safeParse({ kinds: [...PAGE_KINDS] }).success).toBe(true);
    expect(pageOrderBody.safeParse({ kinds: PAGE_KINDS.slice(1) }).success).toBe(false);
    expect(pageOrderBody.safeParse({ kinds: ['STORY', 'HOME', ...PAGE_KINDS.slice(2)] }).success).toBe(false);
    expect(websiteSettingsBody.safeParse({}).success).toBe(false);
    expect(websiteSettingsBody.parse({ slug: ' Our-Day ' }).slug).toBe('our-day');
  });
});
