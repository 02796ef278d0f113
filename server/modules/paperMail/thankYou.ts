import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import {
  guests,
  households,
  paperColourways,
  paperDesigns,
  paperProjects,
  registries,
  registryGifts,
  stdUnsubscribes,
  thankYouNotes,
  weddings,
} from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { escapeHtml } from '../../lib/html';
import { hmac, sha256 } from '../../lib/tokens';
import { artUrl, type PaperShape } from '../../../src/contracts/paper';
import { addressLines } from '../../../src/contracts/mailingAddress';
import {
  giftKind,
  THANK_YOU_MESSAGES as M,
  thankYouWording,
  type thankYouBody,
  type ThankYouCreated,
  type ThankYouGift,
  type ThankYouNoteView,
  type ThankYouOverview,
} from '../../../src/contracts/paperMail';
import { normaliseEmail } from '../../../src/contracts/saveTheDate';
import { drawCard } from '../paper/art/card';
import { artInput } from '../paper/service';
import { createProject } from '../paperProjects/service';
import { giftsFulfilment } from '../fulfilment/service';
import { loadItems } from '../registry/items';
import { listUnsubscribeHeaders } from '../saveTheDate/service';
import { requireMembership } from '../wedding/service';

/**
 * Thank-you cards from the gift tracker (issue 30, "Thank-you cards"). The couple picks gifts not
 * yet thanked, a thank-you design and the wording (THANK_YOU_WORDING, pre-filled per gift), and
 * sends them DIGITAL (one mail per giver through the mailer, as a `thankYou.send` job; the gift is
 * marked thanked when its mail is delivered) or as PAPER (a paper project per giver, or one for the
 * batch; the gifts are marked thanked when the couple marks the project mailed). Unsubscribes are
 * the wedding's (std_unsubscribes, shared with save-the-dates): an address on it gets no mail.
 */

type Body = z.output<typeof thankYouBody>;
type NoteRow = typeof thankYouNotes.$inferSelect;

export const thankYouToken = (secret: string, mailId: string): string => hmac(secret, `thank-you:${mailId}`);
const PUBLIC = '/web-api/v2/thank-you';

const coupleOf = (w: typeof weddings.$inferSelect) =>
  [w.ownerFirstName, w.partnerFirstName].filter((n) => n.trim() !== '').join(' & ') || 'The couple';

async function weddingOf(db: DbOrTx, userId: number) {
  const { weddingId } = await requireMembership(db, userId);
  const [w] = await db.select().from(weddings).where(eq(weddings.id, weddingId));
  if (!w) throw notFound();
  const [registry] = await db.select({ id: registries.id }).from(registries).where(eq(registries.weddingId, weddingId));
  return { wedding: w, registryId: registry?.id ?? null };
}

const noteView = (n: NoteRow): ThankYouNoteView => ({
  id: n.id,
  gift_id: n.giftId,
  channel: n.channel,
  giver_name: n.giverName,
  to_email: n.toEmail,
  gift_name: n.giftName,
  state: n.state,
  paper_project_id: n.paperProjectId,
  created_at: n.createdAt.toISOString(),
  sent_at: n.sentAt?.toISOString() ?? null,
});

interface PendingGift {
  row: typeof registryGifts.$inferSelect;
  name: string;
  kind: ThankYouGift['kind'];
}

/** The registry's gifts not thanked and without a thank-you card on its way (all of them, or these ids). */
async function pendingGifts(db: DbOrTx, registryId: number, ids?: number[]): Promise<PendingGift[]> {
  const rows = await db
    .select({ gift: registryGifts })
    .from(registryGifts)
    .leftJoin(thankYouNotes, eq(thankYouNotes.giftId, registryGifts.id))
    .where(
      and(
        eq(registryGifts.registryId, registryId),
        eq(registryGifts.thankYouSent, false),
        isNull(thankYouNotes.id),
        ids ? inArray(registryGifts.id, ids) : undefined,
      ),
    )
    .orderBy(desc(registryGifts.receivedAt), desc(registryGifts.id));
  const itemIds = [...new Set(rows.flatMap((r) => (r.gift.registryItemId !== null ? [r.gift.registryItemId] : [])))];
  const items = new Map(itemIds.length ? (await loadItems(db, registryId, itemIds)).map((i) => [i.id, i]) : []);
  return rows.map(({ gift }) => {
    const item = gift.registryItemId !== null ? items.get(gift.registryItemId) : undefined;
    return {
      row: gift,
      name: (item?.title ?? gift.description).trim() || gift.description,
      kind: giftKind(item ?? null, gift.boughtElsewhere),
    };
  });
}

