import { CONTACT_LIMITS, SUPPORT_TOPICS } from '../../contracts/supportTopics';
import { isEmail } from '../../lib/validation';

export interface ContactDraft {
  name: string;
  email: string;
  topic: string;
  orderNumber: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactDraft, string>>;

/** The form's own check before sending (the server checks again with the same messages). */
export function validateContact(draft: ContactDraft): ContactErrors {
  const errors: ContactErrors = {};
  if (!draft.name.trim()) errors.name = 'Please tell us your name.';
  else if (draft.name.trim().length > CONTACT_LIMITS.name)
    errors.name = `Please keep your name under ${CONTACT_LIMITS.name + 1} characters.`;
  if (!isEmail(draft.email)) errors.email = 'Please enter a valid email address.';
  if (!SUPPORT_TOPICS.some((t) => t.value === draft.topic)) errors.topic = 'Please choose a topic.';
  if (draft.orderNumber.trim() && !/^[A-Za-z0-9-]{1,40}$/.test(draft.orderNumber.trim()))
    errors.orderNumber = 'Order numbers use only letters, digits and hyphens.';
  if (!draft.message.trim()) errors.message = 'Please write your message.';
  else if (draft.message.length > CONTACT_LIMITS.message)
    errors.message = `You are ${draft.message.length - CONTACT_LIMITS.message} characters over maximum.`;
  return errors;
}

/** Server field names → the form's. */
export const SERVER_FIELD: Record<string, keyof ContactDraft> = {
  name: 'name',
  email: 'email',
  topic: 'topic',
  order_number: 'orderNumber',
  message: 'message',
};
