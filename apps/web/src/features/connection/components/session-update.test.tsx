import { DEFAULT_ROLE_PERMISSIONS } from '@app/shared/permissions';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts, useToasts } from '@/components/ui/use-toast';
import { type SessionUser, sessionQueryKey, useSession } from '@/lib/auth/session';
import { clearChannelHandlers } from '@/lib/realtime/channel-handlers';
import { resetConnectionStatus } from '@/lib/realtime/connection-status';
import {
  acquireChannel,
  disconnectRealtime,
  releaseChannel,
  setRealtimeClientFactory,
} from '@/lib/realtime/realtime-client';
import { STORAGE_KEYS } from '@/lib/storage';
import { FakeRealtimeClient } from '@/lib/testing/fake-realtime-client';
import { makeVisitor } from '@/lib/testing/fixtures';
import { fakeFetch } from '@/lib/testing/render';
import { RealtimeRoot } from './realtime-root';

// A newcomer whose membership is approved while signed in: the server says so on inbox:{me}; the
// app swaps in a fresh token and reloads the session, so the navigation's gates follow at once.

const OLD_TOKEN = 'a.e30.old';
const NEW_TOKEN = 'a.e30.new';
let fake: FakeRealtimeClient | undefined;
let refreshCalls: string[];
let verifyAuth: string[];

function Permissions() {
  const { user } = useSession();
  return <p data-testid="permissions">{user?.permissions.join(',')}</p>;
}

function ToastTitles() {
  return (
    <ul>
      {useToasts().map((t) => (
        <li key={t.id}>{t.title}</li>
      ))}
    </ul>
  );
}

function renderRoot(user: SessionUser) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(sessionQueryKey, user);
  render(
    <QueryClientProvider client={queryClient}>
      <RealtimeRoot />
      <Permissions />
      <ToastTitles />
    </QueryClientProvider>,
  );
  return queryClient;
}

function publish(channel: string, data: unknown) {
  const sub = fake?.getSubscription(channel);
  if (!sub) {
    throw new Error(`not subscribed to ${channel}`);
  }
  act(() => sub.emit('publication', { channel, data }));
}

beforeAll(async () => {
  await import('./realtime-runtime');
});

beforeEach(() => {
  fake = undefined;
  refreshCalls = [];
  verifyAuth = [];
  resetConnectionStatus();
  resetToasts();
  const visitor = makeVisitor({ id: 42 });
  vi.stubGlobal(
    'fetch',
    fakeFetch({
      'POST /api/token/refresh': (init) => {
        refreshCalls.push(new Headers(init?.headers).get('authorization') ?? '');
        return { body: { token: NEW_TOKEN } };
      },
      'GET /api/verify-token': (init) => {
        const auth = new Headers(init?.headers).get('authorization') ?? '';
        verifyAuth.push(auth);
        const member = auth === `Bearer ${NEW_TOKEN}`;
        return {
          body: {
            user: {
              id: 42,
              isAdmin: false,
              permissions: member ? DEFAULT_ROLE_PERMISSIONS.Member : DEFAULT_ROLE_PERMISSIONS.Visitor,
              version: '3.0.16',
              mustChangePassword: false,
            },
          },
        };
      },
      'GET /api/profile': () => ({
        body: {
          id: 42,
          email: visitor.email,
          name: visitor.name,
          companyName: null,
          profileImageUrl: null,
          role: 'Member',
          group: visitor.group,
          membership: { ...visitor.membership, status: 'active' },
        },
      }),
    }),
  );
  setRealtimeClientFactory(() => {
    fake = new FakeRealtimeClient();
    return fake;
  });
  localStorage.setItem(STORAGE_KEYS.authToken, OLD_TOKEN);
});

afterEach(() => {
  disconnectRealtime();
  setRealtimeClientFactory(null);
  clearChannelHandlers();
  vi.unstubAllGlobals();
});

describe('session_update on the personal inbox channel', () => {
  it('swaps in a fresh token and reloads the session with the new permissions', async () => {
    renderRoot(makeVisitor({ id: 42 }));
    await screen.findByText('Connecting...');
    expect(screen.getByTestId('permissions')).toHaveTextContent(/^view_meetings$/);

    publish('inbox:42', { action: 'session_update', payload: { reason: 'membership_approved' } });

    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe(NEW_TOKEN));
    expect(refreshCalls).toEqual([`Bearer ${OLD_TOKEN}`]);
    await waitFor(() => expect(screen.getByTestId('permissions')).toHaveTextContent('view_members'));
    expect(screen.getByTestId('permissions')).toHaveTextContent('view_activity');
    expect(verifyAuth.at(-1)).toBe(`Bearer ${NEW_TOKEN}`);
    expect(await screen.findByText('Welcome to the group')).toBeInTheDocument();
  });

  it('refreshes when the inbox subscribe reply says the token is behind (a change made before subscribing)', async () => {
    // The stored token carries the Visitor set; the inbox subscribe tells the server so.
    const claims = btoa(JSON.stringify({ permissions: DEFAULT_ROLE_PERMISSIONS.Visitor }));
    const visitorToken = `a.${claims.replace(/=+$/, '')}.sig`;
    localStorage.setItem(STORAGE_KEYS.authToken, visitorToken);
    renderRoot(makeVisitor({ id: 42 }));
    await screen.findByText('Connecting...');
    const inbox = fake?.getSubscription('inbox:42');
    await expect(inbox?.options?.getData?.()).resolves.toEqual({
      permissions: DEFAULT_ROLE_PERMISSIONS.Visitor,
    });

    act(() => inbox?.confirm(null, { action: 'session_update', payload: { reason: 'permissions_changed' } }));

    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe(NEW_TOKEN));
    expect(refreshCalls).toEqual([`Bearer ${visitorToken}`]);
    await waitFor(() => expect(screen.getByTestId('permissions')).toHaveTextContent('view_members'));
  });

  it('ignores a session_update published anywhere but the personal inbox', async () => {
    renderRoot(makeVisitor({ id: 42 }));
    await screen.findByText('Connecting...');
    acquireChannel('conversation:3');
    publish('conversation:3', { action: 'session_update', payload: { reason: 'permissions_changed' } });
    releaseChannel('conversation:3');
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(refreshCalls).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe(OLD_TOKEN);
  });

  it('ignores a malformed session_update', async () => {
    renderRoot(makeVisitor({ id: 42 }));
    await screen.findByText('Connecting...');
    publish('inbox:42', { action: 'session_update', payload: { reason: 'promoted_to_king' } });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(refreshCalls).toEqual([]);
  });
});
