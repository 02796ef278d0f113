import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeStore } from '../../src/app/store';
import { GUEST_CONTEXT, type UserContext } from '../../src/features/user/types';
import CoupleInboxPage from '../../src/routes/vendors/CoupleInboxPage';
import VendorInboxPage from '../../src/routes/vendors/VendorInboxPage';
import { inboxApi } from '../../src/features/inbox/inboxApi';
import { HttpError } from '../../src/lib/http';
import type { Conversation, CoupleInboxAnswer } from '../../src/contracts/vendorInbox';
import { loadLazyCode } from '../setup/lazyCode';

jest.mock('../../src/features/inbox/inboxApi');
const api = jest.mocked(inboxApi);

const couple: UserContext = { ...GUEST_CONTEXT, is_guest: false, email: 'alex@confetti.test', first_name: 'Alex', last_name: 'Morgan' };
const summary = {
  id: 5,
  vendorId: 7,
  vendorName: 'Willow Estate',
  vendorUrl: '/wedding-vendors/wedding-venues/willow-estate-7',
  withName: 'Willow Estate',
  weddingDate: '2027-06-12',
  guestCount: 120,
  lastMessage: 'It is! Shall we set up a tour?',
  lastMessageAt: '2026-11-26T10:00:00.000Z',
  lastSender: 'VENDOR' as const,
  unreadCount: 1,
};
const inbox: CoupleInboxAnswer = {
  inquiries: [{ ...summary, budgetCents: null, message: 'Is June open?', flowTags: [], createdAt: '2026-11-25T10:00:00.000Z' }],
  unreadCount: 1,
};
const conversation: Conversation = {
  ...summary,
  budgetCents: null,
  messages: [
    { id: 1, sender: 'COUPLE', authorName: 'Alex', body: 'Is June open?', createdAt: '2026-11-25T10:00:00.000Z' },
    { id: 2, sender: 'VENDOR', authorName: 'Willow Estate', body: 'It is! Shall we set up a tour?', createdAt: '2026-11-26T10:00:00.000Z' },
  ],
};

function mount(path: string, user: UserContext = couple) {
  const base = makeStore().getState();
  const store = makeStore({ user: { ...base.user, context: user } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/wedding-vendors/messages" element={<CoupleInboxPage />} />
          <Route path="/wedding-vendors/messages/:inquiryId" element={<CoupleInboxPage />} />
          <Route path="/vendor-inbox" element={<VendorInboxPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

beforeAll(loadLazyCode);
beforeEach(() => jest.resetAllMocks());

describe('the couple inbox', () => {
  it('lists conversations with unread counts, opens one (marking it read) and sends a reply', async () => {
    api.fetchCoupleInbox.mockResolvedValue(inbox);
    api.fetchConversation.mockResolvedValue({ conversation });
    api.markRead.mockResolvedValue({ id: 5, unreadCount: 0 });
    const sent = { id: 3, sender: 'COUPLE' as const, authorName: 'Alex', body: 'Saturday works', createdAt: new Date().toISOString() };
    api.sendReply.mockResolvedValue({ message: sent });
    mount('/wedding-vendors/messages');
    const nav = await screen.findByRole('navigation', { name: 'Conversations' });
    expect(screen.getByText('1 unread message')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: /^Willow Estate 1 unread/ })).toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('link', { name: /Willow Estate/ }));
    const thread = await screen.findByRole('region', { name: 'Your conversation with Willow Estate' });
    expect(within(thread).getByText('It is! Shall we set up a tour?')).toBeInTheDocument();
    expect(await screen.findByText('No unread messages')).toBeInTheDocument();
    expect(api.markRead).toHaveBeenCalledWith({ side: 'COUPLE', id: 5 });

    await userEvent.click(within(thread).getByRole('button', { name: 'Send reply' }));
    expect(within(thread).getByRole('alert')).toHaveTextContent('Please write a reply.');
    expect(api.sendReply).not.toHaveBeenCalled();
    await userEvent.type(within(thread).getByLabelText('Your reply'), 'Saturday works');
    await userEvent.click(within(thread).getByRole('button', { name: 'Send reply' }));
    expect(await within(thread).findByText('Saturday works')).toBeInTheDocument();
    expect(api.sendReply).toHaveBeenCalledWith({ side: 'COUPLE', id: 5, body: 'Saturday works' });
    expect(within(thread).getByLabelText('Your reply')).toHaveValue('');
  });

  it('asks a guest to log in, coming back here', () => {
    mount('/wedding-vendors/messages', GUEST_CONTEXT);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      expect.stringContaining('returnTo=%2Fwedding-vendors%2Fmessages'),
    );
    expect(api.fetchCoupleInbox).not.toHaveBeenCalled();
  });
});

describe('the vendor inbox', () => {
  it('tells a couple account that the page is for vendor accounts', async () => {
    api.fetchVendorInbox.mockRejectedValue(
      new HttpError({
        message: 'The vendor inbox is for vendor accounts.',
        status: 403,
        code: null,
        category: null,
        reason: null,
        fields: null,
        supportId: null,
        data: null,
      } as never),
    );
    mount('/vendor-inbox');
    expect(await screen.findByRole('alert')).toHaveTextContent('The vendor inbox is for vendor accounts.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it("shows the vendor's storefront and its conversations", async () => {
    api.fetchVendorInbox.mockResolvedValue({
      vendor: { id: 7, name: 'Willow Estate', url: '/wedding-vendors/wedding-venues/willow-estate-7' },
      conversations: [{ ...summary, withName: 'Alex Morgan', lastSender: 'COUPLE', lastMessage: 'Is June open?' }],
      unreadCount: 1,
    });
    mount('/vendor-inbox');
    expect(await screen.findByRole('heading', { name: 'Vendor inbox: Willow Estate' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your storefront' })).toHaveAttribute(
      'href',
      '/wedding-vendors/wedding-venues/willow-estate-7',
    );
    expect(screen.getByRole('link', { name: /Alex Morgan/ })).toHaveAttribute('href', '/vendor-inbox/5');
  });
});
