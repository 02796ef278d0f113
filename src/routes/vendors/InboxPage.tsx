import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { returnToFor, withReturnTo } from '../../contracts/returnTo';
import { COUPLE_INBOX_PATH, VENDOR_INBOX_PATH, type MessageSender } from '../../contracts/vendorInbox';
import { selectIsGuest } from '../../features/user/userSelectors';
import { selectConversation, selectInboxList, selectReply } from '../../features/inbox/inboxSelectors';
import { conversationOpened, inboxRequested, replySubmitted } from '../../features/inbox/inboxEvents';
import { ConversationList } from '../../features/inbox/components/ConversationList';
import { ConversationThread } from '../../features/inbox/components/ConversationThread';
import pageStyles from './Vendors.module.scss';
import styles from '../../features/inbox/components/Inbox.module.scss';

const TEXT = {
  COUPLE: {
    title: 'Your messages with vendors',
    subtitle: 'Every vendor you have written to, with their replies.',
    guest: 'Log in to read your messages with vendors.',
    empty: 'No messages yet. Write to a vendor from their page and their reply will show here.',
  },
  VENDOR: {
    title: 'Vendor inbox',
    subtitle: 'Couples who wrote to your storefront. Reply here and we email them your answer.',
    guest: 'Log in with your vendor account to answer couples.',
    empty: 'No inquiries yet. When a couple writes to your storefront, their message shows here.',
  },
} as const;

/**
 * A side's conversations: the couple's (/wedding-vendors/messages) or a vendor account's
 * (/vendor-inbox), with the open one (…/{id}) beside the list (under it on a phone: the list gives way).
 */
export function InboxPage({ side }: { side: MessageSender }) {
  const dispatch = useAppDispatch();
  const returnTo = returnToFor(useLocation());
  const isGuest = useAppSelector(selectIsGuest);
  const list = useAppSelector(selectInboxList);
  const conversation = useAppSelector(selectConversation);
  const reply = useAppSelector(selectReply);
  const { inquiryId } = useParams();
  const openId = inquiryId && /^[0-9]{1,10}$/.test(inquiryId) ? Number(inquiryId) : null;
  const root = side === 'COUPLE' ? COUPLE_INBOX_PATH : VENDOR_INBOX_PATH;
  const text = TEXT[side];

  useEffect(() => {
    if (!isGuest) dispatch(inboxRequested(side));
  }, [dispatch, isGuest, side]);
  useEffect(() => {
    if (!isGuest && openId !== null) dispatch(conversationOpened({ side, id: openId }));
  }, [dispatch, isGuest, side, openId]);
  // A reply sent moves its conversation to the top of the list with its text.
  useEffect(() => {
    if (reply.lastSentId !== null) dispatch(inboxRequested(side));
  }, [dispatch, side, reply.lastSentId]);

  const header = (
    <>
      <h1 id="inbox-title" className={pageStyles.title}>
        {list.data?.side === 'VENDOR' ? `${text.title}: ${list.data.vendor.name}` : text.title}
      </h1>
      <p className={pageStyles.subtitle}>
        {text.subtitle}
        {list.data?.side === 'VENDOR' && (
          <>
            {' '}
            <Link to={list.data.vendor.url}>See your storefront</Link>
          </>
        )}
      </p>
    </>
  );

  if (isGuest) {
    return (
      <section className={pageStyles.page} aria-labelledby="inbox-title">
        {header}
        <p>{text.guest}</p>
        <p>
          <Link className={pageStyles.button} to={withReturnTo('/account/login', returnTo)}>
            Log in
          </Link>
        </p>
      </section>
    );
  }
  const data = list.data?.side === side ? list.data : null;
  const conversations = data ? (data.side === 'COUPLE' ? data.inquiries : data.conversations) : null;
  const open = conversation.data && conversation.data.id === openId ? conversation.data : null;

  return (
    <section className={pageStyles.page} aria-labelledby="inbox-title">
      {header}
      {list.status === 'failed' ? (
        <div role="alert">
          <p className={pageStyles.error}>{list.error?.message ?? 'We could not load your messages.'}</p>
          {list.error?.status !== 403 && (
            <button type="button" className={`${pageStyles.button} ${pageStyles.secondary}`} onClick={() => dispatch(inboxRequested(side))}>
              Try again
            </button>
          )}
        </div>
      ) : !conversations ? (
        <p role="status">Loading your messages…</p>
      ) : conversations.length === 0 ? (
        <div className={pageStyles.empty}>
          <p>{text.empty}</p>
          {side === 'COUPLE' && (
            <Link className={pageStyles.button} to="/wedding-vendors">
              Explore vendors
            </Link>
          )}
        </div>
      ) : (
        <>
          <p className={pageStyles.meta} aria-live="polite">
            {data!.unreadCount === 0
              ? 'No unread messages'
              : data!.unreadCount === 1
                ? '1 unread message'
                : `${data!.unreadCount} unread messages`}
          </p>
          <div className={styles.layout}>
            <nav aria-label="Conversations" className={openId !== null ? styles.listWithOpen : undefined}>
              <ConversationList conversations={conversations} pathOf={(id) => `${root}/${id}`} currentId={openId} side={side} />
            </nav>
            {openId === null ? (
              <p className={`${pageStyles.meta} ${styles.choose}`}>Choose a conversation to read it and reply.</p>
            ) : conversation.status === 'failed' ? (
              <p className={pageStyles.error} role="alert">
                {conversation.error?.message}
              </p>
            ) : !open ? (
              <p role="status">Loading the conversation…</p>
            ) : (
              <div>
                <p className={styles.back}>
                  <Link to={root}>All messages</Link>
                </p>
                <ConversationThread
                  conversation={open}
                  side={side}
                  replyStatus={reply.status}
                  replyError={reply.error}
                  lastSentId={reply.lastSentId}
                  onReply={(body) => dispatch(replySubmitted({ side, id: open.id, body }))}
                />
              </div>
            )}
          </div>
        </>
      )}
    </section>
  );
}
