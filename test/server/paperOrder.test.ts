import { eq } from 'drizzle-orm';
import { createTestApp, TestClient, type TestApp } from './helpers';
import { ADDRESS, API, openGift, payWith } from './commerceHelpers';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { orderLines } from '../../server/db/schema';
import { stepLines } from '../../server/modules/fulfilment/transitions';
import type { Cart, CartItem } from '../../src/contracts/cart';
import type { CartUpdateAnswer } from '../../src/contracts/checkout';
import type { Order } from '../../src/contracts/orders';
import { paperLinePrice, PAPER_ORDER_MESSAGES, PROOF_NOT_APPROVED_CODE } from '../../src/contracts/paperOrder';
import { projectPath, proofUrl, type ProjectView } from '../../src/contracts/paperProjects';

const P = '/web-api/v2/paper/projects';
const INVITATION = 'wildflower-meadow-invitation';
let t: TestApp;
let keyN = 0;
const key = () => ({ 'idempotency-key': `paper-order-${++keyN}` });

beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { authRateLimitPerMinute: 1000 } });
});
afterAll(async () => t.close());

async function login(email: string) {
  const c = new TestClient(t.app);
  expect((await c.post('/website-nav/web-api/v1/auth/login', { email, password: DEMO_PASSWORD })).status).toBe(200);
  return c;
}

const paperLine = (cart: Cart): CartItem => cart.items.find((i) => i.kind === 'PAPER')!;

/** Checks out the client's own cart to ADDRESS at the total the server quotes. */
async function checkout(c: TestClient) {
  const totals = await c.put(`${API}/checkout/totals`, { zipCode: '11201' });
  return c.post(
    `${API}/checkout`,
    {
      paymentIntentId: await payWith(c),
      email: 'alex@example.com',
      giverName: 'Alex',
      shippingAddress: ADDRESS,
      zipCode: '11201',
      expectedTotalCents: totals.body.totalCents,
    },
    key(),
  );
}

