import { SESSION_ENDED_CLOSE } from '@app/shared/channels';
/** Realtime error kinds of docs/architecture.md 16.8, shown in the connection banner's details. */
export type RealtimeErrorKind =
  | 'timeout'
  | 'client disconnected'
  | 'connection closed'
  | 'transport write error'
  | 'unauthorized'
  | 'no ping'
  | 'message size limit'
  | 'bad configuration';

/** Error codes of the client's `error` events (centrifuge-js `errorCodes`) and server replies. */
const ERROR_CODE_KINDS: Record<number, RealtimeErrorKind> = {
  1: 'timeout',
  2: 'connection closed',
  3: 'client disconnected',
  4: 'client disconnected',
  5: 'unauthorized',
  6: 'unauthorized',
  10: 'transport write error',
  11: 'connection closed',
  12: 'bad configuration',
  101: 'unauthorized',
  109: 'unauthorized',
};

export function errorKindForErrorCode(code: number): RealtimeErrorKind {
  return ERROR_CODE_KINDS[code] ?? 'connection closed';
}

/** Codes of the client's `connecting` event (why a live connection is being re-established). */
export function errorKindForConnectingCode(code: number): RealtimeErrorKind {
  if (code === 2) {
    return 'no ping';
  }
  if (code === 3) {
    return 'timeout';
  }
  return code >= 100 && code < 2000 ? errorKindForErrorCode(code) : 'connection closed';
}

/** Codes of the client's `disconnected` event (the client stopped and will not retry by itself). */
export function errorKindForDisconnectCode(code: number): RealtimeErrorKind {
  if (code === 1 || isSessionRejectedCode(code)) {
    return 'unauthorized';
  }
  if (code === 2) {
    return 'bad configuration';
  }
  if (code === 3) {
    return 'message size limit';
  }
  return code >= 100 && code < 2000 ? errorKindForErrorCode(code) : 'connection closed';
}

/** The server ends a connection whose session was ended (logout elsewhere, reset, deactivation). */
export const SESSION_ENDED_CODE = SESSION_ENDED_CLOSE.code;

/**
 * The token behind the connection is dead: 1 (no usable token), 101 unauthorized, 109 token
 * expired (a refresh that cannot succeed), 3500 invalid token, 4501 session ended. The app then
 * clears the session (docs/architecture.md 16.4: a rejected token is cleared and the user logged out).
 */
export function isSessionRejectedCode(code: number): boolean {
  return code === 1 || code === 101 || code === 109 || code === 3500 || code === SESSION_ENDED_CODE;
}
