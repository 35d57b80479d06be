import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../storage';
import { sessionQueryKey } from './session';
import { refreshSessionToken } from './token-refresh';

let answers: { resolve: (token: string) => void }[];

beforeEach(() => {
  answers = [];
  localStorage.setItem(STORAGE_KEYS.authToken, 'old');
  vi.stubGlobal(
    'fetch',
    vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answers.push({
            resolve: (token) => resolve(new Response(JSON.stringify({ token }), { status: 200 })),
          });
        }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('refreshSessionToken', () => {
  it('stores the fresh token and marks the session stale', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(sessionQueryKey, { id: 1 });
    const done = refreshSessionToken(queryClient);
    await flush();
    answers[0]?.resolve('fresh');
    await expect(done).resolves.toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('fresh');
    expect(queryClient.getQueryState(sessionQueryKey)?.isInvalidated).toBe(true);
  });

  it('runs one more round when asked again while a refresh runs, never two at once', async () => {
    const queryClient = new QueryClient();
    const first = refreshSessionToken(queryClient);
    void refreshSessionToken(queryClient);
    void refreshSessionToken(queryClient);
    await flush();
    expect(answers).toHaveLength(1);
    answers[0]?.resolve('second');
    await first;
    await flush();
    expect(answers).toHaveLength(2);
    answers[1]?.resolve('third');
    await vi.waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('third'));
    expect(answers).toHaveLength(2);
  });

  it('keeps a sign-out that happened while the refresh ran', async () => {
    const done = refreshSessionToken(new QueryClient());
    await flush();
    localStorage.removeItem(STORAGE_KEYS.authToken);
    answers[0]?.resolve('fresh');
    await expect(done).resolves.toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it('does nothing when signed out', async () => {
    localStorage.removeItem(STORAGE_KEYS.authToken);
    await expect(refreshSessionToken(new QueryClient())).resolves.toBe(false);
    expect(answers).toHaveLength(0);
  });
});
