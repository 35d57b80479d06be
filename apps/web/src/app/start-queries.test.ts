import { DEFAULT_ROLE_PERMISSIONS } from '@app/shared/permissions';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { setAuthToken } from '@/lib/storage';
import { isPublicPath } from './router';
import { startQueries, startQueriesSettled } from './start-queries';

function recordRequests(): string[] {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      urls.push(new URL(String(input), 'http://localhost').pathname);
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return urls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('startQueries', () => {
  it('asks for the session and the shell queries at start on a signed-in page', async () => {
    const urls = recordRequests();
    setAuthToken('a.b.c');
    startQueries(createQueryClient(), true);
    expect(urls).toEqual(expect.arrayContaining(['/api/verify-token', '/api/profile']));
    await waitFor(() =>
      expect(urls).toEqual(
        expect.arrayContaining(['/api/settings', '/api/inbox', '/api/activities/unread-counts']),
      ),
    );
  });

  /** A token whose claims carry a role's permissions (the app reads them before the session is in). */
  const tokenOf = (role: 'Member' | 'Visitor') =>
    `h.${btoa(JSON.stringify({ permissions: DEFAULT_ROLE_PERMISSIONS[role] }))}.s`;

  async function homeRequests(token: string): Promise<string[]> {
    const urls = recordRequests();
    setAuthToken(token);
    window.history.replaceState(null, '', '/home');
    try {
      startQueries(createQueryClient(), true);
      await waitFor(() => expect(urls).toEqual(expect.arrayContaining(['/api/activities/unread-counts'])));
      await new Promise((resolve) => setTimeout(resolve, 20));
      return urls;
    } finally {
      window.history.replaceState(null, '', '/');
    }
  }

  it("on /home also asks for this week's meetings and my numbers, in parallel with the session", async () => {
    expect(await homeRequests(tokenOf('Member'))).toEqual(
      expect.arrayContaining(['/api/meetings', '/api/activities/stats']),
    );
  });

  it('on /home asks a member waiting for approval (no view_activity) for the meetings only', async () => {
    const urls = await homeRequests(tokenOf('Visitor'));
    expect(urls).toContain('/api/meetings');
    expect(urls).not.toContain('/api/activities/stats');
  });

  it('asks only for the session on a public page', async () => {
    const urls = recordRequests();
    setAuthToken('a.b.c');
    startQueries(createQueryClient(), false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(urls.sort()).toEqual(['/api/profile', '/api/verify-token']);
  });

  it('asks for nothing without a stored token', async () => {
    const urls = recordRequests();
    startQueries(createQueryClient(), true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(urls).toEqual([]);
  });

  it('knows the public pages', () => {
    expect(isPublicPath('/login')).toBe(true);
    expect(isPublicPath('/password-reset/abc')).toBe(true);
    expect(isPublicPath('/home')).toBe(false);
    expect(isPublicPath('/inbox/conversation/3')).toBe(false);
  });
});

describe('startQueriesSettled', () => {
  it('resolves at once when nothing is being fetched', async () => {
    const settled = vi.fn();
    void startQueriesSettled(createQueryClient(), 60_000).then(settled);
    await Promise.resolve();
    expect(settled).toHaveBeenCalled();
  });

  it('resolves once the last query has answered, not before', async () => {
    const queryClient = createQueryClient();
    let answerFirst: (v: string) => void = () => undefined;
    let answerSecond: (v: string) => void = () => undefined;
    void queryClient.prefetchQuery({
      queryKey: ['a'],
      queryFn: () => new Promise<string>((r) => (answerFirst = r)),
    });
    void queryClient.prefetchQuery({
      queryKey: ['b'],
      queryFn: () => new Promise<string>((r) => (answerSecond = r)),
    });
    const settled = vi.fn();
    void startQueriesSettled(queryClient, 60_000).then(settled);
    answerFirst('one');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).not.toHaveBeenCalled();
    answerSecond('two');
    await waitFor(() => expect(settled).toHaveBeenCalled());
    expect(queryClient.getQueryData(['b'])).toBe('two');
  });

  it('gives up waiting after the cap when an answer is slow', async () => {
    const queryClient = createQueryClient();
    void queryClient.prefetchQuery({
      queryKey: ['slow'],
      queryFn: () => new Promise<string>(() => undefined),
    });
    const settled = vi.fn();
    void startQueriesSettled(queryClient, 30).then(settled);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).not.toHaveBeenCalled();
    await waitFor(() => expect(settled).toHaveBeenCalled());
    expect(queryClient.isFetching()).toBe(1);
  });
});
