import type { ConnectionEvent } from './connection-status';
import { errorKindForConnectingCode, errorKindForErrorCode } from './error-kinds';

/** Error event types that mean "this connection attempt failed" (the client retries by itself). */
const ATTEMPT_ERROR_TYPES = new Set(['transport', 'connect', 'connectToken', 'connectData']);

/**
 * The client's `connecting` event: code 0 is a fresh connect; any other code means a live
 * connection was lost and is being retried, which the banner counts as a disconnect.
 */
export function statusEventForConnecting(code: number): ConnectionEvent {
  return code === 0
    ? { type: 'connecting' }
    : { type: 'disconnect', error: errorKindForConnectingCode(code) };
}

/**
 * The client's `error` event: a failed attempt while connecting counts as a disconnect; a bad
 * configuration fails; other errors (refresh, subscribe) do not change the banner.
 */
export function statusEventForError(type: string, code: number, clientState: string): ConnectionEvent | null {
  if (type === 'configuration') {
    return { type: 'error', error: 'bad configuration' };
  }
  if (clientState === 'connecting' && ATTEMPT_ERROR_TYPES.has(type)) {
    return { type: 'disconnect', error: errorKindForErrorCode(code) };
  }
  return null;
}
