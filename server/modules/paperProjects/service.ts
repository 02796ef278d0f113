import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import type { LoginHook } from '../../plugins/session';
import { paperDesigns, paperProjects, weddingMembers, weddings } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { ArtSide, CardType, DesignDetail, PaperShape } from '../../../src/contracts/paper';
import {
  MAX_PROJECTS,
  PROJECT_MESSAGES,
  prefillTexts,
  previewUrl,
  type CreateProjectBody,
  type ProjectSummary,
  type ProjectView,
  type ProjectsAnswer,
  type SaveProjectBody,
} from '../../../src/contracts/paperProjects';
import { designDetail, artInput } from '../paper/service';
import { cardWording, drawCard, type CardArtInput } from '../paper/art/card';
import { photoDataUri } from './photo';

/**
 * Paper projects: a couple's belong to their wedding (either partner reaches them), a signed-in
 * guest's to the account, a signed-out guest's to their browser session until they log in or sign
 * up (claimGuestProjectsOnLogin). Every read and write finds the project through `owned`, so
 * nobody reaches another person's card (BOLA).
 */

type ProjectRow = typeof paperProjects.$inferSelect;

/** Who asks: an account, or a signed-out guest's session. */
export type Asker = { userId: number } | { sessionIdHash: string };

/** Who owns what the asker reaches: a wedding, else the account, else the guest session. */
export type Owner = { userId: number; weddingId: number | null } | { userId: null; weddingId: null; sessionIdHash: string };

export async function ownerOf(db: DbOrTx, asker: Asker): Promise<Owner> {
  if ('sessionIdHash' in asker) return { userId: null, weddingId: null, sessionIdHash: asker.sessionIdHash };
  const { userId } = asker;
  const [row] = await db
    .select({ weddingId: weddingMembers.weddingId })
    .from(weddingMembers)
    .where(eq(weddingMembers.userId, userId))
    .orderBy(weddingMembers.weddingId)
    .limit(1);
  return { userId, weddingId: row?.weddingId ?? null };
}

/** The projects `owner` may reach: the wedding's, or (without one) the account's, or the session's. */
const reachable = (owner: Owner) =>
  owner.userId === null
    ? and(isNull(paperProjects.userId), eq(paperProjects.sessionIdHash, owner.sessionIdHash))!
    : owner.weddingId !== null
      ? eq(paperProjects.weddingId, owner.weddingId)
      : and(isNull(paperProjects.weddingId), eq(paperProjects.userId, owner.userId))!;

/** The columns that say who owns a new project. */
const ownerColumns = (owner: Owner) => ({
  userId: owner.userId,
  weddingId: owner.weddingId,
  sessionIdHash: owner.userId === null ? owner.sessionIdHash : null,
});

/**
 * The log-in (and sign-up) hook: the cards a guest made in this browser become the account's (and
 * its wedding's), in the log-in's transaction, so nothing made before signing in is lost.
 */
export const claimGuestProjectsOnLogin: LoginHook = async ({ tx, previousSession, newSession, userId }) => {
  if (!previousSession || previousSession.userId || newSession.isSpoof || previousSession.isSpoof) return;
  const owner = await ownerOf(tx, { userId });
  await tx
    .update(paperProjects)
    .set({ userId, weddingId: owner.weddingId, sessionIdHash: null })
    .where(and(isNull(paperProjects.userId), eq(paperProjects.sessionIdHash, previousSession.idHash)));
};

/** The owner a project is looked up for; a caller with no session at all reaches none (404). */
async function reachableBy(db: DbOrTx, asker: Asker | null): Promise<Owner> {
  if (!asker) throw notFound(PROJECT_MESSAGES.notFound);
  return ownerOf(db, asker);
}

