import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { users, vendorAccounts, vendorCategories, vendorInquiries, vendorInquiryMessages, vendors } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import type { OutgoingMail } from '../../plugins/mailer';
import { escapeHtml } from '../../lib/html';
import type {
  Conversation,
  ConversationAnswer,
  ConversationSummary,
  CoupleInboxAnswer,
  InboxMessage,
  MessageAnswer,
  MessageSender,
  ReadAnswer,
  VendorInboxAnswer,
} from '../../../src/contracts/vendorInbox';
import { COUPLE_INBOX_PATH, VENDOR_INBOX_PATH } from '../../../src/contracts/vendorInbox';

/**
 * Conversations between couples and vendors. Every query names its side's key: a couple's
 * conversations are the inquiries with their user id, a vendor account's those to its storefront.
 * Someone else's conversation answers exactly like a missing one (404).
 */

type InquiryRow = typeof vendorInquiries.$inferSelect;
type MessageRow = typeof vendorInquiryMessages.$inferSelect;

const fullName = (first: string, last: string) => [first, last].filter(Boolean).join(' ') || 'A couple';

/** The storefront a vendor account answers for; 403 for any other account. */
export async function vendorOf(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: vendors.id, name: vendors.name, slug: vendors.slug, categoryKey: vendorCategories.key })
    .from(vendorAccounts)
    .innerJoin(vendors, eq(vendors.id, vendorAccounts.vendorId))
    .innerJoin(vendorCategories, eq(vendorCategories.id, vendors.categoryId))
    .where(eq(vendorAccounts.userId, userId));
  if (!row) throw forbidden('The vendor inbox is for vendor accounts. Log in with the account that manages your storefront.');
  return { id: row.id, name: row.name, url: `/wedding-vendors/${row.categoryKey}/${row.slug}` };
}

interface SummaryRow {
  i: InquiryRow;
  vendorName: string;
  vendorSlug: string;
  categoryKey: string;
  firstName: string;
  lastName: string;
}

