import { and, asc, count, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import {
  inspirationBoardItems,
  inspirationBoards,
  realWeddingPhotos,
  realWeddings,
  realWeddingVendors,
  styleQuizAnswers,
  users,
  vendorCategories,
  vendors,
  weddingMembers,
} from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { randomToken } from '../../lib/tokens';
import type { LoginHook } from '../../plugins/session';
import {
  COLOUR_KEYS,
  COLOURS,
  MAX_BOARD_ITEMS,
  MAX_BOARDS,
  PAGE_SIZE,
  photoPath,
  photoSrcSet,
  rankBySuggestion,
  SEASON_LABELS,
  SEASONS,
  STYLE_LABELS,
  STYLES,
  SUGGESTED_VENDORS,
  SUGGESTED_WEDDINGS,
  type AddBoardItemBody,
  type BoardDetail,
  type BoardItem,
  type BoardsAnswer,
  type BoardSummary,
  type BrowseAnswer,
  type BrowseQuery,
  type Budget,
  type ColourKey,
  type CreateBoardBody,
  type FacetCount,
  type PhotoView,
  type QuizAnswer,
  type QuizAnswers,
  type Season,
  type SharedBoardAnswer,
  type SuggestionsAnswer,
  type UpdateBoardBody,
  type WeddingCard,
  type WeddingDetail,
  type WeddingStyle,
} from '../../../src/contracts/inspiration';

export const BOARD_NOT_FOUND = 'We could not find that board.';
export const SHARED_BOARD_NOT_FOUND = 'This board link no longer works. Ask whoever sent it for a new one.';
export const OWNER_ONLY = 'Only the person who made this board can rename, share or delete it.';
export const NO_WEDDING_TO_SHARE = 'To share a board with your partner, first tell us about your wedding.';
export const TOO_MANY_BOARDS = `You have ${MAX_BOARDS} boards, the most there can be. Delete one to make another.`;
export const BOARD_FULL = `This board holds ${MAX_BOARD_ITEMS} saves, the most it can. Remove one to save another.`;

// ---- Real weddings -----------------------------------------------------------------------------

type WeddingRow = typeof realWeddings.$inferSelect;

export function photoView(slug: string, p: { id: number; position: number; alt: string; caption: string }): PhotoView {
  return { id: p.id, src: photoPath(slug, p.position, 480), srcset: photoSrcSet(slug, p.position), alt: p.alt, caption: p.caption };
}

const coverPhoto = realWeddingPhotos;
const cardColumns = {
  wedding: realWeddings,
  coverId: coverPhoto.id,
  coverAlt: coverPhoto.alt,
  coverCaption: coverPhoto.caption,
};

function toCard(row: { wedding: WeddingRow; coverId: number; coverAlt: string; coverCaption: string }): WeddingCard {
  const w = row.wedding;
  return {
    slug: w.slug,
    title: w.title,
    couple: w.couple,
    city: w.city,
    state_code: w.stateCode,
    season: w.season as Season,
    style: w.style as WeddingStyle,
    colours: w.colours as ColourKey[],
    palette: w.palette,
    budget: w.budget as Budget,
    cover: photoView(w.slug, { id: row.coverId, position: 0, alt: row.coverAlt, caption: row.coverCaption }),
  };
}

/** Cards with their first photo as cover, in the gallery's order, filtered by `where`. */
function cardsQuery(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(cardColumns)
    .from(realWeddings)
    .innerJoin(coverPhoto, and(eq(coverPhoto.weddingId, realWeddings.id), eq(coverPhoto.position, 0)))
    .where(where)
    .orderBy(asc(realWeddings.position), asc(realWeddings.id));
}

type Facet = 'season' | 'style' | 'colour' | 'state';
function facetCondition(facet: Facet, q: BrowseQuery): SQL | undefined {
  if (facet === 'season' && q.season) return eq(realWeddings.season, q.season);
  if (facet === 'style' && q.style) return eq(realWeddings.style, q.style);
  if (facet === 'colour' && q.colour) return sql`${q.colour} = any(${realWeddings.colours})`;
  if (facet === 'state' && q.state) return eq(realWeddings.stateCode, q.state);
  return undefined;
}
const FACETS: Facet[] = ['season', 'style', 'colour', 'state'];

/**
 * A page of real weddings matching the filters, and for each facet the count each of its values
 * would show with the other facets' filters kept (so choosing a value never leads to nothing).
 */
export async function browse(db: DbOrTx, q: BrowseQuery): Promise<BrowseAnswer> {
  const where = and(...FACETS.map((f) => facetCondition(f, q)));
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(realWeddings).where(where);
  const rows = await cardsQuery(db, where)
    .limit(PAGE_SIZE)
    .offset((q.page - 1) * PAGE_SIZE);
  // The facet counts come from every wedding's four facet values (a few dozen short rows).
  const all = await db
    .select({ season: realWeddings.season, style: realWeddings.style, colours: realWeddings.colours, state: realWeddings.stateCode })
    .from(realWeddings);
  const matches = (w: (typeof all)[number], except: Facet) =>
    (except === 'season' || !q.season || w.season === q.season) &&
    (except === 'style' || !q.style || w.style === q.style) &&
    (except === 'colour' || !q.colour || w.colours.includes(q.colour)) &&
    (except === 'state' || !q.state || w.state === q.state);
  const tally = (facet: Facet, values: (w: (typeof all)[number]) => string[]) => {
    const counts = new Map<string, number>();
    for (const w of all) if (matches(w, facet)) for (const v of values(w)) counts.set(v, (counts.get(v) ?? 0) + 1);
    return counts;
  };
  const listed = (counts: Map<string, number>, order: readonly string[], label: (v: string) => string): FacetCount[] =>
    order.map((value) => ({ value, label: label(value), count: counts.get(value) ?? 0 }));
  const states = [...new Set(all.map((w) => w.state))].sort();
  return {
    items: rows.map(toCard),
    total,
    page: q.page,
    page_size: PAGE_SIZE,
    facets: {
      season: listed(
        tally('season', (w) => [w.season]),
        SEASONS,
        (v) => SEASON_LABELS[v as Season],
      ),
      style: listed(
        tally('style', (w) => [w.style]),
        STYLES,
        (v) => STYLE_LABELS[v as WeddingStyle],
      ),
      colour: listed(
        tally('colour', (w) => w.colours),
        COLOUR_KEYS,
        (v) => COLOURS[v as ColourKey].label,
      ),
      state: listed(
        tally('state', (w) => [w.state]),
        states,
        (v) => v,
      ),
    },
  };
}

export async function weddingDetail(db: DbOrTx, slug: string): Promise<WeddingDetail> {
  const [row] = await cardsQuery(db, eq(realWeddings.slug, slug));
  if (!row) throw notFound('We could not find that real wedding.');
  const w = row.wedding;
  const photos = await db
    .select({
      id: realWeddingPhotos.id,
      position: realWeddingPhotos.position,
      alt: realWeddingPhotos.alt,
      caption: realWeddingPhotos.caption,
    })
    .from(realWeddingPhotos)
    .where(eq(realWeddingPhotos.weddingId, w.id))
    .orderBy(asc(realWeddingPhotos.position));
  return {
    ...toCard(row),
    story: w.story,
    wedding_date: w.weddingDate,
    guest_count: w.guestCount,
    photos: photos.map((p) => photoView(w.slug, p)),
    vendors: (await vendorsOf(db, [w.id])).map(({ weddingId: _w, ...v }) => v),
  };
}

async function vendorsOf(db: DbOrTx, weddingIds: number[]) {
  if (!weddingIds.length) return [];
  const rows = await db
    .select({
      weddingId: realWeddingVendors.weddingId,
      role: realWeddingVendors.role,
      name: vendors.name,
      slug: vendors.slug,
      categoryKey: vendorCategories.key,
      categoryName: vendorCategories.name,
    })
    .from(realWeddingVendors)
    .innerJoin(vendors, eq(vendors.id, realWeddingVendors.vendorId))
    .innerJoin(vendorCategories, eq(vendorCategories.id, vendors.categoryId))
    .where(inArray(realWeddingVendors.weddingId, weddingIds))
    .orderBy(asc(realWeddingVendors.weddingId), asc(realWeddingVendors.position));
  return rows.map((v) => ({
    weddingId: v.weddingId,
    role: v.role,
    name: v.name,
    category_name: v.categoryName,
    href: `/wedding-vendors/${v.categoryKey}/${v.slug}`,
  }));
}

/** The picture's facts (art.ts), or null when the wedding or position does not exist. */
export async function photoArt(db: DbOrTx, slug: string, position: number) {
  const [row] = await db
    .select({
      style: realWeddings.style,
      season: realWeddings.season,
      palette: realWeddings.palette,
      scene: realWeddingPhotos.scene,
      alt: realWeddingPhotos.alt,
    })
    .from(realWeddingPhotos)
    .innerJoin(realWeddings, eq(realWeddings.id, realWeddingPhotos.weddingId))
    .where(and(eq(realWeddings.slug, slug), eq(realWeddingPhotos.position, position)));
  return row ?? null;
}

// ---- The style quiz ----------------------------------------------------------------------------

/** Whose answers: the account's, else the guest session's (a guest without a session has none). */
export type QuizOwner = { userId: number } | { sessionIdHash: string };
const ownerWhere = (owner: QuizOwner) =>
  'userId' in owner ? eq(styleQuizAnswers.userId, owner.userId) : eq(styleQuizAnswers.sessionIdHash, owner.sessionIdHash);

const toAnswers = (r: typeof styleQuizAnswers.$inferSelect): QuizAnswers => ({
  style: r.style as WeddingStyle,
  colours: r.colours as ColourKey[],
  season: r.season as Season,
  budget: r.budget as Budget,
});

export async function readQuiz(db: DbOrTx, owner: QuizOwner | null): Promise<QuizAnswer> {
  if (!owner) return { answers: null, kept: null };
  const [row] = await db.select().from(styleQuizAnswers).where(ownerWhere(owner));
  return row ? { answers: toAnswers(row), kept: 'userId' in owner ? 'account' : 'browser' } : { answers: null, kept: null };
}

export async function saveQuiz(db: DbOrTx, owner: QuizOwner, answers: QuizAnswers): Promise<QuizAnswer> {
  const values = { ...answers, colours: [...answers.colours], updatedAt: new Date() };
  await db
    .insert(styleQuizAnswers)
    .values({ ...values, ...owner })
    .onConflictDoUpdate({ target: 'userId' in owner ? styleQuizAnswers.userId : styleQuizAnswers.sessionIdHash, set: values });
  return { answers, kept: 'userId' in owner ? 'account' : 'browser' };
}

/**
 * The log-in hook: a guest's answers become the account's (the newer answers win, so a quiz
 * just taken before signing in replaces older ones), in the log-in's transaction.
 */
export const claimGuestQuizOnLogin: LoginHook = async ({ tx, previousSession, newSession, userId }) => {
  if (!previousSession || previousSession.userId || newSession.isSpoof || previousSession.isSpoof) return;
  const [guest] = await tx.select().from(styleQuizAnswers).where(eq(styleQuizAnswers.sessionIdHash, previousSession.idHash));
  if (!guest) return;
  await tx.delete(styleQuizAnswers).where(eq(styleQuizAnswers.id, guest.id));
  await saveQuiz(tx, { userId }, toAnswers(guest));
};

/** What to suggest first: the weddings ranked by contracts' inspirationScore, and their vendors in that order. */
export async function suggestions(db: DbOrTx, owner: QuizOwner | null): Promise<SuggestionsAnswer> {
  const { answers } = await readQuiz(db, owner);
  if (!answers) return { answers: null, weddings: [], vendors: [] };
  const rows = await cardsQuery(db, undefined);
  const ranked = rankBySuggestion(
    rows.map((r) => ({ ...toCard(r), id: r.wedding.id })),
    answers,
  ).slice(0, SUGGESTED_WEDDINGS);
  const vendorRows = await vendorsOf(
    db,
    ranked.map((w) => w.id),
  );
  const seen = new Set<string>();
  const suggested: SuggestionsAnswer['vendors'] = [];
  for (const w of ranked)
    for (const v of vendorRows.filter((x) => x.weddingId === w.id)) {
      if (seen.has(v.href) || suggested.length >= SUGGESTED_VENDORS) continue;
      seen.add(v.href);
      const { weddingId: _w, ...rest } = v;
      suggested.push({ ...rest, from_wedding: w.slug });
    }
  return { answers, weddings: ranked.map(({ id: _id, ...card }) => card), vendors: suggested };
}

// ---- Boards ------------------------------------------------------------------------------------

type BoardRow = typeof inspirationBoards.$inferSelect;
const sharePath = (token: string | null) => (token ? `/inspiration/shared/${token}` : null);

/**
 * The boards a user may see: their own, and those their partner shared with the wedding both are
 * members of. Everything else does not exist for them (404, never 403: no id is confirmed).
 */
function visibleTo(userId: number): SQL {
  return or(
    eq(inspirationBoards.ownerId, userId),
    and(
      isNotNull(inspirationBoards.weddingId),
      sql`exists (select 1 from ${weddingMembers} me where me.wedding_id = ${inspirationBoards.weddingId} and me.user_id = ${userId})`,
      sql`exists (select 1 from ${weddingMembers} o where o.wedding_id = ${inspirationBoards.weddingId} and o.user_id = ${inspirationBoards.ownerId})`,
    ),
  )!;
}

async function visibleBoard(db: DbOrTx, userId: number, boardId: number, lock = false): Promise<BoardRow> {
  const q = db
    .select()
    .from(inspirationBoards)
    .where(and(eq(inspirationBoards.id, boardId), visibleTo(userId)));
  const [board] = lock ? await q.for('update') : await q;
  if (!board) throw notFound(BOARD_NOT_FOUND);
  return board;
}

async function ownBoard(db: DbOrTx, userId: number, boardId: number): Promise<BoardRow> {
  const board = await visibleBoard(db, userId, boardId, true);
  if (board.ownerId !== userId) throw forbidden(OWNER_ONLY);
  return board;
}

async function itemsOf(db: DbOrTx, boardIds: number[]): Promise<Array<BoardItem & { boardId: number }>> {
  if (!boardIds.length) return [];
  const rows = await db
    .select({
      id: inspirationBoardItems.id,
      boardId: inspirationBoardItems.boardId,
      isPhoto: sql<boolean>`${inspirationBoardItems.photoId} is not null`,
      createdAt: inspirationBoardItems.createdAt,
      slug: realWeddings.slug,
      title: realWeddings.title,
      photoId: realWeddingPhotos.id,
      position: realWeddingPhotos.position,
      alt: realWeddingPhotos.alt,
      caption: realWeddingPhotos.caption,
    })
    .from(inspirationBoardItems)
    // A saved photo is itself; a saved wedding shows its cover (position 0).
    .innerJoin(
      realWeddingPhotos,
      or(
        eq(realWeddingPhotos.id, inspirationBoardItems.photoId),
        and(eq(realWeddingPhotos.weddingId, inspirationBoardItems.realWeddingId), eq(realWeddingPhotos.position, 0)),
      ),
    )
    .innerJoin(realWeddings, eq(realWeddings.id, realWeddingPhotos.weddingId))
    .where(inArray(inspirationBoardItems.boardId, boardIds))
    .orderBy(desc(inspirationBoardItems.createdAt), desc(inspirationBoardItems.id));
  return rows.map((r) => ({
    id: r.id,
    boardId: r.boardId,
    kind: r.isPhoto ? 'photo' : 'wedding',
    photo: photoView(r.slug, { id: r.photoId, position: r.position, alt: r.alt, caption: r.caption }),
    wedding: { slug: r.slug, title: r.title },
    saved_at: r.createdAt.toISOString(),
  }));
}

async function summaries(db: DbOrTx, userId: number, boards: BoardRow[]): Promise<Array<BoardSummary & { items: BoardItem[] }>> {
  const owners = boards.length
    ? await db
        .select({ id: users.id, firstName: users.firstName })
        .from(users)
        .where(inArray(users.id, [...new Set(boards.map((b) => b.ownerId))]))
    : [];
  const items = await itemsOf(
    db,
    boards.map((b) => b.id),
  );
  return boards.map((b) => {
    const own = items.filter((i) => i.boardId === b.id).map(({ boardId: _b, ...i }) => i);
    const isOwner = b.ownerId === userId;
    return {
      id: b.id,
      name: b.name,
      shared_with_partner: b.weddingId !== null,
      is_owner: isOwner,
      owner_first_name: owners.find((o) => o.id === b.ownerId)?.firstName ?? '',
      // Only the owner hands out the link.
      share_path: isOwner ? sharePath(b.shareToken) : null,
      item_count: own.length,
      cover: own[0]?.photo ?? null,
      updated_at: b.updatedAt.toISOString(),
      items: own,
    };
  });
}

export async function listBoards(db: DbOrTx, userId: number): Promise<BoardsAnswer> {
  const boards = await db
    .select()
    .from(inspirationBoards)
    .where(visibleTo(userId))
    .orderBy(desc(inspirationBoards.updatedAt), desc(inspirationBoards.id));
  return { boards: (await summaries(db, userId, boards)).map(({ items: _i, ...s }) => s) };
}

export async function boardDetail(db: DbOrTx, userId: number, boardId: number): Promise<BoardDetail> {
  const board = await visibleBoard(db, userId, boardId);
  return (await summaries(db, userId, [board]))[0]!;
}

/** The wedding the user is a member of (the first), or null. */
async function weddingOf(db: DbOrTx, userId: number): Promise<number | null> {
  const [m] = await db
    .select({ weddingId: weddingMembers.weddingId })
    .from(weddingMembers)
    .where(eq(weddingMembers.userId, userId))
    .orderBy(asc(weddingMembers.weddingId))
    .limit(1);
  return m?.weddingId ?? null;
}

async function sharedWeddingId(tx: DbOrTx, userId: number, share: boolean): Promise<number | null> {
  if (!share) return null;
  const weddingId = await weddingOf(tx, userId);
  if (weddingId === null) throw badRequest(NO_WEDDING_TO_SHARE, { code: 'no_wedding' });
  return weddingId;
}

export async function createBoard(db: DbOrTx, userId: number, body: CreateBoardBody): Promise<BoardDetail> {
  return db.transaction(async (tx: Tx) => {
    // Serialises one user's creations, so the limit holds under concurrent requests.
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(inspirationBoards).where(eq(inspirationBoards.ownerId, userId));
    if (n >= MAX_BOARDS) throw conflict(TOO_MANY_BOARDS, { code: 'too_many_boards' });
    const [board] = await tx
      .insert(inspirationBoards)
      .values({ ownerId: userId, name: body.name, weddingId: await sharedWeddingId(tx, userId, body.shared_with_partner) })
      .returning();
    return (await summaries(tx, userId, [board!]))[0]!;
  });
}

export async function updateBoard(db: DbOrTx, userId: number, boardId: number, body: UpdateBoardBody): Promise<BoardDetail> {
  return db.transaction(async (tx: Tx) => {
    await ownBoard(tx, userId, boardId);
    const changes: Partial<typeof inspirationBoards.$inferInsert> = { updatedAt: new Date() };
    if (body.name !== undefined) changes.name = body.name;
    if (body.shared_with_partner !== undefined) changes.weddingId = await sharedWeddingId(tx, userId, body.shared_with_partner);
    const [board] = await tx.update(inspirationBoards).set(changes).where(eq(inspirationBoards.id, boardId)).returning();
    return (await summaries(tx, userId, [board!]))[0]!;
  });
}

export async function deleteBoard(db: DbOrTx, userId: number, boardId: number): Promise<void> {
  await db.transaction(async (tx: Tx) => {
    await ownBoard(tx, userId, boardId);
    await tx.delete(inspirationBoards).where(eq(inspirationBoards.id, boardId));
  });
}

/** Saves a photo or a wedding; saving what the board already holds changes nothing. `created` says which. */
export async function addItem(
  db: DbOrTx,
  userId: number,
  boardId: number,
  body: AddBoardItemBody,
): Promise<{ board: BoardDetail; created: boolean }> {
  return db.transaction(async (tx: Tx) => {
    await visibleBoard(tx, userId, boardId, true);
    let thing: { photoId: number } | { realWeddingId: number };
    if ('photo_id' in body) {
      const [p] = await tx.select({ id: realWeddingPhotos.id }).from(realWeddingPhotos).where(eq(realWeddingPhotos.id, body.photo_id));
      if (!p) throw notFound('We could not find that photo.');
      thing = { photoId: p.id };
    } else {
      const [w] = await tx.select({ id: realWeddings.id }).from(realWeddings).where(eq(realWeddings.slug, body.wedding_slug));
      if (!w) throw notFound('We could not find that real wedding.');
      thing = { realWeddingId: w.id };
    }
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(inspirationBoardItems)
      .where(eq(inspirationBoardItems.boardId, boardId));
    const inserted = await tx
      .insert(inspirationBoardItems)
      .values({ boardId, savedBy: userId, ...thing })
      .onConflictDoNothing()
      .returning({ id: inspirationBoardItems.id });
    if (inserted.length && n >= MAX_BOARD_ITEMS) throw conflict(BOARD_FULL, { code: 'board_full' });
    if (inserted.length) await tx.update(inspirationBoards).set({ updatedAt: new Date() }).where(eq(inspirationBoards.id, boardId));
    const [board] = await tx.select().from(inspirationBoards).where(eq(inspirationBoards.id, boardId));
    return { board: (await summaries(tx, userId, [board!]))[0]!, created: inserted.length > 0 };
  });
}

export async function removeItem(db: DbOrTx, userId: number, boardId: number, itemId: number): Promise<BoardDetail> {
  return db.transaction(async (tx: Tx) => {
    await visibleBoard(tx, userId, boardId, true);
    const removed = await tx
      .delete(inspirationBoardItems)
      .where(and(eq(inspirationBoardItems.id, itemId), eq(inspirationBoardItems.boardId, boardId)))
      .returning({ id: inspirationBoardItems.id });
    if (!removed.length) throw notFound('That save is not on this board.');
    const [board] = await tx.update(inspirationBoards).set({ updatedAt: new Date() }).where(eq(inspirationBoards.id, boardId)).returning();
    return (await summaries(tx, userId, [board!]))[0]!;
  });
}

/** Turns the read-only link on (keeping an existing one) or off (the old link stops working). */
export async function setShareLink(db: DbOrTx, userId: number, boardId: number, on: boolean): Promise<BoardDetail> {
  return db.transaction(async (tx: Tx) => {
    const board = await ownBoard(tx, userId, boardId);
    const shareToken = on ? (board.shareToken ?? randomToken(32)) : null;
    const [updated] = await tx.update(inspirationBoards).set({ shareToken }).where(eq(inspirationBoards.id, boardId)).returning();
    return (await summaries(tx, userId, [updated!]))[0]!;
  });
}

export async function sharedBoard(db: DbOrTx, token: string): Promise<SharedBoardAnswer> {
  const [board] = await db.select().from(inspirationBoards).where(eq(inspirationBoards.shareToken, token));
  if (!board) throw notFound(SHARED_BOARD_NOT_FOUND);
  const [owner] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, board.ownerId));
  const items = (await itemsOf(db, [board.id])).map(({ boardId: _b, ...i }) => i);
  return { name: board.name, owner_first_name: owner?.firstName ?? '', items };
}
