/** Topics of the /contact-us form; the server validates against the same list. */
export const SUPPORT_TOPICS = [
  { value: 'registry', label: 'My registry' },
  { value: 'order', label: 'An order or a return' },
  { value: 'shop', label: 'Shopping and products' },
  { value: 'vendors', label: 'Vendors and inquiries' },
  { value: 'account', label: 'My account' },
  { value: 'other', label: 'Something else' },
] as const;

export type SupportTopic = (typeof SUPPORT_TOPICS)[number]['value'];

/** Limits shared by the form and the server. */
export const CONTACT_LIMITS = { name: 100, email: 254, orderNumber: 40, message: 2000 } as const;

export const supportTopicLabel = (value: string): string => SUPPORT_TOPICS.find((t) => t.value === value)?.label ?? value;
