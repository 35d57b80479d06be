import type { InboxMessage } from '@app/shared/inbox';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearChannelHandlers, registerChannelHandler } from '@/lib/realtime/channel-handlers';
import { dispatchPublication } from '@/lib/realtime/publication-dispatch';
import { type ConversationPages, conversationQueryKey } from '../api/conversation-query-key';
import { type InboxCache, inboxQueryKey } from '../api/get-inbox';
import { ANN, inbox, ME, message, page, pages } from '../testing/inbox-fixtures';
import { flattenPages } from './conversation-reducers';
import { createInboxHandlers } from './inbox-live-handlers';
import { createSeenMessages } from './seen-messages';

let queryClient: QueryClient;
let pathname: string;
let notify: ReturnType<typeof vi.fn<(m: InboxMessage) => void>>;

beforeEach(() => {
  queryClient = new QueryClient();
  pathname = '/home';
  notify = vi.fn<(m: InboxMessage) => void>();
  const handlers = createInboxHandlers({
    queryClient,
    seen: createSeenMessages(),
    myId: () => ME,
    pathname: () => pathname,
    notify,
  });
  registerChannelHandler('new_message', handlers.new_message);
  registerChannelHandler('message_read', handlers.message_read);
  registerChannelHandler('message_deleted', handlers.message_deleted);
});
afterEach(() => {
  clearChannelHandlers();
  queryClient.clear();
});

const list = () => queryClient.getQueryData<InboxCache>(inboxQueryKey);
const thread = (id = 1) => queryClient.getQueryData<ConversationPages>(conversationQueryKey(id));
const newMessage = (m: InboxMessage) => ({
  action: 'new_message',
  payload: {
    messageData: m,
    conversationUpdate: {
      conversationId: m.conversationId,
      lastMessage: m,
      participantIds: [m.senderId, m.recipientId],
    },
    unreadCount: 99,
  },
});

describe('live inbox rules, dispatched by event name', () => {
  it('applies a new message to the list and the loaded conversation, toasts, and ignores the repeat', () => {
    const old = message();
    queryClient.setQueryData(inboxQueryKey, inbox([old], 0));
    queryClient.setQueryData(conversationQueryKey(1), pages(page([old])));
    const arriving = message();

    dispatchPublication(`inbox:${ME}`, newMessage(arriving));
    dispatchPublication('conversation:1', newMessage(arriving));

    expect(list()?.messages.map((m) => m.id)).toEqual([arriving.id]);
    expect(list()?.unreadCount).toBe(1);
    expect(flattenPages(thread()).map((m) => m.id)).toEqual([old.id, arriving.id]);
    expect(thread()?.pages[0]?.totalCount).toBe(2);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith(arriving);
  });

  it('accepts the flat { type: "new_message", messageData } form too', () => {
    queryClient.setQueryData(inboxQueryKey, inbox([], 0));
    const arriving = message({ conversationId: 4 });
    dispatchPublication(`inbox:${ME}`, { type: 'new_message', messageData: arriving });
    expect(list()?.messages[0]?.id).toBe(arriving.id);
    expect(list()?.unreadCount).toBe(1);
  });

  it('neither toasts nor raises the count on the open conversation, and stays quiet on /inbox', () => {
    queryClient.setQueryData(inboxQueryKey, inbox([], 0));
    pathname = '/inbox/conversation/1';
    dispatchPublication(`inbox:${ME}`, newMessage(message({ conversationId: 1 })));
    expect(list()?.unreadCount).toBe(0);
    pathname = '/inbox';
    dispatchPublication(`inbox:${ME}`, newMessage(message({ conversationId: 2 })));
    expect(list()?.unreadCount).toBe(1);
    expect(notify).not.toHaveBeenCalled();
  });

  it('does not toast my own message sent from another tab', () => {
    queryClient.setQueryData(inboxQueryKey, inbox([], 0));
    dispatchPublication(`inbox:${ME}`, newMessage(message({ senderId: ME, recipientId: ANN })));
    expect(notify).not.toHaveBeenCalled();
    expect(list()?.unreadCount).toBe(0);
  });

  it('message_read on my inbox sets my count and marks the messages read', () => {
    const m = message();
    queryClient.setQueryData(inboxQueryKey, inbox([m], 5));
    queryClient.setQueryData(conversationQueryKey(1), pages(page([m])));
    dispatchPublication(`inbox:${ME}`, {
      action: 'message_read',
      payload: { conversationId: 1, messageIds: [m.id], unreadCount: 2 },
    });
    expect(list()?.unreadCount).toBe(2);
    expect(list()?.messages[0]?.isRead).toBe(true);
    expect(flattenPages(thread())[0]?.isRead).toBe(true);
  });

  it('message_deleted removes the message, lowers totalCount and refetches a list that showed it', () => {
    const a = message();
    const b = message();
    queryClient.setQueryData(inboxQueryKey, inbox([b], 1));
    queryClient.setQueryData(conversationQueryKey(1), pages(page([a, b], { totalCount: 2 })));
    const refetch = vi.spyOn(queryClient, 'invalidateQueries');
    const event = {
      action: 'message_deleted',
      payload: { messageId: b.id, conversationId: 1, totalCount: 1 },
    };
    dispatchPublication(`inbox:${ME}`, event);
    dispatchPublication('conversation:1', event);
    expect(flattenPages(thread()).map((m) => m.id)).toEqual([a.id]);
    expect(thread()?.pages[0]?.totalCount).toBe(1);
    expect(list()?.messages).toEqual([]);
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('ignores payloads that are not inbox events', () => {
    queryClient.setQueryData(inboxQueryKey, inbox([], 3));
    dispatchPublication(`inbox:${ME}`, { action: 'new_message', payload: { nope: true } });
    dispatchPublication(`inbox:${ME}`, '<b>not json object</b>');
    expect(list()).toEqual(inbox([], 3));
    expect(notify).not.toHaveBeenCalled();
  });
});
