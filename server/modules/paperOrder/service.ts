import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { cartItems, paperProjects } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { AddCartItemAnswer } from '../../../src/contracts/cart';
import type { CardType } from '../../../src/contracts/paper';
import {
  PAPER_ORDER_MESSAGES,
  PROOF_NOT_APPROVED_CODE,
  paperLinePrice,
  type AddPaperToCartBody,
  type OrderOptionKind,
  type PaperLineOption,
  type PaperSnapshot,
} from '../../../src/contracts/paperOrder';
import { projectPath, proofUrl } from '../../../src/contracts/paperProjects';
import { designDetail } from '../paper/service';
import { designOf, owned, ownerOf } from '../paperProjects/service';
import { cartView } from '../cart/service';
import { findOpenCart, openCartForUpdate, touchCart } from '../cart/store';
import type { LineRow } from '../cart/lines';

/**
 * Ordering paper (issue 30): a project goes into its person's cart as a PAPER line, priced per
 * card by the catalogue's quote (contracts/paperOrder.ts paperLinePrice) on the server alone.
 * Checkout (checkout/placeOrder.ts) locks the projects, refuses one whose current version's proof
 * is not approved, and keeps the approved version on the order line (paperSnapshot).
 */

type ProjectRow = typeof paperProjects.$inferSelect;

/** The price per card and the options of a project's line, or a 400 with the reason. */
async function priceFor(db: DbOrTx, project: ProjectRow, chosen: Partial<Record<OrderOptionKind, string>>, quantity: number) {
  const design = await designOf(db, project.designId);
  const detail = await designDetail(db, design.slug);
  const priced = paperLinePrice(detail.tiers, detail.options, project.shape, chosen, quantity);
  if (!priced.ok) throw badRequest(priced.message, { code: 'paper.quote' });
  return priced;
}

const chosenOf = (options: readonly PaperLineOption[]): Partial<Record<OrderOptionKind, string>> =>
  Object.fromEntries(options.filter((o) => o.kind !== 'SHAPE').map((o) => [o.kind, o.key]));

/**
 * Adds a project (the caller's, or their wedding's) to the caller's cart, or updates its line
 * (one line per project: the quantity and options are replaced). A cart holding registry gifts
 * for a couple refuses (a cart is for one couple's gifts or for yourself).
 */
export async function addPaperToCart(db: Db, userId: number, projectId: number, body: AddPaperToCartBody): Promise<AddCartItemAnswer> {
  const owner = await ownerOf(db, { userId });
  const cartOwner = { userId };
  const itemId = await db.transaction(async (tx) => {
    const project = await owned(tx, owner, projectId);
    const priced = await priceFor(tx, project, body.options ?? {}, body.quantity);
    const cart = await openCartForUpdate(tx, cartOwner);
    const lines = await tx.select().from(cartItems).where(eq(cartItems.cartId, cart.id));
    if (lines.length > 0 && cart.registryId !== null) throw conflict(PAPER_ORDER_MESSAGES.registryMix, { code: 'cart.registry_mix' });
    if (lines.length === 0 && cart.registryId !== null) await touchCart(tx, cart.id, { registryId: null });
    const values = { quantity: body.quantity, amountCents: priced.perCardCents, paperOptions: priced.options };
    const existing = lines.find((l) => l.kind === 'PAPER' && l.paperProjectId === project.id);
    await touchCart(tx, cart.id);
    if (existing) {
      await tx.update(cartItems).set(values).where(eq(cartItems.id, existing.id));
      return existing.id;
    }
    const [row] = await tx
      .insert(cartItems)
      .values({ cartId: cart.id, kind: 'PAPER', paperProjectId: project.id, ...values })
      .returning({ id: cartItems.id });
    return row!.id;
  });
  const cart = await cartView(db, await findOpenCart(db, cartOwner));
  return { cart, item: cart.items.find((i) => i.id === itemId)! };
}

/** A paper line's quantity: another tier's, repriced (the price per card falls with the quantity). */
export async function setPaperQuantity(db: Db, userId: number, itemId: number, quantity: number): Promise<void> {
  await db.transaction(async (tx) => {
    const cart = await findOpenCart(tx, { userId }, true);
    const [line] = cart
      ? await tx
          .select()
          .from(cartItems)
          .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cart.id), eq(cartItems.kind, 'PAPER')))
      : [];
    if (!cart || !line?.paperProjectId) throw notFound(PAPER_ORDER_MESSAGES.notFound);
    await repriceLine(tx, line.id, line.paperProjectId, line.paperOptions ?? [], quantity);
    await touchCart(tx, cart.id);
  });
}

