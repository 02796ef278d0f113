import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Db, DbOrTx } from '../../db/client';
import {
  eventInvitations,
  guestTags,
  guests,
  householdTags,
  households,
  paperColourways,
  paperDesigns,
  stdRecipients,
  stdSends,
  stdUnsubscribes,
  weddingEvents,
  weddings,
  weddingWebsites,
} from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { hmac, sha256 } from '../../lib/tokens';
import type { PaperShape } from '../../../src/contracts/paper';
import { drawCard } from '../paper/art/card';
import { artInput } from '../paper/service';
import {
  chooseHouseholds,
  defaultWording,
  DIGITAL_CARD_LABELS,
  normaliseEmail,
  reachable,
  recipientPagePath,
  retryDelaySeconds,
  SAVE_THE_DATE_MESSAGES as M,
  isUnsubscribed,
  previewArtPath,
  wordingSlots,
  nextRecipientState,
  type CardDesign,
  type CreateSendBody,
  type DigitalCardType,
  type RecipientCard,
  type RecipientEvent,
  type RecipientRow,
  type SendDetail,
  type SendSummary,
  type StdHousehold,
  type StdOverview,
  type Wording,
} from '../../../src/contracts/saveTheDate';
import { requireMembership } from '../wedding/service';

type SendRow = typeof stdSends.$inferSelect;
type RecipientDbRow = typeof stdRecipients.$inferSelect;

/** A worker holds a claimed recipient this long; past it, the row is another worker's to deliver (under the same mail id). */
export const LEASE_SECONDS = 120;
/** Recipients a worker claims at once. */
export const CLAIM_BATCH = 25;

const weddingIdOf = async (db: DbOrTx, userId: number) => (await requireMembership(db, userId)).weddingId;

/** A recipient's page token: derived from the mail id with the app's secret, so the worker can write the link again after a restart. */
export const recipientToken = (secret: string, mailId: string): string => hmac(secret, `save-the-date:${mailId}`);

// ---------------------------------------------------------------------------------------------
// Reading

async function weddingRow(db: DbOrTx, weddingId: number) {
  const [w] = await db.select().from(weddings).where(eq(weddings.id, weddingId));
  if (!w) throw notFound();
  return w;
}

const weddingFacts = (w: typeof weddings.$inferSelect) => ({
  owner_first_name: w.ownerFirstName,
  partner_first_name: w.partnerFirstName,
  wedding_date: w.weddingDate,
  city: w.city,
  state_province: w.stateProvince,
});

const coupleNames = (w: typeof weddings.$inferSelect) =>
  [w.ownerFirstName, w.partnerFirstName].filter((n) => n.trim() !== '').join(' & ') || 'The couple';

async function websitePath(db: DbOrTx, weddingId: number): Promise<string | null> {
  const [site] = await db
    .select({ slug: weddingWebsites.slug, published: weddingWebsites.published })
    .from(weddingWebsites)
    .where(eq(weddingWebsites.weddingId, weddingId));
  return site?.published ? `/wedding/${site.slug}` : null;
}

/** The wedding's households with the address a mail goes to (the household's, else its first guest's with one). */
export async function stdHouseholds(db: DbOrTx, weddingId: number): Promise<StdHousehold[]> {
  // One after another: inside a transaction they share one connection.
  const rows = await db
    .select({ id: households.id, name: households.displayName, email: households.email })
    .from(households)
    .where(and(eq(households.weddingId, weddingId), isNull(households.deletedAt)))
    .orderBy(sql`lower(${households.displayName})`, asc(households.id));
  const guestRows = await db
    .select({ householdId: guests.householdId, email: guests.email })
    .from(guests)
    .where(and(eq(guests.weddingId, weddingId), sql`${guests.email} <> ''`))
    .orderBy(asc(guests.householdId), asc(guests.sortOrder), asc(guests.id));
  const tagRows = await db
    .select({ householdId: householdTags.householdId, tagId: householdTags.tagId })
    .from(householdTags)
    .innerJoin(guestTags, eq(guestTags.id, householdTags.tagId))
    .where(eq(guestTags.weddingId, weddingId));
  const eventRows = await db
    .select({ householdId: eventInvitations.householdId, eventId: eventInvitations.eventId })
    .from(eventInvitations)
    .innerJoin(weddingEvents, eq(weddingEvents.id, eventInvitations.eventId))
    .where(eq(weddingEvents.weddingId, weddingId));
  const unsubscribed = await unsubscribedSet(db, weddingId);
  const guestEmail = new Map<number, string>();
  for (const g of guestRows) if (!guestEmail.has(g.householdId)) guestEmail.set(g.householdId, g.email);
  const group = <K extends 'tagId' | 'eventId'>(list: Array<{ householdId: number } & Record<K, number>>, key: K) => {
    const map = new Map<number, number[]>();
    for (const r of list) map.set(r.householdId, [...(map.get(r.householdId) ?? []), r[key]]);
    return map;
  };
  const tags = group(tagRows, 'tagId');
  const events = group(eventRows, 'eventId');
  return rows.map((h) => {
    const email = (h.email.trim() || guestEmail.get(h.id) || '').trim();
    return {
      id: h.id,
      display_name: h.name,
      email,
      tag_ids: tags.get(h.id) ?? [],
      event_ids: events.get(h.id) ?? [],
      unsubscribed: email !== '' && unsubscribed.has(normaliseEmail(email)),
    };
  });
}

