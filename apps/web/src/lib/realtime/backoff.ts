import { isTerminalCloseCode, REALTIME } from '@app/shared/constants';

/** How far a delay is spread (up to 25% either way) so 60 phones of one room do not come back in step. */
const JITTER = 0.25;

/**
 * The app's own reconnect backoff (docs/architecture.md 16.9): 1000 ms doubling, the exponent capped at 6,
 * never below 1000 nor above 60000 ms, spread by a random jitter. `attempt` counts the
 * supervisor's retries since the last connect, from 0; `random` is in [0, 1).
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const exponent = Math.min(Math.max(0, Math.floor(attempt)), REALTIME.backoffMaxExponent);
  const nominal = Math.min(REALTIME.backoffBaseMs * 2 ** exponent, REALTIME.backoffMaxMs);
  const spread = nominal * (1 + JITTER * (2 * random() - 1));
  return Math.round(Math.min(Math.max(spread, REALTIME.backoffBaseMs), REALTIME.backoffMaxMs));
}

/** Close codes 3500-3999 and 4500-4999 never reconnect; every other code may. */
export function mayReconnectAfter(code: number): boolean {
  return !isTerminalCloseCode(code);
}
