import { z } from 'zod';
import { CONTACT_LIMITS, SUPPORT_TOPICS } from '../../../src/lib/supportTopics';

const topics = SUPPORT_TOPICS.map((t) => t.value) as [string, ...string[]];

/** POST /web-api/v1/support/contact. */
export const contactBody = z.object({
  name: z.string().trim().min(1, 'Please tell us your name.').max(CONTACT_LIMITS.name, `must be at most ${CONTACT_LIMITS.name} characters`),
  email: z.string().trim().max(CONTACT_LIMITS.email, 'is too long').pipe(z.email('Please enter a valid email address.')),
  topic: z.enum(topics, 'Please choose a topic.'),
  order_number: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.orderNumber, `must be at most ${CONTACT_LIMITS.orderNumber} characters`)
    .regex(/^[A-Za-z0-9-]*$/, 'may use only letters, digits and hyphens')
    .optional(),
  message: z.string().trim().min(1, 'Please write your message.').max(CONTACT_LIMITS.message, `must be at most ${CONTACT_LIMITS.message} characters`),
});
export type ContactBody = z.output<typeof contactBody>;
