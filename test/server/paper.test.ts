import { eq } from 'drizzle-orm';
import { SaxesParser } from 'saxes';
import { createTestApp, eventually, TestClient, type TestApp } from './helpers';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { outboxEmails, paperDesigns, paperSampleOrders } from '../../server/db/schema';
import { seedPaper } from '../../server/db/seed/paper';
import { paperDesigns as designData } from '../../server/db/seed/paperData';
import {
  COLOUR_FAMILIES,
  PAPER_CATALOGUES,
  SAMPLE_LIMIT,
  SAMPLE_MESSAGES,
  SUITE_PIECES,
  TIER_QUANTITIES,
  artUrl,
  type CatalogueAnswer,
  type DesignDetail,
  type PaperHomeAnswer,
  type SuitesAnswer,
} from '../../src/contracts/paper';

const P = '/web-api/v2/paper';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { authRateLimitPerMinute: 1000 } });
});
afterAll(async () => t.close());

const guest = (ip = '10.0.0.1') => new TestClient(t.app, { ip });

const address = {
  name: 'Maya Okafor',
  address1: '12 Orchard Lane',
  city: 'Hudson',
  state_code: 'ny',
  zip_code: '12534',
};

function wellFormed(svg: string): void {
  const parser = new SaxesParser({ xmlns: true });
  parser.on('error', (error) => {
    throw error;
  });
  parser.write(svg).close();
}

