import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_TIMEOUT_MS, ApiError, apiRequest } from './api-client';

/** docs/architecture.md 16.8: a network failure shows 'Connection Error' at a bounded time, at once when offline. */
describe('apiRequest on a bad network', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  /** A fetch that never answers until its signal aborts (a venue Wi-Fi dropping every packet). */
  const hangingFetch = () =>
    vi.fn((_url: string, init?: RequestInit) => {
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    });

  it('gives up after API_TIMEOUT_MS with the network error', async () => {
    vi.stubGlobal('fetch', hangingFetch());
    const call = apiRequest('/api/login', { method: 'POST', body: {}, auth: false });
    const outcome = call.then(
      () => 'answered',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).type).toBe('NETWORK_ERROR');
    expect((error as ApiError).message).toBe(
      'Unable to connect to the server. Please check your internet connection.',
    );
  });

  it('fails at once without calling fetch while the browser is offline', async () => {
    const fetch = hangingFetch();
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(apiRequest('/api/login', { method: 'POST', body: {}, auth: false })).rejects.toMatchObject({
      type: 'NETWORK_ERROR',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("keeps the caller's own abort an abort, not a network error", async () => {
    vi.stubGlobal('fetch', hangingFetch());
    const controller = new AbortController();
    const call = apiRequest('/api/members', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('answers normally when the server answers in time', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ ok: true }), { status: 200 })),
    );
    await expect(apiRequest('/api/health')).resolves.toEqual({ ok: true });
  });
});
