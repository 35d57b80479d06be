import { parseChannel } from '@app/shared/channels';
import { REALTIME } from '@app/shared/constants';
import { type ConnectData, isConnectData } from '@app/shared/realtime-connect';
import type { InboxSubscribeData } from '@app/shared/session-update';
import { Centrifuge, type Options, UnauthorizedError } from 'centrifuge';
import { onSignOut } from '../auth/session';
import { tokenPermissions } from '../auth/token-permissions';
import { getAuthToken } from '../storage';
import { getStoredAppVersion } from './app-version';
import { mayReconnectAfter } from './backoff';
import { isAttemptFailure, statusEventForConnecting, statusEventsForError } from './connection-events';
import { dispatchConnectionEvent } from './connection-status';
import { realtimeDebug } from './debug-log';
import { dispatchPublicationInOrder, dispatchResyncInOrder } from './dispatch-in-order';
import { errorKindForDisconnectCode, isSessionRejectedCode } from './error-kinds';
import type { RealtimeClient } from './realtime-types';
import {
  createReconnectSupervisor,
  type DisconnectCause,
  type ReconnectSupervisor,
} from './reconnect-supervisor';
import { resetSubscribedChannels, setChannelSubscribed } from './subscribed-channels';
import { type ChannelObserver, createSubscriptionRegistry } from './subscription-registry';
import { isTokenExpired } from './token-expiry';
import { EMULATION_ENDPOINT, realtimeTransports, type TransportEndpoint } from './transports';

export type ClientFactory = (transports: TransportEndpoint[], options: Partial<Options>) => RealtimeClient;

const defaultFactory: ClientFactory = (transports, options) => new Centrifuge(transports, options);

let factory: ClientFactory = defaultFactory;
let client: RealtimeClient | null = null;
let supervisor: ReconnectSupervisor | null = null;
let pendingCause: DisconnectCause | null = null;
/** Failed attempts closer together than this are the client falling back across its transports. */
const TRANSPORT_FALLBACK_MS = 250;
let lastAttemptFailureAt = Number.NEGATIVE_INFINITY;
let sessionRejectedHandler: (() => void) | null = null;
let lastConnectData: ConnectData | null = null;
const connectDataListeners = new Set<(data: ConnectData) => void>();

/** The token is read from localStorage on every (re)connect and refresh; none means unauthorized. */
async function readToken(): Promise<string> {
  const token = getAuthToken();
  if (!token || isTokenExpired(token)) {
    throw new UnauthorizedError('no valid token stored');
  }
  return token;
}

/** docs/architecture.md 16.9's client constants. */
export function realtimeClientOptions(): Partial<Options> {
  const version = getStoredAppVersion().slice(0, 64);
  return {
    getToken: readToken,
    getData: async () => ({ version: getStoredAppVersion() }),
    name: 'web',
    version,
    timeout: REALTIME.requestTimeoutMs,
    minReconnectDelay: REALTIME.minReconnectDelayMs,
    maxReconnectDelay: REALTIME.maxReconnectDelayMs,
    maxServerPingDelay: REALTIME.maxServerPingDelayMs,
    emulationEndpoint: EMULATION_ENDPOINT,
  };
}

function handleDisconnected(code: number, reason: string): void {
  const cause = pendingCause;
  pendingCause = null;
  realtimeDebug('disconnected', { code, reason, cause });
  if (cause === 'sign-out') {
    dispatchConnectionEvent({ type: 'reset' });
    return;
  }
  if (cause === 'offline') {
    dispatchConnectionEvent({ type: 'disconnect', error: 'connection closed' });
    return;
  }
  if (cause === 'stuck') {
    dispatchConnectionEvent({ type: 'disconnect', error: 'timeout' });
    supervisor?.scheduleReconnect();
    return;
  }
  if (code === 0) {
    dispatchConnectionEvent({ type: 'disconnect' });
    return;
  }
  const kind = errorKindForDisconnectCode(code);
  dispatchConnectionEvent({ type: 'disconnect', error: kind });
  dispatchConnectionEvent({ type: 'error', error: kind });
  if (isSessionRejectedCode(code)) {
    supervisor?.stop();
    sessionRejectedHandler?.();
    return;
  }
  if (!mayReconnectAfter(code)) {
    // Terminal: not even coming back online reconnects; a new connectRealtime() (reload) does.
    supervisor?.stop();
    return;
  }
  supervisor?.scheduleReconnect();
}

function handleConnected(data: unknown): void {
  supervisor?.onStateChange('connected');
  supervisor?.onConnected();
  dispatchConnectionEvent({ type: 'connect' });
  if (!isConnectData(data)) {
    return;
  }
  lastConnectData = { version: data.version };
  for (const listener of connectDataListeners) {
    listener(lastConnectData);
  }
}

