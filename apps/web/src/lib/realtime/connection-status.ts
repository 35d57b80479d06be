import { useSyncExternalStore } from 'react';
import type { RealtimeErrorKind } from './error-kinds';

/** The banner's states (docs/architecture.md 16.4, "Connection status"). */
export type ConnectionState = 'connected' | 'connecting' | 'disconnected' | 'failed';

export interface ConnectionStatus {
  state: ConnectionState;
  /** Failed or lost connections since the last successful connect. */
  attempts: number;
  lastError: RealtimeErrorKind | null;
  /**
   * An attempt failed since the last successful connect. The banner stays the floating one until the
   * connection is back, instead of flipping between the pill and the floating banner on every retry.
   */
  failedSinceConnect: boolean;
  /** Rises on every change the banner must show; `reset` keeps it. */
  revision: number;
}

export type ConnectionEvent =
  | { type: 'connecting' }
  | { type: 'connect' }
  | { type: 'disconnect'; error?: RealtimeErrorKind }
  | { type: 'error'; error: RealtimeErrorKind }
  | { type: 'reset' };

export const INITIAL_CONNECTION_STATUS: ConnectionStatus = {
  state: 'disconnected',
  attempts: 0,
  lastError: null,
  failedSinceConnect: false,
  revision: 0,
};

/**
 * connecting -> connecting; connect -> connected (counter reset); disconnect -> disconnected
 * (counter rises); error -> failed (remembered until the next connect); reset (sign-out) -> the initial status, silently.
 */
export function reduceConnectionStatus(status: ConnectionStatus, event: ConnectionEvent): ConnectionStatus {
  const revision = status.revision + 1;
  switch (event.type) {
    case 'connecting':
      return { ...status, state: 'connecting', revision };
    case 'connect':
      return { state: 'connected', attempts: 0, lastError: null, failedSinceConnect: false, revision };
    case 'disconnect':
      return {
        ...status,
        state: 'disconnected',
        attempts: status.attempts + 1,
        lastError: event.error ?? status.lastError,
        revision,
      };
    case 'error':
      return { ...status, state: 'failed', lastError: event.error, failedSinceConnect: true, revision };
    case 'reset':
      return { ...INITIAL_CONNECTION_STATUS, revision: status.revision };
  }
}

type Listener = () => void;
let current: ConnectionStatus = INITIAL_CONNECTION_STATUS;
const listeners = new Set<Listener>();

export function getConnectionStatus(): ConnectionStatus {
  return current;
}

export function dispatchConnectionEvent(event: ConnectionEvent): void {
  current = reduceConnectionStatus(current, event);
  for (const l of listeners) {
    l();
  }
}

export function subscribeConnectionStatus(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useConnectionStatus(): ConnectionStatus {
  return useSyncExternalStore(subscribeConnectionStatus, getConnectionStatus, getConnectionStatus);
}

/** Test support: back to the initial status. */
export function resetConnectionStatus(): void {
  current = INITIAL_CONNECTION_STATUS;
  for (const l of listeners) {
    l();
  }
}
