import { InboxPage } from './InboxPage';

/** /wedding-vendors/messages[/{inquiry id}]: the couple's conversations with vendors. */
export default function CoupleInboxPage() {
  return <InboxPage side="COUPLE" />;
}