async function unsubscribedSet(db: DbOrTx, weddingId: number): Promise<Set<string>> {
  const rows = await db.select({ email: stdUnsubscribes.email }).from(stdUnsubscribes).where(eq(stdUnsubscribes.weddingId, weddingId));
  return new Set(rows.map((r) => r.email));
}

async function countsBySend(db: DbOrTx, sendIds: number[]) {
  if (sendIds.length === 0) return new Map<number, SendSummary['counts']>();
  const rows = await db
    .select({
      sendId: stdRecipients.sendId,
      total: sql<number>`count(*)::int`,
      queued: sql<number>`count(*) filter (where ${stdRecipients.state} in ('QUEUED', 'SENDING'))::int`,
      delivered: sql<number>`count(*) filter (where ${stdRecipients.state} = 'DELIVERED')::int`,
      failed: sql<number>`count(*) filter (where ${stdRecipients.state} = 'FAILED')::int`,
      skipped: sql<number>`count(*) filter (where ${stdRecipients.state} = 'SKIPPED')::int`,
      opened: sql<number>`count(${stdRecipients.openedAt})::int`,
      clicked: sql<number>`count(${stdRecipients.clickedAt})::int`,
    })
    .from(stdRecipients)
    .where(inArray(stdRecipients.sendId, sendIds))
    .groupBy(stdRecipients.sendId);
  return new Map(rows.map(({ sendId, ...counts }) => [sendId, counts]));
}

const EMPTY_COUNTS: SendSummary['counts'] = { total: 0, queued: 0, delivered: 0, failed: 0, skipped: 0, opened: 0, clicked: 0 };

async function designNames(db: DbOrTx, slugs: string[]): Promise<Map<string, string>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .select({ slug: paperDesigns.slug, name: paperDesigns.name })
    .from(paperDesigns)
    .where(inArray(paperDesigns.slug, slugs));
  return new Map(rows.map((r) => [r.slug, r.name]));
}

function summary(send: SendRow, counts: SendSummary['counts'] | undefined, designName: string | undefined): SendSummary {
  return {
    id: send.id,
    card_type: send.cardType,
    design_name: designName ?? send.designSlug,
    status: send.status,
    created_at: send.createdAt.toISOString(),
    completed_at: send.completedAt?.toISOString() ?? null,
    resend_of: send.resendOf,
    counts: counts ?? EMPTY_COUNTS,
  };
}

export async function overview(db: Db, userId: number): Promise<StdOverview> {
  const weddingId = await weddingIdOf(db, userId);
  const [w, list, tags, events, sends, site] = await Promise.all([
    weddingRow(db, weddingId),
    stdHouseholds(db, weddingId),
    db
      .select({ id: guestTags.id, name: guestTags.name })
      .from(guestTags)
      .where(eq(guestTags.weddingId, weddingId))
      .orderBy(sql`lower(${guestTags.name})`),
    db
      .select({ id: weddingEvents.id, name: weddingEvents.name })
      .from(weddingEvents)
      .where(eq(weddingEvents.weddingId, weddingId))
      .orderBy(asc(weddingEvents.sortOrder), asc(weddingEvents.id)),
    db.select().from(stdSends).where(eq(stdSends.weddingId, weddingId)).orderBy(desc(stdSends.createdAt), desc(stdSends.id)).limit(50),
    websitePath(db, weddingId),
  ]);
  const [counts, names] = await Promise.all([
    countsBySend(
      db,
      sends.map((s) => s.id),
    ),
    designNames(db, [...new Set(sends.map((s) => s.designSlug))]),
  ]);
  const facts = weddingFacts(w);
  return {
    wedding: facts,
    defaults: { SAVE_THE_DATE: defaultWording('SAVE_THE_DATE', facts), CHANGE_THE_DATE: defaultWording('CHANGE_THE_DATE', facts) },
    households: list,
    tags,
    events,
    sends: sends.map((s) => summary(s, counts.get(s.id), names.get(s.designSlug))),
    website_path: site,
  };
}

