import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { inboxSagas, fetchInbox } from '../../src/features/inbox/inboxSagas';
import {
  conversationActions,
  conversationOpened,
  inboxActions,
  inboxRequested,
  readActions,
  replyActions,
  replySubmitted,
} from '../../src/features/inbox/inboxEvents';
import { inboxReducer } from '../../src/features/inbox/inboxSlice';
import { inboxApi } from '../../src/features/inbox/inboxApi';
import { HttpError } from '../../src/lib/http';
import type { Conversation, CoupleInboxAnswer } from '../../src/contracts/vendorInbox';

const httpError = (message: string, status: number) =>
  new HttpError({ message, status, code: null, category: null, reason: null, fields: null, supportId: null, data: null } as never);

const summary = {
  id: 5,
  vendorId: 7,
  vendorName: 'Willow Estate',
  vendorUrl: '/wedding-vendors/wedding-venues/willow-estate-7',
  withName: 'Willow Estate',
  weddingDate: null,
  guestCount: 120,
  lastMessage: 'It is! Shall we set up a tour?',
  lastMessageAt: '2026-11-26T10:00:00.000Z',
  lastSender: 'VENDOR' as const,
  unreadCount: 1,
};
const coupleInbox: CoupleInboxAnswer = {
  inquiries: [
    {
      ...summary,
      budgetCents: null,
      message: 'Is June open?',
      flowTags: ['STANDARD', 'FROM_INQUIRY', 'UNREAD'],
      createdAt: '2026-11-25T10:00:00.000Z',
    },
  ],
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
const ref = { side: 'COUPLE' as const, id: 5 };

describe('inbox sagas', () => {
  it('loads the couple inbox: started, then succeeded with the side', () =>
    expectSaga(inboxSagas)
      .withReducer(inboxReducer)
      .provide([[matchers.call.fn(fetchInbox), { side: 'COUPLE', ...coupleInbox }]])
      .put(inboxActions.started('COUPLE'))
      .put(inboxActions.succeeded({ arg: 'COUPLE', result: { side: 'COUPLE', ...coupleInbox } }))
      .dispatch(inboxRequested('COUPLE'))
      .silentRun()
      .then(({ storeState }) => {
        expect(storeState.list.data.unreadCount).toBe(1);
      }));

  it("fetchInbox tags each side's answer with its side", async () => {
    const spy = jest
      .spyOn(inboxApi, 'fetchVendorInbox')
      .mockResolvedValue({ vendor: { id: 7, name: 'Willow Estate', url: '/x' }, conversations: [], unreadCount: 0 });
    await expect(fetchInbox('VENDOR')).resolves.toMatchObject({ side: 'VENDOR', vendor: { id: 7 } });
    spy.mockRestore();
  });

  it('a vendor inbox refused (not a vendor account) fails with the message', async () => {
    const refused = httpError('The vendor inbox is for vendor accounts.', 403);
    const { storeState } = await expectSaga(inboxSagas)
      .withReducer(inboxReducer)
      .provide([[matchers.call.fn(fetchInbox), throwError(refused)]])
      .put.like({ action: { type: inboxActions.failed.type } })
      .dispatch(inboxRequested('VENDOR'))
      .silentRun();
    expect(storeState.list.error.status).toBe(403);
  });

  it('opening an unread conversation loads it, then marks it read and clears the counts', async () => {
    const { storeState } = await expectSaga(inboxSagas)
      .withReducer(inboxReducer)
      .provide([
        [matchers.call.fn(fetchInbox), { side: 'COUPLE', ...coupleInbox }],
        [matchers.call.fn(inboxApi.fetchConversation), { conversation }],
        [matchers.call.fn(inboxApi.markRead), { id: 5, unreadCount: 0 }],
      ])
      .put(conversationActions.started(ref))
      .put(conversationActions.succeeded({ arg: ref, result: { conversation } }))
      .put(readActions.succeeded({ arg: ref, result: { id: 5, unreadCount: 0 } }))
      .dispatch(inboxRequested('COUPLE'))
      .dispatch(conversationOpened(ref))
      .silentRun();
    expect(storeState.list.data.unreadCount).toBe(0);
    expect(storeState.list.data.inquiries[0].unreadCount).toBe(0);
    expect(storeState.conversation.data.unreadCount).toBe(0);
  });

  it('a read conversation is not marked again; a missing one fails', async () => {
    await expectSaga(inboxSagas)
      .provide([[matchers.call.fn(inboxApi.fetchConversation), { conversation: { ...conversation, unreadCount: 0 } }]])
      .not.call.fn(inboxApi.markRead)
      .dispatch(conversationOpened(ref))
      .silentRun();
    const { storeState } = await expectSaga(inboxSagas)
      .withReducer(inboxReducer)
      .provide([[matchers.call.fn(inboxApi.fetchConversation), throwError(httpError('We could not find that conversation.', 404))]])
      .not.call.fn(inboxApi.markRead)
      .dispatch(conversationOpened(ref))
      .silentRun();
    expect(storeState.conversation.error.message).toBe('We could not find that conversation.');
  });

  it('a reply is sent once and appended to the open conversation; a refused one keeps the error', async () => {
    const sent = { id: 3, sender: 'COUPLE' as const, authorName: 'Alex', body: 'Saturday?', createdAt: '2026-11-26T11:00:00.000Z' };
    const input = { ...ref, body: 'Saturday?' };
    const { storeState } = await expectSaga(inboxSagas)
      .withReducer(inboxReducer)
      .provide([
        [matchers.call.fn(inboxApi.fetchConversation), { conversation: { ...conversation, unreadCount: 0 } }],
        [matchers.call.fn(inboxApi.sendReply), { message: sent }],
      ])
      .put(replyActions.started(input))
      .put(replyActions.succeeded({ arg: input, result: { message: sent } }))
      .dispatch(conversationOpened(ref))
      .dispatch(replySubmitted(input))
      .silentRun();
    expect(storeState.conversation.data.messages.map((m: { id: number }) => m.id)).toEqual([1, 2, 3]);
    expect(storeState.reply.lastSentId).toBe(3);

    const failed = await expectSaga(inboxSagas)
      .withReducer(inboxReducer)
      .provide([[matchers.call.fn(inboxApi.sendReply), throwError(httpError('Please write a reply.', 400))]])
      .put.like({ action: { type: replyActions.failed.type } })
      .dispatch(replySubmitted(input))
      .silentRun();
    expect(failed.storeState.reply.error.message).toBe('Please write a reply.');
  });
});
