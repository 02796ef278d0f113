import { and, eq, sql } from 'drizzle-orm';
import { carts, orderLines, orders, productReviews, products, skus } from '../../server/db/schema';
import {
  REVIEWS_PAGE_SIZE,
  REVIEW_MESSAGES,
  type RelatedAnswer,
  type ReviewAnswer,
  type ReviewsAnswer,
} from '../../src/contracts/productPage';
import { createTestApp, TestClient, type TestApp } from './helpers';

/**
 * Issue 32, product pages: seeded reviews with ratings, a buyer's own review (one per order line,
 * only by the account or guest session that placed the order), related and "goes with" products.
 */

const API = '/web-registry-api/v1';

describe('product reviews and related products', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => t.close());

  /** A product with a SKU, and (for the buyer) a placed order for it by a guest's own session. */
  async function product(offset: number) {
    const [row] = await t.database.db
      .select({ id: products.id, slug: products.slug, skuId: sql<number>`min(${skus.id})::int` })
      .from(products)
      .innerJoin(skus, eq(skus.productId, products.id))
      .where(and(eq(products.kind, 'PRODUCT'), sql`${skus.stock} > 5`))
      .groupBy(products.id)
      .orderBy(products.id)
      .offset(100 + offset)
      .limit(1);
    return row!;
  }
  async function guestWhoBought(p: { id: number; skuId: number }, lines = 1) {
    const client = new TestClient(t.app);
    expect((await client.post(`${API}/cart/item`, { skuId: p.skuId, quantity: 1 })).status).toBe(201);
    const [cart] = await t.database.db
      .select()
      .from(carts)
      .orderBy(sql`${carts.id} desc`)
      .limit(1);
    const [order] = await t.database.db
      .insert(orders)
      .values({
        orderNumber: `RV${cart!.id}${Date.now() % 100000}`,
        cartId: cart!.id,
        sessionIdHash: cart!.sessionIdHash,
        email: 'guest@example.com',
        giverName: 'Casey',
        shippingMethod: 'STANDARD',
        subtotalCents: 5000,
        shippingCents: 0,
        surchargeCents: 0,
        taxCents: 0,
        discountCents: 0,
        creditAppliedCents: 0,
        totalCents: 5000,
      })
      .returning();
    const lineRows = await t.database.db
      .insert(orderLines)
      .values(
        Array.from({ length: lines }, () => ({
          orderId: order!.id,
          kind: 'PRODUCT' as const,
          skuId: p.skuId,
          productId: p.id,
          name: 'x',
          quantity: 1,
          unitPriceCents: 5000,
          lineTotalCents: 5000,
        })),
      )
      .returning({ id: orderLines.id });
    return { client, order: order!, lineIds: lineRows.map((l) => l.id) };
  }
  const review = (overrides: object = {}) => ({
    rating: 5,
    title: 'Lovely',
    body: 'We use it every single day.',
    author_name: 'Casey L.',
    ...overrides,
  });

  it('lists seeded reviews newest first, a page at a time, with the rating summary', async () => {
    const [seeded] = (
      (await t.database.db.execute<{ slug: string; n: number; avg: number }>(
        sql`select p.slug, count(*)::int as n, round(avg(r.rating)::numeric, 1)::float as avg from product_reviews r join products p on p.id = r.product_id group by p.slug having count(*) > ${REVIEWS_PAGE_SIZE} order by p.slug limit 1`,
      )) as { rows: Array<{ slug: string; n: number; avg: number }> }
    ).rows;
    const client = new TestClient(t.app);
    const first = await client.get<ReviewsAnswer>(`${API}/shop/product/${seeded!.slug}/reviews`);
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(seeded!.n);
    expect(first.body.average_rating).toBe(seeded!.avg);
    expect(first.body.rating_counts.reduce((a, b) => a + b, 0)).toBe(seeded!.n);
    expect(first.body.reviews).toHaveLength(REVIEWS_PAGE_SIZE);
    const dates = first.body.reviews.map((r) => r.created_on);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.body.reviewable).toEqual([]);
    const second = await client.get<ReviewsAnswer>(`${API}/shop/product/${seeded!.slug}/reviews?page=2`);
    expect(second.body.reviews).toHaveLength(seeded!.n - REVIEWS_PAGE_SIZE);
    expect((await client.get(`${API}/shop/product/no-such-thing/reviews`)).status).toBe(404);
    expect((await client.get(`${API}/shop/product/${seeded!.slug}/reviews?page=0`)).status).toBe(400);
  });

  it('lets a guest who bought review each order line once, and nobody else', async () => {
    const p = await product(0);
    const { client, order, lineIds } = await guestWhoBought(p, 2);
    const before = await client.get<ReviewsAnswer>(`${API}/shop/product/${p.slug}/reviews`);
    expect(before.body.reviewable).toEqual(lineIds.map((id) => ({ order_line_id: id, order_number: order.orderNumber })));

    // Someone else, with their own session, cannot review the guest's purchase.
    const stranger = new TestClient(t.app);
    await stranger.post(`${API}/cart/item`, { skuId: p.skuId, quantity: 1 });
    const refused = await stranger.post<{ message: string }>(
      `${API}/shop/product/${p.slug}/reviews`,
      review({ order_line_id: lineIds[0] }),
    );
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(REVIEW_MESSAGES.notYourPurchase);
    // Nor a visitor with no session at all.
    expect((await new TestClient(t.app).post(`${API}/shop/product/${p.slug}/reviews`, review({ order_line_id: lineIds[0] }))).status).toBe(
      403,
    );
    // The line must be of this product.
    const other = await product(1);
    expect((await client.post(`${API}/shop/product/${other.slug}/reviews`, review({ order_line_id: lineIds[0] }))).status).toBe(403);

    const written = await client.post<ReviewAnswer>(
      `${API}/shop/product/${p.slug}/reviews`,
      review({ order_line_id: lineIds[0], body: '  <b>Sturdy</b> and pretty.  ' }),
    );
    expect(written.status).toBe(201);
    expect(written.body.review).toMatchObject({
      rating: 5,
      title: 'Lovely',
      body: '<b>Sturdy</b> and pretty.',
      author_name: 'Casey L.',
      verified_buyer: true,
    });
    const again = await client.post<{ message: string }>(`${API}/shop/product/${p.slug}/reviews`, review({ order_line_id: lineIds[0] }));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(REVIEW_MESSAGES.alreadyReviewed);

    const after = await client.get<ReviewsAnswer>(`${API}/shop/product/${p.slug}/reviews`);
    expect(after.body.reviewable).toEqual([{ order_line_id: lineIds[1], order_number: order.orderNumber }]);
    expect(after.body.reviews[0]).toMatchObject({ id: written.body.review.id, title: 'Lovely' });
    // Two at once for the second line: one is stored.
    const both = await Promise.all(
      [1, 2].map(() => client.post(`${API}/shop/product/${p.slug}/reviews`, review({ order_line_id: lineIds[1] }))),
    );
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const stored = await t.database.db.select().from(productReviews).where(eq(productReviews.productId, p.id));
    expect(stored.filter((r) => r.orderLineId !== null)).toHaveLength(2);
  });

  it('refuses a review that is not a review, in words', async () => {
    const p = await product(2);
    const { client, lineIds } = await guestWhoBought(p);
    const url = `${API}/shop/product/${p.slug}/reviews`;
    for (const [body, field, message] of [
      [review({ order_line_id: lineIds[0], rating: 0 }), 'rating', REVIEW_MESSAGES.rating],
      [review({ order_line_id: lineIds[0], rating: 4.5 }), 'rating', REVIEW_MESSAGES.rating],
      [review({ order_line_id: lineIds[0], title: '   ' }), 'title', REVIEW_MESSAGES.title],
      [review({ order_line_id: lineIds[0], body: 'short' }), 'body', REVIEW_MESSAGES.body],
      [review({ order_line_id: lineIds[0], body: 'x'.repeat(2001) }), 'body', REVIEW_MESSAGES.bodyTooLong],
      [review({ order_line_id: lineIds[0], author_name: '' }), 'author_name', REVIEW_MESSAGES.name],
    ] as const) {
      const res = await client.post<{ message: string; fields?: Record<string, string> }>(url, body);
      expect(res.status).toBe(400);
      expect(res.body.fields?.[field]).toBe(message);
    }
  });

  it('answers related things of the same kind and things that go with it', async () => {
    const [glasses] = (
      (await t.database.db.execute<{ slug: string; category_id: number }>(
        sql`select p.slug, p.category_id from products p join categories c on c.id = p.category_id where c.key = 'glassware' order by p.id limit 1`,
      )) as { rows: Array<{ slug: string; category_id: number }> }
    ).rows;
    const res = await new TestClient(t.app).get<RelatedAnswer>(`${API}/shop/product/${glasses!.slug}/related`);
    expect(res.status).toBe(200);
    expect(res.body.related.length).toBeGreaterThan(0);
    expect(res.body.related.map((c) => c.slug)).not.toContain(glasses!.slug);
    const kinds = (
      (await t.database.db.execute<{ key: string }>(
        sql`select distinct c.key from products p join categories c on c.id = p.category_id where p.slug in (${sql.join(
          res.body.goes_with.map((c) => sql`${c.slug}`),
          sql`, `,
        )})`,
      )) as { rows: Array<{ key: string }> }
    ).rows.map((r) => r.key);
    expect(kinds.length).toBeGreaterThan(0);
    for (const key of kinds) expect(['wine-accessories', 'barware', 'dinnerware']).toContain(key);
    expect(res.body.goes_with[0]!.image_url).toMatch(/^\/media\/p\/.+\/1x1-1\.svg$/);
  });
});
