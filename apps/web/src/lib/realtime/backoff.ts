import { isTerminalCloseCode, REALTIME } from '@app/shared/constants';

/**
 * The app's own reconnect backoff (spec section 9): 1000 ms doubling, the exponent capped at 6,
 * never above 60000 ms. `attempt` counts the supervisor's retries since the last connect, from 0.
 */
export function reconnectDelay(attempt: number): number {
  const exponent = Math.min(Math.max(0, Math.floor(attempt)), REALTIME.backoffMaxExponent);
  return Math.min(REALTIME.backoffBaseMs * 2 ** exponent, REALTIME.backoffMaxMs);
}

/** Close codes 3500-3999 and 4500-4999 never reconnect; every other code may. */
export function mayReconnectAfter(code: number): boolean {
  return !isTerminalCloseCode(code);
}
