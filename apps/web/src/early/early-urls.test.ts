import { DEFAULT_ROLE_PERMISSIONS } from '@app/shared/permissions';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPublicPath, publicRoutePaths } from '@/app/router';
import { startQueries } from '@/app/start-queries';
import { createQueryClient } from '@/lib/query-client';
import { setAuthToken } from '@/lib/storage';
import { earlyUrls, isPublicPage, permissionsOfToken } from './early-urls';

/** A token whose claims carry a role's permissions. */
const tokenOf = (role: 'Member' | 'Visitor' | 'Substitute') =>
  `h.${btoa(JSON.stringify({ permissions: DEFAULT_ROLE_PERMISSIONS[role] }))}.s`;

/** The URLs (path and query) the app itself asks for as it starts on `pathname` with `token`. */
async function appStartUrls(pathname: string, token: string, expected: number): Promise<string[]> {
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
  setAuthToken(token);
  startQueries(createQueryClient(), !isPublicPath(pathname));
  await waitFor(() => expect(urls.length).toBeGreaterThanOrEqual(expected));
  // Anything the app asks for beyond what the early script asked for shows up too.
  await new Promise((resolve) => setTimeout(resolve, 20));
  return urls.sort();
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('isPublicPage', () => {
  it('knows every public page of the router (the early script asks nothing for them)', () => {
    const paths = publicRoutePaths().map((path) => path.replace(/:[^/]+/g, 'x'));
    expect(paths).toContain('/digest/rsvp');
    for (const path of paths) {
      expect([path, isPublicPage(path)]).toEqual([path, true]);
    }
    expect(isPublicPage('/home')).toBe(false);
  });
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
      const token = tokenOf('Member');
      const early = earlyUrls(pathname, permissionsOfToken(token));
      expect(await appStartUrls(pathname, token, early.length)).toEqual([...early].sort());
    });
  }

  // A member waiting for approval has the Visitor's permissions (no view_activity); a Substitute none.
  for (const role of ['Visitor', 'Substitute'] as const) {
    it(`leave out on home what a ${role} may not read (the server would answer 403)`, async () => {
      const token = tokenOf(role);
      const early = earlyUrls('/home', permissionsOfToken(token));
      expect(early).not.toContain('/api/activities/stats?months=6');
      expect(early.some((url) => url.startsWith('/api/meetings'))).toBe(role === 'Visitor');
      expect(await appStartUrls('/home', token, early.length)).toEqual([...early].sort());
    });
  }

  it('ask only for the session while a temporary password waits to be changed (the rest answers 403)', () => {
    const permissions = permissionsOfToken(tokenOf('Member'));
    expect(earlyUrls('/home', permissions, { passwordChangePending: true })).toEqual([
      '/api/verify-token',
      '/api/profile',
    ]);
    expect(earlyUrls('/home', permissions).length).toBeGreaterThan(2);
  });

  it('read the permissions of the stored token, and none from one they cannot read', () => {
    expect(permissionsOfToken(tokenOf('Member'))).toEqual(DEFAULT_ROLE_PERMISSIONS.Member);
    expect(permissionsOfToken('a.b.c')).toEqual([]);
    expect(permissionsOfToken(null)).toEqual([]);
  });

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