/** The card as drawn: the design's art in the chosen colourway, with the couple's wording. */
async function cardDesign(
  db: DbOrTx,
  send: Pick<SendRow, 'cardType' | 'designSlug' | 'colourway' | 'animated' | 'wording'>,
  /** The picture's address: the couple's preview, or the recipient's own card.svg. */
  art?: string,
): Promise<CardDesign> {
  const [row] = await db
    .select({
      name: paperDesigns.name,
      shapes: paperDesigns.shapes,
      colourwayName: paperColourways.name,
      paper: paperColourways.paper,
      ink: paperColourways.ink,
      accent: paperColourways.accent,
    })
    .from(paperDesigns)
    .innerJoin(paperColourways, and(eq(paperColourways.designId, paperDesigns.id), eq(paperColourways.key, send.colourway)))
    .where(eq(paperDesigns.slug, send.designSlug));
  return {
    card_type: send.cardType,
    design: send.designSlug,
    design_name: row?.name ?? send.designSlug,
    colourway: send.colourway,
    colourway_name: row?.colourwayName ?? send.colourway,
    paper: row?.paper ?? '#ffffff',
    ink: row?.ink ?? '#222222',
    accent: row?.accent ?? '#888888',
    art_url: art ?? previewArtPath(send.designSlug, send.colourway, send.wording as Wording),
    animated: send.animated,
    wording: send.wording as Wording,
  };
}

const recipientRow = (r: RecipientDbRow): RecipientRow => ({
  id: r.id,
  household_id: r.householdId,
  name: r.name,
  email: r.email,
  state: r.state,
  attempts: r.attempts,
  delivered_at: r.deliveredAt?.toISOString() ?? null,
  opened_at: r.openedAt?.toISOString() ?? null,
  clicked_at: r.clickedAt?.toISOString() ?? null,
  error: r.error,
});

async function ownSend(db: DbOrTx, userId: number, sendId: number): Promise<SendRow> {
  const weddingId = await weddingIdOf(db, userId);
  const [send] = await db
    .select()
    .from(stdSends)
    .where(and(eq(stdSends.id, sendId), eq(stdSends.weddingId, weddingId)));
  if (!send) throw notFound(M.notFound);
  return send;
}

export async function sendDetail(db: DbOrTx, userId: number, sendId: number): Promise<SendDetail> {
  return detailOf(db, await ownSend(db, userId, sendId));
}

async function detailOf(db: DbOrTx, send: SendRow): Promise<SendDetail> {
  // One after another: createSend and resendUnopened call this inside their transaction (one connection).
  const rows = await db
    .select()
    .from(stdRecipients)
    .where(eq(stdRecipients.sendId, send.id))
    .orderBy(sql`lower(${stdRecipients.name})`, asc(stdRecipients.id));
  const counts = await countsBySend(db, [send.id]);
  const card = await cardDesign(db, send);
  return { ...summary(send, counts.get(send.id), card.design_name), card, recipients: rows.map(recipientRow) };
}

// ---------------------------------------------------------------------------------------------
// Sending

/**
 * Creates a send and its recipients in one transaction and queues its job. Households without an
 * address, or whose address unsubscribed, are left out (the page lists them as not reachable).
 */
