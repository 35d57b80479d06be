import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPublicPath } from '@/app/router';
import { startQueries } from '@/app/start-queries';
import { createQueryClient } from '@/lib/query-client';
import { setAuthToken } from '@/lib/storage';
import { earlyUrls, isPublicPage } from './early-urls';

/** The URLs (path and query) the app itself asks for as it starts on `pathname`. */
async function appStartUrls(pathname: string, expected: number): Promise<string[]> {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      urls.push(`${url.pathname}${url.search}`);
      return new Response('{"data":{}}', { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  window.history.replaceState(null, '', pathname);
  setAuthToken('a.b.c');
  startQueries(createQueryClient(), !isPublicPath(pathname));
  await waitFor(() => expect(urls.length).toBeGreaterThanOrEqual(expected));
  return urls.sort();
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('earlyUrls', () => {
  for (const pathname of [
    '/home',
    '/',
    '/inbox',
    '/roster',
    '/admin/users',
    '/change-password',
    '/password-reset/abc',
  ]) {
    it(`are what the app asks for first on ${pathname}, so it can take the answers over`, async () => {
      const early = earlyUrls(pathname);
      expect(await appStartUrls(pathname, early.length)).toEqual([...early].sort());
    });
  }

  it('know the public pages as the router does', () => {
    const paths = [
      '/login',
      '/register',
      '/password-reset/abc',
      '/visitor/response',
      '/email-change/tok',
      '/email-undo/tok',
      '/change-password',
      '/home',
      '/',
      '/inbox/conversation/3',
      '/profile/me',
      '/admin/dashboard',
      '/loginx',
      '/password-reset',
    ];
    for (const path of paths) {
      expect(isPublicPage(path), path).toBe(isPublicPath(path));
    }
  });
});
