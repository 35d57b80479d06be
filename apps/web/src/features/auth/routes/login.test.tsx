import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAuthToken, setAuthToken } from '@/lib/storage';
import { mockFetch, renderRoute } from '../testing/auth-test-utils';
import { Component } from './login';

const SETTINGS = {
  appearance: { themePreference: 'dark', useSystemTheme: false, darkMode: true, brandFont: 'figtree' },
  notifications: { push: false, email: true, messageSound: true },
  privacy: { showEmail: true, showPhone: true },
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.documentElement.classList.remove('dark');
});

const renderLogin = (initial: Parameters<typeof renderRoute>[1]['initial'] = '/login') =>
  renderRoute(Component, { path: ['/login', '/register'], initial });

async function signInWith(
  user: ReturnType<typeof userEvent.setup>,
  email = 'ann@example.com',
  password = 'Wrong-1!',
) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

const banner = () => screen.getByRole('alert');

describe('/login screen', () => {
  it('shows the welcome panel, the version badge and the login mode', () => {
    mockFetch(() => ({ status: 200, body: {} }));
    renderLogin();
    expect(screen.getByText('Connect. Collaborate. Grow.')).toBeInTheDocument();
    expect(screen.getByText('v3.0.16')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Need an account? Sign up' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it('requires email and password before calling, focusing the first missing one', async () => {
    const calls = mockFetch(() => ({ status: 200, body: {} }));
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    expect(screen.queryByText('Email is required')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('switches between the three modes in place', async () => {
    mockFetch(() => ({ status: 200, body: {} }));
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Need an account? Sign up' }));
    expect(screen.getByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
    // The register and forgot-password forms load on demand.
    expect(await screen.findByText('Enter a 6-digit group code')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Already have an account? Sign in' }));
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows Login Failed with the remaining attempts', async () => {
    let remaining = 3;
    mockFetch(() => ({
      status: 401,
      body: {
        type: 'INVALID_CREDENTIALS',
        message: 'Invalid email or password',
        remainingAttempts: remaining--,
      },
    }));
    const user = userEvent.setup();
    renderLogin();
    await signInWith(user);
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByText('3 attempts remaining')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('1 attempt remaining')).toBeInTheDocument();
  });

  it('answers 429 with Too Many Attempts and a live mm:ss countdown, the button disabled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch(() => ({
      status: 429,
      body: { type: 'RATE_LIMITED', message: 'Too many' },
      headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '840' },
    }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderLogin();
    await signInWith(user);
    expect(await screen.findByText('Too Many Attempts')).toBeInTheDocument();
    expect(screen.getByText('Too many login attempts. Please try again in 14 minutes.')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('14:00');
    expect(banner()).toHaveAttribute('data-tone', 'destructive');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(screen.getByRole('timer')).toHaveTextContent('13:58');
  });

  it('waits the default 900 s (15 minutes) when the reset header is missing', async () => {
    mockFetch(() => ({ status: 429, body: { type: 'RATE_LIMITED', message: 'x' } }));
    const user = userEvent.setup();
    renderLogin();
    await signInWith(user);
    expect(
      await screen.findByText('Too many login attempts. Please try again in 15 minutes.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('15:00');
  });

  it.each([
    [
      423,
      { type: 'ACCOUNT_LOCKED', message: 'Locked for now', retryAfter: 600 },
      'Account Locked',
      'Locked for now',
      'destructive',
    ],
    [403, { type: 'SUBSTITUTE_LOGIN', message: '' }, 'Access Denied', 'Access denied', 'destructive'],
    [500, { type: 'INTERNAL_ERROR', message: '' }, 'Error', 'An unexpected error occurred', 'destructive'],
  ])('maps %s %o to its banner', async (status, body, title, text, tone) => {
    mockFetch(() => ({ status, body }));
    const user = userEvent.setup();
    renderLogin();
    await signInWith(user);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(banner()).toHaveAttribute('data-tone', tone);
  });

  it('shows Invalid Input in warning style with the details', async () => {
    mockFetch(() => ({
      status: 400,
      body: {
        type: 'VALIDATION_ERROR',
        message: 'Invalid input',
        details: [{ field: 'email', message: 'Enter a valid email address' }],
      },
    }));
    const user = userEvent.setup();
    renderLogin();
    await signInWith(user);
    expect(await screen.findByText('Invalid Input')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(banner()).toHaveAttribute('data-tone', 'warning');
  });

  it('shows Connection Error in default style when the server cannot be reached', async () => {
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const user = userEvent.setup();
    renderLogin();
    await signInWith(user);
    expect(await screen.findByText('Connection Error')).toBeInTheDocument();
    expect(
      screen.getByText('Unable to connect to the server. Please check your internet connection.'),
    ).toBeInTheDocument();
    expect(banner()).toHaveAttribute('data-tone', 'default');
  });

  it('shows the Account Inactive toast with a pointer to support', async () => {
    mockFetch((url) =>
      url.includes('/api/support/contact')
        ? { status: 200, body: { email: 'help@chapter.test' } }
        : { status: 403, body: { type: 'ACCOUNT_INACTIVE', message: 'Your account is inactive.' } },
    );
    const user = userEvent.setup();
    renderLogin();
    await signInWith(user);
    expect(await screen.findByText('Account Inactive')).toBeInTheDocument();
    expect(
      await screen.findByText(
        /Your account is inactive\. Need help\? Contact support at help@chapter\.test\./,
      ),
    ).toBeInTheDocument();
  });

  it('shows a spinner and disables the button while signing in; clears the banner on submit and mode switch', async () => {
    let release: (a: { status: number; body: unknown }) => void = () => undefined;
    let first = true;
    mockFetch(() => {
      if (first) {
        first = false;
        return { status: 401, body: { type: 'INVALID_CREDENTIALS', message: 'Nope', remainingAttempts: 4 } };
      }
      return new Promise((resolve) => {
        release = resolve;
      });
    });
    const user = userEvent.setup();
    renderLogin();
    await signInWith(user);
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.queryByText('Login Failed')).toBeNull();
    const button = screen.getByRole('button', { name: /Sign in/ });
    expect(button).toBeDisabled();
    expect(within(button).getByRole('status')).toHaveTextContent('Signing in');
    release({ status: 401, body: { type: 'INVALID_CREDENTIALS', message: 'Nope', remainingAttempts: 3 } });
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Need an account? Sign up' }));
    expect(screen.queryByText('Login Failed')).toBeNull();
  });

  it('signs in: stores the token, applies the dark class and replaces history with /home', async () => {
    mockFetch((url) => {
      if (url === '/api/login') {
        return { status: 200, body: { token: 'tok.en.x', settings: SETTINGS, mustChangePassword: false } };
      }
      if (url === '/api/verify-token') {
        return {
          status: 200,
          body: {
            user: {
              id: 1,
              email: 'ann@example.com',
              name: 'Ann',
              isAdmin: false,
              permissions: [],
              version: '3.0.16',
              mustChangePassword: false,
            },
          },
        };
      }
      return {
        status: 200,
        body: { id: 1, email: 'ann@example.com', name: 'Ann', role: null, group: null, membership: null },
      };
    });
    const user = userEvent.setup();
    const { router } = renderLogin();
    await signInWith(user, 'ann@example.com', 'Right-Passw0rd!');
    expect(await screen.findByTestId('where')).toHaveTextContent('/home');
    expect(getAuthToken()).toBe('tok.en.x');
    expect(document.documentElement).toHaveClass('dark');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('returns to the origin kept by the guard', async () => {
    mockFetch(() => ({ status: 200, body: { token: 't', settings: SETTINGS, mustChangePassword: false } }));
    const user = userEvent.setup();
    renderLogin({ pathname: '/login', state: { from: { pathname: '/somewhere/deep', search: '?x=1' } } });
    await signInWith(user, 'ann@example.com', 'Right-Passw0rd!');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/somewhere/deep?x=1'));
  });

  it('sends an already signed-in member on to /home', async () => {
    setAuthToken('stored');
    mockFetch((url) =>
      url === '/api/verify-token'
        ? {
            status: 200,
            body: {
              user: {
                id: 1,
                email: 'a@example.com',
                name: 'A',
                isAdmin: false,
                permissions: [],
                version: '3.0.16',
                mustChangePassword: false,
              },
            },
          }
        : {
            status: 200,
            body: { id: 1, email: 'a@example.com', name: 'A', role: null, group: null, membership: null },
          },
    );
    renderLogin();
    expect(await screen.findByTestId('where')).toHaveTextContent('/home');
  });

  it('sends a temporary password to the change screen', async () => {
    mockFetch(() => ({ status: 200, body: { token: 't', settings: SETTINGS, mustChangePassword: true } }));
    const user = userEvent.setup();
    renderLogin();
    await signInWith(user, 'ann@example.com', 'Temp-1234-abcd');
    expect(await screen.findByTestId('where')).toHaveTextContent('/change-password');
  });

  it('forgot password: the confirmation replaces the form, on success and on failure alike', async () => {
    for (const status of [200, 500]) {
      const calls = mockFetch(() => ({ status, body: { message: 'x' } }));
      const user = userEvent.setup();
      const view = renderLogin();
      await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
      await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ann@example.com');
      await user.click(screen.getByRole('button', { name: 'Send reset link' }));
      expect(
        await screen.findAllByText(
          'If an account exists with that email, you will receive password reset instructions.',
        ),
      ).toHaveLength(2);
      expect(screen.getAllByText('Check your email').length).toBeGreaterThanOrEqual(2);
      expect(screen.queryByRole('button', { name: 'Send reset link' })).toBeNull();
      expect(calls[0]).toEqual({ url: '/api/reset-password', body: { email: 'ann@example.com' } });
      await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
      expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
      view.unmount();
    }
  });
});