export async function createSend(app: FastifyInstance, userId: number, body: CreateSendBody & { wording: Wording }): Promise<SendDetail> {
  const detail = await app.db.transaction(async (tx) => {
    const weddingId = await weddingIdOf(tx, userId);
    const w = await weddingRow(tx, weddingId);
    if (!w.weddingDate) throw badRequest(M.noWeddingDate);
    const [design] = await tx
      .select({ id: paperDesigns.id, cardType: paperDesigns.cardType })
      .from(paperDesigns)
      .where(eq(paperDesigns.slug, body.design));
    if (!design) throw badRequest(M.designNotFound);
    if (design.cardType !== body.card_type) throw badRequest(M.wrongType);
    const [colour] = await tx
      .select({ id: paperColourways.id })
      .from(paperColourways)
      .where(and(eq(paperColourways.designId, design.id), eq(paperColourways.key, body.colourway)));
    if (!colour) throw badRequest(M.colourway);
    const list = await stdHouseholds(tx, weddingId);
    if (body.recipients.mode === 'TAG' && !(await ownsTag(tx, weddingId, body.recipients.tag_id))) throw badRequest(M.tag);
    if (body.recipients.mode === 'EVENT' && !(await ownsEvent(tx, weddingId, body.recipients.event_id))) throw badRequest(M.event);
    const chosen = chooseHouseholds(list, body.recipients).filter(reachable);
    if (chosen.length === 0) throw badRequest(M.noRecipients);
    const [send] = await tx
      .insert(stdSends)
      .values({
        weddingId,
        cardType: body.card_type,
        designSlug: body.design,
        colourway: body.colourway,
        animated: body.animated,
        wording: body.wording,
        createdByUserId: userId,
      })
      .returning();
    await insertRecipients(
      app,
      tx,
      send!,
      chosen.map((h) => ({ householdId: h.id, name: h.display_name, email: h.email })),
    );
    return detailOf(tx, send!);
  });
  await queueSend(app, detail.id);
  return detail;
}

async function ownsTag(db: DbOrTx, weddingId: number, tagId: number) {
  return (await db.$count(guestTags, and(eq(guestTags.id, tagId), eq(guestTags.weddingId, weddingId)))) > 0;
}
async function ownsEvent(db: DbOrTx, weddingId: number, eventId: number) {
  return (await db.$count(weddingEvents, and(eq(weddingEvents.id, eventId), eq(weddingEvents.weddingId, weddingId)))) > 0;
}

async function insertRecipients(
  app: FastifyInstance,
  tx: DbOrTx,
  send: SendRow,
  list: Array<{ householdId: number | null; name: string; email: string }>,
): Promise<void> {
  const rows = list.map((r) => {
    const mailId = randomUUID();
    return {
      sendId: send.id,
      weddingId: send.weddingId,
      householdId: r.householdId,
      name: r.name,
      email: r.email,
      mailId,
      tokenHash: sha256(recipientToken(app.config.appSecret, mailId)),
    };
  });
  for (let i = 0; i < rows.length; i += 500) await tx.insert(stdRecipients).values(rows.slice(i, i + 500));
}

/** Queues the send's job; one waiting job per send is enough (a 'short' queue drops the second). */
export async function queueSend(app: FastifyInstance, sendId: number, startAfterSeconds?: number): Promise<void> {
  await app.jobs.send(
    'saveTheDate.send',
    { sendId },
    { singletonKey: `send:${sendId}`, ...(startAfterSeconds ? { startAfterSeconds } : {}) },
  );
}

/** Resends the card to the recipients of a finished send who have not opened it: a new send of its own. */
export async function resendUnopened(app: FastifyInstance, userId: number, sendId: number): Promise<SendDetail> {
  const detail = await app.db.transaction(async (tx) => {
    const original = await ownSend(tx, userId, sendId);
    if (original.status !== 'DONE') throw conflict(M.stillSending);
    const unsubscribed = await unsubscribedSet(tx, original.weddingId);
    const rows = (
      await tx
        .select()
        .from(stdRecipients)
        .where(and(eq(stdRecipients.sendId, sendId), eq(stdRecipients.state, 'DELIVERED'), isNull(stdRecipients.openedAt)))
        .orderBy(asc(stdRecipients.id))
    ).filter((r) => !unsubscribed.has(normaliseEmail(r.email)));
    if (rows.length === 0) throw conflict(M.nothingToResend);
    const [send] = await tx
      .insert(stdSends)
      .values({
        weddingId: original.weddingId,
        cardType: original.cardType,
        designSlug: original.designSlug,
        colourway: original.colourway,
        animated: original.animated,
        wording: original.wording,
        resendOf: original.id,
        createdByUserId: userId,
      })
      .returning();
    await insertRecipients(
      app,
      tx,
      send!,
      rows.map((r) => ({ householdId: r.householdId, name: r.name, email: r.email })),
    );
    return detailOf(tx, send!);
  });
  await queueSend(app, detail.id);
  return detail;
}

