import { z } from 'zod';
import { email, text } from './inputs';
import { CONTACT_LIMITS, SUPPORT_TOPICS, type SupportTopic } from './supportTopics';

/** Support across the wire (server/API.md "Support and privacy"): the /contact-us message. */

const topics = SUPPORT_TOPICS.map((t) => t.value) as [SupportTopic, ...SupportTopic[]];

/** POST /web-api/v1/support/contact. */
export const contactBody = z.object({
  name: text(CONTACT_LIMITS.name).min(1, 'Please tell us your name.'),
  email: email('Please enter a valid email address.', CONTACT_LIMITS.email),
  topic: z.enum(topics, 'Please choose a topic.'),
  order_number: text(CONTACT_LIMITS.orderNumber)
    .regex(/^[A-Za-z0-9-]*$/, 'may use only letters, digits and hyphens')
    .optional(),
  message: text(CONTACT_LIMITS.message).min(1, 'Please write your message.'),
});
/** What a client sends. */
export type ContactInput = z.input<typeof contactBody>;
/** What the server reads (trimmed). */
export type ContactBody = z.output<typeof contactBody>;

/** Its answer (201): the stored message's id, its reference and the thanks to show. */
export const contactAnswer = z.object({ id: z.number(), reference: z.string(), message: z.string() });
export type ContactAnswer = z.infer<typeof contactAnswer>;