export async function owned(db: DbOrTx, owner: Owner, id: number, lock = false): Promise<ProjectRow> {
  const query = db
    .select()
    .from(paperProjects)
    .where(and(eq(paperProjects.id, id), reachable(owner)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(PROJECT_MESSAGES.notFound);
  return row;
}

export async function designOf(db: DbOrTx, designId: number): Promise<{ slug: string; name: string; cardType: CardType }> {
  const [d] = await db
    .select({ slug: paperDesigns.slug, name: paperDesigns.name, cardType: paperDesigns.cardType })
    .from(paperDesigns)
    .where(eq(paperDesigns.id, designId));
  if (!d) throw notFound(PROJECT_MESSAGES.notFound);
  return { ...d, cardType: d.cardType as CardType };
}

function summary(row: ProjectRow, design: { slug: string; name: string; cardType: CardType }): ProjectSummary {
  return {
    id: row.id,
    name: design.name,
    card_type: design.cardType,
    design: design.slug,
    colourway: row.colourway,
    shape: row.shape as PaperShape,
    version: row.version,
    approved: row.approvedVersion === row.version,
    updated_at: row.updatedAt.toISOString(),
    preview_url: previewUrl(row.id, 'front', row.version),
  };
}

async function view(db: DbOrTx, row: ProjectRow): Promise<ProjectView> {
  const design = await designOf(db, row.designId);
  const detail = await designDetail(db, design.slug);
  const base = await artInput(db, design.slug, row.colourway);
  const wording = base ? cardWording(withProjectText(base, row)) : { W: 0, H: 0, lines: [] };
  // One edit target per slot: the lines it sets, merged top to bottom across the text box.
  const bySlot = new Map<string, { slot: string; x: number; top: number; width: number; height: number }>();
  for (const l of wording.lines) {
    if (!l.slot) continue;
    const top = l.y - l.size * 0.85;
    const bottom = l.y + l.size * 0.3;
    const seen = bySlot.get(l.slot);
    const width = Math.min(wording.W * 0.9, Math.max(seen?.width ?? 0, l.size * Math.max(l.text.length, 4) * 0.6));
    if (!seen) bySlot.set(l.slot, { slot: l.slot, x: l.x - width / 2, top, width, height: bottom - top });
    else Object.assign(seen, { x: l.x - width / 2, width, height: bottom - seen.top });
  }
  const round = (v: number) => Math.round(v * 10) / 10;
  return {
    ...summary(row, design),
    typeface: row.typeface,
    texts: row.texts,
    approved_version: row.approvedVersion,
    approved_at: row.approvedAt?.toISOString() ?? null,
    detail,
    photo_url: row.photoImageId ? `/media/images/${row.photoImageId}/640.jpeg` : null,
    layout: {
      width: wording.W,
      height: wording.H,
      lines: [...bySlot.values()].map((l) => ({
        slot: l.slot,
        x: round(l.x),
        top: round(l.top),
        width: round(l.width),
        height: round(l.height),
      })),
    },
  };
}

export async function listProjects(db: Db, asker: Asker | null): Promise<ProjectsAnswer> {
  if (!asker) return { projects: [] };
  const owner = await ownerOf(db, asker);
  const rows = await db
    .select({ p: paperProjects, slug: paperDesigns.slug, name: paperDesigns.name, cardType: paperDesigns.cardType })
    .from(paperProjects)
    .innerJoin(paperDesigns, eq(paperDesigns.id, paperProjects.designId))
    .where(reachable(owner))
    .orderBy(desc(paperProjects.updatedAt), desc(paperProjects.id));
  return { projects: rows.map((r) => summary(r.p, { slug: r.slug, name: r.name, cardType: r.cardType as CardType })) };
}

export async function getProject(db: Db, asker: Asker | null, id: number): Promise<ProjectView> {
  return view(db, await owned(db, await reachableBy(db, asker), id));
}

async function countReachable(tx: DbOrTx, owner: Owner): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(paperProjects)
    .where(reachable(owner));
  return Number(row?.n ?? 0);
}

/** A new project from a design, its text pre-filled from the wedding (contracts prefillTexts). */
/** `texts`: wording to start from instead of the prefill, by slot (a thank-you card's heading for one giver); unknown slots are ignored. */
export async function createProject(
  db: Db,
  asker: Asker,
  body: CreateProjectBody,
  texts: Record<string, string> = {},
): Promise<ProjectView> {
  const owner = await ownerOf(db, asker);
  let detail: DesignDetail;
  try {
    detail = await designDetail(db, body.design);
  } catch {
    throw notFound('We could not find that design. It may have been retired.');
  }
  const colourway = body.colourway ?? detail.colourways[0]!.key;
  if (!detail.colourways.some((c) => c.key === colourway)) throw badRequest(PROJECT_MESSAGES.colourway);
  const [design] = await db.select({ id: paperDesigns.id }).from(paperDesigns).where(eq(paperDesigns.slug, body.design));
  const wedding = owner.weddingId !== null ? (await db.select().from(weddings).where(eq(weddings.id, owner.weddingId)))[0] : undefined;
  const prefilled = prefillTexts(
    detail.card_type,
    detail.text_slots,
    wedding
      ? {
          owner_first_name: wedding.ownerFirstName,
          owner_last_name: wedding.ownerLastName,
          partner_first_name: wedding.partnerFirstName,
          partner_last_name: wedding.partnerLastName,
          wedding_date: wedding.weddingDate,
          ceremony_venue: wedding.ceremonyVenue,
          reception_venue: wedding.receptionVenue,
          city: wedding.city,
          state_province: wedding.stateProvince,
        }
      : null,
  );
  const row = await db.transaction(async (tx) => {
    if ((await countReachable(tx, owner)) >= MAX_PROJECTS) throw conflict(PROJECT_MESSAGES.tooMany);
    const [created] = await tx
      .insert(paperProjects)
      .values({
        ...ownerColumns(owner),
        designId: design!.id,
        colourway,
        typeface: detail.typefaces[0] ?? 'italic-serif',
        shape: detail.shapes[0] ?? 'rectangle',
        texts: Object.fromEntries(Object.entries(prefilled).map(([slot, text]) => [slot, texts[slot] ?? text])),
      })
      .returning();
    return created!;
  });
  return view(db, row);
}

/**
 * An autosave: the whole card. Any change makes a new version, which withdraws a proof approval
 * (the approval was for what the proof showed). Saving what is already saved changes nothing.
 */
export async function saveProject(db: Db, asker: Asker | null, id: number, body: SaveProjectBody, now: Date): Promise<ProjectView> {
  const owner = await reachableBy(db, asker);
  const row = await db.transaction(async (tx) => {
    const current = await owned(tx, owner, id, true);
    const design = await designOf(tx, current.designId);
    const detail = await designDetail(tx, design.slug);
    const slotKeys = new Set(detail.text_slots.map((s) => s.key));
    for (const key of Object.keys(body.texts)) if (!slotKeys.has(key)) throw badRequest(PROJECT_MESSAGES.slot);
    if (!detail.colourways.some((c) => c.key === body.colourway)) throw badRequest(PROJECT_MESSAGES.colourway);
    if (!detail.typefaces.includes(body.typeface)) throw badRequest(PROJECT_MESSAGES.typeface);
    if (!detail.shapes.includes(body.shape)) throw badRequest(PROJECT_MESSAGES.shape);
    const texts = Object.fromEntries(detail.text_slots.map((s) => [s.key, body.texts[s.key] ?? current.texts[s.key] ?? '']));
    const same =
      current.colourway === body.colourway &&
      current.typeface === body.typeface &&
      current.shape === body.shape &&
      detail.text_slots.every((s) => (current.texts[s.key] ?? '') === texts[s.key]);
    if (same) return current;
    const [saved] = await tx
      .update(paperProjects)
      .set({ texts, colourway: body.colourway, typeface: body.typeface, shape: body.shape, version: current.version + 1, updatedAt: now })
      .where(eq(paperProjects.id, id))
      .returning();
    return saved!;
  });
  return view(db, row);
}

export async function duplicateProject(db: Db, asker: Asker | null, id: number): Promise<ProjectView> {
  const owner = await reachableBy(db, asker);
  const row = await db.transaction(async (tx) => {
    const source = await owned(tx, owner, id);
    if ((await countReachable(tx, owner)) >= MAX_PROJECTS) throw conflict(PROJECT_MESSAGES.tooMany);
    const [copy] = await tx
      .insert(paperProjects)
      .values({
        ...ownerColumns(owner),
        designId: source.designId,
        colourway: source.colourway,
        typeface: source.typeface,
        shape: source.shape,
        texts: source.texts,
        photoImageId: source.photoImageId,
      })
      .returning();
    return copy!;
  });
  return view(db, row);
}

export async function deleteProject(db: Db, asker: Asker | null, id: number): Promise<void> {
  const owner = await reachableBy(db, asker);
  const project = await owned(db, owner, id);
  await db.delete(paperProjects).where(eq(paperProjects.id, project.id));
}

/** Approves the proof of `version`, only while it is the current one (an edit in between refuses). */
export async function approveProof(db: Db, asker: Asker | null, id: number, version: number, now: Date): Promise<ProjectView> {
  const owner = await reachableBy(db, asker);
  const row = await db.transaction(async (tx) => {
    const current = await owned(tx, owner, id, true);
    if (current.version !== version) throw conflict(PROJECT_MESSAGES.staleApproval);
    const [approved] = await tx
      .update(paperProjects)
      .set({ approvedVersion: version, approvedAt: now })
      .where(and(eq(paperProjects.id, id), eq(paperProjects.version, version)))
      .returning();
    if (!approved) throw conflict(PROJECT_MESSAGES.staleApproval);
    return approved;
  });
  return view(db, row);
}

/** The art input of a project: its design and colourway, with its text and its typeface first. */
export async function projectArt(db: Db, asker: Asker | null, id: number): Promise<{ art: CardArtInput; row: ProjectRow }> {
  const row = await owned(db, await reachableBy(db, asker), id);
  const design = await designOf(db, row.designId);
  const base = await artInput(db, design.slug, row.colourway);
  if (!base) throw notFound(PROJECT_MESSAGES.notFound);
  // A photo design's own photo goes into the art itself (the preview and the proof alike).
  const photoHref = base.hasPhoto && row.photoImageId ? await photoDataUri(db, row.photoImageId) : null;
  return { row, art: { ...withProjectText(base, row), photoHref } };
}

export function withProjectText(base: CardArtInput, row: Pick<ProjectRow, 'texts' | 'typeface'>): CardArtInput {
  return {
    ...base,
    typefaces: [row.typeface, ...base.typefaces.filter((t) => t !== row.typeface)],
    textSlots: base.textSlots.map((s) => ({ key: s.key, default_text: row.texts[s.key] ?? '' })),
  };
}

export async function projectSvg(db: Db, asker: Asker | null, id: number, side: ArtSide, width: number): Promise<string> {
  const { art, row } = await projectArt(db, asker, id);
  return drawCard(art, side, row.shape as PaperShape, width);
}