/** Each giver's mailing address: their household on the guest list (by email, else by name), else what they gave at checkout. */
async function giverAddresses(db: DbOrTx, weddingId: number, registryId: number, gifts: PendingGift[]) {
  const out = new Map<number, { lines: string[]; source: 'GUEST_LIST' | 'CHECKOUT' }>();
  if (gifts.length === 0) return out;
  const homes = await db
    .select()
    .from(households)
    .where(and(eq(households.weddingId, weddingId), isNull(households.deletedAt), sql`${households.address1} <> ''`));
  const people = await db
    .select({ householdId: guests.householdId, first: guests.firstName, last: guests.lastName, email: guests.email })
    .from(guests)
    .where(eq(guests.weddingId, weddingId));
  const byKey = new Map<string, (typeof homes)[number]>();
  const homeById = new Map(homes.map((h) => [h.id, h]));
  for (const h of homes) {
    if (h.email.trim()) byKey.set(`e:${normaliseEmail(h.email)}`, h);
    byKey.set(`n:${h.displayName.trim().toLowerCase()}`, h);
  }
  for (const p of people) {
    const h = homeById.get(p.householdId);
    if (!h) continue;
    if (p.email.trim() && !byKey.has(`e:${normaliseEmail(p.email)}`)) byKey.set(`e:${normaliseEmail(p.email)}`, h);
    const name = `${p.first} ${p.last}`.trim().toLowerCase();
    if (name && !byKey.has(`n:${name}`)) byKey.set(`n:${name}`, h);
  }
  const checkout = await giftsFulfilment(
    db,
    registryId,
    gifts.map((g) => g.row.id),
  );
  for (const g of gifts) {
    const home =
      (g.row.giverEmail ? byKey.get(`e:${normaliseEmail(g.row.giverEmail)}`) : undefined) ??
      byKey.get(`n:${g.row.giverName.trim().toLowerCase()}`);
    if (home && home.city.trim()) {
      out.set(g.row.id, {
        source: 'GUEST_LIST',
        lines: [
          home.displayName,
          ...addressLines({
            address1: home.address1,
            address2: home.address2,
            city: home.city,
            stateProvince: home.stateProvince,
            postalCode: home.postalCode,
            country: home.countryCode || 'US',
          }),
        ],
      });
      continue;
    }
    const a = checkout.get(g.row.id)?.giver_address;
    if (a)
      out.set(g.row.id, {
        source: 'CHECKOUT',
        lines: [a.name, a.address1, a.address2 ?? '', `${a.city}, ${a.stateCode} ${a.zipCode}`].filter((l) => l.trim() !== ''),
      });
  }
  return out;
}

async function thankYouDesigns(db: DbOrTx) {
  const rows = await db
    .select({
      slug: paperDesigns.slug,
      name: paperDesigns.name,
      shapes: paperDesigns.shapes,
      key: paperColourways.key,
      cName: paperColourways.name,
    })
    .from(paperDesigns)
    .innerJoin(paperColourways, eq(paperColourways.designId, paperDesigns.id))
    .where(eq(paperDesigns.cardType, 'THANK_YOU'))
    .orderBy(asc(paperDesigns.name), asc(paperColourways.id));
  const map = new Map<string, ThankYouOverview['designs'][number]>();
  for (const r of rows) {
    const d = map.get(r.slug) ?? {
      slug: r.slug,
      name: r.name,
      colourways: [],
      art_url: artUrl(r.slug, r.key, 'front', (r.shapes[0] ?? 'rectangle') as PaperShape, 320),
    };
    d.colourways.push({ key: r.key, name: r.cName });
    map.set(r.slug, d);
  }
  return [...map.values()];
}

export async function thankYouOverview(db: Db, userId: number): Promise<ThankYouOverview> {
  const { wedding, registryId } = await weddingOf(db, userId);
  const couple = coupleOf(wedding);
  const gifts = registryId === null ? [] : await pendingGifts(db, registryId);
  const addresses =
    registryId === null
      ? new Map<number, { lines: string[]; source: 'GUEST_LIST' | 'CHECKOUT' }>()
      : await giverAddresses(db, wedding.id, registryId, gifts);
  const notes = await db
    .select()
    .from(thankYouNotes)
    .where(eq(thankYouNotes.weddingId, wedding.id))
    .orderBy(desc(thankYouNotes.createdAt), desc(thankYouNotes.id))
    .limit(200);
  return {
    couple,
    gifts: gifts.map((g) => {
      const address = addresses.get(g.row.id);
      return {
        gift_id: g.row.id,
        giver_name: g.row.giverName,
        giver_email: g.row.giverEmail?.trim() || null,
        gift_name: g.name,
        kind: g.kind,
        received_at: g.row.receivedAt.toISOString(),
        amount_cents: g.row.amountCents,
        address_lines: address?.lines ?? null,
        address_source: address?.source ?? null,
        wording: thankYouWording(g.kind, g.row.giverName, g.name, couple),
      };
    }),
    designs: await thankYouDesigns(db),
    notes: notes.map(noteView),
  };
}

