import { createTestApp, TestClient, type TestApp } from './helpers';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { seedInspiration } from '../../server/db/seed/inspiration';
import { realWeddingPhotos, realWeddingVendors } from '../../server/db/schema';
import {
  boardDetail as boardDetailSchema,
  boardsAnswer as boardsSchema,
  browseAnswer as browseSchema,
  PAGE_SIZE,
  sharedBoardAnswer as sharedSchema,
  suggestionsAnswer as suggestionsSchema,
  weddingCard as weddingCardSchema,
  weddingDetail as weddingSchema,
  type QuizAnswers,
} from '../../src/contracts/inspiration';

const I = '/web-api/v2/inspiration';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { authRateLimitPerMinute: 1000 } });
});
afterAll(async () => t.close());

async function login(email: string, client = new TestClient(t.app)) {
  const res = await client.post('/website-nav/web-api/v1/auth/login', { email, password: DEMO_PASSWORD });
  expect(res.status).toBe(200);
  return client;
}

describe('real weddings', () => {
  it('seeds 40+ stories, pages them and counts every facet', async () => {
    const res = await new TestClient(t.app).get(`${I}/weddings`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=300/);
    const body = browseSchema.parse(res.body);
    expect(body.total).toBeGreaterThanOrEqual(40);
    expect(body.items).toHaveLength(PAGE_SIZE);
    expect(body.facets.season.reduce((n, f) => n + f.count, 0)).toBe(body.total);
    expect(body.facets.style.map((f) => f.value)).toEqual(['rustic', 'beach', 'modern', 'garden', 'classic', 'boho']);
    const last = await new TestClient(t.app).get(`${I}/weddings?page=${Math.ceil(body.total / PAGE_SIZE)}`);
    expect(last.body.items.length).toBe(body.total % PAGE_SIZE || PAGE_SIZE);
  });

  it('filters by season, style, colour and state together; facets keep the other filters', async () => {
    const res = await new TestClient(t.app).get(`${I}/weddings?style=rustic&season=autumn`);
    const body = browseSchema.parse(res.body);
    expect(body.total).toBeGreaterThan(0);
    for (const w of body.items) expect([w.style, w.season]).toEqual(['rustic', 'autumn']);
    // The style facet counts autumn weddings of every style; the season facet counts rustic ones.
    expect(body.facets.style.find((f) => f.value === 'rustic')!.count).toBe(body.total);
    const all = browseSchema.parse((await new TestClient(t.app).get(`${I}/weddings?style=rustic`)).body);
    expect(body.facets.season.reduce((n, f) => n + f.count, 0)).toBe(all.total);

    const coral = browseSchema.parse((await new TestClient(t.app).get(`${I}/weddings?colour=coral&state=fl`)).body);
    expect(coral.total).toBeGreaterThan(0);
    for (const w of coral.items) {
      expect(w.colours).toContain('coral');
      expect(w.state_code).toBe('FL');
    }
  });

  it('seeds idempotently: a second run keeps every wedding, photo id and vendor', async () => {
    const snapshot = async () => ({
      photos: await t.database.db.select({ id: realWeddingPhotos.id }).from(realWeddingPhotos).orderBy(realWeddingPhotos.id),
      vendors: await t.database.db.select().from(realWeddingVendors).orderBy(realWeddingVendors.weddingId, realWeddingVendors.position),
    });
    const before = await snapshot();
    await seedInspiration(t.database.db);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a bad filter with a 400 in words', async () => {
    const res = await new TestClient(t.app).get(`${I}/weddings?season=monsoon`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid season: must be one of spring, summer, autumn, winter');
    expect((await new TestClient(t.app).get(`${I}/weddings?page=0`)).status).toBe(400);
  });

  it('a wedding page has its story, photos at every width and vendors that are real storefronts', async () => {
    const list = browseSchema.parse((await new TestClient(t.app).get(`${I}/weddings?style=beach`)).body);
    const res = await new TestClient(t.app).get(`${I}/weddings/${list.items[0]!.slug}`);
    expect(res.status).toBe(200);
    const w = weddingSchema.parse(res.body);
    expect(w.story.length).toBeGreaterThanOrEqual(3);
    expect(w.story.join(' ')).toContain(w.city);
    // The pictures are of what the story tells: the venue, the bouquet in its colours, the tables, the cake.
    expect(w.photos.map((p) => p.caption)).toEqual([
      `The ceremony in ${w.city}`,
      expect.stringMatching(/^The bouquet in /),
      'The tables',
      'The cake',
    ]);
    expect(w.photos[0]!.alt).toMatch(/^The ceremony arch on the sand/);
    expect(w.photos[0]!.srcset.split(', ')).toHaveLength(3);
    expect(w.vendors.length).toBeGreaterThanOrEqual(4);
    for (const v of w.vendors.slice(0, 2)) {
      const [, , category, slug] = v.href.split('/');
      const store = await new TestClient(t.app).get(`/web-marketplace-api/v1/vendors/storefront/${category}/${slug}`);
      expect(store.status).toBe(200);
      expect(store.body.vendor.name).toBe(v.name);
    }
    expect((await new TestClient(t.app).get(`${I}/weddings/no-such-wedding`)).status).toBe(404);
    // A barn wedding's venue is a barn, a ballroom wedding's a ballroom or manor.
    for (const [style, kind] of [
      ['rustic', /Barn/],
      ['classic', /Ballroom|Manor/],
    ] as const) {
      const slug = (await new TestClient(t.app).get(`${I}/weddings?style=${style}`)).body.items[0].slug as string;
      const venue = weddingSchema
        .parse((await new TestClient(t.app).get(`${I}/weddings/${slug}`)).body)
        .vendors.find((v) => v.role === 'Venue');
      expect(venue?.name).toMatch(kind);
    }
  });

  it('draws each photo as an immutable SVG of what its text says', async () => {
    const w = weddingCardSchema.parse((await new TestClient(t.app).get(`${I}/weddings?style=rustic`)).body.items[0]);
    const res = await t.app.inject({ method: 'GET', url: `/media/inspiration/${w.slug}/0-960.svg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toContain('width="960"');
    expect(res.body).toContain('aria-label="The red barn reception under strings of lights');
    expect((await t.app.inject({ method: 'GET', url: `/media/inspiration/${w.slug}/9-960.svg` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/media/inspiration/${w.slug}/0-100.svg` })).statusCode).toBe(400);
  });
});

