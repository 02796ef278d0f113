import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createTestApp, TestClient, type TestApp } from './helpers';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { weddingEvents, weddings } from '../../server/db/schema';
import { renderMarkdown } from '../../server/lib/markdown';
import { daysUntilWedding } from '../../src/contracts/wedding';
import {
  PAGE_KINDS,
  PASSWORD_REQUIRED_CODE,
  SLUG_INVALID_MESSAGE,
  SLUG_RESERVED_MESSAGE,
  SLUG_TAKEN_MESSAGE,
  WEBSITE_MESSAGES,
  countdownText,
  mapUrl,
  publicSite,
  slugProblem,
  websiteAnswer,
  type WebsitePageContentInput,
} from '../../src/contracts/website';

const W = '/web-api/v2/wedding-website';
let t: TestApp;
let dist: string;

beforeAll(async () => {
  // A built SPA of one page: /wedding/{slug} sends it with the site's head.
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-dist-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Confetti</title><meta name="description" content="Confetti home"></head><body><div id=root></div></body></html>',
  );
  t = await createTestApp({ seed: true, config: { distDir: dist, authRateLimitPerMinute: 1000 } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

async function login(email: string) {
  const c = new TestClient(t.app);
  const res = await c.post(`/website-nav/web-api/v1/auth/login`, { email, password: DEMO_PASSWORD });
  expect(res.status).toBe(200);
  return c;
}

// Every payload a couple might type to run script in a guest's browser.
const XSS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '[click me](javascript:alert(1))',
  '<a href="javascript:alert(1)">x</a>',
  '<svg onload=alert(1)>',
  '"><iframe src=javascript:alert(1)>',
  '[x](JaVaScRiPt:alert(1))',
  '<a href="&#106;avascript:alert(1)">entity</a>',
];
const XSS_TEXT = XSS.join('\n\n');
const SAFE_TAGS = ['p', 'br', 'h3', 'h4', 'h5', 'strong', 'em', 'a', 'ul', 'ol', 'li', 'blockquote', 'hr', 'code', 'pre'];
/**
 * HTML a guest's browser may receive: every tag (each real `<`: text is escaped to `&lt;`) is on
 * the short list, no attribute is an event handler, and every link is http(s), mailto or tel.
 * Typed markup may remain as text ('&lt;img src=x onerror=…&gt;'), which runs nothing.
 */
function expectInert(html: string) {
  const tags = [...html.matchAll(/<\/?([a-zA-Z0-9-]+)([^>]*)>/g)];
  for (const [, name, attributes] of tags) {
    expect(SAFE_TAGS).toContain(name!.toLowerCase());
    for (const [, attr, value] of attributes!.matchAll(/([^\s=/]+)(?:\s*=\s*"([^"]*)")?/g)) {
      expect(attr!.toLowerCase()).not.toMatch(/^on/);
      expect(['href', 'rel', 'target', 'start']).toContain(attr!.toLowerCase());
      if (attr!.toLowerCase() === 'href') expect(value).toMatch(/^(https?:|mailto:|tel:)/);
    }
  }
  expect(html.replace(/<[^>]*>/g, '')).not.toMatch(/[<>]/);
}

describe('pure rules', () => {
  it.each([
    ['alex-and-jordan', null],
    ['abc', null],
    ['ab', SLUG_INVALID_MESSAGE],
    ['a'.repeat(51), SLUG_INVALID_MESSAGE],
    ['Alex', SLUG_INVALID_MESSAGE],
    ['alex_jordan', SLUG_INVALID_MESSAGE],
    ['-alex', SLUG_INVALID_MESSAGE],
    ['alex--jordan', SLUG_INVALID_MESSAGE],
    ['setup', SLUG_RESERVED_MESSAGE],
    ['join', SLUG_RESERVED_MESSAGE],
    ['onboard', SLUG_RESERVED_MESSAGE],
  ])('slug %s → %s', (slug, message) => expect(slugProblem(slug)).toBe(message));

  it('counts down in whole days', () => {
    expect(daysUntilWedding('2027-06-12', 'America/New_York', new Date('2027-06-10T12:00:00Z'))).toBe(2);
    // Late on the 11th in New York is already the 12th in UTC: the wedding's zone decides.
    expect(daysUntilWedding('2027-06-12', 'America/New_York', new Date('2027-06-12T02:00:00Z'))).toBe(1);
    expect(countdownText(412)).toBe('412 days to go');
    expect(countdownText(1200)).toBe('1,200 days to go');
    expect(countdownText(1)).toBe('1 day to go');
    expect(countdownText(0)).toBe('Today is the day!');
    expect(countdownText(-1)).toBeNull();
  });

  it('builds map links from text, encoded', () => {
    expect(mapUrl('The Boathouse', '1 Park Rd, Brooklyn')).toBe(
      'https://www.google.com/maps/search/?api=1&query=The%20Boathouse%2C%201%20Park%20Rd%2C%20Brooklyn',
    );
    expect(mapUrl('  ', '')).toBeNull();
    expect(mapUrl('javascript:alert(1)')).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=javascript%3Aalert/);
  });

  it('renders markdown and sanitises every script payload', () => {
    expect(renderMarkdown('We met in **2019**.')).toBe('<p>We met in <strong>2019</strong>.</p>');
    expect(renderMarkdown('# Big')).toBe('<h3>Big</h3>');
    expect(renderMarkdown('[site](https://example.com)')).toBe(
      '<p><a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">site</a></p>',
    );
    expect(renderMarkdown('')).toBe('');
    for (const payload of XSS) expectInert(renderMarkdown(payload));
    // Raw HTML is shown as text, not dropped silently.
    expect(renderMarkdown('<script>alert(1)</script>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });
});

describe('the couple’s website', () => {
  it('needs a signed-in member of a wedding, and a site made first', async () => {
    expect((await new TestClient(t.app).get(W)).status).toBe(401);
    expect((await new TestClient(t.app).post(W)).status).toBe(401);
    const casey = await login('guest@confetti.test');
    expect((await casey.get(W)).status).toBe(404);
    expect((await casey.post(W)).status).toBe(404);
    const alex = await login('alex@confetti.test');
    const none = await alex.get(W);
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ message: WEBSITE_MESSAGES.noWebsite, code: 'no_website' });
  });

  it('makes one site per wedding, at the wedding’s slug, with every page', async () => {
    const alex = await login('alex@confetti.test');
    const made = await alex.post(W);
    expect(made.status).toBe(201);
    const answer = websiteAnswer.parse(made.body);
    expect(answer.website).toMatchObject({
      slug: 'alex-and-jordan',
      path: '/wedding/alex-and-jordan',
      theme: 'classic',
      published: false,
      has_password: false,
    });
    expect(answer.pages.map((p) => p.kind)).toEqual([...PAGE_KINDS]);
    expect(answer.pages.filter((p) => p.enabled).map((p) => p.kind)).toEqual(['HOME', 'STORY', 'SCHEDULE', 'TRAVEL', 'FAQ', 'REGISTRY']);
    expect(answer.preview.couple.first_names).toBe('Alex & Jordan');
    // The partner edits the same site; a second "create" is refused.
    const jordan = await login('jordan@confetti.test');
    const again = await jordan.post(W);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(WEBSITE_MESSAGES.alreadyMade);
    expect((await jordan.get(W)).body.website.id).toBe(answer.website.id);
  });

  it('keeps each couple to their own site (BOLA)', async () => {
    const alex = await login('alex@confetti.test');
    const sam = await login('sam@confetti.test');
    const samSite = await sam.post(W);
    expect(samSite.status).toBe(201);
    expect(samSite.body.website.slug).toBe('sam-and-riley');
    const alexBefore = (await alex.get(W)).body;
    // Sam's writes only ever reach Sam's site, whatever they send.
    expect((await sam.put(`${W}/settings`, { theme: 'deco' })).body.website.id).toBe(samSite.body.website.id);
    expect((await sam.put(`${W}/pages/STORY`, { content: { body: 'Sam’s story' } })).body.website.id).toBe(samSite.body.website.id);
    expect((await sam.put(`${W}/settings`, { id: alexBefore.website.id, theme: 'garden' })).status).toBe(400);
    const alexAfter = (await alex.get(W)).body;
    expect(alexAfter.website.theme).toBe(alexBefore.website.theme);
    expect(alexAfter.pages.find((p: { kind: string }) => p.kind === 'STORY').content.body).toBe('');
    // Sam cannot take Alex's address.
    const taken = await sam.put(`${W}/settings`, { slug: 'alex-and-jordan' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(SLUG_TAKEN_MESSAGE);
    expect((await sam.get(`${W}/slug-available?slug=alex-and-jordan`)).body).toEqual({
      slug: 'alex-and-jordan',
      available: false,
      message: SLUG_TAKEN_MESSAGE,
    });
    expect((await alex.get(`${W}/slug-available?slug=Alex-and-Jordan`)).body.available).toBe(true);
  });

  it('validates settings with messages a person understands', async () => {
    const alex = await login('alex@confetti.test');
    const reserved = await alex.put(`${W}/settings`, { slug: 'setup' });
    expect(reserved.status).toBe(400);
    expect(reserved.body.fields.slug).toBe(SLUG_RESERVED_MESSAGE);
    expect((await alex.put(`${W}/settings`, { theme: 'neon' })).body.fields.theme).toBe(WEBSITE_MESSAGES.theme);
    expect((await alex.put(`${W}/settings`, {})).body.message).toContain(WEBSITE_MESSAGES.changeSomething);
    expect((await alex.put(`${W}/settings`, { rsvp_deadline: '2027-02-30' })).body.fields.rsvp_deadline).toBe(WEBSITE_MESSAGES.deadline);
    expect((await alex.put(`${W}/pages/BOGUS`, { enabled: true })).status).toBe(400);
    const badLink = await alex.put(`${W}/pages/REGISTRY`, { content: { links: [{ label: 'Elsewhere', url: 'javascript:alert(1)' }] } });
    expect(badLink.status).toBe(400);
    expect(badLink.body.fields['content.links.0.url']).toBe(WEBSITE_MESSAGES.link);
    const order = await alex.put(`${W}/page-order`, { kinds: ['HOME', 'HOME'] });
    expect(order.status).toBe(400);
    expect(order.body.message).toContain(WEBSITE_MESSAGES.pageOrder);
    const moved = await alex.put(`${W}/settings`, { slug: '  Alex-And-Jordan-2027 ', theme: 'garden', rsvp_deadline: '2027-05-01' });
    expect(moved.status).toBe(200);
    expect(moved.body.website).toMatchObject({ slug: 'alex-and-jordan-2027', theme: 'garden', rsvp_deadline: '2027-05-01' });
    await alex.put(`${W}/settings`, { slug: 'alex-and-jordan' });
  });

  it('switches theme without losing content, and reorders pages', async () => {
    const alex = await login('alex@confetti.test');
    await alex.put(`${W}/pages/STORY`, { content: { title: 'How we met', body: 'On a **train**.' } });
    for (const theme of ['deco', 'midnight', 'classic']) await alex.put(`${W}/settings`, { theme });
    const answer = websiteAnswer.parse((await alex.get(W)).body);
    expect(answer.pages.find((p) => p.kind === 'STORY')!.content).toMatchObject({ title: 'How we met', body: 'On a **train**.' });
    const homeLast = await alex.put(`${W}/page-order`, { kinds: [...PAGE_KINDS].reverse() });
    expect(homeLast.status).toBe(400);
    expect(homeLast.body.message).toContain(WEBSITE_MESSAGES.homeFirst);
    expect((await alex.put(`${W}/pages/HOME`, { enabled: false })).body.message).toBe(WEBSITE_MESSAGES.homeOn);
    const reversed = ['HOME', ...PAGE_KINDS.slice(1).reverse()];
    const reordered = websiteAnswer.parse((await alex.put(`${W}/page-order`, { kinds: reversed })).body);
    expect(reordered.pages.map((p) => p.kind)).toEqual(reversed);
    expect(reordered.pages.map((p) => p.position)).toEqual(reversed.map((_, i) => i));
    await alex.put(`${W}/page-order`, { kinds: [...PAGE_KINDS] });
  });
});

describe('the public site', () => {
  it('is not found until published, then shows switched-on pages with the guest list’s events', async () => {
    const guest = new TestClient(t.app);
    const alex = await login('alex@confetti.test');
    expect((await guest.get(`${W}/public/alex-and-jordan`)).status).toBe(404);
    expect((await guest.get(`${W}/public/nobody-here`)).body.message).toBe(WEBSITE_MESSAGES.notFound);
    // The demo wedding's guest list has three events (server/db/seed/guests.ts); one more, earlier the same day.
    const [wedding] = await t.database.db.select().from(weddings).where(eq(weddings.slug, 'alex-and-jordan'));
    await t.database.db.insert(weddingEvents).values({
      weddingId: wedding!.id,
      name: 'Getting ready',
      eventDate: '2027-06-12',
      startTime: '11:15',
      place: 'The Wythe',
      address: '80 Wythe Ave',
      sortOrder: 99,
    });
    await alex.put(`${W}/settings`, { published: true });
    const site = await guest.get(`${W}/public/alex-and-jordan`);
    expect(site.status).toBe(200);
    const parsed = publicSite.parse(site.body);
    // Travel and FAQ are on but still empty: a guest does not meet an empty heading. The registry
    // page links to the couple's published registry.
    expect(parsed.pages.map((p) => p.kind)).toEqual(['HOME', 'STORY', 'SCHEDULE', 'REGISTRY']);
    expect(parsed.registry_path).toBe('/registry/alex-and-jordan');
    // By date and time, whatever order they were added in.
    expect(parsed.schedule.map((e) => [e.name, e.date, e.time])).toEqual([
      ['Rehearsal dinner', '2027-06-11', '7:00 PM'],
      ['Getting ready', '2027-06-12', '11:15 AM'],
      ['Ceremony & reception', '2027-06-12', '4:00 PM'],
      ['Farewell brunch', '2027-06-13', '10:30 AM'],
    ]);
    expect(parsed.schedule[1]!.map_url).toBe('https://www.google.com/maps/search/?api=1&query=The%20Wythe%2C%2080%20Wythe%20Ave');
    expect(parsed.pages.find((p) => p.kind === 'STORY')!.body_html).toBe('<p>On a <strong>train</strong>.</p>');
    expect(site.headers['x-robots-tag']).toBeUndefined();
    // Another couple's site is theirs to publish: Sam's is still not found.
    expect((await guest.get(`${W}/public/sam-and-riley`)).status).toBe(404);
  });

  it('sends script payloads in every free-text field only as text or sanitised HTML', async () => {
    const alex = await login('alex@confetti.test');
    const everywhere: Record<string, WebsitePageContentInput> = {
      HOME: { title: XSS[0]!, body: XSS_TEXT },
      STORY: { title: XSS[1]!, body: XSS_TEXT },
      TRAVEL: {
        body: XSS_TEXT,
        places: [{ kind: 'HOTEL', name: XSS[0]!, address: XSS[1]!, note: XSS[4]!, url: 'https://hotel.example/?q=<script>' }],
      },
      WEDDING_PARTY: { body: XSS_TEXT, people: [{ name: XSS[0]!, role: XSS[1]!, note: XSS[5]! }] },
      FAQ: { body: XSS_TEXT, faqs: XSS.map((x) => ({ question: x, answer: x })) },
      REGISTRY: { body: XSS_TEXT, links: [{ label: XSS[0]!, url: 'https://elsewhere.example/list' }] },
      THINGS_TO_DO: { body: XSS_TEXT },
      RSVP: { body: XSS_TEXT },
      PHOTOS: { body: XSS_TEXT },
      SCHEDULE: { body: XSS_TEXT },
    };
    for (const [kind, content] of Object.entries(everywhere)) {
      const res = await alex.put(`${W}/pages/${kind}`, { enabled: true, content });
      expect(res.status).toBe(200);
    }
    const site = publicSite.parse((await new TestClient(t.app).get(`${W}/public/alex-and-jordan`)).body);
    expect(site.pages).toHaveLength(PAGE_KINDS.length);
    for (const page of site.pages) {
      expectInert(page.body_html);
      for (const f of page.faqs) expectInert(f.answer_html);
      // Plain-text fields come back exactly as typed: the SPA puts them in the page as text.
      if (page.kind === 'STORY') expect(page.title).toBe(XSS[1]!);
      for (const place of page.places) {
        expect(place.name).toBe(XSS[0]!);
        expect(place.map_url).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
      }
    }
    // The page the server sends for the site's URL escapes the names in its head.
    await t.database.db
      .update(weddings)
      .set({ ownerFirstName: '</title><script>alert(1)</script>' })
      .where(eq(weddings.slug, 'alex-and-jordan'));
    const html = await t.app.inject({ method: 'GET', url: '/wedding/alex-and-jordan' });
    expect(html.statusCode).toBe(200);
    expect(html.body).not.toMatch(/<script>alert/);
    expect(html.body).toContain('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; Jordan’s wedding');
    await t.database.db.update(weddings).set({ ownerFirstName: 'Alex' }).where(eq(weddings.slug, 'alex-and-jordan'));
    // Reset the pages for the tests after.
    for (const kind of Object.keys(everywhere)) await alex.put(`${W}/pages/${kind}`, { content: {} });
  });

  it('sends the page with link-preview meta, and noindex when hidden from search', async () => {
    const alex = await login('alex@confetti.test');
    let page = await t.app.inject({ method: 'GET', url: '/wedding/alex-and-jordan' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<title>Alex &amp; Jordan’s wedding</title>');
    expect(page.body).toContain('<meta property="og:title" content="Alex &amp; Jordan’s wedding">');
    expect(page.body).toContain('<meta property="og:description" content="Saturday, June 12, 2027');
    expect(page.body).toContain('<meta property="og:url" content="http://localhost:80/wedding/alex-and-jordan">');
    expect(page.body).not.toContain('Confetti home');
    // The site's read starts with the HTML, credentials included as the SPA's call sends them.
    expect(page.body).toContain(
      '<link rel="preload" href="/web-api/v2/wedding-website/public/alex-and-jordan" as="fetch" crossorigin="use-credentials">',
    );
    expect(page.body).not.toContain('noindex');
    expect(page.headers['x-robots-tag']).toBeUndefined();

    await alex.put(`${W}/settings`, { hide_from_search: true });
    page = await t.app.inject({ method: 'GET', url: '/wedding/alex-and-jordan' });
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    const api = await new TestClient(t.app).get(`${W}/public/alex-and-jordan`);
    expect(api.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(api.body.hide_from_search).toBe(true);
    await alex.put(`${W}/settings`, { hide_from_search: false });

    // Unknown and unpublished sites are a 404 page; /wedding/setup is the SPA's own page.
    const unknown = await t.app.inject({ method: 'GET', url: '/wedding/sam-and-riley' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('noindex');
    const setup = await t.app.inject({ method: 'GET', url: '/wedding/setup' });
    expect(setup.statusCode).toBe(200);
    expect(setup.body).toContain('<title>Confetti</title>');
  });

  it('asks for a password once per browser, and forgets old passwords', async () => {
    const alex = await login('alex@confetti.test');
    expect((await alex.put(`${W}/password`, { password: 'abc' })).body.fields.password).toBe(WEBSITE_MESSAGES.passwordTooShort);
    const set = await alex.put(`${W}/password`, { password: 'june-twelve' });
    expect(set.body.website.has_password).toBe(true);

    const guest = new TestClient(t.app, { ip: '10.0.0.1' });
    const locked = await guest.get(`${W}/public/alex-and-jordan`);
    expect(locked.status).toBe(401);
    expect(locked.body).toMatchObject({ code: PASSWORD_REQUIRED_CODE, message: WEBSITE_MESSAGES.passwordRequired });
    // The shared link names no one while the site is protected.
    const page = await t.app.inject({ method: 'GET', url: '/wedding/alex-and-jordan' });
    expect(page.body).toContain('<title>A wedding website on Confetti</title>');
    expect(page.body).not.toContain('Jordan');
    // Nor does it preload a read that would be refused.
    expect(page.body).not.toContain('as="fetch"');

    const wrong = await guest.post(`${W}/public/alex-and-jordan/unlock`, { password: 'june-eleven' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe(WEBSITE_MESSAGES.wrongPassword);
    const right = await guest.post(`${W}/public/alex-and-jordan/unlock`, { password: 'june-twelve' });
    expect(right.status).toBe(200);
    expect(right.body.couple.first_names).toBe('Alex & Jordan');
    expect((await guest.get(`${W}/public/alex-and-jordan`)).status).toBe(200);
    // The couple read their own site without the password.
    expect((await alex.get(`${W}/public/alex-and-jordan`)).status).toBe(200);

    // A new password locks out the browsers that knew the old one.
    await alex.put(`${W}/password`, { password: 'new-secret' });
    expect((await guest.get(`${W}/public/alex-and-jordan`)).status).toBe(401);
    await alex.put(`${W}/password`, { password: null });
    expect((await new TestClient(t.app).get(`${W}/public/alex-and-jordan`)).status).toBe(200);
  });

  it('rate-limits password attempts', async () => {
    const alex = await login('alex@confetti.test');
    await alex.put(`${W}/password`, { password: 'june-twelve' });
    const guesser = new TestClient(t.app, { ip: '10.0.0.99' });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await guesser.post(`${W}/public/alex-and-jordan/unlock`, { password: `guess-${i}` })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(403));
    expect(statuses[10]).toBe(429);
    // Even the right password waits for the window.
    expect((await guesser.post(`${W}/public/alex-and-jordan/unlock`, { password: 'june-twelve' })).status).toBe(429);
    await alex.put(`${W}/password`, { password: null });
  });

  it('unpublishing takes the site down at once', async () => {
    const alex = await login('alex@confetti.test');
    await alex.put(`${W}/settings`, { published: false });
    expect((await new TestClient(t.app).get(`${W}/public/alex-and-jordan`)).status).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/wedding/alex-and-jordan' })).statusCode).toBe(404);
    await alex.put(`${W}/settings`, { published: true });
    expect((await new TestClient(t.app).get(`${W}/public/alex-and-jordan`)).status).toBe(200);
  });
});