/**
 * Claims up to `limit` of the send's recipients for this worker, in one statement: QUEUED rows
 * whose retry time has come, and SENDING rows whose worker's lease ran out (it died mid-send).
 * `for update skip locked` lets two workers claim side by side without taking the same row.
 * Each claim counts an attempt; the attempt number is the worker's fence for the row.
 */
export async function claimRecipients(db: DbOrTx, sendId: number, now: Date, limit = CLAIM_BATCH): Promise<RecipientDbRow[]> {
  const lease = new Date(now.getTime() + LEASE_SECONDS * 1000);
  const due = db
    .select({ id: stdRecipients.id })
    .from(stdRecipients)
    .where(
      and(
        eq(stdRecipients.sendId, sendId),
        inArray(stdRecipients.state, ['QUEUED', 'SENDING']),
        sql`${stdRecipients.notBefore} <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(stdRecipients.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(stdRecipients)
    .set({ state: 'SENDING', attempts: sql`${stdRecipients.attempts} + 1`, notBefore: lease })
    .where(inArray(stdRecipients.id, due))
    .returning();
}

/**
 * Moves a claimed row by the state machine (contracts/saveTheDate.ts nextRecipientState), if this
 * worker still holds it: still SENDING, and the attempt it claimed (a row reclaimed after the lease
 * is another worker's now).
 */
async function settle(
  db: DbOrTx,
  row: RecipientDbRow,
  event: RecipientEvent,
  set: Omit<Partial<typeof stdRecipients.$inferInsert>, 'state'> = {},
): Promise<void> {
  const state = nextRecipientState('SENDING', event, row.attempts);
  if (!state) return;
  await db
    .update(stdRecipients)
    .set({ ...set, state })
    .where(and(eq(stdRecipients.id, row.id), eq(stdRecipients.state, 'SENDING'), eq(stdRecipients.attempts, row.attempts)));
}

/**
 * The headers of one-click unsubscribe (RFC 8058) for a mail whose one-click address is `url`: a
 * mail client's "Unsubscribe" POSTs `List-Unsubscribe=One-Click` there, and it is honoured at once.
 */
export const listUnsubscribeHeaders = (url: string): Record<string, string> => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

export function cardMail(publicUrl: string, token: string, to: string, couple: string, card: CardDesign) {
  const page = `${publicUrl}${recipientPagePath(token)}`;
  const unsubscribe = `${page}?unsubscribe=1`;
  const pixel = `${publicUrl}/web-api/v2/save-the-date/${token}/open.gif`;
  // A PNG: mail clients do not show SVG pictures.
  const art = `${publicUrl}/web-api/v2/save-the-date/${token}/card.png`;
  const w = card.wording;
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const lines = [w.headline, w.names, w.date_line, w.place_line, w.message].filter((l) => l.trim() !== '');
  return {
    to,
    subject: `${couple}: ${w.headline}`,
    text: [
      ...lines,
      '',
      `See your card and add the date to your calendar: ${page}`,
      '',
      `Don’t want these emails? Unsubscribe: ${unsubscribe}`,
    ].join('\n'),
    html: [
      `<div style="font-family:Georgia,serif;max-width:560px;margin:0 auto;text-align:center;color:${esc(card.ink)}">`,
      `<a href="${esc(page)}"><img src="${esc(art)}" alt="${esc(`${DIGITAL_CARD_LABELS[card.card_type]} card`)}" width="320" style="max-width:100%"></a>`,
      ...lines.map((l, i) => (i === 0 ? `<h1 style="font-weight:normal">${esc(l)}</h1>` : `<p>${esc(l)}</p>`)),
      `<p><a href="${esc(page)}">Open your card and add the date to your calendar</a></p>`,
      `<p style="font-size:12px;color:#666">Don’t want these emails? <a href="${esc(unsubscribe)}">Unsubscribe</a></p>`,
      `<img src="${esc(pixel)}" alt="" width="1" height="1">`,
      '</div>',
    ].join(''),
    headers: listUnsubscribeHeaders(`${publicUrl}/web-api/v2/save-the-date/${token}/one-click-unsubscribe`),
  };
}

const isPermanentError = (err: unknown) => {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/**
 * Works through a send: claims batches and delivers each recipient through the mailer (the outbox
 * or SMTP), settling each row. Stops when nothing is claimable now; answers when to look again
 * (the next retry or lease), or null when every row is final and the send is finished.
 * `clock` lets tests move time (leases and retries); `signal` stops between recipients.
 */
export async function processSend(
  app: FastifyInstance,
  sendId: number,
  options: { clock?: () => Date; signal?: AbortSignal } = {},
): Promise<{ delivered: number; retryInSeconds: number | null }> {
  const clock = options.clock ?? (() => new Date());
  const [send] = await app.db.select().from(stdSends).where(eq(stdSends.id, sendId));
  if (!send) return { delivered: 0, retryInSeconds: null };
  const w = await weddingRow(app.db, send.weddingId);
  const card = await cardDesign(app.db, send);
  const couple = coupleNames(w);
  let delivered = 0;
  for (;;) {
    options.signal?.throwIfAborted();
    const claimed = await claimRecipients(app.db, sendId, clock());
    if (claimed.length === 0) break;
    const unsubscribed = await unsubscribedSet(app.db, send.weddingId);
    for (const row of claimed) {
      options.signal?.throwIfAborted();
      if (isUnsubscribed(row.email, unsubscribed)) {
        await settle(app.db, row, 'unsubscribed', { error: 'Unsubscribed before sending' });
        continue;
      }
      const token = recipientToken(app.config.appSecret, row.mailId);
      try {
        const outcome = await app.mailer.deliver(
          cardMail(app.config.publicUrl, token, row.email, couple, card),
          row.mailId,
          options.signal,
        );
        if (outcome.delivered) {
          await settle(app.db, row, 'delivered', { deliveredAt: clock(), error: null });
          delivered += 1;
        } else await settle(app.db, row, 'permanentFailure', { error: outcome.reason });
      } catch (err) {
        if (options.signal?.aborted) throw err;
        const message = err instanceof Error ? err.message : String(err);
        if (isPermanentError(err)) await settle(app.db, row, 'permanentFailure', { error: message });
        else
          await settle(app.db, row, 'temporaryFailure', {
            error: message,
            notBefore: new Date(clock().getTime() + retryDelaySeconds(row.attempts) * 1000),
          });
      }
    }
  }
  const [next] = await app.db
    .select({ at: sql<string | null>`min(${stdRecipients.notBefore})` })
    .from(stdRecipients)
    .where(and(eq(stdRecipients.sendId, sendId), inArray(stdRecipients.state, ['QUEUED', 'SENDING'])));
  if (next?.at) {
    const seconds = Math.max(1, Math.ceil((new Date(next.at).getTime() - clock().getTime()) / 1000));
    return { delivered, retryInSeconds: seconds };
  }
  await finishSend(app.db, sendId, clock());
  return { delivered, retryInSeconds: null };
}

/**
 * Marks the send done, once (the first worker to find every row final). The checklist's "Send
 * save-the-dates" reads finished sends (deliveredCount), so it is done from this moment.
 */
export async function finishSend(db: Db, sendId: number, now: Date): Promise<boolean> {
  const done = await db
    .update(stdSends)
    .set({ status: 'DONE', completedAt: now })
    .where(and(eq(stdSends.id, sendId), eq(stdSends.status, 'SENDING')))
    .returning({ id: stdSends.id });
  return done.length > 0;
}

/** How many households the wedding's finished save-the-date sends reached (the checklist task shows it, and is done when any did). */
export async function deliveredCount(db: DbOrTx, weddingId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct coalesce(${stdRecipients.householdId}::text, ${stdRecipients.email}))::int` })
    .from(stdRecipients)
    .innerJoin(stdSends, eq(stdSends.id, stdRecipients.sendId))
    .where(and(eq(stdRecipients.weddingId, weddingId), eq(stdRecipients.state, 'DELIVERED'), eq(stdSends.status, 'DONE')));
  return row?.n ?? 0;
}

