import { eq } from 'drizzle-orm';
import { createTestApp, TestClient, type TestApp } from './helpers';
import { users } from '../../server/db/schema';
import { publicSite } from '../../src/contracts/website';
import { makeBenchWebsite } from './websiteBenchData';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => t.close());

describe('the bench’s wedding website (test/bench/pages/website.ts)', () => {
  it('is made through the services and published, with its gallery and wedding party photos', async () => {
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'guest@confetti.test'));
    // The bench makes 12 the same way; six reach every kind: the sixth is a portrait that is cropped too.
    const made = await makeBenchWebsite(t.database.db, user!.id, 6);
    expect(made).toMatchObject({ photos: 6, people: 6 });
    const res = await new TestClient(t.app).get(`/web-api/v2/wedding-website/public/${made.slug}`);
    expect(res.status).toBe(200);
    const site = publicSite.parse(res.body);
    expect(site.gallery.slice(0, 3).map((g) => [g.width, g.height, g.caption])).toEqual([
      [2400, 1600, 'Where we met'],
      [1600, 1600, 'Our first trip'],
      [1600, 2400, 'The proposal'],
    ]);
    expect(site.gallery[5]).toMatchObject({ width: 1600, height: 1600 });
    const party = site.pages.find((p) => p.kind === 'WEDDING_PARTY')!;
    expect(party.people.every((p) => p.photo !== null && p.photo.width === p.photo.height)).toBe(true);
    expect(site.pages.map((p) => p.kind)).toEqual(['HOME', 'STORY', 'SCHEDULE', 'TRAVEL', 'WEDDING_PARTY', 'PHOTOS', 'FAQ', 'RSVP']);
  });
});
