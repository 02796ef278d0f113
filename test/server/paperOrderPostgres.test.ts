import { eq } from 'drizzle-orm';
import { orderLines } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import type { Cart } from '../../src/contracts/cart';
import type { Order } from '../../src/contracts/orders';
import { PROOF_NOT_APPROVED_CODE } from '../../src/contracts/paperOrder';
import type { ProjectView } from '../../src/contracts/paperProjects';
import { ADDRESS, API, payWith } from './commerceHelpers';
import { createPostgresTestApp, TestClient, type TestApp } from './helpers';

/**
 * Checkout against an edit of the ordered card on a real PostgreSQL with a pool
 * (TEST_DATABASE_URL): sent at the same moment, either the order takes the approved version (the
 * edit then makes a new version the order does not carry) or the edit lands first and checkout
 * refuses with checkout.proof_not_approved. Never an order of a version nobody approved.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const describeOnPostgres = baseUrl ? describe : describe.skip;
const P = '/web-api/v2/paper/projects';

describeOnPostgres('paper checkout against an edit on a real PostgreSQL', () => {
  let t: TestApp & { url: string };

  beforeAll(async () => {
    t = await createPostgresTestApp(baseUrl!, 'confetti_paper_order', { poolSize: 6, config: { authRateLimitPerMinute: 1000 } });
  });
  afterAll(async () => t?.close());

  async function login(email: string) {
    const c = new TestClient(t.app);
    expect((await c.post('/website-nav/web-api/v1/auth/login', { email, password: DEMO_PASSWORD })).status).toBe(200);
    return c;
  }

  it('an edit sent with checkout never lets an unapproved version be paid', async () => {
    const alex = await login('alex@confetti.test');
    const jordan = await login('jordan@confetti.test');
    let p = (await alex.post<ProjectView>(P, { design: 'wildflower-meadow-invitation' })).body;
    const outcomes = { ordered: 0, refused: 0 };
    for (let round = 1; round <= 8; round++) {
      const cart = (await alex.get<Cart>(`${API}/cart`)).body;
      if (!cart.items.some((i) => i.kind === 'PAPER')) expect((await alex.post(`${P}/${p.id}/cart`, { quantity: 25 })).status).toBe(201);
      expect((await alex.post(`${P}/${p.id}/approve`, { version: p.version })).status).toBe(200);
      const approvedNote = p.texts.note;
      const totals = await alex.put(`${API}/checkout/totals`, { zipCode: '11201' });
      const intent = await payWith(alex);
      const [order, edit] = await Promise.all([
        alex.post(
          `${API}/checkout`,
          {
            paymentIntentId: intent,
            email: 'alex@example.com',
            giverName: 'Alex',
            shippingAddress: ADDRESS,
            zipCode: '11201',
            expectedTotalCents: totals.body.totalCents,
          },
          { 'idempotency-key': `paper-race-${round}` },
        ),
        jordan.put<ProjectView>(`${P}/${p.id}`, {
          texts: { ...p.texts, note: `Edit ${round}` },
          colourway: p.colourway,
          typeface: p.typeface,
          shape: p.shape,
        }),
      ]);
      expect(edit.status).toBe(200);
      expect(edit.body.version).toBe(p.version + 1);
      if (order.status === 201) {
        outcomes.ordered++;
        const line = (order.body.order as Order).lines.find((l) => l.kind === 'PAPER')!;
        // The order carries the version that was approved, with the text the couple approved.
        expect(line.paper!.version).toBe(p.version);
        const [row] = await t.database.db.select().from(orderLines).where(eq(orderLines.id, line.id));
        expect(row!.paperSnapshot!.texts.note).toBe(approvedNote);
      } else {
        outcomes.refused++;
        expect(order.status).toBe(409);
        expect(order.body.code).toBe(PROOF_NOT_APPROVED_CODE);
      }
      p = (await alex.get<ProjectView>(`${P}/${p.id}`)).body;
      expect(p.approved).toBe(false);
    }
    expect(outcomes.ordered + outcomes.refused).toBe(8);
  });
});