// ---------------------------------------------------------------------------------------------
// The recipient's side (public, by token)

async function recipientByToken(db: DbOrTx, token: string): Promise<RecipientDbRow> {
  const [row] = await db
    .select()
    .from(stdRecipients)
    .where(eq(stdRecipients.tokenHash, sha256(token)));
  if (!row || row.state !== 'DELIVERED') throw notFound(M.cardNotFound);
  return row;
}

export async function markOpened(db: DbOrTx, token: string, now: Date): Promise<RecipientDbRow> {
  const row = await recipientByToken(db, token);
  if (!row.openedAt)
    await db
      .update(stdRecipients)
      .set({ openedAt: now })
      .where(and(eq(stdRecipients.id, row.id), isNull(stdRecipients.openedAt)));
  return row;
}

/** The recipient's card; opening it counts as opened. */
export async function recipientCard(db: Db, token: string, now: Date): Promise<RecipientCard> {
  const row = await markOpened(db, token, now);
  const [[send], w, site, unsubscribed] = await Promise.all([
    db.select().from(stdSends).where(eq(stdSends.id, row.sendId)),
    weddingRow(db, row.weddingId),
    websitePath(db, row.weddingId),
    unsubscribedSet(db, row.weddingId),
  ]);
  const base = `/web-api/v2/save-the-date/${token}`;
  return {
    card: await cardDesign(db, send!, `${base}/card.svg`),
    household_name: row.name,
    couple_names: coupleNames(w),
    wedding_date: w.weddingDate,
    website_url: site ? `${base}/website` : null,
    calendar_url: `${base}/calendar.ics`,
    unsubscribed: unsubscribed.has(normaliseEmail(row.email)),
  };
}

