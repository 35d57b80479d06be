import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../query-client';
import { readStorage, STORAGE_KEYS, setAuthToken } from '../storage';
import { sessionQueryOptions, signOut } from './session';

/** The server's answers to the session's two calls, for an account that may or may not owe a new password. */
function stubServer(mustChangePassword: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const body =
        path === '/api/verify-token'
          ? { user: { id: 7, isAdmin: false, permissions: [], version: '1', mustChangePassword } }
          : path === '/api/profile'
            ? { name: 'Tess Temp', email: 'tess@example.com', companyName: null, profileImageUrl: null }
            : {};
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

const loadSession = () => createQueryClient().fetchQuery(sessionQueryOptions());

afterEach(() => {
  vi.unstubAllGlobals();
  setAuthToken(null);
});

describe('the session remembers a temporary password for the early script', () => {
  it('sets the mark while the password must change, clears it once changed and on sign-out', async () => {
    setAuthToken('h.e30.s');
    stubServer(true);
    expect((await loadSession())?.mustChangePassword).toBe(true);
    expect(readStorage(STORAGE_KEYS.passwordChangePending)).toBe('1');

    stubServer(false);
    await loadSession();
    expect(readStorage(STORAGE_KEYS.passwordChangePending)).toBeNull();

    stubServer(true);
    await loadSession();
    await signOut(createQueryClient());
    expect(readStorage(STORAGE_KEYS.passwordChangePending)).toBeNull();
  });
});
