import { z } from 'zod';
import { CONTACT_LIMITS, SUPPORT_TOPICS } from '../../../src/contracts/supportTopics';
import { email, text } from '../../../src/contracts/inputs';

const topics = SUPPORT_TOPICS.map((t) => t.value) as [string, ...string[]];

/** POST /web-api/v1/support/contact. */
export const contactBody = z.object({
  name: text(CONTACT_LIMITS.name).min(1, 'Please tell us your name.'),
  email: email('Please enter a valid email address.', CONTACT_LIMITS.email),
  topic: z.enum(topics, 'Please choose a topic.'),
  order_number: text(CONTACT_LIMITS.orderNumber).regex(/^[A-Za-z0-9-]*$/, 'may use only letters, digits and hyphens').optional(),
  message: text(CONTACT_LIMITS.message).min(1, 'Please write your message.'),
});
export type ContactBody = z.output<typeof contactBody>;
