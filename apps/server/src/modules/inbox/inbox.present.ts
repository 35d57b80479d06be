import type { InboxMessage, Recipient } from '@app/shared/inbox';
import type { RecipientRow } from './inbox.people.repo';
import type { MessageRow } from './inbox.repo';

/** A message row as the API shows it: content exactly as sent, times in ISO 8601 UTC. */
export function presentMessage(row: MessageRow): InboxMessage {
  return {
    id: Number(row.id),
    senderId: row.sender_id,
    senderName: row.sender_name,
    recipientId: row.recipient_id,
    recipientName: row.recipient_name,
    conversationId: row.conversation_id,
    content: row.content,
    isRead: row.is_read,
    sentAt: new Date(row.sent_at).toISOString(),
  };
}

/** The avatar base URL; the client adds the size suffix (`_96.jpg`, `_256.jpg`, `_512.jpg`). */
export function avatarUrl(userId: number, profileImage: string | null): string | null {
  return profileImage ? `/api/users/${userId}/avatar` : null;
}

export function presentRecipient(row: RecipientRow): Recipient {
  return {
    id: row.id,
    name: row.name,
    companyName: row.company_name,
    role: row.role_name,
    profileImageUrl: avatarUrl(row.id, row.profile_image),
  };
}
