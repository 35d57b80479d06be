/** Business constants and limits of docs/architecture.md 16.9. */
export const APP_VERSION_FALLBACK = '3.0.16';
export const UPDATE_COUNTDOWN_MS = 30_000;
export const UPDATE_TICK_MS = 50;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const GROUP_CODE_LENGTH = 6;
export const DEFAULT_RATE_LIMIT_WAIT_S = 900;

export const TOAST_LIMIT = 3;
export const TOAST_REMOVE_DELAY_MS = 3000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export const REALTIME = {
  requestTimeoutMs: 5000,
  minReconnectDelayMs: 500,
  maxReconnectDelayMs: 60_000,
  backoffBaseMs: 1000,
  backoffMaxMs: 60_000,
  backoffMaxExponent: 6,
  stuckConnectingMs: 10_000,
  maxServerPingDelayMs: 10_000,
  tokenRefreshRetryMinMs: 5000,
  tokenRefreshRetryMaxMs: 10_000,
  minResubscribeDelayMs: 500,
  maxResubscribeDelayMs: 20_000,
  reconnectCheckMs: 1000,
  delayedPublishMs: 300,
} as const;

/** Close codes in these ranges mean: do not reconnect. */
export function isTerminalCloseCode(code: number): boolean {
  return (code >= 3500 && code <= 3999) || (code >= 4500 && code <= 4999);
}

export const SESSION_QUERY = { staleMs: 5 * 60_000, gcMs: 10 * 60_000 } as const;
export const DEFAULT_QUERY_STALE_MS = 5 * 60_000;
export const SETTINGS_RETRY_DELAY_MS = 1000;
export const UNREAD_COUNTS_STALE_MS = 30_000;

export const DESKTOP_NOTIFICATION_CLOSE_MS = 5000;
export const SEEN_MESSAGES = { max: 500, keep: 200, checkEveryMs: 30 * 60_000 } as const;
export const PASSWORD_RESET_REDIRECT_MS = 3000;
export const CONNECTED_BANNER_HIDE_MS = 2000;

export const AVATAR_SIZES = [96, 256, 512] as const;
export type AvatarSize = (typeof AVATAR_SIZES)[number];
export const AVATAR_RETRIES = 2;
export const AVATAR_RETRY_BASE_MS = 1000;

export const BADGE_CAP = 999;
export const INBOX_BADGE_CAP_EXPANDED = 9999;

export const MOBILE_BREAKPOINT_PX = 768;
export const WIDE_BREAKPOINT_PX = 900;
export const SIDEBAR_COLLAPSED_PX = 72;
export const SIDEBAR_EXPANDED_PX = 240;
export const HEADER_HEIGHT_PX = 64;
export const HEADER_WITH_TABS_PX = 112;
export const SCROLL_THRESHOLD_PX = 10;

export const DEFAULT_FONT = 'figtree';
export const CALENDAR_FILE_NAME = 'calendar.ics';

/** Server-side limits. */
export const SESSION_LIFETIME_S = 12 * 60 * 60;
export const LOGIN_MAX_FAILURES = 5;
export const LOCKOUT_MS = 15 * 60_000;
export const RESET_TOKEN_TTL_MS = 60 * 60_000;
export const RESET_MAILS_PER_HOUR = 2;
/** A link confirming a new e-mail address works once, for 24 hours. */
export const EMAIL_CHANGE_TOKEN_TTL_MS = 24 * 60 * 60_000;
/** After an administrator changes a member's e-mail, the old address may undo it for 7 days. */
export const EMAIL_CHANGE_UNDO_TTL_MS = 7 * 24 * 60 * 60_000;
/** E-mail change requests (each mails the new and the old address) per account and hour. */
export const EMAIL_CHANGE_REQUESTS_PER_HOUR = 5;
export const MESSAGE_MAX_LENGTH = 5000;
export const MESSAGES_PER_MINUTE = 30;