/** Reprices a paper line for a quantity (its options as chosen, the project's current shape). */
export async function repriceLine(tx: Tx, lineId: number, projectId: number, options: readonly PaperLineOption[], quantity: number) {
  const [project] = await tx.select().from(paperProjects).where(eq(paperProjects.id, projectId));
  if (!project) throw notFound(PAPER_ORDER_MESSAGES.notFound);
  const priced = await priceFor(tx, project, chosenOf(options), quantity);
  await tx
    .update(cartItems)
    .set({ quantity, amountCents: priced.perCardCents, paperOptions: priced.options })
    .where(eq(cartItems.id, lineId));
}

/**
 * Checkout, under the cart lock: locks the cart's paper projects (id order) so an edit waits for
 * the order or the order sees the edit, then reprices each line (a new cut shape since it was
 * added changes the price; the buyer's expected total then no longer matches and checkout says so).
 * Returns whether any line was repriced.
 */
export async function lockAndRepricePaper(tx: Tx, rows: LineRow[]): Promise<boolean> {
  const paper = rows.filter((r) => r.kind === 'PAPER' && r.paperProjectId !== null);
  if (paper.length === 0) return false;
  const ids = [...new Set(paper.map((r) => r.paperProjectId!))].sort((a, b) => a - b);
  await tx
    .select({ id: paperProjects.id })
    .from(paperProjects)
    .where(inArray(paperProjects.id, ids))
    .orderBy(asc(paperProjects.id))
    .for('update');
  let changed = false;
  for (const r of paper) {
    const before = r.amountCents;
    const [project] = await tx.select().from(paperProjects).where(eq(paperProjects.id, r.paperProjectId!));
    if (!project) continue;
    const priced = await priceFor(tx, project, chosenOf(r.paperOptions ?? []), r.quantity);
    if (priced.perCardCents !== before || JSON.stringify(priced.options) !== JSON.stringify(r.paperOptions)) {
      await tx.update(cartItems).set({ amountCents: priced.perCardCents, paperOptions: priced.options }).where(eq(cartItems.id, r.id));
      changed = true;
    }
  }
  return changed;
}

/** Checkout's rule: every paper line's project has its current version's proof approved. */
export function checkProofsApproved(rows: LineRow[]): void {
  for (const r of rows) {
    if (r.kind !== 'PAPER') continue;
    if (r.paperProjectId === null || r.paperVersion === null || r.paperApprovedVersion !== r.paperVersion) {
      const name = r.paperDesignName ?? 'your card';
      throw conflict(PAPER_ORDER_MESSAGES.proofNotApproved(name), {
        code: PROOF_NOT_APPROVED_CODE,
        itemId: r.id,
        projectId: r.paperProjectId,
        proofUrl: r.paperProjectId && r.paperVersion ? proofUrl(r.paperProjectId, r.paperVersion) : null,
        projectUrl: r.paperProjectId ? projectPath(r.paperProjectId) : null,
      });
    }
  }
}

/** The approved version of each paper line's project as it is ordered (the order line keeps it). */
export async function paperSnapshots(tx: Tx, rows: LineRow[]): Promise<Map<number, PaperSnapshot>> {
  const out = new Map<number, PaperSnapshot>();
  for (const r of rows) {
    if (r.kind !== 'PAPER' || r.paperProjectId === null) continue;
    const [p] = await tx.select().from(paperProjects).where(eq(paperProjects.id, r.paperProjectId));
    if (!p) continue;
    out.set(r.id, {
      projectId: p.id,
      version: p.version,
      design: r.paperDesign ?? '',
      name: r.paperDesignName ?? '',
      cardType: (r.paperCardType ?? 'INVITATION') as CardType,
      colourway: p.colourway,
      typeface: p.typeface,
      shape: p.shape,
      texts: p.texts,
      photoImageId: p.photoImageId,
      options: r.paperOptions ?? [],
      approvedAt: p.approvedAt?.toISOString() ?? null,
    });
  }
  return out;
}
