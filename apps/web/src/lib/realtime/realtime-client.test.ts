import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeRealtimeClient } from '@/lib/testing/fake-realtime-client';
import { signOut } from '../auth/session';
import { STORAGE_KEYS } from '../storage';
import { clearChannelHandlers, registerChannelHandler } from './channel-handlers';
import { getConnectionStatus, resetConnectionStatus } from './connection-status';
import {
  type ClientFactory,
  channelRefCount,
  connectRealtime,
  disconnectRealtime,
  getRealtimeClient,
  observeChannel,
  onConnectData,
  setRealtimeClientFactory,
} from './realtime-client';

let fake: FakeRealtimeClient;
const factory = vi.fn<ClientFactory>(() => {
  fake = new FakeRealtimeClient();
  return fake;
});

beforeEach(() => {
  vi.useFakeTimers();
  factory.mockClear();
  setRealtimeClientFactory(factory);
  resetConnectionStatus();
  localStorage.setItem(STORAGE_KEYS.authToken, 'header.e30.sig');
});

afterEach(() => {
  disconnectRealtime();
  setRealtimeClientFactory(null);
  clearChannelHandlers();
  vi.useRealTimers();
});

describe('connectRealtime', () => {
  it('does not connect without a stored token', () => {
    localStorage.removeItem(STORAGE_KEYS.authToken);
    expect(connectRealtime()).toBe(false);
    expect(factory).not.toHaveBeenCalled();
  });

  it('creates one client with the spec constants and same-host transports, and connects', async () => {
    localStorage.setItem(STORAGE_KEYS.appVersion, '3.0.20');
    expect(connectRealtime()).toBe(true);
    connectRealtime();
    expect(factory).toHaveBeenCalledTimes(1);
    expect(fake.connectCalls).toBe(1);
    const [transports, options] = factory.mock.calls[0] ?? [];
    expect(transports).toEqual([
      { transport: 'websocket', endpoint: `ws://${window.location.host}/connection/websocket` },
      { transport: 'http_stream', endpoint: `${window.location.origin}/connection/http_stream` },
      { transport: 'sse', endpoint: `${window.location.origin}/connection/sse` },
    ]);
    expect(options).toMatchObject({
      name: 'web',
      version: '3.0.20',
      timeout: 5000,
      minReconnectDelay: 500,
      maxReconnectDelay: 60_000,
      maxServerPingDelay: 10_000,
      emulationEndpoint: '/emulation',
    });
    await expect(options?.getToken?.({})).resolves.toBe('header.e30.sig');
    await expect(options?.getData?.()).resolves.toEqual({ version: '3.0.20' });
    expect(getRealtimeClient()).toBe(fake);
  });

  it('refuses an expired or missing token in getToken', async () => {
    connectRealtime();
    const options = factory.mock.calls[0]?.[1];
    const expired = `h.${btoa(JSON.stringify({ exp: 1 }))}.s`;
    localStorage.setItem(STORAGE_KEYS.authToken, expired);
    await expect(options?.getToken?.({})).rejects.toThrow();
    localStorage.removeItem(STORAGE_KEYS.authToken);
    await expect(options?.getToken?.({})).rejects.toThrow();
  });
});

describe('connection status from client events', () => {
  it('connecting, connected, lost (counter rises), failed attempts, connected again', () => {
    connectRealtime();
    expect(getConnectionStatus()).toMatchObject({ state: 'connecting', attempts: 0 });
    fake.serverConnected({ version: '3.0.16' });
    expect(getConnectionStatus()).toMatchObject({ state: 'connected', attempts: 0 });
    fake.serverLost(3001, 'shutdown');
    expect(getConnectionStatus()).toMatchObject({ state: 'disconnected', attempts: 1 });
    fake.attemptFailed('transport', 2);
    expect(getConnectionStatus()).toMatchObject({
      state: 'failed',
      attempts: 2,
    });
    vi.advanceTimersByTime(1000);
    fake.attemptFailed('connect', 1);
    expect(getConnectionStatus()).toMatchObject({ state: 'failed', attempts: 3, lastError: 'timeout' });
    fake.serverConnected({ version: '3.0.16' });
    expect(getConnectionStatus()).toMatchObject({ state: 'connected', attempts: 0, lastError: null });
  });

  it('counts the transports tried at once after a failure as one failed attempt', () => {
    connectRealtime();
    vi.advanceTimersByTime(1000);
    fake.attemptFailed('transport', 2);
    fake.attemptFailed('transport', 2);
    fake.attemptFailed('transport', 2);
    expect(getConnectionStatus()).toMatchObject({ state: 'failed', attempts: 1 });
  });

  it('does not force a reconnect while the client retries on its own backoff (server down)', () => {
    connectRealtime();
    for (const wait of [0, 1000, 2000, 4000, 8000, 16000]) {
      vi.advanceTimersByTime(wait);
      fake.attemptFailed('transport', 2);
    }
    vi.advanceTimersByTime(60_000);
    // Only the first connect: the supervisor never restarted the client (which resets its backoff).
    expect(fake.connectCalls).toBe(1);
  });

  it('ignores errors that are not connection attempts', () => {
    connectRealtime();
    fake.serverConnected();
    fake.attemptFailed('refreshToken', 6);
    expect(getConnectionStatus().state).toBe('connected');
  });

  it('reports no ping as the error kind', () => {
    connectRealtime();
    fake.serverConnected();
    fake.serverLost(2, 'no ping');
    expect(getConnectionStatus()).toMatchObject({ lastError: 'no ping' });
  });
});

