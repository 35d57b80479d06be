import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { avatarUrl, initialsOf, loadAvatar } from './avatar-loader';
import { setAuthToken } from './storage';

describe('initialsOf', () => {
  it('takes at most two letters: first and last word', () => {
    expect(initialsOf('Mary Ann Smith')).toBe('MS');
    expect(initialsOf('mia member')).toBe('MM');
    expect(initialsOf('Cher')).toBe('C');
    expect(initialsOf('  ')).toBe('?');
    expect(initialsOf(null)).toBe('?');
  });
});

describe('loadAvatar', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    vi.stubGlobal('fetch', fetchMock);
    setAuthToken('the-token');
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('fetches the sized picture with the bearer token, a cache buster and no caching', async () => {
    fetchMock.mockResolvedValue(new Response(new Blob(['img']), { status: 200 }));
    await loadAvatar(12, 256);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`/api/users/12/avatar_256.jpg?_t=${Date.now()}`);
    expect(init?.cache).toBe('no-store');
    expect(init?.headers).toEqual({ authorization: 'Bearer the-token' });
    expect(avatarUrl(3, 96, 5)).toBe('/api/users/3/avatar_96.jpg?_t=5');
  });

  it('fails at once without a token: No authentication token found', async () => {
    setAuthToken(null);
    await expect(loadAvatar(12, 96)).rejects.toThrow('No authentication token found');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('retries twice, after 1 s and then 2 s, and then gives up with the status', async () => {
    fetchMock.mockImplementation(async () => new Response('', { status: 503 }));
    const result = loadAvatar(12, 96).catch((e: Error) => e);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(((await result) as Error).message).toBe('Failed to load image (503)');
  });

  it('succeeds on a retry after a network failure', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response(new Blob(['img']), { status: 200 }));
    const result = loadAvatar(12, 512);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
