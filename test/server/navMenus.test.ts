import { createTestApp, TestClient, type TestApp } from './helpers';
import { brands, categories } from '../../server/db/schema';

interface Item {
  id: string;
  identifier: string;
  title: string;
  path: string;
  parent: string | null;
  children: Item[];
}

describe('nav menus from the catalog (spec §2, §7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: { products: 40, vendors: 0 } });
  }, 120_000);
  afterAll(() => t.close());

  it('legacyNav: New Arrivals, Collections, the first 7 brands, the shop categories, Cash Funds with honeymoon funds', async () => {
    const res = await new TestClient(t.app).get<{ items: Item[] }>('/website-nav/web-api/legacyNav');
    expect(res.status).toBe(200);
    expect(String(res.headers['cache-control'])).toContain('max-age=60');
    const titles = res.body.items.map((i) => i.title);
    expect(titles[0]).toBe('New Arrivals');
    expect(titles[1]).toBe('Collections');
    expect(titles[2]).toBe('Brands');
    expect(titles[titles.length - 1]).toBe('Cash Funds');

    const db = t.database.db;
    const allBrands = await db.select().from(brands);
    const firstSeven = [...allBrands].sort((a, b) => a.position - b.position || a.name.localeCompare(b.name)).slice(0, 7);
    const brandMenu = res.body.items[2]!.children;
    expect(brandMenu.slice(0, 7).map((b) => b.title)).toEqual(firstSeven.map((b) => b.name));
    expect(brandMenu[7]).toMatchObject({ title: 'All brands', path: '/shop/brands' });
    expect(brandMenu).toHaveLength(8);

    const roots = (await db.select().from(categories)).filter((c) => c.parentId == null);
    const categoryItems = res.body.items.slice(3, -1);
    expect(categoryItems.map((c) => c.path).sort()).toEqual(roots.map((c) => `/shop/category/${c.key}`).sort());

    const cash = res.body.items[res.body.items.length - 1]!.children;
    expect(cash.map((c) => [c.title, c.path])).toEqual([
      ['Cash & Honeymoon Funds', '/shop/honeymoon-cash-funds'],
      ['Gift Cards', '/shop/category/gift-cards'],
    ]);
  });

  it('wedding-shop: New Arrivals, the boutique categories only, Invites & Paper with the guest path', async () => {
    const res = await new TestClient(t.app).get<{ items: Item[]; invites_paper_guest_path: string }>(
      '/web-registry-api/v1/nav/wedding-shop',
    );
    expect(res.status).toBe(200);
    const boutique = (await t.database.db.select().from(categories)).filter((c) => c.parentId == null && c.inBoutique);
    const items = res.body.items;
    expect(items[0]!.title).toBe('New Arrivals');
    expect(
      items
        .slice(1, -1)
        .map((i) => i.identifier)
        .sort(),
    ).toEqual(boutique.map((c) => c.key).sort());
    expect(items[items.length - 1]).toMatchObject({ title: 'Invites & Paper', path: '/wedding-planning/paper' });
    expect(res.body.invites_paper_guest_path).toBe('/universal');
  });
});
