import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderRoute } from '../testing/auth-test-utils';
import { Component } from './password-reset';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const renderReset = () =>
  renderRoute(Component, { path: '/password-reset/:token', initial: '/password-reset/abc_DEF-123' });

async function fill(user: ReturnType<typeof userEvent.setup>, password: string, confirm: string) {
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('/password-reset/:token', () => {
  it('has a back button, a show/hide toggle and a Return to sign in link', () => {
    mockFetch(() => ({ status: 200, body: {} }));
    renderReset();
    expect(screen.getByRole('button', { name: 'Back to login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
  });

  it('toggles the visibility of the new password', async () => {
    mockFetch(() => ({ status: 200, body: {} }));
    const user = userEvent.setup();
    renderReset();
    const field = screen.getByLabelText('New password');
    expect(field).toHaveAttribute('type', 'password');
    await user.click(screen.getAllByRole('button', { name: 'Show password' })[0] as HTMLElement);
    expect(field).toHaveAttribute('type', 'text');
  });

  it("says 'Passwords do not match' and makes no request", async () => {
    const calls = mockFetch(() => ({ status: 200, body: {} }));
    const user = userEvent.setup();
    renderReset();
    await fill(user, 'N3w-Passw0rd!', 'N3w-Passw0rd?');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('refuses a very common password with the rules, making no request', async () => {
    const calls = mockFetch(() => ({ status: 200, body: {} }));
    const user = userEvent.setup();
    renderReset();
    await fill(user, 'P@ssw0rd', 'P@ssw0rd');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Password does not meet requirements');
    expect(alert).toHaveTextContent('This password is too common. Please choose a less predictable one.');
    expect(calls).toHaveLength(0);
  });

  it('requires both fields', async () => {
    const calls = mockFetch(() => ({ status: 200, body: {} }));
    const user = userEvent.setup();
    renderReset();
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('resets, shows the success text and goes to /login after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = mockFetch(() => ({ status: 200, body: { message: 'done' } }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderReset();
    await fill(user, 'N3w-Passw0rd!', 'N3w-Passw0rd!');
    expect(
      await screen.findByText('Password successfully reset! Redirecting to login...'),
    ).toBeInTheDocument();
    expect(calls[0]).toEqual({ url: '/api/reset-password/abc_DEF-123', body: { password: 'N3w-Passw0rd!' } });
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(screen.queryByTestId('where')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByTestId('where')).toHaveTextContent('/login');
  });

  it("shows the server's message on failure, or 'Failed to reset password'", async () => {
    mockFetch(() => ({
      status: 400,
      body: { type: 'INVALID_RESET_TOKEN', message: 'This link has expired.' },
    }));
    const user = userEvent.setup();
    const view = renderReset();
    await fill(user, 'N3w-Passw0rd!', 'N3w-Passw0rd!');
    expect(await screen.findByText('This link has expired.')).toBeInTheDocument();
    view.unmount();
    mockFetch(() => ({ status: 500 }));
    renderReset();
    await fill(user, 'N3w-Passw0rd!', 'N3w-Passw0rd!');
    expect(await screen.findByText('Failed to reset password')).toBeInTheDocument();
  });
});
