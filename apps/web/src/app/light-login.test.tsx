import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAuthToken, setAuthToken } from '@/lib/storage';
import { fakeFetch } from '@/lib/testing/render';
import { LightLogin } from './light-login';

const SETTINGS = {
  appearance: { themePreference: 'light', useSystemTheme: false, darkMode: false, brandFont: 'figtree' },
  notifications: { push: false, email: true, messageSound: true },
  privacy: { showEmail: true, showPhone: true },
};

afterEach(() => {
  vi.unstubAllGlobals();
  setAuthToken(null);
  window.history.replaceState(null, '', '/');
});

describe('the light sign-in page (a fresh visit to /login)', () => {
  it('signs in without the router: stores the token and hands the answer over', async () => {
    window.history.replaceState(null, '', '/login');
    vi.stubGlobal(
      'fetch',
      fakeFetch({ 'POST /api/login': () => ({ body: { token: 'jwt-1', settings: SETTINGS } }) }),
    );
    const onSignedIn = vi.fn();
    const user = userEvent.setup();
    render(<LightLogin onSignedIn={onSignedIn} />);
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'Right-Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(document.title).toBe('Sign in · Chapter');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ token: 'jwt-1' })));
    expect(getAuthToken()).toBe('jwt-1');
  });

  it('opens in register mode on /register', async () => {
    window.history.replaceState(null, '', '/register');
    vi.stubGlobal('fetch', fakeFetch({}));
    render(<LightLogin onSignedIn={vi.fn()} />);
    // The register form loads on demand.
    expect(
      await screen.findByRole('button', { name: 'Already have an account? Sign in' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Create account · Chapter');
  });
});
