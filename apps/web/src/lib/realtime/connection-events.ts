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

/** Whether the client's `error` event reports a failed connection attempt (it retries by itself). */
export function isAttemptFailure(type: string, clientState: string): boolean {
  return clientState === 'connecting' && ATTEMPT_ERROR_TYPES.has(type);
}

/**
 * The client's `error` event (docs/architecture.md 16.4: "error gives failed"): a failed attempt while
 * connecting counts as a disconnect (the counter rises) and shows failed, so the banner reads
 * 'Connection failed (n)'; a bad configuration fails; other errors (refresh, subscribe) do not
 * change the banner.
 */
export function statusEventsForError(type: string, code: number, clientState: string): ConnectionEvent[] {
  if (type === 'configuration') {
    return [{ type: 'error', error: 'bad configuration' }];
  }
  if (isAttemptFailure(type, clientState)) {
    const error = errorKindForErrorCode(code);
    return [
      { type: 'disconnect', error },
      { type: 'error', error },
    ];
  }
  return [];
}