describe('the catalogue from the database', () => {
  it('seeds at least 60 designs, each in 2 to 4 colourways with six falling price tiers', async () => {
    const rows = await t.database.db.select().from(paperDesigns);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(rows.length).toBe(designData().length);
    const detail = (await guest().get<DesignDetail>(`${P}/design/${rows[0]!.slug}`)).body;
    expect(detail.colourways.length).toBeGreaterThanOrEqual(2);
    expect(detail.colourways.length).toBeLessThanOrEqual(4);
    expect(detail.tiers.map((x) => x.min_quantity)).toEqual([...TIER_QUANTITIES]);
    for (let i = 1; i < detail.tiers.length; i++) expect(detail.tiers[i]!.unit_cents).toBeLessThan(detail.tiers[i - 1]!.unit_cents);
  });

  it('seeding twice changes nothing', async () => {
    const before = await t.database.db.select().from(paperDesigns).orderBy(paperDesigns.id);
    await seedPaper(t.database.db);
    const after = await t.database.db.select().from(paperDesigns).orderBy(paperDesigns.id);
    expect(after).toEqual(before);
  });

  it('lists every catalogue on the paper home with its count, and the suites with all eight pieces', async () => {
    const home = await guest().get<PaperHomeAnswer>(`${P}/home`);
    expect(home.status).toBe(200);
    expect(home.headers['cache-control']).toContain('public');
    expect(home.body.catalogues.map((c) => c.slug)).toEqual(PAPER_CATALOGUES.map((c) => c.slug));
    for (const c of home.body.catalogues) expect(c.count).toBeGreaterThan(0);
    const { body } = await guest().get<SuitesAnswer>(`${P}/suites`);
    const meadow = body.suites.find((s) => s.slug === 'wildflower-meadow')!;
    expect(meadow.pieces.slice(0, 8).map((p) => p.card_type)).toEqual([...SUITE_PIECES]);
    // Every piece of a suite shares its name.
    for (const s of body.suites) for (const p of s.pieces) expect(p.suite.slug).toBe(s.slug);
  });

  it('lists the invitations and filters them by colour, with counts per colour', async () => {
    const all = await guest().get<CatalogueAnswer>(`${P}/catalogue/invitations`);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(all.body.designs.length);
    expect(all.body.designs.every((d) => d.card_type === 'INVITATION')).toBe(true);
    const green = await guest().get<CatalogueAnswer>(`${P}/catalogue/invitations?colour=green`);
    expect(green.body.designs.length).toBeGreaterThan(0);
    expect(green.body.designs.length).toBeLessThan(all.body.designs.length);
    expect(green.body.designs.every((d) => d.colourways.some((c) => c.family === 'green'))).toBe(true);
    // The colour facet counts what each colour would show with the other filters.
    const greenCount = green.body.facets.colour.find((f) => f.key === 'green')!.count;
    expect(greenCount).toBe(green.body.total);
    expect(green.body.facets.colour.map((f) => f.key)).toEqual([...COLOUR_FAMILIES]);
  });

  it('combines filters and sorts by price', async () => {
    const foil = await guest().get<CatalogueAnswer>(`${P}/catalogue/invitations?foil=1&sort=price-asc`);
    expect(foil.body.designs.length).toBeGreaterThan(0);
    expect(foil.body.designs.every((d) => d.has_foil)).toBe(true);
    const prices = foil.body.designs.map((d) => d.from_price_cents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const photo = await guest().get<CatalogueAnswer>(`${P}/catalogue/save-the-date?photo=with`);
    expect(photo.body.designs.length).toBeGreaterThan(0);
    expect(photo.body.designs.every((d) => d.has_photo)).toBe(true);
    const arch = await guest().get<CatalogueAnswer>(`${P}/catalogue/enclosures?shape=arch`);
    expect(arch.body.designs.every((d) => d.shapes.includes('arch') && ['RSVP', 'DETAILS'].includes(d.card_type))).toBe(true);
    const none = await guest().get<CatalogueAnswer>(`${P}/catalogue/place-cards?photo=with`);
    expect(none.body).toMatchObject({ total: 0, designs: [] });
  });

  it('refuses unknown catalogues and bad filters with a message, and an unknown design with 404', async () => {
    const unknown = await guest().get(`${P}/catalogue/napkins`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/invitations/);
    const sort = await guest().get(`${P}/catalogue/invitations?sort=cheapest`);
    expect(sort.status).toBe(400);
    expect(sort.body.message).toMatch(/price-asc/);
    const missing = await guest().get(`${P}/design/no-such-design`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('We could not find that design. It may have been retired.');
  });

  it('gives a design its options, tiers and the suite’s other pieces', async () => {
    const { body } = await guest().get<DesignDetail>(`${P}/design/gilded-deco-invitation`);
    expect(body.suite.slug).toBe('gilded-deco');
    expect(body.options.filter((o) => o.kind === 'FOIL').map((o) => o.key)).toEqual(['none', 'gold', 'rose-gold', 'silver']);
    expect(body.options.filter((o) => o.kind === 'SHAPE').map((o) => o.key)).toEqual(['rectangle']);
    expect(body.suite_pieces.map((p) => p.card_type)).toContain('RSVP');
    expect(body.suite_pieces.some((p) => p.slug === body.slug)).toBe(false);
    const meadow = await guest().get<DesignDetail>(`${P}/design/wildflower-meadow-place-card`);
    // Place cards are handed out: no envelopes.
    expect(meadow.body.options.some((o) => o.kind === 'ENVELOPE')).toBe(false);
    expect(meadow.body.options.some((o) => o.kind === 'FOIL')).toBe(false);
  });
});

describe('the art', () => {
  it('draws every colourway of every design as well-formed SVG, cached for ever', async () => {
    const { body } = await guest().get<SuitesAnswer>(`${P}/suites`);
    const first = body.suites[0]!.pieces[0]!;
    const res = await t.app.inject({ method: 'GET', url: artUrl(first.slug, first.colourways[1]!.key, 'front', 'rounded', 640) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    wellFormed(res.body);
    expect(res.body).toContain('width="640"');
    const back = await t.app.inject({ method: 'GET', url: artUrl(first.slug, first.colourways[0]!.key, 'back', 'rectangle', 320) });
    wellFormed(back.body);
  });

  it('answers 404 for an unknown colourway and 400 for a bad file name', async () => {
    const missing = await t.app.inject({ method: 'GET', url: artUrl('gilded-deco-invitation', 'purple-rain', 'front', 'rectangle', 320) });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/media/paper/v3/gilded-deco-invitation/onyx-gold/front-rectangle-123.svg' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('free samples', () => {
  const samples = (n: number, offset = 0) =>
    designData()
      .slice(offset, offset + n)
      .map((d) => ({ design: d.slug, colourway: d.suite.colourways[0]!.key }));

  it('a guest orders samples, mailed free, and is told how many are left', async () => {
    const res = await guest().post(`${P}/samples`, { ...address, email: 'Maya@Example.com', samples: samples(3) });
    expect(res.status).toBe(201);
    expect(res.body.order_number).toMatch(/^PS-[0-9A-F]{8}$/);
    expect(res.body.email).toBe('maya@example.com');
    expect(res.body.ship_to.state_code).toBe('NY');
    expect(res.body.samples).toHaveLength(3);
    expect(res.body.samples_left).toBe(SAMPLE_LIMIT - 3);
    const [order] = await t.database.db.select().from(paperSampleOrders).where(eq(paperSampleOrders.orderNumber, res.body.order_number));
    expect(order!.userId).toBeNull();
    // The confirmation goes out by mail (the outbox here).
    await eventually(async () => {
      const [mail] = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, 'maya@example.com'));
      expect(mail?.subject).toBe(`Your Confetti paper samples (${res.body.order_number})`);
      expect(mail?.textBody).toContain('Mailed free to:\nMaya Okafor\n12 Orchard Lane\nHudson, NY 12534');
      expect(mail?.textBody).toContain('You can order 2 more free samples');
    });
  });

  it('holds a person to 5 in all, across requests', async () => {
    const again = await guest().post(`${P}/samples`, { ...address, email: 'maya@example.com', samples: samples(3, 10) });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(
      'Free samples are limited to 5 a person and you have 2 left. Remove 1 from your sample box and try again.',
    );
    const two = await guest().post(`${P}/samples`, { ...address, email: 'maya@example.com', samples: samples(2, 10) });
    expect(two.status).toBe(201);
    expect(two.body.samples_left).toBe(0);
    const more = await guest().post(`${P}/samples`, { ...address, email: 'MAYA@example.com', samples: samples(1, 20) });
    expect(more.status).toBe(400);
    expect(more.body.message).toBe('You have already ordered your 5 free sample cards.');
  });

  it('refuses more than 5 at once, duplicates, unknown designs and bad addresses with a message', async () => {
    const six = await guest().post(`${P}/samples`, { ...address, email: 'six@example.com', samples: samples(6) });
    expect(six.status).toBe(400);
    expect(six.body.message).toContain(SAMPLE_MESSAGES.tooMany);
    const dup = await guest().post(`${P}/samples`, { ...address, email: 'dup@example.com', samples: [...samples(1), ...samples(1)] });
    expect(dup.status).toBe(400);
    expect(dup.body.message).toContain(SAMPLE_MESSAGES.duplicate);
    const unknown = await guest().post(`${P}/samples`, {
      ...address,
      email: 'unknown@example.com',
      samples: [{ design: 'gilded-deco-invitation', colourway: 'purple-rain' }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(SAMPLE_MESSAGES.unknown);
    const zip = await guest().post(`${P}/samples`, { ...address, zip_code: '123', email: 'zip@example.com', samples: samples(1) });
    expect(zip.status).toBe(400);
    expect(zip.body.message).toContain(SAMPLE_MESSAGES.zip);
    const state = await guest().post(`${P}/samples`, { ...address, state_code: 'QQ', email: 'zip@example.com', samples: samples(1) });
    expect(state.status).toBe(400);
    expect(state.body.message).toContain(SAMPLE_MESSAGES.state);
  });

  it('needs the CSRF token like every write', async () => {
    const res = await new TestClient(t.app, { csrf: false, ip: '10.0.0.9' }).post(`${P}/samples`, {
      ...address,
      email: 'csrf@example.com',
      samples: samples(1),
    });
    expect(res.status).toBe(403);
  });

  it('records a signed-in couple’s order as theirs', async () => {
    const c = guest('10.0.0.2');
    expect((await c.post('/website-nav/web-api/v1/auth/login', { email: 'alex@confetti.test', password: DEMO_PASSWORD })).status).toBe(200);
    const res = await c.post(`${P}/samples`, { ...address, email: 'alex@confetti.test', samples: samples(1, 30) });
    expect(res.status).toBe(201);
    const [order] = await t.database.db.select().from(paperSampleOrders).where(eq(paperSampleOrders.orderNumber, res.body.order_number));
    expect(order!.userId).not.toBeNull();
  });
});
