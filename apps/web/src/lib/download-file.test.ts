import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { DOWNLOAD_BLOB_LIFETIME_MS, downloadFile } from './download-file';
import { setAuthToken } from './storage';

function stubDownload(response: Response) {
  const requests: { url: string; headers: Headers }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push({ url: String(input), headers: new Headers(init?.headers) });
      return response;
    }),
  );
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  const revoked: string[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: () => 'blob:file',
      revokeObjectURL: (u: string) => revoked.push(u),
    }),
  );
  return { requests, saved, revoked };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  setAuthToken(null);
});

describe('downloadFile', () => {
  it("sends the token and query, saves under the server's file name, and frees the blob only later", async () => {
    vi.useFakeTimers();
    setAuthToken('tok');
    const { requests, saved, revoked } = stubDownload(
      new Response('a,b\n', {
        headers: { 'content-disposition': 'attachment; filename="audit-log-2026.csv"' },
      }),
    );
    await downloadFile('/api/admin/audit', 'audit-log.csv', {
      query: { format: 'csv', actor: 3 },
      accept: 'text/csv',
    });
    expect(requests[0]?.url).toBe('/api/admin/audit?format=csv&actor=3');
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer tok');
    expect(requests[0]?.headers.get('accept')).toBe('text/csv');
    expect(saved).toEqual(['audit-log-2026.csv']);
    vi.advanceTimersByTime(DOWNLOAD_BLOB_LIFETIME_MS - 1);
    expect(revoked).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(revoked).toEqual(['blob:file']);
  });

  it('uses the fallback name when the server names none', async () => {
    const { saved } = stubDownload(new Response('BEGIN:VCALENDAR'));
    await downloadFile('/api/calendar.ics', 'calendar.ics');
    expect(saved).toEqual(['calendar.ics']);
  });

  it("turns a refusal into an ApiError with the server's message", async () => {
    stubDownload(
      new Response(JSON.stringify({ type: 'FORBIDDEN', message: 'You may not export this.' }), {
        status: 403,
      }),
    );
    const error = await downloadFile('/api/me/export', 'export.json').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).message).toBe('You may not export this.');
  });
});