describe('terminal close codes and the supervisor', () => {
  it('3500 invalid token: failed, never reconnects, the app clears the session', () => {
    const onSessionRejected = vi.fn();
    connectRealtime({ onSessionRejected });
    fake.serverConnected();
    fake.serverClosed(3500, 'invalid token');
    expect(getConnectionStatus()).toMatchObject({ state: 'failed', attempts: 1, lastError: 'unauthorized' });
    expect(onSessionRejected).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(120_000);
    expect(fake.connectCalls).toBe(1);
  });

  it('does not reconnect after a terminal code even when the device comes back online', () => {
    connectRealtime();
    fake.serverConnected();
    fake.serverClosed(3501, 'bad request');
    window.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(120_000);
    expect(fake.connectCalls).toBe(1);
    connectRealtime();
    expect(fake.connectCalls).toBe(2);
  });

  it('other terminal codes (3503, 4999) fail without reconnecting or signing out', () => {
    const onSessionRejected = vi.fn();
    connectRealtime({ onSessionRejected });
    fake.serverClosed(3503, 'force disconnect');
    vi.advanceTimersByTime(120_000);
    expect(fake.connectCalls).toBe(1);
    fake.connect();
    fake.serverClosed(4999, 'custom');
    vi.advanceTimersByTime(120_000);
    expect(fake.connectCalls).toBe(2);
    expect(onSessionRejected).not.toHaveBeenCalled();
  });

  it('a stop the client does not retry (message size limit) reconnects after 1000-1250 ms', () => {
    connectRealtime();
    fake.serverConnected();
    fake.serverClosed(3, 'message size limit exceeded');
    expect(getConnectionStatus()).toMatchObject({ state: 'failed', lastError: 'message size limit' });
    vi.advanceTimersByTime(999);
    expect(fake.connectCalls).toBe(1);
    vi.advanceTimersByTime(251);
    expect(fake.connectCalls).toBe(2);
    expect(getConnectionStatus().state).toBe('connecting');
  });

  it('forces a reconnect after 10 s stuck in connecting', () => {
    connectRealtime();
    vi.advanceTimersByTime(10_000);
    expect(fake.disconnectCalls).toBe(1);
    expect(getConnectionStatus()).toMatchObject({ state: 'disconnected', attempts: 1, lastError: 'timeout' });
    vi.advanceTimersByTime(1250);
    expect(fake.connectCalls).toBe(2);
  });
});

describe('sign-out and connect data', () => {
  it('disconnectRealtime closes the connection, resets the status and forgets the token', () => {
    connectRealtime();
    fake.serverConnected();
    disconnectRealtime();
    expect(fake.state).toBe('disconnected');
    expect(fake.token).toBe('');
    expect(getConnectionStatus()).toMatchObject({ state: 'disconnected', attempts: 0 });
    vi.advanceTimersByTime(120_000);
    expect(fake.connectCalls).toBe(1);
  });

  it('disconnects when the app signs out (onSignOut)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{}', { status: 200 }))),
    );
    connectRealtime();
    fake.serverConnected();
    await signOut(new QueryClient());
    vi.unstubAllGlobals();
    expect(fake.state).toBe('disconnected');
    expect(getConnectionStatus().state).toBe('disconnected');
    vi.advanceTimersByTime(120_000);
    expect(fake.connectCalls).toBe(1);
  });

  it('hands the validated connect data to listeners, replaying the current one', () => {
    const first = vi.fn();
    onConnectData(first);
    connectRealtime();
    fake.serverConnected({ version: '3.1.0' });
    expect(first).toHaveBeenCalledWith({ version: '3.1.0' });
    const late = vi.fn();
    const off = onConnectData(late);
    expect(late).toHaveBeenCalledWith({ version: '3.1.0' });
    off();
    fake.serverConnected({ nope: 1 });
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('dispatches publications of observed channels to registered handlers', async () => {
    const onNews = vi.fn();
    registerChannelHandler('news', onNews);
    connectRealtime();
    const stop = observeChannel('news', {});
    expect(channelRefCount('news')).toBe(1);
    const news = { id: 1, groupId: 1, title: 't', body: 'b', publishedAt: '2026-01-01' };
    fake.getSubscription('news')?.emit('publication', { channel: 'news', data: news });
    // The first publication waits for the payload schemas to load (dispatch-in-order.ts).
    await vi.waitFor(() =>
      expect(onNews).toHaveBeenCalledWith(news, { channel: 'news', parsed: { kind: 'news' } }),
    );
    stop();
    expect(channelRefCount('news')).toBe(0);
  });
});
