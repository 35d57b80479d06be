/** Page sizes of the inbox (docs/architecture.md 13), without zod. */

export const DEFAULT_CONVERSATION_PAGE = 30;
