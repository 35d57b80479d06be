// Numeric codes of Centrifuge client protocol v2 (see docs/architecture.md 7.2).

/** Disconnect codes sent to clients (close frame on WebSocket, disconnect push on streams). */
export const DisconnectCode = {
  Shutdown: 3001,
  InternalServerError: 3004,
  Expired: 3005,
  SubscriptionExpired: 3006,
  Slow: 3008,
  WriteError: 3009,
  InsufficientState: 3010,
  ForceReconnect: 3011,
  NoPong: 3012,
  TooManyRequests: 3013,
  StateInvalidated: 3014,
  InvalidToken: 3500,
  BadRequest: 3501,
  Stale: 3502,
  ForceDisconnect: 3503,
  ConnectionLimit: 3504,
  ChannelLimit: 3505,
  InappropriateProtocol: 3506,
  PermissionDenied: 3507,
  NotAvailable: 3508,
  TooManyErrors: 3509,
} as const;

export const disconnectReasons: Readonly<Record<number, string>> = {
  3001: 'shutdown',
  3004: 'internal server error',
  3005: 'connection expired',
  3006: 'subscription expired',
  3008: 'slow',
  3009: 'write error',
  3010: 'insufficient state',
  3011: 'force reconnect',
  3012: 'no pong',
  3013: 'too many requests',
  3014: 'state invalidated',
  3500: 'invalid token',
  3501: 'bad request',
  3502: 'stale',
  3503: 'force disconnect',
  3504: 'connection limit',
  3505: 'channel limit',
  3506: 'inappropriate protocol',
  3507: 'permission denied',
  3508: 'not available',
  3509: 'too many errors',
};

/** Error codes of command replies. */
export const ErrorCode = {
  Internal: 100,
  Unauthorized: 101,
  UnknownChannel: 102,
  PermissionDenied: 103,
  MethodNotFound: 104,
  AlreadySubscribed: 105,
  LimitExceeded: 106,
  BadRequest: 107,
  NotAvailable: 108,
  TokenExpired: 109,
  Expired: 110,
  TooManyRequests: 111,
  UnrecoverablePosition: 112,
} as const;

export const errorMessages: Readonly<Record<number, string>> = {
  100: 'internal server error',
  101: 'unauthorized',
  102: 'unknown channel',
  103: 'permission denied',
  104: 'method not found',
  105: 'already subscribed',
  106: 'limit exceeded',
  107: 'bad request',
  108: 'not available',
  109: 'token expired',
  110: 'expired',
  111: 'too many requests',
  112: 'unrecoverable position',
};

/** Errors the client retries by itself. */
export const temporaryErrorCodes: ReadonlySet<number> = new Set([100, 111, 113]);

/** Codes of unsubscribe pushes: below 2500 the subscription ends, from 2500 the client resubscribes. */
export const UnsubscribeCode = {
  Server: 2000,
  InsufficientState: 2500,
  Expired: 2501,
  StateInvalidated: 2502,
} as const;

export const unsubscribeReasons: Readonly<Record<number, string>> = {
  2000: 'server unsubscribe',
  2500: 'insufficient state',
  2501: 'subscription expired',
  2502: 'state invalidated',
};

/** A disconnect code the client must not reconnect after. */
export function isTerminalDisconnect(code: number): boolean {
  return (code >= 3500 && code < 4000) || (code >= 4500 && code < 5000);
}