/**
 * Makes the cards: checks the design and every gift (the couple's own, not thanked, no card on its
 * way), then DIGITAL: the notes in one transaction and a job each; PAPER: the paper projects, then
 * the notes in one transaction (the unique gift index refuses a gift thanked twice at once).
 */
export async function createThankYous(app: FastifyInstance, userId: number, body: Body): Promise<ThankYouCreated> {
  const db = app.db;
  const { wedding, registryId } = await weddingOf(db, userId);
  const [design] = await db
    .select({ id: paperDesigns.id })
    .from(paperDesigns)
    .where(and(eq(paperDesigns.slug, body.design), eq(paperDesigns.cardType, 'THANK_YOU')));
  if (!design) throw badRequest(M.design);
  const [colour] = await db
    .select({ id: paperColourways.id })
    .from(paperColourways)
    .where(and(eq(paperColourways.designId, design.id), eq(paperColourways.key, body.colourway)));
  if (!colour) throw badRequest(M.colourway);
  const ids = body.cards.map((c) => c.gift_id);
  if (registryId === null) throw notFound(M.giftNotFound);
  const owned = await db
    .select({ id: registryGifts.id, thanked: registryGifts.thankYouSent })
    .from(registryGifts)
    .where(and(eq(registryGifts.registryId, registryId), inArray(registryGifts.id, ids)));
  if (owned.length !== ids.length) throw notFound(M.giftNotFound);
  const pending = new Map((await pendingGifts(db, registryId, ids)).map((g) => [g.row.id, g]));
  if (pending.size !== ids.length) throw conflict(M.alreadyThanked);
  const couple = coupleOf(wedding);

  if (body.channel === 'DIGITAL') {
    const unsubscribed = new Set(
      (await db.select({ email: stdUnsubscribes.email }).from(stdUnsubscribes).where(eq(stdUnsubscribes.weddingId, wedding.id))).map(
        (r) => r.email,
      ),
    );
    for (const c of body.cards) {
      const email = pending.get(c.gift_id)!.row.giverEmail?.trim() ?? '';
      if (!email) throw badRequest(M.noEmail);
      if (unsubscribed.has(normaliseEmail(email))) throw badRequest(M.unsubscribed);
    }
    const notes = await db.transaction(async (tx) =>
      tx
        .insert(thankYouNotes)
        .values(
          body.cards.map((c) => {
            const gift = pending.get(c.gift_id)!;
            const mailId = randomUUID();
            return {
              weddingId: wedding.id,
              giftId: c.gift_id,
              channel: 'DIGITAL' as const,
              designSlug: body.design,
              colourway: body.colourway,
              heading: c.heading,
              note: c.note,
              message: c.message,
              giverName: gift.row.giverName,
              giftName: gift.name,
              toEmail: gift.row.giverEmail!.trim(),
              state: 'QUEUED' as const,
              mailId,
              tokenHash: sha256(thankYouToken(app.config.appSecret, mailId)),
              createdByUserId: userId,
            };
          }),
        )
        .onConflictDoNothing({ target: thankYouNotes.giftId })
        .returning(),
    );
    if (notes.length !== body.cards.length) {
      // Another request thanked one of them between our check and insert: keep nothing of this one.
      await db.delete(thankYouNotes).where(
        inArray(
          thankYouNotes.id,
          notes.map((n) => n.id),
        ),
      );
      throw conflict(M.alreadyThanked);
    }
    for (const n of notes) await app.jobs.send('thankYou.send', { noteId: n.id }, { id: n.mailId! });
    return { notes: notes.map(noteView), project_ids: [] };
  }

  // PAPER: one project per giver with their wording, or one for the batch with the table's general wording.
  const projectFor = new Map<number, number>();
  if (body.batch) {
    const p = await createProject(
      db,
      { userId },
      { design: body.design, colourway: body.colourway },
      {
        heading: 'Thank You',
        names: `With love, ${couple}`,
      },
    );
    for (const c of body.cards) projectFor.set(c.gift_id, p.id);
  } else
    for (const c of body.cards) {
      const p = await createProject(
        db,
        { userId },
        { design: body.design, colourway: body.colourway },
        { heading: c.heading, names: c.note },
      );
      projectFor.set(c.gift_id, p.id);
    }
  const projectIds = [...new Set(projectFor.values())];
  try {
    const notes = await db.transaction(async (tx) => {
      const rows = await tx
        .insert(thankYouNotes)
        .values(
          body.cards.map((c) => {
            const gift = pending.get(c.gift_id)!;
            return {
              weddingId: wedding.id,
              giftId: c.gift_id,
              channel: 'PAPER' as const,
              designSlug: body.design,
              colourway: body.colourway,
              heading: c.heading,
              note: c.note,
              message: c.message,
              giverName: gift.row.giverName,
              giftName: gift.name,
              toEmail: gift.row.giverEmail?.trim() || null,
              state: 'MADE' as const,
              paperProjectId: projectFor.get(c.gift_id)!,
              createdByUserId: userId,
            };
          }),
        )
        .onConflictDoNothing({ target: thankYouNotes.giftId })
        .returning();
      if (rows.length !== body.cards.length) throw conflict(M.alreadyThanked);
      return rows;
    });
    return { notes: notes.map(noteView), project_ids: projectIds };
  } catch (err) {
    // The notes were refused: the projects made for them would be orphans.
    await db.delete(paperProjects).where(inArray(paperProjects.id, projectIds));
    throw err;
  }
}

