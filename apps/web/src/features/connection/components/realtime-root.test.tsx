import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts, useToasts } from '@/components/ui/use-toast';
import { type SessionUser, sessionQueryKey } from '@/lib/auth/session';
import { resetConnectionStatus } from '@/lib/realtime/connection-status';
import {
  channelRefCount,
  disconnectRealtime,
  setRealtimeClientFactory,
} from '@/lib/realtime/realtime-client';
import { STORAGE_KEYS } from '@/lib/storage';
import { FakeRealtimeClient } from '@/lib/testing/fake-realtime-client';
import { REALTIME_START_CAP_MS, RealtimeRoot } from './realtime-root';

const user = { id: 42, name: 'Ann' } as SessionUser;
let fake: FakeRealtimeClient | undefined;

function ToastTitles() {
  return (
    <ul>
      {useToasts().map((t) => (
        <li key={t.id}>{t.title}</li>
      ))}
    </ul>
  );
}

function renderRoot(beforeRender?: (queryClient: QueryClient) => void) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(sessionQueryKey, user);
  beforeRender?.(queryClient);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RealtimeRoot />
      <ToastTitles />
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

beforeAll(async () => {
  // Warm the lazily loaded runtime so the first test does not wait on a cold transform.
  await import('./realtime-runtime');
});

beforeEach(() => {
  fake = undefined;
  resetConnectionStatus();
  resetToasts();
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response('{}', { status: 200 }))),
  );
  setRealtimeClientFactory(() => {
    fake = new FakeRealtimeClient();
    return fake;
  });
});
afterEach(() => {
  disconnectRealtime();
  setRealtimeClientFactory(null);
  vi.unstubAllGlobals();
});

describe('RealtimeRoot', () => {
  it('connects when a token is stored, shows the banner and holds the personal channels', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 'a.e30.c');
    renderRoot();
    expect(await screen.findByText('Connecting...')).toBeInTheDocument();
    expect(fake?.connectCalls).toBe(1);
    for (const channel of [
      'inbox:42',
      'typing:user:42',
      'news',
      'activity-given:42',
      'activity-received:42',
    ]) {
      expect(channelRefCount(channel)).toBe(1);
    }
    act(() => fake?.serverConnected({ version: '3.0.16' }));
    expect(screen.getByText('Connected')).toBeInTheDocument();
  });

  it('does not connect without a token', async () => {
    renderRoot();
    await act(async () => {
      await import('./realtime-runtime');
    });
    expect(fake?.connectCalls ?? 0).toBe(0);
    expect(screen.queryByText('Connecting...')).toBeNull();
  });

  it('signs out when the server rejects the session (3500)', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 'a.e30.c');
    const { queryClient } = renderRoot();
    await screen.findByText('Connecting...');
    await act(async () => fake?.serverClosed(3500, 'invalid token'));
    expect(await screen.findByText('Session Expired')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(queryClient.getQueryData(sessionQueryKey)).toBeNull();
  });

  it('releases the channels and disconnects when unmounted after sign-out', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 'a.e30.c');
    const { unmount } = renderRoot();
    await screen.findByText('Connecting...');
    localStorage.removeItem(STORAGE_KEYS.authToken);
    unmount();
    expect(channelRefCount('inbox:42')).toBe(0);
    expect(fake?.state).toBe('disconnected');
  });

  it("connects only once the page's queries have answered", async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 'a.e30.c');
    let answer: (value: unknown) => void = () => undefined;
    renderRoot((queryClient) => {
      void queryClient.fetchQuery({
        queryKey: ['page-data'],
        queryFn: () => new Promise((r) => (answer = r)),
      });
    });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(fake?.connectCalls ?? 0).toBe(0);
    await act(async () => answer({ ok: true }));
    expect(await screen.findByText('Connecting...')).toBeInTheDocument();
    expect(fake?.connectCalls).toBe(1);
  });

  it('connects after at most 3 s even if a query is still fetching', async () => {
    vi.useFakeTimers();
    try {
      localStorage.setItem(STORAGE_KEYS.authToken, 'a.e30.c');
      renderRoot((queryClient) => {
        void queryClient.fetchQuery({ queryKey: ['slow'], queryFn: () => new Promise(() => undefined) });
      });
      await act(() => vi.advanceTimersByTimeAsync(REALTIME_START_CAP_MS - 100));
      expect(fake?.connectCalls ?? 0).toBe(0);
      await act(() => vi.advanceTimersByTimeAsync(200));
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByText('Connecting...')).toBeInTheDocument();
  });
});
