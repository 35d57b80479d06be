import type { InboxListMessage } from '../api/get-inbox';
import { ConversationListItem } from './conversation-list-item';

/** My conversations, newest first (the order the server and the live rules keep). */
export function ConversationList({ messages, myId }: { messages: InboxListMessage[]; myId: number }) {
  return (
    <ul
      aria-label="Conversations"
      className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-card"
    >
      {messages.map((m) => (
        <ConversationListItem key={m.conversationId} message={m} myId={myId} />
      ))}
    </ul>
  );
}
