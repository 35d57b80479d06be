import { REALTIME } from '@app/shared/constants';
import { reconnectDelay } from './backoff';
import { realtimeDebug } from './debug-log';

/** Why the app itself closed the connection; read back by the `disconnected` handler. */
export type DisconnectCause = 'sign-out' | 'offline' | 'stuck';

export interface SupervisorDeps {
  /** The client's state: 'disconnected' | 'connecting' | 'connected'. */
  getState: () => string;
  connect: () => void;
  /** Closes the connection, remembering why. */
  disconnect: (cause: DisconnectCause) => void;
  hasToken: () => boolean;
  /** Where `online`/`offline` events come from (window in the browser). */
  network?: EventTarget | null;
  /** The jitter's source (tests pass a fixed one). */
  random?: () => number;
}

export interface ReconnectSupervisor {
  start(): void;
  stop(): void;
  /** Follow the client's state: stuck-connecting detection starts in `connecting`. */
  onStateChange(state: string): void;
  /** A successful connect resets the backoff. */
  onConnected(): void;
  /**
   * The client reported a failed attempt: it is retrying on its own backoff, so it is not stuck.
   * Forcing a reconnect then would start the client's backoff again from 500 ms, hammering a
   * server that is down.
   */
  onAttemptFailed(): void;
  /** Reconnect after the app's own backoff (1000 ms doubling, exponent capped at 6). */
  scheduleReconnect(): void;
  readonly attempt: number;
}

/**
 * The app's reconnect supervisor on top of the client's own retries: reconnects after stops the
 * client does not retry by itself, forces a reconnect when an attempt hangs in `connecting` for
 * 10 s (not while the client waits out its own backoff after a failed attempt), drops the
 * connection when the device goes offline and retries 1 s after it comes back online.
 */
export function createReconnectSupervisor(deps: SupervisorDeps): ReconnectSupervisor {
  let running = false;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let stuckTimer: ReturnType<typeof setTimeout> | null = null;
  let onlineTimer: ReturnType<typeof setTimeout> | null = null;
  const network = deps.network === undefined ? (typeof window === 'undefined' ? null : window) : deps.network;

  const clear = (timer: ReturnType<typeof setTimeout> | null) => {
    if (timer !== null) {
      clearTimeout(timer);
    }
    return null;
  };

  const reconnectNow = () => {
    if (running && deps.hasToken() && deps.getState() === 'disconnected') {
      realtimeDebug('supervisor reconnects', { attempt });
      deps.connect();
    }
  };

  const onOffline = () => {
    retryTimer = clear(retryTimer);
    onlineTimer = clear(onlineTimer);
    if (deps.getState() !== 'disconnected') {
      deps.disconnect('offline');
    }
  };

  const onOnline = () => {
    onlineTimer = clear(onlineTimer);
    onlineTimer = setTimeout(() => {
      onlineTimer = null;
      reconnectNow();
    }, REALTIME.reconnectCheckMs);
  };

  return {
    get attempt() {
      return attempt;
    },
    start() {
      if (running) {
        return;
      }
      running = true;
      network?.addEventListener('offline', onOffline);
      network?.addEventListener('online', onOnline);
    },
    stop() {
      running = false;
      attempt = 0;
      retryTimer = clear(retryTimer);
      stuckTimer = clear(stuckTimer);
      onlineTimer = clear(onlineTimer);
      network?.removeEventListener('offline', onOffline);
      network?.removeEventListener('online', onOnline);
    },
    onStateChange(state) {
      if (state !== 'connecting') {
        stuckTimer = clear(stuckTimer);
        return;
      }
      if (stuckTimer !== null || !running) {
        return;
      }
      stuckTimer = setTimeout(() => {
        stuckTimer = null;
        if (running && deps.getState() === 'connecting') {
          realtimeDebug('stuck connecting, forcing a reconnect');
          deps.disconnect('stuck');
        }
      }, REALTIME.stuckConnectingMs);
    },
    onConnected() {
      attempt = 0;
      retryTimer = clear(retryTimer);
    },
    onAttemptFailed() {
      stuckTimer = clear(stuckTimer);
    },
    scheduleReconnect() {
      if (!running) {
        return;
      }
      retryTimer = clear(retryTimer);
      const delay = reconnectDelay(attempt, deps.random);
      attempt += 1;
      realtimeDebug('supervisor reconnect scheduled', { delay, attempt });
      retryTimer = setTimeout(() => {
        retryTimer = null;
        reconnectNow();
      }, delay);
    },
  };
}
