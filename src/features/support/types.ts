import type { SupportTopic } from '../../contracts/supportTopics';

/** POST /web-api/v1/support/contact. */
export interface ContactInput {
  name: string;
  email: string;
  topic: SupportTopic;
  order_number?: string;
  message: string;
}

export interface ContactResult {
  id: number;
  reference: string;
  message: string;
}