function wire(c: RealtimeClient): void {
  c.on('connecting', ({ code, reason }) => {
    realtimeDebug('connecting', { code, reason });
    supervisor?.onStateChange('connecting');
    dispatchConnectionEvent(statusEventForConnecting(code));
  });
  c.on('connected', ({ transport, data }) => {
    realtimeDebug('connected', { transport });
    handleConnected(data);
  });
  c.on('disconnected', ({ code, reason }) => {
    supervisor?.onStateChange('disconnected');
    handleDisconnected(code, reason);
  });
  c.on('error', ({ type, error }) => {
    realtimeDebug('client error', { type, error });
    if (isAttemptFailure(type, c.state)) {
      supervisor?.onAttemptFailed();
      // The client tries each transport in turn at once: one burst is one failed attempt.
      const now = Date.now();
      const sameBurst = now - lastAttemptFailureAt < TRANSPORT_FALLBACK_MS;
      lastAttemptFailureAt = now;
      if (sameBurst) {
        return;
      }
    }
    for (const event of statusEventsForError(type, error.code, c.state)) {
      dispatchConnectionEvent(event);
    }
  });
}

function ensureClient(): RealtimeClient {
  if (client) {
    return client;
  }
  const created = factory(realtimeTransports(window.location), realtimeClientOptions());
  client = created;
  supervisor = createReconnectSupervisor({
    getState: () => created.state,
    connect: () => startClient(created),
    disconnect: (cause) => {
      pendingCause = cause;
      created.disconnect();
      pendingCause = null;
    },
    hasToken: () => Boolean(getAuthToken()),
  });
  wire(created);
  return created;
}

function startClient(c: RealtimeClient): void {
  try {
    c.connect();
  } catch (err) {
    realtimeDebug('connect failed', { err });
    dispatchConnectionEvent({ type: 'error', error: 'bad configuration' });
  }
}

/**
 * Every subscribe to inbox:{me} tells the server the permissions the stored token carries; when
 * they are no longer the session's (a change made before the subscription), the reply's data is a
 * session_update and the app fetches a fresh token (docs/architecture.md 15.7, decision 018).
 */
export function subscribeDataFor(channel: string): (() => InboxSubscribeData) | null {
  if (parseChannel(channel)?.kind !== 'inbox') {
    return null;
  }
  return () => ({ permissions: tokenPermissions(getAuthToken()) });
}

const createRegistry = () =>
  createSubscriptionRegistry({
    getClient: ensureClient,
    onPublication: dispatchPublicationInOrder,
    onResync: dispatchResyncInOrder,
    subscribeData: subscribeDataFor,
    onSubscribedChange: setChannelSubscribed,
  });
let registry = createRegistry();

export interface ConnectOptions {
  /** Called when the server rejects the session (invalid or expired token, session ended). */
  onSessionRejected?: () => void;
}

/** Connects when a token is stored (answers whether it did); safe to call repeatedly. */
export function connectRealtime(options: ConnectOptions = {}): boolean {
  if (options.onSessionRejected) {
    sessionRejectedHandler = options.onSessionRejected;
  }
  if (!getAuthToken()) {
    return false;
  }
  const c = ensureClient();
  supervisor?.start();
  if (c.state === 'disconnected') {
    startClient(c);
  }
  return true;
}

/** Closes the connection for good (sign-out): no reconnect, banner state reset. */
export function disconnectRealtime(): void {
  supervisor?.stop();
  lastConnectData = null;
  lastAttemptFailureAt = Number.NEGATIVE_INFINITY;
  if (!client) {
    return;
  }
  if (client.state !== 'disconnected') {
    pendingCause = 'sign-out';
    client.disconnect();
    pendingCause = null;
  }
  // The next sign-in may be another user: fetch the token again.
  client.setToken('');
  dispatchConnectionEvent({ type: 'reset' });
}

/** The one realtime client of the app (created on first use, not connected by this call). */
export function getRealtimeClient(): RealtimeClient {
  return ensureClient();
}

/**
 * Listens to the connect reply's data (`{ version }`); called at once with the current
 * connection's data if there is one, then on every connect. Answers the unsubscribe function.
 */
export function onConnectData(listener: (data: ConnectData) => void): () => void {
  connectDataListeners.add(listener);
  if (lastConnectData) {
    listener(lastConnectData);
  }
  return () => {
    connectDataListeners.delete(listener);
  };
}

/** First user subscribes. */
export function acquireChannel(channel: string) {
  return registry.acquire(channel);
}

/** Last release unsubscribes. */
export function releaseChannel(channel: string): void {
  registry.release(channel);
}

/** acquire + observe publications/join/leave; the answer stops observing and releases. */
export function observeChannel(channel: string, observer: ChannelObserver): () => void {
  return registry.observe(channel, observer);
}

/** Publishes on a channel 300 ms after it is subscribed; answers whether it was published. */
export function publishDelayed(channel: string, data: unknown): Promise<boolean> {
  return registry.publishDelayed(channel, data);
}

export function channelRefCount(channel: string): number {
  return registry.refCount(channel);
}

/** Test support: use a fake client (null restores the real one) and forget all state. */
export function setRealtimeClientFactory(next: ClientFactory | null): void {
  supervisor?.stop();
  factory = next ?? defaultFactory;
  client = null;
  supervisor = null;
  pendingCause = null;
  sessionRejectedHandler = null;
  lastConnectData = null;
  connectDataListeners.clear();
  resetSubscribedChannels();
  registry = createRegistry();
}

onSignOut(() => disconnectRealtime());