/** The conversations' rows (side's filter given), with the latest message and the side's unread count. */
async function summaries(
  db: DbOrTx,
  side: MessageSender,
  where: ReturnType<typeof eq>,
): Promise<Array<ConversationSummary & { row: SummaryRow }>> {
  const rows: SummaryRow[] = await db
    .select({
      i: vendorInquiries,
      vendorName: vendors.name,
      vendorSlug: vendors.slug,
      categoryKey: vendorCategories.key,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(vendorInquiries)
    .innerJoin(vendors, eq(vendors.id, vendorInquiries.vendorId))
    .innerJoin(vendorCategories, eq(vendorCategories.id, vendors.categoryId))
    .innerJoin(users, eq(users.id, vendorInquiries.userId))
    .where(where)
    .orderBy(desc(vendorInquiries.lastMessageAt), desc(vendorInquiries.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.i.id);
  const other: MessageSender = side === 'COUPLE' ? 'VENDOR' : 'COUPLE';
  const [latest, unread] = await Promise.all([
    db
      .selectDistinctOn([vendorInquiryMessages.inquiryId])
      .from(vendorInquiryMessages)
      .where(inArray(vendorInquiryMessages.inquiryId, ids))
      .orderBy(vendorInquiryMessages.inquiryId, desc(vendorInquiryMessages.id)),
    db
      .select({ inquiryId: vendorInquiryMessages.inquiryId, n: sql<number>`count(*)::int` })
      .from(vendorInquiryMessages)
      .innerJoin(vendorInquiries, eq(vendorInquiries.id, vendorInquiryMessages.inquiryId))
      .where(
        and(
          inArray(vendorInquiryMessages.inquiryId, ids),
          eq(vendorInquiryMessages.sender, other),
          gt(vendorInquiryMessages.id, side === 'COUPLE' ? vendorInquiries.coupleReadMessageId : vendorInquiries.vendorReadMessageId),
        ),
      )
      .groupBy(vendorInquiryMessages.inquiryId),
  ]);
  const latestBy = new Map(latest.map((m) => [m.inquiryId, m]));
  const unreadBy = new Map(unread.map((u) => [u.inquiryId, u.n]));
  return rows.map((r) => {
    const last = latestBy.get(r.i.id);
    return {
      row: r,
      id: r.i.id,
      vendorId: r.i.vendorId,
      vendorName: r.vendorName,
      vendorUrl: `/wedding-vendors/${r.categoryKey}/${r.vendorSlug}`,
      withName: side === 'COUPLE' ? r.vendorName : fullName(r.firstName, r.lastName),
      weddingDate: r.i.weddingDate,
      guestCount: r.i.guestCount,
      lastMessage: last?.body ?? r.i.message,
      lastMessageAt: (last?.createdAt ?? r.i.createdAt).toISOString(),
      lastSender: last?.sender ?? 'COUPLE',
      unreadCount: unreadBy.get(r.i.id) ?? 0,
    };
  });
}

const total = (list: Array<{ unreadCount: number }>) => list.reduce((n, c) => n + c.unreadCount, 0);

/** GET /inquiries: the couple's inquiries as conversations (only their own: the id is the session's). */
export async function coupleInbox(db: Db, userId: number): Promise<CoupleInboxAnswer> {
  const list = await summaries(db, 'COUPLE', eq(vendorInquiries.userId, userId));
  return {
    inquiries: list.map(({ row, ...c }) => ({
      ...c,
      budgetCents: row.i.budgetCents,
      message: row.i.message,
      flowTags: row.i.flowTags,
      createdAt: row.i.createdAt.toISOString(),
    })),
    unreadCount: total(list),
  };
}

/** GET /vendor-inbox: the vendor account's storefront and the conversations with it. */
export async function vendorInbox(db: Db, userId: number): Promise<VendorInboxAnswer> {
  const vendor = await vendorOf(db, userId);
  const list = await summaries(db, 'VENDOR', eq(vendorInquiries.vendorId, vendor.id));
  return { vendor, conversations: list.map(({ row: _row, ...c }) => c), unreadCount: total(list) };
}

/** The side's filter for one conversation: the couple's own, or one to the vendor's storefront. */
async function scopeFor(db: DbOrTx, side: MessageSender, userId: number, id: number) {
  if (side === 'COUPLE') return and(eq(vendorInquiries.id, id), eq(vendorInquiries.userId, userId))!;
  const vendor = await vendorOf(db, userId);
  return and(eq(vendorInquiries.id, id), eq(vendorInquiries.vendorId, vendor.id))!;
}

function messageView(m: MessageRow, coupleName: string, vendorName: string): InboxMessage {
  return {
    id: m.id,
    sender: m.sender,
    authorName: m.sender === 'VENDOR' ? vendorName : coupleName,
    body: m.body,
    createdAt: m.createdAt.toISOString(),
  };
}

/** GET /inquiries/{id}/messages, GET /vendor-inbox/{id}: one conversation, oldest message first. */
export async function conversation(db: Db, side: MessageSender, userId: number, id: number): Promise<ConversationAnswer> {
  const [summary] = await summaries(db, side, await scopeFor(db, side, userId, id));
  if (!summary) throw notFound('We could not find that conversation.');
  const { row, ...rest } = summary;
  const messages = await db
    .select()
    .from(vendorInquiryMessages)
    .where(eq(vendorInquiryMessages.inquiryId, id))
    .orderBy(asc(vendorInquiryMessages.id));
  const coupleName = row.firstName || 'The couple';
  const result: Conversation = {
    ...rest,
    budgetCents: row.i.budgetCents,
    messages: messages.map((m) => messageView(m, coupleName, row.vendorName)),
  };
  return { conversation: result };
}

/** POST …/read: the side has read the conversation up to its newest message. */
export async function markRead(db: Db, side: MessageSender, userId: number, id: number): Promise<ReadAnswer> {
  return db.transaction(async (tx) => {
    const [inquiry] = await tx
      .select({ id: vendorInquiries.id })
      .from(vendorInquiries)
      .where(await scopeFor(tx, side, userId, id))
      .for('update');
    if (!inquiry) throw notFound('We could not find that conversation.');
    const [newest] = await tx
      .select({ id: sql<number>`coalesce(max(${vendorInquiryMessages.id}), 0)::int` })
      .from(vendorInquiryMessages)
      .where(eq(vendorInquiryMessages.inquiryId, id));
    await tx
      .update(vendorInquiries)
      .set(side === 'COUPLE' ? { coupleReadMessageId: newest!.id } : { vendorReadMessageId: newest!.id })
      .where(eq(vendorInquiries.id, id));
    return { id, unreadCount: 0 as const };
  });
}

/**
 * POST …/messages: stores a reply (read up to it for its writer) and says whom to mail: the couple
 * member who sent the inquiry, or every vendor account of the storefront.
 */
export async function reply(
  db: Db,
  side: MessageSender,
  userId: number,
  id: number,
  body: string,
  publicUrl: string,
): Promise<{ answer: MessageAnswer; mails: OutgoingMail[] }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ i: vendorInquiries, vendorName: vendors.name, firstName: users.firstName, email: users.email })
      .from(vendorInquiries)
      .innerJoin(vendors, eq(vendors.id, vendorInquiries.vendorId))
      .innerJoin(users, eq(users.id, vendorInquiries.userId))
      .where(await scopeFor(tx, side, userId, id))
      .for('update', { of: vendorInquiries });
    if (!row) throw notFound('We could not find that conversation.');
    const [message] = await tx
      .insert(vendorInquiryMessages)
      .values({ inquiryId: id, sender: side, authorUserId: userId, body })
      .returning();
    await tx
      .update(vendorInquiries)
      .set({
        lastMessageAt: message!.createdAt,
        ...(side === 'COUPLE' ? { coupleReadMessageId: message!.id } : { vendorReadMessageId: message!.id }),
      })
      .where(eq(vendorInquiries.id, id));
    const coupleName = row.firstName || 'The couple';
    const mails: OutgoingMail[] = [];
    if (side === 'VENDOR') {
      mails.push(
        replyMail(row.email, `${row.vendorName} replied to your message`, row.vendorName, body, `${publicUrl}${COUPLE_INBOX_PATH}/${id}`),
      );
    } else {
      const accounts = await tx
        .select({ email: users.email })
        .from(vendorAccounts)
        .innerJoin(users, eq(users.id, vendorAccounts.userId))
        .where(eq(vendorAccounts.vendorId, row.i.vendorId))
        .orderBy(asc(users.id));
      for (const a of accounts)
        mails.push(replyMail(a.email, `${coupleName} replied on Confetti`, coupleName, body, `${publicUrl}${VENDOR_INBOX_PATH}/${id}`));
    }
    return { answer: { message: messageView(message!, coupleName, row.vendorName) }, mails };
  });
}