/**
 * The couple has printed (or ordered) and mailed the thank-you cards of a paper project: its notes
 * are MAILED and their gifts marked thanked, in one transaction.
 */
export async function markPaperMailed(db: Db, userId: number, projectId: number): Promise<ThankYouNoteView[]> {
  const { weddingId } = await requireMembership(db, userId);
  return db.transaction(async (tx) => {
    const notes = await tx
      .update(thankYouNotes)
      .set({ state: 'MAILED', sentAt: new Date() })
      .where(and(eq(thankYouNotes.weddingId, weddingId), eq(thankYouNotes.paperProjectId, projectId), eq(thankYouNotes.channel, 'PAPER')))
      .returning();
    if (notes.length === 0) throw notFound(M.projectNotFound);
    await tx
      .update(registryGifts)
      .set({ thankYouSent: true })
      .where(
        inArray(
          registryGifts.id,
          notes.map((n) => n.giftId),
        ),
      );
    return notes.map(noteView);
  });
}

// ---------------------------------------------------------------------------------------------
// The mail

/** The card's picture: the design's front with the note's heading and line. */
export async function thankYouArt(
  db: DbOrTx,
  note: Pick<NoteRow, 'designSlug' | 'colourway' | 'heading' | 'note'>,
): Promise<string | null> {
  const input = await artInput(db, note.designSlug, note.colourway);
  if (!input) return null;
  const [row] = await db.select({ shapes: paperDesigns.shapes }).from(paperDesigns).where(eq(paperDesigns.slug, note.designSlug));
  return drawCard(
    {
      ...input,
      textSlots: [
        { key: 'heading', default_text: note.heading },
        { key: 'names', default_text: note.note },
      ],
    },
    'front',
    (row?.shapes[0] ?? 'rectangle') as PaperShape,
    640,
  );
}

