import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearChannelHandlers, registerChannelHandler } from './channel-handlers';
import { decodePublication, dispatchPublication } from './publication-dispatch';

const message = {
  id: 7,
  senderId: 2,
  senderName: 'Ann',
  recipientId: 1,
  conversationId: 3,
  content: 'Hello',
  isRead: false,
  sentAt: '2026-01-01T10:00:00.000Z',
};

afterEach(() => clearChannelHandlers());

describe('publication dispatch through the channel handler registry', () => {
  it('dispatches an action/payload inbox event to the handlers of its name', () => {
    const onNew = vi.fn();
    const onRead = vi.fn();
    registerChannelHandler('new_message', onNew);
    registerChannelHandler('message_read', onRead);
    const payload = {
      messageData: message,
      conversationUpdate: { conversationId: 3, lastMessage: message, participantIds: [1, 2] },
      unreadCount: 4,
    };
    dispatchPublication('inbox:1', { action: 'new_message', payload });
    expect(onNew).toHaveBeenCalledWith(payload, { channel: 'inbox:1', parsed: { kind: 'inbox', id: 1 } });
    expect(onRead).not.toHaveBeenCalled();
  });

  it('accepts the flat new_message form', () => {
    const onNew = vi.fn();
    registerChannelHandler('new_message', onNew);
    dispatchPublication('conversation:3', { type: 'new_message', messageData: message, unreadCount: 2 });
    expect(onNew).toHaveBeenCalledTimes(1);
    expect(onNew.mock.calls[0]?.[0]).toMatchObject({ messageData: { id: 7 }, unreadCount: 2 });
  });

  it('names typing events by isTyping', () => {
    const typing = vi.fn();
    const stop = vi.fn();
    registerChannelHandler('typing', typing);
    registerChannelHandler('stop_typing', stop);
    dispatchPublication('typing:conversation:3', { userId: 2, isTyping: true, timestamp: 1 });
    dispatchPublication('typing:conversation:3', { userId: 2, isTyping: false, timestamp: 2 });
    expect(typing).toHaveBeenCalledTimes(1);
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('decodes activity and news events', () => {
    expect(
      decodePublication('activity-given:1', { type: 'read_status_update', givenCount: 1, receivedCount: 2 })
        ?.event.name,
    ).toBe('read_status_update');
    expect(
      decodePublication('news', { id: 1, groupId: 1, title: 't', body: 'b', publishedAt: '2026-01-01' })
        ?.event.name,
    ).toBe('news');
  });

  it('ignores unknown payloads and unknown channels without throwing', () => {
    const onNew = vi.fn();
    registerChannelHandler('new_message', onNew);
    expect(() =>
      dispatchPublication('inbox:1', { action: 'new_message', payload: { nope: true } }),
    ).not.toThrow();
    expect(() => dispatchPublication('inbox:1', 'garbage')).not.toThrow();
    expect(() => dispatchPublication('elsewhere', { action: 'new_message' })).not.toThrow();
    expect(() => dispatchPublication('news', null)).not.toThrow();
    expect(onNew).not.toHaveBeenCalled();
  });

  it('keeps running the other handlers when one throws, and unregisters', () => {
    const ok = vi.fn();
    registerChannelHandler('news', () => {
      throw new Error('boom');
    });
    const off = registerChannelHandler('news', ok);
    const news = { id: 1, groupId: 1, title: 't', body: 'b', publishedAt: '2026-01-01' };
    dispatchPublication('news', news);
    expect(ok).toHaveBeenCalledTimes(1);
    off();
    dispatchPublication('news', news);
    expect(ok).toHaveBeenCalledTimes(1);
  });
});