const quiz: QuizAnswers = { style: 'beach', colours: ['coral', 'dusty-blue'], season: 'summer', budget: '20k-40k' };

describe('the style quiz', () => {
  it('saves a signed-in user’s answers and suggests the best-fitting weddings and their vendors first', async () => {
    const sam = await login('sam@confetti.test');
    expect((await sam.get(`${I}/suggestions`)).body).toEqual({ answers: null, weddings: [], vendors: [] });
    const saved = await sam.put(`${I}/quiz`, quiz);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ answers: quiz, kept: 'account' });
    const s = suggestionsSchema.parse((await sam.get(`${I}/suggestions`)).body);
    expect(s.weddings).toHaveLength(6);
    // Miami's coral and dusty-blue summer beach wedding matches every answer.
    expect(s.weddings[0]).toMatchObject({ style: 'beach', season: 'summer', colours: ['coral', 'dusty-blue'], budget: '20k-40k' });
    expect(s.vendors[0]!.from_wedding).toBe(s.weddings[0]!.slug);
  });

  it('keeps a guest’s answers in the session and claims them at sign-in', async () => {
    const guest = new TestClient(t.app);
    const bad = await guest.put(`${I}/quiz`, { ...quiz, colours: [] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid colours: Please choose at least one colour.');
    const saved = await guest.put(`${I}/quiz`, { ...quiz, style: 'boho' });
    expect(saved.body.kept).toBe('browser');
    expect((await guest.get(`${I}/quiz`)).body).toEqual({ answers: { ...quiz, style: 'boho' }, kept: 'browser' });
    await login('riley@confetti.test', guest);
    expect((await guest.get(`${I}/quiz`)).body).toEqual({ answers: { ...quiz, style: 'boho' }, kept: 'account' });
    // Another browser of the same account sees them too.
    expect((await (await login('riley@confetti.test')).get(`${I}/quiz`)).body.kept).toBe('account');
  });
});