export function thankYouMail(publicUrl: string, token: string, note: NoteRow, couple: string) {
  const base = `${publicUrl}${PUBLIC}/${token}`;
  const unsubscribe = `${base}/unsubscribe`;
  const paragraphs = note.message
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  return {
    to: note.toEmail!,
    subject: `${note.heading} · a thank-you from ${couple}`,
    text: [note.heading, note.note, '', note.message, '', `Don’t want emails from ${couple}? Unsubscribe: ${unsubscribe}`]
      .filter((l, i) => i > 1 || l.trim() !== '')
      .join('\n'),
    html: [
      '<div style="font-family:Georgia,serif;max-width:560px;margin:0 auto;color:#2b2b33">',
      `<p style="text-align:center"><img src="${escapeHtml(`${base}/card.png`)}" alt="${escapeHtml(`Thank-you card: ${note.heading}, ${note.note}`)}" width="320" style="max-width:100%"></p>`,
      ...paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`),
      `<p style="font-size:12px;color:#666">Don’t want emails from ${escapeHtml(couple)}? <a href="${escapeHtml(unsubscribe)}">Unsubscribe</a></p>`,
      '</div>',
    ].join(''),
    headers: listUnsubscribeHeaders(`${base}/one-click-unsubscribe`),
  };
}

const isPermanent = (err: unknown) => {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/**
 * The `thankYou.send` job: delivers one note's mail under its mail id (delivering twice writes the
 * outbox once), then marks the note SENT and its gift thanked in one transaction. An address on the
 * wedding's unsubscribe list is SKIPPED (the gift stays to thank); a refusal for good is FAILED; a
 * temporary failure throws, and the job is retried.
 */
export async function sendThankYou(app: FastifyInstance, noteId: number, signal?: AbortSignal): Promise<NoteRow['state'] | null> {
  const [note] = await app.db.select().from(thankYouNotes).where(eq(thankYouNotes.id, noteId));
  if (!note || note.state !== 'QUEUED' || !note.toEmail || !note.mailId) return null;
  const [w] = await app.db.select().from(weddings).where(eq(weddings.id, note.weddingId));
  const [unsubscribed] = await app.db
    .select({ email: stdUnsubscribes.email })
    .from(stdUnsubscribes)
    .where(and(eq(stdUnsubscribes.weddingId, note.weddingId), eq(stdUnsubscribes.email, normaliseEmail(note.toEmail))));
  if (unsubscribed) {
    await app.db.update(thankYouNotes).set({ state: 'SKIPPED', error: 'Unsubscribed' }).where(eq(thankYouNotes.id, noteId));
    return 'SKIPPED';
  }
  const mail = thankYouMail(app.config.publicUrl, thankYouToken(app.config.appSecret, note.mailId), note, coupleOf(w!));
  let outcome;
  try {
    outcome = await app.mailer.deliver(mail, note.mailId, signal);
  } catch (err) {
    if (!isPermanent(err)) throw err;
    outcome = { delivered: false as const, reason: err instanceof Error ? err.message : String(err) };
  }
  if (!outcome.delivered) {
    await app.db.update(thankYouNotes).set({ state: 'FAILED', error: outcome.reason }).where(eq(thankYouNotes.id, noteId));
    return 'FAILED';
  }
  await app.db.transaction(async (tx) => {
    await tx
      .update(thankYouNotes)
      .set({ state: 'SENT', sentAt: new Date(), error: null })
      .where(and(eq(thankYouNotes.id, noteId), eq(thankYouNotes.state, 'QUEUED')));
    await tx.update(registryGifts).set({ thankYouSent: true }).where(eq(registryGifts.id, note.giftId));
  });
  return 'SENT';
}

// ---------------------------------------------------------------------------------------------
// The giver's side (public, by the token in their mail)

async function noteByToken(db: DbOrTx, token: string): Promise<NoteRow> {
  const [note] = await db
    .select()
    .from(thankYouNotes)
    .where(eq(thankYouNotes.tokenHash, sha256(token)));
  if (!note || note.state !== 'SENT') throw notFound(M.notFound);
  return note;
}

export async function tokenArt(db: Db, token: string): Promise<string> {
  const svg = await thankYouArt(db, await noteByToken(db, token));
  if (!svg) throw notFound(M.notFound);
  return svg;
}

/** Puts the giver's address on the wedding's unsubscribe list, at once (notes still queued for it are skipped). */
export async function unsubscribeGiver(db: Db, token: string): Promise<void> {
  const note = await noteByToken(db, token);
  const email = normaliseEmail(note.toEmail!);
  await db.transaction(async (tx) => {
    await tx.insert(stdUnsubscribes).values({ weddingId: note.weddingId, email }).onConflictDoNothing();
    await tx
      .update(thankYouNotes)
      .set({ state: 'SKIPPED', error: 'Unsubscribed' })
      .where(
        and(
          eq(thankYouNotes.weddingId, note.weddingId),
          eq(thankYouNotes.state, 'QUEUED'),
          sql`lower(${thankYouNotes.toEmail}) = ${email}`,
        ),
      );
  });
}

/** The unsubscribe page a mail's link opens: a button that POSTs the one-click form (a GET changes nothing). */
export async function unsubscribePage(db: Db, token: string): Promise<string> {
  const note = await noteByToken(db, token);
  const [w] = await db.select().from(weddings).where(eq(weddings.id, note.weddingId));
  const couple = escapeHtml(coupleOf(w!));
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Unsubscribe | Confetti</title></head>
<body><main><h1>Stop emails from ${couple}</h1><p>You will get no more emails from ${couple} through Confetti.</p>
<form method="post" action="${PUBLIC}/${escapeHtml(token)}/one-click-unsubscribe"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form></main></body></html>`;
}
