import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  connectRealtime,
  disconnectRealtime,
  setRealtimeClientFactory,
} from '@/lib/realtime/realtime-client';
import { STORAGE_KEYS } from '@/lib/storage';
import { FakeRealtimeClient } from '@/lib/testing/fake-realtime-client';
import { reloadPage } from '../lib/reload-page';
import { UpdateAvailableDialog } from './update-available-dialog';
import { UpdateDialog } from './update-dialog';

vi.mock('../lib/reload-page', () => ({ reloadPage: vi.fn() }));

const FALLBACK = 'A new version is available with improvements and bug fixes.';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function answerChangelog(response: () => Promise<Response>) {
  const fetchMock = vi.fn((_input: RequestInfo | URL) => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(reloadPage).mockClear();
  localStorage.setItem(STORAGE_KEYS.authToken, 'a.b.c');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('UpdateAvailableDialog', () => {
  it('counts down from 30 s in 50 ms ticks with a percent bar, then updates and reloads', async () => {
    answerChangelog(() => json({ html: '<p>Notes</p>' }));
    render(<UpdateAvailableDialog version="3.1.0" />, { wrapper });
    expect(screen.getByRole('dialog', { name: 'Update Available' })).toBeInTheDocument();
    expect(screen.getByText('Auto-updating in 30s')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Update progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');

    act(() => vi.advanceTimersByTime(50));
    expect(screen.getByText('Auto-updating in 30s')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(950));
    expect(screen.getByText('Auto-updating in 29s')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(14_000));
    expect(screen.getByText('Auto-updating in 15s')).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    act(() => vi.advanceTimersByTime(14_950));
    expect(screen.getByText('Auto-updating in 1s')).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('a.b.c');

    act(() => vi.advanceTimersByTime(50));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STORAGE_KEYS.appVersion)).toBe('3.1.0');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    act(() => vi.advanceTimersByTime(5000));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('Update Now stores the version, removes the token and reloads, once', async () => {
    answerChangelog(() => json({ html: '<p>Notes</p>' }));
    render(<UpdateAvailableDialog version="3.1.0" />, { wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Update Now' }));
    expect(localStorage.getItem(STORAGE_KEYS.appVersion)).toBe('3.1.0');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(reloadPage).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(30_000));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('shows the changelog safely', async () => {
    const fetchMock = answerChangelog(() =>
      json({
        html: '<section><h3>Version 3.1.0</h3><ul><li>Faster inbox<script>alert(1)</script></li></ul></section>',
      }),
    );
    render(<UpdateAvailableDialog version="3.1.0" />, { wrapper });
    await flush();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/about/changelog');
    expect(screen.getByRole('heading', { name: 'Version 3.1.0' })).toBeInTheDocument();
    expect(screen.getByText('Faster inbox')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
  });

  it('falls back to the generic text when the changelog fails', async () => {
    answerChangelog(() => json({ type: 'INTERNAL', message: 'boom' }, 500));
    render(<UpdateAvailableDialog version="3.1.0" />, { wrapper });
    await flush();
    expect(screen.getByText(FALLBACK)).toBeInTheDocument();
    expect(screen.getByText('Auto-updating in 30s')).toBeInTheDocument();
  });

  it('falls back when the network fails or the answer is malformed', async () => {
    answerChangelog(() => Promise.reject(new TypeError('Failed to fetch')));
    const first = render(<UpdateAvailableDialog version="3.1.0" />, { wrapper });
    await flush();
    expect(screen.getByText(FALLBACK)).toBeInTheDocument();
    first.unmount();

    answerChangelog(() => json({ nope: true }));
    render(<UpdateAvailableDialog version="3.1.0" />, { wrapper });
    await flush();
    expect(screen.getByText(FALLBACK)).toBeInTheDocument();
  });

  it('cannot be dismissed', async () => {
    answerChangelog(() => json({ html: '' }));
    render(<UpdateAvailableDialog version="3.1.0" />, { wrapper });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Update Available' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
  });
});

describe('UpdateDialog', () => {
  let fake: FakeRealtimeClient;
  beforeEach(() => {
    answerChangelog(() => json({ html: '<p>Notes</p>' }));
    setRealtimeClientFactory(() => {
      fake = new FakeRealtimeClient();
      return fake;
    });
  });
  afterEach(() => {
    disconnectRealtime();
    setRealtimeClientFactory(null);
  });

  it('opens when the connect data carries a newer version than the default 3.0.16', async () => {
    render(<UpdateDialog />, { wrapper });
    connectRealtime();
    act(() => fake.serverConnected({ version: '3.0.16' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => fake.serverConnected({ version: '3.0.9' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => fake.serverConnected({ version: '3.1.0' }));
    // The dialog's code loads when an update is announced.
    await vi.waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Update Available' })).toBeInTheDocument(),
    );
    expect(screen.getByRole('dialog')).toHaveTextContent('Version 3.1.0');
  });

  it('compares with the stored version, semantically', async () => {
    localStorage.setItem(STORAGE_KEYS.appVersion, '3.10.0');
    render(<UpdateDialog />, { wrapper });
    connectRealtime();
    act(() => fake.serverConnected({ version: '3.9.0' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => fake.serverConnected({ version: '3.10.1' }));
    await vi.waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('Version 3.10.1'));
  });
});