describe('boards', () => {
  it('needs an account', async () => {
    expect((await new TestClient(t.app).get(`${I}/boards`)).status).toBe(401);
  });

  it('a board shared with the partner: both see it and save to it; only the owner renames, shares or deletes', async () => {
    const alex = await login('alex@confetti.test');
    const jordan = await login('jordan@confetti.test');
    const created = await alex.post(`${I}/boards`, { name: '  Beach ideas ', shared_with_partner: true });
    expect(created.status).toBe(201);
    const board = boardDetailSchema.parse(created.body);
    expect(board).toMatchObject({ name: 'Beach ideas', shared_with_partner: true, is_owner: true, item_count: 0 });

    const w = weddingSchema.parse(
      (await alex.get(`${I}/weddings/${(await alex.get(`${I}/weddings?style=beach`)).body.items[0].slug}`)).body,
    );
    const saved = await alex.post(`${I}/boards/${board.id}/items`, { photo_id: w.photos[1]!.id });
    expect(saved.status).toBe(201);
    expect((await alex.post(`${I}/boards/${board.id}/items`, { photo_id: w.photos[1]!.id })).status).toBe(200);
    expect((await jordan.post(`${I}/boards/${board.id}/items`, { wedding_slug: w.slug })).status).toBe(201);

    const seen = boardsSchema.parse((await jordan.get(`${I}/boards`)).body).boards.find((b) => b.id === board.id)!;
    expect(seen).toMatchObject({ is_owner: false, owner_first_name: 'Alex', item_count: 2, share_path: null });
    const detail = boardDetailSchema.parse((await jordan.get(`${I}/boards/${board.id}`)).body);
    expect(detail.items.map((i) => i.kind).sort()).toEqual(['photo', 'wedding']);
    expect(detail.items.find((i) => i.kind === 'photo')!.photo.id).toBe(w.photos[1]!.id);

    const rename = await jordan.patch(`${I}/boards/${board.id}`, { name: 'Mine now' });
    expect(rename.status).toBe(403);
    expect(rename.body.message).toBe('Only the person who made this board can rename, share or delete it.');
    expect((await jordan.delete(`${I}/boards/${board.id}`)).status).toBe(403);
    expect((await jordan.post(`${I}/boards/${board.id}/share-link`)).status).toBe(403);

    // Made private again, the partner no longer sees it.
    expect((await alex.patch(`${I}/boards/${board.id}`, { shared_with_partner: false })).body.shared_with_partner).toBe(false);
    expect((await jordan.get(`${I}/boards/${board.id}`)).status).toBe(404);
  });

  it('BOLA: another couple reaches none of it, by any route', async () => {
    const alex = await login('alex@confetti.test');
    const sam = await login('sam@confetti.test');
    const riley = await login('riley@confetti.test');
    const board = (await alex.post(`${I}/boards`, { name: 'Ours', shared_with_partner: true })).body as { id: number };
    const item = (await alex.post(`${I}/boards/${board.id}/items`, { wedding_slug: (await alex.get(`${I}/weddings`)).body.items[0].slug }))
      .body.items[0] as { id: number };
    for (const other of [sam, riley]) {
      expect((await other.get(`${I}/boards`)).body.boards.map((b: { id: number }) => b.id)).not.toContain(board.id);
      const attempts = [
        await other.get(`${I}/boards/${board.id}`),
        await other.patch(`${I}/boards/${board.id}`, { name: 'x' }),
        await other.delete(`${I}/boards/${board.id}`),
        await other.post(`${I}/boards/${board.id}/items`, { photo_id: 1 }),
        await other.delete(`${I}/boards/${board.id}/items/${item.id}`),
        await other.post(`${I}/boards/${board.id}/share-link`),
        await other.delete(`${I}/boards/${board.id}/share-link`),
      ];
      for (const res of attempts) {
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('We could not find that board.');
      }
    }
    // An item id of one board cannot be removed through another board the caller owns.
    const samBoard = (await sam.post(`${I}/boards`, { name: 'Sam’s' })).body as { id: number };
    expect((await sam.delete(`${I}/boards/${samBoard.id}/items/${item.id}`)).status).toBe(404);
    expect((await alex.get(`${I}/boards/${board.id}`)).body.item_count).toBe(1);
  });

  it('a private board is the owner’s alone, and sharing needs a wedding', async () => {
    const alex = await login('alex@confetti.test');
    const jordan = await login('jordan@confetti.test');
    const mine = (await alex.post(`${I}/boards`, { name: 'Surprise for Jordan' })).body as { id: number };
    expect((await jordan.get(`${I}/boards/${mine.id}`)).status).toBe(404);
    const guest = await login('guest@confetti.test');
    const res = await guest.post(`${I}/boards`, { name: 'Dreams', shared_with_partner: true });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('To share a board with your partner, first tell us about your wedding.');
    expect((await guest.post(`${I}/boards`, { name: '' })).body.message).toBe('Invalid name: Please give the board a name.');
  });

  it('a share link opens a read-only page for anyone until it is turned off', async () => {
    const alex = await login('alex@confetti.test');
    const board = (await alex.post(`${I}/boards`, { name: 'For the planner' })).body as { id: number };
    const slug = (await alex.get(`${I}/weddings`)).body.items[2].slug as string;
    await alex.post(`${I}/boards/${board.id}/items`, { wedding_slug: slug });
    const on = await alex.post(`${I}/boards/${board.id}/share-link`);
    expect(on.status).toBe(200);
    const path = on.body.share_path as string;
    expect(path).toMatch(/^\/inspiration\/shared\/[A-Za-z0-9_-]{43}$/);
    // Turning it on again keeps the same link.
    expect((await alex.post(`${I}/boards/${board.id}/share-link`)).body.share_path).toBe(path);
    const token = path.split('/').pop()!;
    const stranger = new TestClient(t.app);
    const shared = await stranger.get(`${I}/shared/${token}`);
    expect(shared.status).toBe(200);
    expect(shared.headers['cache-control']).toBe('private, no-store');
    expect(sharedSchema.parse(shared.body)).toMatchObject({ name: 'For the planner', owner_first_name: 'Alex' });
    expect(shared.body.items[0].wedding.slug).toBe(slug);
    expect((await alex.delete(`${I}/boards/${board.id}/share-link`)).body.share_path).toBeNull();
    const gone = await stranger.get(`${I}/shared/${token}`);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('This board link no longer works. Ask whoever sent it for a new one.');
    expect((await stranger.get(`${I}/shared/short`)).status).toBe(400);
  });

  it('deleting a board takes its saves with it', async () => {
    const sam = await login('sam@confetti.test');
    const board = (await sam.post(`${I}/boards`, { name: 'Temporary' })).body as { id: number };
    expect((await sam.delete(`${I}/boards/${board.id}`)).status).toBe(204);
    expect((await sam.get(`${I}/boards/${board.id}`)).status).toBe(404);
    expect((await sam.post(`${I}/boards/${board.id}/items`, { photo_id: 1 })).status).toBe(404);
    expect((await sam.post(`${I}/boards/1/items`, { photo_id: 1, wedding_slug: 'x' })).status).toBe(400);
  });
});