/** The reply's mail: who wrote, what they wrote, and the link to answer. */
export function replyMail(to: string, subject: string, from: string, body: string, link: string): OutgoingMail {
  const text = [`${from} wrote:`, '', body, '', `Read and reply: ${link}`].join('\n');
  const html = `<p>${escapeHtml(from)} wrote:</p><blockquote>${escapeHtml(body).replace(/\n/g, '<br>')}</blockquote><p><a href="${escapeHtml(
    link,
  )}">Read and reply</a></p>`;
  return { to, subject, text, html };
}

/** A new inquiry's mail to each vendor account of its storefront (none for storefronts nobody manages). */
export async function newInquiryMails(db: Db, inquiryId: number, publicUrl: string): Promise<OutgoingMail[]> {
  const [row] = await db
    .select({ message: vendorInquiries.message, vendorId: vendorInquiries.vendorId, firstName: users.firstName, lastName: users.lastName })
    .from(vendorInquiries)
    .innerJoin(users, eq(users.id, vendorInquiries.userId))
    .where(eq(vendorInquiries.id, inquiryId));
  if (!row) return [];
  const accounts = await db
    .select({ email: users.email })
    .from(vendorAccounts)
    .innerJoin(users, eq(users.id, vendorAccounts.userId))
    .where(eq(vendorAccounts.vendorId, row.vendorId))
    .orderBy(asc(users.id));
  const from = fullName(row.firstName, row.lastName);
  return accounts.map((a) =>
    replyMail(a.email, `New inquiry from ${from}`, from, row.message, `${publicUrl}${VENDOR_INBOX_PATH}/${inquiryId}`),
  );
}
