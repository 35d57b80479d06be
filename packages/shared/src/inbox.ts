import { z } from 'zod';
import { MESSAGE_MAX_LENGTH } from './constants';
import { pathBigId, pathId, rowId } from './ids';
import { DEFAULT_CONVERSATION_PAGE } from './inbox-limits';

/** docs/architecture.md 16.3: an inbox message. */
export const inboxMessage = z.object({
  id: z.number().int(),
  senderId: z.number().int(),
  senderName: z.string(),
  recipientId: z.number().int(),
  recipientName: z.string().optional(),
  conversationId: z.number().int(),
  content: z.string(),
  isRead: z.boolean(),
  sentAt: z.string(),
});
export type InboxMessage = z.infer<typeof inboxMessage>;

/** GET /api/inbox data: the newest message of each of my conversations, newest first. */
export const inboxData = z.object({
  messages: z.array(inboxMessage),
  unreadCount: z.number().int(),
  totalCount: z.number().int(),
});
export type InboxData = z.infer<typeof inboxData>;

export const conversationData = z.object({
  messages: z.array(inboxMessage),
  totalCount: z.number().int(),
  hasMoreBack: z.boolean(),
});
export type ConversationData = z.infer<typeof conversationData>;

export const envelope = <T extends z.ZodType>(data: T) => z.object({ data, status: z.literal('success') });

/** Conversation and user ids are 32-bit columns, message ids 64-bit (see ids.ts). */
const pathRowId = pathId;
const pathMessageId = pathBigId;

export const MAX_CONVERSATION_PAGE = 100;

export const conversationParams = z.object({ id: pathRowId });
export const messageParams = z.object({ id: pathMessageId });

/** A conversation page: the `limit` messages before message id `before` (the newest when absent). */
export const conversationQuery = z.object({
  before: pathMessageId.optional(),
  limit: z.coerce.number().int().min(1).max(MAX_CONVERSATION_PAGE).default(DEFAULT_CONVERSATION_PAGE),
});
export type ConversationQuery = z.infer<typeof conversationQuery>;

/** Counts what the server keeps: NUL cannot be stored in PostgreSQL text, so it is refused up front. */
export const messageContent = z
  .string()
  .max(MESSAGE_MAX_LENGTH * 2)
  .refine((v) => v.trim().length >= 1, 'Message cannot be empty')
  .refine(
    (v) => v.trim().length <= MESSAGE_MAX_LENGTH,
    `Message must be at most ${MESSAGE_MAX_LENGTH} characters`,
  )
  .refine((v) => !v.includes('\u0000'), 'Message contains an invalid character');

export const sendMessageBody = z.object({
  recipientId: rowId,
  content: messageContent,
  conversationId: rowId.optional(),
});
export type SendMessageBody = z.infer<typeof sendMessageBody>;

/** PUT /api/inbox/conversations/{id}/read data: what was marked read and my unread count now. */
export const markReadData = z.object({
  conversationId: z.number().int(),
  messageIds: z.array(z.number().int()),
  unreadCount: z.number().int(),
});
export type MarkReadData = z.infer<typeof markReadData>;

/** DELETE /api/inbox/messages/{id} data: totalCount is the conversation's remaining message count. */
export const deleteMessageData = z.object({
  messageId: z.number().int(),
  conversationId: z.number().int(),
  totalCount: z.number().int(),
});
export type DeleteMessageData = z.infer<typeof deleteMessageData>;

export const inboxResponse = envelope(inboxData);
export const conversationResponse = envelope(conversationData);
export const sendMessageResponse = envelope(inboxMessage);
export const markReadResponse = envelope(markReadData);
export const deleteMessageResponse = envelope(deleteMessageData);

export const recipient = z.object({
  id: z.number().int(),
  name: z.string(),
  companyName: z.string().nullable(),
  role: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
export type Recipient = z.infer<typeof recipient>;
export const recipientsQuery = z.object({ q: z.string().trim().max(100).optional() });
export const recipientsResponse = envelope(z.array(recipient));

/** unreadCount on conversation:{id}, which both participants share: not anyone's count. */
export const UNREAD_COUNT_UNKNOWN = -1;

/** conversationUpdate in new_message: enough for the list to move the conversation to the top. */
export const conversationUpdate = z.object({
  conversationId: z.number().int(),
  lastMessage: inboxMessage,
  participantIds: z.array(z.number().int()),
});

/** Realtime payloads on inbox:{userId} and conversation:{id} (docs/architecture.md 12). */
export const inboxEvent = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('new_message'),
    payload: z.object({ messageData: inboxMessage, conversationUpdate, unreadCount: z.number().int() }),
  }),
  z.object({
    action: z.literal('message_read'),
    payload: z.object({
      conversationId: z.number().int(),
      messageIds: z.array(z.number().int()),
      unreadCount: z.number().int(),
    }),
  }),
  z.object({
    action: z.literal('message_deleted'),
    payload: z.object({
      messageId: z.number().int(),
      conversationId: z.number().int(),
      totalCount: z.number().int(),
      /** The receiving user's unread count, when the deletion changed it (inbox channels only). */
      unreadCount: z.number().int().optional(),
    }),
  }),
]);
export type InboxEvent = z.infer<typeof inboxEvent>;

/** The flat form the web client also accepts (docs/architecture.md 16.7). */
export const flatNewMessageEvent = z.object({
  type: z.literal('new_message'),
  messageData: inboxMessage,
  conversationUpdate: conversationUpdate.optional(),
  unreadCount: z.number().int().optional(),
});

/** Accepts both forms and answers the action/payload one. */
export function normalizeInboxEvent(data: unknown): InboxEvent | null {
  const parsed = inboxEvent.safeParse(data);
  if (parsed.success) {
    return parsed.data;
  }
  const flat = flatNewMessageEvent.safeParse(data);
  if (flat.success) {
    const m = flat.data.messageData;
    return {
      action: 'new_message',
      payload: {
        messageData: m,
        conversationUpdate: flat.data.conversationUpdate ?? {
          conversationId: m.conversationId,
          lastMessage: m,
          participantIds: [m.senderId, m.recipientId],
        },
        unreadCount: flat.data.unreadCount ?? UNREAD_COUNT_UNKNOWN,
      },
    };
  }
  return null;
}