/** A click through to the website: counted (and as an open), then where to go. */
export async function websiteClick(db: Db, token: string, now: Date): Promise<string> {
  const row = await markOpened(db, token, now);
  const site = await websitePath(db, row.weddingId);
  if (!site) throw notFound('The couple’s website isn’t published yet.');
  await db
    .update(stdRecipients)
    .set({ clickedAt: now })
    .where(and(eq(stdRecipients.id, row.id), isNull(stdRecipients.clickedAt)));
  return site;
}

export async function calendarFor(db: Db, token: string) {
  const row = await recipientByToken(db, token);
  const w = await weddingRow(db, row.weddingId);
  if (!w.weddingDate) throw notFound(M.noWeddingDate);
  const venue = [w.ceremonyVenue, w.city, w.stateProvince].filter((p) => p.trim() !== '').join(', ');
  return {
    event: {
      uid: `wedding-${w.id}@confetti`,
      title: `${coupleNames(w)}’s wedding`,
      date: w.weddingDate,
      time: null,
      location: venue,
      description: 'Saved from your save-the-date. Formal invitation to follow.',
    },
    timeZone: w.timeZone,
  };
}

/** Unsubscribes the recipient's address from the wedding's save-the-dates: at once, for every send after and any row not yet sent. */
export async function unsubscribe(db: Db, token: string): Promise<void> {
  const row = await recipientByToken(db, token);
  const email = normaliseEmail(row.email);
  await db.transaction(async (tx) => {
    await tx.insert(stdUnsubscribes).values({ weddingId: row.weddingId, email }).onConflictDoNothing();
    await tx
      .update(stdRecipients)
      .set({ state: 'SKIPPED', error: 'Unsubscribed' })
      .where(
        and(eq(stdRecipients.weddingId, row.weddingId), eq(stdRecipients.state, 'QUEUED'), sql`lower(${stdRecipients.email}) = ${email}`),
      );
  });
}

export type { DigitalCardType };

/** The card's picture: the design's front in the colourway, drawn with the couple's wording (null: no such design or colour). */
export async function personalisedArt(db: Db, design: string, colourway: string, w: Wording): Promise<string | null> {
  const input = await artInput(db, design, colourway);
  if (!input) return null;
  const [row] = await db.select({ shapes: paperDesigns.shapes }).from(paperDesigns).where(eq(paperDesigns.slug, design));
  return drawCard({ ...input, textSlots: wordingSlots(w) }, 'front', (row?.shapes[0] ?? 'rectangle') as PaperShape, 640);
}

/** An SVG card picture as a PNG (sharp): what mails carry, since mail clients do not show SVG. */
export async function cardPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 8 }).toBuffer();
}

/** A recipient's own card picture (not counted as an open: mail clients fetch pictures on their own). */
export async function recipientArt(db: Db, token: string): Promise<string> {
  const row = await recipientByToken(db, token);
  const [send] = await db.select().from(stdSends).where(eq(stdSends.id, row.sendId));
  const svg = await personalisedArt(db, send!.designSlug, send!.colourway, send!.wording as Wording);
  if (!svg) throw notFound(M.designNotFound);
  return svg;
}
