import { describe, expect, it } from 'vitest';
import { ANN, BEN, inbox, ME, message } from '../testing/inbox-fixtures';
import {
  clearNewFlag,
  deleteInInbox,
  otherParty,
  raisesUnreadCount,
  readInInbox,
  receiveInInbox,
  searchInbox,
} from './inbox-reducers';

const elsewhere = { myId: ME, openConversationId: null };

describe('new inbox message on the conversation list', () => {
  it('moves its conversation to the top with the new message, flagged new', () => {
    const older = message({ conversationId: 1 });
    const other = message({ conversationId: 2, senderId: BEN, senderName: 'Ben' });
    const arriving = message({ conversationId: 1 });
    const next = receiveInInbox(inbox([other, older], 1), arriving, elsewhere);
    expect(next.messages.map((m) => m.id)).toEqual([arriving.id, other.id]);
    expect(next.messages[0]?.new).toBe(true);
    expect(next.totalCount).toBe(2);
  });

  it('adds a conversation it did not list yet and counts it', () => {
    const first = message({ conversationId: 1 });
    const next = receiveInInbox(inbox([first]), message({ conversationId: 9 }), elsewhere);
    expect(next.messages.map((m) => m.conversationId)).toEqual([9, 1]);
    expect(next.totalCount).toBe(2);
  });

  it('raises the unread count when I am the unread recipient', () => {
    expect(receiveInInbox(inbox([], 4), message(), elsewhere).unreadCount).toBe(5);
  });

  it('does not raise it for my own message, an already read one, or the open conversation', () => {
    const mine = message({ senderId: ME, recipientId: ANN });
    expect(receiveInInbox(inbox([], 4), mine, elsewhere).unreadCount).toBe(4);
    expect(receiveInInbox(inbox([], 4), mine, elsewhere).messages[0]?.new).toBe(false);
    expect(receiveInInbox(inbox([], 4), message({ isRead: true }), elsewhere).unreadCount).toBe(4);
    expect(
      receiveInInbox(inbox([], 4), message({ conversationId: 3 }), { myId: ME, openConversationId: 3 })
        .unreadCount,
    ).toBe(4);
    expect(raisesUnreadCount(message({ conversationId: 3 }), { myId: ME, openConversationId: 4 })).toBe(true);
  });

  it('changes nothing when the same message arrives again', () => {
    const m = message();
    const once = receiveInInbox(inbox([], 0), m, elsewhere);
    expect(receiveInInbox(once, m, elsewhere)).toBe(once);
  });

  it('keeps a newer latest message when an older one arrives late, still counting it unread', () => {
    const late = message({ conversationId: 1 });
    const newer = message({ conversationId: 1 });
    const next = receiveInInbox(inbox([newer], 1), late, elsewhere);
    expect(next.messages.map((m) => m.id)).toEqual([newer.id]);
    expect(next.unreadCount).toBe(2);
  });
});

describe('message_read on the list', () => {
  it('sets the unread count to the server count and marks the named messages read', () => {
    const m = message();
    const next = readInInbox(inbox([m], 7), { messageIds: [m.id], unreadCount: 2 }, { setUnreadCount: true });
    expect(next.unreadCount).toBe(2);
    expect(next.messages[0]?.isRead).toBe(true);
  });

  it('leaves the count alone when told to (a channel that carries nobody’s count)', () => {
    const next = readInInbox(inbox([], 7), { messageIds: [], unreadCount: 0 }, { setUnreadCount: false });
    expect(next.unreadCount).toBe(7);
  });

  it('ignores a negative (unknown) count', () => {
    expect(
      readInInbox(inbox([], 7), { messageIds: [], unreadCount: -1 }, { setUnreadCount: true }).unreadCount,
    ).toBe(7);
  });
});

describe('message_deleted on the list', () => {
  it('drops a listed latest message and says so (the list is then refetched)', () => {
    const m = message();
    const result = deleteInInbox(inbox([m], 1), { messageId: m.id, unreadCount: 0 });
    expect(result.listed).toBe(true);
    expect(result.inbox.messages).toEqual([]);
    expect(result.inbox.unreadCount).toBe(0);
  });

  it('changes nothing for a message it does not list', () => {
    const before = inbox([message()], 1);
    const result = deleteInInbox(before, { messageId: 1 });
    expect(result).toEqual({ inbox: before, listed: false });
  });
});

describe('list helpers', () => {
  it('clears the new flag of the opened conversation only', () => {
    const a = { ...message({ conversationId: 1 }), new: true };
    const b = { ...message({ conversationId: 2 }), new: true };
    const next = clearNewFlag(inbox([a, b]), 1);
    expect(next.messages.map((m) => m.new)).toEqual([false, true]);
  });

  it('names the other person whoever wrote last, defaulting to Unknown User', () => {
    expect(otherParty(message(), ME)).toEqual({ id: ANN, name: 'Ann Able' });
    expect(otherParty(message({ senderId: ME, recipientId: BEN, recipientName: 'Ben' }), ME)).toEqual({
      id: BEN,
      name: 'Ben',
    });
    expect(otherParty(message({ senderId: ME, recipientId: BEN, recipientName: undefined }), ME).name).toBe(
      'Unknown User',
    );
  });

  it('searches by the other person’s name, case-insensitively', () => {
    const fromAnn = message();
    const toBen = message({ senderId: ME, recipientId: BEN, recipientName: 'Ben Baker', conversationId: 2 });
    expect(searchInbox([fromAnn, toBen], 'BAK', ME)).toEqual([toBen]);
    expect(searchInbox([fromAnn, toBen], '  ', ME)).toEqual([fromAnn, toBen]);
  });
});
