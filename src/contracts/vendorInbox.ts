import { z } from 'zod';
import { idParam, text } from './inputs';
import { namedInquiry } from './vendors';

/**
 * Conversations between couples and vendors (server/API.md "Vendor inbox"): an inquiry is a
 * conversation; the couple's first message and every reply are its messages. The couple reads them
 * under /inquiries, a vendor account (a user linked to a storefront) under /vendor-inbox.
 */

export const MESSAGE_MAX_CHARS = 2000;

/** POST /inquiries/{id}/messages and POST /vendor-inbox/{id}/messages. */
export const messageBody = z.object({
  body: text(MESSAGE_MAX_CHARS, {
    type: 'Please write a reply.',
    tooLong: `Please keep your reply under ${MESSAGE_MAX_CHARS} characters.`,
  }).min(1, 'Please write a reply.'),
});
export type MessageInput = z.input<typeof messageBody>;

export const conversationParams = z.object({ id: idParam() });

export const MESSAGE_SENDERS = ['COUPLE', 'VENDOR'] as const;
export type MessageSender = (typeof MESSAGE_SENDERS)[number];

export const inboxMessage = z.object({
  id: z.number(),
  sender: z.enum(MESSAGE_SENDERS),
  /** The writer's first name (a couple member) or the storefront's name (a vendor). */
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type InboxMessage = z.infer<typeof inboxMessage>;

/** One conversation in a list: the other side, the latest message, and how many of theirs are unread. */
export const conversationSummary = z.object({
  id: z.number(),
  vendorId: z.number(),
  vendorName: z.string(),
  vendorUrl: z.string(),
  /** The couple's names (the vendor's view) or the vendor's name (the couple's view). */
  withName: z.string(),
  weddingDate: z.string().nullable(),
  guestCount: z.number().nullable(),
  lastMessage: z.string(),
  lastMessageAt: z.string(),
  lastSender: z.enum(MESSAGE_SENDERS),
  unreadCount: z.number(),
});
export type ConversationSummary = z.infer<typeof conversationSummary>;

/** GET /inquiries/{id}/messages and GET /vendor-inbox/{id}. */
export const conversation = conversationSummary.extend({
  budgetCents: z.number().nullable(),
  messages: z.array(inboxMessage),
});
export type Conversation = z.infer<typeof conversation>;
export const conversationAnswer = z.object({ conversation });
export type ConversationAnswer = z.infer<typeof conversationAnswer>;

/** GET /inquiries: the couple's inquiries, each a conversation with a vendor, newest activity first. */
export const coupleConversation = namedInquiry.extend(conversationSummary.shape);
export type CoupleConversation = z.infer<typeof coupleConversation>;
export const coupleInboxAnswer = z.object({ inquiries: z.array(coupleConversation), unreadCount: z.number() });
export type CoupleInboxAnswer = z.infer<typeof coupleInboxAnswer>;

/** GET /vendor-inbox: the signed-in vendor account's storefront and its conversations. */
export const vendorInboxAnswer = z.object({
  vendor: z.object({ id: z.number(), name: z.string(), url: z.string() }),
  conversations: z.array(conversationSummary),
  unreadCount: z.number(),
});
export type VendorInboxAnswer = z.infer<typeof vendorInboxAnswer>;

/** POST …/messages (201): the message stored. */
export const messageAnswer = z.object({ message: inboxMessage });
export type MessageAnswer = z.infer<typeof messageAnswer>;

/** POST …/read: the conversation is read up to its newest message. */
export const readAnswer = z.object({ id: z.number(), unreadCount: z.literal(0) });
export type ReadAnswer = z.infer<typeof readAnswer>;

/** The SPA's paths. */
export const COUPLE_INBOX_PATH = '/wedding-vendors/messages';
export const VENDOR_INBOX_PATH = '/vendor-inbox';
