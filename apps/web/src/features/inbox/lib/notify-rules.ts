import type { InboxMessage } from '@app/shared/inbox';

/** /inbox and its pages, or /messages: where a new message needs no toast (docs/architecture.md 16.4). */
export function isOnInboxPage(pathname: string): boolean {
  return ['/inbox', '/messages'].some((base) => pathname === base || pathname.startsWith(`${base}/`));
}

/** The conversation on screen: /inbox/conversation/{id}. */
export function openConversationIdOf(pathname: string): number | null {
  const match = /^\/inbox\/conversation\/(\d+)\/?$/.exec(pathname);
  return match ? Number(match[1]) : null;
}

/** Someone else's message while I am elsewhere in the app. */
export function shouldNotify(message: InboxMessage, myId: number, pathname: string): boolean {
  return message.senderId !== myId && !isOnInboxPage(pathname);
}

const PREVIEW_LENGTH = 120;

/** Toast and desktop notification text: who wrote, and the start of what they wrote (plain text). */
export function notificationText(message: InboxMessage): { title: string; body: string } {
  const text = message.content.replace(/\s+/g, ' ').trim();
  return {
    title: `New message from ${message.senderName || 'Unknown User'}`,
    body: text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text,
  };
}
