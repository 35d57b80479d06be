import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/components/ui/use-toast';
import { setAuthToken } from '@/lib/storage';
import { renderWithProviders } from '@/lib/testing/render';
import { DownloadMyData } from './download-my-data';

describe('Download my data', () => {
  const clicked: { href: string; download: string }[] = [];
  beforeEach(() => {
    setAuthToken('token-123');
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => {
    setAuthToken(null);
    clicked.length = 0;
    resetToasts();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('fetches the export with my token and saves it as my-chapter-data.json', async () => {
    const fetchMock = vi.fn(async () => new Response('{"format":"chapter-export/1"}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <>
        <DownloadMyData />
        <Toaster />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:export', download: 'my-chapter-data.json' }]));
    expect(fetchMock).toHaveBeenCalledWith('/api/me/export', {
      headers: { authorization: 'Bearer token-123' },
    });
    expect(await screen.findByText('Download started')).toBeTruthy();
  });

  it('shows the server error and saves nothing when the export fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ type: 'RATE_LIMITED', message: 'Slow down' }), { status: 429 }),
      ),
    );
    renderWithProviders(
      <>
        <DownloadMyData />
        <Toaster />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('An unexpected error occurred.')).toBeTruthy();
    expect(clicked).toEqual([]);
  });
});