describe('ordering paper', () => {
  it('needs a signed-in person', async () => {
    const res = await new TestClient(t.app).post(`${P}/1/cart`, { quantity: 50 });
    expect(res.status).toBe(401);
  });

  it('adds a project at a tier quantity with its options, priced by the catalogue quote; refuses other quantities and options', async () => {
    const jordan = await login('jordan@confetti.test');
    const project = (await jordan.post<ProjectView>(P, { design: INVITATION })).body;
    const foil = project.detail.options.find((o) => o.kind === 'FOIL' && o.price_cents > 0);
    const options = foil ? { FOIL: foil.key } : {};
    const add = await jordan.post<{ cart: Cart; item: CartItem }>(`${P}/${project.id}/cart`, { quantity: 50, options });
    expect(add.status).toBe(201);
    const quote = paperLinePrice(project.detail.tiers, project.detail.options, project.shape, options, 50);
    if (!quote.ok) throw new Error(quote.message);
    expect(add.body.item).toMatchObject({
      kind: 'PAPER',
      name: project.name,
      quantity: 50,
      priceCents: quote.perCardCents,
      lineTotalCents: quote.totalCents,
      paper: { projectId: project.id, version: 1, approved: false, design: INVITATION, projectUrl: projectPath(project.id) },
    });
    expect(add.body.item.paper!.options.map((o) => o.kind)).toEqual(expect.arrayContaining(['STOCK', 'SHAPE', 'ENVELOPE']));
    if (foil) expect(add.body.item.paper!.options).toContainEqual({ kind: 'FOIL', key: foil.key, label: foil.label });
    expect(add.body.item.imageUrl).toBe(`${P}/${project.id}/front.svg?v=1`);
    // One card design is one item in the cart's count, however many cards it prints.
    expect(add.body.cart.itemCount).toBe(1);
    expect((await jordan.get<{ itemCount: number }>(`${API}/cart/count`)).body.itemCount).toBe(1);

    // Another tier: the price per card falls.
    const more = await jordan.put<CartUpdateAnswer>(`/web-api/v2/paper/cart-lines/${add.body.item.id}`, { quantity: 100 });
    expect(more.status).toBe(200);
    const at100 = paperLinePrice(project.detail.tiers, project.detail.options, project.shape, options, 100);
    expect(paperLine(more.body.cart)).toMatchObject({ quantity: 100, priceCents: at100.ok ? at100.perCardCents : -1 });
    expect(paperLine(more.body.cart).priceCents).toBeLessThan(quote.perCardCents);

    const odd = await jordan.post(`${P}/${project.id}/cart`, { quantity: 60 });
    expect(odd.status).toBe(400);
    expect(odd.body.message).toContain(PAPER_ORDER_MESSAGES.quantity);
    const oddLine = await jordan.put(`/web-api/v2/paper/cart-lines/${add.body.item.id}`, { quantity: 33 });
    expect(oddLine.status).toBe(400);
    const badOption = await jordan.post(`${P}/${project.id}/cart`, { quantity: 25, options: { FOIL: 'unobtainium' } });
    expect(badOption.status).toBe(400);
    expect(badOption.body.message).toBe(PAPER_ORDER_MESSAGES.option);
    // The same project again replaces its line (one line per card).
    const again = await jordan.post<{ cart: Cart }>(`${P}/${project.id}/cart`, { quantity: 25 });
    expect(again.body.cart.items.filter((i) => i.kind === 'PAPER')).toHaveLength(1);
    expect(paperLine(again.body.cart).quantity).toBe(25);
    // Removing uses the cart's own remove.
    expect((await jordan.post(`${API}/checkout/cart/item/id/${add.body.item.id}`, {})).status).toBe(200);
    expect((await jordan.get<Cart>(`${API}/cart`)).body.items).toHaveLength(0);
  });

  it('never lets another couple put a project in their cart or change a paper line (BOLA)', async () => {
    const alex = await login('alex@confetti.test');
    const project = (await alex.post<ProjectView>(P, { design: INVITATION })).body;
    const line = (await alex.post<{ item: CartItem }>(`${P}/${project.id}/cart`, { quantity: 10 })).body.item;
    const sam = await login('sam@confetti.test');
    const steal = await sam.post(`${P}/${project.id}/cart`, { quantity: 10 });
    expect(steal.status).toBe(404);
    expect((await sam.get<Cart>(`${API}/cart`)).body.items).toHaveLength(0);
    expect((await sam.put(`/web-api/v2/paper/cart-lines/${line.id}`, { quantity: 200 })).status).toBe(404);
    expect(paperLine((await alex.get<Cart>(`${API}/cart`)).body).quantity).toBe(10);
    expect((await alex.post(`${API}/checkout/cart/item/id/${line.id}`, {})).status).toBe(200);
  });

  it('keeps paper apart from a registry’s gifts', async () => {
    const riley = await login('riley@confetti.test');
    const project = (await riley.post<ProjectView>(P, { design: INVITATION })).body;
    const gift = await openGift(t.database.db);
    expect((await riley.post(`${API}/cart/item`, { registryItemId: gift.id, quantity: 1 })).status).toBe(201);
    const mixed = await riley.post(`${P}/${project.id}/cart`, { quantity: 25 });
    expect(mixed.status).toBe(409);
    expect(mixed.body.message).toBe(PAPER_ORDER_MESSAGES.registryMix);
  });

  it('refuses checkout until the proof of the current version is approved, then orders that version and follows it to delivery', async () => {
    const alex = await login('alex@confetti.test');
    let project = (await alex.post<ProjectView>(P, { design: INVITATION })).body;
    const added = await alex.post<{ item: CartItem }>(`${P}/${project.id}/cart`, { quantity: 25 });
    expect(added.status).toBe(201);

    const refused = await checkout(alex);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: PROOF_NOT_APPROVED_CODE,
      message: PAPER_ORDER_MESSAGES.proofNotApproved(project.name),
      itemId: added.body.item.id,
      proofUrl: proofUrl(project.id, 1),
      projectUrl: projectPath(project.id),
    });

    // Approved, then edited: the approval is withdrawn and the cart says so.
    expect((await alex.post(`${P}/${project.id}/approve`, { version: 1 })).status).toBe(200);
    expect(paperLine((await alex.get<Cart>(`${API}/cart`)).body).paper!.approved).toBe(true);
    project = (
      await alex.put<ProjectView>(`${P}/${project.id}`, {
        texts: { ...project.texts, note: 'Cocktails on the terrace at five' },
        colourway: project.colourway,
        typeface: project.typeface,
        shape: project.shape,
      })
    ).body;
    expect(project.version).toBe(2);
    const stale = paperLine((await alex.get<Cart>(`${API}/cart`)).body);
    expect(stale.paper).toMatchObject({ version: 2, approved: false, proofUrl: proofUrl(project.id, 2) });
    expect((await checkout(alex)).body.code).toBe(PROOF_NOT_APPROVED_CODE);

    expect((await alex.post(`${P}/${project.id}/approve`, { version: 2 })).status).toBe(200);
    const placed = await checkout(alex);
    expect(placed.status).toBe(201);
    const order = placed.body.order as Order;
    const line = order.lines.find((l) => l.kind === 'PAPER')!;
    expect(line).toMatchObject({ name: project.name, quantity: 25, returnable: false, paper: { version: 2, design: INVITATION } });
    expect(line.paper!.options.length).toBeGreaterThan(0);
    expect(line.imageUrl).toMatch(/^\/media\/paper\//);

    // Frozen at order: a further edit is version 3; the ordered line still holds version 2's text.
    const after = await alex.put<ProjectView>(`${P}/${project.id}`, {
      texts: { ...project.texts, note: 'Changed after ordering' },
      colourway: project.colourway,
      typeface: project.typeface,
      shape: project.shape,
    });
    expect(after.body.version).toBe(3);
    const [row] = await t.database.db.select().from(orderLines).where(eq(orderLines.id, line.id));
    expect(row!.paperSnapshot).toMatchObject({ version: 2, texts: { note: 'Cocktails on the terrace at five' } });

    // Order page and lookup show it, and it moves through fulfilment like a product.
    const mine = await alex.get<{ order: Order }>(`${API}/orders/${order.orderNumber}`);
    expect(mine.body.order.lines.find((l) => l.kind === 'PAPER')!.paper!.version).toBe(2);
    await stepLines(t.database.db, [line.id], 'PLACED', new Date());
    const lookup = await new TestClient(t.app).post<{ order: Order }>(`${API}/orders/status`, {
      orderNumber: order.orderNumber,
      email: 'alex@example.com',
    });
    expect(lookup.status).toBe(200);
    expect(lookup.body.order.lines.find((l) => l.kind === 'PAPER')!.paper!.version).toBe(2);
    const groups = lookup.body.order.fulfilment;
    expect(groups.flatMap((g) => g.lineIds)).toContain(line.id);
    expect(groups.find((g) => g.lineIds.includes(line.id))!.status).toBe('PROCESSING');
  });
});
