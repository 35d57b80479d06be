import { describe, expect, it } from 'vitest';
import { ME, message } from '../testing/inbox-fixtures';
import { isOnInboxPage, notificationText, openConversationIdOf, shouldNotify } from './notify-rules';

describe('notification rules', () => {
  it('treats /inbox, its pages and /messages as the inbox', () => {
    for (const path of [
      '/inbox',
      '/inbox/',
      '/inbox/conversation/3',
      '/inbox/compose',
      '/messages',
      '/messages/4',
    ]) {
      expect(isOnInboxPage(path), path).toBe(true);
    }
    for (const path of ['/home', '/inboxes', '/profile/me', '/messaging']) {
      expect(isOnInboxPage(path), path).toBe(false);
    }
  });

  it('notifies about someone else’s message when I am not on the inbox', () => {
    expect(shouldNotify(message(), ME, '/home')).toBe(true);
    expect(shouldNotify(message(), ME, '/inbox')).toBe(false);
    expect(shouldNotify(message({ senderId: ME }), ME, '/home')).toBe(false);
  });

  it('knows which conversation is open', () => {
    expect(openConversationIdOf('/inbox/conversation/42')).toBe(42);
    expect(openConversationIdOf('/inbox')).toBeNull();
    expect(openConversationIdOf('/inbox/conversation/x')).toBeNull();
  });

  it('writes a short plain-text preview', () => {
    const text = notificationText(
      message({ senderName: 'Ann', content: `  hi\n\nthere ${'x'.repeat(300)}` }),
    );
    expect(text.title).toBe('New message from Ann');
    expect(text.body.startsWith('hi there x')).toBe(true);
    expect(text.body.length).toBe(120);
    expect(notificationText(message({ senderName: '' })).title).toBe('New message from Unknown User');
  });
});
