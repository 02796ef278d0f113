import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { supportMessages } from '../../db/schema';
import type { Mailer } from '../../plugins/mailer';
import { supportTopicLabel } from '../../../src/contracts/supportTopics';
import type { ContactAnswer, ContactBody } from '../../../src/contracts/support';

export interface ContactDeps {
  db: Db;
  mailer: Mailer;
  supportInbox: string;
  log: FastifyBaseLogger;
}

/**
 * Stores a /contact-us message, then queues its mail to the support inbox and an acknowledgement to
 * the sender (mail.send jobs, retried until delivered). The stored row is the record: if the mail
 * cannot even be queued, the message is still kept (and the failure logged) rather than lost behind a 500.
 */
export async function submitContact(
  { db, mailer, supportInbox, log }: ContactDeps,
  userId: number | null,
  body: ContactBody,
): Promise<ContactAnswer> {
  const [row] = await db
    .insert(supportMessages)
    .values({
      userId,
      name: body.name,
      email: body.email,
      topic: body.topic,
      orderNumber: body.order_number || null,
      message: body.message,
    })
    .returning({ id: supportMessages.id, createdAt: supportMessages.createdAt });
  const reference = `C-${String(row!.id).padStart(6, '0')}`;
  const topic = supportTopicLabel(body.topic);
  const lines = [
    `Reference: ${reference}`,
    `From: ${body.name} <${body.email}>${userId ? ` (account #${userId})` : ' (not signed in)'}`,
    `Topic: ${topic}`,
    ...(body.order_number ? [`Order number: ${body.order_number}`] : []),
    '',
    body.message,
  ];
  try {
    await mailer.send({ to: supportInbox, subject: `[${reference}] ${topic}: ${body.name}`, text: lines.join('\n') });
    await mailer.send({
      to: body.email,
      subject: `We received your message (${reference})`,
      text: [
        `Hi ${body.name},`,
        '',
        'Thanks for writing to Confetti. A member of our support team will reply to this address within 1 business day.',
        '',
        `Your reference is ${reference}.`,
        '',
        '— The Confetti team',
      ].join('\n'),
    });
  } catch (error) {
    log.error({ err: error, reference }, 'contact message stored but the mail could not be sent');
  }
  return {
    id: row!.id,
    reference,
    message: `Thanks, ${body.name}. We received your message and will reply to ${body.email} within 1 business day. Your reference is ${reference}.`,
  };
}
