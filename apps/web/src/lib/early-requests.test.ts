import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from './api-client';
import { setAuthToken } from './storage';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function early(token: string, responses: Record<string, Promise<Response>>, startedAt = Date.now()) {
  window.__chapterEarlyRequests = { token, startedAt, responses: new Map(Object.entries(responses)) };
}

describe("answers asked for by the page's first script before the app started", () => {
  let server: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    setAuthToken('token-1');
    server = vi.fn(async () => json({ from: 'server' }));
    vi.stubGlobal('fetch', server);
  });
  afterEach(() => {
    window.__chapterEarlyRequests = undefined;
    setAuthToken(null);
    vi.unstubAllGlobals();
  });

  it('are taken over once: the next call asks the server', async () => {
    early('token-1', { '/api/profile': Promise.resolve(json({ from: 'early' })) });
    await expect(apiRequest('/api/profile')).resolves.toEqual({ from: 'early' });
    expect(server).not.toHaveBeenCalled();
    await expect(apiRequest('/api/profile')).resolves.toEqual({ from: 'server' });
    expect(server).toHaveBeenCalledTimes(1);
  });

  it('keep their errors as the app would see them from the server', async () => {
    early('token-1', {
      '/api/verify-token': Promise.resolve(json({ type: 'UNAUTHORIZED', message: 'No' }, 401)),
    });
    await expect(apiRequest('/api/verify-token')).rejects.toMatchObject({
      status: 401,
      type: 'UNAUTHORIZED',
    });
  });

  it('are asked again when the early request failed on the network', async () => {
    early('token-1', { '/api/profile': Promise.reject(new TypeError('Failed to fetch')) });
    await expect(apiRequest('/api/profile')).resolves.toEqual({ from: 'server' });
  });

  it('are not used for another token, another URL, a write, or once old', async () => {
    early('token-2', { '/api/profile': Promise.resolve(json({ from: 'early' })) });
    await expect(apiRequest('/api/profile')).resolves.toEqual({ from: 'server' });

    early('token-1', { '/api/profile?userId=3': Promise.resolve(json({ from: 'early' })) });
    await expect(apiRequest('/api/profile')).resolves.toEqual({ from: 'server' });

    early('token-1', { '/api/profile': Promise.resolve(json({ from: 'early' })) });
    await expect(apiRequest('/api/profile', { method: 'PUT', body: {} })).resolves.toEqual({
      from: 'server',
    });

    early('token-1', { '/api/profile': Promise.resolve(json({ from: 'early' })) }, Date.now() - 60_000);
    await expect(apiRequest('/api/profile')).resolves.toEqual({ from: 'server' });
    expect(server).toHaveBeenCalledTimes(4);
  });

  it('still fail as a network error when asking again fails too', async () => {
    early('token-1', { '/api/profile': Promise.reject(new TypeError('Failed to fetch')) });
    server.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await apiRequest('/api/profile').catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isNetworkError).toBe(true);
  });
});
