import { DEFAULT_SETTINGS } from '@app/shared/settings';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settingsQueryOptions } from './get-settings';

describe('GET /api/settings query', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('auth_token', 't');
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

  it('retries once, 1 s after a failure', async () => {
    fetchMock.mockResolvedValueOnce(json({ type: 'INTERNAL_ERROR', message: 'x' }, 500));
    fetchMock.mockResolvedValueOnce(json(DEFAULT_SETTINGS));
    const result = new QueryClient().fetchQuery(settingsQueryOptions());
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual(DEFAULT_SETTINGS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives up after the one retry', async () => {
    fetchMock.mockImplementation(async () => json({ type: 'INTERNAL_ERROR', message: 'x' }, 500));
    const result = new QueryClient().fetchQuery(settingsQueryOptions()).catch((e: Error) => e);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(await result).toBeInstanceOf(Error);
  });

  it('counts an answer with an error field as a failure', async () => {
    fetchMock.mockImplementation(async () => json({ error: 'Settings unavailable' }));
    const result = new QueryClient().fetchQuery(settingsQueryOptions()).catch((e: Error) => e);
    await vi.advanceTimersByTimeAsync(1000);
    expect(((await result) as Error).message).toBe('Could not load your settings');
  });
});
