import { InboxPage } from './InboxPage';

/** /vendor-inbox[/{inquiry id}]: a vendor account's inquiries from couples, to answer. */
export default function VendorInboxPage() {
  return <InboxPage side="VENDOR" />;
}
